import Localization
import Foundation
import VenueFormats
import MapCore

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
    public var timeZone: TimeZone { timeZoneChoice.zone }
    /// The zone and why it was chosen, for the place card.
    public let timeZoneChoice: VenueTimeZone.Choice
    /// The clock opening hours are read at (the machine's; fixed in tests).
    public let clock: @Sendable () -> Date
    /// The interface language (`--ui-lang`, else the session's locale variables).
    public let ui: UIText
    /// The level bar's label of each floor, in the order of ``VenueGraph/floors``, made
    /// once: resolving a level's name in the venue's language is string work that cost
    /// about 4% of every frame on a venue of nine floors.
    public let pickerLabels: [String]
    /// The status line's description of each floor (``VenueGraph/levelDescription(ordinal:)``),
    /// by ordinal, made once for the same reason.
    public let levelDescriptions: [Int: String]

    /// Creates an environment.
    public init(model: MapModel, attribution: String, venuePath: String?, ui: UIText = .english,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.model = model
        self.attribution = attribution
        self.venuePath = venuePath
        self.ui = ui
        self.search = SearchIndex(graph: model.graph, ui: ui)
        self.timeZoneChoice = VenueTimeZone.choice(for: model.graph, at: nil)
        self.clock = clock
        let g = model.graph
        self.pickerLabels = g.floors.map { f in
            let label = g.pickerLabel(ordinal: f.ordinal)
            return g.isEmptyFloor(ordinal: f.ordinal) ? ui.pickerEmpty(level: label) : label
        }
        self.levelDescriptions = Dictionary(g.floors.map { ($0.ordinal, g.levelDescription(ordinal: $0.ordinal)) }) { first, _ in first }
    }

    /// The wall-clock time at the venue now.
    public var localNow: LocalDateTime { LocalDateTime(clock(), in: timeZone) }

    /// The same environment (identity: one per session).
    public static func == (a: AppEnvironment, b: AppEnvironment) -> Bool { a === b }
}

/// The whole state of the explorer, in parts with one owner each: the screen, the map view,
/// the selection and its card, what searching left, routes and guidance, the position, the
/// overlay open (``Mode``) and the status line's note.
///
/// Plain data, compared field by field. Changed only by ``reduce(_:_:)``, which hands each
/// action to the parts' own reducers (the methods of ``MapView``, ``SelectionState``,
/// ``RouteState``, …) and coordinates what crosses parts in ``AppState``'s methods; drawn only
/// by ``view(_:size:runtime:)``.
public struct AppState: Sendable, Equatable {
    /// The venue and settings.
    public let env: AppEnvironment
    /// The terminal: size, characters, colours, emphasis.
    public var screen: ScreenState
    /// The camera and the floor shown.
    public var map: MapView
    /// The selected place and its card.
    public var selection = SelectionState()
    /// The last search that went to a result, and the category filter.
    public var search = SearchState()
    /// Routes and step-by-step guidance.
    public var route = RouteState()
    /// "You are here" and the live source moving it.
    public var position = PositionState()
    /// The overlay or panel open over the map, with its own state.
    public var mode: Mode = .map
    /// The status line's passing note.
    public var status = StatusState()
    /// Gives out the jobs of background work (routes, the directory's walks).
    public var jobs = JobNumbers()
    /// Set when the user asked to quit.
    public var shouldQuit = false

    /// A fresh state: the whole venue fitted, on the default ordinal.
    public init(env: AppEnvironment, columns: Int, rows: Int) {
        self.env = env
        var screen = ScreenState(columns: columns, rows: rows)
        screen.levelBar = env.model.graph.floors.count > 1
        self.screen = screen
        map = MapView(camera: Self.fittedCamera(model: env.model, viewport: screen.viewport), ordinal: env.model.graph.defaultOrdinal ?? 0)
    }

    /// The map's viewport: the screen's rows between the level bar and the footer.
    public var viewport: Viewport { screen.viewport }

    /// A camera showing what there is to see on a level (its units, fixtures and kiosks, or the
    /// buildings' footprints; never the venue outline alone), north up, looking straight down;
    /// its boundary keeps part of the venue's content in view.
    public static func fittedCamera(model: MapModel, ordinal: Int? = nil, viewport: Viewport) -> Camera {
        model.framingCamera(ordinal: ordinal ?? model.graph.defaultOrdinal ?? 0, viewport: viewport)
    }
}
