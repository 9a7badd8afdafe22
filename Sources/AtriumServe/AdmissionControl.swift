import NIOCore
import Synchronization

/// Who gets to speak SSH before authenticating, in the spirit of OpenSSH's
/// `MaxStartups`, `PerSourceMaxStartups` and `PerSourcePenalties`.
///
/// - At most `perSource` unauthenticated connections from one client address
///   (IPv4 address, or IPv6 /64), so one address cannot fill the server.
/// - Random early drop: once `dropStart` unauthenticated connections are open
///   in total, a new one is refused with a probability rising from 30 % to
///   100 % at `dropFull`.
/// - Penalties: an address whose connections end without authenticating after
///   failed attempts (or silently at the login grace) gets a strike; from the
///   third strike on, its new connections are refused for 1, 2, 4 … seconds,
///   at most 10 minutes. A success from the address clears its record.
/// - Growing delays: within a connection, each failed attempt is answered
///   later than the last (0.25 s, 0.5 s, 1 s … at most 4 s).
final class AdmissionControl: Sendable {
    /// Why a connection was turned away.
    enum Refusal: Equatable, CustomStringConvertible {
        /// The address has too many unauthenticated connections open.
        case perSource(Int)
        /// Random early drop near the global cap.
        case earlyDrop(open: Int)
        /// The global cap of unauthenticated connections is reached.
        case full(Int)
        /// The address is penalised for this many more seconds.
        case penalised(seconds: Int)

        var description: String {
            switch self {
            case .perSource(let limit): return "more than \(limit) unauthenticated connections from this address"
            case .earlyDrop(let open): return "random early drop (\(open) unauthenticated connections open)"
            case .full(let limit): return "\(limit) unauthenticated connections open"
            case .penalised(let seconds): return "address penalised for repeated failures (\(seconds)s left)"
            }
        }
    }

    private struct Record {
        var strikes = 0
        var blockedUntil = NIODeadline.uptimeNanoseconds(0)
        var lastSeen = NIODeadline.now()
    }

    private struct State {
        var unauthenticated: [String: Int] = [:]
        var total = 0
        var records: [String: Record] = [:]
    }

    /// Unauthenticated connections allowed per address.
    let perSource: Int
    /// Total unauthenticated connections where random early drop begins.
    let dropStart: Int
    /// Total unauthenticated connections refused outright.
    let dropFull: Int
    /// Most addresses remembered for penalties.
    let maxRecords: Int
    private let state = Mutex(State())
    private let random: @Sendable () -> Double

    /// A policy; `random` returns a number in 0..<1 (replaceable in tests).
    init(perSource: Int, dropStart: Int, dropFull: Int, maxRecords: Int = 10_000,
         random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.perSource = max(1, perSource)
        self.dropFull = max(1, dropFull)
        self.dropStart = min(max(1, dropStart), self.dropFull)
        self.maxRecords = maxRecords
        self.random = random
    }

    /// The key penalties and per-source counts use: the IPv4 address, or the
    /// first four groups (the /64) of an IPv6 address.
    static func sourceKey(_ ip: String) -> String {
        guard ip.contains(":") else { return ip }
        if ip.hasPrefix("::ffff:"), ip.contains(".") { return String(ip.dropFirst(7)) }
        let groups = expandIPv6(ip)
        return groups.prefix(4).joined(separator: ":") + "::/64"
    }

    private static func expandIPv6(_ ip: String) -> [String] {
        let halves = ip.components(separatedBy: "::")
        let head = halves[0].split(separator: ":").map(String.init)
        let tail = halves.count > 1 ? halves[1].split(separator: ":").map(String.init) : []
        let missing = max(0, 8 - head.count - tail.count)
        return head + Array(repeating: "0", count: missing) + tail
    }

    /// Admits a new unauthenticated connection from `source` (a `sourceKey`), or says why not.
    func admit(_ source: String, now: NIODeadline = .now()) -> Refusal? {
        state.withLock { state in
            if let record = state.records[source], record.blockedUntil > now {
                return .penalised(seconds: Int(((record.blockedUntil - now).nanoseconds + 999_999_999) / 1_000_000_000))
            }
            let fromSource = state.unauthenticated[source, default: 0]
            if fromSource >= perSource { return .perSource(perSource) }
            if state.total >= dropFull { return .full(dropFull) }
            if state.total >= dropStart {
                let span = Double(max(1, dropFull - dropStart))
                let probability = 0.3 + 0.7 * Double(state.total - dropStart) / span
                if random() < probability { return .earlyDrop(open: state.total) }
            }
            state.unauthenticated[source] = fromSource + 1
            state.total += 1
            return nil
        }
    }

    /// An admitted connection authenticated: it no longer counts as a startup, and its address is forgiven.
    func authenticated(_ source: String) {
        state.withLock { state in
            Self.release(source, in: &state)
            state.records[source] = nil
        }
    }

    /// An authenticated connection that broke a limit (channel floods): a strike against its
    /// address, counted like failed logins.
    func strike(_ source: String, now: NIODeadline = .now()) {
        state.withLock { state in addStrike(source, now: now, in: &state) }
    }

    /// An admitted connection closed before authenticating; `failed` when it
    /// failed to authenticate or stayed silent until the login grace ran out.
    func closedUnauthenticated(_ source: String, failed: Bool, now: NIODeadline = .now()) {
        state.withLock { state in
            Self.release(source, in: &state)
            guard failed else { return }
            addStrike(source, now: now, in: &state)
        }
    }

    private func addStrike(_ source: String, now: NIODeadline, in state: inout State) {
        var record = state.records[source] ?? Record()
        if now - record.lastSeen > .hours(1) { record.strikes = 0 }
        record.strikes += 1
        record.lastSeen = now
        if record.strikes >= 3 {
            let seconds = min(600, 1 << min(record.strikes - 3, 10))
            record.blockedUntil = now + .seconds(Int64(seconds))
        }
        state.records[source] = record
        if state.records.count > maxRecords { forgetOldest(in: &state, now: now) }
    }

    /// How long to hold back the answer to a connection's `attempt`-th failed authentication:
    /// nothing for the first three (an agent offering its keys one by one), then 0.5, 1 and
    /// 2 s: all ten attempts (``AuthLimits``) fit well inside the 20 s login grace, so a
    /// client whose right key is its tenth still gets in.
    static func failureDelay(attempt: Int) -> TimeAmount {
        guard attempt > 3 else { return .zero }
        return .milliseconds(Int64(min(2000, 500 << min(attempt - 4, 2))))
    }

    /// Whether new connections from `source` are refused for now.
    func isPenalised(_ source: String, now: NIODeadline = .now()) -> Bool {
        state.withLock { ($0.records[source]?.blockedUntil ?? now) > now }
    }

    /// Unauthenticated connections open now (for tests and logs).
    var unauthenticatedCount: Int { state.withLock { $0.total } }

    private static func release(_ source: String, in state: inout State) {
        guard let count = state.unauthenticated[source] else { return }
        state.unauthenticated[source] = count > 1 ? count - 1 : nil
        state.total -= 1
    }

    private func forgetOldest(in state: inout State, now: NIODeadline) {
        state.records = state.records.filter { $0.value.blockedUntil > now }
        guard state.records.count > maxRecords else { return }
        let oldest = state.records.sorted { $0.value.lastSeen < $1.value.lastSeen }
        for (key, _) in oldest.prefix(state.records.count - maxRecords) { state.records[key] = nil }
    }
}
