import Foundation
import Testing
import TestSupport

/// `atrium directory`: its JSON shape, `--open-now`, `--at`, filters and exit statuses, on the
/// built binary.
extension CommandJSONTests {
    func directoryPlaces(_ r: Command.Result) throws -> [[String: Any]] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(Set(report.keys) == ["at", "places", "time_zone", "venue"])
        return try #require(report["places"] as? [[String: Any]])
    }

    @Test func jsonListsEveryOccupantWithGroupLevelAndOpenNow() async throws {
        let r = try await atrium("directory", Self.sample, "--json", "--at", "2026-11-24T10:00")
        #expect(r.status == 0)
        let all = try directoryPlaces(r)
        let keys: Set<String> = ["id", "name", "kind", "category", "category_name", "group", "group_name", "ordinal", "level",
                                 "level_name", "hours", "open_now", "status", "next_change", "phone", "website", "lat", "lon"]
        #expect(all.allSatisfy { Set($0.keys) == keys })
        let occupants = all.filter { $0["kind"] as? String == "occupant" }
        let file = TestPaths.sampleVenue.appendingPathComponent("occupant.geojson")
        let features = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])["features"] as? [[String: Any]]
        let ids = Set(try #require(features).compactMap { $0["id"] as? String })
        #expect(Set(occupants.compactMap { $0["id"] as? String }) == ids && occupants.count == ids.count, "every occupant of the sample, once")
        #expect(occupants.allSatisfy { $0["group"] is String && $0["level"] is String && ($0["open_now"] is Bool || $0["open_now"] is NSNull) })
        let cafe = try #require(all.first { $0["name"] as? String == "Café Lumière" })
        #expect(cafe["open_now"] as? Bool == true && cafe["next_change"] as? String == "2026-11-24T20:00" && cafe["level"] as? String == "G")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(report["time_zone"] as? String == "Europe/Zurich" && report["at"] as? String == "2026-11-24T10:00")
    }

    @Test func openNowListsOnlyOpenPlaces() async throws {
        let early = try await atrium("directory", Self.sample, "--json", "--open-now", "--at", "2026-11-24T07:45")
        #expect(early.status == 0)
        let open = try directoryPlaces(early)
        #expect(!open.isEmpty && open.allSatisfy { $0["open_now"] as? Bool == true })
        let all = try directoryPlaces(try await atrium("directory", Self.sample, "--json", "--at", "2026-11-24T07:45"))
        #expect(open.count < all.filter { $0["open_now"] as? Bool == true || $0["open_now"] as? Bool == false }.count)
        let night = try await atrium("directory", Self.sample, "--open-now", "--at", "2026-11-24T03:00")
        #expect(night.status == 1 && night.stderr.contains("no places open"))
    }

    @Test func filtersTextAndBadInput() async throws {
        let food = try directoryPlaces(try await atrium("directory", Self.sample, "--json", "--category", "food", "--level", "1", "--at", "2026-11-24T10:00"))
        #expect(!food.isEmpty && food.allSatisfy { $0["group"] as? String == "food" && $0["ordinal"] as? Int == 1 })
        let basement = try directoryPlaces(try await atrium("directory", Self.sample, "--json", "--level", "-1", "--at", "2026-11-24T10:00"))
        #expect(!basement.isEmpty && basement.allSatisfy { $0["ordinal"] as? Int == -1 })
        let text = try await atrium("directory", Self.sample, "--category", "restrooms", "--at", "2026-11-24T10:00")
        #expect(text.status == 0 && text.stdout.contains("Restrooms") && text.stdout.contains("Ground Floor"))
        let badTime = try await atrium("directory", Self.sample, "--at", "tomorrow")
        #expect(badTime.status == 64 && badTime.stderr.contains("ISO 8601"))
        let badLevel = try await atrium("directory", Self.sample, "--level", "Z9")
        #expect(badLevel.status == 64 && badLevel.stderr.contains("no level"))
        let missing = try await atrium("directory", "/nonexistent/venue")
        #expect(missing.status == 2)
        // An offset is read as that instant, shown in the venue's time.
        let utc = try await atrium("directory", Self.sample, "--json", "--at", "2026-11-24T09:00Z")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(utc.stdout.utf8)) as? [String: Any])
        #expect(report["at"] as? String == "2026-11-24T10:00")
    }
}
