import Foundation
import Testing
import TestSupport

/// `--time-zone ZONE` (issue 36, item 5): every command that reads hours takes it, says the
/// zone and why, and refuses a name the tz database does not know with one line.
@Suite struct TimeZoneOptionTests {
    static let sample = TestPaths.sampleVenue.path

    func atrium(_ arguments: String...) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60)
    }

    @Test func infoSaysTheZoneAndWhy() async throws {
        let plain = try await atrium("info", Self.sample)
        #expect(plain.status == 0 && plain.stdout.contains("Time zone: Europe/Zurich (the venue's country, CH)"), "\(plain.stdout)")
        let given = try await atrium("info", Self.sample, "--time-zone", "Asia/Tokyo")
        #expect(given.stdout.contains("Time zone: Asia/Tokyo (given with --time-zone)"), "\(given.stdout)")
    }

    @Test func theDirectoryReadsHoursInTheGivenZone() async throws {
        let r = try await atrium("directory", Self.sample, "--time-zone", "America/New_York", "--at", "2026-11-26T12:00Z", "--json")
        #expect(r.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["time_zone"] as? String == "America/New_York")
        #expect((json["at"] as? String)?.hasPrefix("2026-11-26T07:00") == true, "\(json["at"] ?? "")")
    }

    @Test func anUnknownZoneIsOneClearLine() async throws {
        for command in [["info"], ["search", Self.sample, "cafe"], ["route", "--from", "Café Lumière", "--to", "toilet"], ["directory"]] {
            let venue = command[0] == "search" ? [] : [Self.sample]
            let r = try await Command.run([TestPaths.atriumBinary.path, command[0]] + venue + command.dropFirst()
                                          + ["--time-zone", "Mars/Olympus"], timeout: 60)
            #expect(r.status == 2, "\(command)")
            #expect(r.stderr.contains("unknown time zone \"Mars/Olympus\""), "\(command): \(r.stderr)")
        }
    }
}
