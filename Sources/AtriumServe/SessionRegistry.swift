import NIOCore

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
        var children: [pid_t: ChildProcess] = [:]
        var connections: [ObjectIdentifier: Channel] = [:]
        var isStopping = false
    }

    /// Most explorers at once.
    let maxSessions: Int
    /// Most TCP connections at once, authenticated or not.
    let maxConnections: Int
    private let state = Locked(State())

    /// A registry for at most `maxSessions` explorers.
    init(maxSessions: Int) {
        self.maxSessions = maxSessions
        self.maxConnections = max(2 * maxSessions, maxSessions + 8)
    }

    /// Takes a session slot; false when all are in use or the server is stopping.
    func reserveSession() -> Bool {
        state.withLock { state in
            guard !state.isStopping, state.reservedSessions < maxSessions else { return false }
            state.reservedSessions += 1
            return true
        }
    }

    /// Gives back a slot taken by `reserveSession()`.
    func releaseSession() {
        state.withLock { $0.reservedSessions -= 1 }
    }

    /// Records a running child so `stop()` can find it.
    func add(_ child: ChildProcess) {
        state.withLock { $0.children[child.pid] = child }
    }

    /// Forgets a reaped child and frees its session slot.
    func remove(_ child: ChildProcess) {
        state.withLock { state in
            if state.children.removeValue(forKey: child.pid) != nil { state.reservedSessions -= 1 }
        }
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
