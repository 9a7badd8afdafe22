import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who may log in, replaceable while the server runs: SIGHUP re-reads `authorized_keys`
/// (`SSHServer.reloadAuthorizedKeys()`), and so does a login that finds the file changed since
/// it was last read (one `stat` per login attempt; the file is read only when it changed).
/// Every login from then on is checked against the new list; connections already logged in
/// and their sessions are not touched. A file that cannot be read or holds no usable key
/// keeps the keys in use, with a warning.
final class AccessList: Sendable {
    private struct State {
        var policy: AccessPolicy
        /// What the file looked like when it was last read.
        var stamp: FileStamp?
    }

    private let state: Mutex<State>
    /// The authorized_keys file, or nil with `--public`.
    private let path: String?
    private let logger: Logger

    /// A list starting with `policy`, read from `path` (nil: nothing to re-read).
    init(_ policy: AccessPolicy, path: String? = nil, logger: Logger = Logger(label: "atrium.serve")) {
        self.state = Mutex(State(policy: policy, stamp: path.flatMap(FileStamp.init)))
        self.path = path
        self.logger = logger
    }

    /// The policy in force now.
    var current: AccessPolicy { state.withLock { $0.policy } }

    /// The policy in force, after re-reading the file if it changed since it was last read.
    var checked: AccessPolicy {
        reload(force: false)
        return current
    }

    /// Re-reads the file (with `force`, even when it looks unchanged); returns whether a new
    /// list is in force.
    @discardableResult
    func reload(force: Bool) -> Bool {
        guard let path else { return false }
        return state.withLock { state in
            let stamp = FileStamp(path)
            guard force || stamp != state.stamp, case .keys(let old) = state.policy else { return false }
            state.stamp = stamp
            do {
                let keys = try AuthorizedKeys(contentsOf: path)
                for warning in keys.warnings { logger.warning("\(path): \(warning)") }
                state.policy = .keys(keys)
                logger.info("reloaded \(path): \(keys.keys.count) authorized key(s), were \(old.keys.count); open sessions go on")
                return true
            } catch {
                logger.warning("could not reload \(path): \(error); the \(old.keys.count) key(s) in use stay")
                return false
            }
        }
    }
}

/// A file's identity and last change, to notice that it changed without reading it.
public struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64

    /// The stamp of the file at `path`, or nil when it cannot be looked at.
    public init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    }
}

/// The catalogue in force (`--catalog`), replaced on SIGHUP; nil when the server serves one venue.
final class CatalogStore: Sendable {
    private let catalog: Mutex<Catalog?>

    /// A store holding `catalog`.
    init(_ catalog: Catalog?) {
        self.catalog = Mutex(catalog)
    }

    /// The catalogue in force now.
    var current: Catalog? { catalog.withLock { $0 } }

    /// Puts `catalog` in force for the sessions that follow.
    func replace(with catalog: Catalog) {
        self.catalog.withLock { $0 = catalog }
    }
}
