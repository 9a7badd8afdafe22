/// Settings of the built-in SSH server behind `atrium serve`.
public struct ServeConfiguration: Sendable {
    /// Address to listen on; loopback unless the operator says otherwise.
    public var host: String
    /// TCP port.
    public var port: Int
    /// Path of the ed25519 host key, created with mode 0600 on first start.
    public var hostKeyPath: String
    /// Path of an OpenSSH authorized_keys file, or nil with `isPublic`.
    public var authorizedKeysPath: String?
    /// Serve a read-only public map to anyone, without keys.
    public var isPublic: Bool
    /// Most sessions at once; the next one is refused with a message.
    public var maxSessions: Int
    /// Seconds without input before a session is closed.
    public var idleTimeout: Double
    /// The explorer to run for each session: executable path and arguments.
    /// Clients cannot change it: exec requests are refused.
    public var explorerCommand: [String]
    /// Seconds between the SIGHUP sent to an explorer whose client left and
    /// the SIGKILL sent if it is still running.
    public var hangupGracePeriod: Double

    /// Creates a configuration.
    public init(host: String = "127.0.0.1", port: Int = 2222, hostKeyPath: String, authorizedKeysPath: String?,
                isPublic: Bool, maxSessions: Int = 16, idleTimeout: Double = 900, explorerCommand: [String],
                hangupGracePeriod: Double = 3) {
        self.host = host
        self.port = port
        self.hostKeyPath = hostKeyPath
        self.authorizedKeysPath = authorizedKeysPath
        self.isPublic = isPublic
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.explorerCommand = explorerCommand
        self.hangupGracePeriod = hangupGracePeriod
    }
}
