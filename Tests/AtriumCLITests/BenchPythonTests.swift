import Foundation
import VenueFormats
import Testing
import TestSupport
@testable import AtriumCLI

/// The bench's CPython side: which files it reads, the repeat rule, and when it gives no figure.
@Suite struct BenchPythonTests {
    @Test func repeatRuleStopsAtTwentyOneRunsOrTheBudget() {
        #expect(LoadRepeat.wantsAnother(after: []))
        #expect(LoadRepeat.wantsAnother(after: Array(repeating: 10, count: 20)))
        #expect(!LoadRepeat.wantsAnother(after: Array(repeating: 10, count: 21)))
        #expect(!LoadRepeat.wantsAnother(after: [2_500]))           // a huge venue: one run
        #expect(LoadRepeat.wantsAnother(after: [900, 900]))
        #expect(!LoadRepeat.wantsAnother(after: [900, 900, 300]))
        #expect(LoadRepeat.median([5, 1, 3]) == 3)
        #expect(LoadRepeat.median([4, 1, 3, 2]) == 2)                // the lower of the two middle runs
    }

    @Test func pythonIsFoundOnThisMachine() {
        // The project's machine has python3; the bench figures depend on it.
        #expect(BenchPython.executable() != nil)
    }

    @Test func readsEveryJSONFileOfAFolder() throws {
        let archive = TestPaths.imdfSample("uulm-osm").path
        let jsonFiles = try FileManager.default.contentsOfDirectory(atPath: archive)
            .filter { $0.lowercased().hasSuffix(".json") || $0.lowercased().hasSuffix(".geojson") }
        let m = try #require(BenchPython.measure(path: archive))
        #expect(m.files == jsonFiles.count)
        #expect(m.milliseconds > 0)
        #expect((1...LoadRepeat.maxRuns).contains(m.runs))
    }

    @Test func readsAZipThroughZipfile() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let zip = dir.appendingPathComponent("venue.zip").path
        let source = TestPaths.imdfSample("postech-c5").path
        // Python's own zipfile writes the archive: the same files, nested one folder down.
        let make = try await Command.run(["python3", "-c", """
        import os, sys, zipfile
        src, out = sys.argv[1], sys.argv[2]
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for n in sorted(os.listdir(src)): z.write(os.path.join(src, n), "postech/" + n)
        """, source, zip])
        #expect(make.status == 0, "\(make.stderr)")
        let jsonCount = try FileManager.default.contentsOfDirectory(atPath: source).filter { $0.hasSuffix("json") }.count
        let m = try #require(BenchPython.measure(path: zip))
        #expect(m.files == jsonCount)
    }

    @Test func syntheticMembersAreWrittenThenRemoved() throws {
        let members = [ArchiveMember(path: "manifest.json", bytes: Array(#"{"version": "1.0.0"}"#.utf8)),
                       ArchiveMember(path: "unit.geojson", bytes: Array(#"{"type": "FeatureCollection", "features": []}"#.utf8)),
                       ArchiveMember(path: "attribution.txt", bytes: Array("© someone".utf8))]
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("bench-python-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let m = try #require(BenchPython.measure(members: members, in: parent))
        #expect(m.files == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test func aSessionAnswersOneRunPerRequest() throws {
        let session = try #require(BenchPython.session(path: TestPaths.imdfSample("postech-c5").path))
        defer { session.close() }
        #expect(session.run() != nil)
        #expect(session.run() != nil)
        #expect(session.runs.count == 2)
        #expect(session.files == 12)                               // 11 feature files and the manifest
        #expect(session.measurement?.runs == 2)
    }

    @Test func osmXMLGivesNoFigureAndOSMGeoJSONDoes() {
        #expect(BenchPython.measure(path: TestPaths.osmSamples.appendingPathComponent("caserne.osm").path) == nil)
        #expect(BenchPython.measure(path: TestPaths.osmSamples.appendingPathComponent("caserne.geojson").path)?.files == 1)
        #expect(BenchPython.measure(path: "/no/such/venue") == nil)
    }
}
