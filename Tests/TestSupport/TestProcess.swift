import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts and reaps programs for tests, with `posix_spawn` and `waitpid`.
///
/// Not Foundation's `Process`, which was seen to miss the exit of a program that leaves a
/// daemon behind (`tmux new-session` starts the tmux server) and passes on the calling
/// thread's blocked signals.
public enum TestProcess {
    /// A program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The command line.
        public let arguments: [String]
        /// The error `posix_spawnp` returned.
        public let code: Int32

        /// "cannot start tmux: No such file or directory".
        public var description: String { "cannot start \(arguments.joined(separator: " ")): \(String(cString: strerror(code)))" }
    }

    /// Starts a program found on `PATH` with stdin, stdout and stderr on the given files,
    /// no other descriptor of the test process, no signal blocked and the usual dispositions.
    ///
    /// Test code runs on threads that block signals, and a spawned process inherits that
    /// mask: a tmux server would then ignore kill-server (SIGTERM) and never reap its children.
    public static func spawn(_ arguments: [String], environment: [String: String],
                             stdin: String, stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // Nothing else of the test process (its output pipes above all) may leak into a
        // tmux server. glibc 2.34+ has the call, but Swift's Glibc module doesn't show it.
        if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(arguments: arguments, code: spawned) }
        return pid
    }

    /// Waits for a child to end and returns its exit status (128 + n if signal n ended it).
    public static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return exitStatus(status)
    }

    /// The exit status in a raw `waitpid` status: the code, or 128 + signal.
    public static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
