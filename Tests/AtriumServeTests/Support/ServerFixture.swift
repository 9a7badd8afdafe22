import Foundation
import NIOConcurrencyHelpers
import Testing

@testable import AtriumServe
import TestSupport

/// Collected log lines of a server under test.
final class LogLines: Sendable {
    private let lines = NIOLockedValueBox<[String]>([])

    /// Appends a line (called from the server's threads).
    func append(_ line: String) {
        lines.withLockedValue { $0.append(line) }
    }

    /// All lines so far.
    var all: [String] { lines.withLockedValue { $0 } }

    /// Whether some line contains every one of `parts`.
    func contains(_ parts: String...) -> Bool {
        all.contains { line in parts.allSatisfy { line.contains($0) } }
    }
}

/// Settings for one test's server.
struct ServerOptions {
    /// Private keys (paths) whose public halves go in authorized_keys.
    var authorizedKeys: [String] = []
    /// `--public`.
    var isPublic = false
    /// `--max-sessions`.
    var maxSessions = 8
    /// `--max-sessions-per-connection` (nil: the default).
    var maxPerConnection: Int?
    /// `--max-sessions-per-key` (nil: the default).
    var maxPerClient: Int?
    /// `--idle-timeout`.
    var idleTimeout: Double = 120
    /// `--login-grace-time`.
    var loginGrace: Double = 20
    /// `--proxy-protocol`: proxy addresses.
    var proxyFrom: [String] = []
    /// Seconds between SIGHUP and SIGKILL.
    var hangupGrace: Double = 3
    /// Stand-in explorer mode (`normal`, `stubborn`, `family`).
    var mode = "normal"
    /// Host key file; a fresh one in the workspace when nil.
    var hostKeyPath: String?
    /// Further host key files, served beside the first.
    var moreHostKeyPaths: [String] = []
    /// The explorer to serve instead of the stand-in (e.g. the real `atrium`).
    var explorer: [String]?
}

/// A running server with a stand-in explorer, plus the terminals opened against
/// it; `tearDown()` stops and closes all of it.
final class ServerFixture {
    /// The test's private folder.
    let workspace: TestWorkspace
    /// The server under test.
    let server: SSHServer
    /// Its log lines.
    let logs: LogLines
    /// The port it listens on.
    let port: Int
    private var terminals: [TmuxSession] = []

    private init(workspace: TestWorkspace, server: SSHServer, logs: LogLines, port: Int) {
        self.workspace = workspace
        self.server = server
        self.logs = logs
        self.port = port
    }

    /// Starts a server on 127.0.0.1, port 0, serving the stand-in explorer.
    static func start(_ options: ServerOptions, in workspace: TestWorkspace) async throws -> ServerFixture {
        let script = try workspace.write("explorer.pl", StandInExplorer.script)
        let pids = workspace.path("pids")
        try FileManager.default.createDirectory(atPath: pids, withIntermediateDirectories: true)
        var keysPath: String?
        if !options.authorizedKeys.isEmpty {
            let lines = try options.authorizedKeys.map { try workspace.publicKey($0) }
            keysPath = try workspace.write("authorized_keys", lines.joined())
        }
        let configuration = ServeConfiguration(
            host: "127.0.0.1", port: 0, hostKeyPaths: [options.hostKeyPath ?? workspace.path("state/host_key")] + options.moreHostKeyPaths,
            authorizedKeysPath: keysPath, isPublic: options.isPublic, maxSessions: options.maxSessions,
            maxSessionsPerConnection: options.maxPerConnection, maxSessionsPerClient: options.maxPerClient,
            idleTimeout: options.idleTimeout, loginGraceTime: options.loginGrace, proxyProtocolFrom: options.proxyFrom,
            explorerCommand: options.explorer ?? ["/usr/bin/perl", script, pids, options.mode],
            hangupGracePeriod: options.hangupGrace)
        let logs = LogLines()
        let server = try SSHServer(configuration: configuration, logLines: { logs.append($0) })
        try await server.start()
        let port = try #require(server.boundPort)
        return ServerFixture(workspace: workspace, server: server, logs: logs, port: port)
    }

    /// A client for this server.
    func client(identity: String?) -> SSHClient {
        SSHClient(port: port, identity: identity)
    }

    /// Runs `ssh -tt` with `identity` in a new tmux pane.
    func openTerminal(identity: String?, width: Int = 100, height: Int = 30) async throws -> TmuxSession {
        try await openTerminal(running: client(identity: identity).ssh(["-tt"]), width: width, height: height)
    }

    /// Runs `command` in a new tmux pane, closed again by `tearDown()`.
    func openTerminal(running command: [String], width: Int = 100, height: Int = 30) async throws -> TmuxSession {
        let terminal = try await TmuxSession(command, width: width, height: height, in: workspace)
        terminals.append(terminal)
        return terminal
    }

    /// Opens a terminal with `identity`, waits for the explorer's READY and
    /// returns the terminal and the new explorer's pid.
    ///
    /// With `tolerant`, a session that never shows its map throws ``SessionError`` instead of
    /// recording an issue, for callers that allow some logins to fail (under a flood).
    func openSession(identity: String?, width: Int = 100, height: Int = 30, tolerant: Bool = false) async throws -> (TmuxSession, Int32) {
        let before = Set(explorerPids())
        let terminal = try await openTerminal(identity: identity, width: width, height: height)
        if tolerant {
            guard try await terminal.shows("READY") else { throw SessionError.notReady }
        } else {
            try await terminal.waitFor("READY")
        }
        // A thrown error, not `#require`: a caller that allows some logins to fail (`try?`
        // under a flood) must not have the missing explorer recorded as a failure of its own.
        guard let pid = explorerPids().first(where: { !before.contains($0) }) else {
            throw SessionError.noExplorer
        }
        return (terminal, pid)
    }

    /// Why ``openSession(identity:width:height:)`` could not give a session.
    enum SessionError: Error, CustomStringConvertible {
        /// The terminal never showed READY.
        case notReady
        /// The terminal showed READY but no new explorer wrote its pid file.
        case noExplorer

        var description: String {
            switch self {
            case .notReady: return "the terminal never showed READY"
            case .noExplorer: return "the terminal is ready but no new explorer wrote its pid file"
            }
        }
    }

    /// Pids of the explorers started so far (from their pid files).
    func explorerPids() -> [Int32] { pids(prefix: "explorer.") }

    /// Pids of the helpers forked by `family` explorers.
    func helperPids() -> [Int32] { pids(prefix: "helper.") }

    private func pids(prefix: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path("pids"))) ?? []
        return names.filter { $0.hasPrefix(prefix) }.compactMap { Int32($0.dropFirst(prefix.count)) }.sorted()
    }

    /// Closes the terminals and stops the server.
    func tearDown() async {
        for terminal in terminals { await terminal.close() }
        await server.stop()
    }
}

/// Runs `body` against a fresh server and always tears it down afterwards.
func withServer(
    _ options: ServerOptions = ServerOptions(), in workspace: TestWorkspace,
    _ body: (ServerFixture) async throws -> Void
) async throws {
    let fixture = try await ServerFixture.start(options, in: workspace)
    do {
        try await body(fixture)
    } catch {
        await fixture.tearDown()
        throw error
    }
    await fixture.tearDown()
}

/// Runs `body` against a fresh server that lets in one generated key, given
/// to `body` as its private key's path; `adjust` changes the other options.
func withKeyedServer(
    _ adjust: (inout ServerOptions) -> Void = { _ in },
    _ body: (ServerFixture, String) async throws -> Void
) async throws {
    let workspace = try TestWorkspace()
    let key = try await workspace.makeKey("alice")
    var options = ServerOptions(authorizedKeys: [key])
    adjust(&options)
    try await withServer(options, in: workspace) { fixture in try await body(fixture, key) }
}

/// What /proc says about a process.
enum ProcessProbe {
    /// Bytes `pid` has written so far (`wchar` in /proc/PID/io).
    static func bytesWritten(_ pid: Int32) -> Int {
        let io = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        let line = io.split(separator: "\n").first { $0.hasPrefix("wchar:") } ?? ""
        return Int(line.split(separator: " ").last ?? "") ?? 0
    }

    /// True once `pid` has no /proc entry at all: exited and reaped.
    static func isReaped(_ pid: Int32) -> Bool {
        !FileManager.default.fileExists(atPath: "/proc/\(pid)")
    }

    /// True once `pid` is not running: reaped, or a zombie waiting for a parent that is not us.
    static func isDead(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(close, offsetBy: 2)] == "Z"
    }

    /// This test process's (and so the server's) resident memory in kB.
    static func residentKilobytes() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// The descriptors `pid` has open.
    static func openDescriptors(_ pid: Int32) -> [Int] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).compactMap(Int.init).sorted()
    }
}
