import Foundation
import Testing
import IMDF
@testable import MapCore

/// Search and routes on the OpenStreetMap samples in ../shared/osm-samples, read through the
/// same loader as IMDF archives.
@Suite struct OSMVenueTests {
    static func load(_ name: String) throws -> VenueGraph {
        try IMDFLoader.load(path: RouteData.root.deletingLastPathComponent().appendingPathComponent("shared/osm-samples/\(name)").path).graph
    }

    @Test func grandPlaceShopsAreFoundByNameOnTheirLevel() throws {
        let graph = try Self.load("grand-place.geojson")
        let index = SearchIndex(graph: graph)
        #expect(graph.archive.occupants.count > 50)
        for (i, o) in graph.archive.occupants.enumerated() {
            let name = try #require(o.name.values["und"])
            let unit = try #require(graph.unitOfOccupant[i])
            let results = index.search(name, limit: 50)
            #expect(results.contains { $0.name == name && $0.unitIndex == unit && $0.ordinal == graph.ordinal(ofUnit: unit) }, "\(name)")
        }
    }

    @Test func caserneStairsAndElevatorsLinkTheLevels() throws {
        let graph = try Self.load("caserne.osm")
        let router = Router(model: MapModel(graph: graph))
        // The underground car park (-1) and the ground floor are joined through the stairs' and lifts' units.
        let lower = try #require(graph.archive.units.indices.first { graph.archive.units[$0].category == "stairs" && graph.ordinal(ofUnit: $0) == -1 })
        let upper = try #require(graph.archive.units.indices.first { graph.archive.units[$0].category == "stairs" && graph.ordinal(ofUnit: $0) == 0 })
        let route = try router.route(from: .unit(lower), to: .unit(upper))
        #expect(route.ordinals.sorted() == [-1, 0])
    }

    @Test func caserneRestroomsAreFoundByCategoryWord() throws {
        let index = SearchIndex(graph: try Self.load("caserne.osm"))
        let results = index.search("toilet")
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0.matches(group: .restrooms) })
    }
}
