import Logging
import NIOCore
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every connection and session of one server shares: settings, the
/// registry and the logger.
struct ServeContext: Sendable {
    /// The server's settings.
    let configuration: ServeConfiguration
    /// Session cap, children, connections.
    let registry: SessionRegistry
    /// Who may start a connection before authenticating.
    let admission: AdmissionControl
    /// Where connect/auth/session/disconnect lines go.
    let logger: Logger
    /// The rate-limited lines about connections that do not log in.
    let churn: ChurnLog
    /// Gives freed memory back to the system after connections close.
    let memory: MemoryTrim
    /// TCP connections accepted so far, logged or not (for tests and figures).
    let accepted = Counter()
    /// Addresses of the proxies whose connections start with a PROXY v2 header.
    let proxies: Set<String>
    /// The catalogue in force, if the server has one.
    let catalog: CatalogStore
    /// The venue host in force, if any: it forks the explorers, which share its venues.
    let venueHost = VenueHostStore()

    /// Starts a session's explorer: forked by the venue host when there is one serving,
    /// else spawned here (it then loads its venue itself).
    func spawnExplorer(_ command: [String], title: String?, environment: [String], terminalPath: String) throws -> pid_t {
        if let host = venueHost.current,
           let pid = try host.spawn(command, title: title, environment: environment, terminalPath: terminalPath) {
            return pid
        }
        return try ProcessSpawner.spawn(command, title: title, environment: environment, terminalPath: terminalPath)
    }

    /// Whether a connection from `address` must start with a PROXY v2 header.
    func expectsProxyHeader(from address: SocketAddress?) -> Bool {
        guard !proxies.isEmpty, let ip = address?.ipAddress else { return false }
        return proxies.contains(ip)
    }

    /// A connection closed: its memory may be given back at the next trim.
    func connectionClosed() {
        memory.noteRelease()
    }

    /// How long a connection may stay without a running explorer (before
    /// authenticating, or between sessions): the login grace time, or the idle
    /// timeout if shorter.
    var loginGrace: TimeAmount {
        .milliseconds(Int64(min(configuration.loginGraceTime, configuration.idleTimeout) * 1000))
    }

    /// How long a session may go without client input.
    var idleTimeout: TimeAmount {
        .milliseconds(Int64(configuration.idleTimeout * 1000))
    }
}

/// Helpers to put client-supplied text and addresses into log lines safely.
enum LogText {
    /// `host:port` (`[v6]:port`) of a peer.
    static func describe(_ address: SocketAddress?) -> String {
        guard let address, let ip = address.ipAddress else { return "unknown" }
        let host = ip.contains(":") ? "[\(ip)]" : ip
        return "\(host):\(address.port ?? 0)"
    }

    /// Client-chosen text (a user name) with control characters, format
    /// characters (bidi overrides such as U+202E, zero-width marks) and line or
    /// paragraph separators replaced, and the length capped, so it cannot forge,
    /// break or visually reorder log lines.
    static func sanitize(_ text: String, limit: Int = 64) -> String {
        let cleaned = text.unicodeScalars.prefix(limit).map { scalar -> String in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                return "?"
            default:
                return scalar == "\"" ? "?" : String(scalar)
            }
        }
        return "\"" + cleaned.joined() + (text.unicodeScalars.count > limit ? "…" : "") + "\""
    }
}

/// A count shared between threads.
final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    /// Adds one.
    func increment() {
        value.add(1, ordering: .relaxed)
    }

    /// The count now.
    var count: Int { value.load(ordering: .relaxed) }
}
