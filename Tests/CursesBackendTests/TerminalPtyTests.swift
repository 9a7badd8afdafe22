import CSupport
import Foundation
import Glibc
import Testing
@testable import CursesBackend
import TestSupport
import VenueFixtures
@testable import TerminalKit

/// Runs the real ncurses terminal on a pseudo-terminal: the terminal's side is the pty
/// slave, and the test reads what is written (and types keys) on the master.
/// ncurses keeps one current screen per process, hence `.serialized`.
@Suite(.serialized) struct TerminalPtyTests {
    @Test func fullDrawThenIdenticalRedrawThenOneCellChange() throws {
        let pty = try TestPty(columns: 80, rows: 24)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        _ = pty.drain()
        #expect(terminal.size == (80, 24))
        #expect(terminal.colorSupport == .xterm256)
        #expect(terminal.isUTF8)

        var frame = Self.brailleFrame(columns: 80, rows: 24)
        terminal.draw(frame)
        let full = pty.drain()
        terminal.draw(frame)
        let identical = pty.drain()
        frame[40, 12] = Cell("⣿", style: CellStyle(fg: .index(196), bold: true))
        terminal.draw(frame)
        let oneCell = pty.drain()
        print("pty bytes: full 80x24 draw \(full.count), identical redraw \(identical.count), one cell changed \(oneCell.count)")

        #expect(full.count > 80 * 24 * 3)          // every braille cell is 3 bytes of UTF-8
        #expect(identical.isEmpty)
        #expect(oneCell.count > 0 && oneCell.count < 64)   // a cursor move, attributes, 3 bytes of ⣿
        let text = String(decoding: full, as: UTF8.self)
        #expect(text.contains("ATRIUM ⣿"))
        #expect(text.contains("\u{1b}[38;5;"))    // xterm-256 foregrounds
        #expect(text.contains("Z"))               // the bottom-right cell is drawn too
        #expect(String(decoding: oneCell, as: UTF8.self).contains("⣿"))
    }

    /// A sideways pan: with row sliding, the writer sends the new strip and the cells that
    /// changed, not the whole rows; without it (or on a terminal without `dch`/`ich`),
    /// the rows again. What reaches the screen is checked in the end-to-end tests.
    @Test func aSidewaysPanSlidesRowsInsteadOfRewritingThem() throws {
        var rng = SplitMix(seed: 42)
        let world = TestFrames.randomMap(columns: 200, rows: 24, using: &rng)
        let before = TestFrames.screen(world: world, left: 40, columns: 80, rows: 24)
        let after = TestFrames.screen(world: world, left: 56, columns: 80, rows: 24)

        func panBytes(term: String, sliding: Bool) throws -> [UInt8] {
            let pty = try TestPty(columns: 80, rows: 24)
            let terminal = try pty.openTerminal(term: term, shiftsSideways: sliding)
            defer { terminal.restore() }
            terminal.draw(before)
            _ = pty.drain()
            terminal.draw(after)
            return pty.drain()
        }
        let sliding = try panBytes(term: "xterm-256color", sliding: true)
        let rewriting = try panBytes(term: "xterm-256color", sliding: false)
        let vt100 = try panBytes(term: "vt100", sliding: true)   // no dch/ich: rows are rewritten
        print("pty bytes for a 16-column pan at 80x24: sliding \(sliding.count), rewriting \(rewriting.count), vt100 \(vt100.count)")
        let text = String(decoding: sliding, as: UTF8.self)
        #expect(text.contains("\u{1b}[16P") && text.contains("\u{1b}[16@"))
        #expect(!String(decoding: rewriting, as: UTF8.self).contains("\u{1b}[16P"))
        #expect(!String(decoding: vt100, as: UTF8.self).contains("\u{1b}[16P"))
        #expect(sliding.count * 3 < rewriting.count, "sliding \(sliding.count) vs rewriting \(rewriting.count)")
    }

    @Test func keysMouseAndEscapeDecode() throws {
        let pty = try TestPty(columns: 80, rows: 24)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        _ = pty.drain()
        // What xterm sends (keypad transmit mode on; mouse in SGR 1006 form).
        let cases: [(String, InputEvent)] = [
            ("\u{1b}OA", .key(.up)), ("\u{1b}OB", .key(.down)),
            ("\u{1b}[1;2A", .key(.shiftUp)), ("\u{1b}[1;2D", .key(.shiftLeft)),
            ("\u{1b}[5~", .key(.pageUp)), ("\u{1b}[6~", .key(.pageDown)),
            ("\u{1b}OH", .key(.home)), ("\u{1b}OF", .key(.end)),
            ("\t", .key(.tab)), ("\u{1b}[Z", .key(.backTab)),
            ("\r", .key(.enter)), ("\u{7f}", .key(.backspace)),
            ("\u{01}", .key(.ctrl("a"))), ("\u{1b}[15~", .key(.function(5))),
            ("q", .key(.char("q"))), ("é", .key(.char("é"))), ("⣿", .key(.char("⣿"))),
            ("\u{1b}[<0;10;5M", .mouse(MouseEvent(kind: .press, column: 9, row: 4))),
            ("\u{1b}[<32;12;6M", .mouse(MouseEvent(kind: .drag, column: 11, row: 5))),
            ("\u{1b}[<0;12;6m", .mouse(MouseEvent(kind: .release, column: 11, row: 5))),
            ("\u{1b}[<64;3;3M", .mouse(MouseEvent(kind: .wheelUp, column: 2, row: 2))),
            ("\u{1b}[<65;3;3M", .mouse(MouseEvent(kind: .wheelDown, column: 2, row: 2))),
            ("\u{1b}", .key(.escape)),
        ]
        for (typed, expected) in cases {
            pty.type(typed)
            #expect(terminal.nextEvent(timeoutMilliseconds: 1000) == expected, "typed \(typed.debugDescription)")
        }
        // Pointer motion with no button held means nothing.
        pty.type("\u{1b}[<35;20;10M")
        #expect(terminal.nextEvent(timeoutMilliseconds: 200) == nil)
    }

    @Test func timeoutReturnsNil() throws {
        let pty = try TestPty(columns: 40, rows: 10)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(terminal.nextEvent(timeoutMilliseconds: 60) == nil)
        #expect(clock.now - start >= .milliseconds(50))
        #expect(terminal.pendingQuitSignal == nil)
    }

    @Test func resizeIsReportedWithTheNewSize() throws {
        let pty = try TestPty(columns: 80, rows: 24)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        #expect(atrium_set_winsize(pty.master, 30, 100) == 0)
        // The pty is not this process's controlling terminal, so send SIGWINCH by hand,
        // to the process: test threads may block signals, so raise() could stay pending.
        kill(getpid(), SIGWINCH)
        #expect(terminal.nextEvent(timeoutMilliseconds: 200) == .resize(columns: 100, rows: 30))
        #expect(terminal.size == (100, 30))
    }

    @Test func restoreLeavesTheScreenOnceAndForAll() throws {
        let pty = try TestPty(columns: 40, rows: 10)
        let terminal = try pty.openTerminal()
        let opening = String(decoding: pty.drain(), as: UTF8.self)
        #expect(opening.contains("\u{1b}[?1049h"))   // alternate screen
        #expect(opening.contains("\u{1b}[?1002h"))   // button-motion mouse tracking
        #expect(opening.contains("\u{1b}[?25l"))     // cursor hidden
        terminal.restore()
        let closing = String(decoding: pty.drain(), as: UTF8.self)
        #expect(closing.contains("\u{1b}[?1002l"))
        #expect(closing.contains("1000l"))           // ncurses' own mouse mode (here "?1006;1000l")
        #expect(closing.contains("\u{1b}[?25h"))
        #expect(closing.contains("\u{1b}[?1049l"))
        #expect(terminal.isRestored)
        terminal.restore()
        terminal.draw(Frame(width: 40, height: 10))
        #expect(terminal.nextEvent(timeoutMilliseconds: 0) == nil)
        #expect(pty.drain().isEmpty)
    }

    @Test func lostTerminalReadsAsHangup() throws {
        let pty = try TestPty(columns: 40, rows: 10)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        pty.closeMaster()
        #expect(terminal.nextEvent(timeoutMilliseconds: 500) == nil)
        #expect(terminal.pendingQuitSignal == SIGHUP)
    }

    @Test func unknownTermFallsBackAndColourDegrades() throws {
        let cases: [(term: String, fallback: String?, colors: ColorSupport)] = [
            ("atrium-no-such-term", "xterm-256color", .xterm256),
            ("xterm", nil, .ansi8),
            ("vt100", nil, .none),
        ]
        for (term, fallback, colors) in cases {
            let pty = try TestPty(columns: 40, rows: 10)
            let terminal = try pty.openTerminal(term: term)
            #expect(terminal.fallbackTerm == fallback, "TERM=\(term)")
            #expect(terminal.colorSupport == colors, "TERM=\(term)")
            var frame = Frame(width: 40, height: 10)
            frame.put("hi", x: 0, y: 0, style: CellStyle(fg: .index(196), bg: .index(17), bold: true))
            terminal.draw(frame)
            terminal.restore()
            #expect(String(decoding: pty.drain(), as: UTF8.self).contains("hi"))
        }
    }

    @Test func asciiLocaleIsDetected() throws {
        let pty = try TestPty(columns: 40, rows: 10)
        setenv("LC_ALL", "C", 1)
        defer { setenv("LC_ALL", "C.UTF-8", 1) }
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        #expect(!terminal.isUTF8)
    }

    /// A frame of braille in eight colours, a bold title and a mark in the bottom-right cell.
    static func brailleFrame(columns: Int, rows: Int) -> Frame {
        var frame = Frame(width: columns, height: rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let dots = UInt32((x * 7 + y * 13) % 255 + 1)
                let style = CellStyle(fg: .index(UInt8(16 + (x + y) % 8 * 30)))
                frame[x, y] = Cell(Character(Unicode.Scalar(0x2800 + dots)!), style: style)
            }
        }
        frame.put("ATRIUM ⣿", x: 0, y: 0, style: CellStyle(fg: .index(231), bg: .index(17), bold: true))
        frame[columns - 1, rows - 1] = Cell("Z", style: CellStyle(reverse: true))
        return frame
    }
}

extension TestPty {
    /// Opens the adapter on the slave side, without touching the test runner's signals.
    func openTerminal(term: String = "xterm-256color", shiftsSideways: Bool = true) throws -> CursesTerminal {
        try CursesTerminal(inputDescriptor: slave, outputDescriptor: slave, term: term,
                           options: .init(mouse: true, handlesQuitSignals: false, shiftsSideways: shiftsSideways))
    }
}
