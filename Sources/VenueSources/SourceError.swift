import Foundation

/// Why a place could not be opened, as one line for a person, with the exit status the
/// README gives it (1: nothing to show; 2: the data cannot be had or read; 64: usage; 130: Ctrl-C).
public enum SourceError: Error, CustomStringConvertible, Equatable {
    /// `osm:` with something that is no name, coordinates or element.
    case badPlace(String)
    /// `--pick N` beyond the candidates.
    case badPick(Int, count: Int)
    /// The geocoder knows no such place.
    case notFound(String)
    /// `--offline` (or the network down) and nothing in the cache: the place, and why no fetch.
    case notCached(String, why: String)
    /// The server could not be reached or failed the transfer.
    case network(String)
    /// The server answered with an HTTP error.
    case http(Int, String)
    /// An HTTP 200 from Overpass whose JSON carries a top-level `remark` (a runtime error or timeout).
    case remark(String)
    /// A response that is not the JSON it should be (malformed or truncated).
    case malformed(String)
    /// Nothing arrived for too long.
    case timedOut(String, seconds: Int)
    /// The Overpass server stayed busy through every wait.
    case busy(String)
    /// Ctrl-C (or SIGTERM/SIGHUP): the signal number.
    case cancelled(Int32)
    /// The cache could not be written.
    case cache(String)

    /// The exit status the README's table gives this failure.
    public var exitStatus: Int32 {
        switch self {
        case .badPlace, .badPick: return 64
        case .notFound: return 1
        case .cancelled(let signal): return 128 + signal
        case .notCached, .network, .http, .remark, .malformed, .timedOut, .busy, .cache: return 2
        }
    }

    public var description: String {
        switch self {
        case .badPlace(let text): return "\(text)"
        case .badPick(let n, let count): return "--pick \(n): there \(count == 1 ? "is 1 candidate" : "are \(count) candidates")"
        case .notFound(let name): return "no place named \"\(name)\" found by the geocoder"
        case .notCached(_, let why): return "not in the cache, and \(why)"
        case .network(let text): return text
        case .http(let code, let text): return "HTTP \(code) from \(text)"
        case .remark(let text): return "the Overpass server answered with an error instead of data: \(text)"
        case .malformed(let text): return text
        case .timedOut(let what, let seconds): return "\(what) sent nothing for \(seconds) s; gave up"
        case .busy(let text): return text
        case .cancelled: return "cancelled"
        case .cache(let text): return text
        }
    }
}
