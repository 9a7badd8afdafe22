import CSupport
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The venue host: one `atrium venue-host VENUE…` process per server that loads every venue
/// once, while it has a single thread, and then forks each session's explorer on request, so
/// every session shares the loaded venue's memory copy-on-write (docs/serve.md, "Venues
/// loaded once"). This is the server's side of it.
///
/// The host talks over a `SOCK_SEQPACKET` socket pair (its end is its descriptor 3), one
/// message each way per request (``VenueHostMessage``). It forks twice, so that the explorer is
/// orphaned at once and becomes the server's own child (the server is a child subreaper): the
/// server waits for it, signals its process group and reaps it exactly as one it spawned
/// itself (``ChildProcess``). When the host is gone or not there, sessions are spawned as
/// before, each loading its venue.
final class VenueHost: Sendable {
    /// The host's pid.
    let pid: pid_t
    /// The venues it was asked to load, as their explorers name them.
    let venues: [String]
    private let channel: Mutex<Int32>
    private let process: ChildProcess
    /// How long a request may wait for the host's answer before the host is given up.
    static let answerTimeout: Int = 10

    private init(pid: pid_t, venues: [String], socket: Int32) {
        self.pid = pid
        self.venues = venues
        self.channel = Mutex(socket)
        self.process = ChildProcess(pid: pid)
    }

    /// Starts `command` (the `venue-host` command; the venues are appended) with `environment`,
    /// its end of a new socket pair as descriptor 3. Makes this process a child subreaper.
    static func start(command: [String], venues: [String], environment: [String], logger: Logger) throws -> VenueHost {
        _ = atrium_set_child_subreaper()
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw ServeError.fileSystem(path: "venue host", operation: "make a socket pair for the", errno: errno)
        }
        let pid: pid_t
        do {
            pid = try ProcessSpawner.spawnHelper(command + venues, environment: environment, passing: pair[1])
        } catch {
            close(pair[0])
            close(pair[1])
            throw error
        }
        close(pair[1])
        var timeout = timeval(tv_sec: answerTimeout, tv_usec: 0)
        _ = setsockopt(pair[0], SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let host = VenueHost(pid: pid, venues: venues, socket: pair[0])
        do {
            try host.process.watch { exit in
                if exit != .exited(0) { logger.warning("venue host \(pid) ended (\(exit)); sessions load their venue themselves until the next reload") }
            }
        } catch {
            host.process.killAndReap()
            host.retire()
            throw error
        }
        return host
    }

    /// Waits up to `seconds` for the host to say it has loaded its venues; returns how many it
    /// loaded, or nil (then it is retired).
    func waitUntilReady(seconds: Int) -> Int? {
        let loaded: Int? = channel.withLock { socket in
            guard socket >= 0 else { return nil }
            let deadline = monotonicSeconds() + Double(seconds)
            while true {
                var watched = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                let left = deadline - monotonicSeconds()
                if left <= 0 { return nil }
                let rc = poll(&watched, 1, Int32(min(left, 1) * 1000))
                if rc < 0 && errno == EINTR { continue }
                if rc == 0 { continue }
                guard rc > 0, let message = Self.receive(socket) else { return nil }
                if case .ready(let count) = VenueHostMessage(parsing: message) { return count }
                return nil
            }
        }
        if loaded == nil { retire() }
        return loaded
    }

    /// Asks the host for an explorer running `command` (its executable is not used: the host
    /// runs its own code) on `terminalPath`; returns its pid, which is then the server's child.
    /// Returns nil when the host is gone (the caller spawns the explorer itself); throws when
    /// the host could not fork (out of processes), as a spawn would.
    func spawn(_ command: [String], title: String?, environment: [String], terminalPath: String) throws -> pid_t? {
        let request = VenueHostMessage.spawn(terminal: terminalPath, title: title ?? command.first ?? "atrium",
                                             arguments: Array(command.dropFirst()), environment: environment)
        let answer: VenueHostMessage? = channel.withLock { socket in
            guard socket >= 0 else { return nil }
            let bytes = request.encoded
            let sent = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent == bytes.count, let reply = Self.receive(socket) else {
                // Gone, or stuck past the timeout: no more requests to it.
                shutdown(socket, Int32(SHUT_RDWR))
                close(socket)
                socket = -1
                return nil
            }
            return VenueHostMessage(parsing: reply)
        }
        switch answer {
        case .started(let pid): return pid
        case .failed(let code): throw ServeError.fileSystem(path: "venue host", operation: "fork an explorer in the", errno: code)
        default: return nil
        }
    }

    /// Whether the host still takes requests.
    var isServing: Bool { channel.withLock { $0 >= 0 } }

    /// Ends the host: it exits when its socket closes (its explorers, the server's children
    /// now, go on).
    func retire() {
        channel.withLock { socket in
            guard socket >= 0 else { return }
            shutdown(socket, Int32(SHUT_RDWR))
            close(socket)
            socket = -1
        }
    }

    private static func receive(_ socket: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(buffer[0..<count])
        }
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// The venue host in force (none at first), shared by every event loop.
final class VenueHostStore: Sendable {
    private let host = Mutex<VenueHost?>(nil)

    /// The host sessions are forked by now.
    var current: VenueHost? { host.withLock { $0 } }

    /// Puts `new` in force when `accept` says so (checked under the lock) and returns the
    /// host it replaced; else returns `new` itself, which the caller retires.
    func replace(with new: VenueHost, if accept: () -> Bool) -> VenueHost? {
        host.withLock { current in
            guard accept() else { return new }
            defer { current = new }
            return current
        }
    }
}

/// One message between the server and its venue host: NUL-separated fields, the first naming
/// the kind. Requests carry no venue data, only the session's terminal, title, arguments and
/// environment.
public enum VenueHostMessage: Equatable, Sendable {
    /// Host → server: the venues are loaded (this many of them could be read).
    case ready(Int)
    /// Server → host: fork an explorer on this terminal, with this command line title,
    /// these arguments (after the executable) and this environment.
    case spawn(terminal: String, title: String, arguments: [String], environment: [String])
    /// Host → server: the explorer runs with this pid.
    case started(pid_t)
    /// Host → server: it could not fork (errno).
    case failed(Int32)

    /// The bytes sent.
    public var encoded: [UInt8] {
        let fields: [String]
        switch self {
        case .ready(let count): fields = ["ready", String(count)]
        case .spawn(let terminal, let title, let arguments, let environment):
            fields = ["spawn", terminal, title, String(arguments.count)] + arguments + environment
        case .started(let pid): fields = ["started", String(pid)]
        case .failed(let code): fields = ["failed", String(code)]
        }
        return Array(fields.joined(separator: "\0").utf8)
    }

    /// Reads a message; nil when it is none of the above.
    public init?(parsing bytes: [UInt8]) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        switch fields.first {
        case "ready" where fields.count == 2:
            guard let count = Int(fields[1]) else { return nil }
            self = .ready(count)
        case "started" where fields.count == 2:
            guard let pid = pid_t(fields[1]) else { return nil }
            self = .started(pid)
        case "failed" where fields.count == 2:
            guard let code = Int32(fields[1]) else { return nil }
            self = .failed(code)
        case "spawn" where fields.count >= 4:
            guard let count = Int(fields[3]), count >= 0, fields.count >= 4 + count else { return nil }
            self = .spawn(terminal: fields[1], title: fields[2], arguments: Array(fields[4..<(4 + count)]),
                          environment: Array(fields[(4 + count)...]).filter { !$0.isEmpty })
        default:
            return nil
        }
    }

    /// The largest request the host reads.
    public static let maximumSize = 65536
}
