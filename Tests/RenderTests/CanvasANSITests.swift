import Testing
import MapCore
@testable import Render
import TerminalKit

@Suite struct CanvasANSITests {
    private let esc = "\u{1B}["

    @Test func sgrOnlyWhereTheStyleChanges() {
        var f = Frame(width: 4, height: 2)
        let hot = CellStyle(fg: .index(196), bold: true)
        f.put("ab", x: 0, y: 0, style: hot)
        f.put("c", x: 2, y: 0)
        f.put("xy", x: 0, y: 1, style: CellStyle(fg: .index(1), bg: .index(12), dim: true, reverse: true))
        f.put("z", x: 2, y: 1, style: CellStyle(bg: .index(240)))
        // Row 2 ends with a plain blank: switching to it resets, so no extra reset follows.
        let expected = "\(esc)0;1;38;5;196mab\(esc)0mc \n"
            + "\(esc)0;2;7;31;104mxy\(esc)0;48;5;240mz\(esc)0m "
        #expect(f.ansiText(colors: true) == expected)
    }

    @Test func aRowEndingStyledIsReset() {
        var f = Frame(width: 2, height: 2)
        f.put("ab", x: 0, y: 0, style: CellStyle(fg: .index(2)))
        #expect(f.ansiText(colors: true) == "\(esc)0;32mab\(esc)0m\n  ")
    }

    @Test func withoutColoursItIsTheText() {
        var c = BrailleCanvas(columns: 3, rows: 2)
        c.line(from: Vec2(0, 0), to: Vec2(5, 7), style: CellStyle(fg: .index(33)), priority: 2)
        c.text("x", column: 2, row: 0, style: CellStyle(bold: true))
        let f = c.frame()
        #expect(f.ansiText(colors: false) == f.text)
        #expect(Frame(width: 3, height: 2).ansiText(colors: true) == "   \n   ")
    }

    @Test func adaptedFramesUseBasicCodes() {
        var c = BrailleCanvas(columns: 1, rows: 1)
        c.setDot(x: 0, y: 0, style: CellStyle(fg: .index(208)))
        #expect(c.frame().ansiText(colors: true) == "\(esc)0;38;5;208m⠁\(esc)0m")
        #expect(c.frame().adapted(to: .ansi8).ansiText(colors: true) == "\(esc)0;33m⠁\(esc)0m")
        #expect(c.frame().adapted(to: .monochrome).ansiText(colors: true) == "⠁")
    }
}
