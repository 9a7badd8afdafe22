import ArgumentParser
import Foundation
import MapCore
import AtriumApp
import VenueSources
import TextMode

/// `atrium [VENUE]`: the full-screen explorer.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore a venue full-screen (the default command).",
        discussion: "Keys: arrows/hjkl pan, + - zoom, < > rotate, [ ] pitch, PgUp/PgDn levels, Tab select, Enter card, / search, D directory, ? help, q quit."
    )

    @OptionGroup var venue: VenueOptions
    @OptionGroup var view: ViewOptions

    @OptionGroup var live: StatusOptions

    @Flag(name: .customLong("no-animation"), help: "No timed redraws at all (for slow links).")
    var noAnimation = false

    @Flag(name: .customLong("no-mouse"), help: "Do not ask the terminal for mouse events.")
    var noMouse = false

    @Option(name: .customLong("position"),
            help: ArgumentHelp("Live position: gpsd, gpsd://HOST:PORT, a file or FIFO of JSON lines, or - (standard input).",
                               discussion: "Lines: {\"lat\":…,\"lon\":…,\"level\":\"L2\" or \"ordinal\":1,\"accuracy\":3.5,\"heading\":90}. The map follows the position; w cycles free, follow, follow with heading.",
                               valueName: "source"))
    var position: String?

    @Flag(help: ArgumentHelp("Text mode for screen readers and braille displays: plain lines, no map, commands such as where, find, route to, directory; type help. Also when ATRIUM_SCREEN_READER=1.",
                             discussion: "Reads commands from standard input (a pipe works too) and answers in lines."))
    var text = false

    @Option(help: "Text mode: how directions are said, clock (\"at 3 o'clock\", 12 is straight ahead) or compass (\"north-east\"). Default: compass.")
    var directions: String = "compass"

    @Option(help: "Text mode: the time opening hours are read at, ISO 8601: 2026-11-24T10:00 (the venue's local time) or with an offset. Default: now.")
    var at: String?

    @Flag(name: .customLong("no-sideways-scroll"),
          help: "Redraw sideways pans cell by cell instead of sliding rows with insert/delete-character (for terminals that get those wrong).")
    var noSidewaysScroll = false

    func validate() throws {
        if DirectionWords(rawValue: directions) == nil { throw ValidationError("--directions must be clock or compass") }
        if let at, DirectoryClock.parse(at, zone: .current) == nil {
            throw ValidationError("--at \"\(at.prefix(60))\" is not an ISO 8601 time such as 2026-11-24T10:00.")
        }
    }

    /// Whether the text mode is asked for: `--text`, or `ATRIUM_SCREEN_READER=1`.
    var wantsText: Bool {
        text || ProcessInfo.processInfo.environment["ATRIUM_SCREEN_READER"] == "1"
    }

    func run() throws {
        let source: PositionSource?
        do {
            source = try position.map { text throws(PositionSourceError) in try PositionSource(parsing: text) }
        } catch {
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        let (result, place) = try venue.open()
        let model = venue.model(of: result.graph)
        if wantsText { return try runText(model: model, source: source) }
        let env = AppEnvironment(model: model, attribution: view.attributionText(result, place: place), venuePath: venue.venue, ui: venue.ui)
        var state = AppState(env: env, columns: 80, rows: 24)
        state.screen.style = view.emphasis
        state.screen.tone = view.tone
        state.screen.wallHeight = view.wallHeight
        state.position.here = try view.herePosition(model: model, search: env.search)
        state.map.ordinal = view.ordinal(in: result.graph, here: state.position.here)
        state.selection.feature = view.selection(in: result.graph)
        if let s = state.selection.feature {
            if view.level == nil, state.position.here == nil, let o = result.graph.ordinal(of: s) { state.map.ordinal = o }
            state.selection.cardOpen = true
        } else if let query = view.select {
            // Said on screen too: over SSH (a deep link) the line on stderr is hidden by the map.
            _ = reduce(&state, .notify(env.ui.noteNoMatchHere(query: String(query.prefix(40))), alert: true))
        }
        if let snap = state.position.here?.snap {
            // "you are about 1 m from West Bridge Corridor": the position was moved onto it.
            _ = reduce(&state, .notify(snap.sentence, alert: !snap.snapped))
        }
        // Camera flags apply once the terminal size is known.
        state.map.cameraRequest = view.cameraRequest(framing: state.position.here, projection: model.projection)
        var settings = Explorer.Settings()
        settings.mouse = !noMouse
        settings.animations = !noAnimation
        settings.sidewaysScroll = !noSidewaysScroll
        settings.charset = view.charsetValue
        settings.noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        var statusFeed: LiveFeed?
        let userAgent = venue.place.userAgent()
        let initial = try live.read(model: model, now: Date(), userAgent: userAgent)
        state.route.status = initial.status
        if let url = live.feedURL {
            // Polled while the explorer runs (conditional requests, backing off when refused).
            let mailbox = LiveFeed(source: "status \(url.host ?? url.absoluteString)")
            StatusFeedWatcher.start(client: StatusFeedClient(url: url, userAgent: userAgent),
                                    schedule: StatusPollSchedule(interval: live.statusInterval),
                                    from: .init(records: initial.records, validators: initial.validators), model: model, feed: mailbox)
            statusFeed = mailbox
        } else if let path = live.status {
            // Followed while the explorer runs: a changed file, or a time it names passing, is applied.
            let mailbox = LiveFeed(source: "status \(URL(fileURLWithPath: path).lastPathComponent)")
            StatusWatcher.start(path: path, model: model, feed: mailbox)
            statusFeed = mailbox
        }
        var feed: LiveFeed?
        if let source {
            let live = LiveFeed(source: source.description)
            state.position.live = LiveTracking(source: source.description)
            PositionReader.start(source, feed: live, descriptor: source == .standardInput ? try keysFromTerminal() : nil)
            feed = live
        }
        let status: Int32
        do {
            status = try Explorer.run(state, settings: settings, feed: feed, statusFeed: statusFeed)
        } catch {
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension ExploreCommand {
    /// For `--position -`: standard input carries positions, so keys are read from the
    /// terminal itself. Moves standard input to a new descriptor (returned, for the reader)
    /// and puts `/dev/tty` in its place.
    func keysFromTerminal() throws -> Int32 {
        let tty = open("/dev/tty", O_RDWR)
        let copy = dup(STDIN_FILENO)
        guard tty >= 0, copy >= 0, dup2(tty, STDIN_FILENO) >= 0 else {
            printError("atrium: --position - needs a terminal to read keys from (/dev/tty)")
            throw ExitCode(1)
        }
        close(tty)
        return copy
    }
}
