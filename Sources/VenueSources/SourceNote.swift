/// A line the fetch wants said beside the place (the candidates of a name, a stale cache
/// used), as typed values: ``description`` is the English line, and the command line says it
/// in the interface language (`SourceNote.text(_:)` in AtriumCLI).
public enum SourceNote: Equatable, Sendable, CustomStringConvertible {
    /// `count` places match `name`; the one numbered `opening` is opened.
    case candidates(count: Int, name: String, opening: Int)
    /// One candidate, numbered from 1; `chosen` marks the one opened.
    case candidate(number: Int, chosen: Bool, name: String, kind: String, place: String)
    /// The geocoder failed so; its answer cached that long ago stands in.
    case geocoderUnreachable(SourceError, cached: CacheAge)
    /// The Overpass server at `host` failed so; the answer cached that long ago stands in.
    case serverUnreachable(host: String, SourceError, cached: CacheAge)
    /// `--offline`: the answer is older than the cache's 14 days, and used all the same.
    case staleOffline(cached: CacheAge)

    /// The English line.
    public var description: String {
        switch self {
        case .candidates(let count, let name, let opening): "\(count) places match \"\(name)\"; opening \(opening) (--pick N opens another):"
        case .candidate(let number, let chosen, let name, let kind, let place): "  \(number)\(chosen ? "*" : " ") \(name) (\(kind)), \(place)"
        case .geocoderUnreachable(let error, let age): "the geocoder cannot be reached (\(error)); using its answer cached \(age)"
        case .serverUnreachable(let host, let error, let age): "\(host) cannot be reached (\(error)); using data cached \(age)"
        case .staleOffline(let age): "using data cached \(age) (older than 14 days; --offline)"
        }
    }
}

/// How long ago something was cached, in its largest whole unit of which there are two or more.
public enum CacheAge: Equatable, Sendable, CustomStringConvertible {
    case days(Int), hours(Int), minutes(Int), justNow

    /// "3 days ago", "2 hours ago", "just now".
    public var description: String {
        switch self {
        case .days(let n): "\(n) days ago"
        case .hours(let n): "\(n) hours ago"
        case .minutes(let n): "\(n) minutes ago"
        case .justNow: "just now"
        }
    }
}

/// Why a place fetched holds nothing to show.
public enum EmptyPlace: Equatable, Sendable, CustomStringConvertible {
    /// No building, station or mall outline there, and nothing indoor.
    case nothingMapped(title: String)
    /// Outlines and elements, but none tagged `indoor=*` or `level=*`.
    case nothingIndoor(title: String, outlines: Int, elements: Int)

    /// The English sentence.
    public var description: String {
        switch self {
        case .nothingMapped(let title):
            "\(title): no building, station or mall mapped in OpenStreetMap there, and no indoor=* or level=* features around"
        case .nothingIndoor(let title, let outlines, let elements):
            "\(title) has no indoor=* or level=* features in OpenStreetMap (\(outlines) outline\(outlines == 1 ? "" : "s") and \(elements) elements around it, nothing indoor)"
        }
    }
}
