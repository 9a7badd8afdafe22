#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a pseudo-terminal could not be opened.
public enum PTYError: Error, Equatable, CustomStringConvertible {
    /// A system call failed on a path (or device), with its `errno`.
    case fileSystem(path: String, operation: String, errno: Int32)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .fileSystem(let path, let operation, let code):
            return "\(operation) \(path): \(String(cString: strerror(code)))"
        }
    }
}
