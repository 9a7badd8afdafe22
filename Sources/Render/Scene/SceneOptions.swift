import VenueFormats
import MapCore

/// A route, as the scene draws it: polylines on each ordinal and marks where it changes level.
public struct RouteOverlay: Sendable, Equatable {
    /// Route lines per ordinal, in local meters.
    public var lines: [Int: [[Vec2]]]
    /// Marks per ordinal: a position and a short text such as "▲2" (to level 2).
    public var marks: [Int: [(point: Vec2, text: String)]]
    /// Start and end positions with their ordinals.
    public var start: (ordinal: Int, point: Vec2)?
    /// End position.
    public var end: (ordinal: Int, point: Vec2)?

    /// Creates an overlay.
    public init(lines: [Int: [[Vec2]]], marks: [Int: [(point: Vec2, text: String)]], start: (ordinal: Int, point: Vec2)?, end: (ordinal: Int, point: Vec2)?) {
        self.lines = lines
        self.marks = marks
        self.start = start
        self.end = end
    }

    /// Overlays compare by their lines and end points.
    public static func == (a: RouteOverlay, b: RouteOverlay) -> Bool {
        a.lines == b.lines && a.start?.point == b.start?.point && a.end?.point == b.end?.point
            && a.marks.mapValues { $0.map(\.text) } == b.marks.mapValues { $0.map(\.text) }
    }
}

/// "You are here", as the scene draws it: a marker, a ring for the error when it is larger
/// than a cell, and a short line towards the heading when one is known.
public struct HereMarker: Sendable, Equatable {
    /// The floor it is on.
    public var ordinal: Int
    /// Where, in local meters.
    public var point: Vec2
    /// Error radius in meters, if known.
    public var accuracy: Double?
    /// Degrees clockwise from north, if known.
    public var heading: Double?
    /// An old position (no fix for a while): drawn in grey.
    public var stale: Bool

    /// A marker.
    public init(ordinal: Int, point: Vec2, accuracy: Double? = nil, heading: Double? = nil, stale: Bool = false) {
        self.ordinal = ordinal
        self.point = point
        self.accuracy = accuracy
        self.heading = heading
        self.stale = stale
    }

    /// The marker of a position.
    public init(_ here: HerePosition, stale: Bool = false) {
        self.init(ordinal: here.ordinal, point: here.point, accuracy: here.accuracy, heading: here.heading, stale: stale)
    }
}

/// A closed lift, escalator, stairs or door (live status), as the scene marks it: a red ✕
/// (`X` in ASCII) on its floor.
public struct ClosureMarker: Sendable, Equatable {
    /// The floor it is on.
    public var ordinal: Int
    /// Where, in local meters.
    public var point: Vec2

    /// A marker.
    public init(ordinal: Int, point: Vec2) {
        self.ordinal = ordinal
        self.point = point
    }
}

/// The features an active category filter keeps; everything else is dimmed.
public struct SceneFilter: Sendable, Equatable {
    /// Unit indices that match.
    public var units: Set<Int>
    /// Amenity indices that match.
    public var amenities: Set<Int>
    /// Point occupants (``VenueGraph/pointOccupants``: a kiosk anchored in a walkway) that
    /// match: places of their own, kept or hidden like units, never through the walkway.
    public var occupants: Set<Int>

    /// Creates a filter.
    public init(units: Set<Int>, amenities: Set<Int>, occupants: Set<Int> = []) {
        self.units = units
        self.amenities = amenities
        self.occupants = occupants
    }
}

/// What a scene shows besides the venue: style, charset, selection, overlays, insets.
public struct SceneOptions: Sendable, Equatable {
    /// Default or muted.
    public var style: EmphasisStyle = .default
    /// Braille or ASCII.
    public var charset: Charset = .braille
    /// The selected feature, outlined.
    public var selection: FeatureHandle?
    /// The attribution text after "Atrium · ".
    public var attribution: String = ""
    /// The frame's last row is a footer, not map: the map is drawn in the rows above it (the
    /// camera's viewport is those rows), and the footer holds the scale bar on the left and the
    /// attribution on the right on the terminal's own background. Off, the scale bar and the
    /// attribution sit on the map's second-to-last row (as `atrium render` draws them).
    public var footer = false
    /// Category filter, or nil.
    public var filter: SceneFilter?
    /// A route to draw, or nil.
    public var route: RouteOverlay?
    /// "You are here", or nil.
    public var here: HereMarker?
    /// The words beside the "you are here" mark, in the interface's language.
    public var hereLabel = "you are here"
    /// Closed lifts, escalators, stairs and doors (live status), marked where they are.
    public var closures: [ClosureMarker] = []
    /// Draw labels and icons.
    public var showLabels = true
    /// Terminal cell aspect: dot width over dot height (1 for the usual 1:2 cells).
    public var dotAspect: Double = 1.0
    /// Areas as dotted patterns (no colour, 8 colours, ASCII) or as background tints
    /// (256 colours). Tints apply only with the braille charset.
    public var areaFill: AreaFill = .pattern
    /// The terminal's background, which the colours are tuned for.
    public var tone: TerminalTone = .dark
    /// Height of walls, in meters, when the view is pitched (walls stand up, 2.5D).
    public var wallHeight: Double = 3

    /// Whether areas are drawn as background tints with these options.
    public var tintsAreas: Bool { areaFill == .tint && charset == .braille }

    /// Default options.
    public init() {}
}
