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
        var state = initial
        if runtime.runsEffectsInBackground { runtime.routing.prepare(for: state.env.model) }
        if let feed, state.position.live == nil { state.position.live = LiveTracking(source: feed.source) }
        var colorMode: ColorMode
        switch traits.colorSupport {
        case .xterm256: colorMode = .xterm256
        case .ansi8: colorMode = .ansi8
        case .none: colorMode = .monochrome
        }
        if settings.noColor { colorMode = .monochrome }
        let charset = settings.charset ?? (traits.isUTF8 ? .braille : .ascii)
        runtime.dispatch(&state, .configure(charset: charset, colorMode: colorMode, animations: settings.animations))
        let size = terminal.size
        runtime.dispatch(&state, .resize(columns: size.columns, rows: size.rows))
        if let fallback = traits.fallbackTerm {
            runtime.dispatch(&state, .notify(state.env.ui.noteUnknownTerm(term: fallback), alert: true))
        } else if !traits.isUTF8 && settings.charset == nil {
            runtime.dispatch(&state, .notify(state.env.ui.noteNoUtf8, alert: false))
        } else if state.status.note == nil {
            runtime.dispatch(&state, .notify(state.env.ui.noteStartHint, alert: false))
        }
        let loop = TerminalLoop(terminal: terminal, tickMilliseconds: settings.animations ? 100 : nil, clock: clock)
        return loop.run(
            render: { columns, rows in view(state, size: (columns, rows), runtime: runtime) },
            handle: { event in
                switch event {
                case .key(let k): runtime.dispatch(&state, .key(k))
                case .mouse(let m): runtime.dispatch(&state, .mouse(m))
                case .resize(let c, let r): runtime.dispatch(&state, .resize(columns: c, rows: r))
                }
                return !state.shouldQuit
            },
            tick: {
                let before = (state.status.note, state.position.live?.isStale, state.position.live?.ageText)
                if feed != nil { runtime.dispatch(&state, .clock(clock.now())) }
                runtime.dispatch(&state, .tick)
                return before != (state.status.note, state.position.live?.isStale, state.position.live?.ageText)
            },
            background: BackgroundWork(
                // Without ticks nothing else wakes the loop: then a live source is polled.
                isPending: {
                    runtime.hasBackgroundWork || (feed.map { $0.hasNews || !settings.animations } ?? false)
                        || (statusFeed.map { $0.hasNews || !settings.animations } ?? false)
                },
                collect: {
                    var changed = runtime.collect(&state)
                    for event in (feed?.take() ?? []) + (statusFeed?.take() ?? []) {
                        runtime.dispatch(&state, .live(event, at: clock.now()))
                        changed = true
                    }
                    return changed
                }))
    }
}

extension TestTerminal {
    /// UTF-8 and 256 colours: what a modern terminal offers.
    public static let traits = Explorer.Traits(isUTF8: true, colorSupport: .xterm256, fallbackTerm: nil)
}
