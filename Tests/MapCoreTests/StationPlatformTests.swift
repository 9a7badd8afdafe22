import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// Platforms are places (issue 36, item 3): an open-air station of platforms, tracks and stop
/// positions and nothing indoor (``SyntheticStation/platforms()``, written as OSM XML and as
/// Overpass JSON) opens, its platforms drawn as places and named by their own `ref`, by the
/// tracks (`railway:track_ref`, a track named "Gleis 12") and stop positions (`local_ref`)
/// beside them; "platform 3", "Gleis 3", "voie 3" find the platform between tracks 3 and 4.
@Suite struct StationPlatformTests {
    /// A station (the open-air one unless said) read from OSM XML (`osm`) or Overpass JSON.
    static func graph(_ format: String, _ s: SyntheticStation = .platforms()) throws -> VenueGraph {
        let text = format == "osm" ? s.osmXML() : s.overpassJSON()
        return try OSMLoader.load(bytes: Array(text.utf8), sourcePath: "open-air.\(format)").graph
    }

    static func platformNames(_ g: VenueGraph) -> [String] {
        g.archive.units.indices.filter { g.archive.units[$0].category == "platform" }.map { g.name(of: .unit($0)) }
    }

    @Test(arguments: ["osm", "json"])
    func aStationWithoutRoomsOpensWithItsPlatformsNamed(_ format: String) throws {
        let g = try Self.graph(format)
        #expect(Self.platformNames(g).sorted() == SyntheticStation.platformNames.map(\.name).sorted())
        // Tracks stay the surroundings they were; platforms are places, not surroundings.
        #expect(g.archive.surroundings.filter { $0.kind == .track }.count == 5)
        #expect(!g.archive.surroundings.contains { $0.kind == .platform })
        #expect(g.archive.levels.count == 1)
        // The station's own name stays findable on the platform it was on.
        let twelve = try #require(g.archive.units.first { g.language.text($0.name) == "Platform 12" })
        #expect(g.language.text(twelve.altName) == "Nordbahnhof")
    }

    @Test(arguments: [("platform 3", "Platform 3/4"), ("Gleis 3", "Platform 3/4"), ("voie 3", "Platform 3/4"), ("platform 4", "Platform 3/4"),
                      ("Bahnsteig 4", "Platform 3/4"), ("platform 5", "Platform 5"), ("binario 5", "Platform 5"), ("Gleis 12", "Platform 12"),
                      ("platform 1", "Platform 1"), ("voie 9", "Gleis 9")])
    func aPlatformWordAndANumberFindThePlatform(_ query: String, _ name: String) throws {
        for format in ["osm", "json"] {
            let index = SearchIndex(graph: try Self.graph(format))
            #expect(index.search(query, limit: 5).first?.name == name, "\(format) \(query): \(index.search(query, limit: 5).map(\.name))")
        }
    }

    @Test func platformsAreKindPlatform() throws {
        let g = try Self.graph("osm")
        for u in g.archive.units.indices where g.archive.units[u].category == "platform" {
            #expect(PlaceKind.of(.unit(u), graph: g) == "platform")
        }
    }
}
