import Foundation
import MapCore
import Testing
import TestSupport

/// `atrium route --status FILE` (issue 38, item 4), on the built binary and a venue made in code.
@Suite struct StatusCommandTests {
    func atrium(_ arguments: String...) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60)
    }

    /// An ISO-8601 instant for a wall-clock time in the machine's zone (the venue has no address).
    static func instant(_ local: String) -> String {
        ISO8601DateFormatter().string(from: LocalDateTime(iso: local)!.instant(in: .current))
    }

    @Test func aClosedLiftIsAvoidedAndTheRouteSaysWhyUntilItReopens() async throws {
        let venue = try LiftHall.write()
        let east = LiftHall.latLon(42, 2)
        let feed = """
        [{"kind": "elevator", "lat": \(east.lat), "lon": \(east.lon), "level": "0", "status": "closed", "reason": "maintenance",
          "until": "\(Self.instant("2026-11-26T14:00"))", "updated": "\(Self.instant("2026-11-26T09:00"))"}]
        """
        let status = URL(fileURLWithPath: venue).deletingLastPathComponent().appendingPathComponent("status.json").path
        try Data(feed.utf8).write(to: URL(fileURLWithPath: status))
        let closed = try await atrium("route", venue, "--from", "Start Room", "--to", "Office A", "--accessible",
                                      "--status", status, "--at", "2026-11-26T10:00", "--time-zone", TimeZone.current.identifier)
        #expect(closed.status == 0, "\(closed.stderr)")
        #expect(closed.stdout.contains("Elevator East is out of service until 14:00 (maintenance): taking Elevator West"), "\(closed.stdout)")
        let reopened = try await atrium("route", venue, "--from", "Start Room", "--to", "Office A", "--accessible",
                                        "--status", status, "--at", "2026-11-26T14:30", "--time-zone", TimeZone.current.identifier)
        #expect(reopened.status == 0)
        #expect(reopened.stdout.contains("Take Elevator East"), "\(reopened.stdout)")
        #expect(!reopened.stdout.contains("out of service"))
        try Data("{\"not\": \"a list\"}".utf8).write(to: URL(fileURLWithPath: status))
        let bad = try await atrium("route", venue, "--from", "Start Room", "--to", "Office A", "--status", status)
        #expect(bad.status == 1)
        #expect(bad.stderr == "atrium: the status file \(status) is not a JSON array of records\n")
    }
}
