import ArgumentParser
import Foundation
import IMDF
import MapCore
import AtriumApp
import CursesBackend

/// `atrium [VENUE]`: the full-screen explorer.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore a venue full-screen (the default command).",
        discussion: "Keys: arrows/hjkl pan, + - zoom, < > rotate, [ ] pitch, PgUp/PgDn levels, Tab select, Enter card, / search, D directory, ? help, q quit."
    )

    @OptionGroup var venue: VenueOptions
    @OptionGroup var view: ViewOptions

    @Flag(name: .customLong("no-animation"), help: "No timed redraws at all (for slow links).")
    var noAnimation = false

    @Flag(name: .customLong("no-mouse"), help: "Do not ask the terminal for mouse events.")
    var noMouse = false

    @Flag(name: .customLong("no-sideways-scroll"),
          help: "Redraw sideways pans cell by cell instead of sliding rows with insert/delete-character (for terminals that get those wrong).")
    var noSidewaysScroll = false

    func run() throws {
        let result = try venue.load()
        let model = MapModel(graph: result.graph)
        let env = AppEnvironment(model: model, attribution: view.attributionText(result), venuePath: venue.venue)
        var state = AppState(env: env, columns: 80, rows: 24)
        state.style = view.emphasis
        state.tone = view.tone
        state.wallHeight = view.wallHeight
        state.here = try view.herePosition(model: model, search: env.search)
        state.ordinal = view.ordinal(in: result.graph, here: state.here)
        state.selection = view.selection(in: result.graph)
        if let s = state.selection {
            if view.level == nil, state.here == nil, let o = result.graph.ordinal(of: s) { state.ordinal = o }
            state.cardOpen = true
        } else if let query = view.select {
            // Said on screen too: over SSH (a deep link) the line on stderr is hidden by the map.
            _ = reduce(&state, .notify("no \"\(query.prefix(40))\" here · / searches", alert: true))
        }
        // Camera flags apply once the terminal size is known.
        state.cameraRequest = view.cameraRequest(framing: state.here, projection: model.projection)
        var settings = Explorer.Settings()
        settings.mouse = !noMouse
        settings.animations = !noAnimation
        settings.sidewaysScroll = !noSidewaysScroll
        settings.charset = view.charsetValue
        settings.noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let status: Int32
        do {
            status = try Explorer.run(state, settings: settings)
        } catch {
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
