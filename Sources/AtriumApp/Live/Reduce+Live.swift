import IMDF
import MapCore
import TerminalKit

/// A live source's event at the loop clock's time `now`: a fix moves "you are here" (and the
/// camera, when following); a problem or news gives one note and the last good position stays.
func reduceLive(_ state: inout AppState, _ event: LiveFeedEvent, at now: Duration) {
    guard var live = state.live else { return }
    live.now = now
    switch event {
    case .fix(let fix):
        let position: HerePosition
        do {
            position = try state.env.model.livePosition(fix, shownOrdinal: state.ordinal, feedOrdinal: live.feedOrdinal)
        } catch {
            state.live = live
            notify(&state, error.description, alert: true)
            return
        }
        if fix.namesFloor { live.feedOrdinal = position.ordinal }
        let first = live.fixes == 0
        live.fixes += 1
        live.lastFixAt = now
        state.live = live
        state.here = position
        if first { notify(&state, "position from \(live.source) · w: follow mode") }
        applyFollow(&state)
    case .problem(let text):
        state.live = live
        notify(&state, text, alert: true)
    case .status(let text):
        state.live = live
        notify(&state, text)
    }
}

/// The loop clock's time: ages the last fix.
func reduceClock(_ state: inout AppState, _ now: Duration) {
    state.live?.now = now
}

/// `w`: free → follow → follow with heading → free.
func cycleFollow(_ state: inout AppState) {
    guard var live = state.live else {
        notify(&state, "no live position: start with --position gpsd or --position FILE")
        return
    }
    live.follow = live.follow.next
    state.live = live
    var text = live.follow.label
    if live.follow == .followHeading && state.here?.heading == nil { text += " (no heading yet)" }
    if state.here == nil { text += " · waiting for a position" }
    notify(&state, text)
    applyFollow(&state)
}

/// Keeps the position centred (and on its floor) while following; turns the map so the
/// walking direction points up with heading.
func applyFollow(_ state: inout AppState) {
    guard let live = state.live, live.follow != .free, let here = state.here else { return }
    if here.ordinal != state.ordinal {
        state.ordinal = here.ordinal
        state.cycle = []
        state.cycleIndex = -1
        notify(&state, "Level " + state.env.model.graph.levelDescription(ordinal: here.ordinal))
    }
    state.camera.center = state.env.model.projection.unproject(here.point)
    if live.follow == .followHeading, let heading = here.heading { state.camera.heading = heading }
}

/// After a key or mouse event other than `w`: moving the camera or the floor by hand drops a
/// follow mode back to free (turning it, follow with heading back to follow), as on a phone.
func releaseFollow(_ state: inout AppState, camera before: Camera, ordinal: Int) {
    guard var live = state.live, live.follow != .free else { return }
    let c = state.camera
    if c.center != before.center || c.distance != before.distance || state.ordinal != ordinal {
        live.follow = .free
        state.live = live
        notify(&state, "free · w follows your position again")
    } else if live.follow == .followHeading, c.heading != before.heading {
        live.follow = .follow
        state.live = live
        notify(&state, "follow (the map no longer turns with you)")
    }
}

/// What the status line says about "you are here": the follow mode, the floor when it is not
/// the one shown, and the fix's age once old. Nil when there is nothing to say.
func positionStatus(_ state: AppState) -> String? {
    var parts: [String] = []
    if let live = state.live {
        if live.follow != .free { parts.append(live.follow.label) }
        if let age = live.ageText { parts.append(age) }
    }
    if let here = state.here, here.ordinal != state.ordinal {
        parts.append("you are on " + state.env.model.graph.pickerLabel(ordinal: here.ordinal))
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
}
