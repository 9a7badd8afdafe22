import Foundation
import Testing
import TestSupport

/// Exercises the tmux harness itself with plain shell commands, so that the
/// end-to-end tests of `atrium` can trust it.
@Suite struct TmuxHarnessTests {
    @Test func capturesResizesAndReportsTheExitStatus() throws {
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", "printf hello; sleep 5"], columns: 40, rows: 10)
        try tmux.waitFor(text: "hello")
        let screen = try tmux.capture()
        #expect(screen.first == "hello")
        #expect(screen.count == 10)
        #expect(tmux.isAlive)

        try tmux.resize(columns: 60, rows: 15)
        #expect(try tmux.paneSize() == (60, 15))
        #expect(try tmux.capture().count == 15)

        try tmux.sendKeys(["C-c"])
        #expect(try tmux.waitForExit() == 130)
        #expect(!tmux.isAlive)
        #expect(try tmux.capture().first?.hasPrefix("hello") == true)   // the screen outlives the program
    }

    /// A stopped process keeps a signal sent to it pending: a SIGWINCH sent while the explorer
    /// slept in `poll` looks the same until it runs, and the idle check must not call it idle.
    @Test func aPendingSignalIsSeenUntilItIsDelivered() throws {
        // Spawned with no signal blocked (a child of the test runner would inherit its mask).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = ["sleep", "30"].map { (word: String) in word.withCString { strdup($0) } } + [nil]
        defer { arguments.forEach { free($0) } }
        try #require(posix_spawn(&pid, "/bin/sleep", nil, &attributes, arguments, environ) == 0 && pid > 0)
        var status: Int32 = 0
        defer { if pid > 0 { kill(pid, SIGKILL); waitpid(pid, &status, 0) } }
        kill(pid, SIGSTOP)
        try waitUntil("sleep stopped") {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return stat.split(separator: ")").last?.split(separator: " ").first == "T"
        }
        #expect(!TmuxSession.hasSignalWaiting(pid: pid))
        #expect(TmuxSession.signalMasks(pid: pid)?.blocked == 0)
        kill(pid, SIGUSR1)
        try waitUntil("SIGUSR1 pending") { TmuxSession.hasSignalWaiting(pid: pid) }
        kill(pid, SIGCONT)
        #expect(waitpid(pid, &status, 0) == pid)
        pid = 0
        #expect(status & 0x7f == SIGUSR1, "killed by the signal that was pending")
    }

    @Test func exitStatusOfAnImmediateExit() throws {
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", "exit 3"])
        #expect(try tmux.waitForExit() == 3)
    }

    @Test func keysTextAndRawBytesReachTheProgram() throws {
        let script = #"read a; echo "got:$a"; read b; echo "hex:$b"; sleep 5"#
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", script])
        try tmux.sendText("hi there")
        try tmux.sendKeys(["Enter"])
        try tmux.waitFor(text: "got:hi there")
        try tmux.sendHex([0x41, 0x42, 0x0d])
        try tmux.waitFor(text: "hex:AB")
    }

    @Test func environmentAndSizeReachTheProgram() throws {
        let script = #"echo "$ATRIUM_PROBE $TERM $(stty size)"; sleep 5"#
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", script], columns: 70, rows: 20,
                                         environment: ["ATRIUM_PROBE": "probe", "TERM": "xterm-256color"])
        try tmux.waitFor(text: "probe xterm-256color 20 70")
    }

    @Test func capturedEscapesKeepColours() throws {
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", #"printf '\033[31mred\033[0m plain'; sleep 5"#])
        try tmux.waitFor(text: "red plain")
        let styled = try tmux.captureWithEscapes().joined(separator: "\n")
        #expect(styled.contains("\u{1b}[31mred"))
    }

    @Test func terminalStateLeftBehindIsVisible() throws {
        let untidy = try TmuxSession.start(command: ["/bin/sh", "-c", #"printf '\033[?1049h\033[?25l\033[?1002h'"#])
        #expect(try untidy.waitForExit() == 0)
        #expect(try untidy.terminalState()
                == .init(alternateScreen: true, cursorVisible: false, mouseReporting: true))

        let tidy = try TmuxSession.start(command: ["/bin/sh", "-c",
            #"printf '\033[?1049h\033[?25l\033[?1002h'; printf '\033[?1002l\033[?25h\033[?1049l'"#])
        #expect(try tidy.waitForExit() == 0)
        #expect(try tidy.terminalState() == .restored)
    }

    @Test func waitingForMissingTextTimesOutWithTheScreen() throws {
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", "printf nothing-here; sleep 5"])
        try tmux.waitFor(text: "nothing-here")
        #expect {
            try tmux.waitFor(text: "never shown", timeout: 0.2)
        } throws: { error in
            guard case TmuxSession.Failure.timedOut(_, let screen) = error else { return false }
            return screen.first == "nothing-here"
        }
    }

    @Test func cleanupStopsTheServerAndTheProgram() throws {
        let tmux = try TmuxSession.start(command: ["/bin/sh", "-c", "sleep 30"])
        let pid = tmux.panePID
        #expect(kill(pid, 0) == 0)
        tmux.cleanup()
        #expect(throws: (any Error).self) { try tmux.capture() }
        #expect(access(tmux.socketPath, F_OK) != 0)
        // The pane's process group is gone (or at worst a zombie awaiting its reaper).
        let gone = try? waitUntil("process \(pid) to end", timeout: 5) {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ")[2]
            return state == nil || state == "Z"
        }
        #expect(gone != nil)
    }
}
