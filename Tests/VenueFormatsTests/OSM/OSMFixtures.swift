import Foundation
@testable import VenueFormats

/// The real OpenStreetMap samples in ../shared/osm-samples, and small OSM documents for tests.
enum OSMFixtures {
    /// `../shared/osm-samples`.
    static let samples = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/osm-samples")

    /// The path of a sample; tests fail loudly when it is missing.
    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }

    /// Loads an OSM document held in a string.
    static func load(_ text: String, name: String = "test.osm") throws -> LoadResult {
        try OSMLoader.load(bytes: Array(text.utf8), sourcePath: name)
    }

    /// A JOSM-style XML document around some elements.
    static func osm(_ body: String) -> String {
        "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6' generator='test'>\n\(body)\n</osm>\n"
    }

    /// Nodes `first…` at the corners of a square of `size` degrees, and a closed way through them.
    static func squareWay(id: Int64, firstNode: Int64, lon: Double, lat: Double, size: Double, tags: [String: String]) -> String {
        let corners = [(lon, lat), (lon + size, lat), (lon + size, lat + size), (lon, lat + size)]
        var s = ""
        for (i, c) in corners.enumerated() { s += "<node id='\(firstNode + Int64(i))' lat='\(c.1)' lon='\(c.0)'/>\n" }
        s += "<way id='\(id)'>"
        for i in [0, 1, 2, 3, 0] { s += "<nd ref='\(firstNode + Int64(i))'/>" }
        for (k, v) in tags.sorted(by: { $0.key < $1.key }) { s += "<tag k='\(k)' v='\(v)'/>" }
        return s + "</way>\n"
    }

    /// Units per level short name.
    static func unitsPerLevel(_ r: LoadResult) -> [String: Int] {
        var out: [String: Int] = [:]
        for f in r.graph.floors { out[r.graph.shortName(ordinal: f.ordinal)] = r.graph.contents(ordinal: f.ordinal).units.count }
        return out
    }
}
