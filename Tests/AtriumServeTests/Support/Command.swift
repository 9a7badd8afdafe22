import Foundation
import Testing

@testable import AtriumServe

/// Runs external programs (ssh, sftp, ssh-keygen, tmux) with a time limit.
///
/// Uses posix_spawnp and waitpid rather than Foundation's `Process`, which
/// does not notice the exit of a program that leaves a daemon behind
/// (`tmux new-session` starts the tmux server), and which passes on the
/// calling thread's blocked signals.
enum Command {
    /// What a finished program left.
    struct Result {
        /// Exit status (or 128+signal).
        var status: Int32
        /// Everything written to stdout.
        var stdout: String
        /// Everything written to stderr.
        var stderr: String
    }

    /// Runs `arguments` (looked up in PATH), feeding `input` to stdin; kills it
    /// and records an issue if it takes longer than `timeout` seconds.
    static func run(_ arguments: [String], input: String = "", timeout: Double = 20) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["in", "out", "err"].map { folder.appendingPathComponent($0).path }
        try input.write(toFile: paths[0], atomically: true, encoding: .utf8)

        let pid = try spawn(arguments, stdin: paths[0], stdout: paths[1], stderr: paths[2])
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
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: code, stdout: read(paths[1]), stderr: read(paths[2]))
    }

    /// Starts `arguments` with stdio on the given files and no other descriptor of ours.
    static func spawn(_ arguments: [String], stdin: String, stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = GlibcExtensions.addCloseFrom { _ = closeFrom(&actions, 3) }

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["SSH_AUTH_SOCK"] = nil
        environment["LANG"] = "C.UTF-8"
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Test threads block signals (SIGCHLD, SIGWINCH…); a tmux server and
        // the ssh it runs must not inherit that mask.
        var pid: pid_t = 0
        let rc = try ProcessSpawner.withCleanSignals(flags: 0) { attributes in
            posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        }
        guard rc == 0 else { throw ServeError.fileSystem(path: arguments[0], operation: "spawn", errno: rc) }
        return pid
    }

    /// Polls `condition` every 50 ms for up to `timeout` seconds.
    static func waitUntil(timeout: Double, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }
}
