import Foundation
import Testing
import TestSupport

/// `atrium route --status URL` on the built binary: the feed fetched from a real HTTP server
/// on 127.0.0.1 closes a lift and the route says why; a feed that cannot be had is one line,
/// exit 1; the User-Agent carries `--contact`.
@Suite(.serialized) struct StatusFeedCommandTests {
    static func environment() -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["http_proxy", "https_proxy", "HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY", "all_proxy", "ATRIUM_CONTACT"] { env[key] = nil }
        env["no_proxy"] = "127.0.0.1,localhost"
        return env
    }

    func atrium(_ arguments: [String]) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60, environment: Self.environment())
    }

    @Test func aFeedURLClosesALiftAndTheRouteSaysWhy() async throws {
        let venue = try LiftHall.write(name: "lift-hall-feed")
        let east = LiftHall.latLon(42, 2)
        let server = try FakeOSMServer()
        try server.setFeed("""
        [{"kind": "elevator", "lat": \(east.lat), "lon": \(east.lon), "level": "0", "status": "closed", "reason": "maintenance",
          "until": "\(StatusCommandTests.instant("2026-11-26T14:00"))", "updated": "\(StatusCommandTests.instant("2026-11-26T09:00"))"}]
        """)
        let closed = try await atrium(["route", venue, "--from", "Start Room", "--to", "Office A", "--accessible",
                                       "--status", server.feedURL, "--at", "2026-11-26T10:00", "--time-zone", TimeZone.current.identifier, "--contact", "ops@example.org"])
        #expect(closed.status == 0, "\(closed.stderr)")
        #expect(closed.stdout.contains("Elevator East is out of service until 14:00 (maintenance): taking Elevator West"), "\(closed.stdout)")
        let asked = server.requests.filter { $0.path == "/feed" }
        #expect(asked.count == 1 && asked[0].user_agent.hasPrefix("atrium/") && asked[0].user_agent.hasSuffix(" (ops@example.org)"))
        try server.setFeed("[]", script: ["503"])
        let refused = try await atrium(["route", venue, "--from", "Start Room", "--to", "Office A", "--status", server.feedURL])
        #expect(refused.status == 1)
        #expect(refused.stderr == "atrium: the status feed \(server.feedURL) is unavailable (HTTP 503)\n")
        server.stop()
        let gone = try await atrium(["route", venue, "--from", "Start Room", "--to", "Office A", "--status", server.feedURL])
        #expect(gone.status == 1)
        #expect(gone.stderr.hasPrefix("atrium: the status feed \(server.feedURL): cannot reach 127.0.0.1") && gone.stderr.split(separator: "\n").count == 1,
                "\(gone.stderr)")
        let bad = try await atrium(["route", venue, "--from", "Start Room", "--to", "Office A", "--status", "ftp://example.org/feed"])
        #expect(bad.status == 64 && bad.stderr.contains("http:// or https:// URL"))
    }
}
