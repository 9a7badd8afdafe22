import Foundation

/// A small OSM building made in code for "Entrance → street" (issue 35): a hall 30 m × 20 m
/// ("Great Hall" and "Office" on level 0) filling its building "Halle", an entrance "Nord" on
/// the north wall, a door inside between the two rooms, and (unless left out) the pedestrian
/// street "Europaplatz" 12 m north and "Südring" 60 m south. Local meters as ``LiftHall``'s.
public enum EntranceHall {
    /// A hall 30 m × 20 m filling its building, an entrance "Nord" on its north wall, a door
    /// inside to an office, Europaplatz 12 m north and Südring 60 m south; `streets: false`
    /// leaves the streets out.
    public static func osm(streets: Bool = true) -> String {
        var nodes = "", ways = "", next = 0
        func node(_ x: Double, _ y: Double, _ tags: [String: String] = [:]) -> Int {
            next += 1
            let (lat, lon) = LiftHall.latLon(x, y)
            nodes += "<node id='\(next)' lat='\(lat)' lon='\(lon)'>" + tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</node>\n"
            return next
        }
        func way(_ id: Int, _ refs: [Int], _ tags: [String: String], closed: Bool = true) {
            ways += "<way id='\(id)'>" + (refs + (closed ? [refs[0]] : [])).map { "<nd ref='\($0)'/>" }.joined()
                + tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</way>\n"
        }
        let sw = node(0, 0), se = node(30, 0), ne = node(30, 20), nw = node(0, 20)
        let entrance = node(15, 20, ["entrance": "main", "name": "Nord", "level": "0"])
        let officeDoor = node(20, 8, ["door": "yes", "level": "0"])
        way(1, [sw, se, ne, entrance, nw], ["building": "yes", "name": "Halle"])
        way(2, [sw, node(20, 0), officeDoor, node(20, 20), entrance, nw], ["indoor": "room", "level": "0", "name": "Great Hall"])
        way(3, [node(20, 0), se, ne, node(20, 20), officeDoor], ["indoor": "room", "level": "0", "name": "Office"])
        if streets {
            way(10, [node(-40, 32), node(70, 32)], ["highway": "pedestrian", "name": "Europaplatz"], closed: false)
            way(11, [node(-40, -60), node(70, -60)], ["highway": "secondary", "name": "Südring"], closed: false)
        }
        return "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n\(nodes)\(ways)</osm>\n"
    }

}
