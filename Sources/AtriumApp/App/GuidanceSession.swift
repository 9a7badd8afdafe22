import MapCore

/// Step-by-step guidance (`g`): the route's maneuvers and the one shown.
public struct GuidanceSession: Equatable, Sendable {
    /// The maneuvers of the route shown.
    public var guidance: RouteGuidance
    /// Index of the maneuver shown (and, with a live position, the one the person is on).
    public var step = 0
    /// The progress last matched from a live position, if any.
    public var progress: RouteProgress?

    /// Guidance from the first maneuver.
    public init(guidance: RouteGuidance, step: Int = 0) {
        self.guidance = guidance
        self.step = step
    }

    /// The maneuver shown.
    public var current: Maneuver? {
        guidance.maneuvers.indices.contains(step) ? guidance.maneuvers[step] : nil
    }
}
