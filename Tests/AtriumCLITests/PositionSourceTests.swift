import Foundation
@testable import AtriumCLI
import AtriumApp
import MapCore
import Testing
import TestSupport

/// `--position SOURCE`: how the text names gpsd, a file or standard input, what a bad one
/// says, and the readers' I/O on a real pipe and a real loopback socket.
@Suite struct PositionSourceTests {
    @Test func gpsdAndItsAddresses() throws {
        #expect(try PositionSource(parsing: "gpsd") == .gpsd(host: "127.0.0.1", port: 2947))
        #expect(try PositionSource(parsing: "gpsd://127.0.0.1:40123") == .gpsd(host: "127.0.0.1", port: 40123))
        #expect(try PositionSource(parsing: "gpsd://gps.local") == .gpsd(host: "gps.local", port: 2947))
        #expect(try PositionSource(parsing: "gpsd://[::1]:2948") == .gpsd(host: "::1", port: 2948))
        #expect(try PositionSource(parsing: "-") == .standardInput)
        #expect(PositionSource.gpsd(host: "::1", port: 2948).description == "gpsd [::1]:2948")
    }

    @Test(arguments: ["gpsd://host:0", "gpsd://host:70000", "gpsd://host:x", "", "/no/such/file.jsonl", "/tmp"])
    func badSourcesSaySo(_ text: String) {
        #expect(throws: PositionSourceError.self) { try PositionSource(parsing: text) }
    }

    @Test func anExistingFileIsAFeed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-feed-\(UUID().uuidString).jsonl").path
        FileManager.default.createFile(atPath: path, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: path) }
        let source = try PositionSource(parsing: path)
        #expect(source == .file(path))
        #expect(source.description.hasSuffix(".jsonl"))
    }

    /// Lines written to a pipe in pieces arrive whole, in order, bad ones as problems.
    @Test func linesFromAPipeArriveAsTheyComeIn() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let feed = LiveFeed(source: "pipe")
        let readEnd = fds[0]
        let reader = Thread { PositionReader.readLines(readEnd, feed: feed, parse: LiveFeedParser.feedLine); close(readEnd) }
        reader.start()
        for chunk in [#"{"lat":47.1,"lo"#, #"n":8.2,"ordinal":1}"# + "\nnot json\n", #"{"lat":47.2,"lon":8.3}"# + "\n"] {
            let bytes = Array(chunk.utf8)
            #expect(write(fds[1], bytes, bytes.count) == bytes.count)
        }
        close(fds[1])
        var events: [LiveFeedEvent] = []
        try waitUntil("three events", timeout: 10) {
            events += feed.take()
            return events.count >= 3
        }
        #expect(events[0] == .fix(LiveFix(latitude: 47.1, longitude: 8.2, ordinal: 1)))
        if case .problem = events[1] {} else { Issue.record("\(events[1]) is not a problem") }
        #expect(events[2] == .fix(LiveFix(latitude: 47.2, longitude: 8.3)))
    }
}
