import PTY
import Foundation
import Testing

@testable import AtriumServe

/// The small pieces a session is made of.
@Suite struct SessionPartsTests {
    @Test func environmentIsMinimalAndSanitised() {
        var environment = ChildEnvironment()
        #expect(environment.entries == [
            "TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/nonexistent",
            "ATRIUM_SERVED=1", "ATRIUM_UI_LANG=en",
        ])
        environment.offerTerm("screen.xterm-256color")
        #expect(environment.term == "screen.xterm-256color")
        for bad in ["", "../../etc/evil", "x y", "a;b", String(repeating: "x", count: 65)] {
            environment.offerTerm(bad)
            #expect(environment.term == "screen.xterm-256color")
        }
        environment.isPublic = true
        #expect(environment.entries.contains("ATRIUM_PUBLIC=1"))
        environment.screenReader = true
        #expect(environment.entries.last == "ATRIUM_SCREEN_READER=1")
    }

    @Test func onlyInstalledUTF8LocalesAreTaken() {
        #expect(ChildEnvironment.isUsableUTF8Locale("C.UTF-8"))
        #expect(ChildEnvironment.isUsableUTF8Locale("C.utf8"))
        #expect(!ChildEnvironment.isUsableUTF8Locale("C"))
        #expect(!ChildEnvironment.isUsableUTF8Locale("xx_YY.UTF-8"))  // not installed anywhere
        #expect(!ChildEnvironment.isUsableUTF8Locale("en_US.ISO-8859-1"))
        #expect(!ChildEnvironment.isUsableUTF8Locale("/tmp/x.UTF-8"))
        var environment = ChildEnvironment()
        environment.offerLang("C")
        #expect(environment.lang == "C.UTF-8")
    }

    @Test func terminalSizesAreClamped() {
        #expect(TerminalSize.forSession(rows: 0, columns: 0) == TerminalSize(rows: 24, columns: 80))
        #expect(TerminalSize.forSession(rows: 50_000, columns: 7).rows == 150)
        #expect(TerminalSize.forSession(rows: 50_000, columns: 7).columns == 7)
        #expect(TerminalSize.forSession(rows: 1000, columns: 1000) == TerminalSize(rows: 150, columns: 400))
        // The shared opener itself keeps its own, wider clamp (bench uses it too).
        #expect(TerminalSize(rows: 1000, columns: 1000) == TerminalSize(rows: 1000, columns: 1000))
    }

    @Test func duplicatingABadDescriptorThrowsInsteadOfReturningMinusOne() throws {
        #expect(throws: PTYError.self) { try PseudoTerminal.duplicate(-1) }
        let terminal = try PseudoTerminal.open(size: TerminalSize(rows: 24, columns: 80))
        defer {
            close(terminal.master)
            close(terminal.slave)
        }
        let copy = try PseudoTerminal.duplicate(terminal.master)
        #expect(copy > 2)
        #expect(fcntl(copy, F_GETFD) & FD_CLOEXEC != 0)
        close(copy)
    }

    @Test func waitStatusesDecode() {
        #expect(ChildProcess.decode(0) == .exited(0))
        #expect(ChildProcess.decode(7 << 8) == .exited(7))
        #expect(ChildProcess.decode(SIGKILL) == .signaled(SIGKILL))
        #expect(ExitReport.describe(.signaled(SIGHUP)) == "signal 1")
    }

    @Test func clientTextIsMadeSafeForLogs() {
        #expect(LogText.sanitize("alice") == "\"alice\"")
        #expect(LogText.sanitize("a\nb\u{1b}[31m\"") == "\"a?b?[31m?\"")
        #expect(LogText.sanitize(String(repeating: "x", count: 70)).hasSuffix("x…\""))
        // Bidi overrides and isolates, zero-width marks and line separators cannot reorder or split a line.
        #expect(LogText.sanitize("admin\u{202E}gnp.exe") == "\"admin?gnp.exe\"")
        #expect(LogText.sanitize("a\u{2066}b\u{2069}c\u{200F}d\u{2028}e\u{061C}") == "\"a?b?c?d?e?\"")
        #expect(LogText.sanitize("Zoë 東京") == "\"Zoë 東京\"")
    }

    @Test func explorerCommandIsThisBinaryAndAnAbsoluteVenue() throws {
        let workspace = try TestWorkspace()
        let venue = (try workspace.write("venue.zip", "zip") as NSString).resolvingSymlinksInPath
        // The same file named relative to the current folder, with a detour.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + (workspace.root.path + "/./venue.zip").dropFirst()
        let command = try ExplorerCommand.forThisExecutable(venue: relative)
        #expect(command.count == 2)
        #expect(FileManager.default.isExecutableFile(atPath: command[0]))
        #expect(command[1] == venue)
        #expect(try ExplorerCommand.forThisExecutable(venue: nil).count == 1)
        #expect(throws: ServeError.venueNotFound(path: "missing.zip")) {
            try ExplorerCommand.forThisExecutable(venue: "missing.zip")
        }
    }
}
