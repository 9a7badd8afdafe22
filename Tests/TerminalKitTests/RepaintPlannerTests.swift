import Testing
@testable import TerminalKit
import TestSupport
import VenueFixtures

/// The repaint planner: when a frame changes most of the screen, erasing (rows, the start
/// of rows, or the whole screen) and painting on blank is chosen over the cell update.
@Suite struct RepaintPlannerTests {
    /// Two unrelated random maps of the explorer's screen shape.
    private func frames(columns: Int = 80, rows: Int = 24) -> (Frame, Frame) {
        var rng = SplitMix(seed: 2024)
        let a = TestFrames.randomMap(columns: columns, rows: rows, using: &rng)
        let b = TestFrames.randomMap(columns: columns, rows: rows, using: &rng)
        return (TestFrames.screen(world: a, left: 0, columns: columns, rows: rows),
                TestFrames.screen(world: b, left: 0, columns: columns, rows: rows))
    }

    @Test func theSameFrameIsAnUpdate() {
        let (a, _) = frames()
        #expect(RepaintPlanner.plan(shown: CellKeys(a).keys, to: CellKeys(a)) == .update)
    }

    @Test func aFewChangedCellsAreAnUpdate() {
        var (a, _) = frames()
        let old = CellKeys(a).keys
        a[10, 10] = Cell("x")
        a[50, 20] = Cell("⣿", style: CellStyle(fg: .index(9)))
        #expect(RepaintPlanner.plan(shown: old, to: CellKeys(a)) == .update)
    }

    @Test func aWhollyNewScreenIsCleared() {
        // Only the widget and the status text stay: too little to keep.
        let (a, b) = frames()
        #expect(RepaintPlanner.plan(shown: CellKeys(a).keys, to: CellKeys(b)) == .clearScreen)
    }

    @Test func aNewLowerHalfIsErasedAsOneRunOfRows() {
        let (a, b) = frames()
        var mixed = a
        for y in 12..<24 { for x in 0..<80 { mixed[x, y] = b[x, y] } }
        #expect(RepaintPlanner.plan(shown: CellKeys(a).keys, to: CellKeys(mixed)) == .erase([.rows(12..<24)]))
    }

    @Test func anUnchangedEndOfARowIsKept() {
        // The top rows change left of the widget, which stays; the other rows stay too.
        let (a, b) = frames()
        var mixed = a
        for y in 1..<6 { for x in 0..<70 { mixed[x, y] = b[x, y] } }
        let plan = RepaintPlanner.plan(shown: CellKeys(a).keys, to: CellKeys(mixed))
        // (A random cell left of the widget may happen to be unchanged and kept too.)
        guard case .erase(let parts) = plan else { Issue.record("\(plan)"); return }
        #expect(parts.count == 5)
        for (row, part) in zip(1..., parts) {
            guard case .start(let at, let column) = part else { Issue.record("\(part)"); continue }
            #expect(at == row && (66...70).contains(column), "\(part)")
        }
    }

    @Test func rowsMovedUpOrDownAreLeftToNcursesScrolling() {
        // A vertical pan: the map moves three rows up; ncurses scrolls such lines itself.
        var rng = SplitMix(seed: 5)
        let world = TestFrames.randomMap(columns: 80, rows: 30, using: &rng)
        var old = Frame(width: 80, height: 24), new = Frame(width: 80, height: 24)
        for y in 0..<24 { for x in 0..<80 { old[x, y] = world[x, y]; new[x, y] = world[x, y + 3] } }
        #expect(RepaintPlanner.plan(shown: CellKeys(old).keys, to: CellKeys(new)) == .update)
    }

    @Test func aFrameOfAnotherSizeIsAnUpdate() {
        let (a, _) = frames()
        let (_, b) = frames(columns: 60, rows: 20)
        #expect(RepaintPlanner.plan(shown: CellKeys(a).keys, to: CellKeys(b)) == .update)
    }

    // MARK: Byte model

    @Test func aBlankRowCostsNothingOnBlank() {
        let blank = ArraySlice([UInt64](repeating: CellKeys.blankKey, count: 40))
        #expect(ByteModel.rowCost(from: nil, to: blank) == 0)
        #expect(ByteModel.rowCost(from: blank, to: blank) == 0)
    }

    @Test func oneCharacterCostsAMoveAndItsBytes() {
        var keys = [UInt64](repeating: CellKeys.blankKey, count: 40)
        keys[5] = CellKeys.key(of: Cell("⣿"))
        #expect(ByteModel.rowCost(from: nil, to: keys[...]) == 7 + 3)
        keys[6] = CellKeys.key(of: Cell("a", style: CellStyle(fg: .index(196))))
        // Then a colour of 256 (ESC [ 38;5;196 m) and one byte, no move in between.
        #expect(ByteModel.rowCost(from: nil, to: keys[...]) == 7 + 3 + 11 + 1)
    }

    @Test func staleCellsAfterTheLastOneAreClearedToTheEnd() {
        let old = [UInt64](repeating: CellKeys.key(of: Cell("x")), count: 40)
        let new = [UInt64](repeating: CellKeys.blankKey, count: 40)
        // A move and a clear to end of line, not 40 spaces.
        #expect(ByteModel.rowCost(from: old[...], to: new[...]) == 7 + 3)
    }

    @Test func aLongRunOfFillIsErasedNotWritten() {
        let fill = CellKeys.key(of: Cell(" ", style: CellStyle(bg: .index(24))))
        let row = [UInt64](repeating: fill, count: 30)
        // A move, the background colour (ESC [ 48;5;24 m), one erase of 30 characters and a move past it.
        #expect(ByteModel.rowCost(from: nil, to: row[...]) == 7 + 10 + ByteModel.eraseRunCost)
        let short = [UInt64](repeating: fill, count: 6) + [UInt64](repeating: CellKeys.blankKey, count: 24)
        // Six spaces are written (then the rest of the row is blank already).
        #expect(ByteModel.rowCost(from: nil, to: short[...]) == 7 + 10 + 6)
    }
}
