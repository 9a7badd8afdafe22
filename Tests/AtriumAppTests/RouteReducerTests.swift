import IMDF
import MapCore
import Testing
@testable import TUI

/// `r` … `r` routes between two selections; `a` switches to accessible routes.
@Suite struct RouteReducerTests {
    func find(_ s: inout AppState, _ query: String) {
        AppFixture.press(&s, .char("/"))
        for c in query { reduce(&s, .key(.char(c))) }
        AppFixture.press(&s, .enter)
    }

    @Test func routeBetweenTwoSearchResultsAcrossFloors() throws {
        var s = AppFixture.state()
        find(&s, "Velostation")
        AppFixture.press(&s, .char("r"))
        #expect(s.routeStart != nil && s.note?.text.contains("select the destination") == true)
        find(&s, "Zürichsee")
        AppFixture.press(&s, .char("r"))
        guard let route = s.route else { Issue.record("no route: \(s.note?.text ?? "")"); return }
        #expect(route.ordinals.first == -1 && route.ordinals.last == 2)
        #expect(s.ordinal == -1, "shows the first leg")
        #expect(s.cardOpen)
        let text = view(s, size: (100, 30)).text
        #expect(text.contains("Route: Velostation"), "no route card")
        #expect(text.contains("Take the elevator up to level 2"), "no elevator step")
        // The route line and the level-change mark are drawn on the basement.
        #expect(text.contains("▲2"), "no level-change mark on B1")
        AppFixture.press(&s, .pageUp, .pageUp, .pageUp)
        let top = view(s, size: (100, 30)).text
        #expect(top.contains("◆B1"), "no arrival mark on level 2")
    }

    @Test func accessibleModeNeverTakesStairs() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("a"))
        find(&s, "Café Lumière")
        AppFixture.press(&s, .char("r"))
        find(&s, "Crêperie")
        AppFixture.press(&s, .char("r"))
        guard let route = s.route else { Issue.record("no route"); return }
        #expect(route.accessible)
        #expect(route.transitions.allSatisfy { $0.kind != .stairs && $0.kind != .escalator })
    }

    @Test func rWithoutSelectionExplains() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("r"))
        #expect(s.note?.text.contains("select a place first") == true)
    }
}
