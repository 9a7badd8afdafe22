import Testing
import TerminalKit

/// The panels' frame helpers: areas, boxes and text cut to a width.
@Suite struct FrameBoxTests {
    @Test func aBoxHasCornersEdgesAndAClearInterior() {
        var frame = Frame(width: 8, height: 5)
        frame.fill(x: 0, y: 0, width: 8, height: 5, with: Cell("x"))
        frame.box(x: 1, y: 1, width: 5, height: 3, style: .plain, ascii: false)
        #expect(frame.lines == ["xxxxxxxx", "x┌───┐xx", "x│   │xx", "x└───┘xx", "xxxxxxxx"])
        frame.box(x: 1, y: 1, width: 5, height: 3, style: .plain, ascii: true)
        #expect(frame.lines[1...3] == ["x+---+xx", "x|   |xx", "x+---+xx"])
        var tiny = Frame(width: 3, height: 3)
        tiny.box(x: 0, y: 0, width: 1, height: 3, style: .plain, ascii: false)
        #expect(tiny.lines == ["   ", "   ", "   "], "below 2 × 2 nothing is drawn")
    }

    @Test func truncatedCutsToTerminalColumnsWithAnEllipsis() {
        #expect("Ground Floor".truncated(to: 6) == "Groun…")
        #expect("Ground Floor".truncated(to: 6, ascii: true) == "Groun~")
        #expect("Ground".truncated(to: 6) == "Ground")
        #expect("東京駅前".truncated(to: 5).terminalWidth <= 5)
    }

    @Test func anAreaCoversAWholeFrame() {
        #expect(Area(Frame(width: 7, height: 3)) == Area(x: 0, y: 0, width: 7, height: 3))
    }
}
