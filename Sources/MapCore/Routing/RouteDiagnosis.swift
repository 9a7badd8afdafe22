import VenueFormats

extension Router {
    /// Why no route joins `a` and `b` under `options`, in words that name the missing data.
    ///
    /// Checked in order: an end whose unit has no way in or out; a route that exists only
    /// without the accessible restriction (then the levels lacking an elevator or ramp are
    /// named); one that exists only through restricted units; a level no connector reaches;
    /// otherwise parts of the venue that nothing joins.
    func diagnose(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> RouteFailure {
        for e in [a, b] where graph.exits(ofUnit: e.unit).isEmpty {
            return noDoors(e)
        }
        var open = options
        open.allowRestricted = true
        if options.accessible {
            var stepped = options
            stepped.accessible = false
            if search(from: a, to: b, options: stepped) != nil { return needsLift(from: a, to: b, options: options) }
            open.accessible = false
        }
        if !options.allowRestricted, let hops = search(from: a, to: b, options: open) {
            return restrictedOnly(from: a, to: b, hops: hops)
        }
        let reached = Set(reachableNodes(from: a, options: open).map { graph.nodes[$0].ordinal } + [a.ordinal])
        if !reached.contains(b.ordinal) {
            for e in [b, a] where !hasVerticalLink(ordinal: e.ordinal) {
                return RouteFailure(.noVerticalLink, .levelUnlinked(name: e.name, level: level(e.ordinal)))
            }
            return RouteFailure(.noVerticalLink, .levelPartUnreached(to: b.name, toLevel: level(b.ordinal), from: a.name,
                                                                      fromLevel: level(a.ordinal), levels: reached.sorted().map(level)))
        }
        return RouteFailure(.disconnected, cutOffPart(a, b, options: open))
    }

    /// The failure naming the smaller of the two cut-off parts: "…; 1212 is in a part joined only to 131 and 132".
    private func cutOffPart(_ a: RouteEndpoint, _ b: RouteEndpoint, options: RouteOptions) -> RouteFailureCode {
        func units(_ e: RouteEndpoint) -> [Int] {
            let reached = Set(reachableNodes(from: e, options: options))
            return graph.doorwaysOfUnit.filter { $0.key != e.unit && !reached.isDisjoint(with: $0.value) }.map(\.key).sorted()
        }
        let ua = units(a), ub = units(b)
        let (e, part) = ua.count <= ub.count ? (a, ua) : (b, ub)
        let names = Array(Set(part.map { graph.model.graph.name(of: .unit($0)) })).sorted()
        let (from, fromLevel, to, toLevel) = (a.name, level(a.ordinal), b.name, level(b.ordinal))
        guard !names.isEmpty else {
            return .disconnectedAlone(from: from, fromLevel: fromLevel, to: to, toLevel: toLevel, cutOff: e.name)
        }
        return .disconnectedPart(from: from, fromLevel: fromLevel, to: to, toLevel: toLevel, cutOff: e.name,
                                 names: Array(names.prefix(3)), more: Swift.max(0, names.count - 3))
    }

    /// The short name of an ordinal's level.
    func level(_ ordinal: Int) -> String { graph.model.graph.shortName(ordinal: ordinal) }

    /// The failure for an end whose unit cannot be left or entered.
    private func noDoors(_ e: RouteEndpoint) -> RouteFailure {
        let g = graph.model.graph
        let unitName = g.name(of: .unit(e.unit))
        let category = g.archive.units[e.unit].category
        let (name, inUnit) = e.handle == .unit(e.unit) ? (unitName, nil) : (e.name, unitName)
        let unitID = g.archive.units[e.unit].id
        if !graph.classes[e.unit].isWalkable {
            return RouteFailure(.noDoors(unit: e.unit), .notWalkable(name: name, inUnit: inUnit, unitID: unitID,
                                                                     level: level(e.ordinal), category: category))
        }
        return RouteFailure(.noDoors(unit: e.unit), .island(name: name, inUnit: inUnit, unitID: unitID, level: level(e.ordinal),
                                                            archiveHasNoOpenings: g.archive.openings.isEmpty))
    }

    /// The failure for a route that needs stairs or an escalator where an accessible one was asked for.
    private func needsLift(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> RouteFailure {
        let reached = Set(reachableNodes(from: a, options: options).map { graph.nodes[$0].ordinal } + [a.ordinal])
        guard !reached.contains(b.ordinal) else {
            return RouteFailure(.accessibleNeedsLift, .noStepFreeWay(from: a.name, to: b.name, level: level(b.ordinal)))
        }
        let ordinals = graph.model.graph.ordinals
        let nearest = reached.min { abs($0 - b.ordinal) < abs($1 - b.ordinal) } ?? a.ordinal
        let next = b.ordinal > nearest ? ordinals.first { $0 > nearest } : ordinals.last { $0 < nearest }
        return RouteFailure(.accessibleNeedsLift, .needsLift(from: a.name, to: b.name, lower: level(min(nearest, next ?? b.ordinal)),
                                                             upper: level(max(nearest, next ?? b.ordinal))))
    }

    /// The failure for a route that exists only through restricted units, naming a few of them.
    private func restrictedOnly(from a: RouteEndpoint, to b: RouteEndpoint, hops: [Hop]) -> RouteFailure {
        var names: [String] = []
        for hop in hops {
            guard hop.edge.traits.contains(.restricted), case .walk(let unit?) = hop.edge.kind else { continue }
            let name = graph.model.graph.name(of: .unit(unit))
            if !names.contains(name) { names.append(name) }
        }
        return RouteFailure(.restrictedOnly, .restrictedOnly(from: a.name, to: b.name, via: Array(names.prefix(3))))
    }

    /// Whether any ride starts or ends on an ordinal.
    func hasVerticalLink(ordinal: Int) -> Bool {
        for (from, out) in graph.edges.enumerated() {
            for e in out {
                guard case .ride = e.kind else { continue }
                if graph.nodes[from].ordinal == ordinal || graph.nodes[e.to].ordinal == ordinal { return true }
            }
        }
        return false
    }

    /// Every node reachable from an endpoint under some options.
    func reachableNodes(from a: RouteEndpoint, options: RouteOptions) -> [Int] {
        let none = -1
        var stack = startEdges(a, a, end: none).filter { $0.to != none && options.permits($0.traits) }.map(\.to)
        var seen = Set(stack)
        while let n = stack.popLast() {
            for e in graph.edges[n] where options.permits(e.traits) && !seen.contains(e.to) {
                seen.insert(e.to)
                stack.append(e.to)
            }
        }
        return Array(seen)
    }
}
