import Testing
@testable import Render
import TerminalKit

@Suite struct PaletteTests {
    @Test func xtermPaletteRGB() {
        #expect(Palette.rgb(16) == (0, 0, 0))
        #expect(Palette.rgb(196) == (255, 0, 0))
        #expect(Palette.rgb(208) == (255, 135, 0))
        #expect(Palette.rgb(231) == (255, 255, 255))
        #expect(Palette.rgb(232) == (8, 8, 8))
        #expect(Palette.rgb(255) == (238, 238, 238))
        #expect(Palette.rgb(1) == (205, 0, 0))
    }

    @Test func nearestANSIKeepsHue() {
        let cases: [(UInt8, UInt8)] = [
            (0, 0), (3, 3), (7, 7), (9, 1), (15, 7),
            (196, 1), (46, 2), (21, 4), (208, 3), (51, 6), (201, 5), (24, 6), (18, 4),
            (16, 0), (231, 7), (236, 0), (244, 7), (250, 7),
        ]
        for (index, ansi) in cases {
            #expect(Palette.nearestANSI(index) == ansi, "index \(index)")
        }
        for i in 0...255 { #expect(Palette.nearestANSI(UInt8(i)) < 8) }
    }

    @Test func colorModeAdaptsColoursAndKeepsAttributes() {
        let style = CellStyle(fg: .index(208), bg: .index(18), bold: true, dim: true, reverse: true)
        #expect(ColorMode.xterm256.adapt(style) == style)
        #expect(ColorMode.ansi8.adapt(style) == CellStyle(fg: .index(3), bg: .index(4), bold: true, dim: true, reverse: true))
        #expect(ColorMode.monochrome.adapt(style) == CellStyle(bold: true, dim: true, reverse: true))
        #expect(ColorMode.ansi8.adapt(TermColor.default) == .default)
    }

    @Test func frameAdaptedToEachMode() {
        var f = Frame(width: 2, height: 1)
        f[0, 0] = Cell("a", style: CellStyle(fg: .index(196), bold: true))
        f[1, 0] = Cell("b", style: CellStyle(bg: .index(46)))
        #expect(f.adapted(to: .xterm256) == f)
        let a8 = f.adapted(to: .ansi8)
        #expect(a8[0, 0] == Cell("a", style: CellStyle(fg: .index(1), bold: true)))
        #expect(a8[1, 0] == Cell("b", style: CellStyle(bg: .index(2))))
        let mono = f.adapted(to: .monochrome)
        #expect(mono[0, 0] == Cell("a", style: CellStyle(bold: true)))
        #expect(mono[1, 0] == Cell("b"))
        #expect(mono.text == f.text)
    }
}
