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

    @Test func closedStdoutGivesAMessageAndStatus1() async throws {
        let result = try await Command.run(["/bin/sh", "-c", "exec \"$0\" >&-", TestPaths.atriumBinary.path], timeout: 60,
                                           environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 1, "it exits with 1; 128 + n would be a crash by signal n")
        #expect(result.stderr.contains("atrium:"), "stderr: \(result.stderr)")
    }

    /// A terminal that cannot move the cursor (TERM=dumb) gets one clear message and status
    /// 1, and nothing of a map (issue 25).
    @Test func aDumbTerminalGetsAMessageAndStatus1() throws {
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path], columns: 100, rows: 30,
                                         environment: ["TERM": "dumb", "LANG": "C.UTF-8"])
        defer { tmux.cleanup() }
        #expect(try tmux.waitForExit(timeout: 20) == 1)
        let screen = try tmux.capture().joined()
        #expect(screen.contains("cannot move the cursor"), "\(screen)")
        #expect(!ExplorerEndToEndTests.hasBraille([screen]) && !screen.contains("Atrium Galleria"), "no map was drawn")
    }

    @Test func oneByOneTerminalThenBack() throws {
        let tmux = try start()
        defer { tmux.cleanup() }
        try tmux.resize(columns: 1, rows: 1)
        // The program has handled the resize once the 1×1 screen stops changing.
        try tmux.waitForStableScreen()
        #expect(tmux.isAlive)
        try tmux.resize(columns: 100, rows: 30)
        try tmux.waitFor(text: "Atrium Galleria")
        #expect(ExplorerEndToEndTests.hasBraille(try tmux.capture()))
        try tmux.sendKeys(["q"])
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.terminalState() == .restored)
    }

    @Test func hundredResizesInARow() throws {
        let tmux = try start()
        defer { tmux.cleanup() }
        for i in 0..<100 {
            try tmux.resize(columns: 40 + (i * 7) % 120, rows: 12 + (i * 5) % 40)
        }
        try tmux.resize(columns: 100, rows: 30)
        let screen = try (try? tmux.waitForScreen("the 100×30 map after the resizes", timeout: 5) {
            $0.count == 30 && $0.last?.contains("Atrium Galleria") == true && ExplorerEndToEndTests.hasBraille($0)
        }) ?? tmux.capture()
        #expect(tmux.isAlive)
        #expect(screen.last?.contains("Atrium Galleria") == true)
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
        // Keys are handled in order: once the help box that `?` opens shows, the burst
        // before it has been handled. `D` in the burst opens the directory, which takes the
        // letters after it as its filter: Esc stops typing, a second Esc closes the panel.
        try tmux.sendKeys(["Escape", "Escape", "Escape", "?"])
        try tmux.waitFor(text: "zoom in / out", timeout: 30)
        #expect(tmux.isAlive)
        try tmux.sendKeys(["Escape", "Escape", "q"])
        #expect(try tmux.waitForExit(timeout: 30) == 0)
        #expect(try tmux.terminalState() == .restored)
    }
}
