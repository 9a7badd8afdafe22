/// Something a place *has*, beside what it *is*: a restaurant with toilets, a lounge with a
/// changing table.
///
/// IMDF has no property for this; OpenStreetMap says it with `toilets=yes`,
/// `toilets:wheelchair=yes` and `changing_table=yes` on the place itself. Such a place keeps its
/// own category (it is no restroom, no "toilet" destination); the facility is shown on its card
/// and found by a "has toilets" search.
public enum Facility: String, Sendable, CaseIterable, Comparable {
    /// Toilets (`toilets=*` other than `no`).
    case toilets
    /// Wheelchair-accessible toilets (`toilets:wheelchair=*` other than `no`).
    case wheelchairToilets
    /// A baby changing table (`changing_table=*` other than `no`).
    case changingTable

    /// The words a place card uses: "toilets", "wheelchair toilet", "baby change".
    public var words: String {
        switch self {
        case .toilets: return "toilets"
        case .wheelchairToilets: return "wheelchair toilet"
        case .changingTable: return "baby change"
        }
    }

    /// The card's line for a place's facilities: "Has toilets · wheelchair toilet · baby
    /// change"; nil for none.
    public static func line(_ facilities: [Facility]) -> String? {
        guard !facilities.isEmpty else { return nil }
        return "Has " + facilities.sorted().map(\.words).joined(separator: " · ")
    }

    /// The facility an IMDF amenity of `category` inside a unit gives that unit (a restroom
    /// amenity in a restaurant: it has toilets; `babychanging`: a baby change), or nil.
    public static func ofAmenity(category: String) -> [Facility] {
        let parts = category.lowercased().split(separator: ".")
        guard let head = parts.first else { return [] }
        if head == "restroom" { return parts.contains("wheelchair") ? [.toilets, .wheelchairToilets] : [.toilets] }
        if head == "babychanging" { return [.changingTable] }
        return []
    }

    /// Orders facilities as they are declared.
    public static func < (a: Facility, b: Facility) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The facilities an OpenStreetMap tag set states, in declaration order. A value of `no`
    /// (or `none`) states the place has none; wheelchair toilets imply toilets.
    public static func fromOSM(_ tags: OSMTags) -> [Facility] {
        func has(_ key: String) -> Bool {
            guard let v = tags[key]?.lowercased(), !v.isEmpty else { return false }
            return v != "no" && v != "none"
        }
        // Each key looked up once (asked for every indoor space of an OSM file).
        let wheelchairToilets = has("toilets:wheelchair")
        var out: [Facility] = []
        if wheelchairToilets || has("toilets") { out.append(.toilets) }
        if wheelchairToilets { out.append(.wheelchairToilets) }
        if has("changing_table") { out.append(.changingTable) }
        return out
    }
}
