import Foundation

/// A WGS 84 position as GeoJSON writes it: longitude first, then latitude, in degrees.
public struct GeoPoint: Hashable, Sendable, CustomStringConvertible {
    /// Degrees east of Greenwich, in [-180, 180].
    public var longitude: Double
    /// Degrees north of the equator, in [-90, 90].
    public var latitude: Double

    /// Creates a position from a longitude and a latitude in degrees.
    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }

    /// Whether both values are finite and inside the WGS 84 ranges.
    public var isValid: Bool {
        longitude.isFinite && latitude.isFinite && abs(longitude) <= 180 && abs(latitude) <= 90
    }

    /// `lat,lon` with 7 decimals, the order people type on a command line.
    public var description: String {
        "\(formatCoordinate(latitude)),\(formatCoordinate(longitude))"
    }
}

/// Formats a coordinate with up to 7 decimals (about 1 cm), trimming trailing zeros.
///
/// The digits are `printf("%.7f")`'s (the exact binary value rounded to 7 decimals, ties to
/// even), worked out in integers: Foundation's `String(format:)` took a tenth of an OSM
/// load, where every join of the footway network names its point in its stable id.
public func formatCoordinate(_ value: Double) -> String {
    var text = exactSevenDecimals(value) ?? String(format: "%.7f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// `String(format: "%.7f", value)` for a finite, normal `value` below 10¹¹ in magnitude (or
/// zero); nil for any other, which the caller formats through Foundation.
///
/// The value is m · 2^e exactly (m < 2⁵³), so value · 10⁷ = m · 10⁷ · 2^e, with m · 10⁷ < 2⁷⁷:
/// shifted right by −e in 128 bits, the bits shifted out decide the rounding.
func exactSevenDecimals(_ value: Double) -> String? {
    guard value.isFinite, value.magnitude < 1e11, value == 0 || value.isNormal else { return nil }
    var scaled: UInt128 = 0
    if value != 0 {
        let m = UInt128((1 as UInt64) << 52 | value.significandBitPattern)
        let e = Int(value.exponent) - 52
        let product = m * 10_000_000
        if e >= 0 {
            scaled = product << e   // below 10¹⁸: value < 10¹¹
        } else if -e >= 127 {
            return nil              // far below 10⁻⁷: Foundation's zero, not worth the care
        } else {
            let shift = -e
            scaled = product >> shift
            let rest = product & ((1 << shift) - 1), half: UInt128 = 1 << (shift - 1)
            if rest > half || (rest == half && scaled & 1 == 1) { scaled += 1 }
        }
    }
    let whole = scaled / 10_000_000, fraction = String(scaled % 10_000_000)
    return (value.sign == .minus ? "-" : "") + String(whole) + "." + String(repeating: "0", count: 7 - fraction.count) + fraction
}

/// A GeoJSON geometry, limited to the kinds IMDF uses.
///
/// Polygon rings are stored as arrays of positions; the first ring is the
/// exterior and any further rings are holes.
public enum Geometry: Sendable, Equatable {
    /// A single position (amenity, anchor, display point).
    case point(GeoPoint)
    /// An open polyline (opening, detail).
    case lineString([GeoPoint])
    /// Several polylines.
    case multiLineString([[GeoPoint]])
    /// One polygon: exterior ring followed by holes.
    case polygon([[GeoPoint]])
    /// Several polygons, each an exterior ring followed by holes.
    case multiPolygon([[[GeoPoint]]])

    /// The polygons of a Polygon or MultiPolygon; empty for other kinds.
    public var polygons: [[[GeoPoint]]] {
        switch self {
        case .polygon(let rings): return [rings]
        case .multiPolygon(let polys): return polys
        default: return []
        }
    }

    /// The polylines of a LineString or MultiLineString; empty for other kinds.
    public var lines: [[GeoPoint]] {
        switch self {
        case .lineString(let line): return [line]
        case .multiLineString(let lines): return lines
        default: return []
        }
    }

    /// Every position of the geometry, in order.
    public var allPoints: [GeoPoint] {
        switch self {
        case .point(let p): return [p]
        case .lineString(let l): return l
        case .multiLineString(let ls): return ls.flatMap { $0 }
        case .polygon(let rings): return rings.flatMap { $0 }
        case .multiPolygon(let polys): return polys.flatMap { $0.flatMap { $0 } }
        }
    }

    /// The GeoJSON type name ("Polygon", "Point", ...).
    public var typeName: String {
        switch self {
        case .point: return "Point"
        case .lineString: return "LineString"
        case .multiLineString: return "MultiLineString"
        case .polygon: return "Polygon"
        case .multiPolygon: return "MultiPolygon"
        }
    }

    /// The bounding box of all positions, or nil for an empty geometry.
    public var bounds: GeoBounds? {
        // Ring by ring in ``allPoints``' order, without gathering them into a new array.
        switch self {
        case .point(let p): return GeoBounds(points: CollectionOfOne(p))
        case .lineString(let l): return GeoBounds(points: l)
        case .multiLineString(let ls): return GeoBounds(points: ls.joined())
        case .polygon(let rings): return GeoBounds(points: rings.joined())
        case .multiPolygon(let polys): return GeoBounds(points: polys.joined().joined())
        }
    }
}

/// An axis-aligned box in longitude and latitude.
public struct GeoBounds: Hashable, Sendable {
    /// South-west corner.
    public var min: GeoPoint
    /// North-east corner.
    public var max: GeoPoint

    /// Creates a box from its corners.
    public init(min: GeoPoint, max: GeoPoint) {
        self.min = min
        self.max = max
    }

    /// The smallest box holding every point, or nil when there are none.
    public init?<S: Sequence>(points: S) where S.Element == GeoPoint {
        var lo = GeoPoint(longitude: .infinity, latitude: .infinity)
        var hi = GeoPoint(longitude: -.infinity, latitude: -.infinity)
        var any = false
        for p in points {
            any = true
            lo.longitude = Swift.min(lo.longitude, p.longitude)
            lo.latitude = Swift.min(lo.latitude, p.latitude)
            hi.longitude = Swift.max(hi.longitude, p.longitude)
            hi.latitude = Swift.max(hi.latitude, p.latitude)
        }
        guard any else { return nil }
        self.init(min: lo, max: hi)
    }

    /// The middle of the box.
    public var center: GeoPoint {
        GeoPoint(longitude: (min.longitude + max.longitude) / 2, latitude: (min.latitude + max.latitude) / 2)
    }

    /// The smallest box holding both boxes.
    public func union(_ other: GeoBounds) -> GeoBounds {
        GeoBounds(
            min: GeoPoint(longitude: Swift.min(min.longitude, other.min.longitude), latitude: Swift.min(min.latitude, other.min.latitude)),
            max: GeoPoint(longitude: Swift.max(max.longitude, other.max.longitude), latitude: Swift.max(max.latitude, other.max.latitude)))
    }
}
