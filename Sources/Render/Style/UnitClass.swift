import Localization

/// How a unit is drawn, derived from its IMDF category.
///
/// IMDF has 63 unit categories; the map needs about a dozen looks. Unknown or
/// non-IMDF categories fall back to ``room`` so that they still read as spaces.
public enum UnitClass: String, CaseIterable, Sendable {
    /// Corridors, lobbies and other circulation space.
    case walkway
    /// Rooms, shops, offices and other enclosed spaces.
    case room
    /// Restrooms of every kind.
    case restroom
    /// Elevator shafts.
    case elevator
    /// Stairs and steps.
    case stairs
    /// Escalators and moving walkways.
    case escalator
    /// Staff-only or otherwise non-public space.
    case nonpublic
    /// Voids that look down to the floor below.
    case opentobelow
    /// Walls, columns and other solid material.
    case structure
    /// Parking areas and roads.
    case parking
    /// Food service, kitchens and similar.
    case food
    /// Outdoor greenery and terraces.
    case outdoor

    /// The class of an IMDF unit category (case-insensitive, any suffix after a dot).
    public init(category: String) {
        let c = category.lowercased()
        let head = c.split(separator: ".").first.map(String.init) ?? c
        switch head {
        case "walkway", "lobby", "footbridge", "unenclosedarea", "platform", "waitingroom":
            self = .walkway
        case "restroom", "shower", "mothersroom":
            self = .restroom
        case "elevator":
            self = .elevator
        case "stairs", "steps", "ramp":
            self = .stairs
        case "escalator", "movingwalkway":
            self = .escalator
        case "nonpublic", "serverroom", "storage", "mailroom", "kitchen":
            self = .nonpublic
        case "opentobelow":
            self = .opentobelow
        case "structure", "column", "brick", "concrete", "drywall", "glass", "wood", "wall":
            self = .structure
        case "parking", "road":
            self = .parking
        case "foodservice":
            self = .food
        case "vegetation", "terrace", "fieldofplay":
            self = .outdoor
        default:
            self = .room
        }
    }

    /// What the class is, in a few words, for the legend, in `ui`'s language.
    public func meaning(_ ui: UIText) -> String {
        switch self {
        case .walkway: return ui.legendAreaWalkway
        case .room: return ui.legendAreaRoom
        case .restroom: return ui.legendAreaRestroom
        case .elevator: return ui.legendAreaElevator
        case .stairs: return ui.legendAreaStairs
        case .escalator: return ui.legendAreaEscalator
        case .nonpublic: return ui.legendAreaNonpublic
        case .opentobelow: return ui.legendAreaOpentobelow
        case .structure: return ui.legendAreaStructure
        case .parking: return ui.legendAreaParking
        case .food: return ui.legendAreaFood
        case .outdoor: return ui.legendAreaOutdoor
        }
    }

    /// What the class is, in English.
    public var meaning: String { meaning(.english) }

    /// Whether people walk through it (used for labels and routes).
    public var isCirculation: Bool { self == .walkway || self == .escalator || self == .stairs || self == .elevator }
}
