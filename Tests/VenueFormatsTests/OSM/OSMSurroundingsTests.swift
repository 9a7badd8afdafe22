import Foundation
import Testing
@testable import VenueFormats

/// What lies around a venue, kept from the OSM data the SIT mapper leaves out of it.
@Suite struct OSMSurroundingsTests {
    @Test func grandPlaceKeepsItsStreetsWithNamesAndNoIndoorFeature() throws {
        let r = try OSMLoader.load(path: OSMFixtures.sample("grand-place.geojson"))
        let s = r.archive.surroundings
        let streets = Set(s.filter { $0.kind == .street }.compactMap(\.name))
        #expect(streets.isSuperset(of: ["Avenue de l'Europe", "Avenue d'Innsbruck", "Avenue Marie Reynoard"]), "\(streets)")
        #expect(s.contains { $0.kind == .path } && s.contains { $0.kind == .track } && s.contains { $0.kind == .park })
        // Inside is not around: the mall's walkways (indoor=yes footways on level 1, named
        // "Avenue du Vercors") are no surroundings; streets are lines.
        #expect(!s.contains { $0.name == "Avenue du Vercors" })
        #expect(s.filter { $0.kind == .street }.allSatisfy { !$0.isArea })
        #expect(r.archive.units.count > 100)
        // The counts of the venue are those of before: surroundings are no IMDF features.
        #expect(r.archive.counts[.unit] == r.archive.units.count)
    }

    @Test func otherBuildingsOfCaserneAreSurroundingsAndItsOwnAreNot() throws {
        let r = try OSMLoader.load(path: OSMFixtures.sample("caserne.osm"))
        let buildings = r.archive.surroundings.filter { $0.kind == .building }
        #expect(!buildings.isEmpty)
        let footprints = r.archive.footprints.map(\.geometry)
        #expect(!buildings.contains { footprints.contains($0.geometry) })
    }

    @Test func kindsFromTags() throws {
        let body = [
            OSMFixtures.squareWay(id: 1, firstNode: 10, lon: 8.0, lat: 47.0, size: 0.001, tags: ["natural": "water"]),
            OSMFixtures.squareWay(id: 2, firstNode: 20, lon: 8.01, lat: 47.0, size: 0.001, tags: ["leisure": "park", "name": "Green"]),
            OSMFixtures.squareWay(id: 3, firstNode: 30, lon: 8.02, lat: 47.0, size: 0.001, tags: ["highway": "residential", "name": "Ring Road"]),
            OSMFixtures.squareWay(id: 4, firstNode: 40, lon: 8.03, lat: 47.0, size: 0.001, tags: ["railway": "platform"]),
            OSMFixtures.squareWay(id: 5, firstNode: 50, lon: 8.04, lat: 47.0, size: 0.001, tags: ["amenity": "bench"]),
            "<node id='60' lat='47' lon='8'/><node id='61' lat='47.001' lon='8'/><way id='6'><nd ref='60'/><nd ref='61'/><tag k='railway' v='tram'/></way>",
        ].joined()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-surr-\(UUID().uuidString).osm")
        try OSMFixtures.osm(body).write(to: dir, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: dir) }
        let s = try OSMLoader.surroundings(path: dir.path)
        #expect(s.map(\.kind) == [.water, .park, .street, .platform, .track])
        #expect(s.map(\.isArea) == [true, true, false, true, false])
        #expect(s[2].name == "Ring Road")
        #expect(throws: LoadFailure.self) { try OSMLoader.surroundings(path: dir.path + ".missing") }
    }
}
