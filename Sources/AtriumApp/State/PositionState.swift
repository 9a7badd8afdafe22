import Localization
import MapCore

/// "You are here" and the live source that moves it: the position (from `--here` or the last
/// good fix) and the source's tracking and follow mode.
public struct PositionState: Equatable, Sendable {
    /// "You are here" (`--here`, or the last good live fix): drawn on the map; routes start
    /// there unless a start is chosen.
    public var here: HerePosition?
    /// The live position source (`--position`) and the follow mode, or nil without one.
    public var live: LiveTracking?

    /// No position.
    public init() {}

    /// A live source's event at the loop clock's time: a good fix moves "you are here" (returns
    /// true); a bad one, a problem or news leaves the last good position. The note to show, if any.
    public mutating func receive(_ event: LiveFeedEvent, at now: Duration, model: MapModel, shownOrdinal: Int,
                                 ui: UIText = .english) -> (moved: Bool, notice: Notice?) {
        guard var live else { return (false, nil) }
        live.now = now
        defer { self.live = live }
        switch event {
        case .fix(let fix):
            let position: HerePosition
            do {
                position = try model.livePosition(fix, shownOrdinal: shownOrdinal, feedOrdinal: live.feedOrdinal)
            } catch {
                return (false, Notice(error.text(ui), alert: true))
            }
            if fix.namesFloor { live.feedOrdinal = position.ordinal }
            let first = live.fixes == 0
            live.fixes += 1
            live.lastFixAt = now
            let previousSnap = here?.snap
            here = position
            if let snap = position.snap, snap.unit != previousSnap?.unit || snap.snapped != previousSnap?.snapped {
                // Said once as the fix leaves the units (or comes near another), not on every fix.
                return (true, Notice(snap.text(ui), alert: !snap.snapped))
            }
            return (true, first ? Notice(ui.livePositionFrom(source: live.source)) : nil)
        case .problem(let text):
            return (false, Notice(text, alert: true))
        case .status(let text):
            return (false, Notice(text))
        case .statusFeed:
            return (false, nil)
        }
    }

    /// The loop clock's time: ages the last fix.
    public mutating func clock(_ now: Duration) {
        live?.now = now
    }

    /// `w`: free → follow → follow with heading → free; the note saying which.
    public mutating func cycleFollow(ui: UIText = .english) -> Notice {
        guard var live else { return Notice(ui.livePositionNone) }
        live.follow = live.follow.next
        self.live = live
        var text = live.follow.label(ui)
        if live.follow == .followHeading && here?.heading == nil { text = ui.livePositionNoHeadingYet(mode: text) }
        if here == nil { text += " · " + ui.livePositionWaiting }
        return Notice(text)
    }

    /// Where the camera should be while following: the position, its floor, and the heading to
    /// point up (follow with heading); nil when not following or there is no position.
    public var followTarget: (here: HerePosition, heading: Double?)? {
        guard let live, live.follow != .free, let here else { return nil }
        return (here, live.follow == .followHeading ? here.heading : nil)
    }

    /// After a key or mouse event other than `w`: moving the camera or the floor by hand drops a
    /// follow mode back to free (turning it, follow with heading back to follow), as on a phone.
    public mutating func release(moved: Bool, turned: Bool, ui: UIText = .english) -> Notice? {
        guard var live, live.follow != .free else { return nil }
        if moved {
            live.follow = .free
            self.live = live
            return Notice(ui.livePositionReleasedFree)
        } else if live.follow == .followHeading, turned {
            live.follow = .follow
            self.live = live
            return Notice(ui.livePositionReleasedFollow)
        }
        return nil
    }
}
