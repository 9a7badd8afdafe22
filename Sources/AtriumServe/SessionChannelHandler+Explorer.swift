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
    /// Handles `shell`: checks the terminal and the session caps (server,
    /// connection, client), then spawns the explorer on a new pseudo-terminal
    /// and starts relaying. Any failure refuses this session only.
    /// With `select`, the explorer opens on that place (`--select`).
    /// With `venue` (a catalogue slug), the log names it.
    func startExplorer(wantReply: Bool, select: String? = nil, venue: String? = nil) {
        guard let context, case .setup = phase else { return reply(false, wantReply: wantReply) }
        guard let size else {
            return refuse("atrium: " + ui.serveNeedTerminal, reason: "shell without pty", wantReply: wantReply)
        }
        let perConnection = shared.configuration.maxSessionsPerConnection
        guard connection.openSessions < perConnection else {
            return refuse(
                "atrium: " + ui.serveTooManyOnConnection(limit: String(perConnection)),
                reason: "session (connection limit \(perConnection) reached)", wantReply: wantReply)
        }
        let client = connection.client ?? "address \(connection.source)"
        switch shared.registry.reserveSession(for: client) {
        case .server:
            let limit = shared.registry.maxSessions
            return refuse(
                "atrium: " + ui.serveTooMany(limit: String(limit)),
                reason: "session (limit \(limit) reached)", wantReply: wantReply)
        case .client:
            let limit = shared.registry.maxPerClient
            let line = shared.configuration.isPublic ? ui.serveTooManyFromAddress(limit: String(limit)) : ui.serveTooManyForKey(limit: String(limit))
            return refuse(
                "atrium: " + line,
                reason: "session (\(client) limit \(limit) reached)", wantReply: wantReply)
        case nil:
            break
        }
        let started: (terminal: PseudoTerminal, pid: pid_t, input: Int32, output: Int32)
        do {
            started = try spawnExplorer(size: size, select: select)
        } catch {
            shared.registry.releaseSession(for: client)
            shared.logger.error("could not start the explorer for \(connection.peer): \(error)")
            return refuse(
                "atrium: " + ui.serveCannotStart,
                reason: "shell (\(error))", wantReply: wantReply)
        }
        let child = ChildProcess(pid: started.pid)
        shared.registry.add(child)
        do {
            try watch(child, client: client, on: context.eventLoop)
        } catch {
            child.killAndReap()
            shared.registry.remove(child, client: client)
            [started.terminal.master, started.input, started.output].forEach { close($0) }
            shared.logger.error("could not watch the explorer for \(connection.peer): \(error)")
            return refuse(
                "atrium: " + ui.serveCannotStart,
                reason: "shell (\(error))", wantReply: wantReply)
        }
        self.client = client
        shared.registry.sessionChannel(opened: true)
        phase = .running(child: child, control: started.terminal.master)
        startedAt = .now()
        reply(true, wantReply: wantReply)
        connection.sessionStarted(self)
        let who = "user \(connection.user ?? "?") from \(connection.peer)" + (venue.map { " in \($0)" } ?? "")
            + (select.map { " on \(LogText.sanitize($0))" } ?? "")
        shared.logger.info(
            "session started for \(who): pid \(started.pid), TERM \(environment.term), \(size.columns)x\(size.rows)")
        attachTerminal(input: started.input, output: started.output, on: context.eventLoop)
        armIdleTimer()
    }

    /// Opens the pty, the two descriptors NIO reads and writes it through, and
    /// spawns the explorer; closes whatever it opened if any step fails.
    private func spawnExplorer(size: TerminalSize, select: String?) throws -> (PseudoTerminal, pid_t, Int32, Int32) {
        let terminal = try PseudoTerminal.open(size: size)
        var opened: [Int32] = [terminal.master, terminal.slave]
        do {
            let input = try PseudoTerminal.duplicate(terminal.master)
            opened.append(input)
            let output = try PseudoTerminal.duplicate(terminal.master)
            opened.append(output)
            let pid = try shared.spawnExplorer(
                explorerCommand(select: select), title: connection.sessionTitle,
                environment: environment.entries,
                terminalPath: terminal.slavePath)
            close(terminal.slave)  // The child has it; the master must see EOF once the child is gone.
            return (terminal, pid, input, output)
        } catch {
            opened.forEach { close($0) }
            throw error
        }
    }

    /// The configured explorer with the chosen venue's arguments (catalogue) right after the
    /// executable, and `--select=PLACE` last.
    func explorerCommand(select: String?) -> [String] {
        let command = shared.configuration.explorerCommand
        return Array(command.prefix(1)) + venueArguments + command.dropFirst() + (select.map { ["--select=\($0)"] } ?? [])
    }

    /// Reaps `child` on its own thread and reports the exit back on the event loop.
    private func watch(_ child: ChildProcess, client: String, on loop: EventLoop) throws {
        let bound = NIOLoopBound(self, eventLoop: loop)
        let registry = shared.registry
        try child.watch { exit in
            // Enqueue first: stop() shuts the loops down only once the registry is empty.
            loop.execute { bound.value.childExited(exit) }
            registry.remove(child, client: client)
        }
    }

    /// Wraps two close-on-exec copies of the pty master in a NIO pipe channel
    /// that reads at most `OutputBudget.readSize` bytes at a time.
    private func attachTerminal(input: Int32, output: Int32, on loop: EventLoop) {
        let bound = NIOLoopBound(self, eventLoop: loop)
        NIOPipeBootstrap(group: loop)
            .channelOption(ChannelOptions.recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: OutputBudget.readSize))
            .channelOption(ChannelOptions.maxMessagesPerRead, value: 1)
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
                    // NIO closes descriptors it took ownership of.
                    shared.logger.error("could not attach the terminal for \(connection.peer): \(error)")
                    hangUpExplorer(signal: SIGHUP, reason: "atrium: " + ui.serveSetupFailed)
                }
            }
    }

    private func terminalAttached(_ channel: Channel) {
        guard case .running = phase, exit == nil else {
            channel.close(promise: nil)
            return
        }
        pty = channel
        ptyPaused = false
        updateFlow()
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

    /// Bytes from the explorer, to the client; counted until they reach the kernel.
    func ptyOutput(_ bytes: ByteBuffer) {
        guard let context else { return }
        let count = bytes.readableBytes
        queuedOutput += count
        connection.outputQueued(count)
        let promise = context.eventLoop.makePromise(of: Void.self)
        promise.futureResult.assumeIsolated().whenComplete { [self, connection] _ in
            queuedOutput -= count
            connection.outputSent(count)
            if ptyPaused { updateFlow() }
        }
        context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(bytes))), promise: promise)
        lastWrite = promise.futureResult
        if !ptyPaused { updateFlow() }
    }

    /// Reads the pty only while the SSH window is open, the TCP connection is
    /// not backed up, and neither the session nor the connection has more
    /// output queued than `OutputBudget` allows.
    func updateFlow() {
        guard let pty, let context else { return }
        let writable = context.channel.isWritable && connection.channel.isWritable
        let mayRead = writable && OutputBudget.mayRead(
            session: queuedOutput, connection: connection.queuedOutput, paused: ptyPaused)
        guard mayRead == ptyPaused else { return }
        ptyPaused = !mayRead
        pty.setOption(ChannelOptions.autoRead, value: mayRead).whenFailure { _ in }
        if mayRead { pty.read() }
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

    /// The explorer ended: sends its last output, the server's reason if it
    /// hung the explorer up, exit-status (or exit-signal), and closes the channel.
    func finish() {
        guard case .running(let child, let control) = phase, let exit else { return }
        phase = .finished
        stopTimers()
        close(control)
        pty?.close(promise: nil)
        connection.sessionEnded(self)
        let who = "user \(connection.user ?? "?") from \(connection.peer)"
        shared.logger.info("session ended for \(who): \(ExitReport.describe(exit)) after \(secondsSince(startedAt))s")
        if case .signaled(let signal) = exit {
            // The explorer could not put the client's terminal back: the server does, and
            // says one plain line. A crash report, if the explorer wrote one, stays here.
            tellTerminal(ExitReport.terminalRestore)
            if hangupMessage == nil {
                tellUser(ExitReport.stoppedUnexpectedly)
                shared.logger.warning("explorer of \(who) (pid \(child.pid)) died by signal \(signal); a crash report, if any, is in \(ExitReport.crashReportFolder()) (its name holds the pid)")
            }
        }
        if let hangupMessage { tellUser(hangupMessage) }
        endChannel(reporting: exit)
    }

    /// The server ends the session (idle timeout, shutdown, a failed set-up):
    /// the explorer gets `signal` (and SIGCONT), SIGKILL after the grace
    /// period; the channel stays open so its last output (the terminal
    /// restored) and its exit status still reach the client.
    func hangUpExplorer(signal: Int32, reason: String?) {
        guard case .running(let child, _) = phase, !isHangingUp else { return }
        isHangingUp = true
        hangupMessage = reason
        idleTimer?.cancel()
        idleTimer = nil
        child.hangUp(signal: signal, killAfter: shared.configuration.hangupGracePeriod)
    }

    /// The channel closed (client left, TCP dropped): hang up the explorer and
    /// let the reaper collect it.
    func endAfterClientLeft() {
        guard case .running(let child, let control) = phase else { return }
        phase = .finished
        stopTimers()
        close(control)
        pty?.close(promise: nil)
        connection.sessionEnded(self)
        if !child.hasExited {
            child.hangUp(signal: SIGHUP, killAfter: shared.configuration.hangupGracePeriod)
        }
        let who = "user \(connection.user ?? "?") from \(connection.peer)"
        shared.logger.info("session closed for \(who) after \(secondsSince(startedAt))s; explorer pid \(child.pid) hung up")
    }

    /// Hangs the explorer up once the client has sent nothing for the idle timeout.
    func armIdleTimer() {
        guard let context else { return }
        let deadline = lastInput + shared.idleTimeout
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            guard case .running = phase else { return }
            if lastInput + shared.idleTimeout > .now() { return armIdleTimer() }
            let seconds = Int(shared.configuration.idleTimeout.rounded())
            shared.logger.info("closing idle session of user \(connection.user ?? "?") from \(connection.peer)")
            hangUpExplorer(signal: SIGHUP, reason: "atrium: " + ui.serveIdleClosed(seconds: String(seconds)))
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
