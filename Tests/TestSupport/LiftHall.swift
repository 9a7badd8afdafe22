import Foundation

/// A small OSM building made in code, for position snapping and live status tests: two
/// levels, each a corridor 40 m × 4 m ("West Bridge Corridor" on level 0, "Upper Corridor"
/// on level 1), with "Elevator West" at the corridor's west end and "Elevator East" at its
/// east end (both on levels 0 and 1), "Start Room" south of level 0's corridor (door at
/// x = 28) and "Office A" north of level 1's (door at x = 32). East is the nearer lift for a
/// walk from Start Room to Office A. Local meters: x east, y north, from (lat0, lon0).
public enum LiftHall {
    /// The building's south-west corner.
    public static let lat0 = 48.0, lon0 = 11.0

    /// The latitude and longitude of a point `x` m east and `y` m north of the corner.
    public static func latLon(_ x: Double, _ y: Double) -> (lat: Double, lon: Double) {
        (lat0 + y / 111_320, lon0 + x / (111_320 * cos(lat0 * .pi / 180)))
    }

    /// `LAT,LON@LEVEL` for a point, as `--here` takes it.
    public static func here(_ x: Double, _ y: Double, level: String) -> String {
        let p = latLon(x, y)
        return String(format: "%.8f,%.8f@%@", p.lat, p.lon, level)
    }

    /// The OSM XML. `doorTags` are extra tags on Start Room's door node (say
    /// `access:conditional`); `secondDoor`, when given, adds a second door from Start
    /// Room into the corridor at x = 20 with these tags (so one of two doors can be closed).
    public static func osm(doorTags: [String: String] = [:], secondDoor: [String: String]? = nil) -> String {
        var nodes = "", ways = "", next = 0
        func tags(_ t: [String: String]) -> String {
            t.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined()
        }
        func node(_ x: Double, _ y: Double, _ t: [String: String] = [:]) -> Int {
            next += 1
            let (lat, lon) = latLon(x, y)
            nodes += "<node id='\(next)' lat='\(lat)' lon='\(lon)'>" + tags(t) + "</node>\n"
            return next
        }
        func way(_ id: Int, _ refs: [Int], _ t: [String: String]) {
            ways += "<way id='\(id)'>" + (refs + [refs[0]]).map { "<nd ref='\($0)'/>" }.joined() + tags(t) + "</way>\n"
        }
        // Corners shared by both levels' corridors and the lifts.
        let sw = node(0, 0), nw = node(0, 4), se = node(40, 0), ne = node(40, 4)
        let startDoor = node(28, 0, ["door": "yes", "level": "0"].merging(doorTags) { $1 })
        let secondDoorNode = secondDoor.map { node(20, 0, ["door": "yes", "level": "0"].merging($0) { $1 }) }
        let officeDoor = node(32, 4, ["door": "yes", "level": "1"])
        let southEdge = [sw] + (secondDoorNode.map { [$0] } ?? []) + [startDoor, se]
        way(1, southEdge + [ne, nw], ["indoor": "corridor", "level": "0", "name": "West Bridge Corridor"])
        way(2, [sw, se, ne, officeDoor, nw], ["indoor": "corridor", "level": "1", "name": "Upper Corridor"])
        way(3, [node(-4, 0), sw, nw, node(-4, 4)], ["indoor": "room", "elevator": "yes", "level": "0;1", "name": "Elevator West", "ref": "EW"])
        way(4, [se, node(44, 0), node(44, 4), ne], ["indoor": "room", "elevator": "yes", "level": "0;1", "name": "Elevator East", "ref": "EE"])
        way(5, [node(18, 0), node(18, -6), node(30, -6), node(30, 0), startDoor] + (secondDoorNode.map { [$0] } ?? []),
            ["indoor": "room", "level": "0", "name": "Start Room"])
        way(6, [officeDoor, node(34, 4), node(34, 10), node(30, 10), node(30, 4)], ["indoor": "room", "level": "1", "name": "Office A"])
        way(7, [node(-5, -7), node(45, -7), node(45, 11), node(-5, 11)], ["building": "yes", "name": "Lift Hall"])
        return "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n\(nodes)\(ways)</osm>\n"
    }

    /// Writes the OSM XML to a new temporary file and returns its path.
    public static func write(_ xml: String = osm(), name: String = "lift-hall") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("\(name).osm").path
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
