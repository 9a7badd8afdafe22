import Foundation
import Testing
import TestSupport

/// `--status FILE` on the real binary in tmux (issue 38, item 4): a running explorer picks up
/// a changed status file (replaced by a rename, as feed writers do), says it, marks the closed
/// lift and re-plans the route shown round it.
@Suite(.serialized) struct StatusEndToEndTests {
    static let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    @Test func aRunningExplorerPicksUpAChangedStatusFile() throws {
        let venue = try LiftHall.write()
        let folder = URL(fileURLWithPath: venue).deletingLastPathComponent()
        let status = folder.appendingPathComponent("status.json")
        try Data("[]".utf8).write(to: status)
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path, venue, "--status", status.path, "--level", "0",
                                                   "--select", "Office A"],
                                         columns: 120, rows: 40, environment: Self.env)
        defer { tmux.cleanup() }
        _ = try tmux.waitFor(text: "Office A", timeout: 30)
        // A route from Start Room to Office A, step-free: by Elevator East, the nearer lift.
        try tmux.sendKeys(["a", "/"])
        try tmux.sendText("Start Room")
        try tmux.sendKeys(["Enter", "R", "/"])
        try tmux.sendText("Office A")
        try tmux.sendKeys(["Enter", "r"])
        _ = try tmux.waitFor(text: "Take Elevator East", timeout: 30)
        #expect(!(try tmux.capture().joined().contains("✕")))
        let east = LiftHall.latLon(42, 2)
        let now = ISO8601DateFormatter().string(from: Date())
        let until = ISO8601DateFormatter().string(from: Date().addingTimeInterval(3 * 3600))
        let feed = """
        [{"kind": "elevator", "lat": \(east.lat), "lon": \(east.lon), "level": "0", "status": "closed", "reason": "maintenance", "until": "\(until)", "updated": "\(now)"}]
        """
        let next = folder.appendingPathComponent("status.next")
        try Data(feed.utf8).write(to: next)
        #expect(rename(next.path, status.path) == 0)
        _ = try tmux.waitFor(text: "Live status: Elevator East is out of service", timeout: 20)
        _ = try tmux.waitFor(text: "taking Elevator West", timeout: 20)
        #expect(tmux.isAlive)
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }
}
