import Testing
@testable import TerminalKit
import TestSupport
import VenueFixtures

/// The sideways-shift finder: which rows of a new frame are old rows moved left or
/// right, and the delete/insert-character edits that move them.
@Suite struct ShiftPlannerTests {
    // MARK: Edits

    @Test func leftMoveWithAFixedRightPartDeletesThenInserts() {
        // Columns 0..<7 are map, 7..<10 a fixed widget; the map moves left by 2.
        let shift = RowShift(row: 0, start: 0, end: 5, offset: 2, width: 10)
        #expect(shift.operations == [.delete(column: 0, count: 2), .insert(column: 5, count: 2)])
        #expect(shift.blanks == 5..<7)
        var line = Array("abcdefgXYZ")
        shift.apply(to: &line, blank: "_")
        #expect(String(line) == "cdefg__XYZ")
    }

    @Test func leftMoveToTheRightMarginOnlyDeletes() {
        let shift = RowShift(row: 3, start: 1, end: 7, offset: 3, width: 10)
        #expect(shift.operations == [.delete(column: 1, count: 3)])
        var line = Array("0123456789")
        shift.apply(to: &line, blank: "_")
        #expect(String(line) == "0456789___")
        #expect(shift.blanks == 7..<10)
    }

    @Test func rightMoveWithAFixedRightPartDeletesThenInserts() {
        // The map (0..<7) moves right by 2; the widget (7..<10) stays.
        let shift = RowShift(row: 0, start: 2, end: 7, offset: -2, width: 10)
        #expect(shift.operations == [.delete(column: 5, count: 2), .insert(column: 0, count: 2)])
        #expect(shift.blanks == 0..<2)
        var line = Array("abcdefgXYZ")
        shift.apply(to: &line, blank: "_")
        #expect(String(line) == "__abcdeXYZ")
    }

    @Test func rightMoveToTheRightMarginOnlyInserts() {
        let shift = RowShift(row: 0, start: 4, end: 10, offset: -3, width: 10)
        #expect(shift.operations == [.insert(column: 1, count: 3)])
        var line = Array("0123456789")
        shift.apply(to: &line, blank: "_")
        #expect(String(line) == "0___123456")
    }

    // MARK: Finding the move

    /// The slides ``UpdateBound`` is offered: the dominant offset, and per row (no
    /// double-width characters) the stretch that moved by it.
    private func slides(_ old: Frame, _ new: Frame) -> [RowShift] {
        let o = CellKeys(old), n = CellKeys(new)
        guard let offset = ShiftPlanner.dominantOffset(o, n) else { return [] }
        return (0..<n.height).compactMap { row in
            guard !o.wideRows[row], !n.wideRows[row],
                  let stretch = ShiftPlanner.movedStretch(row: row, offset: offset, o, n) else { return nil }
            return RowShift(row: row, start: stretch.lowerBound, end: stretch.upperBound, offset: offset, width: n.width)
        }
    }

    @Test(arguments: [12, -7, 1, -1, 40])
    func aPannedMapIsMovedAndTheWidgetStays(offset: Int) {
        var rng = SplitMix(seed: 0xA7_0000 + UInt64(offset + 100))
        let world = TestFrames.randomMap(columns: 200, rows: 24, using: &rng)
        let old = TestFrames.screen(world: world, left: 50, columns: 80, rows: 24)
        let new = TestFrames.screen(world: world, left: 50 + offset, columns: 80, rows: 24)
        let plan = slides(old, new)
        #expect(plan.count == 24, "every row moves")
        #expect(plan.allSatisfy { $0.offset == offset })
        for shift in plan {
            var line = Array(old.cells[(shift.row * 80)..<(shift.row * 80 + 80)])
            let target = Array(new.cells[(shift.row * 80)..<(shift.row * 80 + 80)])
            shift.apply(to: &line, blank: Cell("?"))
            // The moved stretch is right, apart from the status text in the top-left
            // corner, which does not move, and it covers nearly all of the map.
            let wrong = (shift.start..<shift.end).filter { line[$0] != target[$0] }
            #expect(wrong.allSatisfy { shift.row == 0 && $0 < 12 }, "row \(shift.row): \(wrong)")
            // (Chance matches of random cells can trim a few columns off the ends.)
            let mapWidth = (shift.row < 6 ? 70 : 80) - (shift.row == 0 ? 11 : 0)
            #expect(shift.end - shift.start >= mapWidth - abs(offset) - 8, "row \(shift.row): \(shift)")
        }
    }

    @Test func everyMovedStretchMatchesMoreCells() {
        var rng = SplitMix(seed: 99)
        let world = TestFrames.randomMap(columns: 300, rows: 30, using: &rng)
        for offset in [-60, -25, -3, 2, 17, 39] {
            let old = TestFrames.screen(world: world, left: 100, columns: 120, rows: 30)
            var new = TestFrames.screen(world: world, left: 100 + offset, columns: 120, rows: 30)
            // Labels that stay put over the moving map.
            new.put("Pinned label", x: 30, y: 10, style: CellStyle(bold: true))
            let plan = slides(old, new)
            #expect(plan.count >= 25, "offset \(offset)")
            for shift in plan {
                let base = shift.row * 120
                var line = Array(old.cells[base..<(base + 120)])
                let target = Array(new.cells[base..<(base + 120)])
                let before = (0..<120).filter { line[$0] == target[$0] }.count
                // The terminal brings in plain blanks (attributes are reset first).
                shift.apply(to: &line, blank: Cell.blank)
                let after = (0..<120).filter { line[$0] == target[$0] }.count
                #expect(after > before, "offset \(offset) row \(shift.row)")
            }
        }
    }

    @Test func aFilledRowWithAFewWallsIsMoved() {
        // Rooms filled with one background colour and a few walls: few cells gain by the
        // move, but the walls alone tell the offset.
        let fill = CellStyle(bg: .index(242)), wall = CellStyle(fg: .index(252), bg: .index(242))
        func frame(left: Int) -> Frame {
            var frame = Frame(width: 120, height: 12)
            for y in 0..<12 {
                for x in 0..<120 {
                    let isWall = [7, 31, 52, 90, 101, 127].contains(x + left)
                    frame[x, y] = Cell(isWall ? "⡇" : " ", style: isWall ? wall : fill)
                }
                frame.put("dots \(y)", x: (y * 37) % 100, y: y, style: CellStyle(fg: .index(220), bg: .index(242)))
            }
            return frame
        }
        // (The labels stay put, as pinned labels do.)
        let plan = slides(frame(left: 0), frame(left: 15))
        #expect(plan.count >= 10, "\(plan)")
        #expect(plan.allSatisfy { $0.offset == 15 })
    }

    @Test func identicalOrUnrelatedFramesHaveNoOffset() {
        var rng = SplitMix(seed: 7)
        let a = TestFrames.screen(world: TestFrames.randomMap(columns: 100, rows: 20, using: &rng), left: 0, columns: 80, rows: 20)
        let b = TestFrames.screen(world: TestFrames.randomMap(columns: 100, rows: 20, using: &rng), left: 0, columns: 80, rows: 20)
        #expect(ShiftPlanner.dominantOffset(CellKeys(a), CellKeys(a)) == nil)
        #expect(ShiftPlanner.dominantOffset(CellKeys(a), CellKeys(b)) == nil)
        let blank = CellKeys(Frame(width: 80, height: 20))
        #expect(ShiftPlanner.dominantOffset(blank, blank) == nil)
    }

    @Test func framesOfDifferentSizesHaveNoOffset() {
        var rng = SplitMix(seed: 8)
        let world = TestFrames.randomMap(columns: 100, rows: 20, using: &rng)
        let a = TestFrames.screen(world: world, left: 0, columns: 80, rows: 20)
        let b = TestFrames.screen(world: world, left: 5, columns: 79, rows: 20)
        let c = TestFrames.screen(world: world, left: 5, columns: 80, rows: 19)
        #expect(ShiftPlanner.dominantOffset(CellKeys(a), CellKeys(b)) == nil)
        #expect(ShiftPlanner.dominantOffset(CellKeys(a), CellKeys(c)) == nil)
    }

    @Test func aVerticalMoveIsLeftToScrolling() {
        var rng = SplitMix(seed: 9)
        let world = TestFrames.randomMap(columns: 100, rows: 40, using: &rng)
        var old = Frame(width: 80, height: 20), new = Frame(width: 80, height: 20)
        for y in 0..<20 {
            for x in 0..<80 {
                old[x, y] = world[x, y + 10]
                new[x, y] = world[x, y + 13]
            }
        }
        #expect(ShiftPlanner.dominantOffset(CellKeys(old), CellKeys(new)) == nil)
    }

    @Test func slopingLinesMovedUpOrDownAreNotTakenForASidewaysMove() {
        // Lines at 45° on a sparse map: moved down by 3 rows they also match the old
        // frame moved sideways by 3 columns. The walls (horizontal lines) only match
        // the vertical move, which a scroll must make.
        var world = Frame(width: 200, height: 60)
        for line in stride(from: -60, to: 200, by: 23) {
            for y in 0..<60 where line + y >= 0 && line + y < 200 {
                world[line + y, y] = Cell("⢆", style: CellStyle(fg: .index(239), dim: true))
            }
        }
        for y in stride(from: 4, to: 60, by: 17) {
            for x in 0..<200 { world[x, y] = Cell("⠤", style: CellStyle(fg: .index(252))) }
        }
        var old = Frame(width: 120, height: 30), new = Frame(width: 120, height: 30)
        for y in 0..<30 {
            for x in 0..<120 {
                old[x, y] = world[x + 20, y + 10]
                new[x, y] = world[x + 20, y + 13]
            }
        }
        #expect(ShiftPlanner.verticalVotes(CellKeys(old), CellKeys(new)) > 0)
        #expect(ShiftPlanner.dominantOffset(CellKeys(old), CellKeys(new)) == nil)
    }

    @Test func sparseRowsAreMovedWhenTheyWinEnough() {
        // A few strokes (the same two characters again and again) on blank rows.
        var rng = SplitMix(seed: 11)
        var old = Frame(width: 100, height: 12), new = Frame(width: 100, height: 12)
        for y in 0..<12 {
            var x = 30 + Int(rng.next() % 5)
            while x < 88 {
                for (i, ch) in ["⠘", "⡄"].enumerated() {
                    old[x + i, y] = Cell(Character(ch), style: CellStyle(fg: .index(250)))
                    new[x + i - 10, y] = Cell(Character(ch), style: CellStyle(fg: .index(250)))
                }
                x += 4 + Int(rng.next() % 9)
            }
        }
        let plan = slides(old, new)
        #expect(plan.count == 12)
        #expect(plan.allSatisfy { $0.offset == 10 })
    }

    @Test func rowsWithDoubleWidthCharactersAreMarked() {
        var rng = SplitMix(seed: 10)
        let world = TestFrames.randomMap(columns: 200, rows: 10, using: &rng)
        var old = TestFrames.screen(world: world, left: 50, columns: 80, rows: 10)
        var new = TestFrames.screen(world: world, left: 60, columns: 80, rows: 10)
        old.put("강의실", x: 40, y: 7)
        new.put("강의실", x: 30, y: 7)
        // (``UpdateBound`` never slides a marked row: terminals disagree on what deleting
        // half of a double-width character does.)
        let keysOld = CellKeys(old), keysNew = CellKeys(new)
        #expect(keysOld.wideRows[7] && !keysOld.wideRows[6])
        #expect(keysNew.wideRows[7] && !keysNew.wideRows[8])
        #expect(ShiftPlanner.dominantOffset(keysOld, keysNew) == 10)
    }

    @Test func keysTellStylesAndCharactersApart() {
        let plain = CellKeys.key(of: Cell("⣿"))
        #expect(plain != CellKeys.key(of: Cell("⣾")))
        #expect(plain != CellKeys.key(of: Cell("⣿", style: CellStyle(fg: .index(1)))))
        #expect(plain != CellKeys.key(of: Cell("⣿", style: CellStyle(bg: .index(1)))))
        #expect(plain != CellKeys.key(of: Cell("⣿", style: CellStyle(bold: true))))
        #expect(CellKeys.key(of: Cell("e\u{301}")) != CellKeys.key(of: Cell("e")))
        #expect(CellKeys.key(of: Cell("⣿")) == plain)
        #expect(CellKeys.blankKey == CellKeys.key(of: .blank))
    }
}
