import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
import PTY

/// A pseudo-terminal pair for tests, opened by the production opener (`PTY`): the code under
/// test opens the slave, the test drives the master.
///
/// A background thread keeps reading the master, because a full frame can be larger
/// than the pty's buffer and ncurses would block writing it.
public final class TestPty {
    /// The master side, which the test reads and types into.
    public let master: Int32
    /// The slave side, the terminal the code under test opens.
    public let slave: Int32
    private let output: PtyOutput

    /// Opens a pair of `columns` × `rows` cells, in a UTF-8 locale without LINES/COLUMNS.
    public init(columns: UInt16, rows: UInt16) throws {
        let pair = try PseudoTerminal.open(size: TerminalSize(rows: Int(rows), columns: Int(columns)))
        master = pair.master
        slave = pair.slave
        output = PtyOutput(master: master)
        setenv("LC_ALL", "C.UTF-8", 1)
        unsetenv("COLUMNS")
        unsetenv("LINES")
    }

    deinit {
        closeMaster()
        close(slave)
    }

    /// Types text into the terminal.
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything written to the terminal since the last drain, once it has been
    /// quiet for `quietMilliseconds`.
    public func drain(quietMilliseconds: UInt32 = 80) -> [UInt8] {
        output.takeWhenQuiet(microseconds: quietMilliseconds * 1000)
    }

    /// Hangs up the terminal, as when an SSH connection or a window goes away.
    public func closeMaster() {
        guard output.stop() else { return }
        close(master)
    }
}

/// The bytes read from a pty master by a background thread.
private final class PtyOutput: Sendable {
    private struct State {
        var bytes: [UInt8] = []
        var running = true
    }
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    init(master: Int32) {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            var probe = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while state.withLock({ $0.running }) {
                guard poll(&probe, 1, 10) == 1 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 { state.withLock { $0.bytes += buffer[0..<count] } } else { usleep(10_000) }
            }
            finished.signal()
        }
    }

    /// Waits until no byte arrived for `microseconds` (the terminal has stopped writing),
    /// then hands over what came.
    func takeWhenQuiet(microseconds: UInt32) -> [UInt8] {
        var seen = -1
        while true {
            usleep(microseconds)
            let count = state.withLock { $0.bytes.count }
            if count == seen { break }
            seen = count
        }
        return state.withLock { state in
            defer { state.bytes.removeAll() }
            return state.bytes
        }
    }

    /// Stops the reader thread; returns `false` when it was already stopped.
    func stop() -> Bool {
        let wasRunning = state.withLock { state in
            defer { state.running = false }
            return state.running
        }
        if wasRunning { finished.wait() }
        return wasRunning
    }
}
