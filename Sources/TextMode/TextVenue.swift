import VenueFormats
import MapCore
import Localization

/// What the text mode reads from: the venue and what MapCore builds from it (search, the
/// directory at a moment, the live status routes respect). Built once per session.
public struct TextVenue: Sendable {
    /// The venue, prepared.
    public let model: MapModel
    /// The search index (names, categories, typos forgiven).
    public let search: SearchIndex
    /// Every place with its hours evaluated at ``now``.
    public let directory: Directory
    /// The status in force (closed lifts and doors), for routes.
    public let status: VenueStatus
    /// The wall-clock time hours are read at.
    public var now: LocalDateTime { directory.now }

    /// The language category names and hours are said in.
    public let ui: UIText

    /// A venue read at a wall-clock time in its own time zone, its categories and hours in
    /// `ui`'s language.
    public init(model: MapModel, now: LocalDateTime, status: VenueStatus = VenueStatus(), ui: UIText = .english) {
        self.model = model
        self.ui = ui
        search = SearchIndex(graph: model.graph, ui: ui)
        directory = Directory(graph: model.graph, search: search, at: now, ui: ui)
        self.status = status
    }

    /// The venue's graph.
    var graph: VenueGraph { model.graph }

    /// The directory entry of a feature (an occupant's entry for its unit too).
    func entry(_ handle: FeatureHandle) -> DirectoryEntry? {
        directory.entries.first { $0.handle == handle }
    }
}

/// How directions are said: clock positions relative to the way one faces, or compass words.
public enum DirectionWords: String, Sendable, Equatable, CaseIterable {
    /// "at 3 o'clock": 12 o'clock is straight ahead.
    case clock
    /// "north-east".
    case compass
}

/// A route being walked step by step.
public struct ActiveRoute: Sendable, Equatable {
    /// Where it goes.
    public var destinationName: String
    /// Its maneuvers.
    public var guidance: RouteGuidance
    /// The step last said (index into the maneuvers).
    public var step: Int
    /// Whether it avoids stairs and escalators.
    public var accessible: Bool
    /// The way the person faced when the route was planned.
    public var startFacing: Double?
}

/// Everything the text mode remembers between two lines.
public struct TextState: Sendable, Equatable {
    /// How directions are said.
    public var directions: DirectionWords
    /// Where the person is; nil until known.
    public var here: HerePosition?
    /// What the person is "at" after `go PLACE` (said instead of the room).
    public var hereLabel: String?
    /// The level being explored.
    public var ordinal: Int
    /// The way the person faces, degrees clockwise from north: 12 o'clock in clock words.
    public var facing: Double?
    /// The route being walked.
    public var route: ActiveRoute?
    /// The places of the last numbered list, so `go 2` means its second.
    public var lastList: [FeatureHandle] = []
    /// The place a live position was last announced in.
    public var announcedPlace: String?
    /// Set by `quit`.
    public var quit = false

    /// A fresh state: on `ordinal`, standing at `here` when known.
    public init(directions: DirectionWords = .compass, here: HerePosition?, ordinal: Int) {
        self.directions = directions
        self.here = here
        self.ordinal = here?.ordinal ?? ordinal
        self.facing = here?.heading
    }
}
