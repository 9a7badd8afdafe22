import Foundation
import Testing
import VenueFixtures
import VenueFormats
@testable import MapCore

/// Platforms that are not areas (issue 36): a station whose platforms are lines, nodes, the two
/// sides of an island, or nothing but stop positions on the tracks
/// (``SyntheticStation/pointPlatforms()``, as OSM XML and Overpass JSON) still has every
/// platform, once: findable by "platform 7", "Gleis 7", "voie 7", on its level, routable from
/// the shops, listed under transport.
@Suite struct PointPlatformTests {
    static func graph(_ format: String) throws -> VenueGraph {
        try StationPlatformTests.graph(format, .pointPlatforms())
    }

    /// Every platform place (units and amenities of category `platform`) with its ordinal.
    static func platforms(_ g: VenueGraph) -> [(handle: FeatureHandle, name: String, ordinal: Int?)] {
        let units = g.archive.units.indices.filter { g.archive.units[$0].category == "platform" }.map { FeatureHandle.unit($0) }
        let amenities = g.archive.amenities.indices.filter { g.archive.amenities[$0].category == "platform" }.map { FeatureHandle.amenity($0) }
        return (units + amenities).map { h in (h, g.name(of: h), g.unitIndex(of: h).flatMap { g.ordinal(ofUnit: $0) }) }
    }

    @Test(arguments: ["osm", "json"])
    func everyPlatformIsOnePlaceOnItsLevel(_ format: String) throws {
        let g = try Self.graph(format)
        let found = Self.platforms(g)
        #expect(found.map(\.name).sorted() == SyntheticStation.pointPlatformNames.map(\.name).sorted(), "\(found.map(\.name))")
        for (name, level) in SyntheticStation.pointPlatformNames {
            #expect(found.first { $0.name == name }?.ordinal == Int(level), "\(name)")
        }
        // The bus stop is no platform; platform nodes and stops are no surroundings' tracks.
        #expect(!found.contains { $0.name.contains("A") })
        for p in found { #expect(PlaceKind.of(p.handle, graph: g) == "platform", "\(p.name)") }
        // The features that map a platform again are not drawn beside it as surroundings.
        #expect(!g.archive.surroundings.contains { $0.kind == .platform })
    }

    @Test(arguments: [("platform 7", "Platform 7"), ("Gleis 7", "Platform 7"), ("voie 7", "Platform 7"), ("platform 3", "Platform 3/4"),
                      ("Bahnsteig 4", "Platform 3/4"), ("platform 1", "Platform 1"), ("Gleis 101", "Platform 101"),
                      ("platform 8", "Platform 8"), ("binario 6", "Platform 6")])
    func aPlatformWordAndANumberFindIt(_ query: String, _ name: String) throws {
        for format in ["osm", "json"] {
            let index = SearchIndex(graph: try Self.graph(format))
            let results = index.search(query, limit: 5)
            #expect(results.first?.name == name, "\(format) \(query): \(results.map(\.name))")
            // One place: the next result is another one.
            #expect(results.dropFirst().first?.name != name, "\(format) \(query): \(results.map(\.name))")
        }
    }

    @Test func platformsKnownByPointsAreReachedFromTheWalkways() throws {
        let g = try Self.graph("osm")
        let router = Router(model: MapModel(graph: g))
        let bakery = try #require(g.archive.units.indices.first { g.name(of: .unit($0)) == "Bakery" })
        let found = Self.platforms(g)
        for name in ["Platform 1", "Platform 3/4", "Platform 5", "Platform 6", "Platform 7", "Platform 101"] {
            let p = try #require(found.first { $0.name == name })
            do {
                let route = try router.route(from: .unit(bakery), to: p.handle)
                #expect(route.end.ordinal == p.ordinal)
                if name == "Platform 101" {
                    #expect(route.transitions.contains { $0.kind == .elevator }, "down by the elevator node")
                    let stepFree = try router.route(from: .unit(bakery), to: p.handle, options: RouteOptions(accessible: true))
                    #expect(stepFree.end.ordinal == -2)
                }
            } catch {
                Issue.record("Bakery → \(name): \(error.message)")
            }
        }
        // Platform 7 is where its stops are, on the footway beside the track (within 3 m).
        let seven = try #require(found.first { $0.name == "Platform 7" })
        let model = MapModel(graph: g)
        let at = try #require(model.location(of: seven.handle))
        let middle = SyntheticStation.latLon(100, 60)
        let stopsMiddle = model.projection.project(GeoPoint(longitude: middle.lon, latitude: middle.lat))
        #expect(at.distance(to: stopsMiddle) < 3)
    }

    @Test func theDirectoryListsEachPlatformOnceUnderTransport() throws {
        let g = try Self.graph("json")
        let directory = Directory(graph: g, search: SearchIndex(graph: g), at: LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 26), minute: 600))
        let platforms = directory.entries.filter { $0.name.hasPrefix("Platform") }
        #expect(platforms.map(\.name).sorted() == SyntheticStation.pointPlatformNames.map(\.name).sorted())
        #expect(platforms.allSatisfy { $0.group == .transport })
    }
}
