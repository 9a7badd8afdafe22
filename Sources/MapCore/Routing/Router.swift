import IMDF

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
        return RouteAssembly(graph: graph, start: a, end: b, options: options).route(hops)
    }

    /// Where a feature is for routing: its unit, that unit's ordinal, and its location.
    /// - Throws: ``RouteFailure`` with ``RouteFailure/Reason/notPlaced`` when it has none.
    public func endpoint(_ handle: FeatureHandle) throws(RouteFailure) -> RouteEndpoint {
        let g = graph.model.graph
        let name = g.name(of: handle)
        guard let unit = g.unitIndex(of: handle), let ordinal = g.ordinal(ofUnit: unit),
              let point = graph.model.location(of: handle) else {
            throw RouteFailure(.notPlaced, "\(name) (\(handle.kind) \(g.id(of: handle))) is not inside any unit on a known level, so no route can start or end there")
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
        guard let grid = graph.unitGrids[unit], let start = grid.nearestOpen(to: p, within: 1.5) else {
            return targets.map { _ in [] }
        }
        var field: WalkGrid.Field?
        return targets.map { q in
            if grid.lineOfSight(p, q, skippingEnds: WalkingGraph.endSkip) { return [] }
            guard let c = grid.nearestOpen(to: q, within: 1.5) else { return [] }
            if field == nil { field = grid.field(from: [(cell: start, label: 0)]) }
            guard let f = field, f.source[c] >= 0 else { return [] }
            let cells = grid.trace(f, from: c).reversed().map(grid.center)
            return Array(grid.taut([p] + cells + [q]).dropFirst().dropLast())
        }
    }

    /// An edge between an end point and an exit node of its unit: a walk to a doorway, or
    /// boarding (leaving) the connector when the exit is its hub.
    private func edge(between p: Vec2, and node: Int, unit: Int, to target: Int, boarding: Bool, via: [Vec2]) -> WalkEdge {
        let length = PlanarGeometry.polylineLength([p] + via + [graph.nodes[node].point])
        guard case .hub = graph.nodes[node].kind, let kind = graph.classes[unit].connector else {
            return WalkEdge(to: target, length: length, kind: .walk(unit: unit), traits: [], via: via)
        }
        let traits: EdgeTraits = kind.isAccessible ? [] : [.notAccessible]
        return WalkEdge(to: target, length: length, kind: boarding ? .board(kind) : .alight(kind), traits: traits, via: via)
    }

    /// A* from `a` to `b`; the hops of the cheapest path, or nil when the end is unreachable.
    func search(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> [Hop]? {
        let n = graph.nodes.count
        let start = n, end = n + 1
        let fromStart = startEdges(a, b, end: end)
        let intoEnd = endEdges(b, end: end)
        func position(_ node: Int) -> Vec2 { node == start ? a.point : node == end ? b.point : graph.nodes[node].point }
        var best = [Double](repeating: .infinity, count: n + 2)
        var came = [Hop?](repeating: nil, count: n + 2)
        var done = [Bool](repeating: false, count: n + 2)
        var open = PriorityQueue<Int>()
        best[start] = 0
        open.push(start, priority: a.point.distance(to: b.point))
        while let (_, node) = open.pop() {
            if done[node] { continue }
            done[node] = true
            if node == end { break }
            func relax(_ e: WalkEdge) {
                guard options.permits(e.traits), !done[e.to] else { return }
                let g = best[node] + options.cost(of: e)
                guard g < best[e.to] else { return }
                best[e.to] = g
                came[e.to] = Hop(from: node, edge: e)
                open.push(e.to, priority: g + position(e.to).distance(to: b.point))
            }
            if node == start {
                fromStart.forEach(relax)
            } else {
                graph.edges[node].forEach(relax)
                if let e = intoEnd[node] { relax(e) }
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
