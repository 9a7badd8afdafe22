import Foundation
import Testing
import TestSupport

/// `--surroundings FILE.osm` for any venue (here our IMDF sample), and the surroundings of an
/// OSM file drawn from its own data, through the built binary.
@Suite struct SurroundingsCommandTests {
    static func atrium(_ arguments: [String]) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 120)
    }

    /// An OSM extract written for the test: a street north of the sample venue, one south,
    /// a river below, made from the venue's bounding box (no outside data).
    static func extract(west: Double, south: Double, east: Double, north: Double) -> String {
        let dLat = (north - south) * 0.15, dLon = (east - west) * 0.3
        var nodes = "", id = 1
        func node(_ lat: Double, _ lon: Double) -> Int {
            id += 1
            nodes += "<node id='\(id)' lat='\(lat)' lon='\(lon)'/>\n"
            return id
        }
        func way(_ wid: Int, _ refs: [Int], _ tags: [String: String]) -> String {
            "<way id='\(wid)'>" + refs.map { "<nd ref='\($0)'/>" }.joined() + tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</way>\n"
        }
        let a = node(north + dLat, west - dLon), b = node(north + dLat, east + dLon)
        let c = node(south - dLat, west - dLon), d = node(south - dLat, east + dLon)
        let r = [node(south - 4 * dLat, west - dLon), node(south - 4 * dLat, east + dLon), node(south - 2 * dLat, east + dLon), node(south - 2 * dLat, west - dLon)]
        let ways = way(1001, [a, b], ["highway": "residential", "name": "Lindenweg"])
            + way(1002, [c, d], ["highway": "secondary", "name": "Seequai"])
            + way(1003, r + [r[0]], ["natural": "water", "name": "Limmat"])
        return "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6' generator='test'>\n\(nodes)\(ways)</osm>\n"
    }

    @Test func anIMDFVenueTakesSurroundingsFromAnOSMFile() async throws {
        let info = try await Self.atrium(["info", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let b = try #require(object["bbox"] as? [String: Double])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-surroundings-\(UUID().uuidString).osm")
        try Self.extract(west: b["west"]!, south: b["south"]!, east: b["east"]!, north: b["north"]!).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let with = try await Self.atrium(["render", "--surroundings", file.path, "--size", "120x40", "--color", "none", "--distance", "260"])
        #expect(with.status == 0, "\(with.stderr)")
        let lines = with.stdout.components(separatedBy: "\n")
        let north = lines.firstIndex { $0.contains("Lindenweg") }, south = lines.firstIndex { $0.contains("Seequai") }
        #expect(north != nil && south != nil, "\(with.stdout)")
        if let north, let south { #expect(north < south) }
        let without = try await Self.atrium(["render", "--size", "120x40", "--color", "none", "--distance", "260"])
        #expect(!without.stdout.contains("Lindenweg") && !without.stdout.contains("Seequai"))
        // The same info: surroundings are drawn, not counted.
        let infoWith = try await Self.atrium(["info", "--json", "--surroundings", file.path])
        #expect(infoWith.stdout == info.stdout)
        let missing = try await Self.atrium(["render", "--surroundings", file.path + ".none"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot open"))
    }

    @Test func anOSMFileDrawsTheStreetsAroundItFromItsOwnData() async throws {
        let r = try await Self.atrium(["render", TestPaths.osmSamples.appendingPathComponent("grand-place.geojson").path,
                                       "--size", "120x40", "--color", "none", "--distance", "400"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Avenue de l'Europe") || r.stdout.contains("Avenue d'Innsbruck"), "\(r.stdout)")
        #expect(!r.stdout.contains("Avenue du Vercors"))
    }

    /// `info` says which street each entrance opens onto, from the streets in the same data.
    @Test func infoSaysTheStreetEachEntranceOpensOnto() async throws {
        let file = try LiftHall.write(EntranceHall.osm(), name: "halle")
        let info = try await Self.atrium(["info", file])
        #expect(info.status == 0, "\(info.stderr)")
        #expect(info.stdout.contains("Entrances (1):\n  Entrance Nord → Europaplatz (12 m)\n"), "\(info.stdout)")
        let bare = try LiftHall.write(EntranceHall.osm(streets: false), name: "halle-bare")
        #expect(!(try await Self.atrium(["info", bare])).stdout.contains("Entrances"))
    }
}
