import IMDF
import MapCore
import TerminalKit

/// `r`: directions to the selection, from the start chosen before, else from "you are here";
/// without either, the first press makes the selection the start. `R` makes the selection the
/// start. A press with nothing selected clears the route. `a` toggles accessible routes.
func routeKey(_ state: inout AppState) -> [Effect] {
    guard let selection = state.selection else {
        notify(&state, state.route != nil ? "route cleared" : "select a place first (Tab, click or /), then press r")
        state.route = nil
        state.routeStart = nil
        state.guidance = nil
        return []
    }
    if state.routeStart == selection { return startRouteKey(&state) }
    guard let origin = state.routeOrigin else { return startRouteKey(&state) }
    return [.findRoute(awaitNewRoute(&state), from: origin, to: selection, accessible: state.accessibleRoutes)]
}

/// A new route request: the job the state now waits for (an older request's answer is then dropped).
func awaitNewRoute(_ state: inout AppState) -> Job<RouteSearch> {
    let job = state.jobs.next(RouteSearch.self)
    state.awaitedRoute = job
    return job
}

/// `R` (and a first `r` without "you are here"): the selection becomes the route's start.
func startRouteKey(_ state: inout AppState) -> [Effect] {
    guard let selection = state.selection else {
        notify(&state, "select a place first (Tab, click or /), then press R to start a route there")
        return []
    }
    state.routeStart = selection
    state.route = nil
    notify(&state, "route from \(state.env.model.graph.name(of: selection)): select the destination and press r")
    return []
}

/// Shows a route found: its first level, the whole route framed, the card with its steps.
func showRoute(_ state: inout AppState, _ route: Route) {
    state.route = route
    state.routeGuidance = RouteGuidance(route: route, model: state.env.model)
    state.routeStart = nil
    state.cardOpen = true
    if route.start.ordinal != state.ordinal { state.ordinal = route.start.ordinal; state.cycle = []; state.cycleIndex = -1 }
    // Frame the route's line on the level shown (its start), with some surroundings.
    if let box = route.bounds(onOrdinal: state.ordinal) ?? Rect(points: [route.start.point]) {
        frameCamera(&state, on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
    }
    notify(&state, "route: \(Int(route.totalMeters.rounded())) m · PgUp/PgDn shows each level · g step by step · r clears")
    restartGuidance(&state, route)
}

/// Switches accessible routes on or off, and asks for the route shown again.
func toggleAccessible(_ state: inout AppState) -> [Effect] {
    state.accessibleRoutes.toggle()
    notify(&state, state.accessibleRoutes ? "accessible routes: no stairs or escalators" : "routes may use stairs and escalators")
    guard let r = state.route else { return [] }
    let origin: RouteOrigin = r.start.id == "here" ? state.here.map { .here($0) } ?? .place(r.start.handle) : .place(r.start.handle)
    return [.findRoute(awaitNewRoute(&state), from: origin, to: r.end.handle, accessible: state.accessibleRoutes)]
}

extension AppState {
    /// Where the next route starts: the start chosen with `R` (or a first `r`), else "you are here".
    var routeOrigin: RouteOrigin? {
        if let start = routeStart { return .place(start) }
        return here.map { .here($0) }
    }
}
