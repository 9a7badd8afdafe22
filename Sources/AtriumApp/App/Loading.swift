import Localization
import TerminalKit

/// Fetching the venue a place names (`osm:"Berlin Hauptbahnhof"`) while the explorer is
/// already open: a kind of background work (``SessionEffect/fetch(_:)``).
public enum VenueFetch: JobKind {}

/// How far the fetch of a place has come, as the status line says it. The command line maps
/// its sources' stages (VenueSources, which the app never imports) to these.
public enum FetchStage: Equatable, Sendable {
    /// Nothing heard yet.
    case starting
    /// Asking the geocoder for a name.
    case lookingUp(name: String)
    /// The query was sent to `host`; no byte of the answer yet.
    case asking(host: String)
    /// `bytes` of the answer have arrived from `host`.
    case received(bytes: Int64, host: String)
    /// The server is busy; asking when a slot is free.
    case busy
    /// Waiting for a slot, `seconds` left.
    case waitingForSlot(seconds: Int)
    /// The server timed out; trying again in `seconds`.
    case retrying(seconds: Int)
    /// The answer is the cache's: no request was sent.
    case fromCache
    /// The answer is there; the venue is being read from it (a large one takes seconds).
    case reading(fromCache: Bool)
}

/// What a fetch ended with.
public enum FetchOutcome: Equatable, Sendable {
    /// The venue, made ready to explore by the command line (its options applied), and lines
    /// to say (the candidates not taken, a stale cache used).
    case venue(AppState, notes: [String])
    /// Why nothing can be shown, in the one line the command line prints, and its exit status.
    case failed(String, status: Int32)
    /// Stopped because ``SessionEffect/cancelFetch(_:)`` asked.
    case cancelled
}

/// Why a fetch failed, as the command line says it, and the exit status it asks.
public struct FetchFailure: Equatable, Sendable {
    /// The one line (without the program's name).
    public var message: String
    /// The exit status.
    public var status: Int32
}

/// The explorer before its venue arrived: the terminal, the fetch's stage and how long it has
/// taken, and how the wait ends (cancelled, or failed and shown).
public struct LoadingState: Equatable, Sendable {
    /// The place as asked (`osm:"Berlin Hauptbahnhof"`).
    public let place: String
    /// The interface language.
    public let ui: UIText
    /// The terminal.
    public var screen: ScreenState
    /// The fetch waited for.
    public let job: Job<VenueFetch>
    /// Its last stage heard.
    public var stage: FetchStage = .starting
    /// The loop clock when the wait started (the first ``Action/clock(_:)``), and now.
    public var started: Duration?
    /// The loop clock's last reading.
    public var now: Duration?
    /// A note posted before the venue arrived (an unknown `TERM`), shown once it has.
    public var pendingNote: Notice?
    /// The fetch was asked for (``SessionAction/open``).
    public var fetchStarted = false
    /// q, Esc or Ctrl-C asked to stop; waiting for the fetch to end.
    public var cancelling = false
    /// The fetch ended after being cancelled: the explorer quits with 130.
    public var cancelled = false
    /// Why the fetch failed, and the exit status it asks.
    public var failure: FetchFailure?
    /// When the failure arrived (loop clock); it shows ``failureLinger`` or until a key.
    public var failedAt: Duration?
    /// The failure was shown long enough: the explorer quits with its status.
    public var failureShown = false

    /// How long a failure stays on the status line before the explorer quits.
    public static let failureLinger: Duration = .seconds(3)

    /// Waiting for `job`, the fetch of `place`.
    public init(place: String, job: Job<VenueFetch>, ui: UIText = .english, columns: Int = 80, rows: Int = 24) {
        self.place = place
        self.job = job
        self.ui = ui
        screen = ScreenState(columns: columns, rows: rows)
    }

    /// Whole seconds waited so far.
    public var elapsedSeconds: Int {
        guard let started, let now else { return 0 }
        return max(0, Int((now - started).components.seconds))
    }

    /// What the status line says of the stage ("Received 1.4 MB from overpass-api.de").
    public var stageText: String { stage.text(ui, place: place) }

    /// "1.4 MB", "820 kB", "312 B", with the language's decimal mark.
    static func bytes(_ n: Int64, ui: UIText) -> String {
        if n >= 1_000_000 { return ui.decimal(Double(n) / 1_000_000, digits: 1) + " MB" }
        if n >= 1_000 { return ui.number(Int(n / 1_000)) + " kB" }
        return ui.number(Int(n)) + " B"
    }

    /// The status line's message: the stage, the time taken and how to cancel; the failure
    /// and how to leave; or that cancelling is under way.
    public var statusText: String {
        if let failure { return "\(failure.message) · \(ui.fetchFailedHint)" }
        if cancelling { return ui.fetchCancelling }
        return "\(stageText) · \(ui.fetchElapsed(seconds: ui.number(elapsedSeconds))) · \(ui.fetchCancelHint)"
    }

    /// Whether the explorer should end (cancelled, or a failure shown).
    public var isFinished: Bool { cancelled || failureShown }

    /// The exit status once finished: 130 when cancelled, the failure's otherwise.
    public var exitStatus: Int32 { cancelled ? 130 : failure?.status ?? 0 }

    /// Applies an action of the explorer before its venue arrived: keys cancel (or, after a
    /// failure, leave), the terminal's size and traits are kept for the venue, the clock counts.
    mutating func apply(_ action: Action) -> [SessionEffect] {
        switch action {
        case .key:
            if failure != nil { failureShown = true; return [] }
            if cancelling { return [] }
            cancelling = true
            return [.cancelFetch(job)]
        case .resize(let columns, let rows): screen.resize(columns: columns, rows: rows)
        case .configure(let charset, let colorMode, let animations):
            screen.configure(charset: charset, colorMode: colorMode, animations: animations)
        case .notify(let text, let alert): pendingNote = Notice(text, alert: alert)
        case .clock(let t):
            if started == nil { started = t }
            now = t
            if let failedAt, t - failedAt >= Self.failureLinger { failureShown = true }
        case .tick, .mouse, .routeFound, .routeFailed, .live, .walksMeasured: break
        }
        return []
    }

    /// Applies what the fetch said.
    mutating func apply(_ stage: FetchStage) {
        if failure == nil && !cancelling { self.stage = stage }
    }

    /// The fetch failed: the message shows until a key or ``failureLinger``.
    mutating func fail(_ message: String, status: Int32) {
        failure = FetchFailure(message: message, status: status)
        failedAt = now
        if cancelling { cancelled = true }
    }
}

/// The explorer's whole session: waiting for a venue (``LoadingState``), then exploring it
/// (``AppState``). A venue given as a file starts with the state; a place being fetched starts
/// loading and becomes the state when the fetch answers.
public struct ExplorerSession: Equatable, Sendable {
    /// Set while the venue is being fetched.
    public var loading: LoadingState?
    /// Set once the venue is there.
    public var app: AppState?

    /// Exploring a venue already loaded.
    public init(app: AppState) { self.app = app }

    /// Waiting for a venue being fetched.
    public init(loading: LoadingState) { self.loading = loading }

    /// Whether the explorer should end.
    public var shouldQuit: Bool { app?.shouldQuit ?? loading?.isFinished ?? true }

    /// The exit status when it ends by itself (not by a signal): 0 after q on the map, 130
    /// when the fetch was cancelled, the failure's status when it failed.
    public var exitStatus: Int32 { app != nil ? 0 : loading?.exitStatus ?? 0 }
}

/// Everything that can change the session: the explorer's own actions, and the fetch's answers.
public enum SessionAction: Equatable, Sendable {
    /// The terminal is ready: a session loading starts its fetch (once).
    case open
    /// An action of the explorer (keys, size, clock…); while loading, only some count.
    case app(Action)
    /// The fetch reached a stage.
    case fetchProgress(FetchStage, job: Job<VenueFetch>)
    /// The fetch ended.
    case fetched(FetchOutcome, job: Job<VenueFetch>)
}

/// Work the session reducer asks for: the explorer's effects, and starting or stopping a fetch.
public enum SessionEffect: Equatable, Sendable {
    /// An effect of the explorer (routes, walks).
    case app(Effect)
    /// Start fetching the venue; progress comes as ``SessionAction/fetchProgress(_:job:)``,
    /// the end as ``SessionAction/fetched(_:job:)``.
    case fetch(Job<VenueFetch>)
    /// Stop the fetch; it answers ``FetchOutcome/cancelled`` (or, when it had already
    /// finished, its outcome, which is then dropped).
    case cancelFetch(Job<VenueFetch>)
}

/// The session's reducer: while loading, ``LoadingState`` takes the actions and the fetch's
/// answers; when the venue arrives it becomes the explorer's state, sized and configured as the
/// terminal is, with the first note (or the start hint); then ``reduce(_:_:)`` of the app.
public func reduce(_ session: inout ExplorerSession, _ action: SessionAction) -> [SessionEffect] {
    if session.app != nil {
        guard case .app(let a) = action else { return [] }
        return reduce(&session.app!, a).map(SessionEffect.app)
    }
    guard var loading = session.loading else { return [] }
    defer { if session.app == nil { session.loading = loading } }
    switch action {
    case .open:
        if loading.fetchStarted { return [] }
        loading.fetchStarted = true
        return [.fetch(loading.job)]
    case .app(let a): return loading.apply(a)
    case .fetchProgress(let stage, let job):
        if job == loading.job { loading.apply(stage) }
    case .fetched(let outcome, let job):
        guard job == loading.job else { return [] }
        switch outcome {
        case .cancelled: loading.cancelled = true
        case .failed(let message, let status): loading.fail(message, status: status)
        case .venue(var state, let notes):
            if loading.cancelling { loading.cancelled = true; return [] }
            let screen = loading.screen
            state.screen.configure(charset: screen.charset, colorMode: screen.colorMode, animations: screen.animations)
            state.resize(columns: screen.columns, rows: screen.rows)
            if let note = loading.pendingNote {
                state.status.post(note.text, alert: note.isAlert)
            } else if state.status.note == nil {
                state.status.post(notes.first ?? state.env.ui.noteStartHint, alert: false)
            }
            session.loading = nil
            session.app = state
        }
    }
    return []
}

/// The explorer while its venue is fetched: an empty map area with the place's name in the
/// middle, and the status line saying how the fetch goes.
public func view(_ loading: LoadingState, size: (columns: Int, rows: Int)) -> Frame {
    var frame = Frame(width: size.columns, height: size.rows)
    guard size.columns > 0, size.rows > 0 else { return frame }
    let ascii = loading.screen.charset == .ascii
    let title = loading.place.truncated(to: size.columns, ascii: ascii)
    let middle = (size.rows - 1) / 2
    if size.rows > 2 {
        frame.put(title, x: max(0, (size.columns - title.terminalWidth) / 2), y: middle, style: CellStyle(bold: true))
    }
    if let failure = loading.failure {
        // The whole sentence, which the status line may have to cut, wrapped under the name.
        let width = min(size.columns - 2, 72)
        for (i, line) in failure.message.wrapped(toWidth: width).enumerated() where middle + 2 + i < size.rows - 1 {
            frame.put(line, x: max(0, (size.columns - line.terminalWidth) / 2), y: middle + 2 + i, style: WidgetStyles.standard.note)
        }
    }
    let row = size.rows - 1
    let bar = CellStyle(fg: .index(231), bg: .index(238))
    frame.fill(x: 0, y: row, width: size.columns, height: 1, with: Cell(" ", style: bar))
    let style = loading.failure != nil ? WidgetStyles.standard.note : CellStyle(fg: .index(229), bg: .index(238))
    frame.put(" \(loading.statusText) ".truncated(to: size.columns, ascii: ascii), x: 0, y: row, style: style)
    return frame
}

extension FetchStage {
    /// What the explorer's status line, and the commands' progress line on a terminal, say of
    /// the stage of fetching `place`, in the language of `ui`.
    public func text(_ ui: UIText, place: String) -> String {
        switch self {
        case .starting: ui.fetchStarting(place: place)
        case .lookingUp(let name): ui.fetchLookingUp(name: name)
        case .asking(let host): ui.fetchAsking(host: host)
        case .received(let bytes, let host): ui.fetchReceived(bytes: LoadingState.bytes(bytes, ui: ui), host: host)
        case .busy: ui.fetchBusy
        case .waitingForSlot(let s): ui.fetchWaitingSlot(seconds: ui.number(s))
        case .retrying(let s): ui.fetchRetrying(seconds: ui.number(s))
        case .fromCache: ui.fetchFromCache
        case .reading(let cached): cached ? ui.fetchReadingCached : ui.fetchReading
        }
    }
}
