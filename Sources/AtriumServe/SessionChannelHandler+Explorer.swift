import PTY
import Logging
import NIOCore
import NIOPosix
import NIOSSH

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The explorer's life within a session: start, relay, resize, idle, end.
extension SessionChannelHandler {
    /// Handles `shell`: checks the terminal and the session cap, then spawns the
    /// explorer on a new pseudo-terminal and starts relaying.
    func startExplorer(wantReply: Bool) {
        guard let context, case .setup = phase else { return reply(false, wantReply: wantReply) }
        guard let size else {
            return refuse("atrium: a terminal is required (use ssh -t)", reason: "shell without pty", wantReply: wantReply)
        }
        let limit = shared.registry.maxSessions
        guard shared.registry.reserveSession() else {
            return refuse(
                "atrium: too many sessions (limit \(limit)), try again later",
                reason: "session (limit \(limit) reached)", wantReply: wantReply)
        }
        let terminal: PseudoTerminal
        let pid: pid_t
        do {
            terminal = try PseudoTerminal.open(size: size)
            do {
                pid = try ProcessSpawner.spawn(
                    shared.configuration.explorerCommand, environment: environment.entries,
                    terminalPath: terminal.slavePath)
            } catch {
                close(terminal.master)
                close(terminal.slave)
                throw error
            }
        } catch {
            shared.registry.releaseSession()
            shared.logger.error("could not start the explorer: \(error)")
            return refuse("atrium: the explorer could not be started", reason: "shell (spawn failed)", wantReply: wantReply)
        }
        close(terminal.slave)  // The child has it; the master must see EOF once the child is gone.
        let child = ChildProcess(pid: pid)
        shared.registry.add(child)
        phase = .running(child: child, control: terminal.master)
        startedAt = .now()
        reply(true, wantReply: wantReply)
        connection.sessionStarted()
        let who = "user \(connection.user ?? "?") from \(connection.peer)"
        shared.logger.info("session started for \(who): pid \(pid), TERM \(environment.term), \(size.columns)x\(size.rows)")
        watch(child, on: context.eventLoop)
        attachTerminal(master: terminal.master, on: context.eventLoop)
        armIdleTimer()
    }

    /// Reaps `child` on its own thread and reports the exit back on the event loop.
    private func watch(_ child: ChildProcess, on loop: EventLoop) {
        let bound = NIOLoopBound(self, eventLoop: loop)
        let registry = shared.registry
        child.watch { exit in
            // Enqueue first: stop() shuts the loops down only once the registry is empty.
            loop.execute { bound.value.childExited(exit) }
            registry.remove(child)
        }
    }

    /// Wraps two close-on-exec copies of the pty master in a NIO pipe channel.
    private func attachTerminal(master: Int32, on loop: EventLoop) {
        let input = PseudoTerminal.duplicate(master)
        let output = PseudoTerminal.duplicate(master)
        let bound = NIOLoopBound(self, eventLoop: loop)
        NIOPipeBootstrap(group: loop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(PTYOutputHandler(session: bound.value))
                }
            }
            .takingOwnershipOfDescriptors(input: input, output: output)
            .assumeIsolated()
            .whenComplete { [self] result in
                switch result {
                case .success(let channel):
                    terminalAttached(channel)
                case .failure(let error):
                    close(input)
                    close(output)
                    shared.logger.error("could not attach the terminal: \(error)")
                    context?.close(promise: nil)
                }
            }
    }

    private func terminalAttached(_ channel: Channel) {
        guard case .running = phase, exit == nil else {
            channel.close(promise: nil)
            return
        }
        pty = channel
        if var pending = pendingInput {
            pendingInput = nil
            channel.writeAndFlush(pending.readSlice(length: pending.readableBytes)!, promise: nil)
        }
    }

    /// Applies a window-change.
    func resize(to newSize: TerminalSize) {
        size = newSize
        if case .running(_, let control) = phase {
            PseudoTerminal.resize(master: control, to: newSize)
        }
    }

    /// Bytes from the explorer, to the client.
    func ptyOutput(_ bytes: ByteBuffer) {
        guard let context else { return }
        let promise = context.eventLoop.makePromise(of: Void.self)
        context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(bytes))), promise: promise)
        lastWrite = promise.futureResult
    }

    /// The explorer's output paused: send what we have.
    func ptyReadComplete() {
        context?.flush()
    }

    /// The explorer is not reading its input: stop reading the client's.
    func ptyWritabilityChanged(isWritable: Bool) {
        try? context?.channel.syncOptions?.setOption(ChannelOptions.autoRead, value: isWritable)
    }

    /// The pty master reached its end (EIO once no process holds the terminal).
    func ptyClosed() {
        pty = nil
        if exit != nil { finish() }
    }

    /// The reaper collected the explorer: report its status once its output is out.
    func childExited(_ status: ChildProcess.Exit) {
        exit = status
        guard pty != nil, let context else { return finish() }
        // Give the last output a moment to drain from the pty, but no more.
        drainTimer = context.eventLoop.assumeIsolated().scheduleTask(in: .milliseconds(500)) { [self] in
            finish()
        }
    }

    /// The explorer ended: sends exit-status (or exit-signal) and closes the channel.
    func finish() {
        guard case .running(_, let control) = phase, let exit else { return }
        phase = .finished
        stopTimers()
        close(control)
        pty?.close(promise: nil)
        connection.sessionEnded()
        let who = "user \(connection.user ?? "?") from \(connection.peer)"
        shared.logger.info("session ended for \(who): \(ExitReport.describe(exit)) after \(secondsSince(startedAt))s")
        endChannel(reporting: exit)
    }

    /// The channel closed (client left, TCP dropped, idle, server stopping):
    /// hang up the explorer and let the reaper collect it.
    func endAfterClientLeft() {
        guard case .running(let child, let control) = phase else { return }
        phase = .finished
        stopTimers()
        close(control)
        pty?.close(promise: nil)
        connection.sessionEnded()
        if !child.hasExited {
            child.hangUp(killAfter: shared.configuration.hangupGracePeriod)
        }
        let who = "user \(connection.user ?? "?") from \(connection.peer)"
        shared.logger.info("session closed for \(who) after \(secondsSince(startedAt))s; explorer pid \(child.pid) hung up")
    }

    /// Closes the session once the client has sent nothing for the idle timeout.
    func armIdleTimer() {
        guard let context else { return }
        let deadline = lastInput + shared.idleTimeout
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            guard case .running = phase else { return }
            if lastInput + shared.idleTimeout > .now() { return armIdleTimer() }
            let seconds = Int(shared.configuration.idleTimeout.rounded())
            shared.logger.info("closing idle session of user \(connection.user ?? "?") from \(connection.peer)")
            tellUser("atrium: closing the session after \(seconds)s without input")
            self.context?.close(promise: nil)
        }
    }

    private func stopTimers() {
        idleTimer?.cancel()
        idleTimer = nil
        drainTimer?.cancel()
        drainTimer = nil
    }

    private func secondsSince(_ start: NIODeadline) -> Int64 {
        (NIODeadline.now() - start).nanoseconds / 1_000_000_000
    }
}
