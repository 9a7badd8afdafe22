/// A place the walking graph can pass through.
public struct WalkNode: Sendable {
    /// What the node stands for.
    public enum Kind: Sendable, Equatable {
        /// An IMDF opening (index into ``IMDF/IMDFArchive/openings``).
        case opening(Int)
        /// A virtual doorway on an edge shared by two open units (unit indices).
        case doorway(Int, Int)
        /// The inside of a unit used as a hub: the shaft of a connector, or a unit named by a
        /// relationship (unit index).
        case hub(Int)
        /// Where a unit with no mapped opening is entered through a wall it shares with
        /// walkable space: the unit (`room`) and the unit on the other side (`from`), or nil
        /// when that side is the level's unmapped floor (see ``floor(_:)``).
        case wallEntry(room: Int, from: Int?)
        /// A point of a level's unmapped floor — the space inside the level outline that no unit
        /// covers, which many archives leave as their corridors — next to a doorway (ordinal).
        case floor(Int)
    }

    /// What it stands for.
    public var kind: Kind
    /// Where it is, in local meters: the middle of the doorway, or the hub unit's label point.
    public var point: Vec2
    /// The ordinal it is on.
    public var ordinal: Int
    /// The doorway's width as a segment, for straightening the route; nil for hubs.
    public var span: (Vec2, Vec2)?
}

/// How an edge is travelled.
public enum WalkEdgeKind: Sendable, Equatable {
    /// Walking through a unit (unit index), or along a relationship on one level (nil).
    case walk(unit: Int?)
    /// Stepping into a connector to ride it.
    case board(ConnectorKind)
    /// Leaving a connector on a level.
    case alight(ConnectorKind)
    /// Riding a connector over some floors.
    case ride(ConnectorKind, floors: Int)
}

/// Conditions on an edge, checked against ``RouteOptions``.
public struct EdgeTraits: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates traits from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Uses stairs, an escalator or steps: left out of accessible routes.
    public static let notAccessible = EdgeTraits(rawValue: 1)
    /// Crosses a `nonpublic` unit or one with a restriction: left out unless allowed.
    public static let restricted = EdgeTraits(rawValue: 2)
    /// Walks across an enclosed room (not circulation) between two mapped doors: allowed, at
    /// ``RouteCosts/roomFactor`` times its length, so corridors come first.
    public static let throughRoom = EdgeTraits(rawValue: 4)
    /// Walks inside an enclosed room to or from a place where no door is mapped (a wall,
    /// suite or gap entry): a last resort for through-traffic, at ``RouteCosts/wallFactor``
    /// times its length plus ``RouteCosts/wallPassage``. Start and end rooms never pay it.
    public static let throughWall = EdgeTraits(rawValue: 8)
    /// Rides a connector mapped on one level only, assumed to lead to the next
    /// (``WalkingGraph/assumedConnectors``): the route step says so.
    public static let assumed = EdgeTraits(rawValue: 16)
    /// Walks outside between the entrances of parts that nothing indoors joins.
    public static let outdoors = EdgeTraits(rawValue: 32)
}

/// A directed edge of the walking graph.
public struct WalkEdge: Sendable {
    /// The node it leads to.
    public var to: Int
    /// Its straight-line length in meters (0 for a ride between stacked shafts).
    public var length: Double
    /// How it is travelled.
    public var kind: WalkEdgeKind
    /// Conditions on using it.
    public var traits: EdgeTraits
    /// Points walked through between the two ends (around corners), in order; empty for a
    /// straight edge.
    public var via: [Vec2] = []
}

/// Choices for one route.
public struct RouteOptions: Sendable, Equatable {
    /// Avoid stairs, escalators and steps.
    public var accessible: Bool
    /// Allow passing through non-public and restricted units (start and end units are always allowed).
    public var allowRestricted: Bool
    /// What changing level costs.
    public var costs: RouteCosts
    /// The live status in force: closed lifts, escalators, stairs and doors are left out, and
    /// the route says why it goes another way (``Route/detours``).
    public var status = VenueStatus()

    /// Creates options.
    public init(accessible: Bool = false, allowRestricted: Bool = false, costs: RouteCosts = .standard) {
        self.accessible = accessible
        self.allowRestricted = allowRestricted
        self.costs = costs
    }

    /// Whether an edge may be used.
    public func permits(_ traits: EdgeTraits) -> Bool {
        !(accessible && traits.contains(.notAccessible)) && !(!allowRestricted && traits.contains(.restricted))
    }

    /// The cost of an edge: its length (weighted for rooms, see ``RouteCosts``) plus
    /// boarding and per-floor costs.
    public func cost(of edge: WalkEdge) -> Double {
        switch edge.kind {
        case .walk:
            if edge.traits.contains(.throughWall) { return edge.length * costs.wallFactor + costs.wallPassage }
            if edge.traits.contains(.throughRoom) { return edge.length * costs.roomFactor }
            return edge.length
        case .alight: return edge.length
        case .board(let k): return edge.length + costs.boarding(k)
        case .ride(let k, let floors): return edge.length + costs.perFloor(k) * Double(floors)
        }
    }
}
