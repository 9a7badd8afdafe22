import Foundation
import Testing

@testable import AtriumServe
import TestSupport

extension ServeIntegration {
    /// No explorer outlives its client or the server.
    @Suite struct CleanupTests {
        /// Opens a session, kill -9s the ssh client, and returns the explorer's pid.
        private func killClient(of fixture: ServerFixture, key: String) async throws -> Int32 {
            let (terminal, explorer) = try await fixture.openSession(identity: key)
            let client = try #require(try await terminal.clientPid())
            #expect(kill(client, SIGKILL) == 0)
            return explorer
        }

        @Test func killedClientLeavesNoProcess() async throws {
            try await withKeyedServer({ $0.mode = "family" }) { fixture, key in
                let explorer = try await killClient(of: fixture, key: key)
                let helper = try #require(fixture.helperPids().first)
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(explorer) })
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isDead(helper) })
                #expect(fixture.logs.contains("session closed", "hung up"))
            }
        }

        @Test func explorerIgnoringHangupIsKilledAfterTheGracePeriod() async throws {
            try await withKeyedServer({ $0.mode = "stubborn"; $0.hangupGrace = 1 }) { fixture, key in
                let explorer = try await killClient(of: fixture, key: key)
                // Once the server has hung it up (its log says so), it is still there: the
                // grace period has not run out.
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("hung up") })
                #expect(!ProcessProbe.isReaped(explorer), "a stubborn explorer should outlive SIGHUP")
                #expect(await Command.waitUntil(timeout: 5) { ProcessProbe.isReaped(explorer) })
            }
        }

        @Test func stoppingTheServerEndsEveryExplorer() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let fixture = try await ServerFixture.start(ServerOptions(authorizedKeys: [key], hangupGrace: 1), in: workspace)
            let (_, explorer) = try await fixture.openSession(identity: key)
            await fixture.tearDown()
            #expect(ProcessProbe.isReaped(explorer))
            #expect(fixture.server.boundPort == nil)
        }
    }
}
