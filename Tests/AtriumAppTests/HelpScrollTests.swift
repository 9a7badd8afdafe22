import Render
import Testing
@testable import AtriumApp

/// The `?` help at every size down to 80x24: long key lines wrap instead of being cut, and
/// ↑ ↓ PgUp PgDn reach every line of the legend.
@Suite struct HelpScrollTests {
    /// The screen's text while the help is open at a size.
    func screen(_ s: AppState) -> [String] {
        view(s, size: (s.screen.columns, s.screen.rows), runtime: AppFixture.runtime).lines
    }

    @Test func reachesTheLastLegendRowAt80x24() {
        var s = AppFixture.state(columns: 80, rows: 24)
        AppFixture.press(&s, .char("?"))
        let first = screen(s).joined(separator: "\n")
        #expect(first.contains("Keys and map symbols"))
        #expect(!first.contains("selected place (double outline)"), "at 80x24 the legend does not fit at once")
        #expect(first.contains("PgUp PgDn scroll") || first.contains("scroll"))
        var seen = Set<String>()
        var lastScroll = -1
        while s.mode.helpScroll != lastScroll {
            lastScroll = s.mode.helpScroll
            seen.formUnion(screen(s))
            AppFixture.press(&s, .down)
        }
        #expect(s.mode.isHelp, "arrows scroll the help; they do not close it")
        let all = seen.joined(separator: "\n")
        #expect(all.contains("selected place (double outline)"))
        #expect(all.contains("door, opening") && all.contains("room, shop, office (14)"))
        // Every key line whole: the long `r` line wraps rather than ending in "…".
        #expect(all.contains("r again clears"))
        #expect(!seen.contains { $0.contains("…") })
    }

    @Test func pageKeysMoveByAPageAndStopAtTheEnds() {
        var s = AppFixture.state(columns: 80, rows: 24)
        AppFixture.press(&s, .char("?"), .pageDown)
        let page = s.mode.helpScroll
        #expect(page > 5)
        AppFixture.press(&s, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        let end = s.mode.helpScroll
        AppFixture.press(&s, .pageDown)
        #expect(s.mode.helpScroll == end, "no scrolling past the last line")
        #expect(screen(s).joined().contains("selected place (double outline)"))
        AppFixture.press(&s, .pageUp)
        #expect(s.mode.helpScroll == end - page)
        AppFixture.press(&s, .home)
        #expect(s.mode.helpScroll == 0)
        AppFixture.press(&s, .char("x"))
        #expect(s.mode == .map, "any other key closes the help")
        AppFixture.press(&s, .char("?"))
        #expect(s.mode.helpScroll == 0, "the help opens at its top")
    }

    @Test func noScrollingWhenEverythingFits() {
        var s = AppFixture.state(columns: 200, rows: 60)
        AppFixture.press(&s, .char("?"))
        let text = screen(s).joined(separator: "\n")
        #expect(text.contains("selected place (double outline)") && text.contains("any key closes"))
        AppFixture.press(&s, .down)
        #expect(s.mode == .help(scroll: 0))
    }
}
