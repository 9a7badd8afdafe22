import Foundation
import Testing
import TestSupport
@testable import VenueSources

/// `--status URL`: the feed client against a real HTTP server on 127.0.0.1 (conditional
/// requests, 304, 429 with Retry-After, 503), and the polling schedule's politeness.
@Suite(.serialized) struct StatusFeedTests {
    static let first = #"[{"id": "lift-east", "status": "closed", "reason": "maintenance"}]"#
    static let second = #"[{"id": "lift-west", "status": "closed"}]"#

    @Test func aFeedIsFetchedConditionallyAndAnUnchangedOneIsA304() throws {
        let server = try FakeOSMServer()
        try server.setFeed(Self.first)
        let client = StatusFeedClient(url: URL(string: server.feedURL)!, userAgent: "atrium/test (ops@example.org)", idleTimeout: 10)
        guard case .updated(let body, let validators) = try client.fetch(since: nil) else {
            Issue.record("the first fetch brought no body")
            return
        }
        #expect(String(decoding: body, as: UTF8.self) == Self.first)
        #expect(validators.etag != nil && validators.lastModified != nil)
        #expect(try client.fetch(since: validators) == .notModified)
        try server.setFeed(Self.second)
        guard case .updated(let changed, _) = try client.fetch(since: validators) else {
            Issue.record("a changed feed was not fetched again")
            return
        }
        #expect(String(decoding: changed, as: UTF8.self) == Self.second)
        let requests = server.requests.filter { $0.path == "/feed" }
        #expect(requests.count == 3)
        #expect(requests[0].if_none_match == nil && requests[0].if_modified_since == nil)
        #expect(requests[1].if_none_match == validators.etag && requests[1].if_modified_since == validators.lastModified)
        #expect(requests.allSatisfy { $0.user_agent == "atrium/test (ops@example.org)" })
    }

    @Test func refusalsSayTheirStatusAndRetryAfterAndOtherErrorsThrow() throws {
        let server = try FakeOSMServer()
        try server.setFeed(Self.first, script: ["429", "503"])
        let client = StatusFeedClient(url: URL(string: server.feedURL)!, userAgent: "atrium/test", idleTimeout: 10)
        #expect(try client.fetch(since: nil) == .refused(status: 429, retryAfter: 2))
        #expect(try client.fetch(since: nil) == .refused(status: 503, retryAfter: nil))
        if case .updated = try client.fetch(since: nil) {} else { Issue.record("the feed did not answer after its refusals") }
        let missing = StatusFeedClient(url: URL(string: server.base.absoluteString + "/nothing")!, userAgent: "atrium/test", idleTimeout: 10)
        #expect(throws: SourceError.http(404, .host("127.0.0.1"))) { try missing.fetch(since: nil) }
        server.stop()
        #expect {
            try client.fetch(since: nil)
        } throws: { error in
            if case SourceError.network = error { return true }
            return false
        }
    }

    @Test func theSchedulePollsEveryIntervalAndBacksOffAfterFailures() {
        var schedule = StatusPollSchedule(interval: 60, maximumBackoff: 600)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(schedule.answered(at: start) == 60)
        #expect(schedule.failed() == 120)
        #expect(schedule.failed() == 240)
        #expect(schedule.failed() == 480)
        #expect(schedule.failed() == 600)
        #expect(schedule.failed(retryAfter: 3600) == 3600)
        // Stale once three intervals pass without an answer; fresh again after one.
        #expect(!schedule.isStale(at: start.addingTimeInterval(179), since: start))
        #expect(schedule.isStale(at: start.addingTimeInterval(181), since: start))
        #expect(schedule.answered(at: start.addingTimeInterval(200)) == 60)
        #expect(schedule.failures == 0 && !schedule.isStale(at: start.addingTimeInterval(250), since: start))
        // A short interval is stale after a minute, not after three polls.
        let quick = StatusPollSchedule(interval: 1)
        #expect(quick.staleAfter == 60)
    }

    @Test func retryAfterIsReadAsSecondsOrAnHTTPDate() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(StatusFeedClient.seconds("120", now: now) == 120)
        let date = DateFormatter()
        date.locale = Locale(identifier: "en_US_POSIX")
        date.timeZone = TimeZone(identifier: "GMT")
        date.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        #expect(StatusFeedClient.seconds(date.string(from: now.addingTimeInterval(90)), now: now) == 90)
        #expect(StatusFeedClient.seconds("soon", now: now) == nil)
    }

    @Test func theUserAgentCarriesAContactOnlyWhenOneIsGiven() {
        #expect(SourceSettings.userAgent(version: "1.2.3", contact: nil) == "atrium/1.2.3")
        #expect(SourceSettings.userAgent(version: "1.2.3", contact: "  ") == "atrium/1.2.3")
        #expect(SourceSettings.userAgent(version: "1.2.3", contact: "ops@example.org") == "atrium/1.2.3 (ops@example.org)")
        #expect(SourceSettings.userAgent(version: "1.2.3", contact: "a)\nb") == "atrium/1.2.3 (ab)")
    }
}
