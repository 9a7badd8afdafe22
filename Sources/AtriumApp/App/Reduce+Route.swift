import IMDF
import MapCore
import Render

/// `r`: the first press makes the selection the start; with a start set, a press on another
/// selection routes there. `a` toggles accessible routes.
func routeKey(_ state: inout AppState) {
    guard let selection = state.selection else {
        notify(&state, state.route != nil ? "route cleared" : "select a place first (Tab, click or /), then press r")
        state.route = nil
        state.routeStart = nil
        return
    }
    let g = state.env.model.graph
    guard let start = state.routeStart, start != selection else {
        state.routeStart = selection
        state.route = nil
        notify(&state, "route from \(g.name(of: selection)): select the destination and press r")
        return
    }
    computeRoute(&state, from: start, to: selection)
}

/// Computes and shows a route, or says why there is none.
func computeRoute(_ state: inout AppState, from start: FeatureHandle, to end: FeatureHandle) {
    let router = state.env.routing.router(for: state.env.model)
    do {
        let route = try router.route(from: start, to: end, options: RouteOptions(accessible: state.accessibleRoutes))
        state.route = route
        state.routeStart = nil
        state.cardOpen = true
        if route.start.ordinal != state.ordinal { state.ordinal = route.start.ordinal; state.cycle = []; state.cycleIndex = -1 }
        // Frame the whole route, every level's leg, so each leg is in view when changing level.
        let points = route.linesByOrdinal.values.flatMap { $0.flatMap { $0 } } + [route.start.point, route.end.point]
        if var box = Rect(points: points) {
            box = box.insetBy(max(4, (20 - max(box.width, box.height)) / 2))
            frameCamera(&state, on: box, padding: 0.2)
        }
        notify(&state, "route: \(Int(route.totalMeters.rounded())) m · PgUp/PgDn shows each level · r clears")
    } catch {
        state.route = nil
        state.routeStart = nil
        notify(&state, "no route: \(error.message)", alert: true)
    }
}

/// Recomputes the route after the accessible mode changed.
func toggleAccessible(_ state: inout AppState) {
    state.accessibleRoutes.toggle()
    notify(&state, state.accessibleRoutes ? "accessible routes: no stairs or escalators" : "routes may use stairs and escalators")
    if let r = state.route { computeRoute(&state, from: r.start.handle, to: r.end.handle) }
}

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

/// The card for a route: steps with distances, the levels and the total.
func routeCard(_ route: Route, graph: VenueGraph) -> PlaceCard {
    let levels = route.ordinals.map { graph.shortName(ordinal: $0) }.joined(separator: " → ")
    var sub = "\(Int(route.totalMeters.rounded())) m walked · levels \(levels)"
    if route.accessible { sub += " · accessible" }
    let lines = route.steps.enumerated().map { "\($0.offset + 1). [\(graph.shortName(ordinal: $0.element.ordinal))] \($0.element.instruction)" }
    return PlaceCard(title: "Route: \(route.start.name) → \(route.end.name)", subtitle: sub, lines: lines, hint: "r clear · a accessible · Esc close")
}
