import Logging
import NIOCore

/// First handler of every TCP connection: admits it (connection cap), logs
/// connect and disconnect, and starts the login grace countdown. Bytes pass
/// through untouched to the SSH handler.
final class ConnectionHandler: ChannelInboundHandler {
    /// Raw bytes from the socket.
    typealias InboundIn = ByteBuffer
    /// The same bytes, for `NIOSSHHandler`.
    typealias InboundOut = ByteBuffer

    private let connection: ConnectionContext
    private let shared: ServeContext
    private var admitted = false

    /// A handler for `connection`.
    init(connection: ConnectionContext, shared: ServeContext) {
        self.connection = connection
        self.shared = shared
    }

    func channelActive(context: ChannelHandlerContext) {
        guard shared.registry.add(context.channel) else {
            shared.logger.info("refused connection from \(connection.peer): too many connections")
            context.close(promise: nil)
            return
        }
        admitted = true
        shared.logger.info("connect from \(connection.peer)")
        connection.armGraceTimer()
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        connection.closed()
        if admitted {
            shared.registry.remove(context.channel)
            let seconds = (NIODeadline.now() - connection.connectedAt).nanoseconds / 1_000_000_000
            let who = connection.identity.map { "user \(connection.user ?? "?"), \($0)" } ?? "not authenticated"
            shared.logger.info("disconnect \(connection.peer) (\(who)) after \(seconds)s")
        }
        context.fireChannelInactive()
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
        logger.info("connection error from \(connection.peer): \(error)")
        context.close(promise: nil)
    }
}
