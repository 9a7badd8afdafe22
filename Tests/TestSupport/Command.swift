import Foundation
import Testing

/// Runs external programs (ssh, sftp, ssh-keygen, tmux) with a time limit.
///
/// Uses posix_spawnp and waitpid rather than Foundation's `Process`, which
/// does not notice the exit of a program that leaves a daemon behind
/// (`tmux new-session` starts the tmux server), and which passes on the
/// calling thread's blocked signals.
public enum Command {
    /// What a finished program left.
    public struct Result: Sendable {
        /// Exit status (or 128+signal).
        public var status: Int32
        /// Everything written to stdout.
        public var stdout: String
        /// Everything written to stderr.
        public var stderr: String
    }

    /// Runs `arguments` (looked up in PATH), feeding `input` to stdin; kills it
    /// and records an issue if it takes longer than `timeout` seconds. The program gets
    /// `environment` when given, else ours outside any tmux or ssh-agent, in a UTF-8 locale.
    public static func run(_ arguments: [String], input: String = "", timeout: Double = 20,
                           environment: [String: String]? = nil) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0).path }
        try input.write(toFile: paths[0], atomically: true, encoding: .utf8)

        let pid = try TestProcess.spawn(arguments, environment: environment ?? defaultEnvironment,
                                        stdin: paths[0], stdout: paths[1], stderr: paths[2])
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() >= deadline {
                Issue.record("timed out after \(timeout)s: \(arguments.joined(separator: " "))")
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let code = TestProcess.exitStatus(status)
        return Result(status: code, stdout: read(paths[1]), stderr: read(paths[2]))
    }

    /// Starts `arguments` with stdio on the given files and no other descriptor of ours,
    /// outside any tmux or ssh-agent of the caller, in a UTF-8 locale.
    public static func spawn(_ arguments: [String], stdin: String, stdout: String, stderr: String) throws -> pid_t {
        try TestProcess.spawn(arguments, environment: defaultEnvironment, stdin: stdin, stdout: stdout, stderr: stderr)
    }

    /// Our environment outside any tmux or ssh-agent of the caller, in a UTF-8 locale, with
    /// no variable naming another interface language (programs speak English unless a test
    /// asks otherwise).
    public static var defaultEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["SSH_AUTH_SOCK"] = nil
        for name in ["LC_ALL", "LC_MESSAGES", "ATRIUM_UI_LANG"] { environment[name] = nil }
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    /// Polls `condition` every 50 ms for up to `timeout` seconds.
    public static func waitUntil(timeout: Double, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }
}
