import Foundation
import Synchronization
@testable import AtriumCLI
import AtriumApp
import MapCore
import VenueFormats
import VenueSources
import Testing
import TestSupport

/// `--status URL` while the explorer runs: the watcher polls a real HTTP server on 127.0.0.1
/// (conditional requests; a 304 posts nothing), posts a changed feed, says once when the feed
/// goes stale and once when it answers again. The clock is injected: a poll is due when the
/// test moves it, and each step waits for the server's log or the feed, never a fixed sleep.
@Suite(.serialized) struct StatusFeedWatcherTests {
    static let model = MapModel(graph: try! OSMLoader.load(bytes: Array(LiftHall.osm().utf8), sourcePath: "lift-hall.osm").graph)

    func records(_ events: [LiveFeedEvent]) -> [[StatusRecord]] {
        events.compactMap { if case .statusFeed(let r, _) = $0 { return r }; return nil }
    }

    func problems(_ events: [LiveFeedEvent]) -> [String] {
        events.compactMap { if case .problem(let p) = $0 { return p }; return nil }
    }

    @Test func aChangedFeedIsPostedAnUnchangedOneIsNotAndStalenessIsSaidOnce() throws {
        let server = try FakeOSMServer()
        try server.setFeed(#"[{"id": "a", "status": "closed"}]"#)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Mutex(start)
        let stopped = Mutex(false)
        defer { stopped.withLock { $0 = true } }
        let feed = LiveFeed(source: "status")
        let client = StatusFeedClient(url: URL(string: server.feedURL)!, userAgent: "atrium/test", idleTimeout: 10)
        StatusFeedWatcher.start(client: client, schedule: StatusPollSchedule(interval: 1), from: .init(records: [], validators: nil),
                                model: Self.model, feed: feed, now: { clock.withLock { $0 } }, stop: { stopped.withLock { $0 } })
        func polls() -> [FakeOSMServer.Request] { server.requests.filter { $0.path == "/feed" } }
        func advance(to seconds: TimeInterval) { clock.withLock { $0 = start.addingTimeInterval(seconds) } }
        var events: [LiveFeedEvent] = []
        // Nothing is asked before the interval has passed.
        #expect(polls().isEmpty)
        advance(to: 1)
        try waitUntil("the first poll's records", timeout: 60) { events += feed.take(); return records(events).count == 1 }
        #expect(records(events)[0].map(\.id) == ["a"])
        advance(to: 2)
        try waitUntil("the second poll", timeout: 60) { polls().count == 2 }
        #expect(polls()[1].if_none_match != nil && polls()[1].if_modified_since != nil)
        try server.setFeed(#"[{"id": "b", "status": "closed"}]"#, script: [])
        advance(to: 3)
        try waitUntil("the changed feed", timeout: 60) { events += feed.take(); return records(events).count == 2 }
        // The unchanged poll posted nothing: two polls with a body, two posts.
        #expect(records(events)[1].map(\.id) == ["b"])
        try server.setFeed(#"[{"id": "b", "status": "closed"}]"#, script: ["503", "503"])
        advance(to: 4)
        try waitUntil("the refused poll", timeout: 60) { polls().count == 4 }
        advance(to: 70)
        try waitUntil("the stale note", timeout: 60) { events += feed.take(); return !problems(events).isEmpty }
        #expect(problems(events) == ["status feed 127.0.0.1: no answer since \(StatusFeedWatcher.clockTime(start.addingTimeInterval(3))) (HTTP 503); the last status stays"])
        // Backed off: one poll at 70 s, none for each second between.
        #expect(polls().count == 5)
        advance(to: 200)
        try waitUntil("the feed answering again", timeout: 60) { events += feed.take(); return problems(events).count == 2 }
        #expect(problems(events)[1] == "status feed 127.0.0.1 answers again")
        // The same feed as before (its ETag unchanged): a 304, nothing posted.
        #expect(polls().last?.if_none_match != nil)
        #expect(records(events).count == 2)
    }
}
