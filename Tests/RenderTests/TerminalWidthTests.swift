import Testing
@testable import Render

/// Double-width characters (Korean, CJK) take two cells, so columns stay aligned.
@Suite struct TerminalWidthTests {
    @Test func widths() {
        #expect(Character("a").terminalWidth == 1)
        #expect(Character("é").terminalWidth == 1)
        #expect(Character("⣿").terminalWidth == 1)
        #expect(Character("메").terminalWidth == 2)
        #expect(Character("漢").terminalWidth == 2)
        #expect("메인랩 A".terminalWidth == 8)
    }

    @Test func frameAndCanvasTextKeepColumns() {
        var f = Frame(width: 8, height: 1)
        f.put("메인x", x: 1, y: 0)
        #expect(f[1, 0].character == "메" && f[2, 0].character == Character.wideContinuation)
        #expect(f[5, 0].character == "x")
        var c = BrailleCanvas(columns: 5, rows: 1)
        c.text("ab메", column: 2, row: 0)   // no room for the second half: a space instead
        #expect(c.frame().lines == ["  ab "])
    }

    @Test func truncationCountsColumns() {
        #expect("메인랩메인랩".truncated(toWidth: 7) == "메인랩…")
        #expect("short".truncated(toWidth: 7) == "short")
    }
}
