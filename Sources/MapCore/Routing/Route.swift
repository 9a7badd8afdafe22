import Localization
import VenueFormats

/// One end of a route: the feature asked for, the unit it is in and where it is.
public struct RouteEndpoint: Sendable, Equatable {
    /// The feature asked for.
    public var handle: FeatureHandle
    /// Its display name.
    public var name: String
    /// Its IMDF id.
    public var id: String
    /// The unit it is in (itself for a unit), by unit index.
    public var unit: Int
    /// The ordinal of that unit.
    public var ordinal: Int
    /// Where the route starts or ends, in local meters: the feature's location.
    public var point: Vec2
}

/// The part of a route on one level: a polyline in local meters.
public struct RouteLeg: Sendable, Equatable {
    /// The ordinal walked on.
    public var ordinal: Int
    /// Start point (or the door stepped out of a connector), the doorways passed, then the end
    /// point (or the door into the next connector).
    public var points: [Vec2]
    /// Its walked length in meters.
    public var meters: Double
    /// The units walked through, in order (unit indices; the start's and end's units included).
    public var units: [Int]
}

/// A change of level.
public struct RouteTransition: Sendable, Equatable {
    /// How the level changes.
    public var kind: ConnectorKind
    /// Floors ridden: levels of the venue passed from `fromOrdinal` to `toOrdinal`.
    public var floors: Int
    /// The level left.
    public var fromOrdinal: Int
    /// The level reached.
    public var toOrdinal: Int
    /// Where it is left: the door into the connector, on `fromOrdinal`.
    public var fromPoint: Vec2
    /// Where it is reached: the door out of the connector, on `toOrdinal`.
    public var toPoint: Vec2
    /// The connector unit boarded, when the route rides one.
    public var unit: Int?
    /// When the connector is mapped on one level only and assumed to lead on, that level.
    public var mappedOnlyOn: Int?
}

/// One instruction.
public struct RouteStep: Sendable, Equatable {
    /// What the step does.
    public enum Action: Sendable, Equatable {
        /// Walk on one level.
        case walk
        /// Change level.
        case change(ConnectorKind, toOrdinal: Int)
    }

    /// What the step does.
    public var action: Action
    /// Plain English, e.g. "Walk 18 m through Lift Lobby West to Elevator West".
    public var instruction: String
    /// Walked meters (0 for a change of level).
    public var meters: Double
    /// The ordinal the step starts on.
    public var ordinal: Int
    /// Walls crossed where no door is mapped, as the instruction words them ("no door mapped:
    /// entering Room 132 from Corridor B"), in order.
    public var notes: [String] = []
    /// The same notes as parts, for ``GuidanceWords`` to say in any language.
    public var remarks: [RouteNote] = []
    /// Where each ``RouteNote/outside(leave:meters:enter:)`` remark leaves the building, in
    /// order: guidance says the note on the maneuver that walks out there, not at the leg's end.
    public var outsideAt: [Vec2] = []
}

/// A route between two features, ready to print and to draw.
///
/// ``totalMeters`` is the walked horizontal length: the sum of the legs, from the start
/// feature's location through the doorways to the end feature's location. Riding an elevator,
/// escalator or stairs adds nothing to it (the floors are in ``floorsChanged``); the router's
/// choice weighs them with ``RouteCosts`` (see ``cost``).
public struct Route: Sendable, Equatable {
    /// Where it starts.
    public var start: RouteEndpoint
    /// Where it ends.
    public var end: RouteEndpoint
    /// Whether it was planned for a wheelchair.
    public var accessible: Bool
    /// The walked parts, in order.
    public var legs: [RouteLeg]
    /// The changes of level, in order.
    public var transitions: [RouteTransition]
    /// The instructions, in order.
    public var steps: [RouteStep]
    /// Walked horizontal meters (level changes count 0).
    public var totalMeters: Double
    /// The ordinals visited, in order (the start's first).
    public var ordinals: [Int]
    /// The router's cost: meters plus the level-change costs of ``RouteCosts``.
    public var cost: Double
    /// The closed features the route goes round, and why (``RouteOptions/status``).
    public var detours: [RouteDetour] = []

    /// Floors climbed or descended in all.
    public var floorsChanged: Int {
        transitions.reduce(0) { $0 + $1.floors }
    }

    /// The walked meters between the first doorway out of the start's unit and the last doorway
    /// into the end's unit: what a hand measurement from door to door counts (0 when both ends
    /// are in one unit).
    public var doorToDoorMeters: Double {
        guard let first = legs.first, let last = legs.last, first.points.count >= 2, last.points.count >= 2,
              start.unit != end.unit else { return 0 }
        let out = first.points[0].distance(to: first.points[1])
        let into = last.points[last.points.count - 1].distance(to: last.points[last.points.count - 2])
        return Swift.max(0, totalMeters - out - into)
    }

    /// The polylines to draw on each ordinal.
    public var linesByOrdinal: [Int: [[Vec2]]] {
        var out: [Int: [[Vec2]]] = [:]
        for leg in legs where leg.points.count >= 2 { out[leg.ordinal, default: []].append(leg.points) }
        return out
    }
}

/// Why there is no route.
public struct RouteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Reason: Sendable, Equatable {
        /// A feature is in no unit, or its unit has no level or shape.
        case notPlaced
        /// A unit has no opening, shared edge or connector to leave or enter it by.
        case noDoors(unit: Int)
        /// Levels are not linked by any usable stairs, elevator, escalator or ramp.
        case noVerticalLink
        /// Only stairs or escalators link the levels, and the route must be accessible.
        case accessibleNeedsLift
        /// The only way crosses non-public or restricted units.
        case restrictedOnly
        /// The two ends lie in parts of the venue that nothing joins.
        case disconnected
    }

    /// The kind of problem.
    public var reason: Reason
    /// What it says, as a code and arguments, for ``text(_:)``.
    public var code: RouteFailureCode
    /// The English sentence (what `route --json` prints), naming the features and levels concerned.
    public var message: String { code.text(.english) }

    /// Creates a failure.
    public init(_ reason: Reason, _ code: RouteFailureCode) {
        self.reason = reason
        self.code = code
    }

    /// What it says in the language of `ui`.
    public func text(_ ui: UIText) -> String { code.text(ui) }

    /// The message.
    public var description: String { message }
}
