
/// Turns the hops of a found path into a ``Route``: legs per level, straightened through their
/// doorways, the changes of level, and the instructions.
struct RouteAssembly {
    /// The graph the path runs on.
    let graph: WalkingGraph
    /// The route's start.
    let start: RouteEndpoint
    /// The route's end.
    let end: RouteEndpoint
    /// The options it was planned with.
    let options: RouteOptions

    /// A leg while it is being gathered.
    struct Draft {
        var ordinal: Int
        var points: [Vec2]
        var spans: [(Vec2, Vec2)?]
        /// For each point, whether it may be dropped when the unmapped floor has a clear line
        /// past it (points of paths across the floor, not doorways).
        var loose: [Bool] = [false]
        /// For each point, the unit walked from the point before to it (nil for the unmapped
        /// floor, outdoors, or the leg's first point): where the line must stay.
        var walked: [Int?] = [nil]
        /// Whether the last hop added was a straight walk (no points around corners).
        var lastStraight = false
        /// Units walked through, in order, without repeats in a row.
        var units: [Int] = []
        /// The connector unit boarded at its end, if any.
        var boarded: Int?
        /// Walls passed where no door is mapped: (room, unit on the other side or nil for the
        /// unmapped floor), in order.
        var wallEntries: [(room: Int, from: Int?, leaving: Bool)] = []
        /// Walks outside between two entrances: what to leave and enter by, and the meters.
        var outdoors: [(leave: GuidanceEntrance, enter: GuidanceEntrance, meters: Double, at: Vec2)] = []
    }

    /// The route along the hops.
    func route(_ hops: [Router.Hop]) -> Route {
        let endNode = graph.nodes.count + 1
        var drafts: [Draft] = []
        var current = Draft(ordinal: start.ordinal, points: [start.point], spans: [nil])
        var riding: ConnectorKind?
        var floors = 0
        var rides: [(kind: ConnectorKind, floors: Int, assumed: Int?)] = []
        var assumed: Int?
        var cost = 0.0
        for hop in hops {
            cost += options.cost(of: hop.edge)
            if hop.edge.traits.contains(.outdoors) {
                current.outdoors.append((entranceName(hop.from), entranceName(hop.edge.to), hop.edge.length, graph.nodes[hop.from].point))
            }
            switch hop.edge.kind {
            case .walk(let unit):
                if let unit, current.units.last != unit { current.units.append(unit) }
            case .board(let kind):
                riding = kind
                if case .hub(let u) = graph.nodes[hop.edge.to].kind { current.boarded = u }
            case .ride(let kind, let n):
                riding = riding ?? kind
                floors += n
                if hop.edge.traits.contains(.assumed) {
                    let hub = [hop.from, hop.edge.to].first { n in
                        if n < graph.nodes.count, case .hub = graph.nodes[n].kind { return true } else { return false }
                    }
                    assumed = hub.map { graph.nodes[$0].ordinal }
                }
            case .alight:
                break
            }
            guard let place = place(of: hop.edge.to, endNode: endNode) else {
                noteWall(hop, in: &current)
                continue
            }
            defer { noteWall(hop, in: &current) }
            if place.ordinal != current.ordinal {
                drafts.append(current)
                rides.append((riding ?? .ramp, floors, assumed))
                current = Draft(ordinal: place.ordinal, points: [place.point], spans: [nil])
            } else {
                let onFloor = hop.edge.kind == .walk(unit: nil)
                var walkedUnit: Int?
                if case .walk(let u) = hop.edge.kind { walkedUnit = u }
                dropPassedDoorway(&current, before: hop, in: walkedUnit, to: place.point)
                for p in hop.edge.via {
                    current.points.append(p)
                    current.spans.append(nil)
                    current.loose.append(onFloor)
                    current.walked.append(walkedUnit)
                current.lastStraight = hop.edge.via.isEmpty
                }
                current.points.append(place.point)
                current.spans.append(place.span)
                current.walked.append(walkedUnit)
                current.lastStraight = hop.edge.via.isEmpty
                if hop.edge.to < graph.nodes.count, case .floor = graph.nodes[hop.edge.to].kind {
                    current.loose.append(true)
                } else {
                    current.loose.append(false)
                }
                if riding != nil { current.boarded = nil }
            }
            riding = nil
            floors = 0
            assumed = nil
        }
        drafts.append(current)
        return finish(drafts, rides: rides, cost: cost)
    }

    /// Records a wall crossed where no door is mapped: a hop into a room from its wall entry
    /// (entering), or from inside the room to it (leaving). Passing a wall entry while walking
    /// along the corridor outside is not a crossing.
    private func noteWall(_ hop: Router.Hop, in draft: inout Draft) {
        func wall(_ n: Int) -> (room: Int, from: Int?)? {
            guard n < graph.nodes.count, case .wallEntry(let room, let from) = graph.nodes[n].kind else { return nil }
            return (room, from)
        }
        let inside: Int?
        switch hop.edge.kind {
        case .walk(let u): inside = u
        case .board, .alight: inside = wall(hop.from)?.room ?? wall(hop.edge.to)?.room
        case .ride: inside = nil
        }
        guard let inside else { return }
        var crossing: (room: Int, from: Int?, leaving: Bool)?
        if let w = wall(hop.from), w.room == inside, !isAlight(hop.edge.kind) {
            crossing = (w.room, w.from, false)
        } else if let w = wall(hop.edge.to), w.room == inside, !isBoard(hop.edge.kind) {
            crossing = (w.room, w.from, true)
        }
        guard let c = crossing, !draft.wallEntries.contains(where: { $0.room == c.room && $0.from == c.from && $0.leaving == c.leaving }) else { return }
        draft.wallEntries.append(c)
    }

    private func isBoard(_ k: WalkEdgeKind) -> Bool { if case .board = k { return true } else { return false } }
    private func isAlight(_ k: WalkEdgeKind) -> Bool { if case .alight = k { return true } else { return false } }

    /// Where a node is drawn, or nil for a connector's hub (inside the shaft, not walked).
    private func place(of node: Int, endNode: Int) -> (point: Vec2, ordinal: Int, span: (Vec2, Vec2)?)? {
        if node == endNode { return (end.point, end.ordinal, nil) }
        let n = graph.nodes[node]
        if case .hub(let u) = n.kind, graph.classes[u].connector != nil { return nil }
        return (n.point, n.ordinal, n.span)
    }

    /// Drops loose points (on the unmapped floor) wherever the floor has a clear line from the
    /// last kept point past them, so a walk along a corridor does not zigzag between doors.
    static func pulledTaut(_ points: [Vec2], loose: [Bool], on grid: WalkGrid) -> [Vec2] {
        guard points.count > 2, loose.count == points.count else { return points }
        var out = [points[0]]
        var i = 0
        while i < points.count - 1 {
            var j = i + 1
            while j < points.count - 1, loose[j], grid.lineOfSight(points[i], points[j + 1], skippingEnds: WalkingGraph.endSkip) { j += 1 }
            out.append(points[j])
            i = j
        }
        return out
    }

    /// The points without any that lies within a centimeter of the one before.
    static func withoutRepeats(_ points: [Vec2]) -> [Vec2] {
        var out: [Vec2] = []
        for p in points where out.last.map({ $0.distance(to: p) > 0.01 }) ?? true { out.append(p) }
        return out
    }

    /// Straightens the legs and writes the route.
    private func finish(_ drafts: [Draft], rides: [(kind: ConnectorKind, floors: Int, assumed: Int?)], cost: Double) -> Route {
        let legs = drafts.indices.map { i in
            let d = drafts[i]
            // The connectors boarded at the leg's end and alighted from at its start are used too.
            let connectors = [d.boarded, i > 0 ? drafts[i - 1].boarded : nil].compactMap { $0 }
            let region = RouteRegion(floor: graph.model.floor(d.ordinal), allowed: Set(d.units + [start.unit, end.unit] + connectors),
                                     obstacles: graph.obstacleOfUnit)
            var points = RouteStraightening.straighten(d.points, spans: d.spans, clear: region.clear)
            var loose = d.loose
            (points, loose) = keptInside(points, loose: loose, walked: d.walked, region: region)
            if let grid = graph.floorGrids[d.ordinal] { points = Self.pulledTaut(points, loose: loose, on: grid) }
            points = Self.withoutRepeats(points)
            return RouteLeg(ordinal: d.ordinal, points: points, meters: PlanarGeometry.polylineLength(points), units: d.units)
        }
        var transitions: [RouteTransition] = []
        for (i, ride) in rides.enumerated() {
            let from = legs[i], to = legs[i + 1]
            transitions.append(RouteTransition(kind: ride.kind, floors: ride.floors, fromOrdinal: from.ordinal, toOrdinal: to.ordinal,
                                               fromPoint: from.points[from.points.count - 1], toPoint: to.points[0],
                                               unit: drafts[i].boarded, mappedOnlyOn: ride.assumed))
        }
        let writer = RouteInstructions(graph: graph.model.graph, start: start, end: end)
        let total = legs.reduce(0) { $0 + $1.meters }
        return Route(start: start, end: end, accessible: options.accessible, legs: legs.filter { $0.points.count >= 2 },
                     transitions: transitions, steps: writer.steps(drafts: drafts, legs: legs, transitions: transitions),
                     totalMeters: total, ordinals: [start.ordinal] + transitions.map(\.toOrdinal), cost: cost)
    }
}
