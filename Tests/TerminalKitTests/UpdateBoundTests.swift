import Testing
@testable import TerminalKit
import TestSupport
import VenueFixtures

/// The lower bound of an update's bytes: the shortest sequences, and the bound of small
/// frames worked out by hand.
@Suite struct UpdateBoundTests {
    private typealias Pen = ShortestSequences.Pen

    // MARK: Shortest sequences (xterm-256color's strings, shortened as ECMA-48 allows)

    /// The move's bytes on an 80x50 xterm-256color.
    private func move(fromRow: Int, fromColumn: Int, toRow: Int, column: Int, width: Int) -> Int {
        TerminalSequences.xterm(width: width, height: 50).moveCost(fromRow: fromRow, fromColumn: fromColumn, toRow: toRow, column: column)
    }

    @Test func cursorMovesTakeTheShortestForm() {
        let w = 80
        #expect(move(fromRow: -1, fromColumn: 0, toRow: 0, column: 0, width: w) == 3)     // ESC[H
        #expect(move(fromRow: -1, fromColumn: 0, toRow: 4, column: 0, width: w) == 4)     // ESC[5H
        #expect(move(fromRow: -1, fromColumn: 0, toRow: 1, column: 4, width: w) == 6)     // ESC[2;5H
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 3, column: 7, width: w) == 0)
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 4, column: 7, width: w) == 1)      // LF
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 4, column: 0, width: w) == 2)      // CR LF
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 3, column: 6, width: w) == 1)      // BS
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 3, column: 8, width: w) == 3)      // ESC[C
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 3, column: 57, width: w) == 5)     // ESC[50C
        #expect(move(fromRow: 3, fromColumn: 7, toRow: 2, column: 7, width: w) == 2)      // ESC M
        #expect(move(fromRow: 0, fromColumn: 0, toRow: 40, column: 60, width: w) == 8)    // ESC[41;61H
        // After the last column was written the cursor waits there to wrap: only an absolute
        // move or a carriage return leaves that state.
        #expect(move(fromRow: 3, fromColumn: w, toRow: 3, column: w - 1, width: w) == 5)  // ESC[80G
        #expect(move(fromRow: 3, fromColumn: w, toRow: 4, column: 0, width: w) == 2)      // CR LF
    }

    @Test func colourChangesTakeTheShortestSGR() {
        let pens = TerminalSequences.xterm(width: 80, height: 24).pens
        let plain = Pen.plain
        var bold = plain
        bold.bold = true
        #expect(pens.cost(from: plain, to: plain) == 0)
        #expect(pens.cost(from: plain, to: bold) == 4)                          // ESC[1m
        var red = bold
        red.fg = 1
        #expect(pens.cost(from: red, to: plain) == 3)                           // ESC[m
        var green = red
        green.fg = 2
        #expect(pens.cost(from: red, to: green) == 5)                           // ESC[32m
        var tinted = plain
        tinted.bg = 236
        #expect(pens.cost(from: plain, to: tinted) == 11)                       // ESC[48;5;236m
        var both = tinted
        both.fg = 196
        #expect(pens.cost(from: plain, to: both) == 20)                         // ESC[38;5;196;48;5;236m
        #expect(pens.cost(from: both, to: tinted) == 5)                         // ESC[39m
        var brightBg = plain
        brightBg.bg = 9
        #expect(pens.cost(from: plain, to: brightBg) == 6)                      // ESC[101m
    }

    @Test func pricedSequencesAreTheOnesWritten() {
        var rng = SplitMix(seed: 99)
        let colours: [UInt32] = [0x100, 0, 3, 7, 8, 12, 15, 16, 99, 100, 236, 255]
        func pen() -> Pen {
            Pen(fg: colours[rng.next(below: colours.count)], bg: colours[rng.next(below: colours.count)],
                bold: rng.next(below: 2) == 0, dim: rng.next(below: 3) == 0, reverse: rng.next(below: 4) == 0)
        }
        let width = 150, height = 60
        let kinds = TerminalFixtures.all.dropLast().map { TerminalSequences(TerminfoSource.capabilities($0.source), width: width, height: height) }
        for round in 0..<2000 {
            let sequences = kinds[round % kinds.count], kind = sequences.capabilities
            let a = pen(), b = pen()
            var out: [UInt8] = []
            if kind.colorSupport == .xterm256 {
                sequences.pens.append(from: a, to: b, to: &out)
                #expect(out.count == sequences.pens.cost(from: a, to: b), "\(a) → \(b): \(String(decoding: out, as: UTF8.self))")
            }
            let fromRow = rng.next(below: height + 1) - 1, fromColumn = rng.next(below: width + 1)
            let row = rng.next(below: height), column = rng.next(below: width)
            out.removeAll()
            sequences.appendMove(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column, to: &out)
            #expect(out.count == sequences.moveCost(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column), "\(kind.name)")
        }
    }

    // MARK: Bounds of small frames

    private func keys(_ frame: Frame) -> CellKeys { CellKeys(frame) }

    @Test func anUnchangedFrameCostsNothing() {
        var frame = Frame(width: 10, height: 3)
        frame.put("hello", x: 2, y: 1, style: CellStyle(fg: .index(3)))
        #expect(UpdateBound.bytes(from: keys(frame), to: keys(frame)) == 0)
    }

    @Test func oneCellCostsItsAddressAndItsUTF8() {
        let blank = Frame(width: 10, height: 3)
        var ascii = blank
        ascii[4, 1] = Cell("x")
        #expect(UpdateBound.bytes(from: keys(blank), to: keys(ascii)) == 6 + 1)          // ESC[2;5H x
        var braille = blank
        braille[4, 1] = Cell("⣿")
        #expect(UpdateBound.bytes(from: keys(blank), to: keys(braille)) == 6 + 3)
        var coloured = blank
        coloured[4, 1] = Cell("x", style: CellStyle(fg: .index(196)))
        #expect(UpdateBound.bytes(from: keys(blank), to: keys(coloured)) == 6 + 11 + 1)  // …ESC[38;5;196m x
    }

    @Test func aSpaceOnlyShowsItsBackground() {
        var before = Frame(width: 10, height: 3)
        before[3, 1] = Cell(" ", style: CellStyle(fg: .index(4), bg: .index(236), bold: true))
        var after = before
        after[3, 1] = Cell(" ", style: CellStyle(fg: .index(7), bg: .index(236)))
        #expect(UpdateBound.bytes(from: keys(before), to: keys(after)) == 0)
    }

    @Test func aRunOfEqualASCIICellsGoesAsOneRepeat() {
        let blank = Frame(width: 40, height: 2)
        var run = blank
        for x in 5..<25 { run[x, 0] = Cell("=") }
        // ESC[;6H, the character, ESC[19b.
        #expect(UpdateBound.bytes(from: keys(blank), to: keys(run)) == 5 + 1 + 5)
        // Other characters are written out (terminals differ on repeating them).
        for x in 5..<25 { run[x, 0] = Cell("⠿") }
        #expect(UpdateBound.bytes(from: keys(blank), to: keys(run)) == 5 + 20 * 3)
    }

    @Test func aRowThatEndsBlankIsClearedToItsEnd() {
        var text = Frame(width: 40, height: 2)
        text.put("a long line of text running to the end!!", x: 0, y: 1)
        var cut = text
        for x in 10..<40 { cut[x, 1] = .blank }
        // ESC[2;11H ESC[K
        #expect(UpdateBound.bytes(from: keys(text), to: keys(cut)) == 7 + 3)
    }

    @Test func aGapIsWrittenOverWhenThatIsShorterThanAMove() {
        let before = Frame(width: 20, height: 1)
        var after = before
        after.put("ab", x: 3, y: 0)
        after[6, 0] = Cell("c")
        // ESC[;4H a b, then the unchanged blank at 5 written over (1 byte, not ESC[C), c.
        #expect(UpdateBound.bytes(from: keys(before), to: keys(after)) == 5 + 2 + 1 + 1)
    }

    @Test func aSidewaysPanCostsTheSlidesAndTheNewStrip() {
        var rng = SplitMix(seed: 27)
        let world = TestFrames.randomMap(columns: 200, rows: 40, using: &rng)
        let before = TestFrames.screen(world: world, left: 20, columns: 120, rows: 40)
        let after = TestFrames.screen(world: world, left: 32, columns: 120, rows: 40)
        let pan = UpdateBound.bytes(from: keys(before), to: keys(after))
        let fresh = UpdateBound.bytes(from: keys(Frame(width: 120, height: 40)), to: keys(after))
        // Per row at most two edits with their moves and 12 new cells of 3 bytes and their colours.
        #expect(pan < 40 * (2 * 10 + 12 * 3 + 12 * 11))
        #expect(pan * 4 < fresh)
    }

    @Test func aVerticalPanCostsTheScrollAndTheNewRows() {
        var rng = SplitMix(seed: 28)
        let world = TestFrames.randomMap(columns: 100, rows: 60, using: &rng)
        func rows(from top: Int) -> Frame {
            var f = Frame(width: 100, height: 40)
            for y in 0..<40 { for x in 0..<100 { f[x, y] = world[x, y + top] } }
            return f
        }
        let before = rows(from: 0), after = rows(from: 5)
        let pan = UpdateBound.bytes(from: keys(before), to: keys(after))
        var newRowsOnly = Frame(width: 100, height: 40)
        for y in 35..<40 { for x in 0..<100 { newRowsOnly[x, y] = after[x, y] } }
        let strip = UpdateBound.bytes(from: keys(Frame(width: 100, height: 40)), to: keys(newRowsOnly))
        // ESC[H ESC[5M (scrolling the whole screen up), then the five new rows.
        #expect(pan <= 3 + 4 + strip)
        #expect(pan >= strip - 10)
    }

    /// A vertical pan towards the venue's edge, the level picker at the top right and a scale
    /// bar over blank map above the status line: the rows that moved start below the picker,
    /// the whole screen would carry the scale bar along, and the cheapest scroll is the screen
    /// less its last two rows (the picker is written back, the scale bar stays).
    @Test func aScrollLeavesTheScaleBarOverBlankMapInPlace() {
        var rng = SplitMix(seed: 29)
        let world = TestFrames.randomMap(columns: 80, rows: 40, using: &rng)
        func screen(top: Int) -> Frame {
            var f = Frame(width: 80, height: 24)
            for y in 0..<22 where y + top < 20 { for x in 0..<80 { f[x, y] = world[x, y + top] } }
            for (i, level) in ["2", "1", "0"].enumerated() { f.put("│ \(level) │", x: 74, y: 1 + i, style: CellStyle(fg: .index(244))) }
            f.put("├────┤ 10 m   Atrium · a venue", x: 2, y: 22, style: CellStyle(fg: .index(250)))
            f.put("status", x: 0, y: 23, style: CellStyle(reverse: true))
            return f
        }
        let before = screen(top: 4), after = screen(top: 7)
        let plan = UpdateBound.plan(from: keys(before), to: keys(after))
        #expect(plan.prelude == .scroll(dy: 3, rows: 0..<22))
    }

    @Test func framesOfAnotherSizeArePricedAsAClearAndAPaint() {
        var small = Frame(width: 5, height: 2)
        small.put("ab", x: 0, y: 0)
        var big = Frame(width: 6, height: 2)
        big.put("ab", x: 0, y: 0)
        #expect(UpdateBound.bytes(from: keys(small), to: keys(big)) == 7 + 2)   // ESC[H ESC[2J, ab
    }
}
