import Testing
import MapCore
@testable import Render

@Suite struct CanvasCharsetTests {
    private func ascii(_ columns: Int, _ rows: Int, _ draw: (inout BrailleCanvas) -> Void) -> [String] {
        var c = BrailleCanvas(columns: columns, rows: rows)
        draw(&c)
        return c.frame(charset: .ascii).lines
    }

    @Test func linesKeepTheirDirection() {
        #expect(ascii(2, 1) { $0.line(from: Vec2(0, 1), to: Vec2(3, 1)) } == ["--"])
        #expect(ascii(2, 1) { $0.line(from: Vec2(0, 0), to: Vec2(0, 3)) } == ["| "])
        #expect(ascii(2, 1) { $0.line(from: Vec2(3, 0), to: Vec2(3, 3)) } == [" |"])
        #expect(ascii(2, 1) { $0.line(from: Vec2(0, 0), to: Vec2(3, 3)) } == ["\\\\"])
        #expect(ascii(2, 1) { $0.line(from: Vec2(3, 0), to: Vec2(0, 3)) } == ["//"])
        #expect(ascii(2, 1) { $0.line(from: Vec2(0, 1), to: Vec2(3, 1), stroke: .thick) } == ["--"])
        #expect(ascii(2, 1) { $0.setDot(x: 1, y: 1) } == [". "])
    }

    @Test func roomOutlineReadsAsABox() {
        let lines = ascii(6, 3) {
            $0.polyline([Vec2(0, 0), Vec2(11, 0), Vec2(11, 11), Vec2(0, 11)], closed: true)
        }
        #expect(lines == ["+----+", "|    |", "+----+"])
    }

    @Test func fillsFollowADensityRamp() {
        func fill(_ p: FillPattern) -> [String] {
            ascii(2, 1) { $0.fillPolygon(rings: [[Vec2(0, 0), Vec2(4, 0), Vec2(4, 4), Vec2(0, 4)]], pattern: p) }
        }
        #expect(fill(.none) == ["  "])
        #expect(fill(.sparse) == [".."])
        #expect(fill(.dots) == ["::"])
        #expect(fill(.checker) == ["++"])
        #expect(fill(.solid) == ["##"])
    }

    @Test func tableCoversEveryMaskWithPrintableASCII() {
        #expect(AsciiGlyphs.table.count == 256)
        #expect(Charset.ascii.glyph(for: 0) == " ")
        #expect(Charset.braille.glyph(for: 0) == " ")
        #expect(Charset.braille.glyph(for: 0xFF) == "\u{28FF}")
        for ch in AsciiGlyphs.table {
            #expect(ch.isASCII && (ch == " " || ch.asciiValue! > 32 && ch.asciiValue! < 127))
        }
    }

    @Test func textLayerShowsInAsciiToo() {
        #expect(ascii(3, 1) { $0.line(from: Vec2(0, 1), to: Vec2(5, 1)); $0.text("A", column: 1, row: 0) } == ["-A-"])
    }
}
