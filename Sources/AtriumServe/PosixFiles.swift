#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small wrappers over POSIX file calls that report failures as `ServeError`.
enum PosixFiles {
    /// Creates `path` and any missing parents, each new one with `mode`.
    /// Folders that already exist are left as they are.
    static func makeDirectories(_ path: String, mode: mode_t) throws {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode) != 0 && errno != EEXIST {
                throw ServeError.fileSystem(path: prefix, operation: "create folder", errno: errno)
            }
        }
    }

    /// Reads everything from `fd` up to `limit` bytes.
    static func readAll(_ fd: Int32, path: String, limit: Int = 1 << 20) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ServeError.fileSystem(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    /// Writes all of `bytes` to `fd`.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ServeError.fileSystem(path: path, operation: "write", errno: errno)
            }
            offset += n
        }
    }

    /// A NUL-terminated C string as UTF-8 text (without the deprecated `String(cString:)`).
    static func string(fromC pointer: UnsafePointer<CChar>) -> String {
        var bytes: [UInt8] = []
        var cursor = pointer
        while cursor.pointee != 0 {
            bytes.append(UInt8(bitPattern: cursor.pointee))
            cursor += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The parent folder of `path` ("." for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
