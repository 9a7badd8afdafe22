/// A small OpenStreetMap file drawn in meters for tests: closed ways as rectangles with their
/// tags, written as OSM XML for the readers. Positions are meters east (`x`) and north (`y`) of
/// 50° N 8° E (71.5 km per degree of longitude there).
public struct OSMSketch: Sendable {
    private var nodes = "", ways = "", next: Int64 = 1

    /// An empty sketch.
    public init() {}

    /// The latitude of `y` meters north.
    public static func latitude(_ y: Double) -> Double { 50 + y / 111_320 }
    /// The longitude of `x` meters east.
    public static func longitude(_ x: Double) -> Double { 8 + x / 71_500 }

    /// Adds a closed way around x0…x1, y0…y1 with `tags`.
    public mutating func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ tags: [(String, String)]) {
        var ids: [Int64] = []
        for (x, y) in [(x0, y0), (x1, y0), (x1, y1), (x0, y1)] {
            nodes += "<node id='\(next)' lat='\(Self.latitude(y))' lon='\(Self.longitude(x))'/>\n"
            ids.append(next)
            next += 1
        }
        ways += "<way id='\(next)'>" + (ids + [ids[0]]).map { "<nd ref='\($0)'/>" }.joined()
            + tags.map { "<tag k='\($0.0)' v='\($0.1)'/>" }.joined() + "</way>\n"
        next += 1
    }

    /// Adds a node at x, y with `tags` (a door, an entrance).
    public mutating func node(_ x: Double, _ y: Double, _ tags: [(String, String)]) {
        nodes += "<node id='\(next)' lat='\(Self.latitude(y))' lon='\(Self.longitude(x))'>"
            + tags.map { "<tag k='\($0.0)' v='\($0.1)'/>" }.joined() + "</node>\n"
        next += 1
    }

    /// The sketch as an OSM XML file.
    public func osmXML() -> String {
        "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n" + nodes + ways + "</osm>\n"
    }
}
