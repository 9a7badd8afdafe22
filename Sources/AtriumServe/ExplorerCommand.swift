#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the command each session runs: this very `atrium` binary, given
/// only the venue, never anything from the client.
public enum ExplorerCommand {
    /// `[<this executable>, <absolute venue path>] + options` (the operator's, such as
    /// `--here SPOT`), or without the path when `venue` is nil (the explorer then shows its
    /// bundled sample).
    ///
    /// Throws `venueNotFound` when `venue` does not exist.
    public static func forThisExecutable(venue: String?, options: [String] = []) throws -> [String] {
        var command = [try currentExecutable()]
        if let venue { command.append(try absolutePath(of: venue)) }
        return command + options
    }

    /// The running binary's own path, resolved from `/proc/self/exe` (so a process started
    /// from it is named after the file, `atrium`, not `exe`).
    public static func currentExecutable() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw ServeError.fileSystem(path: "/proc/self/exe", operation: "readlink", errno: errno) }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute with symlinks resolved; it must exist.
    static func absolutePath(of path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw ServeError.venueNotFound(path: path) }
        defer { free(resolved) }
        return PosixFiles.string(fromC: resolved)
    }
}
