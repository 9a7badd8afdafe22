#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's file-descriptor limit, and how many sessions and
/// connections it can carry.
///
/// A session costs 4 descriptors (its TCP connection, the pty master and two
/// copies of it for the NIO pipe) plus the pty slave for a moment while the
/// explorer starts; a connection that has not authenticated costs 1.
struct DescriptorLimit: Equatable {
    /// Descriptors one running session holds, its connection included.
    static let perSession = 4
    /// Descriptors kept free for the event loops, logging, the host key and
    /// other start-up work, on top of those already open at start.
    static let reserve = 32

    /// The soft limit in force.
    let soft: Int
    /// The soft limit before `raise()` changed it, if it did.
    let raisedFrom: Int?

    /// Raises the soft limit of open files to the hard limit (capped at 1 << 20)
    /// and reports the limit in force.
    static func raise() -> DescriptorLimit {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
            return DescriptorLimit(soft: 1024, raisedFrom: nil)
        }
        let before = limit.rlim_cur
        let target = min(limit.rlim_max, 1 << 20)
        if target > before {
            var raised = limit
            raised.rlim_cur = target
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 {
                return DescriptorLimit(soft: Int(target), raisedFrom: Int(before))
            }
        }
        return DescriptorLimit(soft: Int(min(before, 1 << 30)), raisedFrom: nil)
    }

    /// Descriptors open in this process now (from /proc/self/fd), or 16 if unknown.
    static func openNow() -> Int {
        guard let dir = opendir("/proc/self/fd") else { return 16 }
        defer { closedir(dir) }
        var count = 0
        while let entry = readdir(dir) {
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
        }
        return max(0, count - 1)  // The directory's own descriptor.
    }

    /// What a limit of `soft` descriptors, `inUse` already open, allows.
    struct Plan: Equatable {
        /// Sessions at once.
        let sessions: Int
        /// Unauthenticated connections at once (`MaxStartups`).
        let startups: Int
        /// Connections at once, authenticated or not.
        let connections: Int
    }

    /// The largest plan not above `requestedSessions` that fits: sessions × 4
    /// + startups + 1 (the slave while spawning) ≤ soft − inUse − reserve,
    /// with startups = max(10, 2 × sessions). Never below one session.
    func plan(requestedSessions: Int, inUse: Int) -> Plan {
        let available = soft - inUse - Self.reserve
        func needs(_ sessions: Int) -> Int { sessions * Self.perSession + Self.startups(for: sessions) + 1 }
        var sessions = max(1, min(requestedSessions, available / Self.perSession))
        while sessions > 1 && needs(sessions) > available { sessions -= 1 }
        let startups = Self.startups(for: sessions)
        let fitting = max(1, min(startups, available - sessions * Self.perSession - 1))
        return Plan(sessions: sessions, startups: fitting, connections: sessions + fitting)
    }

    private static func startups(for sessions: Int) -> Int { max(10, 2 * sessions) }
}
