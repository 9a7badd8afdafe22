import Synchronization

/// Who may log in, replaceable while the server runs: SIGHUP re-reads `authorized_keys`
/// (`SSHServer.reloadAuthorizedKeys()`), and every login from then on is checked against the
/// new list. Connections already logged in and their sessions are not touched.
final class AccessList: Sendable {
    private let policy: Mutex<AccessPolicy>

    /// A list starting with `policy`.
    init(_ policy: AccessPolicy) {
        self.policy = Mutex(policy)
    }

    /// The policy in force now.
    var current: AccessPolicy { policy.withLock { $0 } }

    /// Puts `policy` in force for the logins that follow.
    func replace(with policy: AccessPolicy) {
        self.policy.withLock { $0 = policy }
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
