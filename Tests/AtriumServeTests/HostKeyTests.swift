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
    }
}
