import Foundation
import Testing

@testable import AtriumServe
import TestSupport

extension ServeIntegration {
    /// The host key is private, stable, and what clients actually see.
    @Suite struct HostKeyTests {
        /// The ed25519 host key fingerprint a real client sees on `port`.
        private func scannedFingerprint(port: Int) async throws -> String {
            let scan = try await Command.run(["ssh-keyscan", "-p", "\(port)", "-t", "ed25519", "127.0.0.1"])
            let listing = try await Command.run(["ssh-keygen", "-l", "-f", "-"], input: scan.stdout)
            let fields = listing.stdout.split(separator: " ")
            return fields.count > 1 ? String(fields[1]) : "none: \(scan.stderr) \(listing.stderr)"
        }

        @Test func hostKeyIsCreatedPrivateAndReusedAcrossRestarts() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let path = workspace.path("state/atrium/ssh_host_ed25519_key")
            var options = ServerOptions(authorizedKeys: [key])
            options.hostKeyPath = path

            var first = ""
            try await withServer(options, in: workspace) { fixture in
                first = try await scannedFingerprint(port: fixture.port)
                #expect(first == fixture.server.hostKeyFingerprint)
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let folder = try FileManager.default.attributesOfItem(atPath: workspace.path("state/atrium"))
            #expect((folder[.posixPermissions] as? Int) == 0o700)

            try await withServer(options, in: workspace) { fixture in
                let again = try await scannedFingerprint(port: fixture.port)
                #expect(again == first)
            }
        }

        @Test func openSSHHostKeysAreServedAndClientsRecordTheLoggedFingerprint() async throws {
            let workspace = try TestWorkspace()
            let key = try await workspace.makeKey("alice")
            let ed25519 = workspace.path("ssh_host_ed25519_key")
            let ecdsa = workspace.path("ssh_host_ecdsa_key")
            for (path, type) in [(ed25519, ["-t", "ed25519"]), (ecdsa, ["-t", "ecdsa", "-b", "256"])] {
                let made = try await Command.run(["ssh-keygen", "-q"] + type + ["-N", "", "-C", "ops@venue", "-f", path])
                try #require(made.status == 0, "ssh-keygen: \(made.stderr)")
            }
            var options = ServerOptions(authorizedKeys: [key])
            options.hostKeyPath = ed25519
            options.moreHostKeyPaths = [ecdsa]
            try await withServer(options, in: workspace) { fixture in
                for (path, algorithm) in [(ed25519, "ssh-ed25519"), (ecdsa, "ecdsa-sha2-nistp256")] {
                    let listing = try await Command.run(["ssh-keygen", "-l", "-f", path]).stdout.trimmingCharacters(in: .newlines)
                    #expect(fixture.logs.all.contains { $0.hasSuffix("host key \(path): \(listing)") }, "\(fixture.logs.all)")
                    // A real client that has never seen the server records the key it was shown.
                    var client = fixture.client(identity: key)
                    client.knownHosts = workspace.path("known_hosts_\(algorithm)")
                    let terminal = try await fixture.openTerminal(running: client.ssh(["-tt", "-o", "HostKeyAlgorithms=\(algorithm)"]))
                    try await terminal.waitFor("READY")
                    let recorded = try await Command.run(["ssh-keygen", "-l", "-f", workspace.path("known_hosts_\(algorithm)")])
                    let seen = recorded.stdout.split(separator: " ").dropFirst().first.map(String.init)
                    #expect(seen == listing.split(separator: " ")[1].description, "\(recorded.stdout) vs \(listing)")
                }
            }
        }
    
        @Test func theCommandGeneratesOpenSSHKeysAndRefusesWrongOnesInOneLine() async throws {
            let workspace = try TestWorkspace()
            let atrium = TestPaths.atriumBinary.path
            let path = workspace.path("keys/ssh_host_ed25519_key")
            let made = try await Command.run([atrium, "serve", "--generate-host-key", path])
            #expect(made.status == 0, "\(made.stderr)")
            let listing = try await Command.run(["ssh-keygen", "-l", "-f", path])
            #expect(made.stdout == listing.stdout)
            #expect(try await Command.run(["ssh-keygen", "-y", "-f", path]).status == 0)
            let again = try await Command.run([atrium, "serve", "--generate-host-key", path])
            #expect(again.status != 0 && again.stderr.contains("already exists"))

            // An encrypted key and a public key file: one line each, saying what to do.
            let encrypted = workspace.path("encrypted")
            _ = try await Command.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "pass phrase", "-f", encrypted])
            let keys = try workspace.write("authorized_keys", try workspace.publicKey(encrypted))
            for (key, advice) in [(encrypted, "ssh-keygen -p -N '' -f COPY"), (encrypted + ".pub", "give the private key file")] {
                let refused = try await Command.run(
                    [atrium, "serve", "--port", "0", "--host-key", key, "--authorized-keys", keys], timeout: 30)
                #expect(refused.status == 1)
                let lines = refused.stderr.split(separator: "\n")
                #expect(lines.count == 1 && lines[0].contains(advice), "\(refused.stderr)")
            }
        }
    }
}
