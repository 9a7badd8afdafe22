import VenueFormats

/// Where a route asked for by words goes: one place, or the nearest by walking of several (a
/// kind of place such as "toilet", or a name a chain's two shops share). Shared by
/// `atrium route --to` and the text mode's `route to`.
public enum RouteDestination: Sendable, Equatable {
    /// One place.
    case one(FeatureHandle)
    /// The nearest reachable of these.
    case nearestOf([FeatureHandle])

    /// The destination a query names: a feature id; else a kind of place or a shared name
    /// (the nearest of them); else the best name match; nil when nothing matches.
    public init?(_ query: String, graph: VenueGraph, search: SearchIndex) {
        if let h = graph.handle(forID: query) {
            self = .one(h)
        } else if let many = search.categoryDestinations(query) ?? search.namesakes(query) {
            self = .nearestOf(many)
        } else if let h = search.bestFeature(query) {
            self = .one(h)
        } else {
            return nil
        }
    }
}

extension Router {
    /// The route from an origin to a destination (the nearest by walking when it is several).
    public func route(from origin: RouteOrigin, to destination: RouteDestination, options: RouteOptions) throws(RouteFailure) -> Route {
        switch destination {
        case .one(let h): return try route(from: origin, to: h, options: options)
        case .nearestOf(let hs): return try nearest(from: origin, to: hs, options: options)
        }
    }
}
