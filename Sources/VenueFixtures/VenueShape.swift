/// The kind of building a ``SyntheticVenue`` is shaped like.
///
/// Each shape stands for a kind of real venue whose cost differs from the others: the
/// bench and the routing tests run every shape, so a mechanism tuned on one kind of
/// building is measured on the others too.
public enum VenueShape: String, CaseIterable, Sendable, Equatable {
    /// Office strips: a spine corridor and strips of rooms on corridors, every room with a
    /// door (the original synthetic venue).
    case strips
    /// Open-plan office floor plates: short aisles off a main aisle, small offices on both
    /// sides of each aisle and back to back with the next aisle's, long room numbers, and
    /// no opening mapped anywhere (every room is entered through a wall).
    case officePlate = "office-plate"
    /// An airport terminal: a wide concourse with gates, shops and restaurants on both
    /// sides (each with a door), check-in desks, seating and carousels as fixtures, dense
    /// amenities, sections over groups of gates, and venue-wide geofences.
    case terminal
    /// An office building with real vertex statistics (``SyntheticPlan/shapeOfficeBuilding()``):
    /// the office strips on nine-odd floors, with curved façades, chamfered corners,
    /// pilasters on shared walls, round columns standing in the corridors (holes) and named
    /// tenants; about 15 vertices a unit, rooms of 10–150.
    case officeBuilding = "office-building"
    /// An airport terminal whose concourse is a long arc (``SyntheticPlan/shapeCurvedTerminal()``):
    /// every wall along it is curved, the concourse comes in a few pieces of 500–900
    /// vertices with columns (holes), and shops and restaurants have named occupants; about
    /// 45 vertices a unit.
    case curvedTerminal = "curved-terminal"

    /// The number of levels a venue of this shape with `units` units gets by default.
    public func defaultLevels(forUnits units: Int) -> Int {
        switch self {
        case .strips: return SyntheticVenue.defaultLevels(forUnits: units)
        case .officePlate: return max(1, min(40, (units + 150) / 300))   // ~300 units a floor plate
        case .terminal, .curvedTerminal: return units >= 100 ? 2 : 1    // departures over arrivals
        case .officeBuilding: return max(1, min(40, (units + 100) / 200)) // ~200 units a floor
        }
    }
}
