import Foundation
import Testing
import TestSupport

/// Terminal faults: closed stdout, a 1×1 terminal, rapid resizes, a burst of keys.
/// No crash, the terminal restored, a meaningful exit status.
@Suite(.serialized) struct TerminalFaultTests {
    func start(columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path], columns: columns, rows: rows,
                                         environment: ExplorerEndToEndTests.env)
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        return tmux
    }

    @Test func closedStdoutGivesAMessageAndStatus1() throws {
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-closed-\(UUID().uuidString)")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", "exec \"$0\" >&- 2>\"$1\"", TestPaths.atriumBinary.path, errURL.path]
        p.environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        try p.run()
        p.waitUntilExit()
        let message = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errURL)
        #expect(p.terminationReason == .exit, "it exits, it does not crash")
        #expect(p.terminationStatus == 1)
        #expect(message.contains("atrium:"), "stderr: \(message)")
    }

    @Test func oneByOneTerminalThenBack() throws {
        let tmux = try start()
        defer { tmux.cleanup() }
        try tmux.resize(columns: 1, rows: 1)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(tmux.isAlive)
        try tmux.resize(columns: 100, rows: 30)
        try tmux.waitFor(text: "Atrium Galleria")
        #expect(ExplorerEndToEndTests.hasBraille(try tmux.capture()))
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.terminalState() == .restored)
    }

    @Test func hundredResizesInASecond() throws {
        let tmux = try start()
        defer { tmux.cleanup() }
        let clock = ContinuousClock()
        let started = clock.now
        for i in 0..<100 {
            try tmux.resize(columns: 40 + (i * 7) % 120, rows: 12 + (i * 5) % 40)
        }
        let elapsed = clock.now - started
        try tmux.resize(columns: 100, rows: 30)
        var screen: [String] = []
        for _ in 0..<100 {
            screen = try tmux.capture()
            if screen.count == 30, screen.last?.contains("Atrium Galleria") == true, ExplorerEndToEndTests.hasBraille(screen) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(tmux.isAlive)
        #expect(screen.last?.contains("Atrium Galleria") == true)
        #expect(elapsed < .seconds(10))
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func burstOfTenThousandKeys() throws {
        let tmux = try start()
        defer { tmux.cleanup() }
        let keys = "hjkl+-<>[]nuUdD0mTt"
        var burst = ""
        var state: UInt64 = 42
        for _ in 0..<10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            burst.append(keys[keys.index(keys.startIndex, offsetBy: Int(state >> 33) % keys.count)])
        }
        // In chunks, so the tmux command line stays reasonable.
        var rest = Substring(burst)
        while !rest.isEmpty {
            try tmux.sendKeys(["-l", "--", String(rest.prefix(1000))])
            rest = rest.dropFirst(1000)
        }
        Thread.sleep(forTimeInterval: 1)
        #expect(tmux.isAlive)
        try tmux.sendKeys(["Escape", "Escape", "q"])
        #expect(try tmux.waitForExit(timeout: 30) == 0)
        #expect(try tmux.terminalState() == .restored)
    }
}
