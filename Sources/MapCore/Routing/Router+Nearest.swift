import IMDF

extension Router {
    /// The route to the nearest of several destinations by walking cost (meters plus the
    /// level-change costs of ``RouteCosts``): "the nearest toilet", not the first one listed.
    ///
    /// Candidates are tried nearest first by straight-line distance; one whose straight-line
    /// distance already exceeds the best route's cost is skipped, which is exact because no
    /// route is shorter than the straight line (the same bound A* relies on). So the result
    /// is never costlier than the route to any single candidate.
    /// - Throws: ``RouteFailure`` when no candidate can be reached: the reason for the
    ///   candidate nearest in a straight line, prefixed with how many were tried.
    public func nearest(from start: FeatureHandle, to candidates: [FeatureHandle],
                        options: RouteOptions = RouteOptions()) throws(RouteFailure) -> Route {
        let a = try endpoint(start)
        var ends: [(RouteEndpoint, Double)] = []
        for c in candidates where c != start {
            guard let e = try? endpoint(c) else { continue }
            ends.append((e, e.point.distance(to: a.point)))
        }
        ends.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.id < $1.0.id }
        var best: Route?
        var firstFailure: RouteFailure?
        for (b, straight) in ends {
            if let best, straight >= best.cost { break }
            guard let hops = search(from: a, to: b, options: options) else {
                if firstFailure == nil { firstFailure = diagnose(from: a, to: b, options: options) }
                continue
            }
            let route = RouteAssembly(graph: graph, start: a, end: b, options: options).route(hops)
            if best.map({ route.cost < $0.cost }) ?? true { best = route }
        }
        if let best { return best }
        guard let failure = firstFailure else {
            throw RouteFailure(.notPlaced, "none of the \(candidates.count) places asked for is inside a unit on a known level")
        }
        let count = ends.count
        throw RouteFailure(failure.reason, (count > 1 ? "none of the \(count) matches can be reached; the nearest: " : "") + failure.message)
    }
}
