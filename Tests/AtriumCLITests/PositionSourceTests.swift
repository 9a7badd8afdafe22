import Foundation
import Synchronization
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

    /// `serve --position` takes gpsd only: each session is one more gpsd client, while a file
    /// or FIFO could feed one explorer only.
    @Test func serveTakesGpsdOnly() throws {
        let serve = try #require(try Atrium.parseAsRoot(["serve", "--public", "--position", "gpsd://127.0.0.1:2948"]) as? ServeCommand)
        #expect(serve.position == "gpsd://127.0.0.1:2948")
        #expect(throws: (any Error).self) { try Atrium.parseAsRoot(["serve", "--public", "--position", "/tmp"]) }
        #expect(throws: (any Error).self) { try Atrium.parseAsRoot(["serve", "--public", "--position", "-"]) }
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

/// The gpsd reader against a stand-in server on a loopback port: it asks for JSON reports,
/// reads a TPV, says once that the connection was lost, and comes back when gpsd does.
@Suite struct GPSDReaderTests {
    /// A listening socket on 127.0.0.1 and its port.
    static func listener() throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }
        #expect(bound == 0 && listen(fd, 4) == 0)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) } }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Accepts one client, reads its first line, sends `lines`, and hangs up.
    static func serve(_ listening: Int32, _ lines: [String]) -> String {
        let client = accept(listening, nil, nil)
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = read(client, &buffer, buffer.count)
        for line in lines {
            let bytes = Array((line + "\n").utf8)
            _ = write(client, bytes, bytes.count)
        }
        return String(decoding: buffer[0..<max(0, n)], as: UTF8.self)
    }

    @Test func readsReportsAndReconnectsAfterADrop() throws {
        let (listening, port) = try Self.listener()
        defer { close(listening) }
        let feed = LiveFeed(source: "gpsd")
        let stopped = Mutex(false)
        let reader = Thread { PositionReader.readGPSD(host: "127.0.0.1", port: port, feed: feed, stop: { stopped.withLock { $0 } }) }
        reader.start()
        defer { stopped.withLock { $0 = true } }
        let tpv = #"{"class":"TPV","mode":3,"lat":47.5,"lon":8.5,"track":90,"eph":4}"#
        let watch = Self.serve(listening, [#"{"class":"VERSION","release":"3.22"}"#, tpv])
        #expect(watch == LiveFeedParser.gpsdWatch)
        var events: [LiveFeedEvent] = []
        try waitUntil("a fix and the drop", timeout: 10) {
            events += feed.take()
            return events.count >= 2
        }
        #expect(events[0] == .fix(LiveFix(latitude: 47.5, longitude: 8.5, accuracy: 4, heading: 90)))
        #expect(events[1] == .problem("gpsd connection lost; reconnecting to 127.0.0.1:\(port)"))
        // gpsd comes back: the reader connects again (after its first wait) and says so once.
        _ = Self.serve(listening, [tpv])
        try waitUntil("the reconnection", timeout: 10) {
            events += feed.take()
            return events.count >= 4
        }
        #expect(events[2] == .status("gpsd connected again (127.0.0.1:\(port))"))
        #expect(events[3] == events[0])
    }
}
