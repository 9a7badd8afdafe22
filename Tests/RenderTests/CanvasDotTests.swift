import Testing
@testable import Render
import TerminalKit

extension BrailleCanvas {
    /// The dot grid as text for tests: `#` for a set dot, `.` for a clear one.
    var dotArt: [String] {
        (0..<dotHeight).map { y in String((0..<dotWidth).map { isSet(x: $0, y: y) ? "#" : "." }) }
    }

    /// The braille rendering's rows.
    var brailleLines: [String] { frame(charset: .braille).lines }
}

@Suite struct CanvasDotTests {
    @Test func dotSpaceIsTwoByFourPerCell() {
        let c = BrailleCanvas(columns: 3, rows: 2)
        #expect(c.dotWidth == 6)
        #expect(c.dotHeight == 8)
        #expect(BrailleCanvas(columns: -1, rows: 4).dotWidth == 0)
    }

    @Test func everyDotUsesItsBrailleBit() {
        let expected: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        for y in 0..<4 {
            for x in 0..<2 {
                var c = BrailleCanvas(columns: 1, rows: 1)
                c.setDot(x: x, y: y)
                #expect(c.mask(column: 0, row: 0) == expected[y][x])
                #expect(c.isSet(x: x, y: y))
            }
        }
    }

    @Test func glyphIsU2800PlusMask() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        for y in 0..<4 { c.setDot(x: 0, y: y); c.setDot(x: 1, y: y) }
        c.setDot(x: 3, y: 3)
        #expect(c.brailleLines == ["\u{28FF}\u{2880}"])
    }

    @Test func emptyCellsAreSpacesNotBlankBraille() {
        let c = BrailleCanvas(columns: 3, rows: 2)
        #expect(c.brailleLines == ["   ", "   "])
        #expect(c.frame() == Frame(width: 3, height: 2))
    }

    @Test func outOfRangeDotsAreIgnored() {
        var c = BrailleCanvas(columns: 1, rows: 1)
        c.setDot(x: -1, y: 0)
        c.setDot(x: 2, y: 0)
        c.setDot(x: 0, y: 4)
        c.clearDot(x: 9, y: 9)
        #expect(c.mask(column: 0, row: 0) == 0)
        #expect(!c.isSet(x: -1, y: 0))
    }

    @Test func clearingTheLastDotResetsTheCellStyle() {
        var c = BrailleCanvas(columns: 1, rows: 1)
        let red = CellStyle(fg: .index(1))
        c.setDot(x: 0, y: 0, style: red, priority: 5)
        c.setDot(x: 1, y: 0, style: red, priority: 5)
        c.clearDot(x: 0, y: 0)
        #expect(c.style(column: 0, row: 0) == red)
        c.clearDot(x: 1, y: 0)
        #expect(c.style(column: 0, row: 0) == .plain)
        c.setDot(x: 0, y: 0, style: CellStyle(fg: .index(2)), priority: 0)
        #expect(c.style(column: 0, row: 0).fg == .index(2))
    }

    @Test func resetEmptiesAndResizes() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.setDot(x: 0, y: 0, style: CellStyle(fg: .index(3)), priority: 9)
        c.text("x", column: 1, row: 0)
        c.reset(columns: 2, rows: 1)
        #expect(c.brailleLines == ["  "])
        c.setDot(x: 0, y: 0, style: CellStyle(fg: .index(4)), priority: 0)
        #expect(c.style(column: 0, row: 0).fg == .index(4))
        c.reset(columns: 3, rows: 2)
        #expect(c.columns == 3 && c.rows == 2)
        #expect(c.brailleLines == ["   ", "   "])
        c.clear()
        #expect(c.frame() == Frame(width: 3, height: 2))
    }
}
