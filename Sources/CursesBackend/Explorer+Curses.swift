import AtriumApp

extension Explorer {
    /// Opens the ncurses screen on the process's terminal, runs the explorer on it until
    /// quit or a signal, and restores the terminal.
    /// - Parameters:
    ///   - feed: a live position source's mailbox (`--position`), if any.
    ///   - statusFeed: a live status file's mailbox (`--status`), if any.
    /// - Returns: the exit status: 0 on quit, 128 + signal on SIGINT, SIGTERM or SIGHUP.
    public static func run(_ initial: AppState, settings: Settings = Settings(), feed: LiveFeed? = nil, statusFeed: LiveFeed? = nil) throws -> Int32 {
        let terminal = try CursesTerminal(options: CursesTerminal.Options(mouse: settings.mouse, shiftsSideways: settings.sidewaysScroll))
        let traits = Traits(isUTF8: terminal.isUTF8, colorSupport: terminal.colorSupport, fallbackTerm: terminal.fallbackTerm)
        return try run(initial, on: terminal, traits: traits, settings: settings, feed: feed, statusFeed: statusFeed)
    }
}
