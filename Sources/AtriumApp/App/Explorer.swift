import Render
import TerminalKit

/// Runs the explorer on a terminal: the app model driven by ``TerminalLoop``.
public enum Explorer {
    /// Settings from the command line.
    public struct Settings: Sendable {
        /// Enable mouse reporting.
        public var mouse = true
        /// Allow timed redraws (notes that fade); `--no-animation` turns them off.
        public var animations = true
        /// Slide rows sideways in the terminal on horizontal pans (the curses backend's `shiftsSideways`).
        public var sidewaysScroll = true
        /// Force a charset, or let the locale decide.
        public var charset: Charset?
        /// No colours whatever the terminal offers (`NO_COLOR` set): areas are dotted.
        public var noColor = false

        /// Default settings.
        public init() {}
    }

    /// What a terminal offers, as found when it opened.
    public struct Traits: Sendable {
        /// Whether the locale's character set is UTF-8 (braille shows).
        public var isUTF8: Bool
        /// The colours the terminal can show.
        public var colorSupport: ColorSupport
        /// The fallback terminal type used because `$TERM` was unknown, if any.
        public var fallbackTerm: String?

        /// Creates traits.
        public init(isUTF8: Bool, colorSupport: ColorSupport, fallbackTerm: String?) {
            self.isUTF8 = isUTF8
            self.colorSupport = colorSupport
            self.fallbackTerm = fallbackTerm
        }
    }

    /// Runs on an open terminal until quit or a signal, and restores the terminal.
    /// - Returns: the exit status: 0 on quit, 128 + signal on SIGINT, SIGTERM or SIGHUP.
    ///
    /// - Parameters:
    ///   - clock: where the loop reads the time (tests pass ``TestTerminal/clock``).
    ///   - runtime: the caches and effect runner; by default one that finds routes off the
    ///     input thread, so keys are handled while it works.
    ///   - feed: a live position source's mailbox (`--position`): what its reader posts is
    ///     applied between frames as ``Action/live(_:at:)``, stamped with `clock`.
    ///   - statusFeed: a live status file's mailbox (`--status`): its records are applied
    ///     between frames the same way, when the file changes or a time it names passes.
    public static func run<Screen: Terminal>(_ initial: AppState, on terminal: Screen, traits: Traits,
                                             settings: Settings = Settings(),
                                             clock: LoopClock = .continuous,
                                             runtime: AppRuntime = AppRuntime(runsEffectsInBackground: true),
                                             feed: LiveFeed? = nil, statusFeed: LiveFeed? = nil) throws -> Int32 {
        try run(ExplorerSession(app: initial), on: terminal, traits: traits, settings: settings, clock: clock,
                runtime: SessionRuntime(app: runtime), feed: feed, statusFeed: statusFeed)
    }

    /// Runs a session on an open terminal: a venue already loaded, or one being fetched (the
    /// explorer opens at once, says on its status line how the fetch goes, and shows the map
    /// when the venue arrives; a key cancels the fetch). Restores the terminal however it ends.
    /// - Returns: the exit status: 0 on quit, 128 + signal on SIGINT, SIGTERM or SIGHUP, 130
    ///   when the fetch was cancelled, the failure's status when it failed (after showing it).
    ///   A fetch still running when the loop ends is cancelled and waited for.
    public static func run<Screen: Terminal>(_ initial: ExplorerSession, on terminal: Screen, traits: Traits,
                                             settings: Settings = Settings(),
                                             clock: LoopClock = .continuous,
                                             runtime: SessionRuntime,
                                             feed: LiveFeed? = nil, statusFeed: LiveFeed? = nil) throws -> Int32 {
        var session = initial
        defer { runtime.cancelAndWait() }
        var prepared = false
        func prepare() {
            guard !prepared, let app = session.app else { return }
            prepared = true
            if runtime.app.runsEffectsInBackground { runtime.app.routing.prepare(for: app.env.model) }
            if let feed, app.position.live == nil { session.app!.position.live = LiveTracking(source: feed.source) }
        }
        prepare()
        var colorMode: ColorMode
        switch traits.colorSupport {
        case .xterm256: colorMode = .xterm256
        case .ansi8: colorMode = .ansi8
        case .none: colorMode = .monochrome
        }
        if settings.noColor { colorMode = .monochrome }
        let charset = settings.charset ?? (traits.isUTF8 ? .braille : .ascii)
        let ui = session.app?.env.ui ?? session.loading?.ui ?? .english
        runtime.dispatch(&session, .app(.configure(charset: charset, colorMode: colorMode, animations: settings.animations)))
        let size = terminal.size
        runtime.dispatch(&session, .app(.resize(columns: size.columns, rows: size.rows)))
        if let fallback = traits.fallbackTerm {
            runtime.dispatch(&session, .app(.notify(ui.noteUnknownTerm(term: fallback), alert: true)))
        } else if !traits.isUTF8 && settings.charset == nil {
            runtime.dispatch(&session, .app(.notify(ui.noteNoUtf8, alert: false)))
        } else if let app = session.app, app.status.note == nil {
            runtime.dispatch(&session, .app(.notify(ui.noteStartHint, alert: false)))
        }
        if session.loading != nil {
            runtime.dispatch(&session, .app(.clock(clock.now())))
            runtime.dispatch(&session, .open)
        }
        let loop = TerminalLoop(terminal: terminal, tickMilliseconds: settings.animations ? 100 : nil, clock: clock)
        let status = loop.run(
            render: { columns, rows in
                if let app = session.app { return view(app, size: (columns, rows), runtime: runtime.app) }
                return view(session.loading!, size: (columns, rows))
            },
            handle: { event in
                switch event {
                case .key(let k): runtime.dispatch(&session, .app(.key(k)))
                case .mouse(let m): runtime.dispatch(&session, .app(.mouse(m)))
                case .resize(let c, let r): runtime.dispatch(&session, .app(.resize(columns: c, rows: r)))
                }
                return !session.shouldQuit
            },
            tick: {
                guard let state = session.app else {
                    let before = session.loading?.statusText
                    runtime.dispatch(&session, .app(.clock(clock.now())))
                    return before != session.loading?.statusText || session.app != nil
                }
                let before = (state.status.note, state.position.live?.isStale, state.position.live?.ageText)
                if feed != nil { runtime.dispatch(&session, .app(.clock(clock.now()))) }
                runtime.dispatch(&session, .app(.tick))
                let after = session.app!
                return before != (after.status.note, after.position.live?.isStale, after.position.live?.ageText)
            },
            background: BackgroundWork(
                // Without ticks nothing else wakes the loop: then a live source is polled.
                isPending: {
                    session.loading != nil || runtime.hasBackgroundWork
                        || (feed.map { $0.hasNews || !settings.animations } ?? false)
                        || (statusFeed.map { $0.hasNews || !settings.animations } ?? false)
                },
                collect: {
                    var changed = runtime.collect(&session)
                    guard session.app != nil else {
                        // Loading: the clock counts the seconds even without ticks (--no-animation).
                        let before = session.loading?.statusText
                        runtime.dispatch(&session, .app(.clock(clock.now())))
                        return changed || before != session.loading?.statusText
                    }
                    prepare()
                    for event in (feed?.take() ?? []) + (statusFeed?.take() ?? []) {
                        runtime.dispatch(&session, .app(.live(event, at: clock.now())))
                        changed = true
                    }
                    return changed
                },
                finished: { session.shouldQuit }))
        if status == 0 { return session.exitStatus }
        return status
    }
}

extension TestTerminal {
    /// UTF-8 and 256 colours: what a modern terminal offers.
    public static let traits = Explorer.Traits(isUTF8: true, colorSupport: .xterm256, fallbackTerm: nil)
}
