import Foundation
import Testing
import TestSupport
@testable import VenueSources

/// The fetcher against a real HTTP server on 127.0.0.1 that answers as Nominatim and Overpass
/// do (`FakeOSMServer`, its data made from ../shared at test time).
@Suite(.serialized) struct FetchTests {
    /// A clock whose sleeps pass at once and are recorded: waits are checked, not waited.
    final class ScriptedClock: SourceClock, @unchecked Sendable {
        private let lock = NSLock()
        private var time: TimeInterval = 1000
        private(set) var sleeps: [TimeInterval] = []
        func now() -> TimeInterval { lock.withLock { time } }
        func sleep(_ seconds: TimeInterval, cancellation: Cancellation) throws {
            try cancellation.check()
            lock.withLock {
                sleeps.append(seconds)
                time += seconds
            }
        }
        var slept: TimeInterval { lock.withLock { sleeps.reduce(0, +) } }
    }

    static let caserne = TestPaths.osmSamples.appendingPathComponent("caserne.osm")

    static func cacheFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A server on caserne.osm answering the interpreter as `script` says, and an empty cache folder.
    static func start(_ script: [String]) throws -> (FakeOSMServer, URL) {
        let server = try FakeOSMServer(osm: caserne)
        try server.script(script)
        return (server, try cacheFolder())
    }

    static func settings(_ server: FakeOSMServer, cache: URL) -> SourceSettings {
        var s = SourceSettings(userAgent: "atrium/test (+https://example.org/atrium)", cacheRoot: cache,
                               overpassURL: URL(string: server.overpassURL)!, nominatimURL: URL(string: server.nominatimURL)!)
        s.idleTimeout = 10
        return s
    }

    /// Files in the cache's Overpass folder (answers, sidecars, `.part`s).
    static func cached(_ cache: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("overpass").path))?.sorted() ?? []
    }

    @Test func aNameIsGeocodedThenFetchedOnceWithOurUserAgentAndCached() throws {
        let server = try FakeOSMServer(osm: Self.caserne)
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let place = try PlaceFetcher(settings: Self.settings(server, cache: cache)).fetch(.name("Victoria Station"))
        #expect(place.record.label == "Victoria Station (building)")
        #expect(place.record.osmBase == "2026-11-20T08:15:00Z")
        #expect(place.summary.indoor > 0)
        #expect(Self.cached(cache) == ["way-398056971.json", "way-398056971.meta.json"])
        let requests = server.requests
        #expect(requests.map(\.path).map { $0.components(separatedBy: "?")[0] } == ["/search", "/api/interpreter"])
        #expect(requests.allSatisfy { $0.user_agent == "atrium/test (+https://example.org/atrium)" })
        #expect(requests[0].path.contains("format=jsonv2") && requests[0].path.contains("q=Victoria%20Station"))
        let body = try #require(requests[1].body.removingPercentEncoding).replacingOccurrences(of: "+", with: " ")
        #expect(body.hasPrefix("data=[out:json][timeout:90][maxsize:"))
        #expect(body.contains("way(398056971)->.outline;") && body.contains("(around.outline:100)("))
        // Again: the cache answers, the server hears nothing more.
        let again = try PlaceFetcher(settings: Self.settings(server, cache: cache)).fetch(.name("Victoria Station"))
        #expect(again.file == place.file && server.requests.count == 2)
    }

    @Test func twoGeocodesAreAtLeastASecondApart() throws {
        let server = try FakeOSMServer(osm: Self.caserne)
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        var settings = Self.settings(server, cache: cache)
        settings.offline = false
        var notes: [SourceNote] = []
        let fetcher = PlaceFetcher(settings: settings)
        _ = try fetcher.geocode("Victoria Station", notes: &notes)
        _ = try fetcher.geocode("Somewhere else", notes: &notes)
        let times = server.requests.filter { $0.path.hasPrefix("/search") }.map(\.time)
        #expect(times.count == 2)
        #expect(times[1] - times[0] >= 0.99, "\(times)")
    }

    @Test func http429WaitsWhatTheStatusPageSaysButAtLeast30SecondsThenSucceeds() throws {
        let server = try FakeOSMServer(osm: Self.caserne, statusWait: 12)
        try server.script(["429", "ok"])
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let clock = ScriptedClock()
        let lines = LockedValue<[String]>([])
        let progress = SourceProgress(report: { line in lines.withLock { $0.append(line) } })
        let place = try PlaceFetcher(settings: Self.settings(server, cache: cache), clock: clock, progress: progress)
            .fetch(.point(latitude: 45.1838, longitude: 5.7236))
        #expect(place.summary.indoor > 0)
        #expect(server.requests.map(\.path) == ["/api/interpreter", "/api/status", "/api/interpreter"])
        #expect(clock.slept == 30, "\(clock.sleeps)")
        let said = lines.withLock { $0 }
        #expect(said.contains("waiting for the Overpass server (slot in 30 s; Ctrl-C cancels)"))
        #expect(said.contains("waiting for the Overpass server (slot in 1 s; Ctrl-C cancels)"))
        // When the status page says longer than the floor, that is waited.
        let server2 = try FakeOSMServer(osm: Self.caserne, statusWait: 45)
        try server2.script(["429", "ok"])
        let clock2 = ScriptedClock()
        _ = try PlaceFetcher(settings: Self.settings(server2, cache: cache), clock: clock2).fetch(.way(398056971))
        #expect(clock2.slept == 45)
    }

    @Test func http504BacksOffAndRetriesWithASmallerTimeout() throws {
        let (server, cache) = try Self.start(["504", "ok"])
        defer { try? FileManager.default.removeItem(at: cache) }
        let clock = ScriptedClock()
        _ = try PlaceFetcher(settings: Self.settings(server, cache: cache), clock: clock).fetch(.way(398056971))
        let bodies = server.requests.map { $0.body.removingPercentEncoding ?? "" }
        #expect(bodies.count == 2)
        #expect(bodies[0].contains("[timeout:90]") && bodies[1].contains("[timeout:45]"))
        #expect(clock.slept == 5)
    }

    @Test func aRemarkIsAnErrorAndNothingIsCached() throws {
        let (server, cache) = try Self.start(["remark"])
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(throws: SourceError.remark(#"runtime error: Query timed out in "query" at line 4 after 26 seconds."#)) {
            try PlaceFetcher(settings: Self.settings(server, cache: cache)).fetch(.way(398056971))
        }
        #expect(Self.cached(cache).isEmpty)
    }

    @Test func aTruncatedAnswerIsMalformedAndNothingIsCached() throws {
        let (server, cache) = try Self.start(["truncated"])
        defer { try? FileManager.default.removeItem(at: cache) }
        do {
            _ = try PlaceFetcher(settings: Self.settings(server, cache: cache)).fetch(.way(398056971))
            Issue.record("a truncated answer was accepted")
        } catch let error as SourceError {
            guard case .malformed = error else { Issue.record("\(error)"); return }
            #expect(error.exitStatus == 2)
        }
        #expect(Self.cached(cache).isEmpty)
    }

    @Test func aStalledBodyHitsTheIdleTimeoutAndLeavesNoPart() throws {
        let (server, cache) = try Self.start(["stall"])
        defer { try? FileManager.default.removeItem(at: cache) }
        var settings = Self.settings(server, cache: cache)
        settings.idleTimeout = 1
        let start = Date()
        #expect(throws: SourceError.notCached("osm:way/398056971", why: .networkFailed(.timedOut("127.0.0.1", seconds: 1)))) {
            try PlaceFetcher(settings: settings).fetch(.way(398056971))
        }
        #expect(Date().timeIntervalSince(start) < 8)
        #expect(Self.cached(cache).isEmpty)
    }

    @Test func cancellingMidDownloadStopsAtOnceAndLeavesNoPart() throws {
        let (server, cache) = try Self.start(["slow"])
        defer { try? FileManager.default.removeItem(at: cache) }
        let settings = Self.settings(server, cache: cache)
        let part = PlaceCache(root: cache).partURL("way-398056971")
        // Cancelled once the download has started writing its `.part`.
        let cancellation = Cancellation { FileManager.default.fileExists(atPath: part.path) ? 2 : nil }
        let start = Date()
        #expect(throws: SourceError.cancelled(2)) { try PlaceFetcher(settings: settings, cancellation: cancellation).fetch(.way(398056971)) }
        #expect(Date().timeIntervalSince(start) < 8)
        #expect(Self.cached(cache).isEmpty)
    }

    @Test func theCacheAnswersWhenTheServerIsGoneAndOfflineNeverAsks() throws {
        let server = try FakeOSMServer(osm: Self.caserne)
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        var settings = Self.settings(server, cache: cache)
        _ = try PlaceFetcher(settings: settings).fetch(.name("Victoria Station"))
        server.stop()
        // Fresh: the cache answers, by the same name.
        #expect(try PlaceFetcher(settings: settings).fetch(.name("Victoria Station")).summary.indoor > 0)
        // Stale (15 days later): online it tries, fails, and says it uses the stale copy.
        let later = Date().addingTimeInterval(15 * 86400)
        let stale = try PlaceFetcher(settings: settings, today: { later }).fetch(.name("Victoria Station"))
        #expect(stale.notes.contains { $0.description.contains("cannot be reached") && $0.description.contains("days ago") }, "\(stale.notes)")
        // Offline: stale with a note; nothing cached → the one-line error.
        settings.offline = true
        let offline = try PlaceFetcher(settings: settings, today: { later }).fetch(.name("Victoria Station"))
        #expect(offline.notes.contains { $0.description.contains("older than 14 days; --offline") })
        #expect(throws: SourceError.notCached("osm:way/5", why: .offlineOverpass)) {
            try PlaceFetcher(settings: settings).fetch(.way(5))
        }
        // Never asked: the server is gone, and an unreachable server would say so.
        let unreachable = try FakeOSMServer(osm: Self.caserne)
        unreachable.stop()
        settings.offline = false
        settings.overpassURL = URL(string: unreachable.overpassURL)!
        do {
            _ = try PlaceFetcher(settings: settings).fetch(.way(5))
            Issue.record("fetched from a stopped server")
        } catch let error as SourceError {
            guard case .notCached = error else { Issue.record("\(error)"); return }
            #expect(error.exitStatus == 2)
        }
    }

    @Test func severalCandidatesAreListedAndPickChoosesOne() throws {
        let server = try FakeOSMServer(osm: Self.caserne, places: [
            #"{"osm_type":"way","osm_id":398056971,"lat":"45.18","lon":"5.72","category":"building","type":"yes","name":"Victoria Station","display_name":"Victoria Station, Grenoble"}"#,
            #"{"osm_type":"node","osm_id":9,"lat":"45.18","lon":"5.72","category":"highway","type":"bus_stop","name":"Victoria","display_name":"Victoria, Grenoble"}"#,
            #"{"osm_type":"relation","osm_id":77,"lat":"45.1838","lon":"5.7236","category":"railway","type":"station","name":"Victoria","display_name":"Victoria, London"}"#,
        ])
        let cache = try Self.cacheFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        var settings = Self.settings(server, cache: cache)
        let first = try PlaceFetcher(settings: settings).fetch(.name("Victoria"))
        #expect(first.notes.first?.description == "2 places match \"Victoria\"; opening 1 (--pick N opens another):")
        #expect(first.notes.dropFirst().map { $0.description.trimmingCharacters(in: .whitespaces) }
                == ["1* Victoria Station (building), Grenoble", "2  Victoria (railway station), London"])
        settings.pick = 2
        let second = try PlaceFetcher(settings: settings).fetch(.name("Victoria"))
        #expect(second.record.label == "Victoria (railway station)")
        #expect(server.requests.last?.body.removingPercentEncoding?.contains("relation(77)->.outline;") == true)
        settings.pick = 3
        #expect(throws: SourceError.badPick(3, count: 2)) { try PlaceFetcher(settings: settings).fetch(.name("Victoria")) }
    }

    @Test func anEmptyAnswerSaysThereIsNoIndoorData() throws {
        let (server, cache) = try Self.start(["empty"])
        defer { try? FileManager.default.removeItem(at: cache) }
        let place = try PlaceFetcher(settings: Self.settings(server, cache: cache)).fetch(.name("Victoria Station"))
        #expect(place.emptyMessage?.hasPrefix("Victoria Station (building): no building, station or mall mapped") == true)
    }
}
