import Foundation
import Synchronization

/// Keeps the walking graph of the last model routed on: built when the first route on a
/// model is asked for, built again when a route is asked for on another model.
public final class RoutingCache: Sendable {
    private let built = Mutex<(model: MapModelIdentity, router: Router)?>(nil)

    /// Creates an empty cache.
    public init() {}

    /// Starts building the router for `model` on a thread of its own, so the first route
    /// asked for after loading finds it ready (a route asked for meanwhile waits for it).
    public func prepare(for model: MapModel) {
        // A plain thread (see ParsePipeline on why not Dispatch queues).
        Thread.detachNewThread { [self] in _ = router(for: model) }
    }

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
