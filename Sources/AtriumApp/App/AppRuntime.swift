import Foundation
import IMDF
import MapCore
import Render
import Synchronization

/// What the app keeps between frames besides its state: the caches that ``view(_:size:runtime:)``
/// and the effect runner use. One per session, beside the state, never inside it.
public final class AppRuntime: Sendable {
    /// The scene renderer, reused between frames (buffers, the last frame).
    public let renderer: SceneRenderer
    /// The router, built on first use.
    public let routing: RoutingCache

    /// Creates empty caches.
    public init() {
        renderer = SceneRenderer()
        routing = RoutingCache()
    }

    /// Does the work an effect stands for and returns the action that reports its result.
    public func perform(_ effect: Effect, env: AppEnvironment) -> Action {
        switch effect {
        case .findRoute(let from, let to, let accessible):
            let router = routing.router(for: env.model)
            do {
                return .routeFound(try router.route(from: from, to: to, options: RouteOptions(accessible: accessible)))
            } catch {
                return .routeFailed(error.message)
            }
        case .findNearestRoute(let from, let candidates, let accessible):
            let router = routing.router(for: env.model)
            do {
                return .routeFound(try router.nearest(from: from, to: candidates, options: RouteOptions(accessible: accessible)))
            } catch {
                return .routeFailed(error.message)
            }
        }
    }

    /// Applies an action, runs the effects it asks for, and applies the actions they
    /// answer with, until no effect is left.
    public func dispatch(_ state: inout AppState, _ action: Action) {
        var pending = [action]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in reduce(&state, next) { pending.append(perform(effect, env: state.env)) }
        }
    }
}

/// Keeps the walking graph of the last model routed on: built when the first route on a
/// model is asked for, built again when a route is asked for on another model.
public final class RoutingCache: Sendable {
    private let built = Mutex<(model: MapModelIdentity, router: Router)?>(nil)

    /// Creates an empty cache.
    public init() {}

    /// The router for `model`: the one kept when it was built for this model, else a new one.
    public func router(for model: MapModel) -> Router {
        built.withLock { built in
            if let built, built.model === model.identity { return built.router }
            let router = Router(model: model)
            built = (model.identity, router)
            return router
        }
    }
}
