import AtriumApp
import CSupport
import CursesBackend
import Glibc

extension Explorer {
    /// Opens the ncurses terminal on the process's terminal, runs the explorer on it until
    /// quit or a signal, and restores the terminal. While the screen is taken, a crash puts the
    /// terminal's modes back (`atrium_fatal_screen`, see ``CrashReports``): they are saved here
    /// before the terminal changes them.
    /// - Parameters:
    ///   - feed: a live position source's mailbox (`--position`), if any.
    ///   - statusFeed: a live status file's mailbox (`--status`), if any.
    /// - Returns: the exit status: 0 on quit, 128 + signal on SIGINT, SIGTERM or SIGHUP.
    public static func run(_ initial: AppState, settings: Settings = Settings(), feed: LiveFeed? = nil, statusFeed: LiveFeed? = nil) throws -> Int32 {
        try run(ExplorerSession(app: initial), runtime: SessionRuntime(app: AppRuntime(runsEffectsInBackground: true)),
                settings: settings, feed: feed, statusFeed: statusFeed)
    }

    /// The same for a venue being fetched by `fetcher`: the explorer opens at once and shows
    /// the fetch's progress on its status line until the venue arrives.
    public static func run(_ initial: ExplorerSession, fetcher: VenueFetcher, settings: Settings = Settings(),
                           feed: LiveFeed? = nil, statusFeed: LiveFeed? = nil) throws -> Int32 {
        try run(initial, runtime: SessionRuntime(app: AppRuntime(runsEffectsInBackground: true), fetcher: fetcher),
                settings: settings, feed: feed, statusFeed: statusFeed)
    }

    private static func run(_ initial: ExplorerSession, runtime: SessionRuntime, settings: Settings,
                            feed: LiveFeed?, statusFeed: LiveFeed?) throws -> Int32 {
        atrium_fatal_screen(1, STDIN_FILENO, STDOUT_FILENO)
        defer { atrium_fatal_screen(0, 0, 1) }
        let terminal = try CursesTerminal(options: CursesTerminal.Options(mouse: settings.mouse, shiftsSideways: settings.sidewaysScroll))
        defer { terminal.restore() }
        let traits = Traits(isUTF8: terminal.isUTF8, colorSupport: terminal.colorSupport, fallbackTerm: terminal.fallbackTerm)
        return try run(initial, on: terminal, traits: traits, settings: settings, runtime: runtime, feed: feed, statusFeed: statusFeed)
    }
}
