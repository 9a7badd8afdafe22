import Foundation
import Testing

@testable import AtriumServe
import TestSupport

extension ServeIntegration {
    /// A client with an authorized key gets the explorer on a real terminal.
    @Suite struct SessionTests {
        @Test func authorizedKeySeesTheExplorerWithACleanEnvironment() async throws {
            setenv("ATRIUM_TEST_SECRET", "do-not-leak", 1)
            defer { unsetenv("ATRIUM_TEST_SECRET") }
            try await withKeyedServer { fixture, key in
                let (terminal, _) = try await fixture.openSession(identity: key, width: 100, height: 30)
                let screen = try await terminal.screen()
                #expect(screen.contains("SIZE 30 100"))
                #expect(screen.contains("TERM=tmux-256color LANG=C.UTF-8 HOME=/nonexistent"))
                #expect(screen.contains("ENV=ATRIUM_SERVED,ATRIUM_UI_LANG,HOME,LANG,PATH,TERM\n"))
                #expect(!screen.contains("ATRIUM_TEST_SECRET"))
                try await terminal.typeLine("hello")
                try await terminal.waitFor("got hello")

                let fingerprint = try await fixture.workspace.fingerprint(key)
                #expect(fixture.logs.contains("connect from 127.0.0.1:"))
                #expect(fixture.logs.contains("auth accepted", "from 127.0.0.1:", "key \(fingerprint)"))
                #expect(fixture.logs.contains("session started", "TERM tmux-256color, 100x30"))
            }
        }

        @Test func explorerGetsOnlyItsTerminal() async throws {
            try await withKeyedServer { fixture, key in
                let (_, pid) = try await fixture.openSession(identity: key)
                // perl may hold its script open; nothing of the server's may be there.
                for fd in ProcessProbe.openDescriptors(pid) where fd > 2 {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? "?"
                    #expect(target.hasSuffix("explorer.pl"), "fd \(fd) -> \(target) leaked into the explorer")
                }
                let cwd = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")
                #expect(cwd == "/")
            }
        }

        @Test func resizeReachesTheExplorer() async throws {
            try await withKeyedServer { fixture, key in
                let (terminal, _) = try await fixture.openSession(identity: key, width: 100, height: 30)
                try await terminal.resize(width: 120, height: 40)
                try await terminal.waitFor("SIZE 40 120")
                try await terminal.resize(width: 90, height: 20)
                try await terminal.waitFor("SIZE 20 90")
            }
        }

        @Test func quittingTheExplorerEndsSshWithStatusZero() async throws {
            try await withKeyedServer { fixture, key in
                let (terminal, pid) = try await fixture.openSession(identity: key)
                try await terminal.typeLine("q")
                #expect(try await terminal.exitStatus() == 0)
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(pid) })
                #expect(await Command.waitUntil(timeout: 5) {
                    fixture.logs.contains("session ended", "exit status 0") && fixture.logs.contains("disconnect 127.0.0.1:")
                })
            }
        }

        @Test func publicModeNeedsNoKeyAndMarksTheSession() async throws {
            let workspace = try TestWorkspace()
            try await withServer(ServerOptions(isPublic: true), in: workspace) { fixture in
                let (terminal, _) = try await fixture.openSession(identity: nil)
                #expect(try await terminal.screen().contains("ENV=ATRIUM_PUBLIC,ATRIUM_SERVED,ATRIUM_UI_LANG,HOME,LANG,PATH,TERM"))
                #expect(fixture.logs.contains("auth accepted", ": public"))
                try await terminal.typeLine("q")
                #expect(try await terminal.exitStatus() == 0)
            }
        }
    }
}
