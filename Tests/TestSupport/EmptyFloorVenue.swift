import Foundation

/// A small OpenStreetMap building whose top floor (level 2) has an outline and nothing on it,
/// for the tests of how empty floors are shown (the shared samples map something on every
/// floor since their footway networks are read).
public enum EmptyFloorVenue {
    /// OSM XML: a corridor and two shops on level 0, two shops on level 1, stairs on 0 and 1, an
    /// `indoor=level` outline for level 2.
    public static let osmXML: String = {
        var nodes = "", ways = "", next: Int64 = 1
        func rect(_ id: Int64, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ tags: [(String, String)]) {
            var refs: [Int64] = []
            for (dx, dy) in [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)] {
                nodes += "<node id='\(next)' lat='\(45 + (y + dy) / 111_320)' lon='\(5 + (x + dx) / 78_700)'/>\n"
                refs.append(next)
                next += 1
            }
            ways += "<way id='\(id)'>" + (refs + [refs[0]]).map { "<nd ref='\($0)'/>" }.joined()
                + tags.map { "<tag k='\($0.0)' v='\($0.1)'/>" }.joined() + "</way>\n"
        }
        rect(101, 0, 0, 40, 4, [("indoor", "corridor"), ("level", "0;1")])
        rect(102, 0, 4, 10, 8, [("indoor", "room"), ("shop", "books"), ("name", "Books"), ("level", "0")])
        rect(103, 12, 4, 10, 8, [("indoor", "room"), ("shop", "bakery"), ("name", "Bakery"), ("level", "0")])
        rect(104, 0, 4, 10, 8, [("indoor", "room"), ("shop", "florist"), ("name", "Florist"), ("level", "1")])
        rect(105, 12, 4, 10, 8, [("indoor", "room"), ("shop", "toys"), ("name", "Toys"), ("level", "1")])
        rect(106, 30, -6, 4, 6, [("indoor", "room"), ("stairs", "yes"), ("level", "0;1")])
        rect(107, 0, 0, 40, 12, [("indoor", "level"), ("level", "2")])
        return "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n" + nodes + ways + "</osm>\n"
    }()

    /// Writes the venue to a new file in the temporary directory and returns its path.
    public static func write() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-empty-floor-\(UUID().uuidString).osm")
        try osmXML.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
