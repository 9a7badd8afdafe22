import Foundation
import Testing
import TestSupport

/// One program (an ssh client) running in a pane of a private tmux server, so
/// it has a real terminal that tests can read, type into and resize.
final class TmuxSession {
    /// The private server's socket name (`tmux -L`).
    let socket = "atrium-test-\(UUID().uuidString.prefix(8))"
    private let workspace: TestWorkspace
    private let pidFile: String
    private let statusFile: String

    /// Starts `command` in a detached `width`×`height` pane, under a shell that
    /// records its exit status (tmux's own `pane_dead_status` sometimes never
    /// arrives). The pane stays after the program exits, so it can still be read.
    init(_ command: [String], width: Int = 100, height: Int = 30, in workspace: TestWorkspace) async throws {
        self.workspace = workspace
        self.pidFile = workspace.path("\(socket).pid")
        self.statusFile = workspace.path("\(socket).status")
        let config = try workspace.write(
            "\(socket).conf",
            "set -g remain-on-exit on\nset -g default-terminal tmux-256color\nset -g history-limit 2000\n")
        let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = try workspace.write(
            "\(socket).sh", "echo $$ > '\(pidFile)'\n\(quoted)\necho $? > '\(statusFile).tmp'\nmv '\(statusFile).tmp' '\(statusFile)'\n")
        let result = try await tmux(["-f", config, "new-session", "-d", "-s", "main",
                                     "-x", "\(width)", "-y", "\(height)", "/bin/sh \(script)"])
        #expect(result.status == 0, "tmux new-session failed: \(result.stderr)")
    }

    /// Runs a tmux command against this private server.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> Command.Result {
        try await Command.run(["tmux", "-L", socket] + arguments, timeout: 10)
    }

    /// The pane's text, history included.
    func screen() async throws -> String {
        try await tmux(["capture-pane", "-p", "-J", "-S", "-2000", "-t", "main"]).stdout
    }

    /// Waits until the pane shows `text`; false if it never does, recording nothing (for a
    /// caller that allows some sessions to fail).
    func shows(_ text: String, timeout: Double = 15) async throws -> Bool {
        try await Command.waitUntil(timeout: timeout) { try await self.screen().contains(text) }
    }

    /// Waits until the pane shows `text`; records an issue with the screen if it never does.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Bool {
        let seen = try await Command.waitUntil(timeout: timeout) { try await self.screen().contains(text) }
        if !seen {
            Issue.record("never saw \"\(text)\"; screen:\n\(try await screen())", sourceLocation: sourceLocation)
        }
        return seen
    }

    /// Types `text` and Enter.
    func typeLine(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "main", "-l", text])
        try await tmux(["send-keys", "-t", "main", "Enter"])
    }

    /// Resizes the window (the client then sends an SSH window-change).
    func resize(width: Int, height: Int) async throws {
        try await tmux(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// The program's exit status (128+n for signal n) once it has exited, or
    /// nil if it is still running after `timeout`.
    func exitStatus(timeout: Double = 15) async throws -> Int32? {
        var status: Int32?
        _ = await Command.waitUntil(timeout: timeout) {
            let text = try? String(contentsOfFile: statusFile, encoding: .utf8)
            status = text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            return status != nil
        }
        return status
    }

    /// The pid of the program in the pane (the ssh client), a child of the recording shell.
    func clientPid() async throws -> Int32? {
        guard let shell = try await workspace.readPid("\(socket).pid") else { return nil }
        var child: Int32?
        _ = await Command.waitUntil(timeout: 5) {
            let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
            child = children?.split(separator: " ").first.flatMap { Int32($0) }
            return child != nil
        }
        return child
    }

    /// Kills the private tmux server and everything in it.
    func close() async {
        _ = try? await tmux(["kill-server"])
    }
}
