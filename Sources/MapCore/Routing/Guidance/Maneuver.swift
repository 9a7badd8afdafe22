import Foundation

/// Which way a walk turns at a point, from the change of its bearing there.
///
/// The thresholds are on the absolute change of direction: under 25° is straight on, under 60°
/// a slight turn, under 120° a turn, under 160° a sharp turn, and from 160° on a U-turn.
public enum Turn: String, Sendable, Equatable, CaseIterable {
    /// Less than 25° either way.
    case straight
    /// 25° to 60° to the left.
    case slightLeft = "slight_left"
    /// 60° to 120° to the left.
    case left
    /// 120° to 160° to the left.
    case sharpLeft = "sharp_left"
    /// 25° to 60° to the right.
    case slightRight = "slight_right"
    /// 60° to 120° to the right.
    case right
    /// 120° to 160° to the right.
    case sharpRight = "sharp_right"
    /// 160° or more: walking back the way one came.
    case uturn

    /// The turn for a signed change of direction in degrees: positive is to the left
    /// (counter-clockwise seen from above), negative to the right.
    public init(degrees: Double) {
        let a = Swift.abs(degrees), left = degrees > 0
        switch a {
        case ..<25: self = .straight
        case ..<60: self = left ? .slightLeft : .slightRight
        case ..<120: self = left ? .left : .right
        case ..<160: self = left ? .sharpLeft : .sharpRight
        default: self = .uturn
        }
    }

    /// What a person says: "Turn left", "Bear right", "Turn sharp left", "Turn around".
    public var phrase: String {
        switch self {
        case .straight: return "Continue straight"
        case .slightLeft: return "Bear left"
        case .left: return "Turn left"
        case .sharpLeft: return "Turn sharp left"
        case .slightRight: return "Bear right"
        case .right: return "Turn right"
        case .sharpRight: return "Turn sharp right"
        case .uturn: return "Turn around"
        }
    }
}

/// One instruction of turn-by-turn guidance: what to do at a point, then the walk that follows.
public struct Maneuver: Sendable, Equatable {
    /// What happens at the maneuver's point.
    public enum Kind: Sendable, Equatable {
        /// Set off: from the route's start, or stepping off a connector just ridden.
        case depart
        /// Turn (never ``Turn/straight``: walking straight on is part of the walk before).
        case turn(Turn)
        /// Ride a connector to another level.
        case change(ConnectorKind, toOrdinal: Int)
        /// The destination is reached.
        case arrive

        /// The name `route --json` gives it: `depart`, a ``Turn`` (`left`, `slight_right`,
        /// `uturn`…), `up`, `down` or `arrive`.
        public func name(fromOrdinal: Int) -> String {
            switch self {
            case .depart: return "depart"
            case .turn(let t): return t.rawValue
            case .change(_, let to): return to > fromOrdinal ? "up" : "down"
            case .arrive: return "arrive"
            }
        }
    }

    /// What happens.
    public var kind: Kind
    /// A sentence a person would say: "Turn left at Bookworm, walk 20 m to Elevator West".
    public var instruction: String
    /// The ordinal the maneuver happens on (for a change of level, the one left).
    public var ordinal: Int
    /// Where it happens, in local meters.
    public var point: Vec2
    /// The walk that follows on ``ordinal``, from ``point`` (empty for a change of level and
    /// the arrival).
    public var path: [Vec2]
    /// The length of ``path`` in meters.
    public var meters: Double
    /// The compass bearing of the walk that follows, in degrees clockwise from north (nil when
    /// there is no walk).
    public var bearing: Double?
    /// The named place beside the point that the instruction mentions, if any.
    public var landmark: String?
    /// For a walk (a departure or a turn), the instruction cut in two around the direction a
    /// departure names: ``lead`` ("Start at Bookworm", "Turn left at Bookworm") and ``detail``
    /// (", walk 20 m to Elevator West"), so a reader that says directions its own way (the
    /// text mode's clock words) rebuilds the sentence. For other maneuvers ``lead`` is the
    /// whole instruction and ``detail`` is empty.
    public var lead: String
    /// See ``lead``.
    public var detail: String
    /// The parts of ``detail``, for readers that say them their own way: the named door the
    /// walk passes through, the place it leads to (on the last walk of a level), and notes
    /// (walls crossed where no door is mapped).
    public var door: String?
    /// See ``door``.
    public var target: String?
    /// See ``door``.
    public var notes: [String] = []

    /// Creates a maneuver.
    public init(kind: Kind, instruction: String, ordinal: Int, point: Vec2, path: [Vec2], meters: Double,
                bearing: Double?, landmark: String?, lead: String? = nil, detail: String = "") {
        self.kind = kind
        self.instruction = instruction
        self.ordinal = ordinal
        self.point = point
        self.path = path
        self.meters = meters
        self.bearing = bearing
        self.landmark = landmark
        self.lead = lead ?? instruction
        self.detail = detail
    }
}
