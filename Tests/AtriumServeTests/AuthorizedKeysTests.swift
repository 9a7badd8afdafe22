import Foundation
import Testing

@testable import AtriumServe
import TestSupport

@Suite struct AuthorizedKeysTests {
    /// A public key line made by ssh-keygen.
    private func generate(_ type: [String], in workspace: TestWorkspace, name: String) async throws -> String {
        let path = workspace.path(name)
        let result = try await Command.run(["ssh-keygen", "-q", "-N", "", "-C", name, "-f", path] + type)
        #expect(result.status == 0)
        return try workspace.publicKey(path).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func readsEd25519AndEcdsaKeysAndSkipsTheRest() async throws {
        let workspace = try TestWorkspace()
        let ed = try await generate(["-t", "ed25519"], in: workspace, name: "ed")
        let ec = try await generate(["-t", "ecdsa", "-b", "256"], in: workspace, name: "ec")
        let rsa = try await generate(["-t", "rsa", "-b", "2048"], in: workspace, name: "rsa")
        let text = """
            # team keys

            \(ed)
            \t\(ec.replacingOccurrences(of: " ", with: "\t"))\r
            \(rsa)
            from="10.0.0.1" \(ed)
            ssh-ed25519 AAAAnotbase64!!
            """
        let keys = AuthorizedKeys(parsing: text)
        #expect(keys.keys.count == 2)
        #expect(keys.warnings == [
            "line 5: key type ssh-rsa is not supported, skipped",
            "line 6: key options are not supported, skipped",
            "line 7: not a valid ssh-ed25519 key, skipped",
        ])
    }

    @Test func fingerprintsMatchSshKeygen() async throws {
        let workspace = try TestWorkspace()
        let path = try await workspace.makeKey("fp")
        let keys = AuthorizedKeys(parsing: try workspace.publicKey(path))
        let key = try #require(keys.keys.first)
        #expect(KeyFingerprint.sha256(key) == (try await workspace.fingerprint(path)))
    }

    @Test func fileWithoutUsableKeysIsAnError() throws {
        let workspace = try TestWorkspace()
        let path = try workspace.write("authorized_keys", "# nobody\n")
        #expect(throws: ServeError.noAuthorizedKeys(path: path)) { try AuthorizedKeys(contentsOf: path) }
        #expect(throws: ServeError.self) { try AuthorizedKeys(contentsOf: workspace.path("missing")) }
    }
}
