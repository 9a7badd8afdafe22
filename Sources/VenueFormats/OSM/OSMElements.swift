/// The three kinds of OpenStreetMap element.
public enum OSMElementKind: String, Sendable, Hashable {
    case node, way, relation
}

/// An element's identity as OSM tools write it: `way/123`.
public struct OSMRef: Hashable, Sendable, CustomStringConvertible {
    /// Node, way or relation.
    public var kind: OSMElementKind
    /// The OSM id (negative for elements not yet uploaded, as JOSM writes them).
    public var id: Int64

    /// Creates a reference.
    public init(_ kind: OSMElementKind, _ id: Int64) {
        self.kind = kind
        self.id = id
    }

    /// Parses `way/123`, `w123` or `way 123`; nil for anything else.
    public init?(text: String) {
        if let (kind, id) = Self.plain(text) {   // `way/123`, as exports write ids: no Foundation
            self.init(kind, id)
            return
        }
        let t = text.trimmedWhitespace
        for kind in [OSMElementKind.node, .way, .relation] {
            for prefix in [kind.rawValue + "/", kind.rawValue + " ", String(kind.rawValue.prefix(1))] where t.hasPrefix(prefix) {
                if let n = Int64(t.dropFirst(prefix.count)) { self.init(kind, n); return }
            }
        }
        return nil
    }

    /// `way/123`.
    public var description: String { "\(kind.rawValue)/\(id)" }

    /// `node/N`, `way/N` or `relation/N` exactly (N: an optional minus and up to 18 digits),
    /// read from the bytes; nil for anything else, which the general parse then reads.
    private static func plain(_ text: String) -> (OSMElementKind, Int64)? {
        var text = text
        return text.withUTF8 { u in
            func starts(_ prefix: StaticString) -> Bool {
                let n = prefix.utf8CodeUnitCount
                guard u.count >= n else { return false }
                for i in 0..<n where u[i] != prefix.utf8Start[i] { return false }
                return true
            }
            let kind: OSMElementKind, first: Int
            if starts("way/") {
                (kind, first) = (.way, 4)
            } else if starts("node/") {
                (kind, first) = (.node, 5)
            } else if starts("relation/") {
                (kind, first) = (.relation, 9)
            } else {
                return nil
            }
            var value: Int64 = 0, digits = 0, negative = false
            for b in u[first...] {
                if b == UInt8(ascii: "-") && digits == 0 && !negative {
                    negative = true
                    continue
                }
                guard (b &- 0x30) < 10, digits < 18 else { return nil }
                value = value * 10 + Int64(b - 0x30)
                digits += 1
            }
            return digits > 0 ? (kind, negative ? -value : value) : nil
        }
    }
}

/// Where an element was read: a line and column of an XML file, when known.
public struct SourcePosition: Sendable, Equatable {
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
}

/// One OSM object ready for tag mapping: its tags and its geometry, however it was read
/// (OSM XML, Overpass JSON or GeoJSON).
public struct OSMFeature: Sendable {
    /// The element it came from.
    public var ref: OSMRef
    /// Its tags.
    public var tags: OSMTags
    /// Point for nodes, LineString or Polygon for ways, Polygon/MultiPolygon for
    /// multipolygon relations, nil when it could not be built (other relations).
    public var geometry: Geometry?
    /// Where it starts in its file, when the reader knows.
    public var position: SourcePosition?

    /// Creates a feature.
    public init(ref: OSMRef, tags: OSMTags, geometry: Geometry?, position: SourcePosition? = nil) {
        self.ref = ref
        self.tags = tags
        self.geometry = geometry
        self.position = position
    }
}

/// A node as read from OSM XML or Overpass JSON.
struct OSMNode: Sendable {
    var id: Int64
    var point: GeoPoint?
    var tags: OSMTags
    var position: SourcePosition?
}

/// A way: its node ids, or (Overpass `out geom`) its positions inline.
struct OSMWay: Sendable {
    var id: Int64
    var nodeIDs: [Int64]
    var inline: [GeoPoint]
    var tags: OSMTags
    var position: SourcePosition?
}

/// A relation member: a reference, a role and, with `out geom`, its positions inline.
struct OSMMember: Sendable {
    var ref: OSMRef
    var role: String
    var inline: [GeoPoint]
}

/// A relation.
struct OSMRelation: Sendable {
    var id: Int64
    var members: [OSMMember]
    var tags: OSMTags
    var position: SourcePosition?
}

/// Raw elements of an OSM XML or Overpass JSON file, in file order.
struct OSMData: Sendable {
    var nodes: [OSMNode] = []
    var ways: [OSMWay] = []
    var relations: [OSMRelation] = []
    /// Positions counted so far, for the archive limits.
    var positions = 0
}
