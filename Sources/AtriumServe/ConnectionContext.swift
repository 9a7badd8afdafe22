import Logging
import NIOCore

/// The state of one TCP connection, confined to its event loop: who the peer
/// is, how it authenticated, its sessions and the output it has queued.
///
/// A connection without a running explorer (not yet authenticated, or between
/// sessions) is closed after the login grace period.
final class ConnectionContext {
    /// `host:port` of the client (from the PROXY header behind a proxy).
    private(set) var peer: String
    /// The client's address as admission control keys it (IPv4, or IPv6 /64).
    private(set) var source: String
    /// The TCP channel.
    let channel: Channel
    /// When the client connected.
    let connectedAt = NIODeadline.now()
    /// How the client authenticated (`key SHA256:…` or `public`), once it has.
    var identity: String?
    /// Whom per-client session caps count against: the key's fingerprint, or
    /// the client address with `--public`.
    var client: String?
    /// The user name the client gave, quoted and sanitised for logs.
    var user: String?

    /// The title a session's explorer runs under (its argv[0], shown by `ps -o args`):
    /// `atrium: session USER@HOST:PORT`, the user name sanitised as in the logs.
    var sessionTitle: String {
        let name = (user ?? "\"?\"").dropFirst().dropLast()
        return "atrium: session \(name)@\(peer)"
    }
    /// Failed authentication attempts so far.
    var authFailures = 0
    /// True when swift-nio-ssh ended the connection for a protocol violation.
    var protocolViolation = false
    /// Admission control's ticket while this connection counts as a startup.
    var ticket: AdmissionControl.Ticket?
    /// True once the connection closed: session starts and ends no longer count.
    private(set) var isClosed = false
    /// True when the login grace ran out before a session started.
    private(set) var timedOut = false
    private(set) var openSessions = 0
    /// Bytes written to the client but not yet handed to the kernel, over all sessions.
    private(set) var queuedOutput = 0
    private var sessions: [ObjectIdentifier: SessionChannelHandler] = [:]
    /// Every session channel open on this connection, with an explorer or not yet.
    private var sessionChannels: [ObjectIdentifier: SessionChannelHandler] = [:]
    /// Channels of any kind the client holds open (with or without an explorer).
    private(set) var openChannels = 0
    /// When the channel opens of the current rate window began, and how many came in it.
    private var channelWindowStart = NIODeadline.now()
    private var channelOpensInWindow = 0
    private var graceTimer: Scheduled<Void>?
    private let shared: ServeContext

    /// State for a connection that just became active.
    init(channel: Channel, shared: ServeContext) {
        self.channel = channel
        self.peer = LogText.describe(channel.remoteAddress)
        self.source = AdmissionControl.sourceKey(channel.remoteAddress?.ipAddress ?? "unknown")
        self.shared = shared
    }

    /// Counts a channel the client asks to open, of any kind. Returns false, after closing the
    /// connection and giving its address a strike, when the client holds more than
    /// ``ChannelLimits/maxOpen`` channels at once or opens more than ``ChannelLimits/maxOpensPerWindow``
    /// in ``ChannelLimits/window``: a client that opens channels without end (hundreds of
    /// thousands a minute were seen) cannot grow the server.
    func channelRequested() -> Bool {
        let now = NIODeadline.now()
        if now - channelWindowStart > ChannelLimits.window {
            channelWindowStart = now
            channelOpensInWindow = 0
        }
        channelOpensInWindow += 1
        let tooMany = openChannels >= ChannelLimits.maxOpen
        let tooFast = channelOpensInWindow > ChannelLimits.maxOpensPerWindow
        guard !tooMany && !tooFast else {
            if channel.isActive {
                shared.logger.warning("closing \(peer): \(tooMany ? "more than \(ChannelLimits.maxOpen) channels open at once" : "more than \(ChannelLimits.maxOpensPerWindow) channel opens in \(ChannelLimits.window.nanoseconds / 1_000_000_000)s")")
                shared.admission.strike(source)
                channel.close(promise: nil)
            }
            return false
        }
        openChannels += 1
        return true
    }

    /// A channel counted by ``channelRequested()`` closed.
    func channelClosed() {
        openChannels = max(0, openChannels - 1)
    }

    /// The proxy vouched for the real client: logs and limits use it from now on.
    func proxied(client ip: String, port: Int) {
        let host = ip.contains(":") ? "[\(ip)]" : ip
        peer = "\(host):\(port) via \(peer)"
        source = AdmissionControl.sourceKey(ip)
    }

    /// Starts (or restarts) the countdown to closing a connection that runs no explorer.
    func armGraceTimer() {
        graceTimer?.cancel()
        let grace = shared.loginGrace
        graceTimer = channel.eventLoop.assumeIsolated().scheduleTask(in: grace) { [self] in
            guard openSessions == 0, channel.isActive else { return }
            timedOut = true
            let message = "closing \(peer): no session after \(grace.nanoseconds / 1_000_000_000)s"
            if identity == nil {
                shared.churn.info(.unauthenticated, message, source: source)
            } else {
                shared.logger.info("\(message)")
                // A public login that never asks for a map only holds a slot.
                if shared.configuration.isPublic { shared.admission.strike(source) }
            }
            channel.close(promise: nil)
        }
    }

    /// An explorer started on this connection.
    func sessionStarted(_ session: SessionChannelHandler) {
        if openSessions == 0 && identity != nil && !isClosed { shared.admission.login(of: source, running: true) }
        openSessions += 1
        sessions[ObjectIdentifier(session)] = session
        graceTimer?.cancel()
        graceTimer = nil
    }

    /// An explorer on this connection ended.
    func sessionEnded(_ session: SessionChannelHandler) {
        openSessions -= 1
        if openSessions == 0 && identity != nil && !isClosed { shared.admission.login(of: source, running: false) }
        sessions[ObjectIdentifier(session)] = nil
        if openSessions == 0 && channel.isActive { armGraceTimer() }
    }

    /// A session queued `count` bytes for the client.
    func outputQueued(_ count: Int) {
        queuedOutput += count
    }

    /// `count` queued bytes reached the kernel; paused sessions may resume.
    func outputSent(_ count: Int) {
        let wasOver = queuedOutput > OutputBudget.resumeConnection
        queuedOutput -= count
        if wasOver && queuedOutput <= OutputBudget.resumeConnection {
            sessions.values.forEach { $0.updateFlow() }
        }
    }

    /// The TCP connection became writable or not: every session re-checks whether it may read its pty.
    func writabilityChanged() {
        sessions.values.forEach { $0.updateFlow() }
    }

    /// A session channel opened (`open`) or went away.
    func sessionChannel(_ session: SessionChannelHandler, open: Bool) {
        sessionChannels[ObjectIdentifier(session)] = open ? session : nil
    }

    /// swift-nio-ssh could not read a request from the client (an `x11-req`: it reads unknown
    /// requests without their payload and then finds bytes left over), and will end the
    /// connection. Sessions that are still being set up tell the client `line` and end;
    /// returns how long to wait for that before closing (zero when none was told).
    func tellUnreadableRequest(_ line: String) -> TimeAmount {
        let told = sessionChannels.values.filter { $0.tellAndEndIfSettingUp(line) }
        return told.isEmpty ? .zero : .milliseconds(500)
    }

    /// Asks every running session to hang up its explorer with `signal`, and to tell its
    /// client `reason` once the explorer has restored the terminal (server shutdown).
    func hangUpSessions(signal: Int32, reason: String?) {
        sessions.values.forEach { $0.hangUpExplorer(signal: signal, reason: reason) }
    }

    /// Stops the countdown; the connection is gone.
    func closed() {
        isClosed = true
        graceTimer?.cancel()
        graceTimer = nil
    }
}

/// How much output a session and a connection may queue towards a client
/// that does not read, before the server stops reading the explorers' ptys.
enum OutputBudget {
    /// A session stops reading its pty above this many queued bytes.
    static let pauseSession = 256 * 1024
    /// ...and resumes at or below this many.
    static let resumeSession = 64 * 1024
    /// A connection's sessions all stop above this many queued bytes.
    static let pauseConnection = 1024 * 1024
    /// ...and resume at or below this many.
    static let resumeConnection = 256 * 1024
    /// Largest single read from a pty: the most a session can overshoot by.
    static let readSize = 16 * 1024

    /// Whether a session may read its pty, given what it and its connection
    /// have queued and whether it is paused now (hysteresis).
    static func mayRead(session: Int, connection: Int, paused: Bool) -> Bool {
        if paused {
            return session <= resumeSession && connection <= resumeConnection
        }
        return session <= pauseSession && connection <= pauseConnection
    }
}
