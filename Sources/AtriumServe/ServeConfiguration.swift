/// Settings of the built-in SSH server behind `atrium serve`.
public struct ServeConfiguration: Sendable {
    /// Address to listen on; loopback unless the operator says otherwise.
    public var host: String
    /// TCP port.
    public var port: Int
    /// Paths of the host keys (OpenSSH private keys, ed25519 or ECDSA); a missing one is
    /// created as ed25519 with mode 0600 on first start.
    public var hostKeyPaths: [String]
    /// Path of an OpenSSH authorized_keys file, or nil with `isPublic`.
    public var authorizedKeysPath: String?
    /// Serve a read-only public map to anyone, without keys.
    public var isPublic: Bool
    /// Most sessions at once; the next one is refused with a message. Lowered
    /// at start when the descriptor limit cannot carry that many.
    public var maxSessions: Int
    /// Most sessions one SSH connection may run at once.
    public var maxSessionsPerConnection: Int
    /// Most sessions one client key may run at once (with `isPublic`: one
    /// client address, as there is no key).
    public var maxSessionsPerClient: Int
    /// Seconds without input before a session is closed.
    public var idleTimeout: Double
    /// Seconds a connection may stay without a running explorer (before
    /// authenticating, or between sessions).
    public var loginGraceTime: Double
    /// Most connections that have not authenticated yet from one client address, and most
    /// logged-in connections without a running explorer from one address; nil (the default):
    /// no cap of its own for unauthenticated connections (as OpenSSH's `PerSourceMaxStartups
    /// none`), none for logins without an explorer either with keys, 4 of those with `isPublic`.
    public var maxStartupsPerSource: Int?
    /// The share of all connections (0, 1] that one client address may hold
    /// logged in; at least `maxStartupsPerSource` connections whatever the share.
    public var maxSharePerSource: Double
    /// Accept a PROXY protocol v2 header first, from these proxy addresses only
    /// (empty: no PROXY protocol, every connection is a client).
    public var proxyProtocolFrom: [String]
    /// A catalogue of venues (`--catalog FILE`): sessions choose one by its slug; nil: every
    /// session opens ``explorerCommand`` as it is.
    public var catalogPath: String?
    /// Says why a catalogue entry cannot be served (its venue does not load), or nil; run at
    /// start and at each reload.
    public var catalogCheck: (@Sendable (inout Catalog.Entry) -> String?)?
    /// Whether a catalogue venue is open now ("Open now · closes 19:00"), for the list; nil
    /// when its hours are unknown.
    public var catalogOpenNow: (@Sendable (Catalog.Entry) -> String?)?
    /// The explorer to run for each session: executable path and arguments (with a catalogue,
    /// the chosen venue's arguments go right after the executable).
    /// Clients cannot change it: exec requests are refused.
    public var explorerCommand: [String]
    /// Seconds between the SIGHUP sent to an explorer whose client left and
    /// the SIGKILL sent if it is still running.
    public var hangupGracePeriod: Double
    /// The venue host to start (`atrium venue-host`; the venues are appended), which loads
    /// every venue once and forks the sessions' explorers so they share it; nil: each
    /// session's explorer is spawned and loads its venue itself.
    public var venueHostCommand: [String]?
    /// The venues the host loads without a catalogue (with one: the catalogue's), named as
    /// the explorers' command lines name them.
    public var sharedVenues: [String] = []
    /// How long the server waits at start (and at a reload) for the host to load its venues.
    public var venueHostTimeout: Int = 300

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 2222, hostKeyPaths: [String], authorizedKeysPath: String?,
                isPublic: Bool, maxSessions: Int = 16, maxSessionsPerConnection: Int? = nil,
                maxSessionsPerClient: Int? = nil, idleTimeout: Double = 900, loginGraceTime: Double = 20,
                maxStartupsPerSource: Int? = nil, maxSharePerSource: Double = 0.25, proxyProtocolFrom: [String] = [],
                catalogPath: String? = nil, catalogCheck: (@Sendable (inout Catalog.Entry) -> String?)? = nil,
                catalogOpenNow: (@Sendable (Catalog.Entry) -> String?)? = nil,
                explorerCommand: [String], hangupGracePeriod: Double = 3) {
        self.catalogPath = catalogPath
        self.catalogCheck = catalogCheck
        self.catalogOpenNow = catalogOpenNow
        self.host = host
        self.port = port
        self.hostKeyPaths = hostKeyPaths
        self.authorizedKeysPath = authorizedKeysPath
        self.isPublic = isPublic
        self.maxSessions = maxSessions
        self.maxSessionsPerConnection = maxSessionsPerConnection ?? Self.defaultPerConnection(isPublic: isPublic)
        self.maxSessionsPerClient = maxSessionsPerClient ?? Self.defaultPerClient(isPublic: isPublic, maxSessions: maxSessions)
        self.idleTimeout = idleTimeout
        self.loginGraceTime = loginGraceTime
        self.maxStartupsPerSource = maxStartupsPerSource
        self.maxSharePerSource = min(1, max(0, maxSharePerSource))
        self.proxyProtocolFrom = proxyProtocolFrom
        self.explorerCommand = explorerCommand
        self.hangupGracePeriod = hangupGracePeriod
    }

    /// Sessions per connection unless given: 1 for `--public`, else 4.
    public static func defaultPerConnection(isPublic: Bool) -> Int { isPublic ? 1 : 4 }

    /// Sessions per key (per address with `--public`) unless given: 2 for
    /// `--public`, else 8; never more than a quarter of the server (at least 1)
    /// with `--public`, so one anonymous client cannot take every slot.
    public static func defaultPerClient(isPublic: Bool, maxSessions: Int) -> Int {
        isPublic ? max(1, min(2, maxSessions / 4)) : 8
    }
}

extension ServeConfiguration {
    /// Logins waiting for their first explorer that one address is expected to hold at once
    /// (a crowd behind one NAT logging in together): `maxStartupsPerSource`, else 10 with keys
    /// (OpenSSH's `MaxStartups` begins dropping at 10) and 4 with `isPublic`.
    var loginsWaitingPerSource: Int {
        maxStartupsPerSource ?? (isPublic ? 4 : 10)
    }

    /// Logged-in connections without a running explorer one address may hold: `maxStartupsPerSource`
    /// when given; else 4 with `isPublic` (anonymous logins that open no map only hold slots), and
    /// no cap of its own with keys (the share below still applies).
    var idleLoginsPerSource: Int {
        maxStartupsPerSource ?? (isPublic ? 4 : .max)
    }

    /// Logged-in connections one address may hold when the server carries `connections` and
    /// `sessions`: `maxSharePerSource` of the connections, and never fewer than the sessions one
    /// client may run plus ``loginsWaitingPerSource``.
    func loginsPerSource(connections: Int, sessions: Int) -> Int {
        max(min(maxSessionsPerClient, sessions) + loginsWaitingPerSource, Int((Double(connections) * maxSharePerSource).rounded(.down)))
    }
}
