import VenueFormats
import MapCore

/// The card of step-by-step guidance: the maneuver shown, the next one, and what is left.
func guidanceCard(_ session: GuidanceSession, graph: VenueGraph, ascii: Bool) -> PlaceCard {
    let ms = session.guidance.maneuvers
    guard let m = session.current else {
        return PlaceCard(title: "Guidance", subtitle: "", lines: [], hint: "g leaves")
    }
    let level = graph.shortName(ordinal: m.ordinal)
    var left = session.guidance.metersRemaining(from: session.step)
    var sub = ""
    if let p = session.progress {
        left = p.routeMetersRemaining
        if p.offRoute { sub = "off the route · " } else if !p.arrived, m.meters > 0 { sub = "\(Int(p.stepMetersRemaining.rounded())) m left on this step · " }
    }
    sub += m.kind == .arrive ? "arrived" : "\(Int(left.rounded())) m to go"
    var lines = [(ascii ? "> " : "▶ ") + m.instruction]
    if session.step + 1 < ms.count { lines.append("  then: " + ms[session.step + 1].instruction) }
    return PlaceCard(title: "Step \(session.step + 1) of \(ms.count) · level \(level)", subtitle: sub, lines: lines,
                     hint: "Space/Enter next · Backspace back · g or Esc leaves")
}

/// The mark on the map at the turn shown: its step number (departures, level changes and the
/// arrival already have the route's own marks there).
func guidanceMark(_ session: GuidanceSession, ascii: Bool) -> (ordinal: Int, point: Vec2, text: String)? {
    guard let m = session.current, case .turn = m.kind else { return nil }
    return (m.ordinal, m.point, (ascii ? ">" : "▶") + String(session.step + 1))
}
