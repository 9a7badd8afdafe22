import Logging
import NIOCore
import Synchronization

/// Log lines about connections that never log in (connects, refusals, closes at the login
/// grace, disconnects), rate-limited: a flood from many addresses must not fill the log.
///
/// In each window the first `burst` lines of a kind are logged as they come; the rest are
/// counted, and when the window ends one summary line per kind says how many there were and
/// from how many addresses ("refused 4,210 connections from 20 addresses in the last 60 s").
/// Lines about logged-in clients are never held back.
final class ChurnLog: Sendable {
    /// What a line is about.
    enum Kind: CaseIterable, Sendable {
        /// A connection turned away before SSH.
        case refused
        /// Connects, closes and disconnects of connections that are not logged in.
        case unauthenticated
    }

    private struct Tally {
        var logged = 0
        var held = 0
        var sources: Set<String> = []
    }

    private struct State {
        var windowStart: NIODeadline
        var tallies: [Kind: Tally] = [:]
    }

    /// Lines of one kind logged per window before the rest are only counted.
    let burst: Int
    /// The length of a window.
    let window: TimeAmount
    /// Most distinct addresses counted per kind and window (the count says "at least").
    let maxSources = 10_000
    private let logger: Logger
    private let state: Mutex<State>

    /// A rate limiter writing to `logger`.
    init(logger: Logger, burst: Int = 20, window: TimeAmount = .seconds(60), now: NIODeadline = .now()) {
        self.logger = logger
        self.burst = burst
        self.window = window
        self.state = Mutex(State(windowStart: now))
    }

    /// Logs `message` (about a connection from `source`) unless this window's burst of `kind` is spent.
    func info(_ kind: Kind, _ message: @autoclosure () -> String, source: String, now: NIODeadline = .now()) {
        let (summaries, write) = state.withLock { state -> ([String], Bool) in
            let summaries = roll(&state, now: now)
            var tally = state.tallies[kind, default: Tally()]
            let write = tally.logged < burst
            if write { tally.logged += 1 } else { tally.held += 1 }
            if tally.sources.count < maxSources { tally.sources.insert(source) }
            state.tallies[kind] = tally
            return (summaries, write)
        }
        summaries.forEach { logger.info("\($0)") }
        if write { logger.info("\(message())") }
    }

    /// Ends the window if it is over, logging its summaries (call it now and then: a timer).
    func flush(now: NIODeadline = .now()) {
        let summaries = state.withLock { roll(&$0, now: now) }
        summaries.forEach { logger.info("\($0)") }
    }

    private func roll(_ state: inout State, now: NIODeadline) -> [String] {
        guard now - state.windowStart >= window else { return [] }
        let seconds = window.nanoseconds / 1_000_000_000
        let lines = Kind.allCases.compactMap { kind -> String? in
            guard let tally = state.tallies[kind], tally.held > 0 else { return nil }
            let addresses = Self.count(tally.sources.count, "address", "addresses")
            switch kind {
            case .refused:
                return "refused \(Self.count(tally.held + tally.logged, "connection", "connections")) from \(addresses) "
                    + "in the last \(seconds) s (\(tally.logged) logged above)"
            case .unauthenticated:
                return "not logged: \(Self.count(tally.held, "line", "lines")) about connections that did not log in, "
                    + "from \(addresses), in the last \(seconds) s"
            }
        }
        state.windowStart = now
        state.tallies = [:]
        return lines
    }

    /// "1 address", "4,210 connections".
    static func count(_ n: Int, _ one: String, _ many: String) -> String {
        let digits = String(n)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return "\(grouped) \(n == 1 ? one : many)"
    }
}
