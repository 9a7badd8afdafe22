import Foundation
import Testing
@testable import VenueFormats

/// The real OpenStreetMap samples: caserne (JOSM XML and GeoJSON) and grand-place (GeoJSON).
@Suite struct OSMSampleTests {
    /// Counts `indoor=room|area|corridor` areas per level straight from the XML text, without the
    /// reader: each `<way>…</way>` block whose first and last `<nd>` are the same node, counted on
    /// every level its `level` value lists.
    static func directCount(osm path: String) throws -> [String: Int] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var counts: [String: Int] = [:]
        for block in text.components(separatedBy: "<way ").dropFirst() {
            let body = block.components(separatedBy: "</way>")[0]
            func tag(_ k: String) -> String? {
                guard let r = body.range(of: "k='\(k)' v='") else { return nil }
                return String(body[r.upperBound...].prefix { $0 != "'" })
            }
            guard let indoor = tag("indoor"), ["room", "area", "corridor"].contains(indoor), let level = tag("level") else { continue }
            let refs = body.components(separatedBy: "<nd ref='").dropFirst().map { String($0.prefix { $0 != "'" }) }
            guard refs.count >= 4, refs.first == refs.last else { continue }
            for l in level.split(separator: ";") { counts[String(l), default: 0] += 1 }
        }
        return counts
    }

    /// The same count on GeoJSON, read with Foundation's JSONSerialization: Polygon and
    /// MultiPolygon features whose properties say `indoor=room|area|corridor`.
    static func directCount(geojson path: String) throws -> [String: Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var counts: [String: Int] = [:]
        for f in try #require(root["features"] as? [[String: Any]]) {
            let props = f["properties"] as? [String: Any] ?? [:]
            let tags = props["tags"] as? [String: Any] ?? props
            let type = (f["geometry"] as? [String: Any])?["type"] as? String
            guard let indoor = tags["indoor"] as? String, ["room", "area", "corridor"].contains(indoor),
                  type == "Polygon" || type == "MultiPolygon", let level = tags["level"] as? String else { continue }
            for l in level.split(separator: ";") { counts[String(l), default: 0] += 1 }
        }
        return counts
    }

    /// A direct count of caserne's areas plus the units of its walking network
    /// (docs/routing.md, "Footway networks"): the steps way 398056978 (`level=0;1`) is a stairs
    /// unit on 0 and on 1, and the elevator node 4008328999 (`level=0;1`), in no mapped
    /// elevator room, an elevator unit on 0 and on 1.
    static func withNetwork(_ counts: [String: Int]) -> [String: Int] {
        var out = counts
        out["0", default: 0] += 2
        out["1", default: 0] += 2
        return out
    }

    @Test func caserneXMLUnitsPerLevelEqualADirectCount() throws {
        let path = OSMFixtures.sample("caserne.osm")
        let r = try IMDFLoader.load(path: path)
        let expected = try Self.directCount(osm: path)
        #expect(expected["2"] == 1, "the XML tags one room level=0;2")
        #expect(OSMFixtures.unitsPerLevel(r) == Self.withNetwork(expected))
        #expect(r.archive.attribution == "© OpenStreetMap contributors")
        #expect(r.graph.venueName == "Caserne de Bonne")
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
        // The one room drawn as a 2-node line is reported, with its line in the file.
        let open = try #require(r.diagnostics.first { $0.featureID == "way/398056956" })
        #expect(open.message.contains("not a closed area") && open.line == 1677)
    }

    @Test func caserneGeoJSONUnitsPerLevelEqualADirectCount() throws {
        let path = OSMFixtures.sample("caserne.geojson")
        let r = try IMDFLoader.load(path: path)
        let expected = try Self.directCount(geojson: path)
        #expect(expected["2"] == nil, "the GeoJSON tags that room level=0;1")
        #expect(OSMFixtures.unitsPerLevel(r) == Self.withNetwork(expected))
        #expect(r.archive.attribution == "© OpenStreetMap contributors")
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func caserneXMLAndGeoJSONAgreeExceptOnTheRetaggedRoom() throws {
        let xml = try IMDFLoader.load(path: OSMFixtures.sample("caserne.osm"))
        let geo = try IMDFLoader.load(path: OSMFixtures.sample("caserne.geojson"))
        #expect(Set(xml.archive.units.map(\.id)).subtracting(geo.archive.units.map(\.id)).count == 1)
        #expect(xml.archive.openings.count == geo.archive.openings.count)
        #expect(xml.archive.occupants.count == geo.archive.occupants.count)
        #expect(xml.archive.amenities.count == geo.archive.amenities.count)
        #expect(xml.graph.venueName == geo.graph.venueName)
    }

    @Test func caserneDoorsAndConnectors() throws {
        let r = try IMDFLoader.load(path: OSMFixtures.sample("caserne.osm"))
        // Every door/entrance node with a level lies on an outline and becomes an opening on level 0.
        #expect(r.archive.openings.count == 10)
        #expect(r.archive.openings.contains { $0.name?.values["und"] == "Entrée Vercors" && $0.door?.type == "sliding" && $0.door?.automatic == true })
        // Stairs and elevators tagged -1;0 stand on both levels and are joined; so does the
        // steps way tagged 0;1 (a stairs unit on each of its two levels).
        let stairs = r.archive.units.filter { $0.category == "stairs" }
        #expect(stairs.count == 6)
        #expect(r.archive.relationships.contains { $0.category == "stairs" })
        #expect(r.archive.relationships.contains { $0.category == "elevator" })
    }

    @Test func grandPlaceShopsAreNamedOnTheirLevelsAndBusRoutesSkipped() throws {
        let path = OSMFixtures.sample("grand-place.geojson")
        let r = try IMDFLoader.load(path: path)
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
        // Every named room with shop=* is an occupant on each of its levels.
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var expected: [String: Set<String>] = [:]
        for f in try #require(root["features"] as? [[String: Any]]) {
            let p = f["properties"] as? [String: Any] ?? [:]
            guard p["indoor"] as? String == "room", p["shop"] != nil, let name = p["name"] as? String, let level = p["level"] as? String,
                  (f["geometry"] as? [String: Any])?["type"] as? String == "Polygon" else { continue }
            expected[name, default: []].formUnion(level.split(separator: ";").map(String.init))
        }
        #expect(expected.count > 50)
        var found: [String: Set<String>] = [:]
        for (i, o) in r.archive.occupants.enumerated() {
            guard let unit = r.graph.unitOfOccupant[i], let ord = r.graph.ordinal(ofUnit: unit), let name = o.name.values["und"] else { continue }
            found[name, default: []].insert(r.graph.shortName(ordinal: ord))
        }
        for (name, levels) in expected { #expect(found[name]?.isSuperset(of: levels) == true, "\(name) on \(levels)") }
        // Bus and tram routes: counted in one diagnostic, not drawn.
        let skipped = try #require(r.diagnostics.first { $0.message.hasPrefix("skipped ") })
        #expect(skipped.message.contains("10 route=bus relations") && skipped.message.contains("2 route=tram relations"))
        #expect(r.diagnostics.filter { $0.message.hasPrefix("skipped ") }.count == 1)
    }
}
