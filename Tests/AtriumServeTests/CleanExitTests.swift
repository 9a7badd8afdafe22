import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// When the server ends a session, the explorer restores the terminal first
    /// and ssh exits with the explorer's status.
    @Suite struct CleanExitTests {
        @Test func idleTimeoutHangsUpTheExplorerAndForwardsItsLastWords() async throws {
            try await withKeyedServer({ $0.idleTimeout = 2; $0.mode = "restoring" }) { fixture, key in
                let (terminal, pid) = try await fixture.openSession(identity: key)
                #expect(try await terminal.exitStatus(timeout: 15) == 7)
                let screen = try await terminal.screen()
                let restored = try #require(screen.range(of: "RESTORED HUP"))
                let notice = try #require(screen.range(of: "atrium: closed the session after 2s without input"))
                #expect(restored.upperBound <= notice.lowerBound, "the explorer's last output comes first")
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(pid) })
                #expect(fixture.logs.contains("session ended", "exit status 7"))
            }
        }

        @Test func shutdownSendsSigtermAndForwardsTheExitStatus() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let fixture = try await ServerFixture.start(
                ServerOptions(authorizedKeys: [key], hangupGrace: 2, mode: "restoring"), in: workspace)
            let (terminal, explorer) = try await fixture.openSession(identity: key)
            await fixture.server.stop()
            #expect(try await terminal.exitStatus() == 7)
            let screen = try await terminal.screen()
            #expect(screen.contains("RESTORED TERM"))
            // Issue 38: the client is told why, after the explorer's last output.
            let said = try #require(screen.range(of: "atrium: the server is restarting; please reconnect"), "\(screen)")
            #expect(screen.range(of: "RESTORED TERM").map { $0.upperBound <= said.lowerBound } == true)
            #expect(ProcessProbe.isReaped(explorer))
            await fixture.tearDown()
        }

        /// The real explorer: after an idle timeout its last output has left the
        /// alternate screen, shown the cursor and turned the mouse off, and ssh
        /// ends with its status (128 + SIGHUP), not 255.
        @Test func idleTimeoutLeavesTheRealExplorersTerminalRestored() async throws {
            let atrium = RealExplorerTests.atrium
            #expect(FileManager.default.isExecutableFile(atPath: atrium), "build the atrium product first (scripts/test does)")
            try await withKeyedServer({ $0.explorer = [atrium, RealExplorerTests.venue]; $0.idleTimeout = 3 }) { fixture, key in
                // The bytes, through the scripted client.
                let client = try fixture.scriptedClient(["ending", "\(fixture.port)", key, "30"])
                await client.waitFor("LAST", timeout: 40)
                #expect(client.output.contains("STATUS 129"), "\(client.output)")
                #expect(client.output.contains("LAST alt=1 cursor=1 mouse=1"), "\(client.output)")
                #expect(client.output.contains("STDERR atrium: closed the session after 3s without input"))

                // The OpenSSH client in a real terminal.
                let terminal = try await fixture.openTerminal(identity: key, width: 100, height: 30)
                try await terminal.waitFor("Atrium Galleria")
                let during = try await terminal.tmux(["display-message", "-p", "-t", "main", "#{alternate_on} #{cursor_flag}"])
                #expect(during.stdout.hasPrefix("1 0"), "the explorer is on the alternate screen, cursor hidden")
                #expect(try await terminal.exitStatus(timeout: 20) == 129)
                #expect(try await terminal.screen().contains("atrium: closed the session after 3s without input"))
                let after = try await terminal.tmux(["display-message", "-p", "-t", "main", "#{alternate_on} #{mouse_any_flag}"])
                #expect(after.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0 0", "terminal left as: \(after.stdout)")
            }
        }
    }
}
