import Foundation
import IMDF
import MapCore
import Render

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

/// Builds the walking graph once, when the first route is asked for.
public final class RoutingCache: @unchecked Sendable {
    private let lock = NSLock()
    private var router: Router?

    /// Creates an empty cache.
    public init() {}

    /// The router for a model, built on first use.
    public func router(for model: MapModel) -> Router {
        lock.lock()
        defer { lock.unlock() }
        if let router { return router }
        let r = Router(model: model)
        router = r
        return r
    }
}
