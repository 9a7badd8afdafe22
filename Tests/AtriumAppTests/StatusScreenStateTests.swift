import Testing
@testable import AtriumApp

/// The status line's note and the screen settings, each on its own reducer.
@Suite struct StatusStateTests {
    @Test func aNoteLastsItsTicksAndAKeyPressAgesIt() {
        var status = StatusState()
        status.post("zoom limit", alert: true)
        #expect(status.note == Note(text: "zoom limit", isAlert: true, expiresAtTick: Steps.noteTicks))
        for _ in 1..<Steps.noteTicks { status.advance() }
        #expect(status.note != nil)
        status.advance()
        #expect(status.note == nil, "gone when its time is up")
        status.post(Notice("edge"))
        status.ageByKeyPress()
        status.ageByKeyPress()
        status.advance()
        #expect(status.note == nil, "two key presses age a note as much as its ticks")
        status.post(nil)
        #expect(status.note == nil, "no notice, no note")
    }
}

@Suite struct ScreenStateTests {
    @Test func sizeViewportAndStyle() {
        var screen = ScreenState(columns: 100, rows: 30)
        #expect(screen.viewport.width == 200 && screen.viewport.height == 4 * 28, "the footer's and the status line's rows are not map")
        #expect(screen.mapTop == 0 && screen.mapRows == 28)
        screen.levelBar = true
        #expect(screen.viewport.height == 4 * 27 && screen.mapTop == 1 && screen.mapRows == 27, "nor is the level bar's")
        screen.resize(columns: 0, rows: -3)
        #expect(screen.columns == 1 && screen.rows == 1)
        screen.toggleStyle()
        #expect(screen.style == .muted)
        screen.toggleStyle()
        #expect(screen.style == .default)
        screen.configure(charset: .ascii, colorMode: .monochrome, animations: false)
        #expect(screen.charset == .ascii && screen.colorMode == .monochrome && !screen.animations)
    }
}
