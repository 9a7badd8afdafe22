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
            return "host key \(path) is not an atrium host key (expected: atrium-host-key-v1 ed25519 BASE64)"
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
