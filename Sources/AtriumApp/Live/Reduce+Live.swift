import Localization
import VenueFormats
import MapCore

extension AppState {
    /// A live source's event at the loop clock's time `now`: a fix moves "you are here" (and the
    /// camera, when following, and guidance's step); a problem or news gives one note and the
    /// last good position stays.
    mutating func receive(_ event: LiveFeedEvent, at now: Duration) -> [Effect] {
        if case .statusFeed(let records, let time) = event { return receiveStatus(records, at: time) }
        let (moved, notice) = position.receive(event, at: now, model: env.model, shownOrdinal: map.ordinal, ui: env.ui)
        status.post(notice)
        if moved { applyFollow() }
        if case .fix = event { return followGuidance() }
        return []
    }

    /// `w`: free → follow → follow with heading → free.
    mutating func cycleFollow() {
        status.post(position.cycleFollow(ui: env.ui))
        applyFollow()
    }

    /// Keeps the position centred (and on its floor) while following; turns the map so the
    /// walking direction points up with heading.
    mutating func applyFollow() {
        guard let target = position.followTarget else { return }
        let (here, heading) = target
        if here.ordinal != map.ordinal {
            show(ordinal: here.ordinal)
            status.post(env.ui.noteLevel(level: env.model.graph.levelDescription(ordinal: here.ordinal)))
        }
        map.center(on: env.model.projection.unproject(here.point), heading: heading)
    }

    /// After a key or mouse event other than `w`: moving the camera or the floor by hand drops a
    /// follow mode back to free (turning it, follow with heading back to follow), as on a phone.
    mutating func releaseFollow(camera before: Camera, ordinal: Int) {
        let c = map.camera
        let moved = c.center != before.center || c.distance != before.distance || map.ordinal != ordinal
        status.post(position.release(moved: moved, turned: c.heading != before.heading, ui: env.ui))
    }
}

/// What the status line says about "you are here": the follow mode, the floor when it is not
/// the one shown, and the fix's age once old. Nil when there is nothing to say.
func positionStatus(_ state: AppState) -> String? {
    var parts: [String] = []
    let ui = state.env.ui
    if let live = state.position.live {
        if live.follow != .free { parts.append(live.follow.label(ui)) }
        if let age = live.ageText(ui) { parts.append(age) }
    }
    if let here = state.position.here, here.ordinal != state.map.ordinal {
        parts.append(ui.livePositionYouAreOn(level: state.env.model.graph.pickerLabel(ordinal: here.ordinal)))
    }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
}
