/// Where a person following a route is along it: the maneuver they are on, what is left of it
/// and of the route, and whether they have left it (so the caller plans again: "rerouting").
///
/// The position is matched to the nearest point of the walks on its level; a person riding a
/// connector may be reported on any level it passes, near either of its doors. Where the route
/// passes one place twice, the match at or after `previousStep` wins, so progress does not jump
/// back. At a bend (the end of one walk, the start of the next) the next maneuver is current.
public struct RouteProgress: Sendable, Equatable {
    /// How far (meters) from the route a position may be before it is off the route, when the
    /// position's accuracy is better than that; a less accurate position gets its accuracy, up
    /// to ``maximumTolerance``.
    public static let offRouteMeters = 5.0
    /// The most (meters) a poor accuracy widens the tolerance to.
    public static let maximumTolerance = 15.0
    /// Within this many meters of the destination, the person has arrived.
    public static let arrivalMeters = 2.0

    /// Index of the current maneuver in ``RouteGuidance/maneuvers``.
    public var step: Int
    /// Meters left to walk in the current maneuver.
    public var stepMetersRemaining: Double
    /// Meters left to walk to the destination.
    public var routeMetersRemaining: Double
    /// How far (meters) the position is from the route (infinity when the route never visits
    /// its level).
    public var distanceFromRoute: Double
    /// Whether the position is farther from the route than the tolerance: time to plan again.
    public var offRoute: Bool
    /// Whether the destination is reached.
    public var arrived: Bool

    /// Progress along `guidance` for a position in local meters on `ordinal`, with its accuracy
    /// in meters (nil or 0 when unknown) and the step found for the previous position, if any.
    public init(guidance: RouteGuidance, point: Vec2, ordinal: Int, accuracy: Double? = nil, previousStep: Int? = nil) {
        let ms = guidance.maneuvers
        var candidates: [(step: Int, distance: Double, along: Double)] = []
        for (i, m) in ms.enumerated() {
            switch m.kind {
            case .change(_, let to):
                // Riding: any level between the two, near either door.
                let next = i + 1 < ms.count ? ms[i + 1].point : m.point
                if (Swift.min(m.ordinal, to)...Swift.max(m.ordinal, to)).contains(ordinal) {
                    candidates.append((i, Swift.min(point.distance(to: m.point), point.distance(to: next)), 0))
                }
            case .depart, .turn:
                guard m.ordinal == ordinal, m.path.count >= 2 else { continue }
                var walked = 0.0, best = (distance: Double.infinity, along: 0.0)
                for (a, b) in zip(m.path, m.path.dropFirst()) {
                    let q = PlanarGeometry.closestPoint(to: point, onSegment: a, b)
                    let d = q.distance(to: point)
                    if d < best.distance { best = (d, walked + a.distance(to: q)) }
                    walked += a.distance(to: b)
                }
                candidates.append((i, best.distance, best.along))
            case .arrive:
                continue
            }
        }
        let tolerance = Swift.max(Self.offRouteMeters, Swift.min(accuracy ?? 0, Self.maximumTolerance))
        guard let nearest = candidates.map(\.distance).min() else {
            let s = Swift.min(Swift.max(previousStep ?? 0, 0), Swift.max(ms.count - 1, 0))
            self.init(step: s, stepMetersRemaining: ms.indices.contains(s) ? ms[s].meters : 0,
                      routeMetersRemaining: guidance.metersRemaining(from: s), distanceFromRoute: .infinity, offRoute: true, arrived: false)
            return
        }
        // Matches as good as the nearest (within a meter); the first at or after the previous step.
        let close = candidates.filter { $0.distance <= nearest + 1 }
        var pick = close.first { $0.step >= (previousStep ?? 0) } ?? close[0]
        // At the end of a walk, the next maneuver is the current one.
        if ms[pick.step].meters - pick.along < 0.5, let next = close.first(where: { $0.step == pick.step + 1 }) { pick = next }
        let stepLeft = Swift.max(0, ms[pick.step].meters - pick.along)
        let routeLeft = stepLeft + guidance.metersRemaining(from: pick.step + 1)
        let arrived = routeLeft <= Self.arrivalMeters && pick.distance <= tolerance
        self.init(step: arrived ? ms.count - 1 : pick.step, stepMetersRemaining: arrived ? 0 : stepLeft,
                  routeMetersRemaining: arrived ? 0 : routeLeft, distanceFromRoute: pick.distance,
                  offRoute: pick.distance > tolerance, arrived: arrived)
    }

    /// Progress for a live or fixed position (``HerePosition``).
    public init(guidance: RouteGuidance, position: HerePosition, previousStep: Int? = nil) {
        self.init(guidance: guidance, point: position.point, ordinal: position.ordinal, accuracy: position.accuracy, previousStep: previousStep)
    }

    /// Creates a progress value from its parts.
    public init(step: Int, stepMetersRemaining: Double, routeMetersRemaining: Double, distanceFromRoute: Double,
                offRoute: Bool, arrived: Bool) {
        self.step = step
        self.stepMetersRemaining = stepMetersRemaining
        self.routeMetersRemaining = routeMetersRemaining
        self.distanceFromRoute = distanceFromRoute
        self.offRoute = offRoute
        self.arrived = arrived
    }
}
