import Foundation
import Localization

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
        if t.isEmpty { throw PositionSourceError.empty }
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
            throw PositionSourceError.noFile(t)
        }
        guard !isDirectory.boolValue else { throw PositionSourceError.folder(t) }
        self = .file(t)
    }

    /// "127.0.0.1:2947", "[::1]:2947".
    static func address(host: String, port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }

    private static func badPort(_ text: String) -> PositionSourceError {
        PositionSourceError.badPort(text)
    }

    /// How notes name it: "gpsd 127.0.0.1:2947", "positions.jsonl", "standard input" (in
    /// `ui`'s words).
    func text(_ ui: UIText) -> String {
        switch self {
        case .gpsd(let host, let port): return "gpsd " + Self.address(host: host, port: port)
        case .file(let path): return URL(fileURLWithPath: path).lastPathComponent
        case .standardInput: return ui.livePositionStandardInput
        }
    }

    /// How notes name it, in English.
    var description: String { text(.english) }
}

/// Why a `--position` text names no source.
enum PositionSourceError: Error, Equatable, CustomStringConvertible {
    /// Nothing given.
    case empty
    /// A path that names nothing.
    case noFile(String)
    /// A path that names a folder.
    case folder(String)
    /// `gpsd://HOST:PORT` with a port that is not 1-65535.
    case badPort(String)

    /// The sentence for the user, in `ui`'s language.
    func text(_ ui: UIText) -> String {
        switch self {
        case .empty: return ui.livePositionSourceEmpty
        case .noFile(let path): return ui.livePositionSourceNoFile(path: path)
        case .folder(let path): return ui.livePositionSourceFolder(path: path)
        case .badPort(let text): return ui.livePositionSourceBadPort(text: text)
        }
    }

    /// The sentence in English.
    var description: String { text(.english) }
}
