import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// The real explorer behind the real server, seen through the real OpenSSH client.
    @Suite struct RealExplorerTests {
        static let atrium = TestPaths.atriumBinary.path
        static let venue = TestPaths.sampleVenue.path

        @Test func mapOverSSHResizesAndQuitsCleanly() async throws {
            #expect(FileManager.default.isExecutableFile(atPath: Self.atrium), "build the atrium product first (scripts/test does)")
            try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
                let terminal = try await fixture.openTerminal(identity: key, width: 100, height: 30)
                #expect(try await terminal.waitFor("Atrium Galleria"))
                let screen = try await terminal.screen()
                let braille = screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
                #expect(braille > 200, "the braille map is on screen")
                #expect(screen.contains(" B1  G  1  2"), "the level bar is on screen")
                // A resize reaches the explorer: at 40 columns the status line loses its scale text.
                try await terminal.resize(width: 60, height: 20)
                #expect(try await terminal.waitFor("1 cell"))
                try await terminal.resize(width: 30, height: 10)
                #expect(try await terminal.waitFor("terminal too small"))
                try await terminal.resize(width: 100, height: 30)
                try await terminal.tmux(["send-keys", "-t", "main", "q"])
                #expect(try await terminal.exitStatus() == 0)
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("session ended", "exit status 0") })
            }
        }

        /// The pids of sessions' explorers (argv[0] `atrium: session …`) running on `arguments`.
        static func sessions(running arguments: [String]) -> [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap(Int32.init).filter { pid in
                guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                let words = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                return words.first?.hasPrefix("atrium: session ") == true && Array(words.dropFirst()) == arguments
            }
        }

        /// Issue 22: the session's explorer killed with SIGKILL (as the OOM killer would end
        /// it) cannot restore the client's terminal, and one that crashes (SIGSEGV) must not
        /// show where its report went: either way the server restores the terminal, says one
        /// plain line, reports the signal, and nothing internal reaches the client.
        @Test(arguments: [SIGKILL, SIGSEGV])
        func anExplorerKilledMidSessionLeavesTheClientsTerminalRestored(_ signal: Int32) async throws {
            try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
                let terminal = try await fixture.openTerminal(identity: key, width: 100, height: 30)
                let received = fixture.workspace.path("\(terminal.socket).bytes")
                try await terminal.tmux(["pipe-pane", "-o", "-t", "main", "cat >> '\(received)'"])
                #expect(try await terminal.waitFor("Atrium Galleria"))
                var explorers: [Int32] = []
                _ = await Command.waitUntil(timeout: 10) {
                    explorers = Self.sessions(running: [Self.venue])
                    return explorers.count == 1
                }
                let pid = try #require(explorers.first, "the session's explorer")
                #expect(kill(pid, signal) == 0)
                let status = try await terminal.exitStatus(timeout: 20)
                #expect(status != nil && status != 0, "ssh ends with a failure status")
                #expect(try await terminal.waitFor("the map stopped unexpectedly; please reconnect"))
                let state = try await terminal.tmux(["display-message", "-p", "-t", "main", "#{alternate_on} #{mouse_any_flag}"])
                #expect(state.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0 0", "alternate screen off, mouse off")
                // The cursor as the client's terminal last heard of it (tmux hides it in a pane
                // whose program has exited, so its flag cannot tell): shown after it was hidden.
                let bytes = (try? String(contentsOfFile: received, encoding: .utf8)) ?? ""
                func last(_ sequence: String) -> String.Index? { bytes.range(of: sequence, options: .backwards)?.lowerBound }
                let shown = try #require(last("\u{1B}[?25h"), "the cursor was shown")
                #expect(last("\u{1B}[?25l").map { $0 < shown } ?? true, "the cursor was shown after it was last hidden")
                let left = try #require(last("\u{1B}[?1049l"), "the alternate screen was left")
                #expect(last("\u{1B}[?1049h").map { $0 < left } ?? true)
                for word in ["Backtrac", "Swift runtime", "registers", ".swift", "/work/", "/tmp/", "lldb", "Press space"] {
                    #expect(!bytes.contains(word), "\(word) reached the client")
                }
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("died by signal \(signal)") })
            }
        }
    }
}
