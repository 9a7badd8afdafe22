import Foundation
import Testing
import TestSupport

/// A private temporary folder holding a test's keys, stand-in explorer and pid files.
final class TestWorkspace {
    /// The folder.
    let root: URL

    /// Creates a fresh folder (mode 0700).
    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("atrium-serve-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(
            at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The absolute path of `name` inside the folder.
    func path(_ name: String) -> String {
        root.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    /// Generates an ed25519 key pair with ssh-keygen; returns the private key's path.
    func makeKey(_ name: String) async throws -> String {
        let result = try await Command.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path(name)])
        #expect(result.status == 0, "ssh-keygen failed: \(result.stderr)")
        return path(name)
    }

    /// The public-key line of a generated key.
    func publicKey(_ keyPath: String) throws -> String {
        try String(contentsOfFile: keyPath + ".pub", encoding: .utf8)
    }

    /// The fingerprint ssh-keygen reports for a key file ("SHA256:…").
    func fingerprint(_ keyPath: String) async throws -> String {
        let result = try await Command.run(["ssh-keygen", "-l", "-f", keyPath + ".pub"])
        return String(result.stdout.split(separator: " ")[1])
    }

    /// The pid written to a pid file by the stand-in explorer, once it exists.
    func readPid(_ name: String, timeout: Double = 10) async throws -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: path(name), encoding: .utf8),
               let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }
}
