import VenueFormats

/// Finds walking routes between features with A* over a ``WalkingGraph``.
///
/// Costs are meters (plus the level-change costs of ``RouteCosts``); the heuristic is the
/// straight-line distance to the end on the plane, ignoring levels, which never overestimates
/// because every edge costs at least the distance between its ends.
public struct Router: Sendable {
    /// The graph searched.
    public let graph: WalkingGraph

    /// A router over a graph built beforehand.
    public init(graph: WalkingGraph) {
        self.graph = graph
    }

    /// A router over a projected venue (builds its graph).
    public init(model: MapModel) {
        self.init(graph: WalkingGraph(model: model))
    }

    /// The route from one feature to another (units, occupants and amenities through their
    /// unit, kiosks).
    /// - Throws: ``RouteFailure`` saying why there is none.
    public func route(from: FeatureHandle, to: FeatureHandle, options: RouteOptions = RouteOptions()) throws(RouteFailure) -> Route {
        let a = try endpoint(from), b = try endpoint(to)
        guard let hops = search(from: a, to: b, options: options) else { throw diagnose(from: a, to: b, options: options) }
        return assemble(hops, from: a, to: b, options: options)
    }

    /// Where a feature is for routing: its unit, that unit's ordinal, and its location.
    /// - Throws: ``RouteFailure`` with ``RouteFailure/Reason/notPlaced`` when it has none.
    public func endpoint(_ handle: FeatureHandle) throws(RouteFailure) -> RouteEndpoint {
        let g = graph.model.graph
        let name = g.name(of: handle)
        guard let unit = g.unitIndex(of: handle), let ordinal = g.ordinal(ofUnit: unit),
              let point = graph.model.location(of: handle) else {
            throw RouteFailure(.notPlaced, .featureNotPlaced(name: name, kind: handle.kind, id: g.id(of: handle)))
        }
        return RouteEndpoint(handle: handle, name: name, id: g.id(of: handle), unit: unit, ordinal: ordinal, point: point)
    }

    // MARK: Search

    /// One step of a found path: the node left (``WalkingGraph/nodes`` index, or the start or end
    /// pseudo-node) and the edge taken.
    struct Hop {
        var from: Int
        var edge: WalkEdge
    }

    /// The edges from the start point to the exits of its unit.
    func startEdges(_ a: RouteEndpoint, _ b: RouteEndpoint, end: Int) -> [WalkEdge] {
        let paths = pathsInside(a.unit, from: a.point, to: graph.exits(ofUnit: a.unit))
        var out = graph.exits(ofUnit: a.unit).map { n in
            edge(between: a.point, and: n, unit: a.unit, to: n, boarding: true, via: paths[n] ?? [])
        }
        if a.unit == b.unit {
            let via = pathsInside(a.unit, from: a.point, toPoints: [b.point]).first ?? []
            let length = PlanarGeometry.polylineLength([a.point] + via + [b.point])
            out.append(WalkEdge(to: end, length: length, kind: .walk(unit: a.unit), traits: [], via: via))
        }
        return out
    }

    /// The edges from the exits of the end's unit to the end point, by exit node.
    func endEdges(_ b: RouteEndpoint, end: Int) -> [Int: WalkEdge] {
        var out: [Int: WalkEdge] = [:]
        let paths = pathsInside(b.unit, from: b.point, to: graph.exits(ofUnit: b.unit))
        for n in graph.exits(ofUnit: b.unit) {
            out[n] = edge(between: b.point, and: n, unit: b.unit, to: end, boarding: false, via: (paths[n] ?? []).reversed())
        }
        return out
    }

    /// The inner points of the walks from a point to some nodes inside a unit that is not
    /// convex (around its corners), by node; empty for a convex unit or a straight walk.
    func pathsInside(_ unit: Int, from p: Vec2, to targets: [Int]) -> [Int: [Vec2]] {
        let found = pathsInside(unit, from: p, toPoints: targets.map { graph.nodes[$0].point })
        var out: [Int: [Vec2]] = [:]
        for (n, via) in zip(targets, found) where !via.isEmpty { out[n] = via }
        return out
    }

    /// The inner points of the walks from a point to other points inside a unit, in order.
    func pathsInside(_ unit: Int, from p: Vec2, toPoints targets: [Vec2]) -> [[Vec2]] {
        var walks = InsideWalks(graph: graph, unit: unit, from: p)
        return targets.map { walks.via(to: $0) }
    }

    /// An edge between an end point and an exit node of its unit: a walk to a doorway, or
    /// boarding (leaving) the connector when the exit is its hub.
    func edge(between p: Vec2, and node: Int, unit: Int, to target: Int, boarding: Bool, via: [Vec2]) -> WalkEdge {
        let length = PlanarGeometry.polylineLength([p] + via + [graph.nodes[node].point])
        guard case .hub = graph.nodes[node].kind, let kind = graph.classes[unit].connector else {
            return WalkEdge(to: target, length: length, kind: .walk(unit: unit), traits: [], via: via)
        }
        let traits: EdgeTraits = kind.isAccessible ? [] : [.notAccessible]
        return WalkEdge(to: target, length: length, kind: boarding ? .board(kind) : .alight(kind), traits: traits, via: via)
    }

    /// A* from `a` to `b`; the hops of the cheapest path, or nil when the end is unreachable.
    ///
    /// The walks between the end points and the exits of their units (``InsideWalks``) are
    /// worked out when the search reaches them: one that is not straight is queued at the cost
    /// of the straight line, which it can only exceed, and computed and relaxed when that comes
    /// up. Nothing is popped at a lower cost than it could have had, so the path is the one a
    /// search over every walk worked out first finds.
    func search(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> [Hop]? {
        var walks = 0
        return search(from: a, to: b, options: options, rasterWalks: &walks)
    }

    /// ``search(from:to:options:)``, adding to `rasterWalks` each walk it worked out through a
    /// unit's raster: the work a query does, for tests.
    func search(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions, rasterWalks: inout Int) -> [Hop]? {
        let n = graph.nodes.count
        let start = n, end = n + 1
        var startWalks = InsideWalks(graph: graph, unit: a.unit, from: a.point)
        var endWalks = InsideWalks(graph: graph, unit: b.unit, from: b.point)
        let endExits = Set(graph.exits(ofUnit: b.unit))
        func position(_ node: Int) -> Vec2 { node == start ? a.point : node == end ? b.point : graph.nodes[node].point }
        var best = [Double](repeating: .infinity, count: n + 2)
        var came = [Hop?](repeating: nil, count: n + 2)
        var done = [Bool](repeating: false, count: n + 2)
        var open = PriorityQueue<Int>()
        // Walks queued before they are worked out: queue items from n + 2 on.
        var deferred: [(from: Int, exit: Int, toEnd: Bool)] = []
        let closed = graph.closedNodes(options.status)
        func relax(from node: Int, _ e: WalkEdge) {
            guard options.permits(e.traits), !done[e.to], !closed.contains(e.to) else { return }
            let g = best[node] + options.cost(of: e)
            guard g < best[e.to] else { return }
            best[e.to] = g
            came[e.to] = Hop(from: node, edge: e)
            open.push(e.to, priority: g + position(e.to).distance(to: b.point))
        }
        func walk(from node: Int, exit: Int, toEnd: Bool, straight: Bool) -> WalkEdge {
            let q = graph.nodes[exit].point
            if toEnd {
                let via = straight ? [] : endWalks.via(to: q)
                return edge(between: b.point, and: exit, unit: b.unit, to: end, boarding: false, via: via.reversed())
            }
            return edge(between: a.point, and: exit, unit: a.unit, to: exit, boarding: true, via: straight ? [] : startWalks.via(to: q))
        }
        func offer(from node: Int, exit: Int, toEnd: Bool) {
            let q = graph.nodes[exit].point
            let lower = walk(from: node, exit: exit, toEnd: toEnd, straight: true)
            if toEnd ? endWalks.isStraight(to: q) : startWalks.isStraight(to: q) {
                relax(from: node, lower)
                return
            }
            guard options.permits(lower.traits), !done[lower.to], !closed.contains(lower.to) else { return }
            deferred.append((node, exit, toEnd))
            open.push(n + 2 + deferred.count - 1, priority: best[node] + options.cost(of: lower) + position(lower.to).distance(to: b.point))
        }
        best[start] = 0
        open.push(start, priority: a.point.distance(to: b.point))
        while let (_, item) = open.pop() {
            if item >= n + 2 {
                let d = deferred[item - n - 2]
                rasterWalks += 1
                relax(from: d.from, walk(from: d.from, exit: d.exit, toEnd: d.toEnd, straight: false))
                continue
            }
            let node = item
            if done[node] { continue }
            done[node] = true
            if node == end { break }
            if node == start {
                for exit in graph.exits(ofUnit: a.unit) { offer(from: start, exit: exit, toEnd: false) }
                if a.unit == b.unit {
                    let via = startWalks.via(to: b.point)
                    let length = PlanarGeometry.polylineLength([a.point] + via + [b.point])
                    relax(from: start, WalkEdge(to: end, length: length, kind: .walk(unit: a.unit), traits: [], via: via))
                }
            } else {
                for e in graph.edges[node] { relax(from: node, e) }
                if endExits.contains(node) { offer(from: node, exit: node, toEnd: true) }
            }
        }
        guard done[end] else { return nil }
        var hops: [Hop] = []
        var node = end
        while let hop = came[node] {
            hops.append(hop)
            node = hop.from
        }
        return hops.reversed()
    }
}
