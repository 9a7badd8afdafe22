import Foundation
import Testing
import TestSupport

extension ServeIntegration {
    /// Issue 38, Build 4 through `serve`: a live status closing one of two lifts, with a real
    /// OpenSSH client on 127.0.0.1. The session's accessible route takes the other lift and
    /// says why; the status changed while the session runs (the file rewritten, or the feed
    /// URL's answer changed: the server polls it into a file every session follows) is picked
    /// up and the route found again through the reopened lift. Every wait has a deadline.
    @Suite struct ServeStatusTests {
        static func closure() -> String {
            let east = LiftHall.latLon(42, 2)
            let now = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-60))
            return """
            [{"kind": "elevator", "lat": \(east.lat), "lon": \(east.lon), "level": "0", "status": "closed", "reason": "maintenance", "updated": "\(now)"}]
            """
        }

        /// `file` and `url`: `serve --status`; `catalog-url`: a catalogue entry's `status: URL`.
        @Test(.timeLimit(.minutes(5)), arguments: ["file", "url", "catalog-url"])
        func aClosedLiftIsAvoidedInASessionAndItsReopeningPickedUp(_ source: String) async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let venue = try workspace.write("lift-hall.osm", LiftHall.osm())
            var feed: FakeOSMServer?
            let status: [String]
            if source.hasSuffix("url") {
                let server = try FakeOSMServer()
                try server.setFeed(Self.closure())
                feed = server
                status = ["--status-interval", "1"] + (source == "url" ? ["--status", server.feedURL] : [])
            } else {
                status = ["--status", try workspace.write("status.json", Self.closure())]
            }
            defer { feed?.stop() }
            let serving: [String]
            var command = ["Office A"]
            if source == "catalog-url", let feed {
                let catalog = try workspace.write("catalog.yaml", """
                    venues:
                      - slug: lifts
                        name: Lift Hall
                        venue: lift-hall.osm
                        here: Start Room
                        status: \(feed.feedURL)

                    """)
                serving = ["--catalog", catalog]
                command = ["lifts", "Office A"]
            } else {
                serving = ["--here", "Start Room"]
            }
            let (server, port) = try await ServeProcess.start(venue: source == "catalog-url" ? nil : venue,
                                                              extra: serving + status, in: workspace, key: key)
            defer { kill(server.pid, SIGKILL) }
            let client = SSHClient(port: port, identity: key)
            let session = try await TmuxSession(client.ssh(["-tt"], command: command), width: 140, height: 44, in: workspace)
            func visible() async throws -> String { try await session.tmux(["capture-pane", "-p", "-J", "-t", "main"]).stdout }
            #expect(try await session.waitFor("Office A", timeout: 30))
            // Accessible (no stairs), then a route from "you are here" (Start Room) to Office A.
            try await session.tmux(["send-keys", "-t", "main", "a"])
            #expect(try await session.waitFor("accessible routes", timeout: 15))
            try await session.tmux(["send-keys", "-t", "main", "r"])
            let avoided = await Command.waitUntil(timeout: 30) {
                let screen = (try? await visible()) ?? ""
                return screen.contains("Elevator East is out of service (maintenance): taking Elevator West")
            }
            let afterRoute = try await visible()
            #expect(avoided, "\(afterRoute)")
            // The lift reopens: the file rewritten (by a rename, as writers do) or the feed changed.
            if let feed {
                try feed.setFeed("[]")
            } else {
                _ = try workspace.write("status.next", "[]")
                #expect(rename(workspace.path("status.next"), workspace.path("status.json")) == 0)
            }
            let reopened = await Command.waitUntil(timeout: 30) {
                let screen = (try? await visible()) ?? ""
                return !screen.contains("out of service") && screen.contains("Elevator East")
            }
            let afterReopening = try await visible()
            #expect(reopened, "\(afterReopening)")
            if let feed {
                // One poller for every session, with conditional requests after the first.
                let polls = feed.requests.filter { $0.path == "/feed" }
                #expect(polls.count >= 2 && polls.dropFirst().allSatisfy { $0.if_none_match != nil })
            }
            try await session.tmux(["send-keys", "-t", "main", "q"])
            #expect(try await session.exitStatus(timeout: 20) == 0)
            await session.close()
            await server.stop()
        }
    }
}
