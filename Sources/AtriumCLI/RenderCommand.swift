import ArgumentParser
import AtriumApp
import Foundation
import MapCore
import Render
import TerminalKit

/// `atrium render`: one frame to stdout, deterministically, like a map snapshotter.
struct RenderCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: CLILanguage.ui.abstractRender,
            discussion: CLILanguage.ui.discussionRender
        )
    }

    @OptionGroup var venue: VenueOptions
    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionRenderSize))
    var size: String = "100x30"

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionRenderColor))
    var color: String = "auto"

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionRenderLegend))
    var legend = false

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionRenderFloors))
    var floors = false

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionRenderMatching, valueName: "query"))
    var matching: String?

    func validate() throws {
        guard parseSize(size) != nil else { throw ValidationError(CLILanguage.ui.renderCommandSize) }
        guard ["auto", "ansi", "ansi8", "none"].contains(color) else { throw ValidationError(CLILanguage.ui.cliMustBeOneOf(option: "--color", values: "auto, ansi, ansi8, none")) }
    }

    func parseSize(_ s: String) -> (Int, Int)? {
        let p = s.lowercased().split(separator: "x").compactMap { Int($0) }
        guard p.count == 2, (1...1000).contains(p[0]), (1...1000).contains(p[1]) else { return nil }
        return (p[0], p[1])
    }

    func run() throws {
        let (result, place) = try venue.open()
        let model = MapModel(graph: result.graph)
        let (columns, rows) = parseSize(size)!
        var options = SceneOptions()
        options.style = view.emphasis
        options.charset = view.charsetValue ?? .braille
        options.attribution = view.attributionText(result, place: place)
        options.selection = view.selection(in: result.graph)
        let viewport = Viewport(columns: columns, rows: rows)
        let here = try view.herePosition(model: model, search: SearchIndex(graph: result.graph))
        options.here = here.map { HereMarker($0) }
        if let snap = here?.snap { printError("atrium: " + snap.text(venue.ui)) }
        // A level that is not there is a mistake in the command line, not a reason to draw another.
        if let level = view.level, !view.names(level, in: result.graph) {
            let names = result.graph.archive.levels.indices.map { result.graph.shortName(level: $0) }
            throw ValidationError(venue.ui.cliNoLevel(level: level, levels: names.joined(separator: ", ")))
        }
        var ordinal = view.ordinal(in: result.graph, here: here)
        if view.level == nil, here == nil, let s = options.selection, let o = result.graph.ordinal(of: s) { ordinal = o }
        let camera = view.camera(model: model, viewport: viewport, ordinal: ordinal, here: here)
        let useColor: ColorMode?
        switch color {
        case "ansi": useColor = .xterm256
        case "ansi8": useColor = .ansi8
        case "none": useColor = nil
        default:
            let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            useColor = isatty(STDOUT_FILENO) != 0 && !noColor ? .xterm256 : nil
        }
        options.areaFill = useColor == .xterm256 ? .tint : .pattern
        options.tone = view.tone
        options.wallHeight = view.wallHeight
        if floors {
            let matches = matching.map { query in
                SearchIndex(graph: result.graph).search(query, limit: 100_000).reduce(into: [Int: Int]()) { $0[$1.ordinal, default: 0] += 1 }
            }
            for line in FloorSummary.lines(FloorSummary.all(graph: result.graph, matches: matches, route: nil), current: ordinal, ui: venue.ui) { print(line) }
            return
        }
        let frame = SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
        print(Self.text(frame, color: useColor))
        if legend {
            let legendFrame = Legend(model: model, ordinal: ordinal, options: options, ui: venue.ui).frame(maxWidth: max(40, columns))
            print("")
            print(Self.text(legendFrame, color: useColor))
        }
    }

    /// A frame as text, with ANSI colours in `color` mode or none.
    static func text(_ frame: Frame, color: ColorMode?) -> String {
        guard let mode = color else { return frame.text }
        return frame.adapted(to: mode).ansiText(colors: true)
    }
}
