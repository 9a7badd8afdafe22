import Logging
import NIOCore

/// The state of one TCP connection, confined to its event loop: who the peer
/// is, how it authenticated, and how many explorers it runs.
///
/// A connection without a running explorer (not yet authenticated, or between
/// sessions) is closed after the login grace period.
final class ConnectionContext {
    /// `host:port` of the client.
    let peer: String
    /// The TCP channel.
    let channel: Channel
    /// When the client connected.
    let connectedAt = NIODeadline.now()
    /// How the client authenticated (`key SHA256:…` or `public`), once it has.
    var identity: String?
    /// The user name the client gave, quoted and sanitised for logs.
    var user: String?
    private(set) var openSessions = 0
    private var graceTimer: Scheduled<Void>?
    private let shared: ServeContext

    /// State for a connection that just became active.
    init(channel: Channel, shared: ServeContext) {
        self.channel = channel
        self.peer = LogText.describe(channel.remoteAddress)
        self.shared = shared
    }

    /// Starts (or restarts) the countdown to closing a connection that runs no explorer.
    func armGraceTimer() {
        graceTimer?.cancel()
        let grace = shared.loginGrace
        graceTimer = channel.eventLoop.assumeIsolated().scheduleTask(in: grace) { [self] in
            guard openSessions == 0, channel.isActive else { return }
            shared.logger.info("closing \(peer): no session after \(grace.nanoseconds / 1_000_000_000)s")
            channel.close(promise: nil)
        }
    }

    /// An explorer started on this connection.
    func sessionStarted() {
        openSessions += 1
        graceTimer?.cancel()
        graceTimer = nil
    }

    /// An explorer on this connection ended.
    func sessionEnded() {
        openSessions -= 1
        if openSessions == 0 { armGraceTimer() }
    }

    /// Stops the countdown; the connection is gone.
    func closed() {
        graceTimer?.cancel()
        graceTimer = nil
    }
}
