/// How the walking graph treats a unit, decided by its IMDF category.
///
/// - `void`: not walkable at all (`opentobelow`, walls and other structure, vegetation).
/// - `open`: open-plan circulation (walkways, lobbies, unenclosed areas, parking…): entered
///   through openings and also through any edge of 1 m or more shared with another open unit.
/// - `connector`: changes level (elevator, stairs, escalator, ramp, moving walkway): entered
///   through its openings; when it has none on its level, through edges shared with open units.
/// - `room`: everything else (rooms, shops, restrooms, offices…): entered only through openings.
public enum SpaceClass: Sendable, Equatable {
    /// Not walkable.
    case void
    /// Open-plan circulation space.
    case open
    /// A way between levels.
    case connector(ConnectorKind)
    /// An enclosed space.
    case room

    /// Unit categories that cannot be walked on.
    static let voidCategories: Set<String> = [
        "opentobelow", "structure", "column", "brick", "concrete", "drywall", "glass", "wood", "vegetation",
        "walkway.island",
    ]
    /// Unit categories of open-plan circulation.
    static let openCategories: Set<String> = [
        "walkway", "lobby", "unenclosedarea", "footbridge", "platform", "parking", "terrace", "waitingroom", "steps",
    ]
    /// Unit categories a wheelchair cannot cross on one level.
    static let steppedCategories: Set<String> = ["steps"]

    /// The class of a unit category (case-insensitive).
    public init(category: String) {
        let c = category.lowercased()
        if let kind = ConnectorKind(rawValue: c) {
            self = .connector(kind)
        } else if Self.voidCategories.contains(c) {
            self = .void
        } else if Self.openCategories.contains(c) {
            self = .open
        } else {
            self = .room
        }
    }

    /// Whether people can walk in it.
    public var isWalkable: Bool { self != .void }

    /// The connector kind, when it is one.
    public var connector: ConnectorKind? {
        if case .connector(let k) = self { return k }
        return nil
    }
}

/// A kind of vertical connection, named as IMDF names the unit and relationship categories.
public enum ConnectorKind: String, Sendable, CaseIterable {
    /// A lift.
    case elevator
    /// A staircase.
    case stairs
    /// An escalator (treated as running both ways: IMDF units carry no direction).
    case escalator
    /// A ramp between levels.
    case ramp
    /// A moving walkway that changes level.
    case movingwalkway

    /// Whether a wheelchair user can take it: elevators, ramps and moving walkways.
    public var isAccessible: Bool { self != .stairs && self != .escalator }

    /// Whether people walk through it on one level (stairs and ramps have landings; lifts and
    /// escalators are only ridden).
    var allowsWalkingThrough: Bool { self == .stairs || self == .ramp || self == .movingwalkway }

    /// The words used in instructions: "the elevator", "the stairs"…
    public var phrase: String {
        switch self {
        case .elevator: return "the elevator"
        case .stairs: return "the stairs"
        case .escalator: return "the escalator"
        case .ramp: return "the ramp"
        case .movingwalkway: return "the moving walkway"
        }
    }
}
