import MapCore
import Testing
import VenueFormats
@testable import AtriumApp

/// The category filter hides and shows point places (occupants anchored in walkways: the
/// sample's kiosks in its corridors) like area ones (issue 36): kept by their own group, never
/// through the walkway they stand in; their labels go with them on the map.
@Suite struct PointOccupantFilterTests {
    /// A point occupant of the sample venue, its name and its group.
    static func kiosk() throws -> (index: Int, name: String, group: CategoryGroup) {
        let env = AppFixture.env, g = env.model.graph
        let o = try #require(g.pointOccupants.sorted().first, "the sample has occupants anchored in walkways")
        let r = try #require(env.search.all.first { $0.kind == .occupant && $0.featureIndex == o })
        return (o, g.name(of: .occupant(o)), r.primaryGroup)
    }

    @Test func theFilterKeepsAPointOccupantByItsOwnGroupOnly() throws {
        let env = AppFixture.env, g = env.model.graph
        let k = try Self.kiosk()
        let walkway = try #require(g.unitOfOccupant[k.index])
        var search = SearchState()
        search.toggle(k.group, index: env.search, graph: g)
        let mine = try #require(search.filter).scene
        #expect(mine.occupants.contains(k.index))
        #expect(!mine.units.contains(walkway), "the walkway is not kept for the kiosk in it")
        search.toggle(k.group, index: env.search, graph: g)
        let other = try #require(CategoryGroup.allCases.first { $0 != k.group && $0 != .other })
        search.toggle(other, index: env.search, graph: g)
        #expect(!(try #require(search.filter).scene.occupants.contains(k.index)))
    }

    /// The map around the kiosk (without the status line, which names the last search), nothing
    /// selected, with the filter on `group`.
    static func screen(filter group: CategoryGroup, name: String) -> String {
        var s = AppFixture.state(columns: 160, rows: 48)
        AppFixture.find(&s, name)
        s.selection.select(nil, cardOpen: false)
        s.search.toggle(group, index: AppFixture.env.search, graph: AppFixture.env.model.graph)
        return view(s, size: (160, 48), runtime: AppFixture.runtime).lines.dropLast().joined(separator: "\n")
    }

    @Test func itsLabelShowsWithItsGroupAndHidesWithAnother() throws {
        let k = try Self.kiosk()
        let other = try #require(CategoryGroup.allCases.first { $0 != k.group && $0 != .other })
        #expect(Self.screen(filter: k.group, name: k.name).contains(k.name))
        #expect(!Self.screen(filter: other, name: k.name).contains(k.name))
    }
}
