import Logging
import NIOCore
import NIOSSH

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// First handler of every TCP connection: reads the PROXY header when the
/// peer is a configured proxy, admits the connection (connection cap and
/// pre-auth limits, see `AdmissionControl`), logs connect and disconnect, and
/// starts the login grace countdown. Only then does the SSH handler see the
/// connection; bytes pass through to it untouched.
final class ConnectionHandler: ChannelInboundHandler {
    /// Raw bytes from the socket.
    typealias InboundIn = ByteBuffer
    /// The same bytes, for `NIOSSHHandler`.
    typealias InboundOut = ByteBuffer

    private enum Phase {
        /// Waiting for the PROXY header; the bytes so far.
        case awaitingHeader(ByteBuffer)
        /// Passing bytes to SSH.
        case admitted
        /// Refused or closed.
        case refused
    }

    private let connection: ConnectionContext
    private let shared: ServeContext
    private var phase = Phase.refused
    private var registered = false
    private var spoke = false

    /// A handler for `connection`.
    init(connection: ConnectionContext, shared: ServeContext) {
        self.connection = connection
        self.shared = shared
    }

    func channelActive(context: ChannelHandlerContext) {
        shared.accepted.increment()
        guard context.channel.remoteAddress?.ipAddress != nil else {
            // The peer reset the connection before it was accepted (HAProxy ends its health checks
            // with a reset): there is no one to serve and no address to log or count against.
            shared.logger.debug("closing a connection whose peer already left")
            phase = .refused
            context.close(promise: nil)
            return
        }
        connection.armGraceTimer()
        if shared.expectsProxyHeader(from: context.channel.remoteAddress) {
            phase = .awaitingHeader(context.channel.allocator.buffer(capacity: 64))
        } else {
            admit(context: context)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch phase {
        case .admitted:
            if !spoke, let ticket = connection.ticket {
                spoke = true
                shared.admission.spoke(ticket)
            }
            context.fireChannelRead(data)
        case .refused:
            break
        case .awaitingHeader(var buffered):
            var bytes = unwrapInboundIn(data)
            buffered.writeBuffer(&bytes)
            phase = .awaitingHeader(buffered)
            readHeader(from: buffered, context: context)
        }
    }

    private func readHeader(from buffered: ByteBuffer, context: ChannelHandlerContext) {
        let header: ProxyHeader
        do {
            guard let parsed = try ProxyHeader.parse(buffered.readableBytesView) else { return }
            header = parsed
        } catch {
            shared.logger.info("refused connection from \(connection.peer): no valid PROXY v2 header (\(error))")
            phase = .refused
            context.close(promise: nil)
            return
        }
        switch header.source {
        case .client(let ip, let port):
            connection.proxied(client: ip, port: port)
        case .local:
            phase = .refused
            context.close(promise: nil)  // The proxy's own health check: nothing to serve.
            return
        case .unknownFamily:
            break  // Not TCP over IP: the proxy is the best address we have.
        }
        admit(context: context)
        guard case .admitted = phase else { return }
        var rest = buffered
        rest.moveReaderIndex(forwardBy: header.length)
        if rest.readableBytes > 0 {
            context.fireChannelRead(wrapInboundOut(rest))
            context.fireChannelReadComplete()
        }
    }

    private func admit(context: ChannelHandlerContext) {
        let channel = context.channel
        let (churn, peer, source) = (shared.churn, connection.peer, connection.source)
        let admission = shared.admission.admit(source) {
            churn.info(.unauthenticated, "closing \(peer): its place went to a new address", source: source)
            channel.close(promise: nil)
        }
        guard let ticket = admission.ticket else {
            let refusal = admission.refusal ?? .tooManyConnections
            shared.churn.info(.refused, "refused connection from \(peer): \(refusal)", source: source)
            return refuse(context: context, saying: refusal)
        }
        connection.ticket = ticket
        guard shared.registry.add(context.channel) else {
            shared.churn.info(.refused, "refused connection from \(peer): too many connections", source: source)
            return refuse(context: context, saying: .tooManyConnections)
        }
        registered = true
        phase = .admitted
        shared.churn.info(.unauthenticated, "connect from \(peer)", source: source)
        context.fireChannelActive()
    }

    /// Tells the client why in one line (before any SSH version string, which RFC 4253
    /// allows), then closes.
    private func refuse(context: ChannelHandlerContext, saying refusal: AdmissionControl.Refusal) {
        phase = .refused
        let line = context.channel.allocator.buffer(string: refusal.clientLine)
        context.writeAndFlush(NIOAny(line)).whenComplete { _ in context.close(promise: nil) }
    }

    func channelInactive(context: ChannelHandlerContext) {
        connection.closed()
        if let ticket = connection.ticket, connection.identity == nil {
            if connection.protocolViolation {
                shared.admission.closedForViolation(ticket, failures: connection.authFailures)
            } else {
                shared.admission.closedUnauthenticated(ticket, failed: connection.authFailures > 0 || connection.timedOut)
            }
        }
        if connection.identity != nil {
            shared.admission.loginClosed(connection.source, idle: connection.openSessions == 0)
        }
        if registered {
            shared.registry.remove(context.channel)
            shared.connectionClosed()
            let seconds = (NIODeadline.now() - connection.connectedAt).nanoseconds / 1_000_000_000
            if let identity = connection.identity {
                shared.logger.info("disconnect \(connection.peer) (user \(connection.user ?? "?"), \(identity)) after \(seconds)s")
            } else {
                shared.churn.info(.unauthenticated, "disconnect \(connection.peer) (not authenticated) after \(seconds)s",
                                  source: connection.source)
            }
        }
        guard case .admitted = phase else { return }
        context.fireChannelInactive()
    }

    /// Hangs up every explorer of this connection with `signal`; each session then tells its
    /// client `reason` after the explorer's last output. Call on the connection's event loop.
    func hangUpSessions(signal: Int32, reason: String) {
        connection.hangUpSessions(signal: signal, reason: reason)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // swift-nio-ssh 0.15.1 does not tell session channels when the TCP
        // connection backs up; the sessions learn it from here.
        connection.writabilityChanged()
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.fireErrorCaught(error)
    }
}

/// Last handler of every TCP connection: a protocol error ends the connection.
final class ConnectionErrorHandler: ChannelInboundHandler {
    /// Nothing reaches here but errors.
    typealias InboundIn = Any

    private let connection: ConnectionContext
    private let logger: Logger

    /// A handler that logs errors of `connection`.
    init(connection: ConnectionContext, logger: Logger) {
        self.connection = connection
        self.logger = logger
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        switch Self.kind(of: error) {
        case .peerLeft:
            // A client that went away with a reset (errno 104) or a broken pipe: an ordinary
            // disconnect, logged as one by ConnectionHandler.
            logger.debug("connection from \(connection.peer) reset: \(error)")
        case .protocolViolation:
            connection.protocolViolation = true
            logger.info("closing \(connection.peer): SSH protocol violation (\(error))")
        case .unreadableRequest:
            logger.info("closing \(connection.peer): a request swift-nio-ssh cannot read (X11 forwarding?)")
            let wait = connection.tellUnreadableRequest(Self.unreadableRequestLine)
            if wait > .zero {
                let channel = context.channel
                context.eventLoop.scheduleTask(in: wait) { channel.close(promise: nil) }
                return
            }
        case .other:
            logger.info("connection error from \(connection.peer): \(error)")
        }
        context.close(promise: nil)
    }

    /// What a client whose request could not be read is told (its session had not started).
    static let unreadableRequestLine =
        "atrium: X11 forwarding is not available here and the server cannot decline it; connect without it: ssh -x"

    /// What kind of end an error is.
    enum Kind: Equatable {
        /// The peer reset the connection or stopped reading: nothing went wrong here.
        case peerLeft
        /// swift-nio-ssh refused a message the protocol does not allow where it came.
        case protocolViolation
        /// swift-nio-ssh could not read a message (an `x11-req`, whose payload it does not know).
        case unreadableRequest
        /// Anything else.
        case other
    }

    /// Sorts `error`.
    static func kind(of error: Error) -> Kind {
        if let io = error as? IOError, [ECONNRESET, EPIPE, ETIMEDOUT].contains(io.errnoCode) { return .peerLeft }
        if let ssh = error as? NIOSSHError, ssh.type == .protocolViolation { return .protocolViolation }
        if let ssh = error as? NIOSSHError, ssh.type == .invalidPacketFormat { return .unreadableRequest }
        return .other
    }
}
