import AtriumApp
@testable import CursesBackend
import Render
import Testing
import TestSupport
import VenueFixtures
import TerminalKit

/// Frames that change most of the screen: the adapter erases rows (or clears the screen)
/// before ncurses' update, so that they cost no more than painting them on a fresh
/// screen, and ncurses' window still holds exactly the frame. Part of the serialized
/// ``TerminalPtyTests`` suite: ncurses keeps one current screen per process.
extension TerminalPtyTests {
    private static let columns = 80, rows = 24

    /// Two unrelated random maps of the explorer's screen shape.
    private func unrelatedFrames() -> (Frame, Frame) {
        var rng = SplitMix(seed: 31)
        let a = TestFrames.randomMap(columns: Self.columns, rows: Self.rows, using: &rng)
        let b = TestFrames.randomMap(columns: Self.columns, rows: Self.rows, using: &rng)
        return (TestFrames.screen(world: a, left: 0, columns: Self.columns, rows: Self.rows),
                TestFrames.screen(world: b, left: 0, columns: Self.columns, rows: Self.rows))
    }

    /// The bytes of drawing `frame` after `previous` (nil: on a fresh screen), checking
    /// that ncurses' window then holds the frame.
    private func repaintBytes(of frame: Frame, after previous: Frame?) throws -> [UInt8] {
        let pty = try TestPty(columns: UInt16(Self.columns), rows: UInt16(Self.rows))
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        if let previous { terminal.draw(previous) }
        _ = pty.drain()
        terminal.draw(frame)
        let sent = pty.drain()
        for y in 0..<Self.rows {
            for x in 0..<Self.columns {
                #expect(terminal.windowCell(row: y, column: x)?.text == String(frame[x, y].character), "cell (\(x), \(y))")
            }
        }
        return sent
    }

    @Test func aWhollyNewScreenIsClearedAndCostsAFreshPaint() throws {
        let (a, b) = unrelatedFrames()
        let update = try repaintBytes(of: b, after: a)
        let fresh = try repaintBytes(of: b, after: nil)
        print("pty bytes for a new 80x24 screen: after another frame \(update.count), on a fresh screen \(fresh.count)")
        #expect(String(decoding: update, as: UTF8.self).contains("\u{1b}[H\u{1b}[2J"))
        // The clear, the cursor save and restore around it, the first cursor move: a few bytes more at most.
        #expect(update.count <= fresh.count + 16)
    }

    @Test func aNewLowerHalfIsErasedAndCostsLessThanAFreshPaint() throws {
        let (a, b) = unrelatedFrames()
        var mixed = a
        for y in 12..<Self.rows { for x in 0..<Self.columns { mixed[x, y] = b[x, y] } }
        let update = try repaintBytes(of: mixed, after: a)
        let fresh = try repaintBytes(of: mixed, after: nil)
        print("pty bytes for a new lower half at 80x24: after the old frame \(update.count), on a fresh screen \(fresh.count)")
        let text = String(decoding: update, as: UTF8.self)
        #expect(text.contains("\u{1b}[13;1H\u{1b}[12M\u{1b}[12L"), "rows 12..<24 deleted and inserted blank")
        #expect(update.count * 10 < fresh.count * 6)
    }
}

extension TerminalPtyTests {
    /// The sideways edits' cursor moves: absolute first, then the shortest of going down
    /// a column or along a row (xterm's strings).
    @Test func cursorMovesTakeTheShortestWay() throws {
        let pty = try TestPty(columns: 80, rows: 24)
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        var moves = try #require(CursorMoves())
        var bytes: [UInt8] = []
        func next(_ row: Int, _ column: Int) -> String {
            bytes.removeAll()
            moves.move(toRow: row, column: column, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        #expect(next(4, 0) == "\u{1b}[5;1H")
        #expect(next(5, 0) == "\u{1b}[6d")      // down a row, same column (as short as ESC[1B)
        #expect(next(5, 0) == "")               // already there
        #expect(next(5, 70) == "\u{1b}[71G")    // along the row
        #expect(next(5, 73) == "\u{1b}[3C")
        #expect(next(12, 73) == "\u{1b}[7B")    // same column, rows down
        #expect(next(20, 3) == "\u{1b}[21;4H")
    }
}
