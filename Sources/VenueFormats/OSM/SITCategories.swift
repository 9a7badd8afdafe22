import Foundation

/// Which IMDF categories Simple Indoor Tagging values become.
enum SITCategories {
    /// The kind of way between levels a feature is, named as IMDF names it, or nil.
    static func connector(_ t: OSMTags) -> String? {
        // Each key looked up once (every feature with a level is asked this).
        connector(t, highway: t["highway"], room: t["room"], indoor: t["indoor"])
    }

    /// ``connector(_:)`` given the values of `highway`, `room` and `indoor` (looked up by the caller).
    static func connector(_ t: OSMTags, highway: String?, room: String?, indoor: String?) -> String? {
        if highway == "elevator" || room == "elevator" || indoor == "elevator" || t["elevator"] == "yes" || t["building:part"] == "elevator" {
            return "elevator"
        }
        if highway == "escalator" || room == "escalator" || t["conveying"].map({ $0 != "no" }) == true { return "escalator" }
        if highway == "steps" || room == "stairs" || indoor == "stairs" || t["stairs"] == "yes" { return "stairs" }
        return nil
    }

    /// The unit categories of connectors.
    static let connectorCategories: Set<String> = ["elevator", "stairs", "escalator", "ramp"]

    /// The restroom category from `male`/`female`/`unisex`, and `wheelchair=yes` or (on a toilet,
    /// where it describes the toilet itself) `toilets:wheelchair=yes`: `restroom.female.wheelchair`,
    /// `restroom.wheelchair`.
    static func restroom(_ t: OSMTags) -> String {
        var c = "restroom"
        if t["female"] == "yes" && t["male"] != "yes" { c += ".female" } else if t["male"] == "yes" && t["female"] != "yes" { c += ".male" } else if t["unisex"] == "yes" { c += ".unisex" }
        if t["wheelchair"] == "yes" || t["toilets:wheelchair"] == "yes" { c += ".wheelchair" }
        return c
    }

    /// Whether the feature *is* a toilet (`amenity=toilets`, `room=toilet(s)`). `toilets=yes`
    /// says a place *has* toilets (a restaurant, a lounge): an attribute of the place, never its
    /// category, so such a place stays what it is and is no "toilet" destination.
    static func isToilet(_ t: OSMTags) -> Bool {
        isToilet(amenity: t["amenity"], room: t["room"])
    }

    /// ``isToilet(_:)`` given the values of `amenity` and `room` (looked up by the caller).
    static func isToilet(amenity: String?, room: String?) -> Bool {
        amenity == "toilets" || room == "toilet" || room == "toilets"
    }

    /// `room=*` values with an IMDF unit category of their own.
    static let roomValues: [String: String] = [
        "office": "office", "class": "classroom", "classroom": "classroom", "auditorium": "auditorium",
        "kitchen": "kitchen", "laboratory": "laboratory", "lab": "laboratory", "library": "library",
        "storage": "storage", "store": "storage", "technical": "nonpublic", "conference": "conferenceroom",
        "meeting": "conferenceroom", "lobby": "lobby", "entrance": "lobby", "waiting": "waitingroom",
        "waiting_room": "waitingroom", "shower": "shower", "restaurant": "foodservice", "cafe": "foodservice",
        "fitness": "fitnessroom", "server": "serverroom", "mail": "mailroom", "reception": "lobby",
        "corridor": "walkway", "prayer": "room", "cinema": "movietheater", "theatre": "theater",
    ]
    /// `amenity=*` values of places to eat and drink.
    static let foodAmenities: Set<String> = [
        "restaurant", "cafe", "fast_food", "bar", "pub", "food_court", "ice_cream", "biergarten",
    ]

    /// The unit category of an `indoor=room|area|corridor` feature.
    static func unit(_ t: OSMTags) -> String {
        // `room`, `indoor` and `amenity` looked up once for every decision below.
        let room = t["room"], indoor = t["indoor"], amenity = t["amenity"]
        if let c = connector(t, highway: t["highway"], room: room, indoor: indoor) { return c }
        if isToilet(amenity: amenity, room: room) { return restroom(t) }
        if let r = room, let c = roomValues[r] { return c }
        if let a = amenity, foodAmenities.contains(a) { return "foodservice" }
        if amenity == "parking" || t["parking"] != nil { return "parking" }
        if isPlatform(t) { return "platform" }
        if let h = t["highway"], ["footway", "pedestrian", "corridor", "path"].contains(h) { return "walkway" }
        switch indoor {
        case "corridor": return "walkway"
        case "area": return "unenclosedarea"
        default: return "room"
        }
    }

    /// Whether an area that is not `indoor=room|area|corridor` is a space people walk in or ride:
    /// an indoor (`indoor=yes`) `highway=footway|pedestrian|corridor` area (`area=yes`, or a
    /// pedestrian square), an elevator shaft (`building:part=elevator`, `room=elevator`). A
    /// square without `indoor` is outdoors: not a place of the building (its footways still join).
    static func isWalkableArea(_ t: OSMTags) -> Bool {
        if t["building:part"] == "elevator" || t["room"] == "elevator" { return true }
        guard let h = t["highway"], t["indoor"] != nil else { return false }
        return h == "pedestrian" || (["footway", "corridor"].contains(h) && t["area"] == "yes")
    }

    /// Whether a feature is a railway or bus platform (`railway=platform`, `public_transport=platform`).
    static func isPlatform(_ t: OSMTags) -> Bool {
        t["railway"] == "platform" || t["public_transport"] == "platform"
    }

    /// Whether a feature is a business (an IMDF occupant): a shop, an office, a place to eat, a
    /// doctor (`healthcare=*`), a hotel or museum (`tourism=*` but information), or a named
    /// `amenity=*` that IMDF has no amenity category for (`place_of_worship`, `car_rental`):
    /// its category is then the tag's value, which the directory groups.
    static func isBusiness(_ t: OSMTags) -> Bool {
        if t["shop"] != nil || t["craft"] != nil || t["office"] != nil { return true }
        if let h = t["healthcare"], h != "no" { return true }
        if let tourism = t["tourism"], !nonBusinessTourism.contains(tourism) { return true }
        if let a = t["amenity"] {
            if foodAmenities.contains(a) || businessAmenities.contains(a) { return true }
            if t["name"] != nil, amenityValues[a] == nil, !isToilet(t), connector(t) == nil { return true }
        }
        return t["room"] == "shop"
    }

    /// Whether a named room or area is a service a visitor looks for though no business: an
    /// `amenity=*` IMDF has an amenity category for (a library, a left-luggage or lost-property
    /// office, a police post) or `tourism=information` (a travel or information centre). As a
    /// point it is an amenity; as a room its unit category is only `room`, so it also gets an
    /// occupant whose category is the value, which the directory groups (issue 36).
    static func isServiceRoom(_ t: OSMTags) -> Bool {
        guard t["name"] != nil, connector(t) == nil, !isToilet(t), !isPlatform(t) else { return false }
        return t["amenity"] != nil || t["tourism"] == "information"
    }

    /// `tourism=*` values that are no business: information points and boards (amenities).
    static let nonBusinessTourism: Set<String> = ["information", "yes", "no"]

    /// `amenity=*` values of businesses other than places to eat.
    static let businessAmenities: Set<String> = [
        "bank", "pharmacy", "clinic", "doctors", "dentist", "cinema", "theatre", "post_office", "car_rental",
    ]

    /// The occupant category: the shop, amenity, craft, office, healthcare or tourism value in
    /// IMDF's dotted lower-case form.
    static func occupant(_ t: OSMTags) -> String {
        let raw = t["shop"] ?? (t["amenity"].flatMap { foodAmenities.contains($0) ? $0 : nil }) ?? t["amenity"] ?? t["craft"] ?? t["office"]
            ?? t["healthcare"] ?? t["tourism"] ?? "shop"
        let cleaned = occupantWord(raw)
        return cleaned.isEmpty || cleaned == "yes" ? "shop" : trimmingDots(cleaned)
    }

    /// A value lower-cased, every character other than an ASCII letter, digit, `.` or `_`
    /// made `_` (one per character: `é` or `\r\n` gives one `_`).
    static func occupantWord(_ raw: String) -> String {
        // Most values are plain ASCII: byte by byte (a byte is a character, CR aside).
        if raw.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return String(decoding: raw.utf8.map { b -> UInt8 in
                let lower = b &- UInt8(ascii: "A") < 26 ? b | 0x20 : b
                let keep = lower &- UInt8(ascii: "a") < 26 || lower &- UInt8(ascii: "0") < 10 || lower == UInt8(ascii: ".") || lower == UInt8(ascii: "_")
                return keep ? lower : UInt8(ascii: "_")
            }, as: UTF8.self)
        }
        return String(raw.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "_" ? $0 : "_" })
    }

    /// `text` without the dots at either end (its other characters are ASCII or `_`).
    private static func trimmingDots(_ text: String) -> String {
        let u = Array(text.utf8)
        guard u.first == UInt8(ascii: ".") || u.last == UInt8(ascii: ".") else { return text }
        let start = u.firstIndex { $0 != UInt8(ascii: ".") } ?? u.count
        let end = (u.lastIndex { $0 != UInt8(ascii: ".") } ?? -1) + 1
        return start < end ? String(decoding: u[start..<end], as: UTF8.self) : ""
    }

    /// `amenity=*` (and other) values with an IMDF amenity category.
    static let amenityValues: [String: String] = [
        "atm": "atm", "vending_machine": "vendingmachine", "drinking_water": "drinkingfountain",
        "bench": "seating", "telephone": "phone",
        "post_box": "mailbox", "first_aid": "firstaid", "charging_station": "powerchargingstation",
        "bicycle_parking": "parking.bicycle", "police": "police", "lost_property_office": "lostandfound",
        "ticket_validator": "ticketing", "luggage_locker": "coinlocker", "locker": "coinlocker",
        "information": "information", "taxi": "taxi", "baby_changing": "babychanging", "shower": "shower",
        "smoking_area": "smokingarea", "library": "library", "fire_extinguisher": "fireextinguisher",
    ]

    /// The amenity category of a point of interest that is not a business, or nil when it is not one.
    static func amenity(_ t: OSMTags) -> String? {
        if let c = connector(t) { return c }
        if isToilet(t) { return restroom(t) }
        if t["emergency"] == "defibrillator" { return "defibrillator" }
        if t["emergency"] == "fire_extinguisher" { return "fireextinguisher" }
        if t["tourism"] == "information" { return "information" }
        if t["aeroway"] == "gate" { return "boardinggate" }
        if t["vending"] != nil { return "vendingmachine" }
        if let a = t["amenity"] {
            if let c = amenityValues[a] { return c }
            if foodAmenities.contains(a) { return "foodservice" }
        }
        if t["amenity"] != nil && t["name"] != nil { return "unspecified" }
        return nil
    }

    /// The opening category of a door or entrance node.
    static func opening(_ t: OSMTags) -> String {
        if t["entrance"] == "emergency" || t["emergency"] == "yes" || t["exit"] == "emergency" { return "emergencyexit" }
        if t["entrance"] == "main" { return "pedestrian.principal" }
        if t["entrance"] == "service" { return "service" }
        return "pedestrian"
    }

    /// The IMDF door type of `door=*`, nil for `door=no` (a doorway without a door).
    static func door(_ t: OSMTags) -> Door? {
        guard let d = t["door"], d != "no" else { return nil }
        let type: String
        switch d {
        case "hinged", "yes", "swinging": type = "swinging"
        case "sliding": type = "sliding"
        case "revolving": type = "revolving"
        case "overhead", "rollup", "roller", "shutter": type = "shutter"
        default: type = "swinging"
        }
        let automatic = t["automatic_door"].map { $0 != "no" }
        return Door(type: type, automatic: automatic, material: nil)
    }

    /// `phone` or `contact:phone`: the first number when several are given (`;`), as the
    /// source writes it (`+33 4 80 04 13 20`: the grouping is kept for people; IMDF output
    /// gets the E.164 form through ``PhoneNumber/e164(_:)``); nil when empty.
    static func phone(_ t: OSMTags) -> String? {
        guard let raw = t["phone"] ?? t["contact:phone"] else { return nil }
        if let plain = asciiFirstPhone(raw) { return plain.isEmpty ? nil : plain }
        let first = (raw.split(separator: ";").first.map(String.init) ?? raw).trimmedWhitespace
        return first.isEmpty ? nil : first
    }

    /// ``phone(_:)``'s first number for an ASCII value, from the bytes (spaces and tabs are the
    /// only ASCII whitespace Foundation trims here); nil for other text.
    static func asciiFirstPhone(_ raw: String) -> String? {
        let u = Array(raw.utf8)
        guard u.allSatisfy({ $0 < 0x80 }) else { return nil }
        // The first non-empty piece between semicolons, else the whole value.
        var lo = 0, hi = u.count
        if let start = u.firstIndex(where: { $0 != UInt8(ascii: ";") }) {
            lo = start
            hi = u[start...].firstIndex(of: UInt8(ascii: ";")) ?? u.count
        }
        while lo < hi, u[lo] == 0x20 || u[lo] == 0x09 { lo += 1 }
        while hi > lo, u[hi - 1] == 0x20 || u[hi - 1] == 0x09 { hi -= 1 }
        return String(decoding: u[lo..<hi], as: UTF8.self)
    }

    /// The venue category of the outline that names it.
    static func venue(_ t: OSMTags) -> String {
        if t["shop"] == "mall" || t["shop"] == "department_store" { return "shoppingcenter" }
        if ["university", "college", "school"].contains(t["amenity"] ?? "") || t["building"] == "university" { return "university" }
        if t["railway"] == "station" || t["public_transport"] == "station" || t["building"] == "train_station" { return "trainstation" }
        if t["amenity"] == "hospital" || t["building"] == "hospital" { return "healthcarefacility" }
        if t["aeroway"] == "terminal" || t["aeroway"] == "aerodrome" { return "airport" }
        if t["tourism"] == "museum" { return "museum" }
        if t["tourism"] == "hotel" { return "hotel" }
        if t["amenity"] == "theatre" { return "theater" }
        if t["building"] == "retail" { return "retailstore" }
        return "businesscampus"
    }
}
