/// The short mark drawn for an amenity: 1 to 3 characters, readable in ASCII too.
public enum AmenityIcon {
    /// The icon for an IMDF amenity category (e.g. `restroom.female` → `WC`).
    public static func icon(for category: String) -> String {
        let c = category.lowercased()
        let head = c.split(separator: ".").first.map(String.init) ?? c
        switch head {
        case "restroom", "toilet", "shower": return "WC"
        case "information", "informationdesk", "concierge": return "i"
        case "atm", "bank", "currencyexchange", "moneytransfer": return "$"
        case "elevator": return "EL"
        case "escalator", "movingwalkway": return "ES"
        case "stairs", "ramp": return "ST"
        case "firstaid", "defibrillator", "healthscreening", "handsanitizerstation": return "+"
        case "drinkingfountain", "water": return "~"
        case "vendingmachine": return "VM"
        case "wifi": return "W"
        case "parking", "parkingticketmachine", "carrental": return "P"
        case "emergencyexit", "exit", "entrance": return "EX"
        case "seating", "bench", "diningarea": return "h"
        case "prayerroom", "chapel": return "PR"
        case "babychanging", "mothersroom", "nursery": return "BB"
        case "smokingarea": return "SM"
        case "ticketing", "checkin", "boardinggate", "baggagecarousel", "baggageclaim", "security": return "TK"
        case "library", "exhibit", "sculpture", "artwork": return "A"
        case "lostandfound", "storage", "lockers", "baggagestorage": return "L"
        case "phone", "payphone": return "T"
        case "strollerrental", "wheelchairrental", "rental": return "R"
        case "fieldofplay", "fitnessroom": return "F"
        default: return "*"
        }
    }
}
