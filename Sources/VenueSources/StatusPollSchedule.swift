import Foundation

/// When to poll a live status feed next, politely: every ``interval`` while it answers; after
/// a refusal (429, 5xx) or a failure, twice as long each time up to ``maximumBackoff``, and
/// never sooner than the server's `Retry-After`. A feed with no good answer for
/// ``staleAfter`` is stale: its last records stay in force and the user is told.
public struct StatusPollSchedule: Sendable, Equatable {
    /// The seconds between two polls of a healthy feed (`--status-interval`, 60 by default).
    public let interval: TimeInterval
    /// The longest wait after failures.
    public let maximumBackoff: TimeInterval
    /// How long without a good answer makes the feed stale (three polls, at least a minute).
    public var staleAfter: TimeInterval { max(3 * interval, 60) }

    /// Failures in a row since the last good answer.
    public private(set) var failures = 0
    /// When the feed last answered (a 200 or a 304), or nil.
    public private(set) var lastAnswer: Date?

    /// The default interval between polls.
    public static let defaultInterval: TimeInterval = 60

    /// A schedule polling every `interval` seconds, backing off to at most `maximumBackoff`.
    public init(interval: TimeInterval = StatusPollSchedule.defaultInterval, maximumBackoff: TimeInterval = 900) {
        self.interval = interval
        self.maximumBackoff = max(interval, maximumBackoff)
    }

    /// The feed answered at `now`: the seconds until the next poll.
    public mutating func answered(at now: Date) -> TimeInterval {
        failures = 0
        lastAnswer = now
        return interval
    }

    /// The feed failed or refused: the seconds until the next poll (doubling, capped, at least `retryAfter`).
    public mutating func failed(retryAfter: TimeInterval? = nil) -> TimeInterval {
        failures += 1
        let backoff = min(maximumBackoff, interval * pow(2, Double(min(failures, 20))))
        return max(backoff, retryAfter ?? 0)
    }

    /// Whether, at `now`, the feed has gone without a good answer for too long (`since`: when
    /// polling began, for a feed that never answered).
    public func isStale(at now: Date, since start: Date) -> Bool {
        now.timeIntervalSince(lastAnswer ?? start) > staleAfter
    }
}
