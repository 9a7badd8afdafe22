import VenueFormats
import MapCore

/// The geometries a synthetic venue needs, in local meters.
enum SyntheticGeometry {
    /// An axis-aligned rectangle, written as a closed Polygon ring.
    case rect(Rect)
    /// A Polygon: the exterior ring, then holes, each ring given open (the writer closes it).
    case polygon([[Vec2]])
    /// A LineString of two points.
    case line(Vec2, Vec2)
    /// A Point.
    case point(Vec2)
}

/// Writes one IMDF FeatureCollection as compact GeoJSON bytes, fast enough for
/// hundreds of thousands of features (no string formatting per number).
struct GeoJSONWriter {
    let projection: LocalProjection
    let type: String
    private var bytes: [UInt8] = []
    private var count = 0

    init(projection: LocalProjection, type: String) {
        self.projection = projection
        self.type = type
        bytes.append(contentsOf: #"{"type":"FeatureCollection","features":["#.utf8)
    }

    /// Appends a feature; `properties` writes its properties (`feature_type` comes first by itself).
    mutating func feature(id: String, geometry: SyntheticGeometry?, properties: (inout PropertyWriter) -> Void) {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        count += 1
        bytes.append(contentsOf: #"{"type":"Feature","id":""#.utf8)
        bytes.append(contentsOf: id.utf8)
        bytes.append(contentsOf: #"","feature_type":""#.utf8)
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: #"","geometry":"#.utf8)
        if let geometry { write(geometry) } else { bytes.append(contentsOf: "null".utf8) }
        bytes.append(contentsOf: #","properties":{"#.utf8)
        var p = PropertyWriter(projection: projection)
        properties(&p)
        bytes.append(contentsOf: p.bytes)
        bytes.append(contentsOf: "}}".utf8)
    }

    /// The finished file, `<type>.geojson`.
    func member() -> ArchiveMember {
        ArchiveMember(path: type + ".geojson", bytes: bytes + Array("]}".utf8))
    }

    private mutating func write(_ g: SyntheticGeometry) {
        switch g {
        case .rect(let r):
            bytes.append(contentsOf: #"{"type":"Polygon","coordinates":[["#.utf8)
            let corners = [r.min, Vec2(r.max.x, r.min.y), r.max, Vec2(r.min.x, r.max.y), r.min]
            for (i, c) in corners.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.position(projection.unproject(c), into: &bytes)
            }
            bytes.append(contentsOf: "]]}".utf8)
        case .polygon(let rings):
            bytes.append(contentsOf: #"{"type":"Polygon","coordinates":["#.utf8)
            for (r, ring) in rings.enumerated() {
                bytes.append(contentsOf: (r > 0 ? ",[" : "[").utf8)
                for (i, c) in (ring + ring.prefix(1)).enumerated() {
                    if i > 0 { bytes.append(UInt8(ascii: ",")) }
                    Self.position(projection.unproject(c), into: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            }
            bytes.append(contentsOf: "]}".utf8)
        case .line(let a, let b):
            bytes.append(contentsOf: #"{"type":"LineString","coordinates":["#.utf8)
            Self.position(projection.unproject(a), into: &bytes)
            bytes.append(UInt8(ascii: ","))
            Self.position(projection.unproject(b), into: &bytes)
            bytes.append(contentsOf: "]}".utf8)
        case .point(let p):
            bytes.append(contentsOf: #"{"type":"Point","coordinates":"#.utf8)
            Self.position(projection.unproject(p), into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// `[lon,lat]` with seven decimals (about a centimeter).
    static func position(_ p: GeoPoint, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        decimal(p.longitude, into: &bytes)
        bytes.append(UInt8(ascii: ","))
        decimal(p.latitude, into: &bytes)
        bytes.append(UInt8(ascii: "]"))
    }

    /// A number with exactly seven decimals, e.g. `-9.9500000`.
    static func decimal(_ value: Double, into bytes: inout [UInt8]) {
        let scaled = Int64((value * 1e7).rounded())
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        bytes.append(contentsOf: String(magnitude / 10_000_000).utf8)
        bytes.append(UInt8(ascii: "."))
        var fraction = magnitude % 10_000_000
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: 7)
        for i in stride(from: 6, through: 0, by: -1) {
            digits[i] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        bytes.append(contentsOf: digits)
    }
}

/// Writes the members of a GeoJSON `properties` object.
struct PropertyWriter {
    let projection: LocalProjection
    fileprivate(set) var bytes: [UInt8] = []

    init(projection: LocalProjection) {
        self.projection = projection
    }

    private mutating func key(_ k: String) {
        if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
        quoted(k)
        bytes.append(UInt8(ascii: ":"))
    }

    private mutating func quoted(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(b)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"k": "value"`.
    mutating func string(_ k: String, _ value: String) {
        key(k)
        quoted(value)
    }

    /// `"k": {"en": "text"}`.
    mutating func labels(_ k: String, _ text: String) {
        key(k)
        bytes.append(contentsOf: #"{"en":"#.utf8)
        quoted(text)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `"k": null`.
    mutating func null(_ k: String) {
        key(k)
        bytes.append(contentsOf: "null".utf8)
    }

    /// `"k": true` or `false`.
    mutating func bool(_ k: String, _ value: Bool) {
        key(k)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// `"k": 12`.
    mutating func int(_ k: String, _ value: Int) {
        key(k)
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `"k": ["a", "b"]`.
    mutating func stringArray(_ k: String, _ values: [String]) {
        key(k)
        bytes.append(UInt8(ascii: "["))
        for (i, v) in values.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            quoted(v)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"k": {"type": "Point", "coordinates": [lon, lat]}`.
    mutating func point(_ k: String, _ p: Vec2) {
        key(k)
        bytes.append(contentsOf: #"{"type":"Point","coordinates":"#.utf8)
        GeoJSONWriter.position(projection.unproject(p), into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}
