import Foundation

/// A position, in degrees.
public struct Coordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// What to ask Overpass for: the building(s) at a point, or an outline by id, with the point
/// (when known) that caps the area at 2 km on a side.
public struct OverpassTarget: Hashable, Sendable {
    /// How the outline is found.
    public enum Outline: Hashable, Sendable {
        /// The buildings, stations, malls and terminals whose area contains the point.
        case containing(Coordinate)
        /// A way by id.
        case way(Int64)
        /// A relation by id.
        case relation(Int64)
    }

    /// How the outline is found.
    public var outline: Outline
    /// The centre of the 2 km cap, when known (the point itself, or the geocoder's position).
    public var center: Coordinate?

    public init(outline: Outline, center: Coordinate?) {
        self.outline = outline
        self.center = center
    }

    /// A file name for the cache: `way-123`, `relation-45`, `point-52.5251_13.3694`.
    public var cacheKey: String {
        switch outline {
        case .containing(let p): return "point-\(PlaceSpec.coordinate(p.latitude))_\(PlaceSpec.coordinate(p.longitude))"
        case .way(let id): return "way-\(id)"
        case .relation(let id): return "relation-\(id)"
        }
    }
}

/// The one Overpass QL query for a place: the outline(s), then everything indoor and around
/// within 100 m of them (and within 2 km a side of the centre), then the nodes and members
/// those need (`out body; >; out skel qt;`).
public enum OverpassQuery {
    /// The margin around the outline, in meters.
    public static let margin = 100
    /// Half the side of the cap, in meters (2 km a side).
    public static let capHalfSide = 1000.0

    /// Kinds of area that a point may be inside of.
    static let containers = ["[building]", "[\"building:part\"]", "[railway=station]", "[public_transport=station]",
                             "[shop=mall]", "[aeroway=terminal]"]

    /// What is taken around the outline: indoor features, levels, buildings, platforms,
    /// public transport, entrances and doors, and the walkways and streets.
    static let filters = [
        "nwr", "[indoor]",
        "nwr", "[level]",
        "nwr", "[repeat_on]",
        "nwr", "[building]",
        "nwr", "[\"building:part\"]",
        "nwr", "[railway=platform]",
        "nwr", "[public_transport]",
        "node", "[entrance]",
        "node", "[door]",
        "nwr", "[highway~\"^(footway|steps|elevator|corridor|pedestrian|path|living_street|residential|service|unclassified|tertiary|secondary|primary|trunk)$\"]",
    ]

    /// The query text.
    public static func text(for target: OverpassTarget, timeout: Int, maxSize: Int) -> String {
        var lines = ["[out:json][timeout:\(timeout)][maxsize:\(maxSize)];"]
        switch target.outline {
        case .containing(let p):
            lines.append("is_in(\(PlaceSpec.coordinate(p.latitude)),\(PlaceSpec.coordinate(p.longitude)))->.areas;")
            let parts = containers.flatMap { ["way(pivot.areas)\($0);", "relation(pivot.areas)\($0);"] }
            lines.append("(" + parts.joined(separator: " ") + ")->.outline;")
        case .way(let id):
            lines.append("way(\(id))->.outline;")
        case .relation(let id):
            lines.append("relation(\(id))->.outline;")
        }
        let cap = target.center.map { bbox(latitude: $0.latitude, longitude: $0.longitude) } ?? ""
        lines.append("(")
        for i in stride(from: 0, to: filters.count, by: 2) {
            lines.append("  \(filters[i])(around.outline:\(margin))\(cap)\(filters[i + 1]);")
        }
        lines.append("  .outline;")
        lines.append(");")
        lines.append("out body; >; out skel qt;")
        return lines.joined(separator: "\n")
    }

    /// `(south,west,north,east)`: 2 km a side around a point.
    static func bbox(latitude: Double, longitude: Double) -> String {
        let dLat = capHalfSide / 111_320
        let dLon = capHalfSide / (111_320 * max(0.01, cos(latitude * .pi / 180)))
        let s = [latitude - dLat, longitude - dLon, latitude + dLat, longitude + dLon].map { String(format: "%.6f", $0) }
        return "(\(s.joined(separator: ",")))"
    }

    /// Overpass's wait from its `/api/status` page: 0 when a slot is free now, the seconds
    /// of the soonest "Slot available after: …, in N seconds.", nil when the page says neither.
    public static func slotWait(status: String) -> TimeInterval? {
        if status.range(of: #"\d+ slots? available now"#, options: .regularExpression) != nil { return 0 }
        var soonest: TimeInterval?
        let pattern = try! NSRegularExpression(pattern: #"Slot available after: [^,]*, in (-?\d+) seconds?"#)
        let ns = status as NSString
        for m in pattern.matches(in: status, range: NSRange(location: 0, length: ns.length)) {
            if let n = Double(ns.substring(with: m.range(at: 1))) { soonest = min(soonest ?? n, max(0, n)) }
        }
        return soonest
    }
}
