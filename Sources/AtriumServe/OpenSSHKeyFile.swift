import Crypto
import Foundation
import NIOCore

/// Reads and writes OpenSSH's own private key files (`-----BEGIN OPENSSH PRIVATE KEY-----`,
/// the `openssh-key-v1` format of `ssh-keygen` since 7.8, described in OpenSSH's `PROTOCOL.key`).
///
/// Written here by hand: no Swift package that resolves for this project reads the format
/// (swift-nio-ssh reads public keys only; swift-crypto reads PEM and DER, not this), and the
/// format is small: a magic string, then SSH wire strings and integers.
///
/// ```
/// "openssh-key-v1\0"  string ciphername  string kdfname  string kdfoptions
/// uint32 keys (1)     string public key blob   string private section
/// private section: uint32 check, uint32 check (equal), then per key:
///   string type, the key's fields, string comment; then padding 1, 2, 3 … to 8 bytes
/// ```
///
/// Keys read: `ssh-ed25519` (public 32 bytes, then seed ‖ public, 64 bytes) and
/// `ecdsa-sha2-nistp256/384/521` (curve name, public point, private scalar as an mpint),
/// unencrypted only: an encrypted file (a cipher other than `none`) is reported as such,
/// since a server cannot ask for a passphrase.
enum OpenSSHKeyFile {
    /// The armour's first line.
    static let beginLine = "-----BEGIN OPENSSH PRIVATE KEY-----"
    /// The armour's last line.
    static let endLine = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1\0".utf8)

    /// A private key read from a file, with the comment stored beside it.
    struct Contents {
        /// The key.
        var key: HostKey.Material
        /// The comment in the private section (often `user@host`; may be empty).
        var comment: String
    }

    /// Why a file could not be read as an unencrypted OpenSSH private key.
    enum Problem: Error, Equatable {
        /// Protected by a passphrase (cipher other than `none`).
        case encrypted
        /// A key type swift-nio-ssh cannot serve (e.g. `ssh-rsa`).
        case unsupportedType(String)
        /// Anything else: bad armour, base64, lengths, check numbers, or a key that does
        /// not match its public half.
        case malformed
    }

    /// Whether `text` looks like an OpenSSH private key file at all.
    static func isArmoured(_ text: String) -> Bool {
        text.contains(beginLine)
    }

    /// Decodes the armoured text of a key file.
    static func decode(_ text: String) throws(Problem) -> Contents {
        guard let start = text.range(of: beginLine), let end = text.range(of: endLine),
              start.upperBound <= end.lowerBound else { throw .malformed }
        let body = text[start.upperBound..<end.lowerBound].filter { !$0.isWhitespace }
        guard let data = Data(base64Encoded: String(body)) else { throw .malformed }
        var buffer = ByteBuffer(bytes: data)
        guard buffer.readBytes(length: magic.count) == magic,
              let cipher = buffer.readSSHString(), let kdf = buffer.readSSHString(), buffer.readSSHBytes() != nil,
              let count = buffer.readInteger(as: UInt32.self) else { throw .malformed }
        guard cipher == "none" && kdf == "none" else { throw .encrypted }
        guard count == 1, buffer.readSSHBytes() != nil, var secret = buffer.readSSHBuffer(),
              buffer.readableBytes == 0, secret.readableBytes % 8 == 0,
              let check = secret.readInteger(as: UInt32.self), secret.readInteger(as: UInt32.self) == check,
              let type = secret.readSSHString() else { throw .malformed }
        let key = try readKey(type: type, from: &secret)
        guard let comment = secret.readSSHString() else { throw .malformed }
        // Padding: 1, 2, 3 … up to the block size.
        for (index, byte) in (secret.readBytes(length: secret.readableBytes) ?? []).enumerated()
        where Int(byte) != index + 1 { throw .malformed }
        return Contents(key: key, comment: comment)
    }

    private static func readKey(type: String, from secret: inout ByteBuffer) throws(Problem) -> HostKey.Material {
        switch type {
        case "ssh-ed25519":
            guard let publicKey = secret.readSSHBytes(), let both = secret.readSSHBytes(), both.count == 64,
                  let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: both.prefix(32)),
                  Array(key.publicKey.rawRepresentation) == publicKey, Array(both.suffix(32)) == publicKey
            else { throw .malformed }
            return .ed25519(key)
        case "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521":
            guard let curve = secret.readSSHString(), type.hasSuffix(curve),
                  let point = secret.readSSHBytes(), let scalar = secret.readSSHBytes() else { throw .malformed }
            guard let key = HostKey.Material.ecdsa(curve: curve, scalar: scalar), key.publicPoint == point else {
                throw .malformed
            }
            return key
        default:
            throw .unsupportedType(type)
        }
    }

    /// The armoured file text for an ed25519 `key` with `comment`, as `ssh-keygen` writes it
    /// (no passphrase; lines of 70 characters).
    static func encode(_ key: Curve25519.Signing.PrivateKey, comment: String) -> String {
        let publicKey = Array(key.publicKey.rawRepresentation)
        var blob = ByteBuffer()
        blob.writeSSHString("ssh-ed25519")
        blob.writeSSHBytes(publicKey)
        var secret = ByteBuffer()
        let check = UInt32.random(in: .min ... .max)
        secret.writeInteger(check)
        secret.writeInteger(check)
        secret.writeSSHString("ssh-ed25519")
        secret.writeSSHBytes(publicKey)
        secret.writeSSHBytes(Array(key.rawRepresentation) + publicKey)
        secret.writeSSHString(comment)
        var pad: UInt8 = 1
        while secret.readableBytes % 8 != 0 {
            secret.writeInteger(pad)
            pad += 1
        }
        var file = ByteBuffer(bytes: magic)
        file.writeSSHString("none")
        file.writeSSHString("none")
        file.writeSSHString("")
        file.writeInteger(UInt32(1))
        file.writeSSHBytes(blob.readableBytesView)
        file.writeSSHBytes(secret.readableBytesView)
        let base64 = Data(file.readableBytesView).base64EncodedString()
        var lines = [beginLine]
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(String(rest.prefix(70)))
            rest = rest.dropFirst(70)
        }
        lines.append(endLine)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ByteBuffer {
    /// Reads an SSH `string` (uint32 length, then the bytes) as raw bytes.
    mutating func readSSHBytes() -> [UInt8]? {
        guard var slice = readSSHBuffer() else { return nil }
        return slice.readBytes(length: slice.readableBytes)
    }

    /// Reads an SSH `string` as a buffer of its own.
    mutating func readSSHBuffer() -> ByteBuffer? {
        readLengthPrefixedSlice(as: UInt32.self)
    }

    /// Reads an SSH `string` as UTF-8 text.
    mutating func readSSHString() -> String? {
        readSSHBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `bytes` as an SSH `string`.
    mutating func writeSSHBytes<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        writeInteger(UInt32(bytes.count))
        writeBytes(bytes)
    }

    /// Writes `text` as an SSH `string`.
    mutating func writeSSHString(_ text: String) {
        writeSSHBytes(Array(text.utf8))
    }
}
