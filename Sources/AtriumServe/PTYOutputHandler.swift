import NIOCore

/// Sits on the pty master's pipe channel and hands everything to its session.
final class PTYOutputHandler: ChannelInboundHandler {
    /// Bytes the explorer wrote to its terminal.
    typealias InboundIn = ByteBuffer

    private let session: SessionChannelHandler

    /// A handler feeding `session`.
    init(session: SessionChannelHandler) {
        self.session = session
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session.ptyOutput(unwrapInboundIn(data))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        session.ptyReadComplete()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        session.ptyWritabilityChanged(isWritable: context.channel.isWritable)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        session.ptyClosed()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // Reading a master whose terminal nobody holds any more fails with EIO:
        // that is the normal end of the explorer's output.
        context.close(promise: nil)
    }
}
