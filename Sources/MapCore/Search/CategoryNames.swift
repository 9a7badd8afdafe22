import VenueFormats

/// Readable names for IMDF categories, used for features that have no name of their own
/// (an unnamed restroom amenity is listed as "Women's restroom").
public enum CategoryNames {
    /// Names of whole categories or of their first segment.
    private static let names: [String: String] = [
        "restroom": "Restroom", "restroom.female": "Women's restroom", "restroom.male": "Men's restroom",
        "restroom.family": "Family restroom", "restroom.unisex": "Restroom",
        "restroom.unisex.wheelchair": "Accessible restroom", "restroom.wheelchair": "Accessible restroom",
        "restroom.female.wheelchair": "Women's accessible restroom", "restroom.male.wheelchair": "Men's accessible restroom",
        "atm": "ATM", "babychanging": "Baby changing", "mothersroom": "Parents' room", "firstaid": "First aid",
        "drinkingfountain": "Drinking fountain", "wifi": "Wi-Fi", "powerchargingstation": "Charging station",
        "information": "Information", "informationdesk": "Information desk", "lostandfound": "Lost and found",
        "meetingpoint": "Meeting point", "vendingmachine": "Vending machine", "handsanitizerstation": "Hand sanitiser",
        "foodservice": "Food service", "eatingdrinking": "Eating and drinking", "fireextinguisher": "Fire extinguisher",
        "movingwalkway": "Moving walkway", "parking.ev": "EV charging", "parking.bicycle": "Bicycle parking",
        "pedestrian.principal": "Entrance", "emergencyexit": "Emergency exit", "entry": "Entrance",
        "elevator": "Elevator", "escalator": "Escalator", "stairs": "Stairs", "coinlocker": "Lockers",
        "changemachine": "Change machine", "copymachine": "Copy machine", "guestservices": "Guest services",
        "childplayarea": "Play area", "smokingarea": "Smoking area", "prayerroom": "Prayer room",
        "conferenceroom": "Conference room", "movietheater": "Cinema", "fitnessroom": "Fitness room",
        "serverroom": "Server room", "opentobelow": "Open to below", "phoneroom": "Phone room", "kiosk": "Kiosk",
    ]

    /// A readable name for a category: a known name, else its first segment in words as
    /// ``VenueGraph/readableCategory(_:)`` writes them (`"diningarea"` → `"Diningarea"`,
    /// OSM's `"fast_food"` → `"Fast food"`); `"Unnamed"` for nothing.
    public static func readable(_ category: String?) -> String {
        guard let category, !category.isEmpty else { return "Unnamed" }
        let lower = category.lowercased()
        if let name = names[lower] { return name }
        let head = lower.split(separator: ".").first.map(String.init) ?? lower
        if let name = names[head] { return name }
        return VenueGraph.readableCategory(head)
    }
}
