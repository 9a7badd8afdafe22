#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs an app on a ``Terminal``: read an event, let the app handle it, redraw.
///
/// The loop knows nothing about the app; three closures stand for it:
/// - `render(columns, rows)` builds the frame for the current size;
/// - `handle(event)` applies an event and returns whether to keep running;
/// - `tick()` runs about every ``tickMilliseconds`` (to expire notes, animate) and
///   returns whether anything visible changed.
///
/// The frame is rendered after every event and after a tick that changed
/// something, and sent to the terminal only when it differs from the last one.
/// The loop ends when `handle` returns `false` or the background work says it is finished (status 0), on a quit signal
/// (status 128 + signal, e.g. 130 for SIGINT), or on Ctrl-C read as a key
/// (also 130). The terminal is restored however the loop ends, thrown errors included.
///
/// ``Explorer/run(_:on:traits:settings:)`` is the real use; in short, with a
/// `CursesTerminal` from the CursesBackend target:
///
/// ```swift
/// let terminal = try CursesTerminal()
/// let runtime = AppRuntime()
/// var state = AppState(env: env, columns: terminal.size.columns, rows: terminal.size.rows)
/// let status = try TerminalLoop(terminal: terminal).run(
///     render: { columns, rows in view(state, size: (columns, rows), runtime: runtime) },
///     handle: { event in
///         switch event {
///         case .key(let key): runtime.dispatch(&state, .key(key))
///         case .mouse(let mouse): runtime.dispatch(&state, .mouse(mouse))
///         case .resize(let columns, let rows): runtime.dispatch(&state, .resize(columns: columns, rows: rows))
///         }
///         return !state.shouldQuit
///     },
///     tick: {
///         let before = state.note
///         runtime.dispatch(&state, .tick)
///         return state.note != before
///     })
/// exit(status)
/// ```
public struct TerminalLoop<Screen: Terminal> {
    /// The terminal driven.
    public let terminal: Screen
    /// How long to wait for input before ticking; `nil` waits for input without ticks.
    public let tickMilliseconds: Int?
    /// Where the loop reads the time that decides when to tick.
    public let clock: LoopClock

    /// Creates a loop over a terminal.
    ///
    /// - Parameter clock: the machine's monotonic clock by default; tests pass
    ///   ``TestTerminal/clock``, whose time passes only in the waits they script.
    public init(terminal: Screen, tickMilliseconds: Int? = 50, clock: LoopClock = .continuous) {
        self.terminal = terminal
        self.tickMilliseconds = tickMilliseconds
        self.clock = clock
    }

    /// Most events handled between two frames when input arrives faster than frames.
    public static var maxEventsPerFrame: Int { 512 }

    /// How long the loop waits for input at a time while background work is pending.
    public static var backgroundPollMilliseconds: Int { 20 }

    /// The exit status for a quit signal: 128 plus its number.
    public static func exitStatus(forSignal signal: Int32) -> Int32 { 128 + signal }

    /// Runs an app that needs no ticks; see ``run(render:handle:tick:)``.
    public func run(
        render: (_ columns: Int, _ rows: Int) throws -> Frame,
        handle: (InputEvent) throws -> Bool
    ) rethrows -> Int32 {
        try run(render: render, handle: handle, tick: { false })
    }

    /// Runs until the app or a signal ends it, then restores the terminal.
    ///
    /// - Parameter background: work the app runs off this thread: while some is pending,
    ///   the loop waits for input at most ``backgroundPollMilliseconds`` at a time and
    ///   applies what has finished, so keys are handled meanwhile and answers show at once.
    /// - Returns: The process exit status: 0, or 128 + signal.
    public func run(
        render: (_ columns: Int, _ rows: Int) throws -> Frame,
        handle: (InputEvent) throws -> Bool,
        tick: () throws -> Bool,
        background: BackgroundWork = .none
    ) rethrows -> Int32 {
        defer { terminal.restore() }
        var lastTick = clock.now()
        var shown: Frame?

        func show() throws {
            let (columns, rows) = terminal.size
            let frame = try render(columns, rows)
            if frame != shown {
                terminal.draw(frame)
                shown = frame
            }
        }

        try show()
        while true {
            if let signal = terminal.pendingQuitSignal { return Self.exitStatus(forSignal: signal) }
            var wait = tickMilliseconds
            if background.isPending() { wait = min(wait ?? Self.backgroundPollMilliseconds, Self.backgroundPollMilliseconds) }
            let event = terminal.nextEvent(timeoutMilliseconds: wait)
            if let signal = terminal.pendingQuitSignal { return Self.exitStatus(forSignal: signal) }
            var changed = false
            if var event {
                // Handle everything already typed before drawing once: a burst of keys
                // (key repeat, a paste) costs one frame, not one frame per key.
                var drained = 0
                while true {
                    if event == .key(.ctrl("c")) { return Self.exitStatus(forSignal: SIGINT) }
                    guard try handle(event) else { return 0 }
                    drained += 1
                    guard drained < Self.maxEventsPerFrame, let next = terminal.nextEvent(timeoutMilliseconds: 0) else { break }
                    if let signal = terminal.pendingQuitSignal { return Self.exitStatus(forSignal: signal) }
                    event = next
                }
                changed = true
            }
            if let tickMilliseconds, clock.now() - lastTick >= .milliseconds(tickMilliseconds) {
                lastTick = clock.now()
                if try tick() { changed = true }
            }
            if background.collect() { changed = true }
            if changed { try show() }
            if background.isFinished() { return 0 }
        }
    }
}

/// Work an app runs off the loop's thread, as the loop sees it.
public struct BackgroundWork {
    /// Whether some is running or has finished without being applied.
    public var isPending: () -> Bool
    /// Applies what has finished; returns whether anything visible may have changed.
    public var collect: () -> Bool
    /// Whether what was applied ends the app (the loop then returns 0, after drawing it).
    public var isFinished: () -> Bool

    /// Work seen through these closures.
    public init(isPending: @escaping () -> Bool, collect: @escaping () -> Bool, finished: @escaping () -> Bool = { false }) {
        self.isPending = isPending
        self.collect = collect
        self.isFinished = finished
    }

    /// No background work.
    public static var none: BackgroundWork { BackgroundWork(isPending: { false }, collect: { false }) }
}

/// The time as ``TerminalLoop`` reads it: a monotonic duration since some start.
public struct LoopClock {
    /// The time now.
    public let now: () -> Duration

    /// A clock reading `now`.
    public init(now: @escaping () -> Duration) {
        self.now = now
    }

    /// The machine's monotonic clock (`ContinuousClock`), from the moment this is made.
    public static var continuous: LoopClock {
        let start = ContinuousClock.now
        return LoopClock { ContinuousClock.now - start }
    }
}
