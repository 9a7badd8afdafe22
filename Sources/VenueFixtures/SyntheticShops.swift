/// A station concourse or mall of shops and services with the spread of `shop=*`, `amenity=*`,
/// `office=*`, `tourism=*` and `healthcare=*` values such places have (issue 36: "fewer than
/// 10% of named shops and services are grouped Other"), written as OSM XML.
///
/// The weights are Atrium's own estimate of how often each value turns up among the named
/// places of European stations and malls (clothes and fast food often; a pawnbroker or a
/// frame shop rarely), written for this fixture and not taken from the directory's table, so
/// that the fixture can find values the table misses. A corridor runs east–west; rooms stand
/// both sides of it, 8 m wide; a few back-of-house rooms (storage, technical, server) and the
/// named corridor are among them: they must not be directory entries.
public struct SyntheticShops: Sendable {
    /// Tag values and weights.
    public static let spread: [(key: String, value: String, weight: Int)] = [
        ("shop", "clothes", 12), ("amenity", "fast_food", 10), ("amenity", "cafe", 8), ("amenity", "restaurant", 8),
        ("shop", "convenience", 6), ("shop", "bakery", 6), ("shop", "kiosk", 5), ("shop", "chemist", 4), ("shop", "shoes", 4),
        ("shop", "mobile_phone", 4), ("shop", "newsagent", 3), ("shop", "optician", 3), ("shop", "jewelry", 3),
        ("shop", "books", 3), ("shop", "supermarket", 3), ("shop", "cosmetics", 3), ("amenity", "pharmacy", 3),
        ("shop", "gift", 2), ("shop", "florist", 2), ("shop", "tobacco", 2), ("shop", "beauty", 2), ("shop", "hairdresser", 2),
        ("shop", "ticket", 2), ("shop", "confectionery", 2), ("shop", "electronics", 2), ("shop", "sports", 2),
        ("amenity", "bar", 2), ("amenity", "ice_cream", 2), ("amenity", "bank", 2), ("amenity", "toilets", 2),
        ("shop", "travel_agency", 1), ("shop", "department_store", 1), ("shop", "bag", 1), ("shop", "toys", 1),
        ("shop", "perfumery", 1), ("shop", "pastry", 1), ("shop", "coffee", 1), ("shop", "tea", 1), ("shop", "wine", 1),
        ("shop", "alcohol", 1), ("shop", "deli", 1), ("shop", "butcher", 1), ("shop", "dry_cleaning", 1), ("shop", "laundry", 1),
        ("shop", "copyshop", 1), ("shop", "photo", 1), ("shop", "houseware", 1), ("shop", "variety_store", 1),
        ("shop", "e-cigarette", 1), ("shop", "lottery", 1), ("shop", "outdoor", 1), ("shop", "watches", 1),
        ("shop", "computer", 1), ("shop", "pet", 1), ("shop", "furniture", 1), ("shop", "stationery", 1), ("shop", "massage", 1),
        ("shop", "tattoo", 1), ("shop", "seafood", 1), ("shop", "greengrocer", 1), ("shop", "chocolate", 1), ("shop", "games", 1),
        ("shop", "music", 1), ("shop", "art", 1), ("shop", "nutrition_supplements", 1), ("shop", "herbalist", 1),
        ("shop", "second_hand", 1), ("shop", "fabric", 1), ("shop", "hardware", 1), ("shop", "pawnbroker", 1), ("shop", "frame", 1),
        ("shop", "money_lender", 1), ("shop", "nuts", 1), ("shop", "cheese", 1), ("shop", "leather", 1), ("shop", "boutique", 1),
        ("shop", "fashion_accessories", 1), ("shop", "hearing_aids", 1), ("shop", "medical_supply", 1), ("shop", "repair", 1),
        ("amenity", "pub", 1), ("amenity", "post_office", 1), ("amenity", "bureau_de_change", 1), ("amenity", "doctors", 1),
        ("amenity", "dentist", 1), ("amenity", "car_rental", 1), ("amenity", "police", 1), ("amenity", "locker", 1),
        ("amenity", "food_court", 1), ("amenity", "clinic", 1), ("amenity", "place_of_worship", 1), ("amenity", "library", 1),
        ("amenity", "cinema", 1), ("amenity", "left_luggage", 1), ("amenity", "lost_property_office", 1),
        ("amenity", "money_transfer", 1), ("amenity", "childcare", 1), ("amenity", "internet_cafe", 1),
        ("tourism", "information", 2), ("tourism", "hotel", 1), ("office", "company", 1), ("office", "travel_agent", 1),
        ("office", "airline", 1), ("office", "insurance", 1), ("healthcare", "physiotherapist", 1), ("healthcare", "optometrist", 1),
    ]

    /// Back-of-house rooms among the shops: `room=*` values and names.
    public static let backOfHouse: [(room: String, name: String)] = [("storage", "Lager 1"), ("technical", "Technik"), ("server", "Serverraum")]
    /// The corridor's name.
    public static let corridorName = "Passage"

    /// The tags of each shop, in order.
    public private(set) var shops: [(key: String, value: String)] = []
    private var sketch = OSMSketch()

    /// `count` shops drawn from ``spread`` by `seed`.
    public init(count: Int, seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let total = Self.spread.reduce(0) { $0 + $1.weight }
        for _ in 0..<count {
            var pick = rng.next(below: total)
            let chosen = Self.spread.first { pick -= $0.weight; return pick < 0 }!
            shops.append((chosen.key, chosen.value))
        }
        let perSide = (count + Self.backOfHouse.count + 1) / 2
        sketch.rect(0, 0, Double(perSide) * 8, 4, [("indoor", "corridor"), ("level", "0"), ("name", Self.corridorName)])
        var rooms: [[(String, String)]] = shops.enumerated().map { i, s in [(s.key, s.value), ("name", "Place \(i + 1)")] }
        for (k, b) in Self.backOfHouse.enumerated() { rooms.insert([("room", b.room), ("name", b.name)], at: min(rooms.count, 5 + 7 * k)) }
        for (i, tags) in rooms.enumerated() {
            let x = Double(i / 2) * 8, south = i % 2 == 0
            sketch.rect(x, south ? -8 : 4, x + 8, south ? 0 : 12, [("indoor", "room"), ("level", "0")] + tags)
        }
    }

    /// The venue as OSM XML.
    public func osmXML() -> String { sketch.osmXML() }
}
