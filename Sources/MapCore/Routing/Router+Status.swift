/// Why a route goes another way: a lift, escalator, stairs or door on the way it would have
/// taken is closed (``VenueStatus``).
public struct RouteDetour: Sendable, Equatable {
    /// The closed feature.
    public var closed: StatusTarget
    /// What the status says of it: "Elevator East is out of service until 14:00 (maintenance)".
    public var notice: StatusNotice
    /// The change of level (index in ``Route/transitions``) taken instead, when the closed
    /// feature is a connector and the route rides another; nil for a door.
    public var transition: Int?
}

extension WalkingGraph {
    /// The nodes a status closes: a closed door's node, and the hubs of a closed connector
    /// with every hub its rides reach (the whole shaft, on every level).
    func closedNodes(_ status: VenueStatus) -> Set<Int> {
        let closed = status.closed
        guard !closed.isEmpty else { return [] }
        var out = Set<Int>()
        var hubs: Set<Int> = []
        for target in closed {
            switch target {
            case .opening(let o): if let n = nodeOfOpening[o] { out.insert(n) }
            case .unit(let u): if classes[u].connector != nil { hubs.insert(u) }
            }
        }
        guard !hubs.isEmpty else { return out }
        var stack: [Int] = []
        for (i, node) in nodes.enumerated() {
            if case .hub(let u) = node.kind, hubs.contains(u) { stack.append(i) }
        }
        while let n = stack.popLast() {
            guard out.insert(n).inserted else { continue }
            for e in edges[n] { if case .ride = e.kind { stack.append(e.to) } }
        }
        return out
    }

    /// The units of closed connectors' shafts, each with the feature the status names: the
    /// hub units its closed nodes stand for (every level a closed lift's rides reach).
    public func closedShaftUnits(_ status: VenueStatus) -> [Int: StatusTarget] {
        var out: [Int: StatusTarget] = [:]
        for (n, target) in closedTargets(status) {
            if case .hub(let u) = nodes[n].kind, classes[u].connector != nil { out[u] = target }
        }
        return out
    }

    /// The closed feature each closed node stands for (a shaft's hubs on every level stand for
    /// the connector the status names).
    func closedTargets(_ status: VenueStatus) -> [Int: StatusTarget] {
        var out: [Int: StatusTarget] = [:]
        for t in status.closed {
            var one = VenueStatus()
            one.addDefaults([t: FeatureStatus(state: .closed)])
            for n in closedNodes(one) where out[n] == nil { out[n] = t }
        }
        return out
    }
}

extension Router {
    /// A found path as a route, with the detours it makes round closed features: when the way
    /// the route would take with everything open passes a closed one, the route says so at
    /// the change of level it takes instead (or at its start, for a door).
    func assemble(_ hops: [Hop], from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> Route {
        var route = RouteAssembly(graph: graph, start: a, end: b, options: options).route(hops)
        guard !options.status.closed.isEmpty else { return route }
        var open = options
        open.status = VenueStatus()
        guard let free = search(from: a, to: b, options: open) else { return route }
        let closed = graph.closedTargets(options.status)
        var seen: Set<StatusTarget> = []
        let model = graph.model
        let zone = VenueTimeZone.zone(for: model.graph, at: model.projection.unproject(a.point))
        for hop in free where hop.edge.to < graph.nodes.count {
            guard let target = closed[hop.edge.to], seen.insert(target).inserted,
                  let notice = options.status.notice(for: target, model: model, now: options.status.time, zone: zone) else { continue }
            var transition: Int?
            if case .unit(let u) = target, let kind = graph.classes[u].connector {
                transition = route.transitions.firstIndex { $0.kind == kind } ?? (route.transitions.isEmpty ? nil : 0)
            }
            route.detours.append(RouteDetour(closed: target, notice: notice, transition: transition))
        }
        return route
    }
}
