import Foundation
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// One connection, one key, one anonymous address: none can take every slot.
    @Suite struct SessionCapTests {
        @Test func perConnectionCapIsEnforced() async throws {
            try await withKeyedServer({ $0.maxPerConnection = 2 }) { fixture, key in
                let client = try fixture.scriptedClient(["sessions", "\(fixture.port)", key, "1", "3", "20"])
                await client.waitFor("HOLDING")
                #expect(client.lines(startingWith: "OPEN").count == 2)
                let refused = client.lines(startingWith: "REFUSED 0 2")
                #expect(refused.count == 1)
                #expect(refused.first?.contains("atrium: too many sessions on this connection (limit 2)") == true, "\(client.output)")
                #expect(fixture.explorerPids().count == 2)
                await client.stop(signal: SIGKILL)
            }
        }

        @Test func perKeyCapIsEnforcedAcrossConnections() async throws {
            try await withKeyedServer({ $0.maxPerClient = 2 }) { fixture, key in
                let client = try fixture.scriptedClient(["sessions", "\(fixture.port)", key, "3", "1", "20"])
                await client.waitFor("HOLDING")
                #expect(client.lines(startingWith: "OPEN").count == 2)
                #expect(client.lines(startingWith: "REFUSED 2 0").first?.contains("atrium: too many sessions for this key (limit 2)") == true,
                        "\(client.output)")
                #expect(fixture.logs.contains("refused session (key SHA256:", "limit 2 reached)"))
                await client.stop(signal: SIGKILL)
            }
        }

        @Test func oneAnonymousClientCannotTakeEveryPublicSlot() async throws {
            let workspace = try TestWorkspace()
            try await withServer(ServerOptions(isPublic: true, maxSessions: 8), in: workspace) { fixture in
                // Four connections with two sessions each, all from 127.0.0.1, no key.
                let client = try fixture.scriptedClient(["sessions", "\(fixture.port)", "-", "4", "2", "20"])
                await client.waitFor("HOLDING", timeout: 40)
                #expect(client.lines(startingWith: "OPEN").count == 2, "\(client.output)")
                #expect(client.lines(startingWith: "REFUSED 0 1").first?.contains("on this connection (limit 1)") == true)
                #expect(client.lines(startingWith: "REFUSED 2 0").first?.contains("from this address (limit 2)") == true)
                #expect(fixture.explorerPids().count == 2)
                await client.stop(signal: SIGKILL)
            }
        }
    }
}
