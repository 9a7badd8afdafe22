import IMDF
import MapCore

/// Work that ``reduce(_:_:)`` asks for but does not do itself: it may be slow or need a
/// cache. ``AppRuntime/perform(_:env:)`` does it and answers with an ``Action``.
public enum Effect: Equatable, Sendable {
    /// Find a walking route; the answer is ``Action/routeFound(_:)`` or ``Action/routeFailed(_:)``.
    case findRoute(from: FeatureHandle, to: FeatureHandle, accessible: Bool)
}
