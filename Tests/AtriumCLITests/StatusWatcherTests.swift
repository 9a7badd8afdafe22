import Foundation
import Synchronization
@testable import AtriumCLI
import AtriumApp
import MapCore
import VenueFormats
import Testing
import TestSupport

/// `--status FILE` while the explorer runs: the watcher posts the records at start, again when
/// the file changes (replaced by a rename), and again when a time they name passes (clock injected).
@Suite struct StatusWatcherTests {
    static let model = MapModel(graph: try! OSMLoader.load(bytes: Array(LiftHall.osm().utf8), sourcePath: "lift-hall.osm").graph)

    func records(_ events: [LiveFeedEvent]) -> [[StatusRecord]] {
        events.compactMap { if case .statusFeed(let r, _) = $0 { return r }; return nil }
    }

    @Test func aChangedFileAndAPassingUntilArePickedUp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-status-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("status.json").path
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = Mutex(start)
        let stopped = Mutex(false)
        defer { stopped.withLock { $0 = true } }
        try Data(#"[{"id": "a", "status": "closed", "until": "2027-01-15T08:10:00Z"}]"#.utf8).write(to: URL(fileURLWithPath: path))
        let feed = LiveFeed(source: "status")
        StatusWatcher.start(path: path, model: Self.model, feed: feed, now: { clock.withLock { $0 } }, stop: { stopped.withLock { $0 } })
        var events: [LiveFeedEvent] = []
        try waitUntil("the first read") { events += feed.take(); return records(events).count == 1 }
        #expect(records(events)[0].map(\.id) == ["a"])
        // Replaced by a rename, as writers do atomically.
        let next = folder.appendingPathComponent("next.json").path
        try Data(#"[{"id": "b", "status": "closed"}, {"id": "c", "status": "limited"}]"#.utf8).write(to: URL(fileURLWithPath: next))
        #expect(rename(next, path) == 0)
        try waitUntil("the changed file") { events += feed.take(); return records(events).count == 2 }
        #expect(records(events)[1].map(\.id) == ["b", "c"])
        // A record with an `until`: posted again when the clock passes it.
        let until = start.addingTimeInterval(600)
        let feedText = "[{\"id\": \"d\", \"status\": \"closed\", \"until\": \"\(ISO8601DateFormatter().string(from: until))\"}]"
        try Data(feedText.utf8).write(to: URL(fileURLWithPath: next))
        #expect(rename(next, path) == 0)
        try waitUntil("the third file") { events += feed.take(); return records(events).count == 3 }
        clock.withLock { $0 = until.addingTimeInterval(1) }
        try waitUntil("the passing until") { events += feed.take(); return records(events).count == 4 }
    }
}
