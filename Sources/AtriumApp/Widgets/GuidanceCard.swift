import VenueFormats
import MapCore
import Localization

/// The card of step-by-step guidance: the maneuver shown, the next one, and what is left, in
/// the interface's language.
func guidanceCard(_ session: GuidanceSession, graph: VenueGraph, ascii: Bool, ui: UIText = .english) -> PlaceCard {
    let ms = session.guidance.maneuvers
    guard let m = session.current else {
        return PlaceCard(title: ui.guidanceCardTitle, subtitle: "", lines: [], hint: ui.guidanceCardHintLeave)
    }
    let words = GuidanceWords(ui)
    let level = graph.shortName(ordinal: m.ordinal)
    var left = session.guidance.metersRemaining(from: session.step)
    var parts: [String] = []
    if let p = session.progress {
        left = p.routeMetersRemaining
        if p.offRoute {
            parts.append(ui.guidanceCardOffRoute)
        } else if !p.arrived, m.meters > 0 {
            parts.append(ui.guidanceCardStepLeft(distance: words.distance(p.stepMetersRemaining)))
        }
    }
    parts.append(m.kind == .arrive ? ui.guidanceCardArrived : ui.guidanceCardToGo(distance: words.distance(left)))
    var lines = [(ascii ? "> " : "▶ ") + words.sentence(m)]
    if session.step + 1 < ms.count { lines.append("  " + ui.guidanceCardThen(step: words.sentence(ms[session.step + 1]))) }
    return PlaceCard(title: ui.guidanceCardStep(level: level, number: ui.number(session.step + 1), total: ui.number(ms.count)),
                     subtitle: parts.joined(separator: " · "), lines: lines, hint: ui.guidanceCardHint)
}

/// The mark on the map at the turn shown: its step number (departures, level changes and the
/// arrival already have the route's own marks there).
func guidanceMark(_ session: GuidanceSession, ascii: Bool) -> (ordinal: Int, point: Vec2, text: String)? {
    guard let m = session.current, case .turn = m.kind else { return nil }
    return (m.ordinal, m.point, (ascii ? ">" : "▶") + String(session.step + 1))
}
