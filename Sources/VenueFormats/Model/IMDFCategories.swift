/// The category enumerations of IMDF 1.0.0 (OGC 20-094), used to flag values outside the standard.
///
/// Occupant categories are a large business taxonomy; they are checked by shape only.
public enum IMDFCategories {
    /// Valid `venue` values.
    public static let venue: Set<String> = [
        "airport", "airport.intl", "aquarium", "businesscampus", "casino", "communitycenter", "conventioncenter",
        "governmentfacility", "healthcarefacility", "hotel", "museum", "parkingfacility", "resort", "retailstore",
        "shoppingcenter", "stadium", "stripmall", "theater", "themepark", "trainstation", "transitstation",
        "university",
    ]
    /// Valid `building` values.
    public static let building: Set<String> = [
        "parking", "transit", "transit.bus", "transit.train", "unspecified",
    ]
    /// Valid `footprint` values.
    public static let footprint: Set<String> = [
        "aerial", "ground", "subterranean",
    ]
    /// Valid `level` values.
    public static let level: Set<String> = [
        "arrivals", "arrivals.domestic", "arrivals.intl", "departures", "departures.domestic", "departures.intl",
        "parking", "transit", "unspecified",
    ]
    /// Valid `unit` values.
    public static let unit: Set<String> = [
        "auditorium", "brick", "classroom", "column", "concrete", "conferenceroom", "drywall", "elevator", "escalator",
        "fieldofplay", "firstaid", "fitnessroom", "foodservice", "footbridge", "glass", "huddleroom", "kitchen",
        "laboratory", "library", "lobby", "lounge", "mailroom", "mothersroom", "movietheater", "movingwalkway",
        "nonpublic", "office", "opentobelow", "parking", "phoneroom", "platform", "privatelounge", "ramp",
        "recreation", "restroom", "restroom.family", "restroom.female", "restroom.female.wheelchair", "restroom.male",
        "restroom.male.wheelchair", "restroom.transgender", "restroom.transgender.wheelchair", "restroom.unisex",
        "restroom.unisex.wheelchair", "restroom.wheelchair", "road", "room", "serverroom", "shower", "smokingarea",
        "stairs", "steps", "storage", "structure", "terrace", "theater", "unenclosedarea", "unspecified", "vegetation",
        "waitingroom", "walkway", "walkway.island", "wood",
    ]
    /// Valid `opening` values.
    public static let opening: Set<String> = [
        "automobile", "bicycle", "emergencyexit", "pedestrian", "pedestrian.principal", "pedestrian.transit",
        "service",
    ]
    /// Valid `amenity` values.
    public static let amenity: Set<String> = [
        "amphitheater", "animalreliefarea", "arrivalgate", "atm", "babychanging", "baggagecarousel",
        "baggagecarousel.intl", "baggagecarts", "baggageclaim", "baggageclaim.oversize", "baggagerecheck",
        "baggagestorage", "boardinggate", "boardinggate.aircraft", "boardinggate.bus", "boardinggate.ferry",
        "boardinggate.train", "bus", "bus.muni", "bus.national", "businesscenter", "cabin", "caregiver", "carrental",
        "cashier", "changemachine", "checkin", "checkin.desk", "checkin.desk.oversizebaggage", "checkin.desk.transfer",
        "checkin.selfservice", "childplayarea", "coinlocker", "copymachine", "defibrillator", "drinkingfountain",
        "eatingdrinking", "elevator", "emergencyshelter", "entry", "escalator", "exhibit", "faregate",
        "faregate.oversized", "fieldofplay", "fieldofplay.americanfootball", "fieldofplay.baseball",
        "fieldofplay.basketball", "fieldofplay.fieldhockey", "fieldofplay.icehockey", "fieldofplay.rugby",
        "fieldofplay.soccer", "fieldofplay.softball", "fieldofplay.tennis", "fieldofplay.trackfield",
        "fieldofplay.volleyball", "firealarmpullstation", "fireextinguisher", "firstaid", "fittingroom", "foodservice",
        "gatearea", "groundtransportation", "guestservices", "handsanitizerstation", "healthscreening", "hoteling",
        "immigration", "information", "information.bid", "information.carrental", "information.hotel",
        "information.mufid", "information.mufid.arrivals", "information.mufid.departures", "information.transit",
        "landmark", "library", "limo", "lostandfound", "mailbox", "meditation", "meetingpoint", "mobilityrescue",
        "mothersroom", "movingwalkway", "paidarea", "parkandride", "parking", "parking.bicycle", "parking.compact",
        "parking.ev", "parking.longterm", "parking.motorcycle", "parking.shortterm", "parking.waitingarea", "payphone",
        "pedestriancrossing", "peoplemover", "phone", "phone.emergency", "photobooth", "platform", "police",
        "powerchargingstation", "prayerroom", "prayerroom.buddhism", "prayerroom.christianity", "prayerroom.hinduism",
        "prayerroom.islam", "prayerroom.islam.female", "prayerroom.islam.male", "prayerroom.judaism",
        "prayerroom.shintoism", "prayerroom.sikh", "prayerroom.taoic", "privatelounge", "productreturn", "rail.muni",
        "rail.national", "ramp", "reception.desk", "recreation", "restroom", "restroom.family", "restroom.female",
        "restroom.female.wheelchair", "restroom.male", "restroom.male.wheelchair", "restroom.transgender",
        "restroom.transgender.wheelchair", "restroom.unisex", "restroom.unisex.wheelchair", "restroom.wheelchair",
        "rideshare", "seat", "seating", "security", "security.checkpoint", "security.inspection", "service", "shower",
        "shuttle", "sleepbox", "smokingarea", "stairs", "storage", "strollerrental", "studentadmissions",
        "studentservices", "swimmingpool", "swimmingpool.children", "swimmingpool.family", "taxi", "ticketing",
        "ticketing.airline", "ticketing.bus", "ticketing.bus.muni", "ticketing.bus.national", "ticketing.rail",
        "ticketing.rail.muni", "ticketing.rail.national", "ticketing.shuttle", "traintrack", "transit", "unspecified",
        "valet", "vendingmachine", "vendingmachine.trainticket", "wheelchairassist", "wifi", "yoga",
    ]
    /// Valid `fixture` values.
    public static let fixture: Set<String> = [
        "baggagecarousel", "boardinggate.desk", "checkin.desk", "checkin.kiosk", "desk", "equipment", "furniture",
        "immigration.desk", "inspection.desk", "obstruction", "securityequipment", "stage", "vegetation", "wall",
        "water",
    ]
    /// Valid `section` values.
    public static let section: Set<String> = [
        "arcade", "baggageclaim", "baggageclaim.intl", "carrental", "carrental.dropoff", "checkin", "concessions",
        "cubicle", "dutyfree", "eatingdrinking", "entertainmentarea", "entertainmentarea.game",
        "entertainmentarea.music", "entertainmentarea.performance", "entertainmentarea.sport", "exhibit", "exhibition",
        "gambling", "gambling.baccarat", "gambling.bingo", "gambling.blackjack", "gambling.craps", "gambling.keno",
        "gambling.mahjong", "gambling.medalgame", "gambling.minibaccarat", "gambling.offtrackbetting",
        "gambling.pachinko", "gambling.paigow", "gambling.poker", "gambling.poker.letitride", "gambling.poker.paigow",
        "gambling.poker.threecard", "gambling.poker.video", "gambling.roulette", "gambling.rummy", "gambling.sicbo",
        "gambling.slotmachine", "gambling.slotmachine.highlimit", "gatearea", "gatearea.holding", "immigration",
        "immigration.schengen", "information", "paidarea", "parkandride", "parking", "parking.bicycle",
        "parking.compact", "parking.ev", "parking.longterm", "parking.motorcycle", "parking.shortterm",
        "parking.waitingarea", "platform", "postsecurity", "presecurity", "private", "recomposearea", "recreation",
        "rental", "retail", "retaildepartment", "road", "seating", "seatingrow", "security", "servicearea",
        "ticketing", "vegetation", "walkway",
    ]
    /// Valid `geofence` values.
    public static let geofence: Set<String> = [
        "concourse", "geofence", "paidarea", "platform", "postsecurity", "presecurity", "terminal",
        "underconstruction",
    ]
    /// Valid `relationship` values.
    public static let relationship: Set<String> = [
        "elevator", "escalator", "movingwalkway", "ramp", "stairs", "traversal", "traversal.path",
    ]
    /// Valid `restriction` values.
    public static let restriction: Set<String> = [
        "employeesonly", "restricted",
    ]
    /// Valid `accessibility` values.
    public static let accessibility: Set<String> = [
        "assisted.listening", "braille", "hearing", "hearingloop", "signlanginterpreter", "tactilepaving", "tdd",
        "trs", "volume", "wheelchair",
    ]

    /// The valid categories for a feature type, or nil where any value (or none) is allowed.
    public static func valid(for type: FeatureType) -> Set<String>? {
        switch type {
        case .venue: return venue
        case .building: return building
        case .footprint: return footprint
        case .level: return level
        case .unit: return unit
        case .opening: return opening
        case .amenity: return amenity
        case .fixture: return fixture
        case .section: return section
        case .geofence: return geofence
        case .relationship: return relationship
        default: return nil
        }
    }

    /// Whether an occupant category has the dotted lower-case shape of the taxonomy (`restaurant`, `clothing.womens`).
    public static func isWellFormedOccupantCategory(_ value: String) -> Bool {
        guard !value.isEmpty, value.first != ".", value.last != "." else { return false }
        return value.allSatisfy { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") || $0 == "." || $0 == "_" }
    }
}
