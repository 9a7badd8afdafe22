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
                return RouteFailure(.noVerticalLink, "\(e.name) is on level \(level(e.ordinal)), but no stairs, elevator, escalator or ramp links level \(level(e.ordinal)) to the other levels (mapping the stairs or elevator on level \(level(e.ordinal)) too, over the same ones on the next level, would fix it)")
            }
            let levels = reached.sorted().map(level).joined(separator: ", ")
            return RouteFailure(.noVerticalLink, "\(b.name) (level \(level(b.ordinal))) cannot be reached from \(a.name) (level \(level(a.ordinal))): the spaces reachable from \(a.name) span levels \(levels), and none of their stairs, elevators or escalators leads to the part of level \(level(b.ordinal)) where \(b.name) is (a connector, door or walkway joining that part to the rest would fix it)")
        }
        return RouteFailure(.disconnected, "no walkable way joins \(a.name) (level \(level(a.ordinal))) and \(b.name) (level \(level(b.ordinal))): no chain of openings, shared walls and connectors links their spaces" + cutOffPart(a, b, options: open))
    }

    /// Names the smaller of the two cut-off parts: "; 1212 is in a part joined only to 131 and 132".
    private func cutOffPart(_ a: RouteEndpoint, _ b: RouteEndpoint, options: RouteOptions) -> String {
        func units(_ e: RouteEndpoint) -> [Int] {
            let reached = Set(reachableNodes(from: e, options: options))
            return graph.doorwaysOfUnit.filter { $0.key != e.unit && !reached.isDisjoint(with: $0.value) }.map(\.key).sorted()
        }
        let ua = units(a), ub = units(b)
        let (e, part) = ua.count <= ub.count ? (a, ua) : (b, ub)
        let names = Array(Set(part.map { graph.model.graph.name(of: .unit($0)) })).sorted()
        guard !names.isEmpty else { return "; \(e.name) is joined to no other space" }
        let shown = RouteInstructions.list(Array(names.prefix(3)) + (names.count > 3 ? ["\(names.count - 3) more"] : []))
        return "; \(e.name) is in a part of the venue joined only to \(shown)"
    }

    /// The short name of an ordinal's level.
    func level(_ ordinal: Int) -> String { graph.model.graph.shortName(ordinal: ordinal) }

    /// The failure for an end whose unit cannot be left or entered.
    private func noDoors(_ e: RouteEndpoint) -> RouteFailure {
        let g = graph.model.graph
        let unitName = g.name(of: .unit(e.unit))
        let category = g.archive.units[e.unit].category
        let what = e.handle == .unit(e.unit) ? unitName : "\(e.name) (in \(unitName))"
        let place = "unit \(g.archive.units[e.unit].id), level \(level(e.ordinal))"
        if !graph.classes[e.unit].isWalkable {
            return RouteFailure(.noDoors(unit: e.unit), "\(what) is not walkable space: its unit (\(place)) has category \(category)")
        }
        var message = "\(what) (\(place)) is an island: no opening is mapped on it and it shares no wall of 0.8 m or more with a walkway, corridor, lobby or the level's open floor"
        if g.archive.openings.isEmpty { message += " (this archive has no openings at all)" }
        message += "; mapping its door would fix it"
        return RouteFailure(.noDoors(unit: e.unit), message)
    }

    /// The failure for a route that needs stairs or an escalator where an accessible one was asked for.
    private func needsLift(from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> RouteFailure {
        let reached = Set(reachableNodes(from: a, options: options).map { graph.nodes[$0].ordinal } + [a.ordinal])
        guard !reached.contains(b.ordinal) else {
            return RouteFailure(.accessibleNeedsLift, "every way from \(a.name) to \(b.name) on level \(level(b.ordinal)) uses stairs, steps or an escalator; there is no step-free route")
        }
        let ordinals = graph.model.graph.ordinals
        let nearest = reached.min { abs($0 - b.ordinal) < abs($1 - b.ordinal) } ?? a.ordinal
        let next = b.ordinal > nearest ? ordinals.first { $0 > nearest } : ordinals.last { $0 < nearest }
        let pair = "levels \(level(min(nearest, next ?? b.ordinal))) and \(level(max(nearest, next ?? b.ordinal)))"
        return RouteFailure(.accessibleNeedsLift, "the accessible route from \(a.name) to \(b.name) needs an elevator or ramp between \(pair), and none is reachable (only stairs or escalators link them)")
    }

    /// The failure for a route that exists only through restricted units, naming a few of them.
    private func restrictedOnly(from a: RouteEndpoint, to b: RouteEndpoint, hops: [Hop]) -> RouteFailure {
        var names: [String] = []
        for hop in hops {
            guard hop.edge.traits.contains(.restricted), case .walk(let unit?) = hop.edge.kind else { continue }
            let name = graph.model.graph.name(of: .unit(unit))
            if !names.contains(name) { names.append(name) }
        }
        let via = names.isEmpty ? "" : " (\(RouteInstructions.list(Array(names.prefix(3)))))"
        return RouteFailure(.restrictedOnly, "the only way from \(a.name) to \(b.name) passes through non-public or staff-only spaces\(via)")
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
