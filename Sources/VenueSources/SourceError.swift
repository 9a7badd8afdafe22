import Foundation

/// Why a place could not be opened, with the exit status the README gives it (1: nothing to
/// show; 2: the data cannot be had or read; 64: usage; 130: Ctrl-C). Each case carries what
/// the sentence needs as typed values, not words: ``description`` is the English line (tests,
/// logs), and the command line says it in the interface language from its catalogue
/// (`SourceError.text(_:)` in AtriumCLI; VenueSources imports nothing the readers import).
public enum SourceError: Error, CustomStringConvertible, Equatable {
    /// `osm:` with something that is no name, coordinates or element.
    case badPlace(BadPlace)
    /// `--pick N` beyond the candidates.
    case badPick(Int, count: Int)
    /// The geocoder knows no such place.
    case notFound(String)
    /// `--offline` (or the network down) and nothing in the cache: the place, and why no fetch.
    case notCached(String, why: NotCachedReason)
    /// The server at `host` could not be reached or failed the transfer; `detail` is the
    /// system's own words.
    case network(host: String, detail: String)
    /// The server answered with an HTTP error.
    case http(Int, HTTPSource)
    /// An HTTP 200 from Overpass whose JSON carries a top-level `remark` (a runtime error or timeout).
    case remark(String)
    /// A response that is not the JSON it should be (malformed or truncated).
    case malformed(Malformed)
    /// Nothing arrived from the host for too long.
    case timedOut(String, seconds: Int)
    /// The Overpass server at `host` stayed busy through `waits` waits.
    case busy(host: String, waits: Int)
    /// Ctrl-C (or SIGTERM/SIGHUP): the signal number.
    case cancelled(Int32)
    /// The cache could not be written or read.
    case cache(CacheProblem)

    /// What is wrong with an `osm:` argument.
    public enum BadPlace: Equatable, Sendable {
        /// Not `osm:…` at all.
        case notAPlace(String)
        /// `osm:` and nothing after it.
        case noPlace
        /// `osm:way/x`: the text after `osm:` and the kind (`way/`, `relation/`).
        case badID(String, kind: String)
        /// `osm:100,200`: the text after `osm:`.
        case badCoordinates(String)
        /// A name no search URL can be made of.
        case noSearchURL(String)
    }

    /// Why a place not in the cache was not fetched.
    public indirect enum NotCachedReason: Equatable, Sendable {
        /// `--offline`, and the name has no cached candidates.
        case offlineGeocoder
        /// `--offline`, and the place has no cached answer.
        case offlineOverpass
        /// The network failed so.
        case networkFailed(SourceError)
    }

    /// Which server answered with an HTTP error.
    public enum HTTPSource: Equatable, Sendable {
        /// A status feed's host.
        case host(String)
        /// The Overpass server at the host, with the first line of its answer (may be empty).
        case overpass(String, said: String)
        /// The Overpass server at the host timed out (504) through `tries` tries.
        case overpassTimeouts(String, tries: Int)
        /// The geocoder at the host.
        case geocoder(String)
    }

    /// How an answer is not what it should be.
    public enum Malformed: Equatable, Sendable {
        /// The geocoder's answer is no JSON array.
        case geocoderAnswer
        /// The Overpass answer from the host is not complete JSON (so many bytes).
        case incomplete(String, bytes: Int64)
        /// The Overpass answer from the host is JSON but no object.
        case notAnObject(String)
        /// The Overpass answer from the host has no `elements`.
        case noElements(String)
    }

    /// What went wrong with the cache, and where (`detail`: the system's own words).
    public enum CacheProblem: Equatable, Sendable {
        /// A cached file cannot be read.
        case cannotRead(String)
        /// A `.part` just written cannot be read back.
        case cannotReadBack(String)
        /// The cache folder cannot be made.
        case cannotCreate(String, detail: String)
        /// A cache folder cannot be written in.
        case cannotWriteIn(String, detail: String)
        /// A file cannot be written (`detail` empty when the system said nothing).
        case cannotWrite(String, detail: String)
        /// The cache cannot be deleted.
        case cannotClear(String, detail: String)
    }

    /// The exit status the README's table gives this failure.
    public var exitStatus: Int32 {
        switch self {
        case .badPlace, .badPick: return 64
        case .notFound: return 1
        case .cancelled(let signal): return 128 + signal
        case .notCached, .network, .http, .remark, .malformed, .timedOut, .busy, .cache: return 2
        }
    }

    /// The English line.
    public var description: String {
        switch self {
        case .badPlace(let bad):
            switch bad {
            case .notAPlace(let text): return "not an osm: place: \(text)"
            case .noPlace: return "osm: needs a place: osm:NAME, osm:LAT,LON, osm:way/ID or osm:relation/ID"
            case .badID(let rest, let kind): return "osm:\(rest): the id after \(kind) must be a positive number"
            case .badCoordinates(let rest): return "osm:\(rest): latitude must be within ±90 and longitude within ±180"
            case .noSearchURL(let name): return "cannot make a search URL for \"\(name)\""
            }
        case .badPick(let n, let count): return "--pick \(n): there \(count == 1 ? "is 1 candidate" : "are \(count) candidates")"
        case .notFound(let name): return "no place named \"\(name)\" found by the geocoder"
        case .notCached(_, let why):
            switch why {
            case .offlineGeocoder: return "not in the cache, and --offline forbids asking the geocoder"
            case .offlineOverpass: return "not in the cache, and --offline forbids asking the Overpass server"
            case .networkFailed(let error): return "not in the cache, and the network failed: \(error)"
            }
        case .network(let host, let detail): return "cannot reach \(host): \(detail)"
        case .http(let code, let source):
            switch source {
            case .host(let host): return "HTTP \(code) from \(host)"
            case .overpass(let host, let said): return "HTTP \(code) from the Overpass server at \(host)" + (said.isEmpty ? "" : ": \(said)")
            case .overpassTimeouts(let host, let tries):
                return "HTTP \(code) from \(host) (the server is overloaded or the query took too long) after \(tries) tries"
            case .geocoder(let host): return "HTTP \(code) from the geocoder at \(host)"
            }
        case .remark(let text): return "the Overpass server answered with an error instead of data: \(text)"
        case .malformed(let what):
            switch what {
            case .geocoderAnswer: return "the geocoder's answer is not a JSON array of places"
            case .incomplete(let host, let bytes): return "the answer from \(host) is not complete JSON (\(formatBytes(bytes)), malformed or truncated)"
            case .notAnObject(let host): return "the answer from \(host) is not an Overpass JSON object"
            case .noElements(let host): return "the answer from \(host) has no \"elements\""
            }
        case .timedOut(let what, let seconds): return "\(what) sent nothing for \(seconds) s; gave up"
        case .busy(let host, let waits): return "the Overpass server at \(host) stayed busy (HTTP 429) through \(waits) waits; try again later"
        case .cancelled: return "cancelled"
        case .cache(let problem):
            switch problem {
            case .cannotRead(let path): return "cannot read \(path)"
            case .cannotReadBack(let path): return "cannot read \(path) back"
            case .cannotCreate(let path, let detail): return "cannot create the cache folder \(path): \(detail)"
            case .cannotWriteIn(let path, let detail): return "cannot write the cache in \(path): \(detail)"
            case .cannotWrite(let path, let detail): return "cannot write \(path)" + (detail.isEmpty ? "" : ": \(detail)")
            case .cannotClear(let path, let detail): return "cannot clear \(path): \(detail)"
            }
        }
    }
}
