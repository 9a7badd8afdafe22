import ArgumentParser
import AtriumServe
import Logging

/// `atrium serve`: serve the explorer over SSH with the built-in server.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the explorer over SSH (one explorer process per session).",
        discussion: """
            Every SSH session gets its own pseudo-terminal and its own `atrium VENUE` process. \
            Clients authenticate with a key listed in --authorized-keys, or not at all with --public \
            (a read-only public map). Commands, sftp, port and agent forwarding are refused. \
            See docs/serve.md.
            """
    )

    /// The venue archive every session opens.
    @Argument(help: "IMDF venue archive to serve (default: the bundled sample).")
    var venue: String?

    /// The listen address.
    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    /// The listen port.
    @Option(help: "TCP port to listen on.")
    var port = 2222

    /// Where the host key lives.
    @Option(name: .customLong("host-key"), help: "ed25519 host key file, created (mode 0600) if missing.")
    var hostKey: String?

    /// Which keys may log in.
    @Option(name: .customLong("authorized-keys"), help: "OpenSSH authorized_keys file of the clients allowed in.")
    var authorizedKeys: String?

    /// Anyone may log in, read-only.
    @Flag(name: .customLong("public"), help: "Let anyone in without a key and serve a read-only map.")
    var isPublic = false

    /// The session cap.
    @Option(name: .customLong("max-sessions"), help: "Most sessions at once.")
    var maxSessions = 16

    /// The idle timeout.
    @Option(name: .customLong("idle-timeout"), help: "Close a session after this many seconds without input.")
    var idleTimeout: Double = 900

    func validate() throws {
        if isPublic == (authorizedKeys != nil) {
            throw ValidationError("Give exactly one of --authorized-keys PATH and --public.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535.") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1.") }
        guard idleTimeout > 0 else { throw ValidationError("--idle-timeout must be positive.") }
    }

    func run() throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let configuration = ServeConfiguration(
            host: host, port: port, hostKeyPath: hostKey ?? HostKeyStore.defaultPath(),
            authorizedKeysPath: authorizedKeys, isPublic: isPublic, maxSessions: maxSessions,
            idleTimeout: idleTimeout, explorerCommand: try ExplorerCommand.forThisExecutable(venue: venue))
        try SSHServer(configuration: configuration).run()
    }
}
