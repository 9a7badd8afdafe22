import ArgumentParser
import Foundation
import VenueFormats
import MapCore
import Localization
import Render
import VenueSources

/// The options that describe a view: level, camera, selection, style. Shared by the explorer
/// and `atrium render`, so a view shown by `y` can be reopened or rendered.
struct ViewOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewLevel))
    var level: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewCenter))
    var center: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewDistance))
    var distance: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewPitch))
    var pitch: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewHeading))
    var heading: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewSelect))
    var select: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewHere, discussion: CLILanguage.ui.helpOptionViewHereMore, valueName: "place"))
    var here: String?

    @Option(name: .customLong("min-distance"), parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewMinDistance))
    var minDistance: Double?

    @Option(name: .customLong("max-distance"), parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewMaxDistance))
    var maxDistance: Double?

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionViewStyle))
    var style: String = "default"

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionViewCharset))
    var charset: String?

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionViewAttribution))
    var attribution: String?

    @Option(name: .customLong("wall-height"), parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionViewWallHeight))
    var wallHeight: Double = 3

    @Option(name: .customLong("terminal-background"), help: ArgumentHelp(CLILanguage.ui.helpOptionViewTerminalBackground))
    var terminalBackground: String?

    func validate() throws {
        if EmphasisStyle(rawValue: style) == nil { throw ValidationError(CLILanguage.ui.cliMustBeOneOf(option: "--style", values: "default, muted")) }
        if let c = charset, c != "braille", c != "ascii" { throw ValidationError(CLILanguage.ui.cliMustBeOneOf(option: "--charset", values: "braille, ascii")) }
        if let center, parseCenter(center) == nil { throw ValidationError(CLILanguage.ui.cliCenterFormat) }
        if !(wallHeight > 0 && wallHeight <= 100) { throw ValidationError(CLILanguage.ui.cliWallHeight) }
        if let b = terminalBackground, TerminalTone(rawValue: b) == nil { throw ValidationError(CLILanguage.ui.cliMustBeOneOf(option: "--terminal-background", values: "dark, light")) }
    }

    var emphasis: EmphasisStyle { EmphasisStyle(rawValue: style) ?? .default }
    var charsetValue: Charset? { charset.map { $0 == "ascii" ? .ascii : .braille } }
    /// The terminal background: `--terminal-background`, else what `COLORFGBG` says, else dark.
    var tone: TerminalTone {
        terminalBackground.flatMap(TerminalTone.init(rawValue:))
            ?? TerminalTone.fromColorFGBG(ProcessInfo.processInfo.environment["COLORFGBG"]) ?? .dark
    }

    /// The ordinal for `--level`: any level's short name, name or id (levels that share an
    /// ordinal are each accepted), else an ordinal number; a note on stderr when none matches.
    func ordinal(in graph: VenueGraph) -> Int {
        let fallback = graph.defaultOrdinal ?? 0
        guard let level else { return fallback }
        if names(level, in: graph) { return graph.level(named: level).map { graph.archive.levels[$0].ordinal } ?? Int(level) ?? fallback }
        let names = graph.archive.levels.indices.map { graph.shortName(level: $0) }
        printError("atrium: " + CLILanguage.ui.cliNoLevelShowing(level: level, levels: names.joined(separator: ", "), shown: graph.shortName(ordinal: fallback)))
        return fallback
    }

    /// Whether `text` names a level of the graph as `--level` reads it (a short name, name or
    /// id, else an ordinal present).
    func names(_ text: String, in graph: VenueGraph) -> Bool {
        graph.level(named: text) != nil || Int(text).map(graph.ordinals.contains) == true
    }

    /// The feature for `--select`, by id, else by name (case- and accent-insensitive).
    func selection(in graph: VenueGraph) -> FeatureHandle? {
        guard let select else { return nil }
        if let h = graph.handle(forID: select) { return h }
        if let h = FeatureLookup.best(select, in: graph) { return h }
        printError("atrium: " + CLILanguage.ui.cliNothingToSelect(name: select))
        return nil
    }

    /// The camera these options ask for.
    var cameraRequest: CameraRequest {
        CameraRequest(center: center.flatMap(parseCenter), distance: distance, pitch: pitch, heading: heading,
                      minDistance: minDistance, maxDistance: maxDistance)
    }

    /// The position `--here` names, or nil without it.
    /// - Throws: `ExitCode(1)` after saying on stderr why the text names no position.
    func herePosition(model: MapModel, search: SearchIndex) throws -> HerePosition? {
        guard let here else { return nil }
        do {
            return try model.here(here, search: search)
        } catch {
            printError("atrium: \(error.text(CLILanguage.ui))")
            throw ExitCode(1)
        }
    }

    /// The camera request framed on `here` (unless a center or distance was given): the
    /// position in the middle, its surroundings in view (distance 130 m: about 150 m across at 120 columns).
    func cameraRequest(framing here: HerePosition?, projection: LocalProjection) -> CameraRequest {
        var request = cameraRequest
        guard let here else { return request }
        if request.center == nil { request.center = projection.unproject(here.point) }
        if request.distance == nil { request.distance = 130 }
        return request
    }

    /// The level to show: `--level`, else the floor of `here`, else the default.
    func ordinal(in graph: VenueGraph, here: HerePosition?) -> Int {
        if level == nil, let here { return here.ordinal }
        return ordinal(in: graph)
    }

    /// The camera these options describe for a viewport, clamped, with a note on stderr for
    /// each clamped value; without a distance it fits the content of `ordinal`.
    func camera(model: MapModel, viewport: Viewport, ordinal: Int? = nil, here: HerePosition? = nil) -> Camera {
        let request = cameraRequest(framing: here, projection: model.projection)
        let (camera, notes) = request.camera(model: model, viewport: viewport, ordinal: ordinal)
        for n in notes { printError("atrium: \(n)") }
        return camera
    }

    func parseCenter(_ text: String) -> GeoPoint? {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let lat = parts[0], let lon = parts[1], abs(lat) <= 90, abs(lon) <= 180 else { return nil }
        return GeoPoint(longitude: lon, latitude: lat)
    }

    /// The attribution line: `--attribution`, else attribution.txt, else the venue's name; a
    /// credit the data requires (OpenStreetMap's) is kept beside `--attribution` text. For an
    /// `osm:` place, how recent its data is follows (`osm3s.timestamp_osm_base`): "data of 2026-11-20".
    func attributionText(_ result: LoadResult, place: FetchedPlace? = nil, ui: UIText = .english) -> String {
        let text = result.attributionText(requested: attribution)
        guard let date = place?.dataDate else { return text }
        return ui.attributionDataOf(attribution: text, date: date)
    }
}

/// Finds features by id or search query for `--select`, `--from` and `--to`.
enum FeatureLookup {
    /// The best feature for a query: the search index's best selectable match
    /// (names in every language, accents and typos forgiven, category words).
    static func best(_ query: String, in graph: VenueGraph) -> FeatureHandle? {
        SearchIndex(graph: graph).bestFeature(query)
    }
}
