import Foundation
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// The session cap and the idle timeout.
    @Suite struct LimitTests {
        @Test func thirdSessionIsRefusedWithACapOfTwo() async throws {
            try await withKeyedServer({ $0.maxSessions = 2 }) { fixture, key in
                let (first, _) = try await fixture.openSession(identity: key)
                let (second, _) = try await fixture.openSession(identity: key)

                let third = try await fixture.openTerminal(identity: key)
                try await third.waitFor("atrium: too many sessions (limit 2), try again later")
                #expect(try await third.exitStatus() == 1)
                #expect(fixture.explorerPids().count == 2)
                #expect(fixture.logs.contains("refused session (limit 2 reached)"))

                // The first two are unaffected, and a freed slot can be used again.
                try await second.typeLine("still here")
                try await second.waitFor("got still here")
                try await first.typeLine("q")
                #expect(try await first.exitStatus() == 0)
                _ = try await fixture.openSession(identity: key)
            }
        }

        @Test func idleSessionIsClosedAndItsExplorerHungUp() async throws {
            try await withKeyedServer({ $0.idleTimeout = 2 }) { fixture, key in
                let (terminal, pid) = try await fixture.openSession(identity: key)
                // Input keeps it alive past the timeout...
                for word in ["one", "two", "three"] {
                    try await Task.sleep(for: .seconds(1))
                    try await terminal.typeLine(word)
                }
                try await terminal.waitFor("got three")
                #expect(!ProcessProbe.isReaped(pid))
                // ...silence ends it.
                try await terminal.waitFor("atrium: closing the session after 2s without input", timeout: 10)
                #expect(try await terminal.exitStatus() != nil)
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(pid) })
                #expect(fixture.logs.contains("closing idle session"))
            }
        }
    }
}
