import MapCore

extension AppState {
    /// Where the next route starts: the start chosen with `R` (or a first `r`), else "you are here".
    var routeOrigin: RouteOrigin? { route.origin(here: position.here) }

    /// `r`: directions to the selection, from the start chosen before, else from "you are here";
    /// without either, the first press makes the selection the start. A press with nothing
    /// selected clears the route.
    mutating func routeKey() -> [Effect] {
        guard let selected = selection.feature else {
            status.post(route.shown != nil ? "route cleared" : "select a place first (Tab, click or /), then press r")
            route.clear()
            route.start = nil
            return []
        }
        if route.start == selected { return startRouteKey() }
        guard let origin = routeOrigin else { return startRouteKey() }
        return [.findRoute(route.request(&jobs), from: origin, to: selected, accessible: route.accessible, status: route.status)]
    }

    /// `R` (and a first `r` without "you are here"): the selection becomes the route's start.
    mutating func startRouteKey() -> [Effect] {
        guard let selected = selection.feature else {
            status.post(env.ui.noteSelectFirst)
            return []
        }
        route.start = selected
        route.clear()
        status.post(env.ui.noteRouteFrom(place: env.model.graph.name(of: selected)))
        return []
    }

    /// `a`: switches accessible routes on or off, and asks for the route shown again.
    mutating func toggleAccessible() -> [Effect] {
        route.accessible.toggle()
        status.post(route.accessible ? "accessible routes: no stairs or escalators" : "routes may use stairs and escalators")
        return replanShown()
    }

    /// The route shown, asked for again (after a change of options or of the live status).
    mutating func replanShown() -> [Effect] {
        guard let shown = route.shown else { return [] }
        let start = shown.start
        let origin: RouteOrigin = start.id == "here" ? position.here.map { .here($0) } ?? .place(start.handle) : .place(start.handle)
        return [.findRoute(route.request(&jobs), from: origin, to: shown.end.handle, accessible: route.accessible, status: route.status)]
    }

    /// The answer to a route request: shown if it is the one waited for.
    mutating func routeFound(_ found: Route, job: Job<RouteSearch>) {
        guard route.accepts(job) else { return }
        showRoute(found)
    }

    /// A route request failed: if it is the one waited for, no route and why.
    mutating func routeFailed(_ message: String, job: Job<RouteSearch>) {
        guard route.accepts(job) else { return }
        route.clear()
        route.start = nil
        route.statusNote = nil
        status.post("no route: \(message)", alert: true)
    }

    /// Shows a route found: its first level, the whole route framed, the card with its steps;
    /// guidance in progress starts again on it.
    mutating func showRoute(_ found: Route) {
        let restarted = route.show(found, maneuvers: RouteGuidance(route: found, model: env.model))
        selection.cardOpen = true
        show(ordinal: found.start.ordinal)
        // Frame the route's line on the level shown (its start), with some surroundings.
        if let box = found.bounds(onOrdinal: map.ordinal) ?? Rect(points: [found.start.point]) {
            frameCamera(on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
        }
        status.post(env.ui.noteRouteFound(meters: env.ui.number(Int(found.totalMeters.rounded()))))
        // Found again after a change of the live status: that change is what to read.
        status.post(route.statusNote)
        route.statusNote = nil
        if restarted { frameStep() }
    }
}
