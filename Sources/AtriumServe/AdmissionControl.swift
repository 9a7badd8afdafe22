import NIOCore
import Synchronization

/// Who gets to speak SSH, in the spirit of OpenSSH's `MaxStartups`,
/// `PerSourceMaxStartups` and `PerSourcePenalties`, and who may hold a login.
///
/// Before authentication:
/// - At most `perSource` unauthenticated connections from one client address
///   (IPv4 address, or IPv6 /64), so one address cannot fill the server.
/// - Random early drop: once `dropStart` unauthenticated connections are open
///   in total, a new one from an address that already has one is refused with a
///   probability rising from 30 % to 100 % at `dropFull`.
/// - Fairness for fresh addresses: an address with no unauthenticated
///   connection open is never dropped. When the server is full, it takes the
///   place of the oldest silent startup (its client has sent nothing) of the
///   address holding the most silent ones, else of the oldest startup of the
///   address holding the most; that connection is closed. A flood from many
///   addresses keeps itself busy, not the server, and a client in the middle of
///   logging in is not pushed out.
/// - Penalties: an address whose connections end without authenticating after
///   failed attempts (or silently at the login grace), or break a limit after
///   logging in (channel floods), gets a strike; from the third strike on, its new
///   connections are refused for 1, 2, 4 … seconds, at most 10 minutes. A login from the
///   address forgives its failed logins, not the limits it broke. A connection the SSH
///   layer ends for a protocol violation (paramiko asking for `ssh-userauth` again before
///   its next key) is no strike: its failed attempts are added up instead, and every
///   ``AuthLimits/failures`` of them make one.
///
/// After authentication:
/// - At most `perSourceLogins` authenticated connections from one address (a
///   share of all connections), and at most `idleLoginsPerSource` of them without a
///   running explorer; a login past either is refused, but never struck: its client
///   proved who it is.
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
        /// The address holds this many authenticated connections already.
        case logins(Int)
        /// The address holds this many authenticated connections that run no explorer.
        case idleLogins(Int)
        /// The server holds as many connections as it can serve (checked outside admission control).
        case tooManyConnections

        var description: String {
            switch self {
            case .perSource(let limit): return "more than \(limit) unauthenticated connections from this address"
            case .earlyDrop(let open): return "random early drop (\(open) unauthenticated connections open)"
            case .full(let limit): return "\(limit) unauthenticated connections open"
            case .penalised(let seconds): return "address penalised for repeated failures (\(seconds)s left)"
            case .logins(let limit): return "\(limit) logged-in connections from this address already"
            case .idleLogins(let limit): return "\(limit) logged-in connections without a session from this address already"
            case .tooManyConnections: return "too many connections"
            }
        }

        /// The line the client is sent before the connection closes, ahead of any SSH version
        /// string (RFC 4253, 4.2 lets a server send other lines first; OpenSSH's client shows
        /// them with `-v` as "kex_exchange_identification: banner line 0: …").
        var clientLine: String {
            switch self {
            case .penalised(let seconds):
                return "atrium: too many failed logins from your address; try again in \(seconds) s\r\n"
            default:
                return "atrium: server busy, try again in a few seconds\r\n"
            }
        }
    }

    /// An admitted unauthenticated connection, as ``admit(_:now:evict:)`` hands it out.
    struct Ticket: Hashable, Sendable {
        fileprivate let number: UInt64
    }

    /// The answer to ``admit(_:now:evict:)``.
    enum Admission: Equatable {
        /// Admitted; give the ticket back when the connection authenticates or closes.
        case admitted(Ticket)
        /// Turned away.
        case refused(Refusal)

        /// The refusal, or nil when admitted.
        var refusal: Refusal? {
            if case .refused(let refusal) = self { return refusal }
            return nil
        }

        /// The ticket, or nil when refused.
        var ticket: Ticket? {
            if case .admitted(let ticket) = self { return ticket }
            return nil
        }
    }

    private struct Record {
        var strikes = 0
        /// Strikes for failed logins, which a later success forgives (limit breaks are not).
        var failedLogins = 0
        /// Failed attempts on connections ended for a protocol violation, not yet a strike.
        var violationFailures = 0
        var blockedUntil = NIODeadline.uptimeNanoseconds(0)
        var lastSeen = NIODeadline.now()
    }

    private struct Startup {
        let source: String
        let evict: @Sendable () -> Void
        /// Whether the client has sent anything yet (a silent one is evicted first).
        var spoke = false
    }

    private struct State {
        var startups: [UInt64: Startup] = [:]
        var unauthenticated: [String: Int] = [:]
        var total = 0
        var nextTicket: UInt64 = 0
        var logins: [String: Int] = [:]
        var idleLogins: [String: Int] = [:]
        var records: [String: Record] = [:]
    }

    /// Unauthenticated connections allowed per address; also the most logged-in
    /// connections without an explorer per address.
    let perSource: Int
    /// Total unauthenticated connections where random early drop begins.
    let dropStart: Int
    /// Total unauthenticated connections refused outright.
    let dropFull: Int
    /// Authenticated connections allowed per address.
    let perSourceLogins: Int
    /// Authenticated connections without a running explorer allowed per address.
    let idleLoginsPerSource: Int
    /// Most addresses remembered for penalties.
    let maxRecords: Int
    private let state = Mutex(State())
    private let random: @Sendable () -> Double

    /// A policy; `random` returns a number in 0..<1 (replaceable in tests).
    /// `idleLoginsPerSource` defaults to `perSource`.
    init(perSource: Int, dropStart: Int, dropFull: Int, perSourceLogins: Int = .max, idleLoginsPerSource: Int? = nil,
         maxRecords: Int = 10_000, random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.perSource = max(1, perSource)
        self.idleLoginsPerSource = max(1, idleLoginsPerSource ?? perSource)
        self.dropFull = max(1, dropFull)
        self.dropStart = min(max(1, dropStart), self.dropFull)
        self.perSourceLogins = max(1, perSourceLogins)
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
    /// `evict` closes the connection should a fresh address need its place later.
    func admit(_ source: String, now: NIODeadline = .now(), evict: @escaping @Sendable () -> Void = {}) -> Admission {
        let (admission, victim) = state.withLock { state -> (Admission, (@Sendable () -> Void)?) in
            if let record = state.records[source], record.blockedUntil > now {
                let seconds = Int(((record.blockedUntil - now).nanoseconds + 999_999_999) / 1_000_000_000)
                return (.refused(.penalised(seconds: seconds)), nil)
            }
            let fromSource = state.unauthenticated[source, default: 0]
            if fromSource >= perSource { return (.refused(.perSource(perSource)), nil) }
            var victim: (@Sendable () -> Void)?
            if fromSource == 0 {
                if state.total >= dropFull { victim = Self.evictHeaviest(in: &state) }
            } else {
                if state.total >= dropFull { return (.refused(.full(dropFull)), nil) }
                if state.total >= dropStart {
                    let span = Double(max(1, dropFull - dropStart))
                    let probability = 0.3 + 0.7 * Double(state.total - dropStart) / span
                    if random() < probability { return (.refused(.earlyDrop(open: state.total)), nil) }
                }
            }
            state.nextTicket += 1
            state.startups[state.nextTicket] = Startup(source: source, evict: evict)
            state.unauthenticated[source] = fromSource + 1
            state.total += 1
            return (.admitted(Ticket(number: state.nextTicket)), victim)
        }
        victim?()
        return admission
    }

    /// Forgets the oldest startup of the address holding the most, and returns how to close it.
    private static func evictHeaviest(in state: inout State) -> (@Sendable () -> Void)? {
        // Silent connections first: a client in the middle of logging in has spoken.
        let silent = state.startups.filter { !$0.value.spoke }
        let pool = silent.isEmpty ? state.startups : silent
        var counts: [String: Int] = [:]
        for startup in pool.values { counts[startup.source, default: 0] += 1 }
        guard let most = counts.values.max() else { return nil }
        let candidates = pool.filter { counts[$0.value.source] == most }
        guard let oldest = candidates.keys.min(), let startup = release(oldest, in: &state) else { return nil }
        return startup.evict
    }

    /// The client of an admitted connection sent its first bytes: it is evicted only after
    /// every silent one.
    func spoke(_ ticket: Ticket) {
        state.withLock { $0.startups[ticket.number]?.spoke = true }
    }

    /// An admitted connection authenticated: it no longer counts as a startup, its address is
    /// forgiven, and it counts as a login without a session. Returns why the login is refused
    /// instead when the address holds too many (no strike: the client proved who it is).
    func authenticated(_ ticket: Ticket, now: NIODeadline = .now()) -> Refusal? {
        state.withLock { state in
            guard let source = Self.release(ticket.number, in: &state)?.source else { return nil }
            if state.logins[source, default: 0] >= perSourceLogins {
                return .logins(perSourceLogins)
            }
            if state.idleLogins[source, default: 0] >= idleLoginsPerSource {
                return .idleLogins(idleLoginsPerSource)
            }
            state.logins[source, default: 0] += 1
            state.idleLogins[source, default: 0] += 1
            Self.forgiveFailedLogins(of: source, in: &state)
            return nil
        }
    }

    /// A login of `source` started its first explorer (`running`) or ended its last one.
    func login(of source: String, running: Bool) {
        state.withLock { state in
            Self.adjust(&state.idleLogins, source, by: running ? -1 : 1)
        }
    }

    /// A login of `source` closed; `idle` when it ran no explorer at the time.
    func loginClosed(_ source: String, idle: Bool) {
        state.withLock { state in
            Self.adjust(&state.logins, source, by: -1)
            if idle { Self.adjust(&state.idleLogins, source, by: -1) }
        }
    }

    private static func adjust(_ counts: inout [String: Int], _ key: String, by delta: Int) {
        let value = counts[key, default: 0] + delta
        counts[key] = value > 0 ? value : nil
    }

    /// An authenticated connection that broke a limit (channel floods): a strike against its
    /// address, counted like failed logins.
    func strike(_ source: String, now: NIODeadline = .now()) {
        state.withLock { state in addStrike(source, now: now, in: &state) }
    }

    /// An admitted connection closed before authenticating; `failed` when it
    /// failed to authenticate or stayed silent until the login grace ran out.
    /// Nothing happens for a ticket already given back (an evicted connection).
    func closedUnauthenticated(_ ticket: Ticket, failed: Bool, now: NIODeadline = .now()) {
        state.withLock { state in
            guard let source = Self.release(ticket.number, in: &state)?.source, failed else { return }
            addStrike(source, now: now, failedLogin: true, in: &state)
        }
    }

    /// An admitted connection the SSH layer closed for a protocol violation before it
    /// authenticated, after `failures` failed attempts: no strike of its own; the attempts
    /// are added up for its address, and each ``AuthLimits/failures`` of them is one strike
    /// (as a connection that used all its attempts would be).
    func closedForViolation(_ ticket: Ticket, failures: Int, now: NIODeadline = .now()) {
        state.withLock { state in
            guard let source = Self.release(ticket.number, in: &state)?.source, failures > 0 else { return }
            var record = state.records[source] ?? Record()
            if now - record.lastSeen > .hours(1) { record = Record() }
            record.violationFailures += failures
            record.lastSeen = now
            state.records[source] = record
            while state.records[source, default: Record()].violationFailures >= AuthLimits.failures {
                state.records[source]?.violationFailures -= AuthLimits.failures
                addStrike(source, now: now, failedLogin: true, in: &state)
            }
        }
    }

    private static func forgiveFailedLogins(of source: String, in state: inout State) {
        guard var record = state.records[source] else { return }
        record.strikes -= record.failedLogins
        record.failedLogins = 0
        record.violationFailures = 0
        state.records[source] = record.strikes > 0 ? record : nil
    }

    private func addStrike(_ source: String, now: NIODeadline, failedLogin: Bool = false, in state: inout State) {
        var record = state.records[source] ?? Record()
        if now - record.lastSeen > .hours(1) { record = Record() }
        record.strikes += 1
        if failedLogin { record.failedLogins += 1 }
        record.lastSeen = now
        if record.strikes >= 3 {
            let seconds = min(600, 1 << min(record.strikes - 3, 10))
            record.blockedUntil = now + .seconds(Int64(seconds))
        }
        state.records[source] = record
        if state.records.count > maxRecords { forgetOldest(in: &state, now: now) }
    }

    /// How long to hold back the answer to a connection's `attempt`-th failed password or
    /// `none` attempt: nothing for the first three, then 0.5, 1 and 2 s. A refused public key
    /// is never held back (an agent offering its keys one by one is not guessing).
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

    /// Logged-in connections of `source` open now, and those without an explorer.
    func logins(of source: String) -> (open: Int, idle: Int) {
        state.withLock { ($0.logins[source, default: 0], $0.idleLogins[source, default: 0]) }
    }

    @discardableResult
    private static func release(_ number: UInt64, in state: inout State) -> Startup? {
        guard let startup = state.startups.removeValue(forKey: number) else { return nil }
        adjust(&state.unauthenticated, startup.source, by: -1)
        state.total -= 1
        return startup
    }

    private func forgetOldest(in state: inout State, now: NIODeadline) {
        state.records = state.records.filter { $0.value.blockedUntil > now }
        guard state.records.count > maxRecords else { return }
        let oldest = state.records.sorted { $0.value.lastSeen < $1.value.lastSeen }
        for (key, _) in oldest.prefix(state.records.count - maxRecords) { state.records[key] = nil }
    }
}
