import Render
import Testing
@testable import TerminalKit

/// Widths come from glibc's wcwidth (in C.UTF-8, whatever the test's locale): wide
/// characters (Korean, CJK, emoji) take two cells, combining marks none, so columns stay
/// aligned; frames printed as text carry no placeholder for second cells.
@Suite struct TerminalWidthTests {
    @Test func widths() {
        #expect(Character("a").terminalWidth == 1)
        #expect(Character("é").terminalWidth == 1)
        #expect(Character("⣿").terminalWidth == 1)
        #expect(Character("…").terminalWidth == 1)
        #expect(Character("메").terminalWidth == 2)
        #expect(Character("漢").terminalWidth == 2)
        #expect(Character("カ").terminalWidth == 2)
        #expect("메인랩 A".terminalWidth == 8)
        #expect("ｆｕｌｌ".terminalWidth == 8)   // fullwidth forms
    }

    @Test func emojiTakeTwoColumns() {
        for emoji in ["🚻", "☕", "🪐", "🧑", "🍜"] {
            #expect(emoji.terminalWidth == 2, "\(emoji)")
        }
        #expect("WC 🚻".terminalWidth == 5)
        #expect("🧑‍💻".terminalWidth == 2)   // a ZWJ sequence is one character, as wide as its first
    }

    @Test func combiningMarksTakeNoColumn() {
        let decomposed = "e\u{301}te\u{301}"       // "été" with combining acute accents
        #expect(decomposed.count == 3)
        #expect(decomposed.terminalWidth == 3)
        #expect(Unicode.Scalar(0x301)!.terminalWidth == 0)
        #expect(Unicode.Scalar(0x200B)!.terminalWidth == 0)
        #expect("한\u{302}".terminalWidth == 2)
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

    @Test func textOutputHasNoPlaceholderForSecondCells() {
        var f = Frame(width: 12, height: 1)
        f.put("콜랩 ☕ ok", x: 0, y: 0, style: CellStyle(fg: .index(200)))
        #expect(f.lines == ["콜랩 ☕ ok  "])   // 10 columns of text, 2 blank
        #expect(f.text.contains("콜랩"))
        #expect(!f.text.unicodeScalars.contains { $0.value == 0x200B })
        let ansi = f.ansiText(colors: true)
        #expect(ansi.contains("콜랩 ☕ ok"))
        #expect(!ansi.unicodeScalars.contains { $0.value == 0x200B })
    }

    @Test func truncationCountsColumns() {
        #expect("메인랩메인랩".truncated(toWidth: 7) == "메인랩…")
        #expect("short".truncated(toWidth: 7) == "short")
        #expect("☕☕☕☕".truncated(toWidth: 5) == "☕☕…")
    }
}
