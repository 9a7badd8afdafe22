import VenueFormats
import MapCore
import Testing
@testable import AtriumApp

/// The selection with its card and Tab's round; what searching left (the category filter).
@Suite struct SelectionStateTests {
    static let places: [FeatureHandle] = ["Café Lumière", "Zürichsee", "Velostation"].compactMap { AppFixture.env.search.bestFeature($0) }

    @Test func tabGoesRoundTheCandidatesBothWays() {
        var selection = SelectionState()
        let p = Self.places
        #expect(p.count == 3)
        let first = selection.advance(through: p, forward: true)
        #expect(first.index == 0 && first.count == 3 && selection.feature == p[0])
        let indices = [true, false, false].map { selection.advance(through: p, forward: $0).index }
        #expect(indices == [1, 0, 2] && selection.feature == p[2], "round the start")
        let fresh = selection.advance(through: Array(p.prefix(2)), forward: true)
        #expect(fresh.index == 0, "new candidates start a new round")
        selection.forgetCycle()
        #expect(selection.cycle == SelectionCycle())
    }

    @Test func escapeClosesTheCardThenDropsTheSelection() {
        var selection = SelectionState()
        selection.select(Self.places[0], cardOpen: true)
        selection.escape()
        #expect(selection.feature == Self.places[0] && !selection.cardOpen)
        selection.escape()
        #expect(selection.feature == nil)
    }

    @Test func theCardScrollsWithinItsLines() {
        var selection = SelectionState()
        selection.scrollCard(by: 5, maxScroll: 3)
        #expect(selection.cardScroll == 3)
        selection.scrollCard(by: -9, maxScroll: 3)
        #expect(selection.cardScroll == 0)
    }
}

@Suite struct SearchStateTests {
    @Test func theFilterAndItsGroupsChangeTogether() throws {
        var search = SearchState()
        let env = AppFixture.env
        #expect(search.filter == nil && search.filterGroups.isEmpty)
        search.toggle(.food, index: env.search, graph: env.model.graph)
        #expect(search.filterGroups == [.food])
        let filter = try #require(search.filter)
        #expect(!filter.scene.units.isEmpty && filter.perOrdinal.values.reduce(0, +) > 0)
        #expect(search.matchesPerOrdinal == filter.perOrdinal, "the filter's matches before the last search's")
        search.toggle(.food, index: env.search, graph: env.model.graph)
        #expect(search.filter == nil && search.filterGroups.isEmpty, "the last group out: no filter")
        search.toggle(.food, index: env.search, graph: env.model.graph)
        search.clearFilter()
        #expect(search.filter == nil && search.filterGroups.isEmpty)
    }
}
