import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// `--position` on the real binary in tmux (issue 24): a walk along a route on the sample,
/// generated from the route's own coordinates (scripts/nmea_walk.py), replayed by `gpsfake`
/// into a real gpsd on a loopback port; and JSON lines through a FIFO.
@Suite(.serialized) struct LivePositionEndToEndTests {
    static let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
    static let columns = 100, rows = 30

    /// Where "◉" is on the map (rows 1 to `rows - 3`, between the level bar, which marks the
    /// floor you are on with it too, and the footer), as (column, row).
    static func marker(_ screen: [String]) -> (column: Int, row: Int)? {
        for (row, line) in screen.enumerated() where row >= 1 && row < rows - 2 {
            let chars = Array(line)
            if let column = chars.firstIndex(of: "◉") { return (column, row) }
        }
        return nil
    }

    /// Whether the marker is within a cell or two of the map's centre (its rows are the
    /// screen's but the level bar's, the footer's and the status line's).
    static func isCentred(_ screen: [String]) -> Bool {
        guard let m = marker(screen) else { return false }
        return abs(m.column - columns / 2) <= 2 && abs(m.row - (1 + (rows - 3) / 2)) <= 1
    }

    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-live-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A TCP port on 127.0.0.1 that was free a moment ago.
    static func freePort() -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr("127.0.0.1")
        var size = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }
        _ = withUnsafeMutablePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) } }
        return Int(UInt16(bigEndian: local.sin_port))
    }

    /// The NMEA log of a walk along the ground floor leg of a route on the sample.
    static func walkLog(in dir: URL) async throws -> URL {
        let route = try await Command.run([TestPaths.atriumBinary.path, "route", TestPaths.sampleVenue.path,
                                           "--from", walkFrom, "--to", walkTo, "--json"], timeout: 60)
        #expect(route.status == 0, "\(route.stderr)")
        let routeFile = dir.appendingPathComponent("route.json")
        try route.stdout.write(to: routeFile, atomically: true, encoding: .utf8)
        let script = TestPaths.packageRoot.appendingPathComponent("scripts/nmea_walk.py").path
        let nmea = try await Command.run(["python3", script, routeFile.path, "--ordinal", "0", "--interval", "0.3"], timeout: 30)
        #expect(nmea.status == 0, "\(nmea.stderr)")
        #expect(nmea.stdout.components(separatedBy: "$GPRMC").count > 20, "a walk of more than 20 fixes")
        let log = dir.appendingPathComponent("walk.nmea")
        try nmea.stdout.write(to: log, atomically: true, encoding: .utf8)
        return log
    }

    /// The walk: along the ground floor's corridor.
    static let walkFrom = "Information Desk"
    static let walkTo = "Café Lumière"

    @Test func aWalkReplayedThroughGpsdMovesTheMarkerAndFollowKeepsItCentred() async throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let log = try await Self.walkLog(in: dir)
        let port = Self.freePort()
        // gpsfake starts a gpsd of its own on the loopback port and replays the walk once
        // (-1), 0.1 s per sentence, two sentences per fix. In a session of its own (setsid),
        // so that gpsfake and its gpsd go together: gpsfake does not always heed SIGTERM.
        let gpsfake = try TestProcess.spawn(["setsid", "gpsfake", "-1", "-q", "-c", "0.1", "-P", String(port), log.path],
                                            environment: ProcessInfo.processInfo.environment, stdin: "/dev/null",
                                            stdout: dir.appendingPathComponent("gpsfake.out").path,
                                            stderr: dir.appendingPathComponent("gpsfake.err").path)
        var running = true
        func stopGpsfake() {
            guard running else { return }
            running = false
            kill(-gpsfake, SIGKILL)
            _ = TestProcess.wait(gpsfake)
        }
        defer { stopGpsfake() }
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, TestPaths.sampleVenue.path,
                                                   "--position", "gpsd://127.0.0.1:\(port)"],
                                         columns: Self.columns, rows: Self.rows, environment: Self.env)
        defer { tmux.cleanup() }
        // Follow (the default): the marker stays in the middle while the map moves under it.
        let first = try tmux.waitForScreen("the marker centred", timeout: 30) { Self.isCentred($0) }
        let moved = try tmux.waitForScreen("the map moving under the centred marker", timeout: 10) {
            Self.isCentred($0) && Array($0.prefix(Self.rows - 2)) != Array(first.prefix(Self.rows - 2))
        }
        #expect(moved.last?.contains("follow") == true)
        // Follow with heading (w): the map turns so that the walk (west, then north) points up.
        try tmux.sendKeys(["w"])
        let turned = try tmux.waitForScreen("the map turned to the walk", timeout: 10) { screen in
            guard let status = screen.last, status.contains("follow + heading") else { return false }
            // (the camera's heading shows once the mode's note has gone)
            return status.contains("hdg ") && !status.contains("hdg 0°") && Self.isCentred(screen)
        }
        #expect(turned.last?.contains("hdg 2") == true || turned.last?.contains("hdg 3") == true, "a heading between west and north")
        // Free (w again, then n for north up): the camera stays and the marker walks along the corridor: the walk
        // goes west, then north, so it never moves right or down on a north-up map.
        try tmux.sendKeys(["w", "n"])
        let free = try tmux.waitForScreen("free mode", timeout: 5) { $0.last?.contains("free") == true && $0.last?.contains("hdg 0°") == true }
        let start = try #require(Self.marker(free))
        var seen: [(column: Int, row: Int)] = []
        let walked = try tmux.waitForScreen("the marker walking", timeout: 10) { screen in
            guard let m = Self.marker(screen) else { return false }
            seen.append(m)
            return abs(m.column - start.column) + abs(m.row - start.row) >= 4
        }
        // (The "free" note fades on a slow machine; the status line names a follow mode only while one is on.)
        #expect(walked.last.map { !$0.contains("follow") } == true, "fixes no longer move the camera")
        #expect(seen.allSatisfy { $0.column <= start.column + 1 && $0.row <= start.row + 1 }, "west and north only: \(start) then \(seen)")
        // gpsd vanishes: the explorer says so, keeps the last position, greys it with its
        // age and keeps running (trying to reconnect).
        stopGpsfake()
        try tmux.waitFor(text: "connection lost", timeout: 10)
        let stale = try tmux.waitFor(text: "last fix", timeout: 20)
        #expect(Self.marker(stale) != nil, "the last good position stays")
        #expect(tmux.isAlive)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func jsonLinesThroughAFIFOChangeFloorAndBadLinesGiveNotes() async throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("positions")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, TestPaths.sampleVenue.path, "--position", fifo.path],
                                         columns: Self.columns, rows: Self.rows, environment: Self.env)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        // Open for writing once the explorer has opened it for reading (never blocks the test).
        let fd = try waitUntil("the explorer reading the FIFO", timeout: 20) { () -> Int32? in
            let fd = open(fifo.path, O_WRONLY | O_NONBLOCK)
            return fd >= 0 ? fd : nil
        }
        defer { close(fd) }
        func send(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            #expect(write(fd, bytes, bytes.count) == bytes.count)
        }
        let (lat, lon) = try await Self.deskCoordinates()
        send(#"{"lat":\#(lat),"lon":\#(lon),"level":"G","accuracy":3,"heading":90}"#)
        var screen = try tmux.waitForScreen("the marker on G", timeout: 10) { Self.isCentred($0) }
        #expect(try ExplorerEndToEndTests.currentLevel(tmux) == "G")
        send(#"{"lat":\#(lat),"lon":\#(lon),"level":"1"}"#)
        screen = try tmux.waitForScreen("the floor following the feed", timeout: 10) { _ in (try? ExplorerEndToEndTests.currentLevel(tmux)) == "1" }
        #expect(Self.isCentred(screen))
        send("this is not json")
        try tmux.waitFor(text: "malformed line", timeout: 10)
        send(#"{"lat":\#(lat),"lon":\#(lon),"level":"L9"}"#)
        try tmux.waitFor(text: "unknown level", timeout: 10)
        send(#"{"lat":\#(lat + 0.05),"lon":\#(lon),"level":"1"}"#)
        screen = try tmux.waitFor(text: "far outside", timeout: 10)
        #expect(Self.isCentred(screen), "the last good position stays")
        #expect(try ExplorerEndToEndTests.currentLevel(tmux) == "1")
        #expect(tmux.isAlive)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    /// The Information Desk's latitude and longitude: where `route --json` from it starts.
    static func deskCoordinates() async throws -> (Double, Double) {
        let route = try await Command.run([TestPaths.atriumBinary.path, "route", TestPaths.sampleVenue.path,
                                           "--from", walkFrom, "--to", walkTo, "--json"], timeout: 60)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(route.stdout.utf8)) as? [String: Any])
        let legs = try #require(json["legs"] as? [[String: Any]])
        let first = try #require((legs.first?["coordinates"] as? [[Double]])?.first)
        return (first[1], first[0])
    }
}
