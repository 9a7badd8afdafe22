import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

/// Step-by-step guidance on the real binary in tmux (issue 24): a walk along the route replayed
/// by `gpsfake` into a real gpsd advances the step shown and counts down its meters, and the
/// same walk shifted 25 m off the route makes the explorer re-plan ("rerouting").
@Suite(.serialized) struct GuidanceEndToEndTests {
    typealias Live = LivePositionEndToEndTests

    /// The card's "Step K of N", as K.
    static func step(_ screen: [String]) -> Int? {
        for line in screen {
            guard let r = line.range(of: #"Step \d+ of \d+"#, options: .regularExpression) else { continue }
            return Int(line[r].split(separator: " ")[1])
        }
        return nil
    }

    @Test func aWalkThroughGpsdAdvancesTheStepAndLeavingTheRouteReroutes() async throws {
        let dir = try Live.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The walk along the route, then the same walk 25 m to the north: off the route.
        let onRoute = try String(contentsOf: try await Live.walkLog(in: dir), encoding: .utf8)
        let script = TestPaths.packageRoot.appendingPathComponent("scripts/nmea_walk.py").path
        let off = try await Command.run(["python3", script, dir.appendingPathComponent("route.json").path, "--ordinal", "0",
                                         "--interval", "0.5", "--offset-north", "25", "--start", "2026-01-01T12:10:00"], timeout: 30)
        #expect(off.status == 0, "\(off.stderr)")
        let log = dir.appendingPathComponent("walk-and-leave.nmea")
        try (onRoute + off.stdout).write(to: log, atomically: true, encoding: .utf8)
        let port = Live.freePort()
        // 0.2 s per sentence, two per fix: the walk along the route takes about 20 s.
        let gpsfake = try TestProcess.spawn(["setsid", "gpsfake", "-1", "-q", "-c", "0.2", "-P", String(port), log.path],
                                            environment: ProcessInfo.processInfo.environment, stdin: "/dev/null",
                                            stdout: dir.appendingPathComponent("gpsfake.out").path,
                                            stderr: dir.appendingPathComponent("gpsfake.err").path)
        defer {
            kill(-gpsfake, SIGKILL)
            _ = TestProcess.wait(gpsfake)
        }
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, TestPaths.sampleVenue.path,
                                                   "--position", "gpsd://127.0.0.1:\(port)"],
                                         columns: Live.columns, rows: Live.rows, environment: Live.env)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        // The route the walk follows: from the Information Desk (R) to Café Lumière (r).
        for (query, key) in [(Live.walkFrom, "R"), (Live.walkTo, "r")] {
            try ExplorerEndToEndTests.open(query, showing: query, in: tmux)
            try tmux.sendKeys([key])
        }
        try tmux.waitFor(text: "Route: \(Live.walkFrom)", timeout: 20)
        try tmux.sendKeys(["g"])
        let first = try tmux.waitForScreen("guidance on", timeout: 10) { Self.step($0) != nil }
        let start = try #require(Self.step(first))
        // Walking along: a later step, its meters counting down on the card.
        let later = try tmux.waitForScreen("the step advancing", timeout: 40) { screen in
            (Self.step(screen) ?? 0) > start && screen.contains { $0.contains("m left on this step") }
        }
        #expect(later.contains { $0.contains("m to go") })
        // Then 25 m off the route: the explorer plans again from the position.
        try tmux.waitFor(text: "rerouting", timeout: 60)
        #expect(tmux.isAlive)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }
}
