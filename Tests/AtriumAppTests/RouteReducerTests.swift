import VenueFormats
import MapCore
import Testing
@testable import AtriumApp

/// `r` … `r` routes between two selections; `a` switches to accessible routes.
@Suite struct RouteReducerTests {
    func find(_ s: inout AppState, _ query: String) { AppFixture.find(&s, query) }

    @Test func routeBetweenTwoSearchResultsAcrossFloors() throws {
        var s = AppFixture.state()
        find(&s, "Velostation")
        AppFixture.press(&s, .char("r"))
        #expect(s.route.start != nil && s.status.note?.text.contains("select the destination") == true)
        find(&s, "Zürichsee")
        AppFixture.press(&s, .char("r"))
        guard let route = s.route.shown else { Issue.record("no route: \(s.status.note?.text ?? "")"); return }
        #expect(route.ordinals.first == -1 && route.ordinals.last == 2)
        #expect(s.map.ordinal == -1, "shows the first leg")
        #expect(s.selection.cardOpen)
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Route: Velostation"), "no route card")
        #expect(text.contains("Take Elevator West by ") && text.contains(" up to level 2"), "no elevator step")
        #expect(text.contains("1. [B1] Start at Velostation"), "the card lists the maneuvers")
        // The route line and the level-change mark are drawn on the basement.
        #expect(text.contains("▲2"), "no level-change mark on B1")
        AppFixture.press(&s, .pageUp, .pageUp, .pageUp)
        let top = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(top.contains("◆B1"), "no arrival mark on level 2")
    }

    @Test func accessibleModeNeverTakesStairs() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("a"))
        find(&s, "Café Lumière")
        AppFixture.press(&s, .char("r"))
        find(&s, "Crêperie")
        AppFixture.press(&s, .char("r"))
        guard let route = s.route.shown else { Issue.record("no route"); return }
        #expect(route.accessible)
        #expect(route.transitions.allSatisfy { $0.kind != .stairs && $0.kind != .escalator })
    }

    @Test func rWithoutSelectionExplains() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("r"))
        #expect(s.status.note?.text.contains("select a place first") == true)
    }

    @Test func rAsksTheEffectRunnerForTheRouteAndReduceShowsTheAnswer() throws {
        var s = AppFixture.state()
        find(&s, "Velostation")
        AppFixture.press(&s, .char("r"))
        let start = try #require(s.route.start)
        find(&s, "Zürichsee")
        let destination = try #require(s.selection.feature)
        let effects = reduce(&s, .key(.char("r")))
        #expect(effects == [.findRoute(try #require(s.route.awaited), from: .place(start), to: destination, accessible: false)])
        #expect(s.route.shown == nil, "reduce itself does not route")
        let answer = AppFixture.runtime.perform(effects[0], env: s.env)
        guard case .routeFound(let route, _) = answer else { Issue.record("no route: \(answer)"); return }
        #expect(reduce(&s, answer).isEmpty)
        #expect(s.route.shown == route && s.route.start == nil && s.selection.cardOpen)
        #expect(s.map.ordinal == route.start.ordinal)
        #expect(s.status.note?.text.hasPrefix("route: ") == true)
        // `a` asks for the same route again, accessible this time.
        let again = reduce(&s, .key(.char("a")))
        #expect(again == [.findRoute(try #require(s.route.awaited), from: .place(route.start.handle), to: route.end.handle, accessible: true)])
    }

    @Test func aFailedRouteClearsTheRouteAndSaysWhy() {
        var s = AppFixture.state()
        let job = s.route.request(&s.jobs)
        #expect(reduce(&s, .routeFailed("room 12 has no door", job: job)).isEmpty)
        #expect(s.route.shown == nil && s.route.start == nil)
        #expect(s.status.note?.text == "no route: room 12 has no door" && s.status.note?.isAlert == true)
    }
}

/// The route card while paging legs and after another place is chosen (issue 25).
@Suite struct RouteCardTests {
    func find(_ s: inout AppState, _ query: String) { AppFixture.find(&s, query) }

    func routed() -> AppState {
        var s = AppFixture.state()
        find(&s, "Velostation")
        AppFixture.press(&s, .char("r"))
        find(&s, "Zürichsee")
        AppFixture.press(&s, .char("r"))
        return s
    }

    @Test func theCardStaysWhileTheLegsArePaged() {
        var s = routed()
        #expect(s.route.shown != nil && s.selection.cardOpen)
        AppFixture.press(&s, .pageUp)
        #expect(s.selection.cardOpen, "the route card stays on the next leg's level")
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("Route: Velostation"))
        AppFixture.press(&s, .pageUp, .pageDown)
        #expect(s.selection.cardOpen)
    }

    @Test func anotherPlaceChosenReplacesTheRoute() {
        var s = routed()
        find(&s, "Café Lumière")
        #expect(s.route.shown == nil)
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(!text.contains("Route: Velostation"))
        #expect(text.contains("Café Lumière"))
    }
}

/// "You are here" (`--here`, issue 24): `r` routes from it, `R` picks another start, the card
/// says so, and search-then-route goes to the nearest match from it.
@Suite struct HereRouteTests {
    func stateHere() throws -> AppState {
        var s = AppFixture.state()
        let model = s.env.model
        let desk = try #require(model.graph.archive.kiosks.firstIndex { model.graph.language.text($0.name) == "Information Desk" })
        s.position.here = try #require(model.position(of: .kiosk(desk)))
        return s
    }

    @Test func rRoutesFromHereToTheSelection() throws {
        var s = try stateHere()
        RouteReducerTests().find(&s, "Bookworm")
        let destination = try #require(s.selection.feature)
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("r directions to here"))
        let effects = reduce(&s, .key(.char("r")))
        #expect(effects == [.findRoute(try #require(s.route.awaited), from: .here(s.position.here!), to: destination, accessible: false)])
        AppFixture.press(&s, .char("r"))
        let route = try #require(s.route.shown)
        #expect(route.start.name == "Information Desk")
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("Route: Information Desk"))
    }

    @Test func capitalRStartsFromTheSelectionInstead() throws {
        var s = try stateHere()
        RouteReducerTests().find(&s, "Bookworm")
        AppFixture.press(&s, .char("R"))
        #expect(s.route.start == s.selection.feature)
        RouteReducerTests().find(&s, "Toyland")
        AppFixture.press(&s, .char("r"))
        let route = try #require(s.route.shown)
        #expect(route.start.name == "Bookworm")
    }

    @Test func searchThenEnterRoutesToTheNearestFromHere() throws {
        var s = try stateHere()
        RouteReducerTests().find(&s, "toilet")
        let route = try #require(s.route.shown, "\(s.status.note?.text ?? "")")
        #expect(route.start.name == "Information Desk")
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("◉"))
    }
}
