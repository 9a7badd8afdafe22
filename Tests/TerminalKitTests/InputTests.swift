import Testing
@testable import TerminalKit

@Suite struct InputTests {
    @Test func eventsCompareByValue() {
        #expect(InputEvent.key(.char("q")) == .key(.char("q")))
        #expect(InputEvent.mouse(MouseEvent(kind: .press, column: 1, row: 2)) != .mouse(MouseEvent(kind: .press, column: 2, row: 2)))
    }
}
