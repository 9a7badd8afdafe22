import Testing
import VenueFormats
@testable import MapCore

/// Platforms and gates are places (issue 36, item 3, in part): indoor platforms
/// (`indoor=area` + `railway=platform`) and `aeroway=gate` nodes with a level, named by `name`
/// or, failing that, "Platform REF" / "Gate REF"; found by the category word in several
/// languages with the number; listed in numeric order.
@Suite struct PlatformGateSearchTests {
    /// A hall on level 0 with gates 1, 2, 4, 10 and B12 as nodes, and two indoor platforms:
    /// one with `ref=7`, one named "Gleis 12" (`local_ref=12`).
    static func graph() throws -> VenueGraph {
        var nodes = "", ways = "", next: Int64 = 1
        func node(_ x: Double, _ y: Double, _ tags: [(String, String)] = []) -> Int64 {
            nodes += "<node id='\(next)' lat='\(50 + y / 111_320)' lon='\(8 + x / 71_500)'>"
                + tags.map { "<tag k='\($0.0)' v='\($0.1)'/>" }.joined() + "</node>\n"
            next += 1
            return next - 1
        }
        func rect(_ id: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ tags: [(String, String)]) {
            let ids = [node(x0, y0), node(x1, y0), node(x1, y1), node(x0, y1)]
            ways += "<way id='\(id)'>" + (ids + [ids[0]]).map { "<nd ref='\($0)'/>" }.joined()
                + tags.map { "<tag k='\($0.0)' v='\($0.1)'/>" }.joined() + "</way>\n"
        }
        rect(1, 0, 0, 100, 20, [("indoor", "area"), ("level", "0"), ("name", "Hall")])
        for (i, ref) in ["1", "2", "4", "10", "B12"].enumerated() {
            _ = node(5 + Double(i) * 15, 10, [("aeroway", "gate"), ("ref", ref), ("level", "0")])
        }
        rect(2, 0, 20, 100, 26, [("indoor", "area"), ("railway", "platform"), ("ref", "7"), ("level", "0")])
        rect(3, 0, 26, 100, 32, [("indoor", "area"), ("public_transport", "platform"), ("name", "Gleis 12"), ("local_ref", "12"), ("level", "0")])
        let xml = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n" + nodes + ways + "</osm>\n"
        return try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "terminal.osm").graph
    }

    @Test(arguments: [("gate 4", "Gate 4"), ("Gate B12", "Gate B12"), ("boarding gate 10", "Gate 10"), ("Flugsteig 2", "Gate 2"),
                      ("搭乗口 1", "Gate 1"), ("platform 7", "Platform 7"), ("Gleis 7", "Platform 7"), ("voie 7", "Platform 7"),
                      ("binario 12", "Gleis 12"), ("platform 12", "Gleis 12"), ("Gleis 12", "Gleis 12")])
    func aCategoryWordAndANumberFindThePlace(_ query: String, _ name: String) throws {
        let index = SearchIndex(graph: try Self.graph())
        #expect(index.search(query, limit: 5).first?.name == name, "\(query): \(index.search(query, limit: 5).map(\.name))")
    }

    @Test func theCategoryWordAloneListsEveryGate() throws {
        let index = SearchIndex(graph: try Self.graph())
        #expect(Set(index.search("gate", limit: 20).map(\.name)).isSuperset(of: ["Gate 1", "Gate 2", "Gate 4", "Gate 10", "Gate B12"]))
        #expect(Set(index.search("platform", limit: 20).map(\.name)) == ["Platform 7", "Gleis 12"])
    }

    @Test func theDirectoryListsNumbersInNumericOrder() throws {
        let graph = try Self.graph()
        let directory = Directory(graph: graph, search: SearchIndex(graph: graph), at: LocalDateTime(iso: "2026-01-05T12:00")!)
        let gates = directory.entries.map(\.name).filter { $0.hasPrefix("Gate ") }
        #expect(gates == ["Gate 1", "Gate 2", "Gate 4", "Gate 10", "Gate B12"])
    }
}
