import VenueFormats
import MapCore
import Render
import Localization

/// The overlay the scene draws for a route: lines per level and marks where it changes level.
func overlay(_ route: Route, graph: VenueGraph, ascii: Bool) -> RouteOverlay {
    var marks: [Int: [(point: Vec2, text: String)]] = [:]
    for t in route.transitions {
        let up = t.toOrdinal > t.fromOrdinal
        let arrow = ascii ? (up ? "^" : "v") : (up ? "▲" : "▼")
        marks[t.fromOrdinal, default: []].append((t.fromPoint, arrow + graph.shortName(ordinal: t.toOrdinal)))
        marks[t.toOrdinal, default: []].append((t.toPoint, (ascii ? "from " : "◆") + graph.shortName(ordinal: t.fromOrdinal)))
    }
    return RouteOverlay(lines: route.linesByOrdinal, marks: marks,
                        start: (route.start.ordinal, route.start.point), end: (route.end.ordinal, route.end.point))
}

/// The card for a route: its maneuvers as a person would say them (else its steps), the levels
/// and the total, in the interface's language.
func routeCard(_ route: Route, guidance: RouteGuidance? = nil, graph: VenueGraph, ui: UIText = .english) -> PlaceCard {
    let levels = route.ordinals.map { graph.shortName(ordinal: $0) }.joined(separator: " → ")
    let words = GuidanceWords(ui)
    var sub = ui.routeCardWalked(distance: words.distance(route.totalMeters), levels: levels)
    if route.accessible { sub = ui.routeCardAccessible(summary: sub) }
    let steps = guidance.map { $0.maneuvers.map { ($0.ordinal, words.sentence($0)) } } ?? route.steps.map { ($0.ordinal, $0.instruction) }
    let lines = steps.enumerated().map { "\($0.offset + 1). [\(graph.shortName(ordinal: $0.element.0))] \($0.element.1)" }
    return PlaceCard(title: ui.routeCardTitle(from: route.start.name, to: route.end.name), subtitle: sub, lines: lines, hint: ui.routeCardHint)
}
