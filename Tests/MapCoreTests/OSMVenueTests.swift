import Foundation
import Testing
import VenueFormats
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

    /// Stairs from floor 1 to floor 3 of a building whose floor 2 is not mapped: the trip
    /// counts 2 floors, not 1 (the ordinals between them are missing, not the floors).
    @Test func aTripAcrossAnUnmappedFloorCountsItsFloors() throws {
        func square(_ id: Int64, _ lon: Double, _ size: Double, _ tags: String) -> String {
            let corners = [(lon, 45.0), (lon + size, 45.0), (lon + size, 45.0 + size), (lon, 45.0 + size)]
            var s = corners.enumerated().map { "<node id='\(id * 10 + Int64($0.offset))' lat='\($0.element.1)' lon='\($0.element.0)'/>" }.joined(separator: "\n")
            s += "<way id='\(id)'>" + [0, 1, 2, 3, 0].map { "<nd ref='\(id * 10 + Int64($0))'/>" }.joined() + tags + "</way>"
            return s
        }
        let xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n"
            + square(1, 5.0, 0.0002, "<tag k='indoor' v='corridor'/><tag k='level' v='1;3'/>") + "\n"
            + square(2, 5.00005, 0.00005, "<tag k='indoor' v='room'/><tag k='stairs' v='yes'/><tag k='level' v='1;3'/>") + "\n</osm>\n"
        let graph = try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "gap.osm").graph
        #expect(graph.ordinals == [1, 3])
        let stairs = graph.archive.units.indices.filter { graph.archive.units[$0].category == "stairs" }
        let lower = try #require(stairs.first { graph.ordinal(ofUnit: $0) == 1 })
        let upper = try #require(stairs.first { graph.ordinal(ofUnit: $0) == 3 })
        let route = try Router(model: MapModel(graph: graph)).route(from: .unit(lower), to: .unit(upper))
        #expect(route.floorsChanged == 2)
        #expect(route.transitions.map(\.floors) == [2])
    }
}
