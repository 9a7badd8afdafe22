import MapCore

extension AppState {
    /// `g`: enters step-by-step guidance on the route shown (framing its first step), or leaves it.
    mutating func guidanceKey() {
        if let notice = route.toggleGuidance(ui: env.ui) { status.post(notice) } else { frameStep() }
    }

    /// Shows the current maneuver: its level, the camera fitting its walk (or its point).
    mutating func frameStep() {
        guard let m = route.guidance?.current else { return }
        show(ordinal: m.ordinal)
        let box = Rect(points: m.path) ?? Rect(min: m.point, max: m.point)
        frameCamera(on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
    }

    /// After a live fix, with step-by-step guidance on: the step the position is on becomes the one
    /// shown (framed when the camera is not following the position), the card counts down the
    /// meters, and a position off the route asks for a route from it to the same destination
    /// ("rerouting"), once until the answer comes.
    mutating func followGuidance() -> [Effect] {
        guard let here = position.here else { return [] }
        switch route.follow(here, ui: env.ui) {
        case .unchanged:
            return []
        case .reroute(let destination):
            status.post(env.ui.guidanceNoteRerouting, alert: true)
            return [.findRoute(route.request(&jobs), from: .here(here), to: destination, accessible: route.accessible, status: route.status)]
        case .stepped(let notice):
            status.post(notice)
            if (position.live?.follow ?? .free) == .free { frameStep() }
            return []
        }
    }
}
