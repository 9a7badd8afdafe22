import VenueFormats

/// How far a place is by walking: what the router minimises and what is walked.
public struct WalkDistance: Sendable, Equatable {
    /// Walked meters plus the level-change costs of ``RouteCosts`` (the order of "nearest").
    public var cost: Double
    /// Horizontal meters walked.
    public var meters: Double

    /// Creates a distance.
    public init(cost: Double, meters: Double) {
        self.cost = cost
        self.meters = meters
    }
}

extension Router {
    /// How far each of many places is from one, by walking, in one search of the walking graph
    /// (Dijkstra from the start): for the directory's "nearest first". The last stretch inside
    /// a place's unit is counted straight from the doorway. Places that cannot be reached, or
    /// are not inside a unit, are left out.
    public func walkingDistances(from start: FeatureHandle, to targets: [FeatureHandle],
                                 options: RouteOptions = RouteOptions()) -> [FeatureHandle: WalkDistance] {
        guard let a = try? endpoint(start) else { return [:] }
        return walkingDistances(from: a, to: targets, options: options)
    }

    /// How far each of many places is from a position ("you are here"), by walking.
    public func walkingDistances(from here: HerePosition, to targets: [FeatureHandle],
                                 options: RouteOptions = RouteOptions()) -> [FeatureHandle: WalkDistance] {
        guard let a = try? endpoint(here) else { return [:] }
        return walkingDistances(from: a, to: targets, options: options)
    }

    func walkingDistances(from a: RouteEndpoint, to targets: [FeatureHandle], options: RouteOptions) -> [FeatureHandle: WalkDistance] {
        let n = graph.nodes.count
        var cost = [Double](repeating: .infinity, count: n)
        var meters = [Double](repeating: .infinity, count: n)
        var done = [Bool](repeating: false, count: n)
        var open = PriorityQueue<Int>()
        let closed = graph.closedNodes(options.status)
        // The start's edges to the exits of its unit (the same-unit edge, to n + 1, is not a node).
        for e in startEdges(a, a, end: n + 1) where e.to < n && options.permits(e.traits) && !closed.contains(e.to) {
            let c = options.cost(of: e)
            if c < cost[e.to] { cost[e.to] = c; meters[e.to] = e.length; open.push(e.to, priority: c) }
        }
        while let (_, node) = open.pop() {
            if done[node] { continue }
            done[node] = true
            for e in graph.edges[node] where !done[e.to] && options.permits(e.traits) && !closed.contains(e.to) {
                let c = cost[node] + options.cost(of: e)
                guard c < cost[e.to] else { continue }
                cost[e.to] = c
                meters[e.to] = meters[node] + e.length
                open.push(e.to, priority: c)
            }
        }
        var out: [FeatureHandle: WalkDistance] = [:]
        for t in targets {
            guard let b = try? endpoint(t) else { continue }
            if b.unit == a.unit {
                let d = a.point.distance(to: b.point)
                out[t] = WalkDistance(cost: d, meters: d)
                continue
            }
            var best: WalkDistance?
            for exit in graph.exits(ofUnit: b.unit) where cost[exit].isFinite {
                let last = graph.nodes[exit].point.distance(to: b.point)
                if cost[exit] + last < best?.cost ?? .infinity {
                    best = WalkDistance(cost: cost[exit] + last, meters: meters[exit] + last)
                }
            }
            if let best { out[t] = best }
        }
        return out
    }
}
