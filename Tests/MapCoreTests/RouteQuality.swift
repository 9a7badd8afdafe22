import Foundation
@testable import MapCore

/// Measures routes as a person would judge them, the way `../shared/tools/route_quality.py`
/// does from outside: along the drawn line, every 0.5 m.
///
/// - A route goes **through a wall** when its line enters an enclosed room
///   (``WalkingGraph/isEnclosedRoom(_:)``) that is neither its start nor its end farther than
///   1.5 m from every mapped opening.
/// - Such a route is **unavoidable** (counted apart, not in ``wallShare``) only when no route
///   at all joins its start and end without walking through a room entered where no door is
///   mapped (``fewestWallPassages(_:_:_:)`` > 0, searched over the whole graph), the route
///   walks through no more such rooms than that fewest, and every room its line enters through
///   a wall is one of those it walks through (a suite reached only through another room). A
///   route that crosses a wall while a way along circulation exists always counts.
/// - Its length **outside** is the length of line inside a unit the route does not name (its
///   legs' units, start and end) and not within 0.3 m of one it names; unmapped floor (no
///   unit) is not outside.
struct RouteQuality: CustomStringConvertible {
    var venue: String
    var tried = 0
    var routed = 0
    var throughWall = 0
    /// Routes through a wall that no route between their ends can avoid (not in ``throughWall``).
    var unavoidable = 0
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
        String(format: "%@: routed %d/%d (%.1f%%), through a wall %d (%.1f%%, %.1f%% of meters; %d more unavoidable), outside named spaces %.2f%% of %.0f m",
               venue, routed, tried, success * 100, throughWall, wallShare * 100, meters == 0 ? 0 : wallMeters / meters * 100, unavoidable,
               outsideShare * 100, meters)
    }

    /// Routes `pairs` fixed-seed pairs of named rooms (seed 11) and measures them.
    static func measure(_ venue: String, _ router: Router, pairs: Int = 60, options: RouteOptions = RouteOptions()) -> RouteQuality {
        var q = RouteQuality(venue: venue)
        let rooms = RouteSuccessTests.namedRooms(router).filter { router.graph.classes[$0].connector == nil }
        for (a, b) in RouteSuccessTests.drawPairs(rooms, count: pairs, seed: 11) {
            q.tried += 1
            do {
                let route = try router.route(from: .unit(a), to: .unit(b), options: options)
                q.routed += 1
                let entered = q.add(route, router.graph)
                if !entered.isEmpty { q.judge(entered, router, route, options: options) }
            } catch {
                q.failures.append(error.message)
            }
        }
        return q
    }

    /// Counts a route whose line enters `entered` (rooms) through a wall: unavoidable when no
    /// route can do without, else through a wall.
    mutating func judge(_ entered: Set<Int>, _ router: Router, _ route: Route, options: RouteOptions = RouteOptions()) {
        guard let a = try? router.endpoint(route.start.handle), let b = try? router.endpoint(route.end.handle),
              let hops = router.search(from: a, to: b, options: options) else { throughWall += 1; return }
        let passages = hops.filter { $0.edge.traits.contains(.throughWall) }
        let walked = Set(passages.compactMap { h -> Int? in if case .walk(let u) = h.edge.kind { return u } else { return nil } })
        if let fewest = Self.fewestWallPassages(router, a, b), fewest > 0, passages.count <= fewest, entered.isSubset(of: walked) {
            unavoidable += 1
        } else {
            throughWall += 1
        }
    }

    /// The fewest walks through rooms entered where no door is mapped (edges marked
    /// ``EdgeTraits/throughWall``) that any route from `a` to `b` needs, over every edge the
    /// default options permit (a 0-1 breadth-first search); nil when nothing joins them.
    static func fewestWallPassages(_ router: Router, _ a: RouteEndpoint, _ b: RouteEndpoint) -> Int? {
        let g = router.graph, n = g.nodes.count, start = n, end = n + 1
        let fromStart = router.startEdges(a, b, end: end), intoEnd = router.endEdges(b, end: end)
        let options = RouteOptions()
        var best = [Int](repeating: .max, count: n + 2)
        var deque: [Int] = [start], head = 0
        var front: [Int] = []
        best[start] = 0
        while head < deque.count || !front.isEmpty {
            let node = front.popLast() ?? { head += 1; return deque[head - 1] }()
            if node == end { continue }
            var out = node == start ? fromStart : g.edges(from: node)
            if node != start, let e = intoEnd[node] { out.append(e) }
            for e in out where options.permits(e.traits) {
                let w = e.traits.contains(.throughWall) ? 1 : 0
                guard best[node] + w < best[e.to] else { continue }
                best[e.to] = best[node] + w
                if w == 0 { front.append(e.to) } else { deque.append(e.to) }
            }
        }
        return best[end] == .max ? nil : best[end]
    }

    /// Adds one route's figures; returns the rooms its line enters through a wall.
    @discardableResult
    mutating func add(_ route: Route, _ graph: WalkingGraph) -> Set<Int> {
        let m = graph.model
        var entered = Set<Int>()
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
                            entered.insert(u)
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
        return entered
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
