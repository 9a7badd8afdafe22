import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running explorer: its process group, its signals, its reaping.
///
/// Reaping happens on a dedicated thread per child (a blocking `waitid`, never on
/// an event loop). Signals go to the whole process group and are sent under the
/// same lock the reaper holds while it collects the child, so a signal can never
/// reach a recycled pid.
final class ChildProcess: Sendable {
    /// How the child ended.
    enum Exit: Equatable, Sendable {
        /// It called exit with this status.
        case exited(Int32)
        /// A signal with this number killed it.
        case signaled(Int32)
    }

    /// The child's pid, which is also its process group and session id.
    let pid: pid_t
    private let exit = Locked<Exit?>(nil)

    /// Wraps a child just spawned as a session leader.
    init(pid: pid_t) {
        self.pid = pid
    }

    /// Whether the child has been reaped.
    var hasExited: Bool { exit.withLock { $0 != nil } }

    /// Sends `signal` to the child's process group unless the child is already reaped.
    func signalGroup(_ signal: Int32) {
        exit.withLock { state in
            if state == nil { _ = kill(-pid, signal) }
        }
    }

    /// `signal` (SIGHUP or SIGTERM; and SIGCONT, so a stopped child sees it)
    /// now, then SIGKILL after `grace` seconds if the child is still there.
    func hangUp(signal: Int32, killAfter grace: Double) {
        signalGroup(signal)
        signalGroup(SIGCONT)
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { [self] in
            signalGroup(SIGKILL)
        }
    }

    /// Starts the reaper thread; `onExit` runs on it once the child is collected.
    func watch(onExit: @escaping @Sendable (Exit) -> Void) {
        let thread = Thread { [self] in
            onExit(reap())
        }
        thread.name = "atrium-reaper-\(pid)"
        thread.start()
    }

    /// Blocks until the child ends, clears out its process group, then collects it.
    private func reap() -> Exit {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
        return exit.withLock { state in
            // The leader is a zombie and still holds its pid, so the group id
            // cannot have been reused: anything left in it goes now.
            _ = kill(-pid, SIGKILL)
            var status: Int32 = 0
            var rc: pid_t
            repeat { rc = waitpid(pid, &status, 0) } while rc < 0 && errno == EINTR
            let result = rc == pid ? Self.decode(status) : .exited(255)
            state = result
            return result
        }
    }

    /// Splits a wait status into exit code or signal.
    static func decode(_ status: Int32) -> Exit {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
