import IMDF
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
            if i == 0 { #expect(s.routeStart != nil) }
        }
        return s
    }

    @Test func gWithoutARouteExplains() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("g"))
        #expect(s.guidance == nil)
        #expect(s.note?.text.contains("press r") == true)
    }

    @Test func gEntersOnTheFirstStepFramedOnItsWalk() throws {
        var s = routed()
        let route = try #require(s.route)
        AppFixture.press(&s, .char("g"))
        let session = try #require(s.guidance)
        #expect(session.step == 0)
        #expect(session.guidance == RouteGuidance(route: route, model: s.env.model))
        let first = try #require(session.current)
        #expect(s.ordinal == first.ordinal)
        // The camera looks at the step's walk: its middle is on screen.
        let mid = first.path[first.path.count / 2]
        let t = s.camera.transform(in: s.viewport)
        #expect(t.visibleGroundRect.contains(mid))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Step 1 of \(session.guidance.maneuvers.count)"))
        #expect(text.contains(first.instruction.prefix(30)))
        #expect(text.contains("Space/Enter next"))
    }

    @Test func spaceEnterAndBackspaceStepThroughAcrossLevels() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let maneuvers = try #require(s.guidance?.guidance.maneuvers)
        let change = try #require(maneuvers.firstIndex { if case .change = $0.kind { return true } else { return false } })
        for _ in 0..<change { AppFixture.press(&s, .char(" ")) }
        #expect(s.guidance?.step == change)
        #expect(s.ordinal == -1, "the elevator is boarded on B1")
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("Take Elevator West"))
        AppFixture.press(&s, .enter)
        #expect(s.guidance?.step == change + 1)
        #expect(s.ordinal == 2, "the next step walks on level 2")
        AppFixture.press(&s, .backspace)
        #expect(s.guidance?.step == change && s.ordinal == -1)
        AppFixture.press(&s, .end)
        #expect(s.guidance?.current?.kind == .arrive)
        AppFixture.press(&s, .char(" "))
        #expect(s.guidance?.current?.kind == .arrive, "stays on the last step")
        #expect(s.note?.text.contains("arrived") == true)
        AppFixture.press(&s, .home, .backspace)
        #expect(s.guidance?.step == 0 && s.note?.text == "first step")
    }

    @Test func mapKeysStillWorkAndGOrEscLeaves() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let before = s.camera.distance
        AppFixture.press(&s, .char("+"))
        #expect(s.camera.distance < before, "zoom works inside guidance")
        #expect(s.guidance != nil)
        AppFixture.press(&s, .char("g"))
        #expect(s.guidance == nil && s.route != nil)
        AppFixture.press(&s, .char("g"), .escape)
        #expect(s.guidance == nil && s.route != nil, "Esc leaves guidance, the route stays")
    }

    @Test func clearingTheRouteEndsGuidance() {
        var s = routed()
        AppFixture.press(&s, .char("g"), .escape, .escape, .char("g"))
        #expect(s.guidance != nil)
        s.selection = nil
        AppFixture.press(&s, .char("r"))
        #expect(s.route == nil && s.guidance == nil)
    }

    @Test func aNewRouteRestartsGuidanceOnIt() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"), .char(" "), .char(" "))
        let route = try #require(s.route)
        AppFixture.send(&s, .routeFound(route, job: awaitNewRoute(&s)))
        #expect(s.guidance?.step == 0, "a re-planned route starts from its first step")
    }

    @Test func helpListsTheGuidanceKeys() {
        #expect(HelpOverlay.entries.contains { $0.keys == "g" && $0.action.contains("Backspace") })
    }
}

extension GuidanceReducerTests {
    @Test func aTurnIsMarkedOnTheMapWithItsStepNumber() throws {
        var s = routed()
        AppFixture.press(&s, .char("g"))
        let maneuvers = try #require(s.guidance?.guidance.maneuvers)
        let turn = try #require(maneuvers.firstIndex { if case .turn = $0.kind { return true } else { return false } })
        for _ in 0..<turn { AppFixture.press(&s, .char(" ")) }
        let session = try #require(s.guidance)
        let mark = try #require(guidanceMark(session, ascii: false))
        #expect(mark.text == "▶\(turn + 1)" && mark.point == maneuvers[turn].point)
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("▶\(turn + 1)"))
        AppFixture.press(&s, .home)
        #expect(guidanceMark(s.guidance!, ascii: false) == nil, "the departure has the route's start mark")
    }
}

extension GuidanceReducerTests {
    @Test func inASCIITheCardAndMarkUseASCII() throws {
        var s = routed()
        s.charset = .ascii
        AppFixture.press(&s, .char("g"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        let first = try #require(s.guidance?.current)
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
        #expect(s.route == nil)
        let camera = s.camera
        AppFixture.press(&s, .char(" "))
        #expect(s.guidance == nil, "no stepping through a route that is gone")
        #expect(s.camera == camera)
        AppFixture.press(&s, .char("g"))
        #expect(s.guidance == nil && s.note?.text.contains("press r") == true)
    }
}
