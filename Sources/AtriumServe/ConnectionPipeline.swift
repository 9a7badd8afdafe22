import NIOCore
import NIOSSH

/// Builds the handlers of one accepted TCP connection.
enum ConnectionPipeline {
    /// Refusal of a channel type other than `session` (port forwarding).
    struct ChannelTypeRefused: Error {}

    /// Adds connection bookkeeping, the SSH protocol handler and error handling.
    static func configure(_ channel: Channel, shared: ServeContext, hostKeys: [NIOSSHPrivateKey], access: AccessList) throws {
        let connection = ConnectionContext(channel: channel, shared: shared)
        var configuration = SSHServerConfiguration(
            hostKeys: hostKeys,
            userAuthDelegate: UserAuthenticator(
                access: access, connection: connection, admission: shared.admission, logger: shared.logger),
            globalRequestDelegate: nil)  // nil: nio-ssh refuses tcpip-forward and every other global request.
        configuration.maxAuthAttempts = AuthLimits.requests
        configuration.maximumPacketSize = InputLimits.maximumPacketSize
        let ssh = NIOSSHHandler(
            role: .server(configuration), allocator: channel.allocator,
            inboundChildChannelInitializer: { child, type in
                openChannel(child, type: type, connection: connection, shared: shared)
            })
        try channel.pipeline.syncOperations.addHandlers([
            ConnectionHandler(connection: connection, shared: shared),
            ssh,
            ConnectionErrorHandler(connection: connection, logger: shared.logger),
        ])
    }

    /// Accepts `session` channels only; direct-tcpip and forwarded-tcpip are refused.
    private static func openChannel(
        _ child: Channel, type: SSHChannelType, connection: ConnectionContext, shared: ServeContext
    ) -> EventLoopFuture<Void> {
        guard connection.channelRequested() else {
            return child.eventLoop.makeFailedFuture(ChannelTypeRefused())
        }
        child.closeFuture.whenComplete { _ in connection.channelClosed() }
        guard case .session = type else {
            shared.logger.info("refused \(describe(type)) channel from \(connection.peer)")
            return child.eventLoop.makeFailedFuture(ChannelTypeRefused())
        }
        return child.eventLoop.makeCompletedFuture {
            try child.pipeline.syncOperations.addHandler(SessionChannelHandler(shared: shared, connection: connection))
        }
    }

    private static func describe(_ type: SSHChannelType) -> String {
        switch type {
        case .session: return "session"
        case .directTCPIP: return "direct-tcpip (port forwarding)"
        case .forwardedTCPIP: return "forwarded-tcpip (port forwarding)"
        }
    }
}
