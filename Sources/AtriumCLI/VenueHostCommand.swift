import ArgumentParser
import AtriumServe
import CSupport
import Foundation
import MapCore
import VenueFormats

/// `atrium venue-host VENUE…` (not for people: `atrium serve` starts it): loads every venue
/// once, while the process has one thread, then forks an explorer for each session the
/// server asks for, so all sessions share the loaded venues' memory copy-on-write (see
/// `VenueHost` in AtriumServe and docs/serve.md). Its descriptor 3 is the server's socket;
/// it exits when the server closes it.
struct VenueHostCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "venue-host", abstract: CLILanguage.ui.abstractVenueHost, shouldDisplay: false)
    }

    /// Blank room in this process's command line, which each explorer's command line is
    /// written over (`atrium: session USER@ADDRESS VENUE …`, as `ps -o args` shows it).
    @Option(name: .customLong("room"), help: ArgumentHelp(CLILanguage.ui.helpOptionVenueHostRoom))
    var room: String = ""

    /// The venues, as the explorers' command lines name them.
    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionVenueHostVenues))
    var venues: [String] = []

    /// The server's socket.
    static let socket: Int32 = 3

    func run() throws {
        var stat = stat()
        guard fstat(Self.socket, &stat) == 0, (stat.st_mode & S_IFMT) == S_IFSOCK else {
            printError("atrium: " + CLILanguage.ui.venueHostNotByHand)
            throw ExitCode(2)
        }
        var loaded = 0
        for venue in venues where PreloadedVenues.load(venue) { loaded += 1 }
        _ = atrium_set_command_line("atrium: venue host (\(loaded) of \(venues.count) venues)")
        // The parser's worker threads end after the load; a fork must find this thread alone.
        guard Self.waitUntilSingleThreaded(seconds: 30) else {
            printError("atrium: " + CLILanguage.ui.venueHostThreads)
            throw ExitCode(1)
        }
        guard Self.send(.ready(loaded)) else { return }
        var buffer = [UInt8](repeating: 0, count: VenueHostMessage.maximumSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(Self.socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }  // The server closed it: retired.
            guard case .spawn(let terminal, let title, let arguments, let environment)? = VenueHostMessage(parsing: Array(buffer[0..<count])) else {
                guard Self.send(.failed(EINVAL)) else { return }
                continue
            }
            guard Self.send(Self.fork(terminal: terminal, title: title, arguments: arguments, environment: environment)) else { return }
        }
    }

    /// Forks twice: the explorer's parent exits at once, so the explorer becomes the server's
    /// child (the server is a child subreaper). Answers once the explorer has its terminal open
    /// (it writes its pid then: until that, the server must keep its own copy of the terminal,
    /// or the terminal would hang up) and that parent has exited (so the server can wait for
    /// the explorer as soon as it has the pid).
    static func fork(terminal: String, title: String, arguments: [String], environment: [String]) -> VenueHostMessage {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { return .failed(errno) }  // The explorer closes it with the rest.
        let middle = atrium_fork()
        if middle == 0 {
            close(pipe[0])
            let session = atrium_fork()
            if session == 0 {
                runSession(terminal: terminal, title: title, arguments: arguments, environment: environment, ready: pipe[1])
            }
            if session < 0 {
                var answer = -errno
                _ = write(pipe[1], &answer, 4)
            }
            _exit(0)
        }
        close(pipe[1])
        defer { close(pipe[0]) }
        guard middle > 0 else { return .failed(errno) }
        var answer: Int32 = 0
        var got = 0
        repeat { got = read(pipe[0], &answer, 4) } while got < 0 && errno == EINTR
        var status: Int32 = 0
        while waitpid(middle, &status, 0) < 0 && errno == EINTR {}
        guard got == 4 else { return .failed(EIO) }
        return answer > 0 ? .started(answer) : .failed(-answer)
    }

    /// In the forked explorer: the session's terminal, environment and command line, then the
    /// explorer itself (which finds its venue loaded, `PreloadedVenues`).
    static func runSession(terminal: String, title: String, arguments: [String], environment: [String], ready: Int32) -> Never {
        if atrium_become_session(terminal, ready) != 0 { _exit(126) }
        clearenv()
        for entry in environment { putenv(strdup(entry)) }
        // As `ps -o args` shows a spawned one: the title, then the arguments.
        var line = Array(title.utf8)
        for argument in arguments { line += [0] + Array(argument.utf8) }
        line.withUnsafeBufferPointer { bytes in
            _ = bytes.withMemoryRebound(to: CChar.self) { atrium_set_command_line_bytes($0.baseAddress, $0.count) }
        }
        Atrium.main(arguments)
        Self.exit()
    }

    private static func send(_ message: VenueHostMessage) -> Bool {
        let bytes = message.encoded
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Waits until /proc/self/status says this process has one thread.
    static func waitUntilSingleThreaded(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if threadCount() == 1 { return true }
            usleep(10_000)
        }
        return false
    }

    /// The `Threads:` line of /proc/self/status, or nil.
    static func threadCount() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("Threads:") {
            return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}

/// The venues a venue host loaded, which the explorers it forks open instead of reading them
/// again. Written once, before the first fork, by the host's one thread; read in its
/// forked explorers only.
enum PreloadedVenues {
    /// One loaded venue: what was read, its prepared map, and the file it came from as it was.
    struct Venue {
        let result: LoadResult
        let model: MapModel
        /// The file as it was when loaded: one replaced or changed since is read again.
        let file: FileStamp
    }

    nonisolated(unsafe) private static var venues: [String: Venue] = [:]

    /// Loads `path` (and prepares its map); false when it cannot be read (its sessions then
    /// read it themselves and say why).
    static func load(_ path: String) -> Bool {
        guard let before = FileStamp(path), let result = try? IMDFLoader.load(path: path) else { return false }
        guard FileStamp(path) == before else { return false }
        venues[path] = Venue(result: result, model: MapModel(graph: result.graph), file: before)
        return true
    }

    /// The venue loaded for `path`, when there is one and the file has not changed since.
    static func venue(_ path: String) -> Venue? {
        guard let venue = venues[path], FileStamp(path) == venue.file else { return nil }
        return venue
    }

    /// The prepared map of the venue loaded for `path` with `graph` (that venue, with the
    /// session's label language and time zone); nil when `path` was not loaded here.
    static func model(_ path: String, graph: VenueGraph) -> MapModel? {
        venue(path).map { MapModel(preparedLike: $0.model, graph: graph) }
    }
}
