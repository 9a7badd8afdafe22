import Localization
import MapCore

/// How the camera treats the live position, as MapKit's user tracking modes.
public enum FollowMode: Sendable, Equatable, CaseIterable {
    /// The camera stays where the user puts it.
    case free
    /// The camera keeps the position centred and switches to its floor.
    case follow
    /// As ``follow``, and the map turns so that the walking direction points up.
    case followHeading

    /// The next mode for `w`: free → follow → follow with heading → free.
    public var next: FollowMode {
        switch self {
        case .free: return .follow
        case .follow: return .followHeading
        case .followHeading: return .free
        }
    }

    /// How the status line and notes name it, in `ui`'s words.
    public func label(_ ui: UIText) -> String {
        switch self {
        case .free: return ui.livePositionModeFree
        case .follow: return ui.livePositionModeFollow
        case .followHeading: return ui.livePositionModeHeading
        }
    }
}

/// A live position source (`--position`) as the explorer tracks it: what it is, when the
/// last good fix came, the floor it named last, and the follow mode. The position itself
/// is ``PositionState/here``.
public struct LiveTracking: Sendable, Equatable {
    /// After how long without a fix the position is drawn grey with its age.
    public static let staleAfter = Duration.seconds(5)

    /// What the source is, for notes ("gpsd 127.0.0.1:2947", "positions.jsonl").
    public var source: String
    /// The follow mode (`w` cycles it).
    public var follow: FollowMode
    /// The loop clock's time of the last good fix, nil before the first.
    public var lastFixAt: Duration?
    /// The loop clock's time now, as last told (``Action/clock(_:)``, ``Action/live(_:at:)``).
    public var now: Duration = .zero
    /// The floor the source named last (feeds that know the floor); gpsd names none.
    public var feedOrdinal: Int?
    /// Good fixes so far.
    public var fixes = 0

    /// A source not heard from yet.
    public init(source: String, follow: FollowMode = .follow) {
        self.source = source
        self.follow = follow
    }

    /// How long ago the last good fix came, nil before the first.
    public var age: Duration? { lastFixAt.map { now - $0 } }

    /// Whether the last fix is older than ``staleAfter``.
    public var isStale: Bool { (age ?? .zero) > Self.staleAfter }

    /// "last fix 12 s ago" once the fix is stale; "waiting for a position" before the first.
    public var ageText: String? { ageText(.english) }

    /// ``ageText`` in `ui`'s words.
    public func ageText(_ ui: UIText) -> String? {
        guard let age else { return ui.livePositionWaiting }
        guard isStale else { return nil }
        let seconds = Int(age.components.seconds)
        return seconds < 120 ? ui.livePositionLastFixSeconds(count: seconds) : ui.livePositionLastFixMinutes(count: seconds / 60)
    }
}
