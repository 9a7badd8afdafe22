import MapCore
import TerminalKit

/// `g`: enters step-by-step guidance on the route shown, or leaves it.
func guidanceKey(_ state: inout AppState) {
    dropStaleGuidance(&state)
    if state.guidance != nil {
        state.guidance = nil
        notify(&state, "step-by-step guidance off")
        return
    }
    guard let route = state.route else {
        notify(&state, "no route: press r on a destination first, then g for step-by-step guidance")
        return
    }
    state.guidance = GuidanceSession(guidance: guidance(for: route, state))
    frameStep(&state)
}

/// The maneuvers of a route: those made when it was shown, else made now.
func guidance(for route: Route, _ state: AppState) -> RouteGuidance {
    if let g = state.routeGuidance, state.route == route { return g }
    return RouteGuidance(route: route, model: state.env.model)
}

/// The keys of step-by-step guidance: Space or Enter the next step, Backspace the previous,
/// Home and End the first and last, Esc leaves. Returns false for a key it leaves to the map
/// (pan, zoom, levels and the rest still work).
func guidanceStepKey(_ state: inout AppState, _ key: Key) -> Bool {
    dropStaleGuidance(&state)
    guard var session = state.guidance else { return false }
    let last = session.guidance.maneuvers.count - 1
    switch key {
    case .char(" "), .enter: session.step += 1
    case .backspace: session.step -= 1
    case .home: session.step = 0
    case .end: session.step = last
    case .escape:
        state.guidance = nil
        notify(&state, "step-by-step guidance off")
        return true
    default: return false
    }
    if session.step > last || session.step < 0 {
        notify(&state, session.step > last ? "last step: you have arrived" : "first step")
        return true
    }
    session.progress = nil
    state.guidance = session
    frameStep(&state)
    return true
}

/// Guidance ends with its route, however the route went (cleared, or replaced by a search's
/// selection or a new start).
func dropStaleGuidance(_ state: inout AppState) {
    if state.route == nil { state.guidance = nil }
}

/// Shows the current maneuver: its level, the camera fitting its walk (or its point).
func frameStep(_ state: inout AppState) {
    guard let m = state.guidance?.current else { return }
    if m.ordinal != state.ordinal {
        state.ordinal = m.ordinal
        state.cycle = []
        state.cycleIndex = -1
    }
    let box = Rect(points: m.path) ?? Rect(min: m.point, max: m.point)
    frameCamera(&state, on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
}

/// After a new route is shown: guidance in progress starts again on it (a re-planned route).
func restartGuidance(_ state: inout AppState, _ route: Route) {
    guard state.guidance != nil else { return }
    state.guidance = GuidanceSession(guidance: guidance(for: route, state))
    frameStep(&state)
}

/// After a live fix, with step-by-step guidance on: the step the position is on becomes the one
/// shown (framed when the camera is not following the position), the card counts down the
/// meters, and a position off the route asks for a route from it to the same destination
/// ("rerouting"), once until the answer comes.
func followGuidance(_ state: inout AppState) -> [Effect] {
    dropStaleGuidance(&state)
    guard var session = state.guidance, let route = state.route, let here = state.here else { return [] }
    let progress = RouteProgress(guidance: session.guidance, position: here, previousStep: session.progress?.step)
    let before = session.step
    session.progress = progress
    if progress.offRoute {
        state.guidance = session
        guard !state.findingRoute else { return [] }
        notify(&state, "off the route: rerouting…", alert: true)
        return [.findRoute(awaitNewRoute(&state), from: .here(here), to: route.end.handle, accessible: state.accessibleRoutes)]
    }
    session.step = progress.step
    state.guidance = session
    guard progress.step != before else { return [] }
    if progress.arrived {
        notify(&state, "you have arrived at \(route.end.name)")
    } else if let m = session.current {
        notify(&state, m.instruction)
    }
    if (state.live?.follow ?? .free) == .free { frameStep(&state) }
    return []
}
