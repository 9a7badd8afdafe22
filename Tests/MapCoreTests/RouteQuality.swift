import Foundation
import IMDF
import VenueFixtures
@testable import MapCore

/// Measures routes as a person would judge them, the way `../shared/tools/route_quality.py`
/// does from outside: along the drawn line, every 0.5 m.
///
/// - A route goes **through a wall** when its line enters an enclosed room
///   (``WalkingGraph/isEnclosedRoom(_:)``) that is neither its start nor its end farther than
///   1.5 m from every mapped opening.
/// - Its length **outside** is the length of line inside a unit the route does not name (its
///   legs' units, start and end) and not within 0.3 m of one it names; unmapped floor (no
///   unit) is not outside.
struct RouteQuality: CustomStringConvertible {
    var venue: String
    var tried = 0
    var routed = 0
    var throughWall = 0
    var meters = 0.0
    var wallMeters = 0.0
    var outsideMeters = 0.0
    var failures: [String] = []
    var examples: [String] = []

    /// Share of routed routes that enter a room through a wall.
    var wallShare: Double { routed == 0 ? 0 : Double(throughWall) / Double(routed) }
    /// Share of route length outside the spaces the route names.
    var outsideShare: Double { meters == 0 ? 0 : outsideMeters / meters }
    /// Share of pairs that route.
    var success: Double { tried == 0 ? 0 : Double(routed) / Double(tried) }

    var description: String {
        String(format: "%@: routed %d/%d (%.1f%%), through a wall %d (%.1f%%, %.1f%% of meters), outside named spaces %.2f%% of %.0f m",
               venue, routed, tried, success * 100, throughWall, wallShare * 100, meters == 0 ? 0 : wallMeters / meters * 100,
               outsideShare * 100, meters)
    }

    /// Routes `pairs` fixed-seed pairs of named rooms (seed 11) and measures them.
    static func measure(_ venue: String, _ router: Router, pairs: Int = 60) -> RouteQuality {
        var q = RouteQuality(venue: venue)
        let rooms = RouteSuccessTests.namedRooms(router).filter { router.graph.classes[$0].connector == nil }
        for (a, b) in RouteSuccessTests.drawPairs(rooms, count: pairs, seed: 11) {
            q.tried += 1
            do {
                let route = try router.route(from: .unit(a), to: .unit(b))
                q.routed += 1
                q.add(route, router.graph)
            } catch {
                q.failures.append(error.message)
            }
        }
        return q
    }

    /// Adds one route's figures.
    mutating func add(_ route: Route, _ graph: WalkingGraph) {
        let m = graph.model
        var bad = false
        for leg in route.legs {
            let named = Set(leg.units + [route.start.unit, route.end.unit])
            let f = m.floor(leg.ordinal)
            var previous: Int?
            var inBad = false
            for (p, q) in zip(leg.points, leg.points.dropFirst()) {
                let length = p.distance(to: q)
                let k = max(1, Int(length / 0.5))
                for i in 0..<k {
                    let s = p + (q - p) * ((Double(i) + 0.5) / Double(k))
                    let step = length / Double(k)
                    meters += step
                    var smallest: (unit: Int, area: Double)?
                    var nearNamed = false
                    f.unitIndex.forEach(intersecting: Rect(min: s, max: s).insetBy(0.3)) { slot in
                        let u = f.units[slot]
                        let inside = PlanarGeometry.contains(s, rings: u.rings)
                        if named.contains(u.index), inside || u.rings.contains(where: { PlanarGeometry.distance(from: s, toRing: $0) <= 0.3 }) {
                            nearNamed = true
                        }
                        if inside, u.area < smallest?.area ?? .infinity { smallest = (u.index, u.area) }
                    }
                    if smallest != nil, !nearNamed { outsideMeters += step }
                    if let u = smallest?.unit, u != previous {
                        inBad = previous != nil && u != route.start.unit && u != route.end.unit && graph.isEnclosedRoom(u)
                            && !Self.nearOpening(s, on: f, within: 1.5)
                        if inBad {
                            bad = true
                            if examples.count < 6 {
                                examples.append("\(route.start.name) → \(route.end.name) enters \(m.graph.name(of: .unit(u))) through a wall at \(s): "
                                                + route.steps.map(\.instruction).joined(separator: " / "))
                            }
                        }
                        previous = u
                    }
                    if inBad { wallMeters += step }
                }
            }
        }
        if bad { throughWall += 1 }
    }

    /// Whether a point lies within `r` meters of a mapped opening of the floor.
    static func nearOpening(_ p: Vec2, on floor: FloorGeometry, within r: Double) -> Bool {
        floor.openings.contains { o in
            o.bounds.insetBy(r).contains(p) && o.lines.contains { line in
                zip(line, line.dropFirst()).contains { a, b in PlanarGeometry.closestPoint(to: p, onSegment: a, b).distance(to: p) <= r }
                    || (line.count == 1 && line[0].distance(to: p) <= r)
            }
        }
    }
}
