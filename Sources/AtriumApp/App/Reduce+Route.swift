import IMDF
import MapCore
import TerminalKit

/// `r`: the first press makes the selection the start; with a start set, a press on another
/// selection asks for a route there (an ``Effect``). `a` toggles accessible routes.
func routeKey(_ state: inout AppState) -> [Effect] {
    guard let selection = state.selection else {
        notify(&state, state.route != nil ? "route cleared" : "select a place first (Tab, click or /), then press r")
        state.route = nil
        state.routeStart = nil
        return []
    }
    let g = state.env.model.graph
    guard let start = state.routeStart, start != selection else {
        state.routeStart = selection
        state.route = nil
        notify(&state, "route from \(g.name(of: selection)): select the destination and press r")
        return []
    }
    return [.findRoute(from: start, to: selection, accessible: state.accessibleRoutes)]
}

/// Shows a route found: its first level, the whole route framed, the card with its steps.
func showRoute(_ state: inout AppState, _ route: Route) {
    state.route = route
    state.routeStart = nil
    state.cardOpen = true
    if route.start.ordinal != state.ordinal { state.ordinal = route.start.ordinal; state.cycle = []; state.cycleIndex = -1 }
    // Frame the route's line on the level shown (its start), with some surroundings.
    if let box = route.bounds(onOrdinal: state.ordinal) ?? Rect(points: [route.start.point]) {
        frameCamera(&state, on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
    }
    notify(&state, "route: \(Int(route.totalMeters.rounded())) m · PgUp/PgDn shows each level · r clears")
}

/// Switches accessible routes on or off, and asks for the route shown again.
func toggleAccessible(_ state: inout AppState) -> [Effect] {
    state.accessibleRoutes.toggle()
    notify(&state, state.accessibleRoutes ? "accessible routes: no stairs or escalators" : "routes may use stairs and escalators")
    guard let r = state.route else { return [] }
    return [.findRoute(from: r.start.handle, to: r.end.handle, accessible: state.accessibleRoutes)]
}
