import Foundation

/// Asked, often, whether the user wants to stop (Ctrl-C): the command line backs it with the
/// signal flag its handler sets; tests with a flag of their own. Waits poll it every 50 ms.
public struct Cancellation: Sendable {
    /// The signal that asked to stop, or nil.
    public let signal: @Sendable () -> Int32?

    /// A cancellation that asks `signal`.
    public init(signal: @escaping @Sendable () -> Int32?) { self.signal = signal }

    /// Never cancelled.
    public static let never = Cancellation { nil }

    /// Throws ``SourceError/cancelled(_:)`` when a stop was asked.
    public func check() throws {
        if let s = signal() { throw SourceError.cancelled(s) }
    }
}

/// Time for the politeness rules and waits: the machine's clock in use, a scripted one in tests.
public protocol SourceClock: Sendable {
    /// Seconds on a monotonic clock.
    func now() -> TimeInterval
    /// Waits `seconds` (or returns early, throwing, when `cancellation` asks to stop).
    func sleep(_ seconds: TimeInterval, cancellation: Cancellation) throws
}

/// The machine's monotonic clock; sleeps in 50 ms steps so Ctrl-C is noticed at once.
public struct SystemClock: SourceClock {
    public init() {}
    public func now() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    public func sleep(_ seconds: TimeInterval, cancellation: Cancellation) throws {
        let end = now() + seconds
        while true {
            try cancellation.check()
            let left = end - now()
            if left <= 0 { return }
            usleep(useconds_t(min(left, 0.05) * 1e6))
        }
    }
}
