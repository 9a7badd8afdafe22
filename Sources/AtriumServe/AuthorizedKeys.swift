import Foundation
import NIOSSH

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The client keys allowed in, read from an OpenSSH `authorized_keys` file.
///
/// Each useful line is `TYPE BASE64 [comment]` with TYPE one of `ssh-ed25519`,
/// `ecdsa-sha2-nistp256`, `ecdsa-sha2-nistp384`, `ecdsa-sha2-nistp521` (the
/// kinds swift-nio-ssh can verify). Blank lines and `#` comments are ignored.
/// Lines with options (`from=…`, `command=…`, `restrict` …) are skipped with a
/// warning, because honouring a key while ignoring its restrictions would let in
/// more than the file says. RSA keys are skipped with a warning too.
public struct AuthorizedKeys: Sendable {
    /// The accepted keys.
    public var keys: Set<NIOSSHPublicKey>
    /// One message per skipped line, with its line number.
    public var warnings: [String]

    /// The key types this server accepts.
    static let supportedTypes: Set<String> = [
        "ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    ]

    /// Parses the text of an authorized_keys file.
    public init(parsing text: String) {
        self.keys = []
        self.warnings = []
        // Split on the scalar: as Characters, "\r\n" is one and would not match "\n".
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, scalars) in lines.enumerated() {
            let line = String(String.UnicodeScalarView(scalars)).replacingOccurrences(of: "\t", with: " ")
                .trimmingCharacters(in: [" ", "\r"])
            if line.isEmpty || line.hasPrefix("#") { continue }
            let type = String(line.prefix { $0 != " " })
            guard Self.supportedTypes.contains(type) else {
                warnings.append(Self.skipReason(firstWord: type, line: index + 1))
                continue
            }
            do {
                keys.insert(try NIOSSHPublicKey(openSSHPublicKey: line))
            } catch {
                warnings.append("line \(index + 1): not a valid \(type) key, skipped")
            }
        }
    }

    /// Reads and parses the file at `path`; throws if it cannot be read or holds no usable key.
    public init(contentsOf path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ServeError.fileSystem(path: path, operation: "open", errno: errno) }
        defer { close(fd) }
        self.init(parsing: String(decoding: try PosixFiles.readAll(fd, path: path), as: UTF8.self))
        guard !keys.isEmpty else { throw ServeError.noAuthorizedKeys(path: path) }
    }

    /// Whether `key` is one of the accepted keys.
    public func contains(_ key: NIOSSHPublicKey) -> Bool {
        keys.contains(key)
    }

    /// Explains why a line starting with `firstWord` was not used.
    private static func skipReason(firstWord: String, line: Int) -> String {
        let looksLikeType = firstWord.hasPrefix("ssh-") || firstWord.hasPrefix("ecdsa-") || firstWord.hasPrefix("sk-")
        if looksLikeType {
            return "line \(line): key type \(firstWord) is not supported, skipped"
        }
        return "line \(line): key options are not supported, skipped"
    }
}
