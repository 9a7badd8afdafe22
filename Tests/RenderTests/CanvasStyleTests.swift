import Testing
import MapCore
@testable import Render
import TerminalKit

@Suite struct CanvasStyleTests {
    private let room = CellStyle(fg: .index(1))
    private let wall = CellStyle(fg: .index(2), bold: true)
    private let ring = [Vec2(0, 0), Vec2(11, 0), Vec2(11, 11), Vec2(0, 11)]
    private let area = [Vec2(0, 0), Vec2(12, 0), Vec2(12, 12), Vec2(0, 12)]

    private func check(_ c: BrailleCanvas) {
        for row in 0..<3 {
            for column in 0..<6 {
                let border = row == 0 || row == 2 || column == 0 || column == 5
                #expect(c.style(column: column, row: row) == (border ? wall : room), "cell \(column),\(row)")
            }
        }
        #expect(c.frame()[0, 0].style == wall)
        #expect(c.frame()[2, 1].style == room)
    }

    @Test func outlineWinsWhenDrawnAfterTheFill() {
        var c = BrailleCanvas(columns: 6, rows: 3)
        c.fillPolygon(rings: [area], pattern: .sparse, style: room, priority: 1)
        c.polyline(ring, closed: true, style: wall, priority: 5)
        check(c)
    }

    @Test func outlineWinsWhenDrawnBeforeTheFill() {
        var c = BrailleCanvas(columns: 6, rows: 3)
        c.polyline(ring, closed: true, style: wall, priority: 5)
        c.fillPolygon(rings: [area], pattern: .sparse, style: room, priority: 1)
        check(c)
    }

    @Test func equalPriorityMeansLastWins() {
        var c = BrailleCanvas(columns: 1, rows: 1)
        c.setDot(x: 0, y: 0, style: room, priority: 3)
        c.setDot(x: 1, y: 0, style: wall, priority: 3)
        #expect(c.style(column: 0, row: 0) == wall)
        c.setDot(x: 0, y: 1, style: room, priority: 2)
        #expect(c.style(column: 0, row: 0) == wall)
        #expect(c.mask(column: 0, row: 0) == 0x01 | 0x08 | 0x02)
    }

    @Test func textOverridesBraille() {
        var c = BrailleCanvas(columns: 4, rows: 1)
        c.line(from: Vec2(0, 1), to: Vec2(7, 1), style: wall)
        let label = CellStyle(fg: .index(7), reverse: true)
        let end = c.text("Hi", column: 1, row: 0, style: label)
        #expect(end == 3)
        let f = c.frame()
        #expect(f.lines == ["⠒Hi⠒"])
        #expect(f[1, 0].style == label)
        #expect(f[0, 0].style == wall)
        #expect(c.textCharacter(column: 2, row: 0) == "i")
        #expect(c.isSet(x: 2, y: 1))   // the dots stay underneath
        c.clearText()
        #expect(c.brailleLines == ["⠒⠒⠒⠒"])
        #expect(c.textCharacter(column: 2, row: 0) == nil)
    }

    @Test func textWithSpacesCoversDotsAndIsClipped() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(8, 0), Vec2(8, 8), Vec2(0, 8)]])
        c.text("a b", column: -1, row: 0)
        c.text("xyz", column: 2, row: 1)
        c.text("nope", column: 0, row: 2)
        c.text("nope", column: 0, row: -1)
        #expect(c.brailleLines == [" b⣿⣿", "⣿⣿xy"])
        #expect(c.textCharacter(column: 9, row: 9) == nil)
    }

    @Test func textAloneOnAnEmptyCanvas() {
        var c = BrailleCanvas(columns: 3, rows: 1)
        c.text("ok", column: 0, row: 0)
        #expect(c.brailleLines == ["ok "])
        c.text("no", column: 0, row: 0)   // overwriting keeps the layer consistent
        c.clearText()
        #expect(c.brailleLines == ["   "])
    }

    @Test func renderIntoALargerFrameAtAnOffset() {
        var c = BrailleCanvas(columns: 2, rows: 1)
        c.line(from: Vec2(0, 1), to: Vec2(3, 1))
        var f = Frame(width: 4, height: 2)
        f.put("abcd", x: 0, y: 1)
        c.render(into: &f, column: 1, row: 1)
        #expect(f.lines == ["    ", "a⠒⠒d"])
        c.render(into: &f, column: 3, row: 0)   // clipped on the right
        c.render(into: &f, column: -1, row: -1) // clipped on the left and top
        #expect(f.lines == ["   ⠒", "a⠒⠒d"])
    }
}
