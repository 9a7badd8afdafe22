import Foundation

/// Why a wait for a condition ended without it.
public struct WaitTimedOut: Error, CustomStringConvertible {
    /// What was waited for.
    public let what: String
    /// How long.
    public let seconds: TimeInterval
    public var description: String { "timed out after \(seconds) s waiting for \(what)" }
}

/// Checks `condition` every 20 ms until it gives a value or `timeout` seconds have passed:
/// how tests wait for another process (a program in tmux, a server, a pty) to reach a
/// state, never for a fixed time.
///
/// - Returns: The first value `condition` gave.
/// - Throws: ``WaitTimedOut`` when the deadline passed first, or what `condition` threw.
public func waitUntil<T>(_ what: String, timeout: TimeInterval = 10, _ condition: () throws -> T?) throws -> T {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if let value = try condition() { return value }
        if Date() >= deadline { throw WaitTimedOut(what: what, seconds: timeout) }
        usleep(20_000)
    }
}

/// ``waitUntil(_:timeout:_:)`` for a plain condition.
public func waitUntil(_ what: String, timeout: TimeInterval = 10, _ condition: () throws -> Bool) throws {
    _ = try waitUntil(what, timeout: timeout) { try condition() ? true : nil }
}
