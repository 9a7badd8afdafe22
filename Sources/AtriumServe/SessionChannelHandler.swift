import Localization
import PTY
import Logging
import NIOCore
import NIOSSH

/// Handles one SSH `session` channel.
///
/// It collects the pty-req (size, TERM) and `LANG`, `LC_ALL`, `LC_MESSAGES` env requests, and refuses
/// everything but an interactive shell on a terminal: subsystems (sftp), a shell
/// without pty, a second shell. An exec request is a place to open, never a command
/// (`ssh -t HOST 'Café Lumière'`, see `DeepLinkQuery`). On `shell` it starts the explorer on its
/// own pseudo-terminal (see `SessionChannelHandler+Explorer.swift`) and relays
/// bytes both ways, with backpressure in both directions: the pty is not read
/// while the SSH window is closed, the TCP connection is backed up, or the
/// session or its connection has more queued than `OutputBudget` allows.
final class SessionChannelHandler: ChannelInboundHandler {
    /// Data from the client.
    typealias InboundIn = SSHChannelData
    /// Data to the client.
    typealias OutboundOut = SSHChannelData

    /// Where the session stands.
    enum Phase {
        /// Collecting requests; no explorer yet.
        case setup
        /// The explorer runs; `control` is our descriptor of the pty master, for resizing.
        case running(child: ChildProcess, control: Int32)
        /// Over: refused, ended or closed.
        case finished
    }

    let shared: ServeContext
    let connection: ConnectionContext
    var context: ChannelHandlerContext?
    var environment = ChildEnvironment()
    var size: TerminalSize?
    var phase = Phase.setup
    /// The pty master as a NIO channel, once it is set up.
    var pty: Channel?
    /// Client input that arrived before `pty` was ready.
    var pendingInput: ByteBuffer?
    /// Client input written to the pty but not yet taken by it (see ``InputLimits``).
    var inputInFlight = 0
    /// Whether reading from the client stopped because ``inputInFlight`` is over the bound.
    var inputPaused = false
    /// How the explorer ended, once it has.
    var exit: ChildProcess.Exit?
    var startedAt = NIODeadline.now()
    var lastInput = NIODeadline.now()
    var idleTimer: Scheduled<Void>?
    var drainTimer: Scheduled<Void>?
    /// Completes when the last byte written to the client has gone out.
    var lastWrite: EventLoopFuture<Void>?
    /// Explorer output written to the client but not yet handed to the kernel.
    var queuedOutput = 0
    /// True while the pty is not read because the client is behind.
    var ptyPaused = false
    /// Whom this session's slot was reserved for (see `SessionRegistry`).
    var client: String?
    /// What to tell the user once a hung-up explorer has exited (idle timeout).
    var hangupMessage: String?
    /// True once the explorer was asked to end by the server.
    var isHangingUp = false
    /// The chosen catalogue venue's explorer arguments (after the executable), if any.
    var venueArguments: [String] = []
    /// The venue chooser, while the visitor is choosing (`ssh -t HOST` on a catalogue server).
    var chooser: VenueChooser?

    /// A handler for a new session channel on `connection`.
    init(shared: ServeContext, connection: ConnectionContext) {
        self.shared = shared
        self.connection = connection
        self.environment.isPublic = shared.configuration.isPublic
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        connection.sessionChannel(self, open: true)
        // The client may send EOF on its input while the explorer keeps running.
        try? context.channel.syncOptions?.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
        // A session that asks for no shell soon is closed: open channels cost memory.
        let channel = context.channel
        context.eventLoop.assumeIsolated().scheduleTask(in: ChannelLimits.pendingTimeout) { [self] in
            guard case .setup = phase, chooser == nil, channel.isActive else { return }
            shared.logger.info("closing a session channel of \(connection.peer) that asked for no shell in \(ChannelLimits.pendingTimeout.nanoseconds / 1_000_000_000)s")
            channel.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
        connection.sessionChannel(self, open: false)
    }

    /// While no explorer runs yet: tells the client `line` on stderr and ends the channel
    /// with exit status 1; returns whether it did.
    func tellAndEndIfSettingUp(_ line: String) -> Bool {
        guard case .setup = phase, context != nil else { return false }
        phase = .finished
        tellUser(line)
        endChannel(reporting: .exited(1))
        return true
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            guard case .setup = phase, size == nil else { return reply(false, wantReply: request.wantReply) }
            size = TerminalSize.forSession(rows: request.terminalRowHeight, columns: request.terminalCharacterWidth)
            environment.offerTerm(request.term)
            reply(true, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            var accepted = environment.offer(name: request.name, value: request.value)
            if request.name == ChildEnvironment.screenReaderName && request.value == "1" {
                environment.screenReader = true
                accepted = true
            }
            reply(accepted, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.ShellRequest:
            if let catalog = shared.catalog.current { return open(from: catalog, command: nil, wantReply: request.wantReply) }
            startExplorer(wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.ExecRequest:
            // `--text` is the one option a visitor may give: the text mode (see DeepLinkQuery).
            let (text, command) = DeepLinkQuery.textFlag(in: request.command)
            if text { environment.screenReader = true }
            if let catalog = shared.catalog.current {
                return open(from: catalog, command: command.isEmpty && text ? nil : command, wantReply: request.wantReply)
            }
            // The command line is a place to open, never a command (see DeepLinkQuery).
            switch DeepLinkQuery(command: command) {
            case .none: startExplorer(wantReply: request.wantReply)
            case .place(let query): startExplorer(wantReply: request.wantReply, select: query)
            case .refused(let reason):
                refuse(DeepLinkQuery.refusalLine(reason), reason: "exec request (\(reason))", wantReply: request.wantReply)
            }
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            refuse(
                "atrium: " + ui.serveNoSubsystems,
                reason: "subsystem \(LogText.sanitize(request.subsystem))", wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            noteInput()
            resize(to: TerminalSize.forSession(rows: request.terminalRowHeight, columns: request.terminalCharacterWidth))
        case is SSHChannelRequestEvent.SignalRequest, is SSHChannelRequestEvent.LocalFlowControlRequest:
            break  // The client does not get to signal the explorer.
        case let event as ChannelEvent where event == .inputClosed:
            break  // Half-closed by the client: the explorer runs until it exits or idles out.
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(var bytes) = message.data else { return }
        noteInput()
        if chooser != nil { return choose(bytes.readBytes(length: bytes.readableBytes) ?? []) }
        guard case .running = phase else { return }
        if let pty {
            // Input the explorer has not taken yet is bounded: past ``InputLimits/maxBuffered``
            // this channel stops reading, so SSH's window stays closed and the client waits.
            let count = bytes.readableBytes
            inputInFlight += count
            let promise = context.eventLoop.makePromise(of: Void.self)
            promise.futureResult.whenComplete { [self] _ in
                inputInFlight -= count
                if inputPaused, inputInFlight <= InputLimits.resumeBelow, let context = self.context {
                    inputPaused = false
                    context.channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
                    context.read()
                }
            }
            pty.write(bytes, promise: promise)
            if !inputPaused, inputInFlight > InputLimits.maxBuffered {
                inputPaused = true
                context.channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
            }
        } else {
            pendingInput.setOrWriteBuffer(&bytes)
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        pty?.flush()
        context.fireChannelReadComplete()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        // The SSH window closed or opened: read the explorer's output accordingly.
        updateFlow()
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        endAfterClientLeft()
        if client != nil {
            client = nil
            shared.registry.sessionChannel(opened: false)
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        shared.logger.debug("session error from \(connection.peer): \(error)")
        context.close(promise: nil)
    }

    /// Answers a request that asked for a reply.
    func reply(_ success: Bool, wantReply: Bool) {
        guard wantReply, let context else { return }
        let event: Any = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    /// The visitor's interface language, from the `LANG`, `LC_ALL` or `LC_MESSAGES` their
    /// client sent (English before any or without one the catalogue has).
    var ui: UIText { UIText(environment.uiLocale) }

    /// Refuses a request: tells the user why on stderr, ends the channel with
    /// exit status 1. A request made while the explorer runs is just answered
    /// with failure.
    ///
    /// The request itself is answered with success before the channel ends:
    /// OpenSSH discards pending stderr data when a request fails, so a failure
    /// reply would hide the message from the user.
    func refuse(_ message: String, reason: String, wantReply: Bool) {
        shared.logger.info("refused \(reason) for user \(connection.user ?? "?") from \(connection.peer)")
        guard case .setup = phase else { return reply(false, wantReply: wantReply) }
        phase = .finished
        reply(true, wantReply: wantReply)
        tellUser(message)
        endChannel(reporting: .exited(1))
    }

    /// Writes a line to the client's stderr, with CR LF when it has a terminal in raw mode.
    /// Sends bytes to the client's terminal as the explorer's own output.
    func tellTerminal(_ text: String) {
        guard let context else { return }
        let data = SSHChannelData(type: .channel, data: .byteBuffer(context.channel.allocator.buffer(string: text)))
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(data), promise: promise)
        lastWrite = promise.futureResult
    }

    func tellUser(_ message: String) {
        guard let context else { return }
        let text = size == nil ? message + "\n" : "\r\n" + message + "\r\n"
        let data = SSHChannelData(type: .stdErr, data: .byteBuffer(context.channel.allocator.buffer(string: text)))
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(data), promise: promise)
        lastWrite = promise.futureResult
    }

    /// Once everything written so far has gone out, sends exit-status (or
    /// exit-signal) for `exit` and closes the channel.
    func endChannel(reporting exit: ChildProcess.Exit) {
        guard let context else { return }
        context.flush()
        let channel = context.channel
        let written = lastWrite ?? context.eventLoop.makeSucceededVoidFuture()
        written.flatMap { () -> EventLoopFuture<Void> in
            let promise = channel.eventLoop.makePromise(of: Void.self)
            channel.triggerUserOutboundEvent(ExitReport.event(for: exit), promise: promise)
            return promise.futureResult
        }.whenComplete { _ in
            channel.close(promise: nil)
        }
    }

    /// Records client activity for the idle timeout.
    func noteInput() {
        lastInput = .now()
    }
}
