import Foundation
import Testing
import TestSupport
import VenueFixtures

/// Issue 36, Done when: "on OSM venues you have never seen, fewer than 10% of named shops and
/// services are grouped Other; no walkway or back-of-house room is a directory entry", measured
/// as a user would, with `atrium directory FILE --json`: on every OSM sample and on synthetic
/// venues of shops drawn from the spread of values real stations and malls have
/// (``SyntheticShops``).
@Suite struct DirectoryOtherShareTests {
    func directory(_ path: String) async throws -> [[String: Any]] {
        let r = try await Command.run([TestPaths.atriumBinary.path, "directory", path, "--json"], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        return try #require(object["places"] as? [[String: Any]])
    }

    /// The share of named entries grouped "other".
    static func otherShare(_ places: [[String: Any]]) -> (other: Int, total: Int) {
        let named = places.filter { ($0["name"] as? String)?.isEmpty == false }
        return (named.filter { $0["group"] as? String == "other" }.count, named.count)
    }

    @Test(arguments: ["caserne.osm", "caserne.geojson", "grand-place.geojson"])
    func theSamplesGroupFewerThanOneInTenAsOther(_ sample: String) async throws {
        let places = try await directory(TestPaths.osmSamples.appendingPathComponent(sample).path)
        let (other, total) = Self.otherShare(places)
        #expect(total > 0 && Double(other) < 0.1 * Double(total), "\(sample): \(other) of \(total) in Other")
        #expect(!places.contains { ["walkway", "nonpublic", "storage", "serverroom"].contains($0["category"] as? String ?? "") })
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func syntheticShopsGroupFewerThanOneInTenAsOther(_ seed: UInt64) async throws {
        let venue = SyntheticShops(count: 120, seed: seed)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-shops-\(seed)-\(UUID().uuidString).osm")
        try venue.osmXML().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let places = try await directory(file.path)
        let shops = places.filter { ($0["name"] as? String)?.hasPrefix("Place ") == true }
        #expect(shops.count >= 110, "every named shop is an entry: \(shops.count)")
        let other = shops.filter { $0["group"] as? String == "other" }
        #expect(Double(other.count) < 0.1 * Double(shops.count), "\(other.count) of \(shops.count) in Other: \(other.map { $0["category"] ?? "" })")
        let hidden = Set(SyntheticShops.backOfHouse.map(\.name) + [SyntheticShops.corridorName])
        #expect(!places.contains { hidden.contains($0["name"] as? String ?? "") }, "no walkway or back-of-house room is listed")
    }
}
