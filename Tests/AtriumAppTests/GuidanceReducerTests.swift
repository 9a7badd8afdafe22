import MapCore
import Testing
@testable import AtriumApp

/// `g` step-by-step guidance: entering and leaving, stepping, framing, the card and `?`.
@Suite struct GuidanceReducerTests {
    /// The sample with the route from Velostation (B1) to Zürichsee (level 2) shown.
    func routed() -> AppState {
        var s = AppFixture.state()
        for (i, query) in ["Velostation", "Zürichsee"].enumerated() {
            AppFixture.press(&s, .char("/"))
            for c in query { AppFixture.send(&s, .key(.char(c))) }
            AppFixture.press(&s, .enter, .char("r"))
            if i == 0 { #expect(s.route.start != nil) }
        }
        return s
    }

    @Test func gWithoutARouteExplains() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("g"))
        #expect(s.route.guidance == nil)
        #expect(s.status.note?.text.contains("press r") == true)
    }

    @Test func gEntersOnTheFirstStepFramedOnItsWalk() throws {
        var s = routed()
        let route = try #require(s.route.shown)
        AppFixture.press(&s, .char("g"))
        let session = try #require(s.route.guidance)
        #expect(session.step == 0)
        #expect(session.guidance == RouteGuidance(route: route, model: s.env.model))
        let first = try #require(session.current)
        #expect(s.map.ordinal == first.ordinal)
        // The camera looks at the step's walk: its middle is on screen.
        let mid = first.path[first.path.count / 2]
        let t = s.map.camera.transform(in: s.viewport)
        #expect(t.visibleGroundRect.contains(mid))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Step 1 of \(session.guidance.maneuvers.count)"))
        #expect(text.contains(first.instruction.prefix(30)))
        #expect(text.contains("Space/Enter next"))
    }

    @Test func spaceEnterAndBackspaceStepThroughAcrossLevels() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let maneuvers = try #require(s.route.guidance?.guidance.maneuvers)
        let change = try #require(maneuvers.firstIndex { if case .change = $0.kind { return true } else { return false } })
        for _ in 0..<change { AppFixture.press(&s, .char(" ")) }
        #expect(s.route.guidance?.step == change)
        #expect(s.map.ordinal == -1, "the elevator is boarded on B1")
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Take Elevator West"))
        AppFixture.press(&s, .enter)
        #expect(s.route.guidance?.step == change + 1)
        #expect(s.map.ordinal == 2, "the next step walks on level 2")
        AppFixture.press(&s, .backspace)
        #expect(s.route.guidance?.step == change && s.map.ordinal == -1)
        AppFixture.press(&s, .end)
        #expect(s.route.guidance?.current?.kind == .arrive)
        AppFixture.press(&s, .char(" "))
        #expect(s.route.guidance?.current?.kind == .arrive, "stays on the last step")
        #expect(s.status.note?.text.contains("arrived") == true)
        AppFixture.press(&s, .home, .backspace)
        #expect(s.route.guidance?.step == 0 && s.status.note?.text == "first step")
    }

    @Test func mapKeysStillWorkAndGOrEscLeaves() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let before = s.map.camera.distance
        AppFixture.press(&s, .char("+"))
        #expect(s.map.camera.distance < before, "zoom works inside guidance")
        #expect(s.route.guidance != nil)
        AppFixture.press(&s, .char("g"))
        #expect(s.route.guidance == nil && s.route.shown != nil)
        AppFixture.press(&s, .char("g"), .escape)
        #expect(s.route.guidance == nil && s.route.shown != nil, "Esc leaves guidance, the route stays")
    }

    @Test func clearingTheRouteEndsGuidance() {
        var s = routed()
        AppFixture.press(&s, .char("g"), .escape, .escape, .char("g"))
        #expect(s.route.guidance != nil)
        s.selection.feature = nil
        AppFixture.press(&s, .char("r"))
        #expect(s.route.shown == nil && s.route.guidance == nil)
    }

    @Test func aNewRouteRestartsGuidanceOnIt() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"), .char(" "), .char(" "))
        let route = try #require(s.route.shown)
        let job = s.route.request(&s.jobs)
        AppFixture.send(&s, .routeFound(route, job: job))
        #expect(s.route.guidance?.step == 0, "a re-planned route starts from its first step")
    }

    @Test func helpListsTheGuidanceKeys() {
        #expect(HelpOverlay.entries(.english).contains { $0.keys == "g" && $0.action.contains("Backspace") })
    }
}

extension GuidanceReducerTests {
    @Test func aTurnIsMarkedOnTheMapWithItsStepNumber() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let maneuvers = try #require(s.route.guidance?.guidance.maneuvers)
        let turn = try #require(maneuvers.firstIndex { if case .turn = $0.kind { return true } else { return false } })
        for _ in 0..<turn { AppFixture.press(&s, .char(" ")) }
        let session = try #require(s.route.guidance)
        let mark = try #require(guidanceMark(session, ascii: false))
        #expect(mark.text == "▶\(turn + 1)" && mark.point == maneuvers[turn].point)
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("▶\(turn + 1)"))
        AppFixture.press(&s, .home)
        #expect(guidanceMark(s.route.guidance!, ascii: false) == nil, "the departure has the route's start mark")
    }
}

extension GuidanceReducerTests {
    @Test func inASCIITheCardAndMarkUseASCII() throws {
        var s = routed()
        s.screen.charset = .ascii
        AppFixture.press(&s, .char("g"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        let first = try #require(s.route.guidance?.current)
        #expect(text.contains("> " + first.instruction.prefix(20)))
        #expect(!text.contains("▶"))
    }
}

extension GuidanceReducerTests {
    @Test func aRouteGoneAnyWayTakesGuidanceWithIt() {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        // A new start (R on the selection) drops the route shown.
        AppFixture.press(&s, .char("R"))
        #expect(s.route.shown == nil)
        let camera = s.map.camera
        AppFixture.press(&s, .char(" "))
        #expect(s.route.guidance == nil, "no stepping through a route that is gone")
        #expect(s.map.camera == camera)
        AppFixture.press(&s, .char("g"))
        #expect(s.route.guidance == nil && s.status.note?.text.contains("press r") == true)
    }
}
