import Foundation

/// A program running in a detached tmux session, for end-to-end tests of the TUI.
///
/// Every session gets its own tmux server (`-L atrium-test-<uuid>`, no user
/// configuration), so tests can run in parallel and never touch a user's tmux.
/// The command runs under a small `sh` wrapper that records its exit status in a
/// file and then keeps the pane open. That way the exit status is always known,
/// and the screen state the program left behind (alternate screen, cursor) can be
/// checked after it exits. tmux 3.3a's own dead-pane report is not enough for
/// this: it writes "Pane is dead", which scrolls the screen and hides the cursor,
/// and it sometimes misses the exit status. `remain-on-exit` is still set, so the
/// screen survives if the wrapper itself is killed.
///
/// ```swift
/// let tmux = try TmuxSession.start(command: [binary.path, "venue.zip"], columns: 100, rows: 30)
/// try tmux.waitFor(text: "Level 1")
/// try tmux.sendKeys(["PageUp", "q"])
/// #expect(try tmux.waitForExit() == 0)
/// #expect(try tmux.terminalState() == .restored)
/// ```
public final class TmuxSession {
    /// What a tmux call or a wait could not do.
    public enum Failure: Error, CustomStringConvertible {
        /// `tmux` exited with a non-zero status.
        case tmuxFailed(arguments: [String], status: Int32, message: String)
        /// A wait ran out of time; the screen at that moment is attached.
        case timedOut(waitingFor: String, screen: [String])

        public var description: String {
            switch self {
            case .tmuxFailed(let arguments, let status, let message):
                return "tmux \(arguments.joined(separator: " ")) exited \(status): \(message)"
            case .timedOut(let what, let screen):
                return "timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n")
            }
        }
    }

    /// The modes a program leaves the terminal in, as tmux tracks them.
    public struct TerminalState: Equatable, Sendable, CustomStringConvertible {
        /// The alternate screen (full-screen mode) is on.
        public var alternateScreen: Bool
        /// The cursor is visible.
        public var cursorVisible: Bool
        /// Some mouse reporting mode is on.
        public var mouseReporting: Bool

        /// Creates a state.
        public init(alternateScreen: Bool, cursorVisible: Bool, mouseReporting: Bool) {
            self.alternateScreen = alternateScreen
            self.cursorVisible = cursorVisible
            self.mouseReporting = mouseReporting
        }

        /// How a shell expects the terminal back: main screen, visible cursor, no mouse reports.
        public static let restored = TerminalState(alternateScreen: false, cursorVisible: true, mouseReporting: false)

        /// The three flags, for test messages.
        public var description: String {
            "alternateScreen: \(alternateScreen), cursorVisible: \(cursorVisible), mouseReporting: \(mouseReporting)"
        }
    }

    /// The tmux server's socket name (`tmux -L`).
    public let socketName: String
    /// The session's name, also the target of every command.
    public let sessionName: String
    /// The process id of the pane's wrapper shell; the program runs in its process group.
    public let panePID: Int32
    /// The server's socket file, which tmux leaves behind when it exits.
    public let socketPath: String
    private let scratchDirectory: URL
    private var isCleanedUp = false

    private var statusFile: URL { scratchDirectory.appendingPathComponent("status") }

    private init(socketName: String, sessionName: String, panePID: Int32, socketPath: String, scratchDirectory: URL) {
        self.socketName = socketName
        self.sessionName = sessionName
        self.panePID = panePID
        self.socketPath = socketPath
        self.scratchDirectory = scratchDirectory
    }

    deinit {
        cleanup()
    }

    /// Starts a command in a new detached session of the given size.
    ///
    /// - Parameters:
    ///   - command: The program and its arguments, run directly (no shell parsing).
    ///   - columns: Pane width.
    ///   - rows: Pane height.
    ///   - environment: Extra variables for the program, e.g. `["TERM": "xterm-256color"]`,
    ///     set through `env(1)` (tmux would override `TERM`). Without them the program
    ///     gets `TERM=tmux-256color` and `LANG=C.UTF-8`.
    public static func start(command: [String], columns: Int = 80, rows: Int = 24,
                      environment: [String: String] = [:]) throws -> TmuxSession {
        let id = UUID().uuidString.prefix(8).lowercased()
        let socketName = "atrium-test-\(id)"
        let sessionName = "atrium-\(id)"
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-tmux-\(id)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

        // $0 is the status file, "$@" the command. Catching the quit signals keeps the
        // wrapper alive to record the status; the program gets default handling back.
        let wrapper = #"trap : INT TERM HUP; "$@"; echo $? > "$0.tmp"; mv "$0.tmp" "$0"; exec sleep 3600"#
        var arguments = ["new-session", "-d", "-P", "-F", "#{pane_pid} #{socket_path}", "-s", sessionName,
                         "-x", String(columns), "-y", String(rows)]
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        arguments += ["/bin/sh", "-c", wrapper, scratch.appendingPathComponent("status").path]
        arguments += ["/usr/bin/env"] + variables + command
        arguments += [";", "set-option", "-t", sessionName, "remain-on-exit", "on"]

        let output = try runTmux(socketName: socketName, arguments)
        let fields = output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        guard fields.count == 2, let pid = Int32(fields[0]) else {
            throw Failure.tmuxFailed(arguments: arguments, status: 0, message: "no pane pid in \(output.debugDescription)")
        }
        return TmuxSession(socketName: socketName, sessionName: sessionName, panePID: pid,
                           socketPath: String(fields[1]), scratchDirectory: scratch)
    }

    // MARK: Input

    /// Sends tmux key names, one key each: `"q"`, `"PageUp"`, `"Tab"`, `"S-Up"`, `"C-c"`, `"Enter"`, `"Escape"`, `"F5"`.
    public func sendKeys(_ keys: [String]) throws {
        try tmux(["send-keys", "-t", sessionName] + keys)
    }

    /// Types text literally, character by character (no key-name lookup).
    public func sendText(_ text: String) throws {
        try tmux(["send-keys", "-t", sessionName, "-l", text])
    }

    /// Sends raw bytes, e.g. a mouse report `[0x1b, 0x5b, 0x4d, 0x20, 0x2a, 0x26]`.
    public func sendHex(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", sessionName, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Resizes the window, which the program sees as SIGWINCH.
    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", sessionName, "-x", String(columns), "-y", String(rows)])
    }

    // MARK: Output

    /// The visible screen as text, one string per row (trailing spaces trimmed by tmux).
    public func capture() throws -> [String] {
        lines(try tmux(["capture-pane", "-p", "-t", sessionName]))
    }

    /// The visible screen with SGR escape sequences for colours and attributes.
    public func captureWithEscapes() throws -> [String] {
        lines(try tmux(["capture-pane", "-p", "-e", "-t", sessionName]))
    }

    /// Starts copying everything the program writes to its terminal into a file in the
    /// session's scratch folder, and returns the file (read it once the screen settled).
    public func recordOutput() throws -> URL {
        let file = scratchDirectory.appendingPathComponent("output.bin")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw Failure.tmuxFailed(arguments: ["pipe-pane"], status: -1, message: "cannot create \(file.path)")
        }
        try tmux(["pipe-pane", "-O", "-t", sessionName, "cat >> '\(file.path)'"])
        return file
    }

    /// Polls until the screen (with colours) has not changed for `quiet` seconds.
    @discardableResult
    public func waitForStableScreen(quiet: TimeInterval = 0.4, timeout: TimeInterval = 10) throws -> [String] {
        var last = try captureWithEscapes()
        var since = Date()
        return try poll(what: "a screen that stops changing", timeout: timeout) {
            let now = try captureWithEscapes()
            if now != last {
                last = now
                since = Date()
                return nil
            }
            return Date().timeIntervalSince(since) >= quiet ? now : nil
        }
    }

    /// The pane's size in cells.
    public func paneSize() throws -> (columns: Int, rows: Int) {
        let fields = try display("#{pane_width} #{pane_height}").split(separator: " ").compactMap { Int($0) }
        guard fields.count == 2 else { throw Failure.tmuxFailed(arguments: ["display"], status: 0, message: "bad size") }
        return (fields[0], fields[1])
    }

    /// The terminal modes the program has set (or left behind after it exited).
    public func terminalState() throws -> TerminalState {
        let flags = try display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}").split(separator: " ")
        return TerminalState(alternateScreen: flags.first == "1",
                             cursorVisible: flags.dropFirst().first == "1",
                             mouseReporting: flags.dropFirst(2).first == "1")
    }

    /// Prints a tmux format for the session's pane, e.g. `"#{cursor_x}"`.
    public func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", sessionName, format]).trimmingCharacters(in: .newlines)
    }

    // MARK: Waiting

    /// Polls the screen every 50 ms until a row contains `text`.
    ///
    /// - Returns: The screen that contained it.
    /// - Throws: ``Failure/timedOut(waitingFor:screen:)`` with the last screen.
    @discardableResult
    public func waitFor(text: String, timeout: TimeInterval = 5) throws -> [String] {
        try poll(what: text.debugDescription, timeout: timeout) {
            let screen = try capture()
            return screen.contains { $0.contains(text) } ? screen : nil
        }
    }

    /// Polls the screen every 50 ms until `condition` holds for it.
    ///
    /// - Returns: The screen it held for.
    /// - Throws: ``Failure/timedOut(waitingFor:screen:)`` with the last screen.
    @discardableResult
    public func waitForScreen(_ what: String, timeout: TimeInterval = 5, until condition: ([String]) -> Bool) throws -> [String] {
        try poll(what: what, timeout: timeout) {
            let screen = try capture()
            return condition(screen) ? screen : nil
        }
    }

    /// The program's exit status, or `nil` while it runs.
    public var exitStatus: Int32? {
        if let text = try? String(contentsOf: statusFile, encoding: .utf8),
           let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return status
        }
        // Only if the wrapper itself died: fall back to tmux's record of the pane.
        guard (try? display("#{pane_dead}")) == "1" else { return nil }
        return (try? display("#{pane_dead_status}")).flatMap { Int32($0) }
    }

    /// Whether the program is still running.
    public var isAlive: Bool { exitStatus == nil }

    /// Waits for the program to exit and returns its status (128 + n for a signal n,
    /// as the shell reports it).
    public func waitForExit(timeout: TimeInterval = 5) throws -> Int32 {
        try poll(what: "exit", timeout: timeout) { exitStatus }
    }

    // MARK: Cleanup

    /// Stops the server (the program gets SIGHUP), kills anything left in the
    /// pane's process group, and removes the socket and scratch files. Runs from
    /// `deinit`; safe to call more than once.
    public func cleanup() {
        guard !isCleanedUp else { return }
        isCleanedUp = true
        _ = try? tmux(["kill-server"])
        // kill-server returns before the server is gone; wait so later commands fail cleanly.
        let deadline = Date().addingTimeInterval(2)
        while (try? tmux(["has-session"])) != nil && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        kill(-panePID, SIGKILL)
        unlink(socketPath)
        try? FileManager.default.removeItem(at: scratchDirectory)
    }

    // MARK: Running tmux

    private func poll<T>(what: String, timeout: TimeInterval, _ check: () throws -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let value = try check() { return value }
            if Date() >= deadline { throw Failure.timedOut(waitingFor: what, screen: (try? capture()) ?? []) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    private func lines(_ output: String) -> [String] {
        var rows = output.components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        try Self.runTmux(socketName: socketName, arguments)
    }

    /// Runs one tmux command and returns its standard output.
    ///
    /// Spawned with `posix_spawn` and reaped with `waitpid`, and its output goes
    /// through temporary files: a tmux server started by the command outlives it
    /// and may hold inherited descriptors, and Foundation's `Process` was seen to
    /// miss the exit of a tmux client that had started a server, hanging the test.
    private static func runTmux(socketName: String, _ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil          // works from inside a user's tmux too
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment["ATRIUM_UI_LANG"] = nil
        // `swift test` sets NO_COLOR=1 for its own output; the explorer honours it, so the
        // panes would show no colour at all. Tests that want it pass it explicitly.
        environment["NO_COLOR"] = nil
        environment["LANG"] = "C.UTF-8"    // tmux and its panes speak UTF-8

        let base = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-tmux-\(UUID().uuidString)")
        let outputPath = base.path + ".out"
        let errorPath = base.path + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let status = try spawnAndWait(["tmux", "-L", socketName, "-f", "/dev/null"] + arguments,
                                      environment: environment, output: outputPath, errors: errorPath)
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure.tmuxFailed(arguments: arguments, status: status,
                                     message: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
        }
        return text
    }

    /// Runs a program found on `PATH` with stdin from /dev/null, stdout and stderr
    /// into files; returns its exit status (128 + n if signal n ended it).
    private static func spawnAndWait(_ arguments: [String], environment: [String: String],
                                     output: String, errors: String) throws -> Int32 {
        let pid: pid_t
        do {
            pid = try TestProcess.spawn(arguments, environment: environment, stdin: "/dev/null", stdout: output, stderr: errors)
        } catch let error as TestProcess.SpawnError {
            throw Failure.tmuxFailed(arguments: arguments, status: -1, message: String(cString: strerror(error.code)))
        }
        return TestProcess.wait(pid)
    }
}
