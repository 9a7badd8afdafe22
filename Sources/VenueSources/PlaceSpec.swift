import Foundation

/// What follows `osm:` on the command line: a name to geocode, a point, or an OSM element.
public enum PlaceSpec: Hashable, Sendable, CustomStringConvertible {
    /// `osm:NAME`: geocoded with Nominatim.
    case name(String)
    /// `osm:LAT,LON`: the building(s) containing the point.
    case point(latitude: Double, longitude: Double)
    /// `osm:way/ID`: a building or station outline.
    case way(Int64)
    /// `osm:relation/ID`: a multipolygon building or a site.
    case relation(Int64)

    /// The prefix that marks a place on the command line.
    public static let prefix = "osm:"

    /// Whether a VENUE argument names a place rather than a file.
    public static func isPlace(_ argument: String) -> Bool { argument.hasPrefix(prefix) }

    /// Parses `osm:…`; throws ``SourceError/badPlace(_:)`` with what is wrong.
    public static func parse(_ argument: String) throws -> PlaceSpec {
        guard argument.hasPrefix(prefix) else { throw SourceError.badPlace(.notAPlace(argument)) }
        let rest = argument.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        if rest.isEmpty {
            throw SourceError.badPlace(.noPlace)
        }
        for (kind, make) in [("way/", PlaceSpec.way), ("relation/", PlaceSpec.relation)] where rest.lowercased().hasPrefix(kind) {
            guard let id = Int64(rest.dropFirst(kind.count)), id > 0 else {
                throw SourceError.badPlace(.badID(rest, kind: kind))
            }
            return make(id)
        }
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let lat = Double(parts[0]), let lon = Double(parts[1]) {
            guard (-90...90).contains(lat), (-180...180).contains(lon) else {
                throw SourceError.badPlace(.badCoordinates(rest))
            }
            return .point(latitude: lat, longitude: lon)
        }
        return .name(rest)
    }

    public var description: String {
        switch self {
        case .name(let n): return "osm:\(n)"
        case .point(let lat, let lon): return "osm:\(Self.coordinate(lat)),\(Self.coordinate(lon))"
        case .way(let id): return "osm:way/\(id)"
        case .relation(let id): return "osm:relation/\(id)"
        }
    }

    /// A coordinate with 7 decimals at most (OSM's precision), trailing zeros dropped.
    static func coordinate(_ value: Double) -> String {
        var s = String(format: "%.7f", value)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
