import Foundation
import TestSupport
import Testing

/// A program left running while a test goes on (a scripted client, a server,
/// haproxy), its output collected in files; `stop()` kills and reaps it.
final class BackgroundProcess {
    /// Its pid.
    let pid: pid_t
    private let stdoutPath: String
    private let stderrPath: String
    private var reaped = false

    /// Starts `arguments` (looked up in PATH) with stdin from /dev/null.
    init(_ arguments: [String], in workspace: TestWorkspace, name: String) throws {
        stdoutPath = workspace.path("\(name).out")
        stderrPath = workspace.path("\(name).err")
        pid = try Command.spawn(arguments, stdin: "/dev/null", stdout: stdoutPath, stderr: stderrPath)
    }

    /// Everything it wrote to stdout so far.
    var output: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    /// Everything it wrote to stderr so far.
    var errors: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Whether it is still running (reaps it if it has exited).
    var isRunning: Bool {
        guard !reaped else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { reaped = true }
        return !reaped
    }

    /// Waits until stdout contains `text`; records an issue with its output if it never does.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 20, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        let seen = await Command.waitUntil(timeout: timeout) { self.output.contains(text) }
        if !seen {
            Issue.record("never saw \"\(text)\"; stdout:\n\(output)\nstderr:\n\(errors)", sourceLocation: sourceLocation)
        }
        return seen
    }

    /// Stdout lines that start with `prefix`.
    func lines(startingWith prefix: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    /// Sends `signal`, then SIGKILL if it has not exited within 5 s, and reaps it.
    func stop(signal: Int32 = SIGTERM) async {
        guard isRunning else { return }
        kill(pid, signal)
        if await !Command.waitUntil(timeout: 5, { !self.isRunning }) {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            reaped = true
        }
    }

    deinit {
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}

extension ServerFixture {
    /// Starts the scripted paramiko client (see `ScriptedClient`) with `arguments`.
    func scriptedClient(_ arguments: [String], name: String = "client-\(UUID().uuidString.prefix(6))") throws -> BackgroundProcess {
        let script = try workspace.write("scripted_client.py", ScriptedClient.script)
        return try BackgroundProcess(["python3", script] + arguments, in: workspace, name: name)
    }
}
