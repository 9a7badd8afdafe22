import Foundation
import Testing

/// Issue 37's small things, on the built binary: the help names VENUE and the main explorer
/// options, a missing level is a usage error, a file that is no venue says what is read.
extension CommandJSONTests {
    @Test func helpShowsVenueAndTheMainExplorerOptions() async throws {
        let r = try await atrium("--help")
        #expect(r.status == 0)
        for word in ["VENUE", "--here", "--position", "--text"] { #expect(r.stdout.contains(word), "\(word)") }
    }

    @Test func renderOfAMissingLevelIsAUsageError() async throws {
        let r = try await atrium("render", Self.sample, "--level", "9", "--size", "40x12")
        #expect(r.status == 64, "ArgumentParser's usage error")
        #expect(r.stderr.contains("no level \"9\"") && r.stdout.isEmpty)
    }

    @Test func aFileThatIsNoVenueSaysWhichFormatsAreRead() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-not-a-venue-\(UUID().uuidString).txt")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try await atrium("info", file.path)
        #expect(r.status == 2)
        #expect(r.stderr.contains("IMDF folder or .zip") && r.stderr.contains("Overpass JSON") && r.stderr.contains("GeoJSON"), "\(r.stderr)")
    }
}
