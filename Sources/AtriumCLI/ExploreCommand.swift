import ArgumentParser
import Synchronization
import Foundation
import MapCore
import VenueFormats
import AtriumApp
import VenueSources
import TextMode

/// `atrium [VENUE]`: the full-screen explorer.
struct ExploreCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "explore",
            abstract: CLILanguage.ui.abstractExplore,
            discussion: CLILanguage.ui.discussionExplore
        )
    }

    @OptionGroup var venue: VenueOptions
    @OptionGroup var view: ViewOptions

    @OptionGroup var live: StatusOptions

    @Flag(name: .customLong("no-animation"), help: ArgumentHelp(CLILanguage.ui.helpOptionExploreNoAnimation))
    var noAnimation = false

    @Flag(name: .customLong("no-mouse"), help: ArgumentHelp(CLILanguage.ui.helpOptionExploreNoMouse))
    var noMouse = false

    @Option(name: .customLong("position"),
            help: ArgumentHelp(CLILanguage.ui.helpOptionExplorePosition,
                               discussion: CLILanguage.ui.helpOptionExplorePositionMore,
                               valueName: "source"))
    var position: String?

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionExploreText,
                             discussion: CLILanguage.ui.helpOptionExploreTextMore))
    var text = false

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionExploreDirections))
    var directions: String = "compass"

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionExploreAt))
    var at: String?

    @Flag(name: .customLong("no-sideways-scroll"),
          help: ArgumentHelp(CLILanguage.ui.helpOptionExploreNoSidewaysScroll))
    var noSidewaysScroll = false

    func validate() throws {
        if DirectionWords(rawValue: directions) == nil { throw ValidationError(CLILanguage.ui.cliMustBeOneOf(option: "--directions", values: "clock, compass")) }
        if let at, DirectoryClock.parse(at, zone: .current) == nil {
            throw ValidationError(CLILanguage.ui.cliNotIsoTime(value: String(at.prefix(60))))
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
            printError("atrium: " + error.text(venue.ui))
            throw ExitCode(1)
        }
        if !wantsText, PlaceSpec.isPlace(venue.resolvedPath) { return try runFetching(source: source) }
        var (result, place) = try venue.open()
        // Places without a label are named in the session's language (the explorer and the
        // text mode have no JSON).
        result.graph.ui = venue.ui
        let model = venue.model(of: result.graph)
        if wantsText { return try runText(model: model, source: source) }
        let (feed, statusFeed) = try feeds(source: source)
        let state = try prepare(result, place: place, source: source, statusFeed: statusFeed)
        let status: Int32
        do {
            status = try Explorer.run(state, settings: settings, feed: feed, statusFeed: statusFeed)
        } catch {
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The explorer's settings from the flags and `NO_COLOR`.
    var settings: Explorer.Settings {
        var settings = Explorer.Settings()
        settings.mouse = !noMouse
        settings.animations = !noAnimation
        settings.sidewaysScroll = !noSidewaysScroll
        settings.charset = view.charsetValue
        settings.noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        return settings
    }

    /// The mailboxes of the live position (its reader started) and of the live status (its
    /// watcher starts with the venue, in ``prepare(_:place:source:statusFeed:)``).
    func feeds(source: PositionSource?) throws -> (position: LiveFeed?, status: LiveFeed?) {
        var statusFeed: LiveFeed?
        if let url = live.feedURL {
            statusFeed = LiveFeed(source: "status \(url.host ?? url.absoluteString)")
        } else if let path = live.status {
            statusFeed = LiveFeed(source: "status \(URL(fileURLWithPath: path).lastPathComponent)")
        }
        var feed: LiveFeed?
        if let source {
            let live = LiveFeed(source: source.text(venue.ui))
            PositionReader.start(source, feed: live, descriptor: source == .standardInput ? try keysFromTerminal() : nil, ui: venue.ui)
            feed = live
        }
        return (feed, statusFeed)
    }

    /// The explorer's first state on a loaded venue, with the command line's view options; starts
    /// following the live status into `statusFeed`.
    func prepare(_ result: LoadResult, place: FetchedPlace?, source: PositionSource?, statusFeed: LiveFeed?) throws -> AppState {
        let model = MapModel(graph: result.graph)
        let env = AppEnvironment(model: model, attribution: view.attributionText(result, place: place, ui: venue.ui), venuePath: venue.venue, ui: venue.ui)
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
        let userAgent = venue.place.userAgent()
        let initial = try live.read(model: model, now: Date(), userAgent: userAgent)
        state.route.status = initial.status
        if let url = live.feedURL, let statusFeed {
            // Polled while the explorer runs (conditional requests, backing off when refused).
            StatusFeedWatcher.start(client: StatusFeedClient(url: url, userAgent: userAgent),
                                    schedule: StatusPollSchedule(interval: live.statusInterval),
                                    from: .init(records: initial.records, validators: initial.validators), model: model, feed: statusFeed)
        } else if let path = live.status, let statusFeed {
            // Followed while the explorer runs: a changed file, or a time it names passing, is applied.
            StatusWatcher.start(path: path, model: model, feed: statusFeed)
        }
        if let source { state.position.live = LiveTracking(source: source.text(venue.ui)) }
        return state
    }

    /// `atrium osm:PLACE`: the explorer opens at once and says on its status line how the fetch
    /// goes (looking the name up, the Overpass query, the bytes received, the seconds, or the
    /// cache), then shows the map. q or Ctrl-C cancel (exit 130, nothing partial left in the
    /// cache); a failure is shown, then printed as the commands print it, with their status.
    /// Lines for stderr wait until the terminal is restored.
    func runFetching(source: PositionSource?) throws {
        let argument = venue.resolvedPath
        try venue.checkTimeZone()
        let sources = try venue.place.settings()
        do { _ = try PlaceSpec.parse(argument) } catch let error as SourceError {
            printError("atrium: \(argument): " + error.text(CLILanguage.ui))
            throw ExitCode(error.exitStatus)
        }
        let (feed, statusFeed) = try feeds(source: source)
        let command = self
        let fetcher = VenueFetcher(place: argument) { progress, isCancelled in
            let first = HeldErrors.count
            let cached = Mutex(false)
            do {
                let place = try ResolvedVenue.fetch(argument, settings: sources, cancellation: Cancellation { isCancelled() ? SIGINT : nil },
                                                    progress: SourceProgress(stage: { stage in
                                                        if stage == .cached { cached.withLock { $0 = true } }
                                                        progress(FetchStage(stage))
                                                    }))
                let notes = place.notes.map { $0.text(CLILanguage.ui) }
                for note in notes { printError("atrium: \(note)") }
                progress(.reading(fromCache: cached.withLock { $0 }))
                let (result, _) = try command.venue.load(ResolvedVenue(path: place.file.path, place: place))
                let state = try command.prepare(result, place: place, source: source, statusFeed: statusFeed)
                return .venue(state, notes: notes)
            } catch let failure as PlaceFailure {
                failure.print()
                guard let message = failure.message else { return .cancelled }
                return .failed(Self.shown(message), status: failure.status)
            } catch {
                let status = (error as? ExitCode)?.rawValue ?? 1
                if !(error is ExitCode) { printError("atrium: \(error)") }
                let said = HeldErrors.lines(from: first).first ?? "atrium: " + CLILanguage.ui.sourceCannotBeOpened(place: argument)
                return .failed(Self.shown(said), status: status)
            }
        }
        HeldErrors.start()
        var jobs = JobNumbers()
        let loading = LoadingState(place: argument, job: jobs.next(VenueFetch.self), ui: venue.ui)
        let status: Int32
        do {
            status = try Explorer.run(ExplorerSession(loading: loading), fetcher: fetcher, settings: settings, feed: feed, statusFeed: statusFeed)
        } catch {
            HeldErrors.release()
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        HeldErrors.release()
        if status != 0 { throw ExitCode(status) }
    }

    /// A line as the status line shows it: without the program's name before it.
    static func shown(_ line: String) -> String {
        line.hasPrefix("atrium: ") ? String(line.dropFirst("atrium: ".count)) : line
    }
}

extension FetchStage {
    /// The app's stage for a source's.
    init(_ stage: SourceStage) {
        switch stage {
        case .geocoding(let name): self = .lookingUp(name: name)
        case .asking(let host): self = .asking(host: host)
        case .received(let bytes, let host): self = .received(bytes: bytes, host: host)
        case .busy: self = .busy
        case .waitingForSlot(let s): self = .waitingForSlot(seconds: s)
        case .retrying(_, let s): self = .retrying(seconds: s)
        case .cached: self = .fromCache
        }
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
            printError("atrium: " + CLILanguage.ui.cliPositionNeedsTerminal)
            throw ExitCode(1)
        }
        close(tty)
        return copy
    }
}
