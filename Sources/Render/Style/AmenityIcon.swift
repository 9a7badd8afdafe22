/// The short mark drawn for an amenity: 1 to 3 characters, readable in ASCII too, and
/// what it means (for the legend).
public enum AmenityIcon {
    /// One mark: its text, its meaning, and the IMDF amenity categories (before any dot)
    /// that it stands for.
    public struct Kind: Sendable {
        /// The mark as drawn.
        public let icon: String
        /// What it stands for, in a few words.
        public let meaning: String
        /// The IMDF category heads it covers.
        let heads: [String]
    }

    /// Every mark, in legend order; the last, `*`, stands for every other category.
    public static let kinds: [Kind] = [
        Kind(icon: "WC", meaning: "restroom, shower", heads: ["restroom", "toilet", "shower"]),
        Kind(icon: "i", meaning: "information", heads: ["information", "informationdesk", "concierge"]),
        Kind(icon: "$", meaning: "ATM, bank, exchange", heads: ["atm", "bank", "currencyexchange", "moneytransfer"]),
        Kind(icon: "EL", meaning: "elevator", heads: ["elevator"]),
        Kind(icon: "ES", meaning: "escalator, moving walkway", heads: ["escalator", "movingwalkway"]),
        Kind(icon: "ST", meaning: "stairs, ramp", heads: ["stairs", "ramp"]),
        Kind(icon: "+", meaning: "first aid, defibrillator", heads: ["firstaid", "defibrillator", "healthscreening", "handsanitizerstation"]),
        Kind(icon: "~", meaning: "drinking water", heads: ["drinkingfountain", "water"]),
        Kind(icon: "VM", meaning: "vending machine", heads: ["vendingmachine"]),
        Kind(icon: "W", meaning: "wifi", heads: ["wifi"]),
        Kind(icon: "P", meaning: "parking, car rental", heads: ["parking", "parkingticketmachine", "carrental"]),
        Kind(icon: "EX", meaning: "exit, entrance", heads: ["emergencyexit", "exit", "entrance"]),
        Kind(icon: "h", meaning: "seating", heads: ["seating", "bench", "diningarea"]),
        Kind(icon: "PR", meaning: "prayer room", heads: ["prayerroom", "chapel"]),
        Kind(icon: "BB", meaning: "baby changing, nursing", heads: ["babychanging", "mothersroom", "nursery"]),
        Kind(icon: "SM", meaning: "smoking area", heads: ["smokingarea"]),
        Kind(icon: "TK", meaning: "tickets, check-in, security", heads: ["ticketing", "checkin", "boardinggate", "baggagecarousel", "baggageclaim", "security"]),
        Kind(icon: "A", meaning: "art, exhibit, library", heads: ["library", "exhibit", "sculpture", "artwork"]),
        Kind(icon: "L", meaning: "lockers, storage, lost and found", heads: ["lostandfound", "storage", "lockers", "baggagestorage"]),
        Kind(icon: "T", meaning: "telephone", heads: ["phone", "payphone"]),
        Kind(icon: "R", meaning: "rental (stroller, wheelchair)", heads: ["strollerrental", "wheelchairrental", "rental"]),
        Kind(icon: "F", meaning: "fitness, sports", heads: ["fieldofplay", "fitnessroom"]),
        Kind(icon: "*", meaning: "other amenity", heads: []),
    ]

    private static let kindOfHead: [String: Int] = {
        var table: [String: Int] = [:]
        for (k, kind) in kinds.enumerated() { for head in kind.heads { table[head] = k } }
        return table
    }()

    /// The position in ``kinds`` of the mark for an IMDF amenity category.
    public static func kindIndex(for category: String) -> Int {
        let c = category.lowercased()
        let head = c.split(separator: ".").first.map(String.init) ?? c
        return kindOfHead[head] ?? kinds.count - 1
    }

    /// The icon for an IMDF amenity category (e.g. `restroom.female` → `WC`).
    public static func icon(for category: String) -> String {
        kinds[kindIndex(for: category)].icon
    }
}
