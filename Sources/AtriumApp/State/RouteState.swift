import VenueFormats
import MapCore
import TerminalKit
import Localization

/// Routes and step-by-step guidance: the start chosen, the route shown with its maneuvers, the
/// guidance on it, whether routes avoid stairs, and the route request waited for.
///
/// The route shown and its maneuvers are set together, and guidance exists only on a route
/// shown: both hold by construction (``show(_:maneuvers:)``, ``clear()``).
public struct RouteState: Equatable, Sendable {
    /// Where a route starts (set with `R`, or `r` without a position), waiting for a destination.
    public var start: FeatureHandle?
    /// The route shown, if any.
    public private(set) var shown: Route?
    /// The maneuvers of the route shown (the route card lists them).
    public private(set) var maneuvers: RouteGuidance?
    /// Step-by-step guidance on the route shown (`g`), when on.
    public private(set) var guidance: GuidanceSession?
    /// Whether routes avoid stairs and escalators.
    public var accessible = false
    /// The live status routes are found under (`--status`): closed lifts, escalators, stairs
    /// and doors, and the OSM tags that close doors at times.
    public var status = VenueStatus()
    /// What a change of the live status said, kept for when the route shown, found again under
    /// it, comes back (so the route's own note does not hide it).
    public var statusNote: Notice?
    /// The route request waited for (found off the input thread), if any: only its answer is
    /// shown; a newer request replaces it and Esc stops waiting (its answer is then dropped).
    public private(set) var awaited: Job<RouteSearch>?

    /// No route.
    public init() {}

    /// Whether a route asked for is being found.
    public var isFinding: Bool { awaited != nil }

    /// Where the next route starts: the start chosen with `R` (or a first `r`), else "you are here".
    public func origin(here: HerePosition?) -> RouteOrigin? {
        if let start { return .place(start) }
        return here.map { .here($0) }
    }

    /// A new route request: the job now waited for (an older request's answer is then dropped).
    public mutating func request(_ jobs: inout JobNumbers) -> Job<RouteSearch> {
        let job = jobs.next(RouteSearch.self)
        awaited = job
        return job
    }

    /// Esc while a route is found: its answer will be dropped.
    public mutating func stopWaiting() {
        awaited = nil
    }

    /// Whether an answer is the one waited for; it is then no longer waited for.
    public mutating func accepts(_ job: Job<RouteSearch>) -> Bool {
        guard job == awaited else { return false }
        awaited = nil
        return true
    }

    /// Shows a route found, with its maneuvers; the start is used up. Guidance in progress
    /// starts again on it (a re-planned route); returns whether it did.
    public mutating func show(_ route: Route, maneuvers: RouteGuidance) -> Bool {
        shown = route
        self.maneuvers = maneuvers
        start = nil
        guard guidance != nil else { return false }
        guidance = GuidanceSession(guidance: maneuvers)
        return true
    }

    /// No route shown (nor guidance on it).
    public mutating func clear() {
        shown = nil
        maneuvers = nil
        guidance = nil
    }

    /// `g`: enters guidance on the route shown (nil: frame its first step), or leaves it or
    /// says there is no route (the note to show).
    public mutating func toggleGuidance(ui: UIText = .english) -> Notice? {
        if guidance != nil {
            guidance = nil
            return Notice(ui.guidanceNoteOff)
        }
        guard let maneuvers, shown != nil else {
            return Notice(ui.guidanceNoteNoRoute)
        }
        guidance = GuidanceSession(guidance: maneuvers)
        return nil
    }

    /// What a key did to guidance.
    public enum StepKeyResult: Equatable, Sendable {
        /// Not a guidance key (or no guidance): the map handles it.
        case notMine
        /// Handled; only a note to show.
        case noted(Notice)
        /// The step shown changed: frame it.
        case stepped
    }

    /// The keys of step-by-step guidance: Space or Enter the next step, Backspace the previous,
    /// Home and End the first and last, Esc leaves.
    public mutating func stepKey(_ key: Key, ui: UIText = .english) -> StepKeyResult {
        guard var session = guidance else { return .notMine }
        let last = session.guidance.maneuvers.count - 1
        switch key {
        case .char(" "), .enter: session.step += 1
        case .backspace: session.step -= 1
        case .home: session.step = 0
        case .end: session.step = last
        case .escape:
            guidance = nil
            return .noted(Notice(ui.guidanceNoteOff))
        default: return .notMine
        }
        if session.step > last || session.step < 0 {
            return .noted(Notice(session.step > last ? ui.guidanceNoteLastStep : ui.guidanceNoteFirstStep))
        }
        session.progress = nil
        guidance = session
        return .stepped
    }

    /// What a live position did to guidance.
    public enum Progress: Equatable, Sendable {
        /// Nothing to say (no guidance, or the same step).
        case unchanged
        /// Off the route and no route waited for: plan one from the position to this destination.
        case reroute(to: FeatureHandle)
        /// The person is on a new step (or arrived): the note to show.
        case stepped(Notice)
    }

    /// After a live fix, with guidance on: the step the position is on becomes the one shown,
    /// and a position off the route asks for a reroute, once until the answer comes.
    public mutating func follow(_ here: HerePosition, ui: UIText = .english) -> Progress {
        guard var session = guidance, let route = shown else { return .unchanged }
        let progress = RouteProgress(guidance: session.guidance, position: here, previousStep: session.progress?.step)
        let before = session.step
        session.progress = progress
        if progress.offRoute {
            guidance = session
            return isFinding ? .unchanged : .reroute(to: route.end.handle)
        }
        session.step = progress.step
        guidance = session
        guard progress.step != before else { return .unchanged }
        if progress.arrived { return .stepped(Notice(ui.guidanceNoteArrived(place: route.end.name))) }
        return session.current.map { .stepped(Notice(GuidanceWords(ui).sentence($0))) } ?? .unchanged
    }
}
