import Foundation
import Testing

import TestSupport

extension ServeIntegration {
    /// Everything but an interactive explorer session is refused.
    @Suite struct RefusalTests {
        @Test func unknownKeyIsRefused() async throws {
            try await withKeyedServer { fixture, _ in
                let mallory = try await fixture.workspace.makeKey("mallory")
                let result = try await Command.run(fixture.client(identity: mallory).ssh(["-tt"]))
                #expect(result.status == 255)
                #expect(result.stderr.contains("Permission denied"))
                #expect(fixture.explorerPids().isEmpty)
                let fingerprint = try await fixture.workspace.fingerprint(mallory)
                #expect(fixture.logs.contains("auth refused", "key \(fingerprint) is not authorized"))
            }
        }

        @Test func passwordsAreNeverOffered() async throws {
            try await withKeyedServer { fixture, _ in
                let result = try await Command.run(fixture.client(identity: nil).ssh(["-v", "-tt"]))
                #expect(result.status == 255)
                let methods = result.stderr.split(whereSeparator: \.isNewline).filter { $0.contains("Authentications that can continue") }
                #expect(!methods.isEmpty)
                #expect(methods.allSatisfy { $0.hasSuffix(": publickey") }, "\(methods)")
            }
        }

        @Test func commandsAreRefused() async throws {
            try await withKeyedServer { fixture, alice in
                let marker = fixture.workspace.path("should-not-exist")
                let result = try await Command.run(fixture.client(identity: alice).ssh(command: ["touch", marker]))
                #expect(result.status != 0)
                // A command line is a place to open (DeepLinkQuery); this one is written like a path.
                #expect(result.stderr.contains("atrium: paths cannot be given, only a place name"))
                #expect(!FileManager.default.fileExists(atPath: marker))
                #expect(fixture.explorerPids().isEmpty)
                #expect(fixture.logs.contains("refused exec request"))
            }
        }

        @Test func sftpIsRefused() async throws {
            try await withKeyedServer { fixture, alice in
                let workspace = fixture.workspace
                let secret = try workspace.write("secret.txt", "secret")
                let result = try await Command.run(
                    fixture.client(identity: alice).sftp(), input: "get \(secret) \(workspace.path("copy.txt"))\n")
                #expect(result.status != 0)
                #expect(result.stderr.contains("atrium: subsystems (such as sftp) are not allowed"))
                #expect(!FileManager.default.fileExists(atPath: workspace.path("copy.txt")))
                #expect(fixture.logs.contains("refused subsystem \"sftp\""))
            }
        }

        @Test func shellWithoutTerminalIsRefused() async throws {
            try await withKeyedServer { fixture, alice in
                let result = try await Command.run(fixture.client(identity: alice).ssh(["-T"]))
                #expect(result.status == 1)
                #expect(result.stderr.contains("atrium: a terminal is required (use ssh -t)"))
                #expect(fixture.explorerPids().isEmpty)
            }
        }

        @Test func forwardingIsRefused() async throws {
            try await withKeyedServer { fixture, alice in
                let client = fixture.client(identity: alice)
                // -W opens a direct-tcpip channel (local forwarding) to the server's own port.
                let local = try await Command.run(client.ssh(["-W", "127.0.0.1:\(fixture.port)"]))
                #expect(local.status == 255)
                #expect(local.stderr.contains("open failed"))
                // -R asks for a tcpip-forward global request.
                let remote = try await Command.run(client.ssh(["-N", "-o", "ExitOnForwardFailure=yes", "-R", "0:127.0.0.1:9"]))
                #expect(remote.status == 255)
                #expect(remote.stderr.contains("remote port forwarding failed"))
                #expect(fixture.logs.contains("refused direct-tcpip"))
            }
        }
    }
}
