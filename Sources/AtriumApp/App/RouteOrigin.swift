import VenueFormats
import MapCore

/// Where a route the explorer asks for starts: a place on the map, or "you are here".
public enum RouteOrigin: Equatable, Sendable {
    /// A feature (the start chosen with `R`, or with `r` without a position).
    case place(FeatureHandle)
    /// The position the explorer was given (`--here`).
    case here(HerePosition)
}

extension Router {
    /// The route from an origin to a feature.
    func route(from origin: RouteOrigin, to end: FeatureHandle, options: RouteOptions) throws(RouteFailure) -> Route {
        switch origin {
        case .place(let start): return try route(from: start, to: end, options: options)
        case .here(let here): return try route(from: here, to: end, options: options)
        }
    }

    /// How far places are from an origin by walking.
    func walkingDistances(from origin: RouteOrigin, to targets: [FeatureHandle], options: RouteOptions) -> [FeatureHandle: WalkDistance] {
        switch origin {
        case .place(let start): return walkingDistances(from: start, to: targets, options: options)
        case .here(let here): return walkingDistances(from: here, to: targets, options: options)
        }
    }

    /// The route from an origin to the nearest of several places.
    func nearest(from origin: RouteOrigin, to candidates: [FeatureHandle], options: RouteOptions) throws(RouteFailure) -> Route {
        switch origin {
        case .place(let start): return try nearest(from: start, to: candidates, options: options)
        case .here(let here): return try nearest(from: here, to: candidates, options: options)
        }
    }
}

extension AppState {
    /// Where the next route starts: the start chosen with `R` (or a first `r`), else "you are here".
    var routeOrigin: RouteOrigin? {
        if let start = routeStart { return .place(start) }
        return here.map { .here($0) }
    }
}
