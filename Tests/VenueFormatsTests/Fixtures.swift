import Foundation
import TestSupport
@testable import VenueFormats

/// Builds small in-memory archives for tests.
enum Fixtures {
    /// The package root.
    static let packageRoot = TestPaths.packageRoot
    /// The shared real-world samples beside the repository.
    static var samples: URL { TestPaths.imdfSamples }
    /// Our own sample venue.
    static let sampleVenue = TestPaths.sampleVenue

    static let levelID = "11111111-1111-1111-1111-000000000001"
    static let unitID = "11111111-1111-1111-1111-000000000002"

    static func square(_ lon: Double, _ lat: Double, _ size: Double) -> String {
        "[[[\(lon),\(lat)],[\(lon + size),\(lat)],[\(lon + size),\(lat + size)],[\(lon),\(lat + size)],[\(lon),\(lat)]]]"
    }

    static func feature(_ id: String, _ type: String, geometry: String, properties: String) -> String {
        #"{"type":"Feature","id":"\#(id)","feature_type":"\#(type)","geometry":\#(geometry),"properties":{\#(properties)}}"#
    }

    static func collection(_ features: [String]) -> String {
        #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    /// A minimal valid archive: manifest, venue, one level, one unit. Override or add files by name.
    static func minimal(_ overrides: [String: String] = [:]) -> [ArchiveMember] {
        var files: [String: String] = [
            "manifest.json": #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#,
            "venue.geojson": collection([feature("11111111-1111-1111-1111-000000000000", "venue", geometry: #"{"type":"Polygon","coordinates":\#(square(8.0, 47.0, 0.01))}"#,
                properties: #""category":"shoppingcenter","name":{"en":"Test Venue"},"display_point":{"type":"Point","coordinates":[8.005,47.005]},"address_id":null"#)]),
            "level.geojson": collection([feature(levelID, "level", geometry: #"{"type":"Polygon","coordinates":\#(square(8.001, 47.001, 0.005))}"#,
                properties: #""category":"unspecified","outdoor":false,"ordinal":0,"name":{"en":"Ground"},"short_name":{"en":"G"}"#)]),
            "unit.geojson": collection([feature(unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(square(8.002, 47.002, 0.001))}"#,
                properties: #""category":"room","name":{"en":"Room A","de":"Raum A"},"level_id":"\#(levelID)""#)]),
        ]
        for (k, v) in overrides { files[k] = v }
        return files.sorted { $0.key < $1.key }.map { ArchiveMember(path: $0.key, bytes: Array($0.value.utf8)) }
    }

    /// Loads members and returns the result; fails the test by throwing on a load failure.
    static func load(_ members: [ArchiveMember]) throws -> LoadResult {
        try IMDFLoader.load(members: members, sourcePath: "test")
    }
}

extension LoadResult {
    /// Diagnostics whose message contains a fragment.
    func diagnostics(containing fragment: String) -> [Diagnostic] {
        diagnostics.filter { $0.message.contains(fragment) }
    }
}
