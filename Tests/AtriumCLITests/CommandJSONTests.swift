import Foundation
import Testing
import TestSupport

/// Each command's `--json` shape and the exit statuses the README promises (0 fine,
/// 1 errors or nothing found, 2 an archive that cannot be read), on the built binary.
@Suite struct CommandJSONTests {
    static let sample = TestPaths.sampleVenue.path

    /// Runs `atrium ARGS…` and returns its status, stdout and stderr.
    func atrium(_ arguments: String...) async throws -> Command.Result {
        let binary = TestPaths.atriumBinary.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the atrium product first (scripts/test does)")
        return try await Command.run([binary] + arguments, timeout: 60)
    }

    /// Parses JSON output, recording an issue when it is not JSON.
    func json(_ result: Command.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    @Test func infoJSON() async throws {
        let r = try await atrium("info", Self.sample, "--json")
        #expect(r.status == 0)
        let info = try #require(try json(r) as? [String: Any])
        #expect(Set(info.keys) == ["attribution", "bbox", "counts", "diagnostics", "language", "levels", "path", "time_zone", "time_zone_reason", "venue"])
        let bbox = try #require(info["bbox"] as? [String: Double])
        #expect(Set(bbox.keys) == ["east", "north", "south", "west"])
        let levels = try #require(info["levels"] as? [[String: Any]])
        #expect(levels.count == 4)
        #expect(Set(levels[0].keys) == ["amenities", "each", "levels", "name", "occupants", "openings", "ordinal", "short_name", "units"])
        let each = try #require(levels[0]["each"] as? [[String: Any]])
        #expect(each.count == 1 && Set(each[0].keys) == ["buildings", "id", "name", "outdoor", "short_name"])
        let counts = try #require(info["counts"] as? [String: Int])
        #expect(counts["unit"] == 127 && counts["level"] == 4)
    }

    @Test func validateJSONAndItsThreeStatuses() async throws {
        let clean = try await atrium("validate", Self.sample, "--json")
        #expect(clean.status == 0, "no errors: 0")
        let report = try #require(try json(clean) as? [String: Any])
        #expect(Set(report.keys) == ["diagnostics", "errors", "readable", "suppressed", "venue", "warnings"])
        #expect(report["errors"] as? Int == 0 && report["readable"] as? Bool == true)

        let faulty = try await atrium("validate", TestPaths.imdfSample("postech-c5").path, "--json")
        #expect(faulty.status == 1, "errors: 1")
        let faults = try #require(try json(faulty) as? [String: Any])
        let diagnostics = try #require(faults["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(Set(first.keys).isSuperset(of: ["severity", "file", "message"]))
        #expect((faults["errors"] as? Int ?? 0) > 0)

        let missing = try await atrium("validate", "/nonexistent/venue", "--json")
        #expect(missing.status == 2, "unreadable: 2")
        let fatal = try #require(try json(missing) as? [String: Any])
        #expect(fatal["readable"] as? Bool == false && fatal["fatal"] is String)
    }

    @Test func searchJSON() async throws {
        let r = try await atrium("search", Self.sample, "toilet", "--json", "--limit", "3")
        #expect(r.status == 0)
        let results = try #require(try json(r) as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            #expect(Set(result.keys) == ["category", "group", "id", "kind", "lat", "level", "lon", "name", "ordinal"])
            #expect(result["group"] as? String == "restrooms")
        }
        let none = try await atrium("search", Self.sample, "zzzqqqxx", "--json")
        #expect(none.status == 1, "nothing found: 1")
        #expect((try json(none) as? [Any])?.isEmpty == true)
    }

    /// Two outdoor platforms side by side, numbered only by `ref` ("7", "3;4"): the route
    /// between them says both ends are platforms.
    @Test func aRouteToAPlatformSaysKindPlatform() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func node(_ id: Int, _ x: Double, _ y: Double) -> String { "<node id='\(id)' lat='\(50 + y / 111_320)' lon='\(8 + x / 71_500)'/>" }
        let xml = """
            <?xml version='1.0' encoding='UTF-8'?>
            <osm version='0.6'>
            \(node(1, 0, 0))\(node(2, 50, 0))\(node(3, 50, 6))\(node(4, 0, 6))\(node(5, 50, 12))\(node(6, 0, 12))
            <way id='10'><nd ref='1'/><nd ref='2'/><nd ref='3'/><nd ref='4'/><nd ref='1'/><tag k='railway' v='platform'/><tag k='ref' v='7'/></way>
            <way id='11'><nd ref='4'/><nd ref='3'/><nd ref='5'/><nd ref='6'/><nd ref='4'/><tag k='railway' v='platform'/><tag k='ref' v='3;4'/></way>
            </osm>
            """
        let file = dir.appendingPathComponent("halt.osm")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let r = try await atrium("route", file.path, "--from", "platform 7", "--to", "Gleis 3", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let route = try #require(try json(r) as? [String: Any])
        let to = try #require(route["to"] as? [String: Any]), from = try #require(route["from"] as? [String: Any])
        #expect(to["name"] as? String == "Platform 3/4" && to["kind"] as? String == "platform")
        #expect(from["name"] as? String == "Platform 7" && from["kind"] as? String == "platform")
    }

    @Test func routeJSON() async throws {
        let r = try await atrium("route", Self.sample, "--from", "Velostation", "--to", "Zürichsee", "--json")
        #expect(r.status == 0)
        let route = try #require(try json(r) as? [String: Any])
        #expect(Set(route.keys) == ["accessible", "floors_changed", "from", "legs", "level_changes", "levels", "ordinals",
                                    "steps", "to", "total_meters", "walking_seconds"])
        // At 1.2 m/s, to the second.
        let meters = try #require(route["total_meters"] as? Double), seconds = try #require(route["walking_seconds"] as? Double)
        #expect(abs(seconds - meters / 1.2) <= 0.5, "\(meters) m in \(seconds) s")
        let steps = try #require(route["steps"] as? [[String: Any]])
        #expect(!steps.isEmpty)
        #expect(Set(steps[0].keys) == ["action", "bearing", "instruction", "landmark", "level", "maneuver", "meters", "ordinal"])
        // Steps are maneuvers: a departure, turns, the elevator (with where it goes), the arrival.
        #expect(steps.first?["maneuver"] as? String == "depart")
        #expect(steps.first?["bearing"] is Double)
        #expect(steps.last?["maneuver"] as? String == "arrive" && steps.last?["bearing"] is NSNull)
        let ride = try #require(steps.first { $0["action"] as? String == "elevator" })
        #expect(ride["maneuver"] as? String == "up" && ride["to_ordinal"] as? Int == 2)
        #expect(ride["landmark"] is String, "which elevator: the place it stands by")
        let maneuvers = Set(steps.compactMap { $0["maneuver"] as? String })
        #expect(maneuvers.isSubset(of: ["depart", "straight", "slight_left", "left", "sharp_left", "slight_right", "right",
                                        "sharp_right", "uturn", "up", "down", "arrive"]))
        let total = try #require(route["total_meters"] as? Double)
        #expect(abs(steps.compactMap { $0["meters"] as? Double }.reduce(0, +) - total) < 0.1)
        #expect(route["ordinals"] as? [Int] == [-1, 2], "the elevator goes from B1 straight to level 2")
        let from = try #require(route["from"] as? [String: Any])
        #expect(Set(from.keys) == ["id", "kind", "level", "name", "ordinal"])

        let nowhere = try await atrium("route", Self.sample, "--from", "zzzqqqxx", "--to", "Velostation", "--json")
        #expect(nowhere.status == 1, "no start: 1")
        let error = try #require(try json(nowhere) as? [String: String])
        #expect(error["error"]?.contains("zzzqqqxx") == true)
    }

    @Test func renderPrintsOneFrameOfTheAskedSize() async throws {
        let r = try await atrium("render", Self.sample, "--size", "60x20", "--color", "none")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 20)
        #expect(lines.allSatisfy { $0.count == 60 })
    }

    @Test func anArchiveThatCannotBeReadExitsTwo() async throws {
        let missing = "/nonexistent/venue.zip"
        for arguments in [["info", missing], ["render", missing], ["search", missing, "toilet"],
                          ["route", missing, "--from", "a", "--to", "b"]] {
            let r = try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60)
            #expect(r.status == 2, "\(arguments[0]): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("cannot open \(missing)"), "\(arguments[0]) names the file: \(r.stderr)")
        }
    }

    @Test func aBadFlagIsAUsageError() async throws {
        let r = try await atrium("render", Self.sample, "--size", "10")
        #expect(r.status == 64, "ArgumentParser's usage error")
        #expect(r.stderr.contains("--size must be COLSxROWS"))
    }
}
