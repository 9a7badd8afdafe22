import Dispatch
import Logging
import NIOCore
import NIOPosix
import NIOSSH
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built-in SSH server behind `atrium serve`.
///
/// Each session channel with a pty and a `shell` request gets its own explorer
/// process on its own pseudo-terminal; everything else is refused. Typical use:
///
/// ```swift
/// let server = try SSHServer(configuration: configuration)
/// try server.run()            // blocks until SIGINT or SIGTERM
/// ```
///
/// or, from async code (tests): `try await server.start()`, read `boundPort`,
/// then `await server.stop()`.
public final class SSHServer: Sendable {
    private enum State {
        case idle
        case running(group: MultiThreadedEventLoopGroup, listener: Channel, chores: RepeatedTask)
        case stopped
    }

    /// The settings this server was made with.
    public let configuration: ServeConfiguration
    /// The host keys, in the order given.
    public let hostKeys: [HostKey]
    /// The first host key's fingerprint (`SHA256:…`).
    public var hostKeyFingerprint: String { hostKeys[0].fingerprint }
    private let access: AccessList
    private let shared: ServeContext
    private let plan: DescriptorLimit.Plan
    private let state = Mutex(State.idle)
    /// Counts the venue hosts started: only the latest is put in force.
    private let hostGeneration = Atomic<Int>(0)

    /// Loads (or creates) the host key and reads the authorized keys; binds nothing yet.
    ///
    /// Throws when the host key file is unsafe or malformed, when neither
    /// `authorizedKeysPath` nor `isPublic` is set, or when the authorized_keys
    /// file holds no usable key.
    public init(configuration: ServeConfiguration, logger: Logger = Logger(label: "atrium.serve")) throws {
        guard !configuration.explorerCommand.isEmpty else { throw ServeError.emptyExplorerCommand }
        if configuration.isPublic {
            access = AccessList(.anyone)
        } else if let path = configuration.authorizedKeysPath {
            let keys = try AuthorizedKeys(contentsOf: path)
            for warning in keys.warnings { logger.warning("\(path): \(warning)") }
            access = AccessList(.keys(keys), path: path, logger: logger)
        } else {
            throw ServeError.noAuthentication
        }
        guard !configuration.hostKeyPaths.isEmpty else { throw ServeError.noHostKey }
        let keys = try configuration.hostKeyPaths.map { path in
            try HostKeyStore.loadOrCreate(at: path, warn: { logger.warning("\($0)") })
        }
        for (path, key) in zip(configuration.hostKeyPaths, keys) {
            // After the colon, exactly what `ssh-keygen -lf PATH` prints.
            logger.info("host key \(path): \(key.listing)")
        }
        self.hostKeys = keys
        self.configuration = configuration
        let descriptors = DescriptorLimit.raise()
        if let before = descriptors.raisedFrom {
            logger.info("raised the open-file limit from \(before) to \(descriptors.soft)")
        }
        let requested = max(1, configuration.maxSessions)
        let plan = descriptors.plan(requestedSessions: requested, inUse: DescriptorLimit.openNow())
        if plan.sessions < requested {
            let message = "the open-file limit \(descriptors.soft) allows \(plan.sessions) session(s), not \(requested): "
                + "raise it (ulimit -n, LimitNOFILE=) to serve more"
            logger.warning("\(message)")
        }
        self.plan = plan
        let registry = SessionRegistry(
            maxSessions: plan.sessions, maxConnections: plan.connections,
            maxPerClient: configuration.maxSessionsPerClient)
        let admission = AdmissionControl(
            perSource: configuration.maxStartupsPerSource ?? plan.startups, dropStart: max(1, plan.startups / 2),
            dropFull: plan.startups, perSourceLogins: configuration.loginsPerSource(connections: plan.connections, sessions: plan.sessions),
            idleLoginsPerSource: configuration.idleLoginsPerSource)
        var catalog: Catalog?
        if let path = configuration.catalogPath {
            let loaded = try Catalog.load(path: path, check: configuration.catalogCheck ?? { _ in nil })
            Self.report(loaded, path: path, logger: logger)
            catalog = loaded
        }
        self.shared = ServeContext(
            configuration: configuration, registry: registry, admission: admission, logger: logger,
            churn: ChurnLog(logger: logger), memory: MemoryTrim(),
            proxies: Set(try configuration.proxyProtocolFrom.map(Self.canonicalAddress)), catalog: CatalogStore(catalog))
        startVenueHost(venues: catalog?.entries.map(\.venue) ?? configuration.sharedVenues)
    }

    /// Starts a venue host for `venues`; once it has loaded them (on a thread of its own: the
    /// server listens and sessions start meanwhile, loading their venue themselves), puts it in
    /// force for the sessions that follow and retires the one in force before (its explorers
    /// go on). A host that cannot start or load is logged and leaves things as they were; of
    /// two started in quick succession (two reloads) only the later is put in force.
    private func startVenueHost(venues: [String]) {
        guard let command = configuration.venueHostCommand, !venues.isEmpty else { return }
        let logger = shared.logger
        var environment = ["PATH=/usr/local/bin:/usr/bin:/bin", "HOME=/nonexistent", "ATRIUM_SERVED=1"]
        if configuration.isPublic { environment.append("ATRIUM_PUBLIC=1") }
        let generation = hostGeneration.add(1, ordering: .relaxed).newValue
        let started = DispatchTime.now()
        let host: VenueHost
        do {
            host = try VenueHost.start(command: command, venues: venues, environment: environment, logger: logger)
        } catch {
            return logger.warning("could not start the venue host (\(error)); sessions load their venue themselves")
        }
        DispatchQueue.global().async { [self, shared, timeout = configuration.venueHostTimeout] in
            guard let loaded = host.waitUntilReady(seconds: timeout) else {
                return logger.warning("the venue host \(host.pid) did not load its venues; sessions load their venue themselves")
            }
            let old = shared.venueHost.replace(with: host) {
                self.hostGeneration.load(ordering: .relaxed) == generation && !shared.registry.isStopping
            }
            old?.retire()
            guard old !== host else { return }
            let tenths = (DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 100_000_000
            logger.info("venue host pid \(host.pid): \(loaded) of \(venues.count) venue(s) loaded once for all sessions in \(tenths / 10).\(tenths % 10) s")
        }
    }

    /// The venue host's pid, while one is in force (for tests).
    var venueHostPID: pid_t? { shared.venueHost.current?.pid }

    /// An IP address as NIO prints peers' addresses (`::1`, not `0:0::1`);
    /// throws `notAnAddress` for anything else (host names included).
    static func canonicalAddress(_ text: String) throws -> String {
        guard let address = try? SocketAddress(ipAddress: text, port: 0), let ip = address.ipAddress else {
            throw ServeError.notAnAddress(text)
        }
        return ip
    }

    /// The limits in force: sessions, unauthenticated connections and all
    /// connections, after fitting `maxSessions` into the descriptor limit.
    public var limits: (sessions: Int, startups: Int, connections: Int) {
        (plan.sessions, plan.startups, plan.connections)
    }

    /// The TCP port actually listened on (useful with port 0), or nil when not running.
    public var boundPort: Int? {
        state.withLock { state in
            guard case .running(_, let listener, _) = state else { return nil }
            return listener.localAddress?.port
        }
    }

    /// TCP connections accepted so far, served or not.
    var connectionsAccepted: Int { shared.accepted.count }

    /// Whether admission control refuses new connections from `address` for now.
    func isPenalised(_ address: String) -> Bool {
        shared.admission.isPenalised(AdmissionControl.sourceKey(address))
    }

    /// Binds and starts accepting connections.
    public func start() async throws {
        let (group, bound) = try beginStart()
        do {
            finishStart(group: group, listener: try await bound.get())
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// Starts, serves until SIGINT or SIGTERM, then stops. For `atrium serve`;
    /// call it from the main thread, not from an event loop.
    public func run() throws {
        let (group, bound) = try beginStart()
        do {
            finishStart(group: group, listener: try bound.wait())
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        SignalWaiter.waitForTermination(onHangup: {
            self.reloadAuthorizedKeys()
            self.reloadCatalog()
        })
        shared.logger.info("shutting down")
        stopBlocking()
    }

    /// Re-reads the authorized_keys file (SIGHUP does this): logins from now on are checked
    /// against the new list; connections logged in and their sessions are not touched. When
    /// the file cannot be read or holds no usable key, the keys in use stay, with a warning.
    /// Returns whether a new list is in force (false with `--public`, which has none).
    @discardableResult
    public func reloadAuthorizedKeys() -> Bool {
        access.reload(force: true)
    }

    /// Re-reads the catalogue (SIGHUP does this): sessions from now on choose from the new
    /// one, sessions running go on. Entries whose venue fails to read are left out and
    /// logged; a file that cannot be read at all keeps the catalogue in use. Returns whether a
    /// new catalogue is in force.
    @discardableResult
    public func reloadCatalog() -> Bool {
        guard let path = configuration.catalogPath else { return false }
        do {
            let catalog = try Catalog.load(path: path, check: configuration.catalogCheck ?? { _ in nil })
            Self.report(catalog, path: path, logger: shared.logger)
            shared.catalog.replace(with: catalog)
            // Until the new host has loaded them, new venues' sessions read theirs themselves.
            startVenueHost(venues: catalog.entries.map(\.venue))
            return true
        } catch {
            shared.logger.warning("could not reload the catalogue: \(error); the one in use stays")
            return false
        }
    }

    /// Logs the venues of `catalog` and each entry left out.
    private static func report(_ catalog: Catalog, path: String, logger: Logger) {
        for problem in catalog.problems { logger.warning("catalogue \(path): \(problem)") }
        logger.info("catalogue \(path): \(catalog.entries.count) venue(s): \(catalog.entries.map(\.slug).joined(separator: ", "))")
    }

    /// Stops listening, closes every connection, hangs up every explorer and
    /// waits (bounded) until all of them are reaped.
    public func stop() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                self.stopBlocking()
                done.resume()
            }
        }
    }

    private func beginStart() throws -> (MultiThreadedEventLoopGroup, EventLoopFuture<Channel>) {
        try state.withLock { state in
            guard case .idle = state else { throw ServeError.notRunning }
            state = .stopped  // Until finishStart: a second start() must fail.
        }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        let bound = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { [shared, access, keys = hostKeys.map(\.nioKey)] channel in
                channel.eventLoop.makeCompletedFuture {
                    try ConnectionPipeline.configure(channel, shared: shared, hostKeys: keys, access: access)
                }
            }
            .bind(host: configuration.host, port: configuration.port)
        return (group, bound)
    }

    private func finishStart(group: MultiThreadedEventLoopGroup, listener: Channel) {
        // Every 2 s: the summaries of held-back log lines, and memory given back after closes.
        let chores = group.next().scheduleRepeatedTask(initialDelay: .seconds(2), delay: .seconds(2)) { [shared] _ in
            shared.churn.flush()
            shared.memory.trimIfNeeded()
        }
        state.withLock { $0 = .running(group: group, listener: listener, chores: chores) }
        let who: String
        switch access.current {
        case .anyone: who = "public, read-only, no authentication"
        case .keys(let keys): who = "\(keys.keys.count) authorized key(s)"
        }
        let limits = "at most \(plan.sessions) sessions, \(plan.startups) unauthenticated connections"
        shared.logger.info(
            "listening on \(LogText.describe(listener.localAddress)) (\(who)); host key \(hostKeys.map(\.fingerprint).joined(separator: ", ")); \(limits)")
    }

    private func stopBlocking() {
        let running: (MultiThreadedEventLoopGroup, Channel, RepeatedTask)? = state.withLock { state in
            guard case .running(let group, let listener, let chores) = state else { return nil }
            state = .stopped
            return (group, listener, chores)
        }
        guard let (group, listener, chores) = running else { return }
        chores.cancel()
        shared.venueHost.current?.retire()
        try? listener.close().wait()
        // Explorers first: SIGTERM lets each restore its terminal, and its
        // session forwards that last output and the exit status before closing.
        let connections = shared.registry.beginStopping()
        let grace = configuration.hangupGracePeriod
        // Each session hangs up its own explorer, so that it tells its client why after the
        // explorer has restored the terminal; then any explorer not reached that way.
        let told = connections.map { channel in
            channel.eventLoop.submit {
                let handler = try channel.pipeline.syncOperations.handler(type: ConnectionHandler.self)
                handler.hangUpSessions(signal: SIGTERM, reason: Self.restartLine)
            }
        }
        for future in told { try? future.wait() }
        shared.registry.liveChildren.forEach { $0.hangUp(signal: SIGTERM, killAfter: grace) }
        if !waitForChildren(seconds: grace + 2) {
            shared.registry.liveChildren.forEach { $0.signalGroup(SIGKILL) }
            _ = waitForChildren(seconds: 2)
        }
        _ = waitUntil(seconds: 2) { shared.registry.runningSessions == 0 }
        for connection in connections {
            connection.close(promise: nil)
        }
        try? group.syncShutdownGracefully()
        shared.churn.flush(now: .now() + .hours(1))
    }

    /// What every client is told when the server stops (SIGTERM, SIGINT, `stop()`).
    static let restartLine = "atrium: the server is restarting; please reconnect"

    /// Polls until every explorer has been reaped; false on timeout.
    private func waitForChildren(seconds: Double) -> Bool {
        waitUntil(seconds: seconds) { shared.registry.liveChildren.isEmpty }
    }

    /// Polls `condition` every 20 ms for up to `seconds`; false on timeout.
    private func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !condition() {
            if DispatchTime.now() >= deadline { return false }
            usleep(20_000)
        }
        return true
    }
}
