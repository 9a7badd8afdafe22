@testable import MapCore
import Testing

/// ``SearchMatcher``: how one entry ranks for one query, tier by tier.
@Suite struct SearchMatcherTests {
    private func entry(_ name: String, category: String = "room") -> SearchEntry {
        let result = SearchResult(id: name, kind: .unit, featureIndex: 0, name: name, category: category, groups: [],
                                  ordinal: 0, levelShortName: "G", unitIndex: nil, location: nil)
        return SearchEntry(result: result, texts: [name], categories: [category], floorDistance: 0)
    }

    private func rank(_ name: String, _ query: String, category: String = "room") -> SearchRank? {
        SearchMatcher.rank(entry(name, category: category), SearchQuery(query))
    }

    @Test func tiersGoExactPrefixWordsThenFuzzy() throws {
        #expect(try #require(rank("Café Lumière", "cafe lumiere")).tier == .exact, "accents and case are folded")
        #expect(try #require(rank("Café Lumière", "café")).tier == .prefix)
        #expect(try #require(rank("Café Lumière", "lumiere cafe")).tier == .words, "any word order")
        #expect(try #require(rank("Café Lumière", "lumeire")).tier == .fuzzy, "a typo")
        #expect(rank("Café Lumière", "bookshop") == nil)
    }

    @Test func aCategoryWordMatchesTheCategoryNotTheName() throws {
        let lift = try #require(rank("Lift 2", "elevator", category: "elevator"))
        #expect(lift.categoryMiss == 0)
        // A name that only looks like the word ranks below the category match.
        let spice = try #require(rank("The Spice of Life", "life"))
        let elevator = try #require(rank("East Core", "lift", category: "elevator"))
        #expect(elevator.tier == .category)
        #expect(spice.categoryMiss == 1)
    }

    @Test func closerAndShorterNamesRankFirst() throws {
        let short = try #require(rank("Books", "books"))
        let long = try #require(rank("Books and Coffee", "books"))
        #expect(short < long)
        let typo = try #require(rank("Bookworm", "bookwrm"))
        #expect(typo.tier == .fuzzy && typo.distance == 1)
        #expect(try #require(rank("Bookworm", "bookworm")) < typo)
    }
}
