import VenueFormats

/// Turn-by-turn guidance for a route: its steps as maneuvers a person would follow.
///
/// Each walking step is cut where the walk turns (``TurnDetection``, zigzags along one space
/// taken out) into a departure and turns, each named by the landmark beside it ("Turn left at
/// Bookworm, walk 20 m (20 s)", the time at ``WalkingTime``'s speeds); the last
/// walk of a level says where it leads ("… to Elevator West"); each change of level names the
/// connector and what it stands by, which tells one of several elevators from the others
/// ("Take the elevator by Café Lumière up to level 2"); the arrival ends the list. Notes about
/// walls crossed where no door is mapped stay with the walk they belong to. A landmark is never
/// the connector taken or just left, nor the start or end, nor the landmark of the maneuver
/// before; a connector with a name of its own is not said to stand by another connector.
public struct RouteGuidance: Sendable, Equatable {
    /// The maneuvers, in order; the last is the arrival.
    public var maneuvers: [Maneuver]

    /// Guidance made of the given maneuvers.
    public init(maneuvers: [Maneuver]) {
        self.maneuvers = maneuvers
    }

    /// Guidance for a route on the venue it was found on.
    public init(route: Route, model: MapModel) {
        let graph = model.graph
        let finder = GuidanceLandmarks(model: model, ordinals: route.ordinals)
        let ends: Set<Int> = [route.start.unit, route.end.unit]
        var out: [Maneuver] = []
        var legIndex = 0, transitionIndex = 0
        // A closed door the route goes round is said as it starts.
        var closed = route.detours.filter { $0.transition == nil }.map(\.notice)
        var departure = Maneuver.Departure.start(route.start.name)
        var alighted: Int?
        // The connector just ridden, by name: never what the walk after it turns at.
        var leftConnector: String?
        for (i, step) in route.steps.enumerated() {
            switch step.action {
            case .walk:
                guard legIndex < route.legs.count else { continue }
                let leg = route.legs[legIndex]
                legIndex += 1
                var target = GuidancePlace.named(route.end.name)
                var excluding = ends.union(alighted.map { [$0] } ?? [])
                if i + 1 < route.steps.count, case .change = route.steps[i + 1].action, transitionIndex < route.transitions.count {
                    target = Self.connector(route.transitions[transitionIndex], graph: graph)
                    if let u = route.transitions[transitionIndex].unit { excluding.insert(u) }
                }
                if let t = Self.lastTransition(before: transitionIndex, route) {
                    excluding.formUnion(finder.connectors(at: t.toPoint, ordinal: t.toOrdinal))
                }
                var never = Set([leftConnector, out.last?.landmark].compactMap { $0 })
                let targetName = GuidanceWords(.english).object(target)
                if i + 1 < route.steps.count, case .change = route.steps[i + 1].action { never.insert(targetName) }
                var walks = Self.walk(leg, target: target, notes: step.remarks, outsideAt: step.outsideAt, finder: finder, excluding: excluding,
                                      never: never, stepFree: route.accessible)
                if !walks.isEmpty {
                    walks[0].departure = departure
                    walks[0].closed = closed
                    closed = []
                }
                out += walks
            case .change(let kind, let to):
                guard transitionIndex < route.transitions.count else { continue }
                let t = route.transitions[transitionIndex]
                let detours = route.detours.filter { $0.transition == transitionIndex }.map(\.notice)
                transitionIndex += 1
                let connector = Self.connector(t, graph: graph)
                let name = GuidanceWords(.english).object(connector)
                let named = t.unit.map { graph.archive.units[$0].name != nil } ?? false
                let never = Set([name, out.last?.landmark].compactMap { $0 })
                let landmark = finder.landmark(at: t.fromPoint, ordinal: t.fromOrdinal, excluding: ends.union(t.unit.map { [$0] } ?? []),
                                               never: never, connectors: !named)
                // "Elevator East is out of service until 14:00 (maintenance): taking Elevator West up to level 1".
                var m = Maneuver(kind: .change(kind, toOrdinal: to), ordinal: t.fromOrdinal, point: t.fromPoint,
                                 path: [], meters: 0, bearing: nil, landmark: landmark)
                m.connector = connector
                m.level = graph.shortName(ordinal: to)
                m.closed = detours
                m.stepFree = route.accessible
                out.append(m)
                departure = .leave(connector)
                alighted = t.unit
                leftConnector = named ? name : nil
            }
        }
        var arrival = Maneuver(kind: .arrive, ordinal: route.end.ordinal, point: route.end.point, path: [], meters: 0, bearing: nil, landmark: nil)
        arrival.target = .named(route.end.name)
        arrival.stepFree = route.accessible
        out.append(arrival)
        maneuvers = out
    }

    /// The transition ridden just before walk number `transitionIndex` (nil before the first).
    private static func lastTransition(before transitionIndex: Int, _ route: Route) -> RouteTransition? {
        transitionIndex > 0 && transitionIndex <= route.transitions.count ? route.transitions[transitionIndex - 1] : nil
    }

    /// The meters left to walk from the start of maneuver `index` to the end.
    public func metersRemaining(from index: Int) -> Double {
        guard index < maneuvers.count else { return 0 }
        return maneuvers[Swift.max(0, index)...].reduce(0) { $0 + $1.meters }
    }

    /// The maneuvers of one level's walk: the departure (its ``Maneuver/departure`` set by the
    /// caller), then one per bend.
    private static func walk(_ leg: RouteLeg, target: GuidancePlace, notes: [RouteNote], outsideAt: [Vec2] = [],
                             finder: GuidanceLandmarks, excluding: Set<Int>, never: Set<String>, stepFree: Bool) -> [Maneuver] {
        let points = leg.points
        let bends = TurnDetection.mergingZigzags(TurnDetection.bends(points), points) { finder.oneSpace($0, ordinal: leg.ordinal) }
        let cuts = [0] + bends.map(\.index) + [points.count - 1]
        let leaving = notes.filter { if case .leaving = $0 { return true } else { return false } }
        let entering = notes.filter { if case .entering = $0 { return true } else { return false } }
        // A way outside is said on the maneuver that walks out there: the one whose path passes
        // nearest the entrance it leaves by (the leg's last one when its place is not known).
        var outside: [Int: [RouteNote]] = [:]
        let outsideNotes = notes.filter { if case .outside = $0 { return true } else { return false } }
        for (k, note) in outsideNotes.enumerated() {
            var j = cuts.count - 2
            if k < outsideAt.count {
                let at = outsideAt[k]
                let reach = (0..<(cuts.count - 1)).map { m in
                    (cuts[m]..<cuts[m + 1]).map { PlanarGeometry.distance(from: at, toSegment: points[$0], points[$0 + 1]) }.min() ?? .infinity
                }
                // The walk out starts there: of two maneuvers that meet at the door, the later.
                let best = reach.min() ?? 0
                j = reach.lastIndex { $0 <= best + 0.5 } ?? j
            }
            outside[j, default: []].append(note)
        }
        let targetName = GuidanceWords(.english).object(target)
        var out: [Maneuver] = []
        for j in 0..<(cuts.count - 1) {
            let path = Array(points[cuts[j]...cuts[j + 1]])
            let meters = PlanarGeometry.polylineLength(path)
            let bearing = heading(of: path)
            let kind: Maneuver.Kind = j == 0 ? .depart : .turn(bends[j - 1].turn)
            var landmark: String?
            if j > 0 {
                // Never the landmark of the turn before: a turn that names it again tells nothing.
                let previous = never.union([out.last?.landmark].compactMap { $0 })
                landmark = finder.landmark(at: path[0], ordinal: leg.ordinal, excluding: excluding, never: previous)
            }
            var m = Maneuver(kind: kind, ordinal: leg.ordinal, point: path[0], path: path, meters: meters,
                             bearing: bearing, landmark: landmark)
            m.door = finder.door(on: path, ordinal: leg.ordinal).flatMap { $0 != targetName ? $0 : nil }
            m.target = j == cuts.count - 2 ? target : nil
            m.notes = (j == 0 ? leaving : []) + (outside[j] ?? []) + (j == cuts.count - 2 ? entering : [])
            m.stepFree = stepFree
            out.append(m)
        }
        return out
    }

    /// The bearing a path sets off on: towards its first point 2 m or more away (else its end),
    /// rounded to a whole degree.
    static func heading(of path: [Vec2]) -> Double {
        guard let first = path.first else { return 0 }
        let ahead = path.dropFirst().first { $0.distance(to: first) >= TurnDetection.shortSegment } ?? path.last ?? first
        return TurnDetection.bearing(from: first, to: ahead).rounded().truncatingRemainder(dividingBy: 360)
    }

    /// A connector by its label ("Elevator West"), by its kind and number when the label is a
    /// room number ("the stairs 3203"), else by its kind ("the elevator").
    static func connector(_ t: RouteTransition, graph: VenueGraph) -> GuidancePlace {
        guard let u = t.unit, graph.archive.units[u].name != nil else { return .connector(t.kind, number: nil) }
        let name = graph.name(of: .unit(u))
        return GuidanceLandmarks.looksLikeNumber(name) ? .connector(t.kind, number: name) : .named(name)
    }
}
