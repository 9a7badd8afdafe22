import Foundation

/// A small railway station mapped the way OpenStreetMap maps most stations: a network of
/// footway, steps and escalator ways and elevator nodes on three levels, with shops as
/// `indoor=room` areas beside the ways (mostly without doors), written out as OSM XML or as
/// Overpass JSON for the readers to take in as they would a downloaded file.
///
/// Positions are in meters east (`x`) and north (`y`) of 52.5° N 13.4° E. Level 0 has a
/// footway along y = 0, level 1 one along y = 20, level −1 a concourse area (y 2…12) with a
/// footway through it. Between them: a steps way (x = 10, 0↔1), an up escalator (x = 30,
/// `conveying=forward` from 0 to 1), a down escalator (x = 40, from 1 to 0), an elevator node
/// with `level=0;1` (x = 50, y = 10) at the end of a footway spur on each level, an elevator
/// shaft (`building:part=elevator`, `repeat_on=-1;0;1`) at x = 45, y = 9, and a footway with
/// `level=-1;0` from the concourse up to the level-0 footway at x = 5.
public struct SyntheticStation: Sendable {
    /// A node: its id, position in meters and tags.
    public struct Node: Sendable { public var id: Int64; public var x: Double; public var y: Double; public var tags: [(String, String)] }
    /// A way: its id, node ids and tags.
    public struct Way: Sendable { public var id: Int64; public var nodes: [Int64]; public var tags: [(String, String)] }

    /// Every node, in id order.
    public private(set) var nodes: [Node] = []
    /// Every way, in id order.
    public private(set) var ways: [Way] = []
    private var nodeAt: [String: Int] = [:]

    /// The shops every other shop can be reached from (name, OSM level).
    public static let reachableShops: [(name: String, level: Double)] = [
        ("Bakery", 0), ("Pharmacy", 0), ("Kamps", 0), ("Kiosk", 1), ("Books", 1), ("Kamps", 1), ("Café", -1),
    ]
    /// A shop 6 m from the nearest footway, with no door: nothing may join it.
    public static let farShop = "Far Shop"

    /// The station.
    public static func standard() -> SyntheticStation {
        var s = SyntheticStation()
        let footway = [("highway", "footway"), ("indoor", "yes")]
        s.way([(0, 0), (5, 0), (10, 0), (15, 0), (30, 0), (40, 0), (45, 0), (50, 0), (60, 0)], footway + [("level", "0")])
        s.way([(0, 20), (10, 20), (15, 20), (30, 20), (35, 20), (40, 20), (45, 20), (50, 20), (55, 20), (60, 20)], footway + [("level", "1")])
        s.way([(10, 5), (45, 5), (45, 9)], footway + [("level", "-1")])
        s.area(0, 2, 60, 12, [("indoor", "area"), ("level", "-1"), ("name", "Concourse")])
        // Spurs to the pharmacy's door, the elevator node and the shaft.
        s.way([(15, 0), (15, -2)], footway + [("level", "0")])
        s.node(15, -2, [("door", "yes"), ("level", "0")])
        s.way([(50, 0), (50, 10)], footway + [("level", "0")])
        s.way([(50, 20), (50, 10)], footway + [("level", "1")])
        s.node(50, 10, [("highway", "elevator"), ("level", "0;1"), ("indoor", "yes")])
        s.way([(45, 0), (45, 9)], footway + [("level", "0")])
        s.way([(45, 20), (45, 9)], footway + [("level", "1")])
        s.area(44, 8, 46, 10, [("building:part", "elevator"), ("repeat_on", "-1;0;1"), ("name", "Shaft")])
        // Level changes.
        s.way([(10, 0), (10, 20)], [("highway", "steps"), ("level", "0;1"), ("indoor", "yes")])
        s.way([(30, 0), (30, 20)], [("highway", "steps"), ("conveying", "forward"), ("level", "0;1"), ("name", "Escalator up")])
        s.way([(40, 20), (40, 0)], [("highway", "steps"), ("conveying", "forward"), ("level", "0;1"), ("name", "Escalator down")])
        s.way([(5, 5), (5, 0)], footway + [("level", "-1;0")])
        // Shops: one with a door, the rest beside a footway without one.
        s.area(2, -7, 8, -1.5, [("indoor", "room"), ("shop", "bakery"), ("level", "0"), ("name", "Bakery")])
        s.area(12, -7, 18, -2, [("indoor", "room"), ("shop", "chemist"), ("level", "0"), ("name", "Pharmacy")], door: (15, -2))
        s.area(52, -7, 58, -1.5, [("indoor", "room"), ("shop", "bakery"), ("level", "0"), ("name", "Kamps")])
        s.area(30, -12, 36, -6, [("indoor", "room"), ("shop", "gift"), ("level", "0"), ("name", farShop)])
        s.area(12, 21.5, 18, 27, [("indoor", "room"), ("shop", "kiosk"), ("level", "1"), ("name", "Kiosk")])
        s.area(32, 21.5, 38, 27, [("indoor", "room"), ("shop", "books"), ("level", "1"), ("name", "Books")])
        s.area(52, 21.5, 58, 27, [("indoor", "room"), ("shop", "bakery"), ("level", "1"), ("name", "Kamps")])
        s.area(20, 13, 26, 18, [("indoor", "room"), ("amenity", "cafe"), ("level", "-1"), ("name", "Café")])
        return s
    }

    /// The platforms of ``platforms()`` and what each must be called.
    public static let platformNames: [(name: String, ref: String?)] = [
        ("Platform 1", "1"), ("Platform 3/4", nil), ("Platform 5", nil), ("Gleis 9", nil), ("Platform 12", nil),
    ]

    /// An open-air station: platforms, tracks and stop positions, no level and no room at all,
    /// as a station outside a city centre is mapped. Tracks run east–west, 200 m long:
    ///
    /// - track 1 (y = 0) and "Platform 1" beside it (an area, y 1.5…7.5, `ref=1`);
    /// - tracks 3 (y = 20) and 4 (y = 30) with `railway:track_ref`, and between them a platform
    ///   area with no number (y 21.5…28.5): "Platform 3/4";
    /// - a track with no number (y = 40) with a stop position `local_ref=5` on it, and a
    ///   platform drawn as a line at y = 45 beside it: "Platform 5";
    /// - a platform area named "Gleis 9" (y 50…56), nothing numbered beside it;
    /// - a track at y = 70 whose name says "Gleis 12" (no `railway:track_ref`), a stop position
    ///   with only a name on it, and a platform area south of it (y 62…68.5) with a plain
    ///   `name` (the station's): "Platform 12", the station's name its alternative;
    /// - a stop position `local_ref=3` standing 40 m away from every platform: nobody's.
    public static func platforms() -> SyntheticStation {
        var s = SyntheticStation()
        s.way([(0, 0), (200, 0)], [("railway", "rail"), ("railway:track_ref", "1")])
        s.area(20, 1.5, 180, 7.5, [("railway", "platform"), ("public_transport", "platform"), ("ref", "1")])
        s.way([(0, 20), (200, 20)], [("railway", "rail"), ("railway:track_ref", "3")])
        s.way([(0, 30), (200, 30)], [("railway", "rail"), ("railway:track_ref", "4")])
        s.area(20, 21.5, 180, 28.5, [("railway", "platform")])
        s.way([(0, 40), (100, 40), (200, 40)], [("railway", "light_rail")])
        s.node(100, 40, [("public_transport", "stop_position"), ("train", "yes"), ("local_ref", "5"), ("name", "Nordbahnhof")])
        s.way([(20, 45), (180, 45)], [("public_transport", "platform"), ("train", "yes")])
        s.area(20, 50, 180, 56, [("railway", "platform"), ("name", "Gleis 9")])
        s.way([(0, 70), (120, 70), (200, 70)], [("railway", "rail"), ("name", "Gleis 12")])
        s.node(120, 70, [("railway", "stop"), ("name", "Nordbahnhof")])
        s.area(20, 62, 180, 68.5, [("railway", "platform"), ("name", "Nordbahnhof")])
        s.node(100, -40, [("public_transport", "stop_position"), ("local_ref", "3")])
        return s
    }

    /// The node at a position (made once; ways that pass the same position share it), with tags added.
    @discardableResult
    mutating func node(_ x: Double, _ y: Double, _ tags: [(String, String)] = []) -> Int64 {
        let key = "\(x),\(y)"
        if let i = nodeAt[key] {
            nodes[i].tags += tags
            return nodes[i].id
        }
        let id = Int64(nodes.count + 1)
        nodeAt[key] = nodes.count
        nodes.append(Node(id: id, x: x, y: y, tags: tags))
        return id
    }

    mutating func way(_ points: [(Double, Double)], _ tags: [(String, String)]) {
        let ids = points.map { node($0.0, $0.1) }
        ways.append(Way(id: Int64(1000 + ways.count), nodes: ids, tags: tags))
    }

    /// A closed rectangle, with an optional door node on its outline.
    mutating func area(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ tags: [(String, String)], door: (Double, Double)? = nil) {
        var ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        if let door { ring.insert(door, at: 3) }  // on the edge from (x1, y1) to (x0, y1)
        way(ring + [(x0, y0)], tags)
    }

    /// Adds a tag to every way with that name.
    public mutating func tag(wayNamed name: String, _ tag: (String, String)) {
        for i in ways.indices where ways[i].tags.contains(where: { $0 == ("name", name) }) { ways[i].tags.append(tag) }
    }

    /// Latitude and longitude of a position in meters.
    public static func latLon(_ x: Double, _ y: Double) -> (lat: Double, lon: Double) {
        (52.5 + y / 111_320, 13.4 + x / (111_320 * cos(52.5 * Double.pi / 180)))
    }

    static func escapeXML(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "'", with: "&apos;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The station as an OSM XML file (JOSM's layout: nodes, then ways).
    public func osmXML() -> String {
        var out = "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6' generator='Atrium tests'>\n"
        for n in nodes {
            let p = Self.latLon(n.x, n.y)
            out += "  <node id='\(n.id)' lat='\(p.lat)' lon='\(p.lon)'"
            if n.tags.isEmpty { out += "/>\n"; continue }
            out += ">\n" + n.tags.map { "    <tag k='\(Self.escapeXML($0.0))' v='\(Self.escapeXML($0.1))'/>\n" }.joined() + "  </node>\n"
        }
        for w in ways {
            out += "  <way id='\(w.id)'>\n" + w.nodes.map { "    <nd ref='\($0)'/>\n" }.joined()
            out += w.tags.map { "    <tag k='\(Self.escapeXML($0.0))' v='\(Self.escapeXML($0.1))'/>\n" }.joined() + "  </way>\n"
        }
        return out + "</osm>\n"
    }

    static func jsonString(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func jsonTags(_ tags: [(String, String)]) -> String {
        "{" + tags.map { "\(jsonString($0.0)):\(jsonString($0.1))" }.joined(separator: ",") + "}"
    }

    /// The station as Overpass JSON (`[out:json]`, nodes then ways).
    public func overpassJSON() -> String {
        var elements: [String] = []
        for n in nodes {
            let p = Self.latLon(n.x, n.y)
            var e = "{\"type\":\"node\",\"id\":\(n.id),\"lat\":\(p.lat),\"lon\":\(p.lon)"
            if !n.tags.isEmpty { e += ",\"tags\":\(Self.jsonTags(n.tags))" }
            elements.append(e + "}")
        }
        for w in ways {
            elements.append("{\"type\":\"way\",\"id\":\(w.id),\"nodes\":[\(w.nodes.map(String.init).joined(separator: ","))],\"tags\":\(Self.jsonTags(w.tags))}")
        }
        return "{\"version\":0.6,\"generator\":\"Atrium tests\",\"elements\":[\n" + elements.joined(separator: ",\n") + "\n]}\n"
    }
}
