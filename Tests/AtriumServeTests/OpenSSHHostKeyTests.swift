import Crypto
import Foundation
import NIOSSH
import Testing

@testable import AtriumServe
import TestSupport

/// Host keys in OpenSSH's format: made by the real `ssh-keygen` at test time, read by the
/// server, and written by the server for `ssh-keygen` to read.
@Suite struct OpenSSHHostKeyTests {
    /// Runs ssh-keygen with `arguments`, expecting success; returns its stdout.
    @discardableResult
    private func keygen(_ arguments: [String]) async throws -> String {
        let result = try await Command.run(["ssh-keygen"] + arguments)
        try #require(result.status == 0, "ssh-keygen \(arguments) failed: \(result.stderr)")
        return result.stdout
    }

    /// `ssh-keygen -lf path`, the line without its newline.
    private func listing(_ path: String) async throws -> String {
        try await keygen(["-l", "-f", path]).trimmingCharacters(in: .newlines)
    }

    @Test(arguments: [["-t", "ed25519"], ["-t", "ecdsa", "-b", "256"], ["-t", "ecdsa", "-b", "384"], ["-t", "ecdsa", "-b", "521"]])
    func keysFromSSHKeygenLoadWithItsFingerprintLine(type: [String]) async throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("host")
        try await keygen(["-q"] + type + ["-N", "", "-C", "ops@venue", "-f", path])
        let key = try #require(try HostKeyStore.load(at: path))
        #expect(key.listing == (try await listing(path)))
        // The public half equals the one ssh-keygen wrote beside it.
        let written = try NIOSSHPublicKey(openSSHPublicKey: try workspace.publicKey(path).trimmingCharacters(in: .newlines))
        #expect(key.publicKey == written)
        // Without the .pub file, ssh-keygen falls back to the comment inside the key; so do we.
        try FileManager.default.removeItem(atPath: path + ".pub")
        #expect(try #require(try HostKeyStore.load(at: path)).listing == (try await listing(path)))
    }

    @Test func aPubFileWithoutCommentIsListedByItsPathAsSSHKeygenDoes() async throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("host")
        try await keygen(["-q", "-t", "ed25519", "-N", "", "-C", "", "-f", path])
        let key = try #require(try HostKeyStore.load(at: path))
        #expect(key.listing == (try await listing(path)))
        #expect(key.listing.hasSuffix(" \(path).pub (ED25519)"))
    }

    @Test func generatedKeysAreReadBySSHKeygen() async throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("keys/host")
        let key = try HostKeyStore.generate(at: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // ssh-keygen -y derives the public key from our private key file.
        let derived = try await keygen(["-y", "-f", path]).trimmingCharacters(in: .newlines)
        #expect(try NIOSSHPublicKey(openSSHPublicKey: derived) == key.publicKey)
        #expect(key.listing == (try await listing(path)))
        #expect(try #require(try HostKeyStore.load(at: path)).fingerprint == key.fingerprint)
        #expect(throws: ServeError.hostKeyExists(path: path)) { try HostKeyStore.generate(at: path) }
    }

    @Test func atriumsOwnFormatIsStillRead() throws {
        let workspace = try TestWorkspace()
        let raw = Curve25519.Signing.PrivateKey()
        let path = workspace.path("old")
        let line = "atrium-host-key-v1 ed25519 \(raw.rawRepresentation.base64EncodedString())\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(line.utf8), attributes: [.posixPermissions: 0o600]))
        let key = try #require(try HostKeyStore.load(at: path))
        #expect(key.publicKey == NIOSSHPrivateKey(ed25519Key: raw).publicKey)
    }

    @Test func encryptedPublicRSAAndPEMKeysEachSayWhatToDo() async throws {
        let workspace = try TestWorkspace()
        let encrypted = workspace.path("encrypted")
        try await keygen(["-q", "-t", "ed25519", "-N", "secret words", "-f", encrypted])
        #expect(throws: ServeError.hostKeyEncrypted(path: encrypted)) { try HostKeyStore.load(at: encrypted) }
        #expect("\(ServeError.hostKeyEncrypted(path: encrypted))".contains("ssh-keygen -p -N '' -f COPY"))

        // A .pub file is usually 0644: the message is about what it is, not its mode.
        #expect(throws: ServeError.hostKeyIsPublic(path: encrypted + ".pub")) { try HostKeyStore.load(at: encrypted + ".pub") }
        #expect("\(ServeError.hostKeyIsPublic(path: "k.pub"))".contains("give the private key file instead"))

        let rsa = workspace.path("rsa")
        try await keygen(["-q", "-t", "rsa", "-b", "2048", "-N", "", "-f", rsa])
        #expect(throws: ServeError.hostKeyUnsupported(path: rsa, type: "ssh-rsa")) { try HostKeyStore.load(at: rsa) }

        let pem = workspace.path("pem")
        try await keygen(["-q", "-t", "ecdsa", "-b", "256", "-m", "PEM", "-N", "", "-f", pem])
        #expect(throws: ServeError.hostKeyPEM(path: pem)) { try HostKeyStore.load(at: pem) }
        // The command the message gives turns it into a key the server reads.
        try await keygen(["-p", "-N", "", "-P", "", "-f", pem])
        #expect(try HostKeyStore.load(at: pem) != nil)
    }

    @Test func aDamagedKeyIsMalformed() async throws {
        let workspace = try TestWorkspace()
        let path = workspace.path("host")
        try await keygen(["-q", "-t", "ed25519", "-N", "", "-f", path])
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // Change one base64 character of the private seed (bytes 157-189 of the binary, on the
        // fourth line of base64): the key no longer matches its public half.
        var lines = text.split(separator: "\n").map(String.init)
        var seed = Array(lines[4])
        seed[10] = seed[10] == "A" ? "B" : "A"
        lines[4] = String(seed)
        text = lines.joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: ServeError.hostKeyMalformed(path: path)) { try HostKeyStore.load(at: path) }
    }
}
