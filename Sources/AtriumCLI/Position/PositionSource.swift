import Foundation

/// Where `--position` reads live positions: gpsd, a file (a FIFO or a growing file), or
/// standard input.
enum PositionSource: Equatable, CustomStringConvertible {
    /// gpsd's JSON protocol on a TCP port.
    case gpsd(host: String, port: Int)
    /// JSON lines in a file or FIFO, read as they arrive.
    case file(String)
    /// JSON lines on standard input (`-`); keys then come from the terminal itself.
    case standardInput

    /// gpsd's port when none is given.
    static let gpsdPort = 2947

    /// Reads `gpsd`, `gpsd://HOST[:PORT]`, `-` or a path.
    init(parsing text: String) throws(PositionSourceError) {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.isEmpty { throw PositionSourceError(description: "--position needs gpsd, gpsd://HOST:PORT, a file or -") }
        if t == "-" { self = .standardInput; return }
        if t == "gpsd" { self = .gpsd(host: "127.0.0.1", port: Self.gpsdPort); return }
        if t.lowercased().hasPrefix("gpsd://") {
            let rest = String(t.dropFirst("gpsd://".count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            var host = rest, port = Self.gpsdPort
            if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {   // [::1]:2947
                host = String(rest[rest.index(after: rest.startIndex)..<close])
                let after = rest[rest.index(after: close)...]
                if after.hasPrefix(":") { guard let p = Int(after.dropFirst()) else { throw Self.badPort(t) }; port = p } else if !after.isEmpty { throw Self.badPort(t) }
            } else if let colon = rest.lastIndex(of: ":") {
                host = String(rest[..<colon])
                guard let p = Int(rest[rest.index(after: colon)...]) else { throw Self.badPort(t) }
                port = p
            }
            if host.isEmpty { host = "127.0.0.1" }
            guard (1...65535).contains(port) else { throw Self.badPort(t) }
            self = .gpsd(host: host, port: port)
            return
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: t, isDirectory: &isDirectory) else {
            throw PositionSourceError(description: "--position: no file \(t) (give gpsd, gpsd://HOST:PORT, an existing file or FIFO, or -)")
        }
        guard !isDirectory.boolValue else { throw PositionSourceError(description: "--position: \(t) is a folder, not a file of positions") }
        self = .file(t)
    }

    /// "127.0.0.1:2947", "[::1]:2947".
    static func address(host: String, port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    private static func badPort(_ text: String) -> PositionSourceError {
        PositionSourceError(description: "--position: \(text) has no valid port (1-65535)")
    }

    /// How notes name it: "gpsd 127.0.0.1:2947", "positions.jsonl", "standard input".
    var description: String {
        switch self {
        case .gpsd(let host, let port): return "gpsd " + Self.address(host: host, port: port)
        case .file(let path): return URL(fileURLWithPath: path).lastPathComponent
        case .standardInput: return "standard input"
        }
    }
}

/// Why a `--position` text names no source.
struct PositionSourceError: Error, Equatable, CustomStringConvertible {
    /// A sentence for the user.
    var description: String
}
