import VenueFormats

/// A search for what places *have* rather than what they are: "has toilets", "with wheelchair
/// toilets", "has changing table" (``Facility``, from OSM `toilets=yes`…).
///
/// Such a query begins with a word that means "has" or "with" (English, German, French,
/// Spanish, Italian, Portuguese, Dutch) and names the facility with the same everyday words as
/// category search ("toilet", "WC", "Toilette", "baby changing", "accessible"). A plain "toilet"
/// still finds restrooms only: a restaurant with toilets is no toilet.
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

    /// The query without its lead word, searched as usual when no place has the facility.
    static func rest(of query: String) -> String {
        let words = SearchText.words(String(query.prefix(SearchQuery.maxCharacters)))
        return words.dropFirst().joined(separator: " ")
    }
}
