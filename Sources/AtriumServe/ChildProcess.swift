import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The body of a reaper thread, handed to `pthread_create`.
private final class ReaperWork {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A running explorer: its process group, its signals, its reaping.
///
/// Reaping happens on a dedicated thread per child (a blocking `waitid`, never on
/// an event loop; a small stack, so hundreds of sessions cost little). Signals go to the whole process group and are sent under the
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
    private let exit = Mutex<Exit?>(nil)

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

    /// Starts the reaper thread (detached, 256 KiB of stack); `onExit` runs on
    /// it once the child is collected. Throws when no thread can be made
    /// (the process or memory limit): the caller must then `killAndReap()`.
    func watch(onExit: @escaping @Sendable (Exit) -> Void) throws {
        let work = Unmanaged.passRetained(ReaperWork { [self] in onExit(reap()) })
        var attributes = pthread_attr_t()
        var rc = pthread_attr_init(&attributes)
        if rc == 0 {
            defer { pthread_attr_destroy(&attributes) }
            _ = pthread_attr_setstacksize(&attributes, 256 * 1024)
            _ = pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            var thread = pthread_t()
            rc = pthread_create(&thread, &attributes, { raw in
                guard let raw else { return nil }
                Unmanaged<ReaperWork>.fromOpaque(raw).takeRetainedValue().run()
                return nil
            }, work.toOpaque())
        }
        guard rc == 0 else {
            work.release()
            throw ServeError.fileSystem(path: "explorer \(pid)", operation: "start the reaper thread for", errno: rc)
        }
    }

    /// Kills the child's process group and collects it here and now (when no
    /// reaper thread could be started; SIGKILL makes the wait short).
    func killAndReap() {
        signalGroup(SIGKILL)
        _ = reap()
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
            // What was left in the group and is ours to wait for (the server is a child
            // subreaper with a venue host: an explorer's orphans come to it) is reaped too.
            var info = siginfo_t()
            while waitid(P_PGID, id_t(pid), &info, WEXITED) == 0 || errno == EINTR {}
            return result
        }
    }

    /// Splits a wait status into exit code or signal.
    static func decode(_ status: Int32) -> Exit {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
