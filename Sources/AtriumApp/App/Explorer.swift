import Render

/// Runs the explorer on the real terminal: the app model driven by ``TerminalLoop``.
public enum Explorer {
    /// Settings from the command line.
    public struct Settings: Sendable {
        /// Enable mouse reporting.
        public var mouse = true
        /// Allow timed redraws (notes that fade); `--no-animation` turns them off.
        public var animations = true
        /// Slide rows sideways in the terminal on horizontal pans (see ``CursesTerminal/Options/shiftsSideways``).
        public var sidewaysScroll = true
        /// Force a charset, or let the locale decide.
        public var charset: Charset?

        /// Default settings.
        public init() {}
    }

    /// Opens the terminal, runs until quit or a signal, and restores the terminal.
    /// - Returns: the exit status: 0 on quit, 128 + signal on SIGINT, SIGTERM or SIGHUP.
    public static func run(_ initial: AppState, settings: Settings = Settings()) throws -> Int32 {
        let terminal = try CursesTerminal(options: CursesTerminal.Options(mouse: settings.mouse, shiftsSideways: settings.sidewaysScroll))
        var state = initial
        state.animations = settings.animations
        state.charset = settings.charset ?? (terminal.isUTF8 ? .braille : .ascii)
        switch terminal.colorSupport {
        case .xterm256: state.colorMode = .xterm256
        case .ansi8: state.colorMode = .ansi8
        case .none: state.colorMode = .monochrome
        }
        let size = terminal.size
        reduce(&state, .resize(columns: size.columns, rows: size.rows))
        if let fallback = terminal.fallbackTerm {
            notify(&state, "unknown TERM; using \(fallback)", alert: true)
        } else if !terminal.isUTF8 && settings.charset == nil {
            notify(&state, "no UTF-8 locale: ASCII map (set LANG=C.UTF-8 for braille)")
        } else if state.note == nil {
            notify(&state, "? for help · Tab selects · PgUp/PgDn change level · q quits")
        }
        let loop = TerminalLoop(terminal: terminal, tickMilliseconds: settings.animations ? 100 : nil)
        return try loop.run(
            render: { columns, rows in view(state, size: (columns, rows)) },
            handle: { event in
                switch event {
                case .key(let k): reduce(&state, .key(k))
                case .mouse(let m): reduce(&state, .mouse(m))
                case .resize(let c, let r): reduce(&state, .resize(columns: c, rows: r))
                }
                if !state.animations, state.note != nil, case .key = event { state.tick += Steps.noteTicks / 2 }
                return !state.shouldQuit
            },
            tick: {
                let before = state.note
                reduce(&state, .tick)
                return state.note != before
            })
    }
}
