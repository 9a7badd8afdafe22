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
    /// The named place beside the point that the instruction mentions, if any: what a turn is
    /// at, or what the connector of a change of level stands by.
    public var landmark: String?
    /// For a departure: where it sets off from (the route's start, or the connector just left).
    public var departure: Departure?
    /// For a change of level: the connector ridden.
    public var connector: GuidancePlace?
    /// For a change of level: the short name of the level reached.
    public var level: String?
    /// What the venue's status says of the closed places the route goes round, said before a
    /// departure or a change of level.
    public var closed: [StatusNotice] = []
    /// For a walk: the named door it passes through, if any.
    public var door: String?
    /// For a walk: the place it leads to (on the last walk of a level); for the arrival, the
    /// destination.
    public var target: GuidancePlace?
    /// For a walk: walls crossed where no door is mapped, ways outside.
    public var notes: [RouteNote] = []
    /// Whether the route is step-free (its walking times are slower: ``WalkingTime``).
    public var stepFree = false

    /// Where a departure sets off from.
    public enum Departure: Sendable, Equatable {
        /// The route's start, by name.
        case start(String)
        /// The connector just ridden.
        case leave(GuidancePlace)
    }

    /// The maneuver in English, as `route --json` and the tests read it ("Turn left at
    /// Bookworm, walk 20 m (20 s) to Elevator West"); ``GuidanceWords`` says it in the
    /// interface's language.
    public var instruction: String { GuidanceWords(.english).sentence(self) }

    /// Creates a maneuver; the parts a sentence needs (``departure``, ``connector``,
    /// ``target``…) are set after.
    public init(kind: Kind, ordinal: Int, point: Vec2, path: [Vec2], meters: Double, bearing: Double?, landmark: String?) {
        self.kind = kind
        self.ordinal = ordinal
        self.point = point
        self.path = path
        self.meters = meters
        self.bearing = bearing
        self.landmark = landmark
    }
}

/// A place a step names: by its name, or a connector that has none ("the elevator").
public enum GuidancePlace: Sendable, Equatable {
    /// A place by its name ("Elevator East", "Bookworm").
    case named(String)
    /// A connector by its kind, with the number it is labelled by, if any ("the stairs 3203").
    case connector(ConnectorKind, number: String?)
}

/// A remark on a walk, said in brackets after it.
public enum RouteNote: Sendable, Equatable {
    /// A room entered through its wall (no door mapped), from the named space (nil: a corridor).
    case entering(room: String, from: String?)
    /// A room left through its wall (no door mapped), into the named space (nil: a corridor).
    case leaving(room: String, into: String?)
    /// A way outside: out by one entrance, `meters` in the open, in by another.
    case outside(leave: GuidanceEntrance, meters: Double, enter: GuidanceEntrance)
}

/// How a step names an entrance it leaves or enters by.
public enum GuidanceEntrance: Sendable, Equatable {
    /// The opening's own name ("Entrance Nord").
    case named(String)
    /// An unnamed one, by the place it opens into ("the entrance of H&M").
    case of(String)
    /// An unnamed one that opens into no known place ("the entrance").
    case unnamed
}
