import NIOCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Server-wide bookkeeping shared by all event loops: the session cap, the
/// live children and the open connections (so `stop()` can reach them).
final class SessionRegistry: Sendable {
    private struct State {
        var reservedSessions = 0
        var sessionsByClient: [String: Int] = [:]
        var children: [pid_t: ChildProcess] = [:]
        var connections: [ObjectIdentifier: Channel] = [:]
        var isStopping = false
        var runningSessions = 0
    }

    /// Most explorers at once.
    let maxSessions: Int
    /// Most TCP connections at once, authenticated or not.
    let maxConnections: Int
    /// Most explorers at once for one client (key, or address with `--public`).
    let maxPerClient: Int
    private let state = Mutex(State())

    /// Why a session slot was not given.
    enum Refusal: Equatable {
        /// Every slot of the server is taken (or it is stopping).
        case server
        /// The client already runs `maxPerClient` sessions.
        case client
    }

    /// A registry for at most `maxSessions` explorers, `maxPerClient` per
    /// client and `maxConnections` connections.
    init(maxSessions: Int, maxConnections: Int, maxPerClient: Int) {
        self.maxSessions = maxSessions
        self.maxConnections = maxConnections
        self.maxPerClient = max(1, maxPerClient)
    }

    /// Takes a session slot for `client`; nil on success, else why not.
    func reserveSession(for client: String) -> Refusal? {
        state.withLock { state in
            guard !state.isStopping, state.reservedSessions < maxSessions else { return .server }
            guard state.sessionsByClient[client, default: 0] < maxPerClient else { return .client }
            state.reservedSessions += 1
            state.sessionsByClient[client, default: 0] += 1
            return nil
        }
    }

    /// Gives back a slot taken by `reserveSession(for:)`.
    func releaseSession(for client: String) {
        state.withLock { state in
            state.reservedSessions -= 1
            let left = state.sessionsByClient[client, default: 1] - 1
            state.sessionsByClient[client] = left > 0 ? left : nil
        }
    }

    /// Records a running child so `stop()` can find it.
    func add(_ child: ChildProcess) {
        state.withLock { $0.children[child.pid] = child }
    }

    /// Forgets a reaped child and frees its session slot (taken for `client`).
    func remove(_ child: ChildProcess, client: String) {
        let known = state.withLock { $0.children.removeValue(forKey: child.pid) != nil }
        if known { releaseSession(for: client) }
    }

    /// Session channels whose explorer started and that are not closed yet.
    var runningSessions: Int { state.withLock { $0.runningSessions } }

    /// A session channel started its explorer (`+1`) or closed (`-1`).
    func sessionChannel(opened: Bool) {
        state.withLock { $0.runningSessions += opened ? 1 : -1 }
    }

    /// The children not yet reaped.
    var liveChildren: [ChildProcess] { state.withLock { Array($0.children.values) } }

    /// Records a new connection; false when there are too many or the server is stopping.
    func add(_ connection: Channel) -> Bool {
        state.withLock { state in
            guard !state.isStopping, state.connections.count < maxConnections else { return false }
            state.connections[ObjectIdentifier(connection)] = connection
            return true
        }
    }

    /// Forgets a closed connection.
    func remove(_ connection: Channel) {
        state.withLock { _ = $0.connections.removeValue(forKey: ObjectIdentifier(connection)) }
    }

    /// The open connections.
    var connections: [Channel] { state.withLock { Array($0.connections.values) } }

    /// Refuses anything new from now on and returns the open connections.
    func beginStopping() -> [Channel] {
        state.withLock { state in
            state.isStopping = true
            return Array(state.connections.values)
        }
    }

    /// Whether `beginStopping()` has been called.
    var isStopping: Bool { state.withLock { $0.isStopping } }
}
