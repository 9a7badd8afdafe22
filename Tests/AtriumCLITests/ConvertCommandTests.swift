import Foundation
import Testing
import TestSupport

/// `atrium convert` and the other commands on OpenStreetMap files, through the built binary:
/// the round trip source → IMDF → `validate` exit 0 → `info` equal to the source's.
@Suite struct ConvertCommandTests {
    func atrium(_ arguments: [String]) async throws -> Command.Result {
        let binary = TestPaths.atriumBinary.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the atrium product first (scripts/test does)")
        return try await Command.run([binary] + arguments, timeout: 120)
    }

    static func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `info --json` without the path, which differs between a source and its conversion, and
    /// without the address the conversion adds (IMDF keeps the venue's country there): the
    /// time zone and its reason are the same on both sides.
    func info(_ path: String) async throws -> NSDictionary {
        let r = try await atrium(["info", path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        if var counts = object["counts"] as? [String: Any] {
            counts["address"] = nil
            object["counts"] = counts
        }
        let differing: Set<String> = ["path", "diagnostics"]
        return object.filter { !differing.contains($0.key) } as NSDictionary
    }

    @Test(arguments: ["caserne.osm", "caserne.geojson", "grand-place.geojson"], ["out", "out.zip"])
    func roundTripValidatesAndReportsTheSameInfo(_ sample: String, _ target: String) async throws {
        let source = TestPaths.osmSamples.appendingPathComponent(sample).path
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent(target).path
        let converted = try await atrium(["convert", source, "--to", "imdf", output])
        #expect(converted.status == 0, "\(converted.stderr)")
        #expect(converted.stdout.contains("attribution.txt: © OpenStreetMap contributors"))
        let validate = try await atrium(["validate", output])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.contains("0 errors"))
        let (a, b) = (try await info(source), try await info(output))
        #expect(a == b)
        // The country is in the venue's address (read from the folder; the zip holds the same).
        if !output.hasSuffix(".zip") {
            let addresses = try String(contentsOfFile: output + "/address.geojson", encoding: .utf8)
            #expect(addresses.contains("\"country\""), "\(addresses)")
        }
        #expect(a["attribution"] as? String == "© OpenStreetMap contributors")
    }

    @Test func convertRefusesToOverwriteWithoutForceAndAnUnreadableInputExitsTwo() async throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("venue").path
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let source = TestPaths.osmSamples.appendingPathComponent("caserne.osm").path
        let refused = try await atrium(["convert", source, "--to", "imdf", output])
        #expect(refused.status == 1 && refused.stderr.contains("--force"))
        let forced = try await atrium(["convert", source, "--to", "imdf", output, "--force"])
        #expect(forced.status == 0)
        let missing = try await atrium(["convert", dir.appendingPathComponent("none.osm").path, "--to", "imdf", dir.appendingPathComponent("x").path])
        #expect(missing.status == 2 && missing.stderr.contains("cannot open"))
    }

    @Test func infoShowsTheOSMCreditAndCountsUnitsPerLevel() async throws {
        let r = try await atrium(["info", TestPaths.osmSamples.appendingPathComponent("caserne.osm").path])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Venue: Caserne de Bonne\nAttribution: © OpenStreetMap contributors\n"))
        // 55 areas, the stairs unit of the steps way tagged 0;1 and the elevator unit of the
        // elevator node tagged 0;1 (docs/routing.md, "Footway networks").
        #expect(r.stdout.contains("  0  0      Ground floor: 57 units"))
    }

    @Test func renderKeepsTheOSMCreditBesideRequestedAttribution() async throws {
        let r = try await atrium(["render", TestPaths.osmSamples.appendingPathComponent("caserne.osm").path, "--size", "120x30",
                                  "--color", "none", "--attribution", "Plans: ACME"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Plans: ACME · © OpenStreetMap contributors"))
    }
}
