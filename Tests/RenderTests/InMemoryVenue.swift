import VenueFormats
import MapCore

/// A one-level venue built in memory from unit features, for scene tests.
enum InMemoryVenue {
    /// The id of the one level.
    static let level = "11111111-1111-1111-1111-000000000001"

    /// A unit feature on the level: `ring` is a GeoJSON ring (`[[lon,lat],…]`).
    static func unit(id: String, category: String = "room", name: String, ring: String) -> String {
        #"{"type":"Feature","id":"\#(id)","feature_type":"unit","geometry":{"type":"Polygon","coordinates":[\#(ring)]},"properties":{"category":"\#(category)","level_id":"\#(level)","name":{"en":"\#(name)"}}}"#
    }

    /// An amenity feature at a point (`[lon,lat]`) in unit `unit`.
    static func amenity(id: String, category: String, unit: String, point: String) -> String {
        #"{"type":"Feature","id":"\#(id)","feature_type":"amenity","geometry":{"type":"Point","coordinates":\#(point)},"properties":{"category":"\#(category)","unit_ids":["\#(unit)"]}}"#
    }

    /// The venue: a manifest, the level with outline `levelRing`, the units and amenities.
    static func model(levelRing: String, units: [String], amenities: [String] = [], name: String) throws -> MapModel {
        var files: [String: String] = [
            "manifest.json": #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#,
            "level.geojson": #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"\#(level)","feature_type":"level","geometry":{"type":"Polygon","coordinates":[\#(levelRing)]},"properties":{"category":"unspecified","outdoor":false,"ordinal":0,"short_name":{"en":"G"}}}]}"#,
            "unit.geojson": #"{"type":"FeatureCollection","features":[\#(units.joined(separator: ","))]}"#,
        ]
        if !amenities.isEmpty { files["amenity.geojson"] = #"{"type":"FeatureCollection","features":[\#(amenities.joined(separator: ","))]}"# }
        let r = try IMDFLoader.load(members: files.map { ArchiveMember(path: $0.key, bytes: Array($0.value.utf8)) }, sourcePath: name)
        return MapModel(graph: r.graph)
    }
}
