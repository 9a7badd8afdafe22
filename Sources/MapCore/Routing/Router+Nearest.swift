import VenueFormats

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
        try nearest(from: try endpoint(start), to: candidates.filter { $0 != start }, options: options)
    }

    /// The route from a position ("you are here") to the nearest of `candidates` by walking.
    public func nearest(from here: HerePosition, to candidates: [FeatureHandle],
                        options: RouteOptions = RouteOptions()) throws(RouteFailure) -> Route {
        try nearest(from: try endpoint(here), to: candidates, options: options)
    }

    private func nearest(from a: RouteEndpoint, to candidates: [FeatureHandle],
                         options: RouteOptions) throws(RouteFailure) -> Route {
        var ends: [(RouteEndpoint, Double)] = []
        for c in candidates {
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
            let route = assemble(hops, from: a, to: b, options: options)
            if best.map({ route.cost < $0.cost }) ?? true { best = route }
        }
        if let best { return best }
        guard let failure = firstFailure else {
            throw RouteFailure(.notPlaced, .noCandidatePlaced(count: candidates.count))
        }
        let count = ends.count
        throw count > 1 ? RouteFailure(failure.reason, .noneReachable(count: count, nearest: failure.code)) : failure
    }
}

extension Router {
    /// Where a position is for routing: the unit it stands in, its floor and the point itself.
    /// - Throws: ``RouteFailure`` with ``RouteFailure/Reason/notPlaced`` when it stands in no unit
    ///   (saying how far the nearest walkable space is, when ``HerePosition/snap`` knows).
    public func endpoint(_ here: HerePosition) throws(RouteFailure) -> RouteEndpoint {
        guard let unit = here.unit else {
            throw RouteFailure(.notPlaced, .hereNotInUnit(name: here.name, snap: here.snap))
        }
        return RouteEndpoint(handle: .unit(unit), name: here.name, id: "here", unit: unit, ordinal: here.ordinal, point: here.point)
    }

    /// The route from a position ("you are here") to a feature.
    public func route(from here: HerePosition, to: FeatureHandle, options: RouteOptions = RouteOptions()) throws(RouteFailure) -> Route {
        let a = try endpoint(here), b = try endpoint(to)
        guard let hops = search(from: a, to: b, options: options) else { throw diagnose(from: a, to: b, options: options) }
        return assemble(hops, from: a, to: b, options: options)
    }

    /// The route from a feature to a position ("directions to here").
    public func route(from: FeatureHandle, to here: HerePosition, options: RouteOptions = RouteOptions()) throws(RouteFailure) -> Route {
        let a = try endpoint(from), b = try endpoint(here)
        guard let hops = search(from: a, to: b, options: options) else { throw diagnose(from: a, to: b, options: options) }
        return assemble(hops, from: a, to: b, options: options)
    }
}
