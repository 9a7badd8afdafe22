import Localization
import VenueFormats

/// What a route failure says, as a code and its arguments: ``text(_:)`` writes it in any
/// interface language from the catalogue, and ``RouteFailure/message`` is its English text
/// (what `route --json` prints). Names and level short names are the venue's own words.
public indirect enum RouteFailureCode: Sendable, Equatable {
    /// `Bookworm (occupant o1) is not inside any unit on a known level, so no route can start or end there`.
    case featureNotPlaced(name: String, kind: String, id: String)
    /// `none of the 3 places asked for is inside a unit on a known level`.
    case noCandidatePlaced(count: Int)
    /// `none of the 4 matches can be reached; the nearest: …`.
    case noneReachable(count: Int, nearest: RouteFailureCode)
    /// `12.1,5.3 is not inside any unit, so no route can start there: the nearest walkable space …`.
    case hereNotInUnit(name: String, snap: PositionSnap?)
    /// `Room 1 is on level 1, but no stairs, elevator, escalator or ramp links level 1 …`.
    case levelUnlinked(name: String, level: String)
    /// `B (level 2) cannot be reached from A (level G): the spaces reachable from A span levels G, 1 …`.
    case levelPartUnreached(to: String, toLevel: String, from: String, fromLevel: String, levels: [String])
    /// `no walkable way joins A (level G) and B (level G) …; B is joined to no other space`.
    case disconnectedAlone(from: String, fromLevel: String, to: String, toLevel: String, cutOff: String)
    /// `…; B is in a part of the venue joined only to 131, 132 and 2 more`.
    case disconnectedPart(from: String, fromLevel: String, to: String, toLevel: String, cutOff: String,
                          names: [String], more: Int)
    /// `Kitchen is not walkable space: its unit (unit u3, level G) has category nonpublic`;
    /// `inUnit` is the unit's name when the place is a feature inside it.
    case notWalkable(name: String, inUnit: String?, unitID: String, level: String, category: String)
    /// `Room C (unit u4, level G) is an island: no opening is mapped on it …; mapping its door would fix it`.
    case island(name: String, inUnit: String?, unitID: String, level: String, archiveHasNoOpenings: Bool)
    /// `every way from A to B on level G uses stairs, steps or an escalator; there is no step-free route`.
    case noStepFreeWay(from: String, to: String, level: String)
    /// `the accessible route from A to B needs an elevator or ramp between levels G and 1 …`.
    case needsLift(from: String, to: String, lower: String, upper: String)
    /// `the only way from A to B passes through non-public or staff-only spaces (Back Corridor)`.
    case restrictedOnly(from: String, to: String, via: [String])

    /// The sentence in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .featureNotPlaced(let name, let kind, let id):
            return ui.routeFailureFeatureNotPlaced(id: id, kind: FeatureType(rawValue: kind)?.name(ui) ?? kind, name: name)
        case .noCandidatePlaced(let count):
            return ui.routeFailureNoCandidatePlaced(count: count)
        case .noneReachable(let count, let nearest):
            return ui.routeFailureNoneReachable(count: count, reason: nearest.text(ui))
        case .hereNotInUnit(let name, let snap):
            guard let snap else { return ui.routeFailureHereNotInUnit(name: name) }
            return ui.routeFailureHereNotInUnitSnap(name: name, snap: snap.text(ui))
        case .levelUnlinked(let name, let level):
            return ui.routeFailureLevelUnlinked(level: level, name: name)
        case .levelPartUnreached(let to, let toLevel, let from, let fromLevel, let levels):
            return ui.routeFailureLevelPartUnreached(from: from, from_level: fromLevel, levels: levels.joined(separator: ui.listSeparator),
                                                     to: to, to_level: toLevel)
        case .disconnectedAlone(let from, let fromLevel, let to, let toLevel, let cutOff):
            return ui.routeFailureDisconnectedAlone(cut_off: cutOff, from: from, from_level: fromLevel, to: to, to_level: toLevel)
        case .disconnectedPart(let from, let fromLevel, let to, let toLevel, let cutOff, let names, let more):
            let shown = ui.list(names + (more > 0 ? [ui.routeFailureMore(count: more)] : []))
            return ui.routeFailureDisconnectedPart(cut_off: cutOff, from: from, from_level: fromLevel, names: shown, to: to, to_level: toLevel)
        case .notWalkable(let name, let inUnit, let unitID, let level, let category):
            return ui.routeFailureNotWalkable(category: category, level: level, place: Self.place(name, inUnit, ui), unit_id: unitID)
        case .island(let name, let inUnit, let unitID, let level, let noOpenings):
            let place = Self.place(name, inUnit, ui)
            return noOpenings ? ui.routeFailureIslandNoOpenings(level: level, place: place, unit_id: unitID)
                : ui.routeFailureIsland(level: level, place: place, unit_id: unitID)
        case .noStepFreeWay(let from, let to, let level):
            return ui.routeFailureNoStepFreeWay(from: from, level: level, to: to)
        case .needsLift(let from, let to, let lower, let upper):
            return ui.routeFailureNeedsLift(from: from, lower: lower, to: to, upper: upper)
        case .restrictedOnly(let from, let to, let via):
            guard !via.isEmpty else { return ui.routeFailureRestrictedOnly(from: from, to: to) }
            return ui.routeFailureRestrictedOnlyVia(from: from, to: to, via: ui.list(via))
        }
    }

    /// A place, or a feature with the unit it is in: "Bookworm (in Unit 12)".
    private static func place(_ name: String, _ inUnit: String?, _ ui: UIText) -> String {
        inUnit.map { ui.routeFailureInUnit(name: name, unit: $0) } ?? name
    }
}

extension PositionSnap {
    /// ``sentence`` in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        let meters = ui.number(Swift.max(1, Int(distance.rounded())))
        return snapped ? ui.positionSnapNear(meters: meters, place: unitName) : ui.positionSnapFar(meters: meters, place: unitName)
    }
}
