import Dispatch
import Foundation
import MapCore
import Render
import Synchronization

/// What the app keeps between frames besides its state: the caches that ``view(_:size:runtime:)``
/// and the effect runner use. One per session, beside the state, never inside it.
///
/// Effects run where the runtime was told: on the calling thread (``dispatch(_:_:)`` returns
/// with their answers applied: the commands and most tests), or in the background, which the
/// explorer uses so that keys keep being handled while a route is found on a large venue;
/// ``collect(_:)`` then applies the answers that have arrived. Which answers still count is the
/// state's business, not the runtime's: each answer carries its ``Job`` and ``reduce(_:_:)``
/// drops one the state no longer waits for.
public final class AppRuntime: Sendable {
    /// The scene renderer, reused between frames (buffers, the last frame).
    public let renderer: SceneRenderer
    /// The router, built on first use.
    public let routing: RoutingCache
    /// Whether effects run off the calling thread.
    public let runsEffectsInBackground: Bool
    /// Runs first in each background effect: tests hold the work back with it.
    private let beforeBackgroundWork: @Sendable () -> Void
    private let jobs = Mutex(Jobs())
    /// Signalled when a background effect finishes (see ``waitForBackgroundWork()``).
    private let finished = DispatchSemaphore(value: 0)

    /// Background effects: how many run, the answers not yet applied.
    private struct Jobs {
        var running = 0
        var answers: [Action] = []
    }

    /// Creates empty caches.
    ///
    /// - Parameters:
    ///   - runsEffectsInBackground: run effects on a thread of their own (see ``collect(_:)``).
    ///   - beforeBackgroundWork: called on that thread before each effect; for tests.
    public init(runsEffectsInBackground: Bool = false, beforeBackgroundWork: @escaping @Sendable () -> Void = {}) {
        renderer = SceneRenderer()
        routing = RoutingCache()
        self.runsEffectsInBackground = runsEffectsInBackground
        self.beforeBackgroundWork = beforeBackgroundWork
    }

    /// Whether background effects are running or have answers not yet collected.
    public var hasBackgroundWork: Bool {
        jobs.withLock { $0.running > 0 || !$0.answers.isEmpty }
    }

    /// Applies the answers of background effects that have arrived, oldest first; the state
    /// drops those whose job it no longer waits for (superseded, or Esc stopped waiting).
    /// Returns whether any answer arrived.
    public func collect(_ state: inout AppState) -> Bool {
        let answers = jobs.withLock { jobs in
            defer { jobs.answers.removeAll() }
            return jobs.answers
        }
        for answer in answers { dispatch(&state, answer) }
        return !answers.isEmpty
    }

    /// Waits until no background effect runs (for tests and shutdown).
    public func waitForBackgroundWork() {
        while jobs.withLock({ $0.running > 0 }) { finished.wait() }
    }

    private func start(_ effect: Effect, env: AppEnvironment) {
        jobs.withLock { $0.running += 1 }
        // A plain thread (see ParsePipeline on why not Dispatch queues).
        Thread.detachNewThread { [self] in
            beforeBackgroundWork()
            let answer = perform(effect, env: env)
            jobs.withLock { jobs in
                jobs.running -= 1
                jobs.answers.append(answer)
            }
            finished.signal()
        }
    }

    /// Does the work an effect stands for and returns the action that reports its result.
    public func perform(_ effect: Effect, env: AppEnvironment) -> Action {
        switch effect {
        case .findRoute(let job, let from, let to, let accessible, let status):
            let router = routing.router(for: env.model)
            do {
                return .routeFound(try router.route(from: from, to: to, options: Self.options(accessible, status)), job: job)
            } catch {
                return .routeFailed(error.text(env.ui), job: job)
            }
        case .findNearestRoute(let job, let from, let candidates, let accessible, let status):
            let router = routing.router(for: env.model)
            do {
                return .routeFound(try router.nearest(from: from, to: candidates, options: Self.options(accessible, status)), job: job)
            } catch {
                return .routeFailed(error.text(env.ui), job: job)
            }
        case .measureWalks(let job, let from, let targets, let accessible, let status):
            let router = routing.router(for: env.model)
            return .walksMeasured(router.walkingDistances(from: from, to: targets, options: Self.options(accessible, status)), job: job)
        }
    }

    /// Route options for an effect: accessible or not, under a live status.
    static func options(_ accessible: Bool, _ status: VenueStatus) -> RouteOptions {
        var options = RouteOptions(accessible: accessible)
        options.status = status
        return options
    }

    /// Applies an action and runs the effects it asks for: on this thread, applying the
    /// actions they answer with until no effect is left, or in the background (their answers
    /// come through ``collect(_:)``).
    public func dispatch(_ state: inout AppState, _ action: Action) {
        var pending = [action]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in reduce(&state, next) {
                if runsEffectsInBackground {
                    start(effect, env: state.env)
                } else {
                    pending.append(perform(effect, env: state.env))
                }
            }
        }
    }
}
