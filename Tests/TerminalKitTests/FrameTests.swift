import Testing
@testable import TerminalKit

@Suite struct FrameTests {
    @Test func putClipsAtTheRightEdge() {
        var f = Frame(width: 5, height: 2)
        let end = f.put("abcdefg", x: 2, y: 1)
        #expect(end == 5)
        #expect(f.lines == ["     ", "  abc"])
    }

    @Test func outOfRangeAccessIsHarmless() {
        var f = Frame(width: 2, height: 2)
        f[-1, 0] = Cell("x")
        f[0, 5] = Cell("x")
        #expect(f[9, 9] == .blank)
        #expect(f.text == "  \n  ")
    }
}

/// Cells keep their characters as numbers and give the same characters back.
@Suite struct CellCharacterTests {
    @Test func charactersComeBackAsTheyWent() {
        for ch: Character in [" ", "a", "é", "⠿", "연", "\u{200B}", "🇩🇪", "👩‍🔬", "g\u{308}\u{301}"] {
            #expect(Cell(ch).character == ch)
            var cell = Cell.blank
            cell.character = ch
            #expect(cell.character == ch && cell == Cell(ch))
        }
    }

    @Test func cellsCompareAsTheirCharactersDo() {
        #expect(Cell("e\u{301}") == Cell("é"))
        #expect(Cell("e\u{301}").character == "é")
        #expect(Cell("g\u{308}\u{301}") == Cell("g\u{308}\u{301}"))
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("🇩🇪") != Cell("🇫🇷"))
        #expect(Cell("a", style: CellStyle(bold: true)) != Cell("a"))
    }
}
