import VenueFormats

/// A search for what places *have* rather than what they are: "has toilets", "with wheelchair
/// toilets", "has changing table" (``Facility``, from OSM `toilets=yes`…).
///
/// Such a query begins with a word that means "has" or "with" (English, German, French,
/// Spanish, Italian, Portuguese, Dutch) and names the facility with the same everyday words as
/// category search ("toilet", "WC", "Toilette", "baby changing", "accessible"). A plain "toilet"
/// finds the restrooms first, and the places that have toilets after all of them
/// (``implied(by:)``): a restaurant with toilets is no toilet, never above a nearer one.
enum FacilityQuery {
    /// Words that turn the rest of a query into a facility ("has toilets", "mit WC").
    static let leadWords: Set<String> = ["has", "have", "with", "mit", "avec", "con", "com", "met"]

    /// The facility a query asks for, or nil when it is not such a query.
    static func facility(in query: SearchQuery) -> Facility? {
        guard query.words.count >= 2, leadWords.contains(query.words[0].text) else { return nil }
        let targets = query.words.dropFirst().reduce(into: Set<CategoryTarget>()) { $0.formUnion($1.targets) }
        let toilets = targets.contains(.category("restroom"))
        if toilets && targets.contains(.category("wheelchair")) { return .wheelchairToilets }
        if toilets { return .toilets }
        if targets.contains(.category("babychanging")) { return .changingTable }
        return nil
    }

    /// The category targets that name a facility's kind (restrooms, wheelchair, baby changing).
    static let facilityTargets: Set<CategoryTarget> = [.category("restroom"), .category("wheelchair"), .category("babychanging")]

    /// The facility a plain category query for restrooms or baby changing also means ("toilet",
    /// "wheelchair toilet", "baby changing"): every word names such a kind. Places that *have*
    /// it answer after the restrooms themselves; nil for any other query.
    static func implied(by query: SearchQuery) -> Facility? {
        guard !query.words.isEmpty, query.words.allSatisfy({ !$0.targets.isDisjoint(with: facilityTargets) }) else { return nil }
        let targets = query.words.reduce(into: Set<CategoryTarget>()) { $0.formUnion($1.targets) }
        let toilets = targets.contains(.category("restroom"))
        if toilets && targets.contains(.category("wheelchair")) { return .wheelchairToilets }
        if toilets { return .toilets }
        if targets.contains(.category("babychanging")) { return .changingTable }
        return nil
    }

    /// The query without its lead word, searched as usual when no place has the facility.
    static func rest(of query: String) -> String {
        let words = SearchText.words(String(query.prefix(SearchQuery.maxCharacters)))
        return words.dropFirst().joined(separator: " ")
    }
}
