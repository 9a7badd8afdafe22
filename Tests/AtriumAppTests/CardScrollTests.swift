import Testing
@testable import AtriumApp

/// The route card wraps long steps instead of cutting them, and `{` `}` scroll it.
@Suite struct CardScrollTests {
    @Test func longStepsWrapAndTheCardScrollsToTheLastOne() throws {
        var s = AppFixture.state(columns: 60, rows: 20)
        AppFixture.find(&s, "Velostation")
        AppFixture.press(&s, .char("r"))
        AppFixture.find(&s, "Zürichsee")
        AppFixture.press(&s, .char("r"))
        let route = try #require(s.route.shown)
        let last = try #require(route.steps.last?.instruction)
        var seen: [String] = []
        for _ in 0..<20 {
            seen += view(s, size: (60, 20), runtime: AppFixture.runtime).lines
            AppFixture.press(&s, .char("}"))
        }
        #expect(s.selection.cardScroll > 0, "the card scrolled")
        let text = seen.joined(separator: " ").split(separator: " ").joined(separator: " ")
        // The last step, wrapped over lines, is all there: its last word too, never cut with "…".
        #expect(text.contains(String(last.split(separator: " ").last!)), "\(last)")
        #expect(!seen.contains { $0.contains("Zürichsee…") || $0.hasSuffix("… │") })
        AppFixture.press(&s, .char("{"))
        #expect(s.selection.cardScroll >= 0)
        AppFixture.press(&s, .char("r"))
        #expect(s.route.shown == nil && s.selection.cardScroll == 0, "a new route or place starts at the top")
    }
}
