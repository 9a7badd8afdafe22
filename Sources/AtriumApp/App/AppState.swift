import Foundation
import IMDF
import MapCore
import Render
import TerminalKit

/// What the explorer is doing besides showing the map.
public enum Mode: Equatable, Sendable {
    /// Browsing the map.
    case map
    /// The `?` help overlay.
    case help
    /// The `y` share line: the current view as a command line.
    case share
    /// The `/` search line and its results.
    case search(SearchBox)
    /// The `f` category filter list.
    case filter(FilterList)
    /// The `D` directory: categories, then places.
    case directory(DirectoryList)
    /// The `b` whole-building view: every floor; the highlighted row.
    case floors(cursor: Int)
}

/// The search line: what was typed, the ranked results, and the highlighted one.
public struct SearchBox: Equatable, Sendable {
    /// The query typed so far.
    public var query = ""
    /// Results, best first.
    public var results: [SearchResult] = []
    /// For each result, where it is: "G · 23 m" on the level shown, else its level; with
    /// "near …" when another result has the same name.
    public var places: [String] = []
    /// The highlighted result.
    public var cursor = 0
}

/// The category filter list: the groups present, the highlighted one.
public struct FilterList: Equatable, Sendable {
    /// The groups present in the venue, with counts.
    public var groups: [GroupCount]
    /// The highlighted row.
    public var cursor = 0
}

/// A search's results counted per floor.
public struct SearchMatches: Equatable, Sendable {
    /// What was searched.
    public var query: String
    /// Results per ordinal.
    public var perOrdinal: [Int: Int]

    /// The results of a search box, counted per floor.
    public init(_ box: SearchBox) {
        query = box.query
        perOrdinal = [:]
        for r in box.results { perOrdinal[r.ordinal, default: 0] += 1 }
    }
}

/// A passing note in the status line, such as "zoom limit".
public struct Note: Equatable, Sendable {
    /// The text.
    public var text: String
    /// Drawn highlighted.
    public var isAlert: Bool
    /// The tick after which it disappears.
    public var expiresAtTick: Int
}

/// Everything that does not change while exploring: the prepared venue and settings.
///
/// Shared by every state of one session; states compare it by identity. Caches that
/// change as the app runs (the scene renderer, the router) are not here but in ``AppRuntime``.
public final class AppEnvironment: Sendable, Equatable {
    /// The prepared venue.
    public let model: MapModel
    /// Attribution text (after "Atrium · ").
    public let attribution: String
    /// Source path of the venue, for the share line.
    public let venuePath: String?
    /// The search index.
    public let search: SearchIndex
    /// The venue's time zone, for opening hours (``VenueTimeZone``).
    public let timeZone: TimeZone
    /// The clock opening hours are read at (the machine's; fixed in tests).
    public let clock: @Sendable () -> Date

    /// Creates an environment.
    public init(model: MapModel, attribution: String, venuePath: String?, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.model = model
        self.attribution = attribution
        self.venuePath = venuePath
        self.search = SearchIndex(graph: model.graph)
        self.timeZone = VenueTimeZone.zone(for: model.graph, at: nil)
        self.clock = clock
    }

    /// The wall-clock time at the venue now.
    public var localNow: LocalDateTime { LocalDateTime(clock(), in: timeZone) }

    /// The same environment (identity: one per session).
    public static func == (a: AppEnvironment, b: AppEnvironment) -> Bool { a === b }
}

/// Where a mouse drag started or last was, and whether it moved.
public struct Drag: Equatable, Sendable {
    /// Column of the pointer.
    public var column: Int
    /// Row of the pointer.
    public var row: Int
    /// Whether the drag has moved the map (then the release selects nothing).
    public var moved: Bool

    /// Creates a drag position.
    public init(column: Int, row: Int, moved: Bool) {
        self.column = column
        self.row = row
        self.moved = moved
    }
}

/// What the category filter keeps, and how many matches each ordinal has.
public struct FilterResult: Equatable, Sendable {
    /// The features the scene keeps bright.
    public var scene: SceneFilter
    /// Matches per ordinal, for the level picker.
    public var perOrdinal: [Int: Int]

    /// Creates a filter result.
    public init(scene: SceneFilter, perOrdinal: [Int: Int]) {
        self.scene = scene
        self.perOrdinal = perOrdinal
    }
}

/// The whole state of the explorer: camera, level, selection, mode, style, size and the rest.
///
/// Plain data, compared field by field. Changed only by ``reduce(_:_:)``; drawn only by
/// ``view(_:size:runtime:)``.
public struct AppState: Sendable, Equatable {
    /// The venue and settings.
    public let env: AppEnvironment
    /// The camera.
    public var camera: Camera
    /// The ordinal shown.
    public var ordinal: Int
    /// The selected feature.
    public var selection: FeatureHandle?
    /// Whether the place card is open.
    public var cardOpen = false
    /// The mode.
    public var mode: Mode = .map
    /// The first line the `?` help shows (scrolled with ↑ ↓ PgUp PgDn).
    public var helpScroll = 0
    /// The first line the place or route card shows (scrolled with `{` `}`); back to 0
    /// whenever the selection or the route changes.
    public var cardScroll = 0
    /// The last search that went to a result: its query and its results per ordinal, for
    /// the whole-building view (`b`).
    public var searchMatches: SearchMatches?
    /// Default or muted.
    public var style: EmphasisStyle = .default
    /// Braille or ASCII (ASCII when the locale is not UTF-8).
    public var charset: Charset = .braille
    /// Colours the terminal can show.
    public var colorMode: ColorMode = .xterm256
    /// The terminal's background, which the map's colours are tuned for.
    public var tone: TerminalTone = .dark
    /// Height of walls in pitched views, in meters.
    public var wallHeight: Double = 3
    /// Terminal size.
    public var columns: Int
    /// Terminal size.
    public var rows: Int
    /// Cell aspect (dot width over dot height).
    public var dotAspect: Double = 1.0
    /// The passing note.
    public var note: Note?
    /// Ticks counted by the event loop (about 10 a second), for notes.
    public var tick = 0
    /// Whether animations are allowed (`--no-animation` turns them off).
    public var animations = true
    /// Selection cycle for Tab: the candidates last computed and where we are in them.
    public var cycle: [FeatureHandle] = []
    /// Position in ``cycle``.
    public var cycleIndex = -1
    /// Where a mouse drag started (column, row) and the last position.
    public var drag: Drag?
    /// Set when the user asked to quit.
    public var shouldQuit = false
    /// A camera asked for on the command line, applied at the first resize (when the size is known).
    public var cameraRequest: CameraRequest?
    /// Category groups chosen in the filter; empty means no filter.
    public var filterGroups: Set<CategoryGroup> = []
    /// What the chosen groups keep, and how many matches each ordinal has.
    public var filter: FilterResult?
    /// Where a route starts (set with `R`, or `r` without a position), waiting for a destination.
    public var routeStart: FeatureHandle?
    /// "You are here" (`--here`): drawn on the map; routes start there unless a start is chosen.
    public var here: HerePosition?
    /// The route request being waited for (found off the input thread), if any: only its
    /// answer is shown; a newer request replaces it and Esc stops waiting (its answer is then dropped).
    public var awaitedRoute: Job<RouteSearch>?
    /// Gives out the jobs of background work (routes, the directory's walks).
    public var jobs = JobNumbers()
    /// The route shown, if any.
    public var route: Route?
    /// Whether routes avoid stairs and escalators.
    public var accessibleRoutes = false
    /// Step-by-step guidance on the route shown (`g`), when on.
    public var guidance: GuidanceSession?
    /// The maneuvers of the route shown (the route card lists them), set with it.
    public var routeGuidance: RouteGuidance?
    /// The live position source (`--position`) and the follow mode, or nil without one.
    public var live: LiveTracking?

    /// Whether a route asked for is being found.
    public var findingRoute: Bool { awaitedRoute != nil }

    /// A fresh state: the whole venue fitted, on the default ordinal.
    public init(env: AppEnvironment, columns: Int, rows: Int) {
        self.env = env
        self.columns = columns
        self.rows = rows
        self.ordinal = env.model.graph.defaultOrdinal ?? 0
        self.camera = Self.fittedCamera(model: env.model, columns: columns, rows: rows, dotAspect: 1.0)
    }

    /// The map's viewport: the whole screen but the status line.
    public var viewport: Viewport { Viewport(columns: max(1, columns), rows: max(1, rows - 1), dotAspect: dotAspect) }

    /// A camera showing what there is to see on a level (its units, fixtures and kiosks, or the
    /// buildings' footprints; never the venue outline alone), north up, looking straight down;
    /// its boundary keeps part of the venue's content in view.
    public static func fittedCamera(model: MapModel, ordinal: Int? = nil, columns: Int, rows: Int, dotAspect: Double) -> Camera {
        let viewport = Viewport(columns: max(1, columns), rows: max(1, rows - 1), dotAspect: dotAspect)
        return model.framingCamera(ordinal: ordinal ?? model.graph.defaultOrdinal ?? 0, viewport: viewport)
    }
}
