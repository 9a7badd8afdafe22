import MapCore
import VenueFormats

/// Work that ``reduce(_:_:)`` asks for but does not do itself: it may be slow or need a
/// cache. ``AppRuntime/perform(_:env:)`` does it and answers with an ``Action`` that carries
/// the effect's ``Job``. Route searches carry the live status in force (``RouteState/status``):
/// closed lifts, escalators, stairs and doors are left out.
public enum Effect: Equatable, Sendable {
    /// Find a walking route; the answer is ``Action/routeFound(_:job:)`` or ``Action/routeFailed(_:job:)``.
    case findRoute(Job<RouteSearch>, from: RouteOrigin, to: FeatureHandle, accessible: Bool, status: VenueStatus = VenueStatus())
    /// Find the walking route to the nearest of several places (a category: "toilet"); the
    /// answer is ``Action/routeFound(_:job:)`` or ``Action/routeFailed(_:job:)``.
    case findNearestRoute(Job<RouteSearch>, from: RouteOrigin, to: [FeatureHandle], accessible: Bool, status: VenueStatus = VenueStatus())
    /// Measure how far places are by walking, for the directory; the answer is
    /// ``Action/walksMeasured(_:job:)``.
    case measureWalks(Job<WalkMeasurement>, from: RouteOrigin, to: [FeatureHandle], accessible: Bool, status: VenueStatus = VenueStatus())
}

extension Effect {
    /// Whether the effect looks for a route (its answer shows or fails a route).
    var findsRoute: Bool {
        switch self {
        case .findRoute, .findNearestRoute: return true
        case .measureWalks: return false
        }
    }
}
