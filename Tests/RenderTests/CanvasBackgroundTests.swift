import MapCore
import Testing
@testable import Render
import TerminalKit

/// The background layer: tints by cell centre with priorities, under dots and text.
@Suite struct CanvasBackgroundTests {
    @Test func cellsWhoseCentreIsInsideTakeTheTint() {
        var c = BrailleCanvas(columns: 6, rows: 3)
        // Dots 2..8 across (cells 1, 2, 3: centres 3, 5, 7), dots 0..6 down (rows 0: centre 2, 1: centre 6).
        c.fillBackground(rings: [[Vec2(2, 0), Vec2(8, 0), Vec2(8, 6.5), Vec2(2, 6.5)]], color: 24, priority: 1)
        let tinted = (0..<3).flatMap { r in (0..<6).filter { c.background(column: $0, row: r) == .index(24) }.map { ($0, r) } }
        #expect(tinted.map { "\($0.0),\($0.1)" } == ["1,0", "2,0", "3,0", "1,1", "2,1", "3,1"])
    }

    @Test func higherPriorityWinsWhateverTheOrder() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        let all = [[Vec2(0, 0), Vec2(8, 0), Vec2(8, 8), Vec2(0, 8)]]
        c.fillBackground(rings: all, color: 30, priority: 5)
        c.fillBackground(rings: all, color: 40, priority: 2)
        #expect(c.background(column: 0, row: 0) == .index(30))
        c.fillBackground(rings: all, color: 50, priority: 5)
        #expect(c.background(column: 3, row: 1) == .index(50))
    }

    @Test func dotsAndTextKeepTheirColoursOverTheTint() {
        var c = BrailleCanvas(columns: 4, rows: 1)
        c.fillBackground(rings: [[Vec2(0, 0), Vec2(8, 0), Vec2(8, 4), Vec2(0, 4)]], color: 24, priority: 1)
        c.setDot(x: 0, y: 0, style: CellStyle(fg: .index(252)), priority: 3)
        c.text("a", column: 2, row: 0, style: CellStyle(fg: .index(255)))
        let f = c.frame()
        #expect(f[0, 0].style == CellStyle(fg: .index(252), bg: .index(24)))
        #expect(f[1, 0] == Cell(" ", style: CellStyle(bg: .index(24))))
        #expect(f[2, 0] == Cell("a", style: CellStyle(fg: .index(255), bg: .index(24))))
        c.reset(columns: 4, rows: 1)
        #expect(c.frame().cells.allSatisfy { $0 == .blank })
    }

    @Test func clearDotsEmptiesAShape() {
        var c = BrailleCanvas(columns: 4, rows: 2)
        c.fillPolygon(rings: [[Vec2(0, 0), Vec2(8, 0), Vec2(8, 8), Vec2(0, 8)]], pattern: .solid)
        c.clearDots(inside: [[Vec2(0, 0), Vec2(4, 0), Vec2(4, 8), Vec2(0, 8)]])
        #expect(c.mask(column: 0, row: 0) == 0 && c.mask(column: 1, row: 1) == 0)
        #expect(c.mask(column: 2, row: 0) == 0xFF && c.mask(column: 3, row: 1) == 0xFF)
    }
}
