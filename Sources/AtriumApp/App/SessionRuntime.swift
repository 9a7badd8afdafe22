import Dispatch
import Foundation
import Synchronization

/// Fetches a venue for the explorer: given by the command line, which knows the sources
/// (VenueSources) and the options; the app only starts it, hears its stages and its end.
public struct VenueFetcher: Sendable {
    /// The place as asked, for the loading screen.
    public let place: String
    /// Does the fetch on the calling thread (a background one): says each stage to
    /// `progress`, asks `isCancelled` often, and returns how it ended.
    public let run: @Sendable (_ progress: @escaping @Sendable (FetchStage) -> Void,
                               _ isCancelled: @escaping @Sendable () -> Bool) -> FetchOutcome

    /// A fetcher.
    public init(place: String,
                run: @escaping @Sendable (_ progress: @escaping @Sendable (FetchStage) -> Void,
                                          _ isCancelled: @escaping @Sendable () -> Bool) -> FetchOutcome) {
        self.place = place
        self.run = run
    }
}

/// Runs an ``ExplorerSession``'s effects: the explorer's through ``AppRuntime``, the fetch on a
/// thread of its own whose stages and end are posted here and applied by ``collect(_:)``
/// between frames, like the answers of route searches.
public final class SessionRuntime: Sendable {
    /// The explorer's runtime.
    public let app: AppRuntime
    private let fetcher: VenueFetcher?
    private let mailbox = Mutex(Mailbox())
    private let ended = DispatchSemaphore(value: 0)

    private struct Mailbox {
        var actions: [SessionAction] = []
        var running = 0
        var cancelled: Set<Int> = []
        var cancelAll = false
    }

    /// A runtime for `app`, fetching with `fetcher` when a fetch is asked.
    public init(app: AppRuntime, fetcher: VenueFetcher? = nil) {
        self.app = app
        self.fetcher = fetcher
    }

    /// Whether a fetch runs or has news not yet applied, or the explorer has background work.
    public var hasBackgroundWork: Bool {
        mailbox.withLock { $0.running > 0 || !$0.actions.isEmpty } || app.hasBackgroundWork
    }

    /// Applies an action and runs the effects it asks for.
    public func dispatch(_ session: inout ExplorerSession, _ action: SessionAction) {
        if session.app != nil, case .app(let a) = action {
            app.dispatch(&session.app!, a)
            return
        }
        for effect in reduce(&session, action) {
            switch effect {
            // Not reached: the explorer's own actions went to AppRuntime above. Done in place if it were.
            case .app(let e): app.dispatch(&session.app!, app.perform(e, env: session.app!.env))
            case .fetch(let job): start(job)
            case .cancelFetch(let job): _ = mailbox.withLock { $0.cancelled.insert(job.number) }
            }
        }
    }

    /// Applies what the fetch and the explorer's background work have posted; whether anything arrived.
    public func collect(_ session: inout ExplorerSession) -> Bool {
        let actions = mailbox.withLock { box in
            defer { box.actions.removeAll() }
            return box.actions
        }
        for action in actions { dispatch(&session, action) }
        var changed = !actions.isEmpty
        if session.app != nil, app.collect(&session.app!) { changed = true }
        return changed
    }

    /// Asks every fetch to stop and waits until none runs (before the process exits, so that
    /// a cancelled download has removed its partial file).
    public func cancelAndWait() {
        mailbox.withLock { $0.cancelAll = true }
        waitForFetches()
    }

    /// Waits until no fetch runs: its end is then posted, for the next ``collect(_:)`` (tests).
    public func waitForFetches() {
        while mailbox.withLock({ $0.running > 0 }) { ended.wait() }
    }

    private func start(_ job: Job<VenueFetch>) {
        guard let fetcher else {
            mailbox.withLock { $0.actions.append(.fetched(.failed("nothing to fetch", status: 1), job: job)) }
            return
        }
        mailbox.withLock { $0.running += 1 }
        // A plain thread, as AppRuntime's effects.
        Thread.detachNewThread { [self] in
            let outcome = fetcher.run({ stage in
                self.mailbox.withLock { box in
                    // Only the latest stage counts: a fast download does not queue thousands.
                    if case .fetchProgress = box.actions.last { box.actions.removeLast() }
                    box.actions.append(.fetchProgress(stage, job: job))
                }
            }, { self.mailbox.withLock { $0.cancelAll || $0.cancelled.contains(job.number) } })
            mailbox.withLock { box in
                box.running -= 1
                box.actions.append(.fetched(outcome, job: job))
            }
            ended.signal()
        }
    }
}
