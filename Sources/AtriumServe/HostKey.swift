import Crypto
import NIOSSH

/// One host key of the server, with what `ssh-keygen -l` shows of it.
public struct HostKey: Sendable {
    /// The private key as read from a file, of a kind swift-nio-ssh can serve.
    enum Material {
        case ed25519(Curve25519.Signing.PrivateKey)
        case p256(P256.Signing.PrivateKey)
        case p384(P384.Signing.PrivateKey)
        case p521(P521.Signing.PrivateKey)

        /// The ECDSA key on `curve` (`nistp256`, `nistp384`, `nistp521`) with the private
        /// `scalar` as stored in an SSH mpint (a leading zero byte, or fewer bytes, allowed).
        static func ecdsa(curve: String, scalar: [UInt8]) -> Material? {
            let size: Int
            switch curve {
            case "nistp256": size = 32
            case "nistp384": size = 48
            case "nistp521": size = 66
            default: return nil
            }
            let digits = scalar.drop { $0 == 0 }
            guard digits.count <= size else { return nil }
            let raw = [UInt8](repeating: 0, count: size - digits.count) + digits
            switch curve {
            case "nistp256": return (try? P256.Signing.PrivateKey(rawRepresentation: raw)).map(Material.p256)
            case "nistp384": return (try? P384.Signing.PrivateKey(rawRepresentation: raw)).map(Material.p384)
            default: return (try? P521.Signing.PrivateKey(rawRepresentation: raw)).map(Material.p521)
            }
        }

        /// The key as swift-nio-ssh takes it.
        var nioKey: NIOSSHPrivateKey {
            switch self {
            case .ed25519(let key): return NIOSSHPrivateKey(ed25519Key: key)
            case .p256(let key): return NIOSSHPrivateKey(p256Key: key)
            case .p384(let key): return NIOSSHPrivateKey(p384Key: key)
            case .p521(let key): return NIOSSHPrivateKey(p521Key: key)
            }
        }

        /// An ECDSA key's public point (uncompressed, as in the key file); nil for ed25519.
        var publicPoint: [UInt8]? {
            switch self {
            case .ed25519: return nil
            case .p256(let key): return Array(key.publicKey.x963Representation)
            case .p384(let key): return Array(key.publicKey.x963Representation)
            case .p521(let key): return Array(key.publicKey.x963Representation)
            }
        }

        /// The key size as `ssh-keygen -l` prints it.
        var bits: Int {
            switch self {
            case .ed25519, .p256: return 256
            case .p384: return 384
            case .p521: return 521
            }
        }

        /// The type as `ssh-keygen -l` prints it, in brackets at the end.
        var typeName: String {
            if case .ed25519 = self { return "ED25519" }
            return "ECDSA"
        }
    }

    /// The key as swift-nio-ssh takes it.
    let nioKey: NIOSSHPrivateKey
    /// The key size as `ssh-keygen -l` prints it.
    public let bits: Int
    /// The key type as `ssh-keygen -l` prints it (`ED25519`, `ECDSA`).
    public let typeName: String
    /// The comment `ssh-keygen -l` shows (may be empty).
    public var comment: String

    /// The host key `material`, with `comment`.
    init(material: Material, comment: String) {
        self.nioKey = material.nioKey
        self.bits = material.bits
        self.typeName = material.typeName
        self.comment = comment
    }

    /// The public half.
    public var publicKey: NIOSSHPublicKey { nioKey.publicKey }

    /// `SHA256:…`, the fingerprint alone.
    public var fingerprint: String { KeyFingerprint.sha256(publicKey) }

    /// The line `ssh-keygen -lf FILE` prints for this key's file, e.g.
    /// `256 SHA256:Q+erfu… root@host (ED25519)`.
    public var listing: String {
        "\(bits) \(fingerprint) \(comment) (\(typeName))"
    }
}
