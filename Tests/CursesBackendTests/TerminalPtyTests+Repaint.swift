import AtriumApp
@testable import CursesBackend
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
    private func repaintBytes(of frame: Frame, after previous: Frame?, writesUpdates: Bool = true) throws -> [UInt8] {
        let pty = try TestPty(columns: UInt16(Self.columns), rows: UInt16(Self.rows))
        let terminal = try pty.openTerminal(writesUpdates: writesUpdates)
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
        let update = try repaintBytes(of: b, after: a, writesUpdates: false)
        let written = try repaintBytes(of: b, after: a)
        let fresh = try repaintBytes(of: b, after: nil)
        print("pty bytes for a new 80x24 screen: after another frame \(update.count) (written by the adapter \(written.count)), on a fresh screen \(fresh.count)")
        #expect(String(decoding: update, as: UTF8.self).contains("\u{1b}[H\u{1b}[2J"))
        // The clear, the cursor save and restore around it, the first cursor move: a few bytes more at most.
        #expect(update.count <= fresh.count + 16)
        // The adapter's writer clears too when that is cheapest, and is never dearer than ncurses.
        #expect(written.count <= update.count)
    }

    /// ncurses' update (the adapter's own writer off) after erasing rows.
    @Test func aNewLowerHalfIsErasedAndCostsLessThanAFreshPaint() throws {
        let (a, b) = unrelatedFrames()
        var mixed = a
        for y in 12..<Self.rows { for x in 0..<Self.columns { mixed[x, y] = b[x, y] } }
        let update = try repaintBytes(of: mixed, after: a, writesUpdates: false)
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

extension TerminalPtyTests {
    /// The adapter's own update writer: after every draw of a tour of changes (pans every
    /// way, recolouring, text, unrelated frames), ncurses' record of the screen equals its
    /// window cell for cell, so its own update has nothing left to send; and a pan costs
    /// fewer bytes than ncurses' update of it.
    @Test func writtenUpdatesKeepNcursesRecordExact() throws {
        let columns = 90, rows = 28
        let pty = try TestPty(columns: UInt16(columns), rows: UInt16(rows))
        let terminal = try pty.openTerminal()
        defer { terminal.restore() }
        #expect(terminal.updateWriter == UpdateBound.Capabilities(repeatCharacter: true, backColorErase: false))
        var rng = SplitMix(seed: 2027)
        let world = TestFrames.randomMap(columns: 260, rows: 80, using: &rng)
        func view(_ left: Int, _ top: Int) -> Frame {
            var f = Frame(width: columns, height: rows)
            for y in 0..<rows { for x in 0..<columns { f[x, y] = world[x + left, y + top] } }
            f.put(" Level 1 ", x: columns - 10, y: 1, style: CellStyle(fg: .index(231), bg: .index(236)))
            return f
        }
        var frame = view(60, 20)
        terminal.draw(frame)
        for step in 0..<14 {
            switch step % 7 {
            case 0: frame = view(60 + step, 20)
            case 1: frame = view(60 + step, 20 + step % 5)
            case 2: frame.put("Room 101 ⠿⠿", x: Int(rng.next() % 70), y: Int(rng.next() % UInt64(rows)), style: CellStyle(fg: .index(15), bg: .index(24), bold: true))
            case 3: frame.fill(x: 10, y: 5, width: 30, height: 6, with: Cell(" ", style: CellStyle(bg: .index(52))))
            case 4: frame = view(Int(rng.next() % 150), Int(rng.next() % 40))
            case 5: frame.put("강의실", x: 3, y: 3)
            default: frame = view(62, 24)
            }
            terminal.draw(frame)
            _ = pty.drain()
            for y in 0..<rows {
                for x in 0..<columns {
                    let window = terminal.windowCell(row: y, column: x), record = terminal.screenRecordCell(row: y, column: x)
                    #expect(window?.text == record?.text && window?.attributes == record?.attributes && window?.pair == record?.pair,
                            "step \(step), cell (\(x), \(y))")
                }
            }
        }
        // A sideways pan, written by the adapter and by ncurses.
        func panBytes(writes: Bool) throws -> Int {
            let pty = try TestPty(columns: UInt16(columns), rows: UInt16(rows))
            let terminal = try pty.openTerminal(writesUpdates: writes)
            defer { terminal.restore() }
            terminal.draw(view(40, 10))
            _ = pty.drain()
            terminal.draw(view(52, 10))
            return pty.drain().count
        }
        let written = try panBytes(writes: true), ncurses = try panBytes(writes: false)
        print("pty bytes for a 12-column pan at 90x28: written \(written), ncurses' update \(ncurses)")
        #expect(written < ncurses)
    }
}
