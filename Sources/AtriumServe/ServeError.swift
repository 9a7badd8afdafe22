#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `atrium serve` could not start or could not serve a session.
public enum ServeError: Error, CustomStringConvertible, Equatable {
    /// A host key file exists but others than its owner may read or write it.
    case hostKeyUnprotected(path: String, mode: UInt32)
    /// A host key file exists but is not a regular file owned by this user.
    case hostKeyNotOwnedFile(path: String)
    /// A folder above the host key could let someone else replace it.
    case hostKeyFolderUnsafe(path: String, folder: String, reason: String)
    /// A host key file exists but does not hold a key in the documented format.
    case hostKeyMalformed(path: String)
    /// A host key file holds a public key, not a private one.
    case hostKeyIsPublic(path: String)
    /// A host key file is protected by a passphrase.
    case hostKeyEncrypted(path: String)
    /// A host key of a type swift-nio-ssh cannot serve (RSA).
    case hostKeyUnsupported(path: String, type: String)
    /// A host key in the PEM format, which is not read: only OpenSSH's own format is.
    case hostKeyPEM(path: String)
    /// The catalogue file cannot be used at all.
    case catalog(path: String, reason: String)
    /// No host key path was configured.
    case noHostKey
    /// `--generate-host-key` was pointed at a file that exists.
    case hostKeyExists(path: String)
    /// A file could not be read or written; `errno` names the system error.
    case fileSystem(path: String, operation: String, errno: Int32)
    /// The authorized_keys file holds no key this server can use.
    case noAuthorizedKeys(path: String)
    /// Neither an authorized_keys file nor `--public` was given.
    case noAuthentication
    /// The venue file does not exist or is not a regular file.
    case venueNotFound(path: String)
    /// A `--proxy-protocol` entry is not an IP address.
    case notAnAddress(String)
    /// The explorer command is empty.
    case emptyExplorerCommand
    /// The server was asked for something before `start()` or after `stop()`.
    case notRunning

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .hostKeyUnprotected(let path, let mode):
            return "host key \(path) has mode \(String(mode & 0o777, radix: 8)); "
                + "it must not be readable by others (run: chmod 600 \(path))"
        case .hostKeyNotOwnedFile(let path):
            return "host key \(path) is not a regular file owned by this user"
        case .hostKeyFolderUnsafe(let path, let folder, let reason):
            return "host key \(path) is in an unsafe folder \(folder): \(reason); move the key or fix the folder"
        case .hostKeyMalformed(let path):
            return "host key \(path) is not a private key the server can read (expected an OpenSSH key from "
                + "ssh-keygen -t ed25519 or -t ecdsa, or atrium-host-key-v1); make one with: atrium serve --generate-host-key FILE"
        case .hostKeyIsPublic(let path):
            return "host key \(path) is a public key; give the private key file instead (the one without .pub)"
        case .hostKeyEncrypted(let path):
            return "host key \(path) is protected by a passphrase, which the server cannot ask for; "
                + "give it a copy without one (mode 0600): cp \(path) COPY && ssh-keygen -p -N '' -f COPY"
        case .hostKeyUnsupported(let path, let type):
            return "host key \(path) is an \(type) key, which the server cannot serve (swift-nio-ssh 0.15 serves ed25519 and ECDSA only, no RSA); "
                + "use an ed25519 or ECDSA key: atrium serve --generate-host-key FILE, or ssh-keygen -t ed25519"
        case .hostKeyPEM(let path):
            return "host key \(path) is in the PEM format; rewrite it in OpenSSH's format with: ssh-keygen -p -N '' -P '' -f \(path)"
        case .catalog(let path, let reason):
            return "catalogue \(path) \(reason)"
        case .noHostKey:
            return "no host key given"
        case .hostKeyExists(let path):
            return "\(path) already exists; remove it first or choose another path"
        case .fileSystem(let path, let operation, let code):
            return "\(operation) \(path): \(String(cString: strerror(code)))"
        case .noAuthorizedKeys(let path):
            return "no usable key in \(path) (supported: ssh-ed25519, ecdsa-sha2-nistp256/384/521)"
        case .noAuthentication:
            return "give --authorized-keys PATH, or --public to serve anyone without keys"
        case .venueNotFound(let path):
            return "venue \(path) not found"
        case .notAnAddress(let text):
            return "\(text) is not an IP address (--proxy-protocol takes the proxies' addresses, e.g. 10.0.0.2,::1)"
        case .emptyExplorerCommand:
            return "the explorer command is empty"
        case .notRunning:
            return "the server is not running"
        }
    }
}
