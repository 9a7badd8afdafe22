import Localization
import VenueFormats

/// One floor of the whole-building view (the explorer's `b`, `atrium render --floors`): what it
/// holds, the matches of the search or filter on it, and the route's legs on it.
public struct FloorSummary: Sendable, Equatable {
    /// The floor's ordinal.
    public var ordinal: Int
    /// Its short name, as the level bar shows it ("G", "C+").
    public var shortName: String
    /// Its name ("Ground Floor").
    public var name: String
    /// Named places on it: occupants, units with a name and no occupant, kiosks and amenities.
    public var places: Int
    /// Whether nothing at all is mapped on it (no unit, opening, amenity, occupant or kiosk).
    public var isEmpty: Bool
    /// Matches of the search or the category filter on it (nil: none is active).
    public var matches: Int?
    /// The route's legs on it, as "leg 2 · 45 m", in route order.
    public var legs: [String]

    /// Every floor of a venue, highest first, with the matches per ordinal of the search or
    /// filter (nil when none is active) and the route (if any).
    public static func all(graph g: VenueGraph, matches: [Int: Int]?, route: Route?) -> [FloorSummary] {
        g.floors.reversed().map { f in
            let c = g.contents(ordinal: f.ordinal)
            // A shop's unit and its occupant are one place.
            let named = c.units.filter { g.occupantsOfUnit[$0] == nil && g.language.text(g.archive.units[$0].name)?.isEmpty == false }.count
            var legs: [String] = []
            for (k, leg) in (route?.legs ?? []).enumerated() where leg.ordinal == f.ordinal {
                legs.append("leg \(k + 1) · \(Int(leg.meters.rounded())) m")
            }
            return FloorSummary(ordinal: f.ordinal, shortName: g.pickerLabel(ordinal: f.ordinal), name: g.levelName(ordinal: f.ordinal),
                                places: named + c.occupants.count + c.kiosks.count + c.amenities.count,
                                isEmpty: g.isEmptyFloor(ordinal: f.ordinal),
                                matches: matches.map { $0[f.ordinal] ?? 0 }, legs: legs)
        }
    }

    /// What the floor holds: "24 places · 3 matches · route: leg 1 · 40 m", or "(nothing mapped)".
    public var line: String { line(.english) }

    /// ``line`` in the interface language `ui`.
    public func line(_ ui: UIText) -> String {
        var parts: [String] = []
        parts.append(isEmpty ? ui.floorsNothingMapped : ui.floorsPlaces(count: places))
        if let m = matches { parts.append(ui.floorsMatches(count: m)) }
        if !legs.isEmpty { parts.append(ui.floorsRoute(legs: legs.joined(separator: ", "))) }
        return parts.joined(separator: " · ")
    }
}
