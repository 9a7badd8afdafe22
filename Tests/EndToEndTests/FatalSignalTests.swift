import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A crash of the explorer itself (issue 22): whatever the signal, the terminal is given back
/// (alternate screen off, cursor shown, mouse reporting off), the user sees one line naming
/// where the details went, the exit status is 128 + the signal, and nothing of Swift's
/// backtracer (its report, its "Press space to interact") reaches the screen.
@Suite(.serialized) struct FatalSignalTests {
    @Test(arguments: [SIGSEGV, SIGABRT, SIGILL])
    func aFatalSignalRestoresTheTerminalAndSaysOneLine(_ signal: Int32) throws {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-crash-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: reports) }
        var environment = ExplorerEndToEndTests.env
        environment["XDG_STATE_HOME"] = reports.path
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path], columns: 100, rows: 30, environment: environment)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        #expect(try tmux.terminalState() != .restored, "the explorer holds the screen")
        let pid = try #require(ExplorerEndToEndTests.childPID(of: tmux.panePID))
        #expect(kill(pid, signal) == 0)
        #expect(try tmux.waitForExit(timeout: 30) == 128 + signal)
        #expect(try tmux.terminalState() == .restored)
        let screen = try tmux.capture().joined(separator: "\n")
        let folder = reports.appendingPathComponent("atrium").path
        #expect(screen.contains("atrium: internal error (signal \(signal)); details in \(folder)"), "\(screen)")
        for word in ["Backtrac", "Swift runtime", "Press space", "registers", "Thread 0", ".swift:"] {
            #expect(!screen.contains(word), "\(word) reached the screen")
        }
        let written = try waitUntil("the crash report", timeout: 20) {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.isEmpty ? nil : files
        }
        #expect(written.count == 1)
    }

    /// A backtrace setting of the user's own is left alone: the runtime reports where it says.
    @Test func theUsersBacktraceSettingWins() throws {
        var environment = ExplorerEndToEndTests.env
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let tmux = try TmuxSession.start(command: [TestPaths.atriumBinary.path], columns: 100, rows: 30, environment: environment)
        defer { tmux.cleanup() }
        try tmux.waitFor(text: "Atrium Galleria", timeout: 20)
        let pid = try #require(ExplorerEndToEndTests.childPID(of: tmux.panePID))
        #expect(kill(pid, SIGSEGV) == 0)
        #expect(try tmux.waitForExit(timeout: 30) == 128 + SIGSEGV)
        #expect(try tmux.terminalState() == .restored)
        #expect(try tmux.capture().joined().contains("details as SWIFT_BACKTRACE=enable=no says"))
    }
}
