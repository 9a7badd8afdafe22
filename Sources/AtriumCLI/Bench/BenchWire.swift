import CursesBackend
import Foundation
import Synchronization
import Glibc
import PTY
import TerminalKit

/// Why a bench measurement could not be made.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
}

/// A pseudo-terminal for measuring what the terminal writer sends: ``CursesTerminal`` opens the
/// slave side as a real screen (`TERM=xterm-256color`, the size set on the pty), and a
/// background thread reads everything that arrives on the master side.
///
/// After each draw, ``settle()`` writes a marker to the slave and waits until the reader
/// has seen it: terminal output keeps its order, so every byte before the marker belongs
/// to the draw. No timing guesses, and a frame larger than the pty's buffer cannot block.
final class PtyWire {
    /// The terminal type the screen is opened with.
    static let term = "xterm-256color"
    /// Bytes written after a draw to mark its end; no terminal sequence contains them.
    static let marker: [UInt8] = Array("\u{1}atrium-bench-sync\u{2}".utf8)

    let columns: Int
    let rows: Int
    private let master: Int32
    private let slave: Int32
    private let reader: PtyReader

    /// Whether screens slide rows sideways (the explorer's default).
    let sidewaysScroll: Bool

    /// Opens a pseudo-terminal of `columns` × `rows` cells.
    init(columns: Int, rows: Int, sidewaysScroll: Bool = true) throws {
        self.sidewaysScroll = sidewaysScroll
        let pty: PseudoTerminal
        do {
            pty = try PseudoTerminal.open(size: TerminalSize(rows: rows, columns: columns))
        } catch {
            throw BenchError(description: "cannot open a pseudo-terminal: \(error)")
        }
        let master = pty.master, slave = pty.slave
        self.columns = columns
        self.rows = rows
        self.master = master
        self.slave = slave
        reader = PtyReader(master: master, marker: Self.marker)
        // ncurses takes LINES/COLUMNS from the environment over the pty's size: drop them.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        // Braille needs a UTF-8 locale; use the same one whatever the caller's, for comparable bytes.
        setenv("LC_ALL", "C.UTF-8", 1)
    }

    deinit {
        reader.stop()
        close(master)
        close(slave)
    }

    /// Opens a fresh screen on the slave (no mouse, the caller's signals left alone)
    /// and discards its set-up bytes.
    func openScreen() throws -> CursesTerminal {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(inputDescriptor: slave, outputDescriptor: slave, term: Self.term,
                                          options: .init(mouse: false, handlesQuitSignals: false,
                                                        shiftsSideways: sidewaysScroll))
        } catch {
            throw BenchError(description: "cannot open an ncurses screen on the pty: \(error)")
        }
        guard terminal.size == (columns, rows) else {
            terminal.restore()
            throw BenchError(description: "the pty screen is \(terminal.size.columns)x\(terminal.size.rows), expected \(columns)x\(rows)")
        }
        guard terminal.isUTF8 else {
            terminal.restore()
            throw BenchError(description: "no UTF-8 locale (C.UTF-8) for the pty screen")
        }
        _ = try settle()
        return terminal
    }

    /// Draws a frame and returns the bytes sent for it and how long `draw` took
    /// (``ScreenWriter``'s update plan and the write), in ms.
    func draw(_ frame: Frame, on terminal: CursesTerminal) throws -> (bytes: Int, milliseconds: Double) {
        let (_, milliseconds) = BenchStats.time { terminal.draw(frame) }
        return (try settle(), milliseconds)
    }

    /// Closes a screen and discards what closing it sent.
    func closeScreen(_ terminal: CursesTerminal) throws {
        terminal.restore()
        _ = try settle()
    }

    /// Marks the end of what has been written so far and returns how many bytes came before the mark.
    func settle() throws -> Int {
        var bytes = Self.marker
        let written = bytes.withUnsafeMutableBytes { write(slave, $0.baseAddress, $0.count) }
        guard written == Self.marker.count else { throw BenchError(description: "cannot write to the pty") }
        guard let count = reader.takeThroughMarker(timeoutSeconds: 10) else {
            throw BenchError(description: "the pty did not echo the end marker within 10 s")
        }
        return count
    }
}

/// Reads a pty master on a background thread, counting bytes up to each end marker.
private final class PtyReader: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var searchedUpTo = 0
        var running = true
    }
    private let state = Mutex(State())
    /// Signalled for every chunk read: what ``takeThroughMarker(timeoutSeconds:)`` waits on.
    private let arrived = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let marker: [UInt8]

    init(master: Int32, marker: [UInt8]) {
        self.marker = marker
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var probe = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while state.withLock({ $0.running }) {
                guard poll(&probe, 1, 20) == 1, probe.revents & Int16(POLLIN) != 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { continue }
                state.withLock { $0.pending += buffer[0..<count] }
                arrived.signal()
            }
            finished.signal()
        }
    }

    /// Waits for the next marker; returns the number of bytes before it and drops them
    /// and the marker. Nil on timeout.
    func takeThroughMarker(timeoutSeconds: Double) -> Int? {
        let deadline = DispatchTime.now() + timeoutSeconds
        while true {
            let found: Int? = state.withLock { state in
                guard let start = Self.findMarker(marker, in: state.pending, from: &state.searchedUpTo) else { return nil }
                state.pending.removeFirst(start + marker.count)
                state.searchedUpTo = 0
                return start
            }
            if let found { return found }
            if arrived.wait(timeout: deadline) == .timedOut { return nil }
        }
    }

    /// Where `marker` starts in `pending`, searching only from `searchedUpTo`, which it
    /// moves past what it searched.
    private static func findMarker(_ marker: [UInt8], in pending: [UInt8], from searchedUpTo: inout Int) -> Int? {
        let last = pending.count - marker.count
        guard last >= 0 else { return nil }
        var i = max(0, searchedUpTo)
        while i <= last {
            if pending[i] == marker[0] && pending[i..<(i + marker.count)].elementsEqual(marker) { return i }
            i += 1
        }
        searchedUpTo = last + 1
        return nil
    }

    /// Stops the thread and waits for it.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.running = false }
            return state.running
        }
        if wasRunning { finished.wait() }
    }
}

/// The bytes one step of the tour sent, as `--steps` lists them.
struct StepBytes: Codable {
    /// The kind of interaction.
    var kind: String
    /// The key (see ``BenchTour/name(of:)``).
    var key: String
    /// Whether the camera moved (a pan stopped at the venue's edge only shows a note).
    var moved: Bool
    /// Bytes sent to the terminal.
    var bytes: Int
    /// Bytes of the same frame painted on a fresh screen.
    var fullRedraw: Int
    /// The fewest bytes any terminal update could send for the step (``UpdateBound``).
    var lowerBound: Int = 0

    enum CodingKeys: String, CodingKey {
        case kind, key, moved, bytes
        case fullRedraw = "full_redraw"
        case lowerBound = "lower_bound"
    }
}

/// Bytes sent to a real ncurses screen during one pass of the tour.
struct WireStats {
    /// Every step, in tour order.
    var steps: [StepBytes] = []
    /// The first paint of the opening view on a fresh screen.
    var openingPaint = 0
    /// Time of each step's `CursesTerminal.draw`, in ms, in tour order.
    var drawMilliseconds: [Double] = []

    /// The steps that count for a kind: every step of it, except that pans count only
    /// when they moved the camera (unless none did).
    func counted(_ kind: Interaction) -> [StepBytes] {
        let all = steps.filter { $0.kind == kind.rawValue }
        guard kind == .pan else { return all }
        let moving = all.filter(\.moved)
        return moving.isEmpty ? all : moving
    }
}

extension BenchRunner {
    /// Measures the bytes the writer sends over a pty for one pass of the tour.
    ///
    /// First the whole tour is drawn on one screen, counting the bytes after each step
    /// (only what changed is sent) and the fewest bytes any update could have sent for
    /// it (``UpdateBound``, from the frame before). Then every frame of the tour is painted on a
    /// fresh screen: that is `full_redraw`, what a renderer that rewrites the whole
    /// screen on every key would send at best (blank cells skipped, colours changed only
    /// where they change).
    static func measureWire(_ venue: PreparedVenue, columns: Int, rows: Int, sidewaysScroll: Bool = true) throws -> WireStats {
        let wire = try PtyWire(columns: columns, rows: rows, sidewaysScroll: sidewaysScroll)
        var stats = WireStats()
        let screen = try wire.openScreen()
        var shown: CellKeys?
        try replayTour(venue, columns: columns, rows: rows) { step, moved, frame in
            let (bytes, milliseconds) = try wire.draw(frame, on: screen)
            let keys = CellKeys(BlankStyles.normalized(frame))   // what the screen is asked to show
            defer { shown = keys }
            guard let step, let shown else {
                stats.openingPaint = bytes
                return
            }
            stats.drawMilliseconds.append(milliseconds)
            stats.steps.append(StepBytes(kind: step.kind.rawValue, key: BenchTour.name(of: step.key), moved: moved, bytes: bytes, fullRedraw: 0,
                                         lowerBound: UpdateBound.bytes(from: shown, to: keys)))
        }
        try wire.closeScreen(screen)
        var index = -1
        try replayTour(venue, columns: columns, rows: rows) { _, _, frame in
            let fresh = try wire.openScreen()
            let bytes = try wire.draw(frame, on: fresh).bytes
            try wire.closeScreen(fresh)
            if index >= 0 { stats.steps[index].fullRedraw = bytes }
            index += 1
        }
        return stats
    }
}
