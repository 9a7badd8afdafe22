import VenueFormats
import MapCore
import Testing
import TestSupport

/// The whole-building view's floors (`b`, `render --floors`) and the floor helpers beside them:
/// empty floors and the status line's level names.
@Suite struct FloorSummaryTests {
    static let sample = try! IMDFLoader.load(path: TestPaths.sampleVenue.path).graph

    @Test func everyFloorHighestFirstWithMatchesAndRouteLegs() throws {
        let g = Self.sample
        let floors = FloorSummary.all(graph: g, matches: [0: 3, 2: 1], route: nil)
        #expect(floors.map(\.ordinal) == [2, 1, 0, -1])
        #expect(floors.map(\.shortName) == ["2", "1", "G", "B1"])
        #expect(floors.allSatisfy { !$0.isEmpty && $0.places > 0 && $0.legs.isEmpty })
        #expect(floors.map(\.matches) == [1, 0, 3, 0])
        let ground = try #require(floors.first { $0.ordinal == 0 })
        #expect(ground.name == "Ground Floor")
        #expect(ground.line == "\(ground.places) places · 3 matches")
        #expect(FloorSummary.all(graph: g, matches: nil, route: nil).allSatisfy { $0.matches == nil })
    }

    @Test func anEmptyFloorSaysNothingIsMapped() throws {
        let g = try OSMLoader.load(bytes: Array(EmptyFloorVenue.osmXML.utf8), sourcePath: "empty-floor.osm").graph
        let floors = FloorSummary.all(graph: g, matches: nil, route: nil)
        let empty = try #require(floors.first { $0.isEmpty }, "level 2 has an outline and nothing on it")
        #expect(empty.line == "(nothing mapped)")
        for f in floors { #expect(g.isEmptyFloor(ordinal: f.ordinal) == f.isEmpty, "\(f.shortName)") }
        #expect(!Self.sample.isEmptyFloor(ordinal: 0))
    }

    @Test func levelDescriptionNamesTheFloor() {
        #expect(Self.sample.levelDescription(ordinal: 0) == "G Ground Floor")
        #expect(Self.sample.levelDescription(ordinal: -1) == "B1 Basement")
    }
}
