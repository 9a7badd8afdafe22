import ArgumentParser
import Foundation
import Localization
import MapCore
import VenueFormats

/// `atrium route`: walking directions between two places, across levels.
struct RouteCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "route",
            abstract: CLILanguage.ui.abstractRoute,
            discussion: CLILanguage.ui.discussionRoute
        )
    }

    @OptionGroup var venue: VenueOptions

    @OptionGroup var live: StatusOptions

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionRouteAt))
    var at: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionRouteFrom))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionRouteHere))
    var here: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionRouteTo))
    var to: String

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionRouteAccessible))
    var accessible = false

    @Flag(name: .customLong("allow-restricted"), help: ArgumentHelp(CLILanguage.ui.helpOptionRouteAllowRestricted))
    var allowRestricted = false

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionJson))
    var json = false

    func validate() throws {
        if let at, DirectoryClock.parse(at, zone: .current) == nil {
            throw ValidationError(CLILanguage.ui.cliNotIsoTime(value: String(at.prefix(60))))
        }
        let ui = CLILanguage.ui
        if from == nil && here == nil { throw ValidationError(ui.routeCommandNoStart) }
        if from?.lowercased() == "here" && here == nil { throw ValidationError(ui.routeCommandFromHereNeedsHere) }
    }

    func run() throws {
        let result = try venue.load()
        let graph = result.graph
        let index = SearchIndex(graph: graph)
        let model = MapModel(graph: graph)
        let ui = venue.ui
        let start: RouteOrigin
        if let from, from.lowercased() != "here" {
            guard let handle = place(from, in: graph, index: index) else { throw fail("nothing called \"\(from)\" to start from", ui.routeCommandNoSuchStart(name: from)) }
            start = .place(handle)
        } else if let here {
            let position: HerePosition
            do { position = try model.here(here, search: index) } catch { throw fail(error.description, error.text(ui)) }
            // Off every unit but near one: the route starts on it, and says so.
            if let snap = position.snap, snap.snapped { printError("atrium: " + ui.routeCommandStartsAtSnap(snap: snap.text(ui))) }
            start = .here(position)
        } else {
            throw fail("no start: give --from PLACE or --here PLACE", ui.routeCommandNoStart)
        }
        // A category ("toilet", "elevator", "cafe"), or a name several places carry (a chain's
        // two shops), goes to the nearest reachable match by walking.
        guard let destination = RouteDestination(to, graph: graph, search: index) else { throw fail("nothing called \"\(to)\" to go to", ui.routeCommandNoSuchDestination(name: to)) }
        let router = Router(model: model)
        var options = RouteOptions(accessible: accessible, allowRestricted: allowRestricted)
        options.status = try live.load(model: model, now: StatusOptions.now(at: at, model: model), userAgent: venue.place.userAgent())
        let route: Route
        do {
            route = try router.route(from: start, to: destination, options: options)
        } catch {
            throw fail(error.message, error.text(ui))
        }
        let report = RouteReport(route, model: model, ui: venue.ui)
        if json {
            try printJSON(report)
        } else {
            printText(report, ui: ui)
        }
    }

    /// The feature a query names: an id, else the best name match.
    func place(_ query: String, in graph: VenueGraph, index: SearchIndex) -> FeatureHandle? {
        graph.handle(forID: query) ?? index.bestFeature(query)
    }

    /// Reports a failure (`english` as JSON with `--json`, `text` in the interface language
    /// on stderr) and returns the exit code to throw.
    func fail(_ english: String, _ text: String) -> ExitCode {
        if json, let data = try? JSONSerialization.data(withJSONObject: ["error": english], options: [.sortedKeys]) {
            print(String(decoding: data, as: UTF8.self))
        }
        printError("atrium: \(text)")
        return ExitCode(1)
    }

    /// Numbered maneuvers ("Turn left at Bookworm, walk 20 m"), the levels and the total.
    func printText(_ r: RouteReport, ui: UIText) {
        let header = r.accessible
            ? ui.routeCommandHeaderStepFree(from: r.from.name, from_level: r.from.level, to: r.to.name, to_level: r.to.level)
            : ui.routeCommandHeader(from: r.from.name, from_level: r.from.level, to: r.to.name, to_level: r.to.level)
        print(header)
        let width = String(r.steps.count).count
        for (i, s) in r.steps.enumerated() {
            print("  \(String(i + 1).leftPad(width)). [\(s.level)] \(s.said)")
        }
        print(ui.routeCommandLevels(levels: r.levels.joined(separator: " → ")))
        // "the stairs from L5 to L6 (1 floor up)": the levels, so a route across two floors never reads as one.
        let rides = r.level_changes.map { c in
            let connector = ui.connectorName(c.kind)
            return c.to_ordinal > c.from_ordinal
                ? ui.routeCommandRideUp(count: c.floors, connector: connector, from: c.from_level, to: c.to_level)
                : ui.routeCommandRideDown(count: c.floors, connector: connector, from: c.from_level, to: c.to_level)
        }
        let meters = ui.number(Int(r.total_meters.rounded())), time = ui.walkingTime(seconds: r.walking_seconds)
        print(rides.isEmpty ? ui.routeCommandTotal(meters: meters, time: time)
              : ui.routeCommandTotalWithRides(meters: meters, rides: rides.joined(separator: ui.listSeparator), time: time))
    }
}

/// The JSON shape of `atrium route --json`.
struct RouteReport: Encodable {
    /// An end of the route; `kind` is `platform` or `gate` for those (``PlaceKind``), else the
    /// feature type (`unit`, `occupant`, `amenity`…).
    struct Place: Encodable { var id: String; var name: String; var kind: String; var ordinal: Int; var level: String }
    /// One maneuver of the route's guidance.
    struct Step: Encodable {
        var instruction: String
        var meters: Double
        var ordinal: Int
        var level: String
        /// `walk`, or the connector taken: `elevator`, `stairs`, `escalator`, `ramp`, `movingwalkway`.
        var action: String
        var to_ordinal: Int?
        /// `depart`, a turn (`slight_left`, `left`, `sharp_left`, `slight_right`, `right`,
        /// `sharp_right`, `uturn`), `up`, `down` or `arrive`.
        var maneuver: String
        /// The named place the instruction mentions, or null.
        var landmark: String?
        /// Compass bearing (degrees clockwise from north) of the walk that follows, or null.
        var bearing: Double?
        /// The instruction in the interface's language, for the human output (not encoded:
        /// `instruction` stays English for scripts).
        var said: String

        enum CodingKeys: String, CodingKey { case instruction, meters, ordinal, level, action, to_ordinal, maneuver, landmark, bearing }

        /// Every key always present (`landmark` and `bearing` as null), but `to_ordinal` only on level changes.
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(instruction, forKey: .instruction)
            try c.encode(meters, forKey: .meters)
            try c.encode(ordinal, forKey: .ordinal)
            try c.encode(level, forKey: .level)
            try c.encode(action, forKey: .action)
            try c.encodeIfPresent(to_ordinal, forKey: .to_ordinal)
            try c.encode(maneuver, forKey: .maneuver)
            try c.encode(landmark, forKey: .landmark)
            try c.encode(bearing, forKey: .bearing)
        }
    }
    struct Leg: Encodable { var ordinal: Int; var level: String; var meters: Double; var coordinates: [[Double]] }
    struct LevelChange: Encodable { var kind: String; var from_level: String; var to_level: String; var floors: Int; var from_ordinal: Int; var to_ordinal: Int }

    var from: Place
    var to: Place
    var accessible: Bool
    /// Walked horizontal meters; level changes count 0 (they are listed in `level_changes`).
    var total_meters: Double
    /// Seconds the walk takes at ``WalkingTime``'s speeds (step-free routes slower), rides not counted.
    var walking_seconds: Double
    var floors_changed: Int
    var level_changes: [LevelChange]
    var ordinals: [Int]
    var levels: [String]
    var steps: [Step]
    /// Each leg's path as GeoJSON positions, [longitude, latitude].
    var legs: [Leg]

    init(_ route: Route, model: MapModel, ui: UIText = .english) {
        let graph = model.graph, projection = model.projection
        func place(_ e: RouteEndpoint) -> Place {
            Place(id: e.id, name: e.name, kind: PlaceKind.of(e.handle, graph: graph) ?? e.handle.kind, ordinal: e.ordinal,
                  level: graph.shortName(ordinal: e.ordinal))
        }
        func round(_ m: Double) -> Double { (m * 100).rounded() / 100 }
        from = place(route.start)
        to = place(route.end)
        accessible = route.accessible
        total_meters = round(route.totalMeters)
        walking_seconds = WalkingTime.seconds(route.totalMeters, stepFree: route.accessible).rounded()
        floors_changed = route.floorsChanged
        level_changes = route.transitions.map { t in
            LevelChange(kind: t.kind.rawValue, from_level: graph.shortName(ordinal: t.fromOrdinal),
                        to_level: graph.shortName(ordinal: t.toOrdinal), floors: t.floors, from_ordinal: t.fromOrdinal, to_ordinal: t.toOrdinal)
        }
        ordinals = route.ordinals
        levels = route.ordinals.map { graph.shortName(ordinal: $0) }
        let words = GuidanceWords(ui)
        steps = RouteGuidance(route: route, model: model).maneuvers.map { m in
            var action = "walk", target: Int?
            if case .change(let kind, let to) = m.kind { action = kind.rawValue; target = to }
            return Step(instruction: m.instruction, meters: round(m.meters), ordinal: m.ordinal,
                        level: graph.shortName(ordinal: m.ordinal), action: action, to_ordinal: target,
                        maneuver: m.kind.name(fromOrdinal: m.ordinal), landmark: m.landmark, bearing: m.bearing,
                        said: words.sentence(m))
        }
        legs = route.legs.map { leg in
            Leg(ordinal: leg.ordinal, level: graph.shortName(ordinal: leg.ordinal), meters: round(leg.meters),
                coordinates: leg.points.map { p in
                    let g = projection.unproject(p)
                    return [(g.longitude * 1e7).rounded() / 1e7, (g.latitude * 1e7).rounded() / 1e7]
                })
        }
    }
}
