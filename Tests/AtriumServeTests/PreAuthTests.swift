import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// Connections that never authenticate cannot lock others out.
    @Suite struct PreAuthTests {
        /// Opens `count` TCP connections from `source` to the server and keeps them open.
        private func silentConnections(from source: String, to port: Int, count: Int) -> [Int32] {
            (0..<count).compactMap { _ in LoopbackSocket.connect(to: port, from: source) }
        }

        @Test func twoHundredSilentConnectionsFromOneAddressDoNotLockOutAnother() async throws {
            try await withKeyedServer { fixture, key in
                let flood = silentConnections(from: "127.0.0.2", to: fixture.port, count: 200)
                defer { flood.forEach { close($0) } }
                #expect(flood.count == 200)
                #expect(await Command.waitUntil(timeout: 10) { fixture.server.connectionsAccepted >= 200 })
                // No cap per address of its own (as OpenSSH): the server fills its allowance of
                // unauthenticated connections, then refuses the address's next ones.
                #expect(await Command.waitUntil(timeout: 10) {
                    fixture.logs.contains("refused connection from 127.0.0.2", "unauthenticated connections open")
                })
                // Most are refused, but the log names only the first few (a summary follows each minute).
                #expect(fixture.logs.all.filter { $0.contains("refused connection from 127.0.0.2") }.count <= 20)

                let (terminal, _) = try await fixture.openSession(identity: key)
                try await terminal.typeLine("let me in")
                try await terminal.waitFor("got let me in")
                #expect(fixture.logs.contains("auth accepted", "from 127.0.0.1:"))
            }
        }

        /// Issue 26 (D): public-key queries are not attempts, so a client offering nine keys the
        /// server does not know and then the right one (as an agent holding ten would) logs in.
        @Test(.timeLimit(.minutes(5)))
        func tenKeysLogInWithTheTenth() async throws {
            try await withKeyedServer { fixture, key in
                var others: [String] = []
                for i in 0..<9 { others.append(try await fixture.workspace.makeKey("stranger\(i)")) }
                var client = fixture.client(identity: key)
                client.otherIdentities = others
                let terminal = try await fixture.openTerminal(running: client.ssh(["-tt"]))
                #expect(try await terminal.waitFor("READY", timeout: 60))
                #expect(fixture.logs.contains("auth accepted"))
                #expect(!fixture.logs.contains("failed authentication attempts"))
            }
        }

        @Test func repeatedFailuresFromOneAddressArePenalised() async throws {
            try await withKeyedServer { fixture, key in
                let mallory = try await fixture.workspace.makeKey("mallory")
                for _ in 0..<3 {
                    let result = try await Command.run(fixture.client(identity: mallory).ssh(["-tt"]))
                    #expect(result.status == 255)
                }
                // From the third failed connection on, the address waits before it may try again.
                #expect(await Command.waitUntil(timeout: 5) { fixture.server.isPenalised("127.0.0.1") })
                let probe = silentConnections(from: "127.0.0.1", to: fixture.port, count: 1)
                defer { probe.forEach { close($0) } }
                #expect(await Command.waitUntil(timeout: 5) {
                    fixture.logs.contains("refused connection from 127.0.0.1", "penalised for repeated failures")
                })
                // The client is told why, in a line before any SSH version string.
                var said = ""
                _ = await Command.waitUntil(timeout: 5) {
                    var buffer = [UInt8](repeating: 0, count: 256)
                    let count = recv(probe[0], &buffer, buffer.count, Int32(MSG_DONTWAIT))
                    if count > 0 { said += String(decoding: buffer[0..<count], as: UTF8.self) }
                    return said.hasSuffix("\r\n")
                }
                #expect(said.hasPrefix("atrium: too many failed logins from your address; try again in "), "\(said)")
                // The first penalty is short; then the right key gets in.
                #expect(await Command.waitUntil(timeout: 5) { !fixture.server.isPenalised("127.0.0.1") })
                let (terminal, _) = try await fixture.openSession(identity: key)
                try await terminal.typeLine("back")
                try await terminal.waitFor("got back")
            }
        }
    }
}
