import Localization

/// The short mark drawn for an amenity: 1 to 3 characters, readable in ASCII too, and
/// what it means (for the legend).
public enum AmenityIcon {
    /// One mark: its text, its meaning, and the IMDF amenity categories (before any dot)
    /// that it stands for.
    public struct Kind: Sendable {
        /// The mark as drawn.
        public let icon: String
        /// What it stands for, in a few words, in an interface language.
        let words: @Sendable (UIText) -> String
        /// The IMDF category heads it covers.
        let heads: [String]

        /// What it stands for in `ui`'s language.
        public func meaning(_ ui: UIText) -> String { words(ui) }

        /// What it stands for, in English.
        public var meaning: String { words(.english) }
    }

    /// Every mark, in legend order; the last, `*`, stands for every other category.
    public static let kinds: [Kind] = [
        Kind(icon: "WC", words: { $0.legendIconRestroom }, heads: ["restroom", "toilet", "shower"]),
        Kind(icon: "i", words: { $0.legendIconInformation }, heads: ["information", "informationdesk", "concierge"]),
        Kind(icon: "$", words: { $0.legendIconMoney }, heads: ["atm", "bank", "currencyexchange", "moneytransfer"]),
        Kind(icon: "EL", words: { $0.legendIconElevator }, heads: ["elevator"]),
        Kind(icon: "ES", words: { $0.legendIconEscalator }, heads: ["escalator", "movingwalkway"]),
        Kind(icon: "ST", words: { $0.legendIconStairs }, heads: ["stairs", "ramp"]),
        Kind(icon: "+", words: { $0.legendIconFirstaid }, heads: ["firstaid", "defibrillator", "healthscreening", "handsanitizerstation"]),
        Kind(icon: "~", words: { $0.legendIconWater }, heads: ["drinkingfountain", "water"]),
        Kind(icon: "VM", words: { $0.legendIconVending }, heads: ["vendingmachine"]),
        Kind(icon: "W", words: { $0.legendIconWifi }, heads: ["wifi"]),
        Kind(icon: "P", words: { $0.legendIconParking }, heads: ["parking", "parkingticketmachine", "carrental"]),
        Kind(icon: "EX", words: { $0.legendIconExit }, heads: ["emergencyexit", "exit", "entrance"]),
        Kind(icon: "h", words: { $0.legendIconSeating }, heads: ["seating", "bench", "diningarea"]),
        Kind(icon: "PR", words: { $0.legendIconPrayer }, heads: ["prayerroom", "chapel"]),
        Kind(icon: "BB", words: { $0.legendIconBaby }, heads: ["babychanging", "mothersroom", "nursery"]),
        Kind(icon: "SM", words: { $0.legendIconSmoking }, heads: ["smokingarea"]),
        Kind(icon: "PF", words: { $0.legendIconPlatform }, heads: ["platform"]),
        Kind(icon: "TK", words: { $0.legendIconTickets }, heads: ["ticketing", "checkin", "boardinggate", "baggagecarousel", "baggageclaim", "security"]),
        Kind(icon: "A", words: { $0.legendIconCulture }, heads: ["library", "exhibit", "sculpture", "artwork"]),
        Kind(icon: "L", words: { $0.legendIconLockers }, heads: ["lostandfound", "storage", "lockers", "baggagestorage"]),
        Kind(icon: "T", words: { $0.legendIconPhone }, heads: ["phone", "payphone"]),
        Kind(icon: "R", words: { $0.legendIconRental }, heads: ["strollerrental", "wheelchairrental", "rental"]),
        Kind(icon: "F", words: { $0.legendIconSports }, heads: ["fieldofplay", "fitnessroom"]),
        Kind(icon: "*", words: { $0.legendIconOther }, heads: []),
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
