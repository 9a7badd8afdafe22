import VenueFormats

/// Where a route starts: a place on the map, or "you are here" (the explorer's start chosen
/// with `R`, or its `--here` and live positions).
public enum RouteOrigin: Equatable, Sendable {
    /// A feature.
    case place(FeatureHandle)
    /// A position on the map ("you are here").
    case here(HerePosition)
}

extension Router {
    /// The route from an origin to a feature.
    public func route(from origin: RouteOrigin, to end: FeatureHandle, options: RouteOptions) throws(RouteFailure) -> Route {
        switch origin {
        case .place(let start): return try route(from: start, to: end, options: options)
        case .here(let here): return try route(from: here, to: end, options: options)
        }
    }

    /// How far places are from an origin by walking.
    public func walkingDistances(from origin: RouteOrigin, to targets: [FeatureHandle], options: RouteOptions) -> [FeatureHandle: WalkDistance] {
        switch origin {
        case .place(let start): return walkingDistances(from: start, to: targets, options: options)
        case .here(let here): return walkingDistances(from: here, to: targets, options: options)
        }
    }

    /// The route from an origin to the nearest of several places.
    public func nearest(from origin: RouteOrigin, to candidates: [FeatureHandle], options: RouteOptions) throws(RouteFailure) -> Route {
        switch origin {
        case .place(let start): return try nearest(from: start, to: candidates, options: options)
        case .here(let here): return try nearest(from: here, to: candidates, options: options)
        }
    }
}
