import MapCore
import Testing
@testable import AtriumApp

/// Routes and guidance on their own reducer: the route request waited for, the route shown
/// with its maneuvers, guidance only on a route shown.
@Suite struct RouteStateTests {
    static let model = AppFixture.env.model

    /// Velostation (B1) to Zürichsee (level 2), with its maneuvers.
    static let route: Route = {
        let search = AppFixture.env.search
        return try! Router(model: model).route(from: search.bestFeature("Velostation")!, to: search.bestFeature("Zürichsee")!,
                                               options: RouteOptions(accessible: false))
    }()
    static let maneuvers = RouteGuidance(route: route, model: model)

    @Test func onlyTheNewestRequestIsAccepted() {
        var state = RouteState(), jobs = JobNumbers()
        let first = state.request(&jobs), second = state.request(&jobs)
        #expect(state.isFinding && state.awaited == second)
        let firstTaken = state.accepts(first)
        #expect(!firstTaken, "superseded")
        let secondTaken = state.accepts(second)
        #expect(secondTaken && !state.isFinding)
        let secondAgain = state.accepts(second)
        #expect(!secondAgain, "accepted once")
        let third = state.request(&jobs)
        state.stopWaiting()
        let thirdTaken = state.accepts(third)
        #expect(!thirdTaken, "Esc stopped waiting")
    }

    @Test func guidanceLivesOnlyOnARouteShown() {
        var state = RouteState()
        let refused = state.toggleGuidance()
        #expect(refused?.text.contains("no route") == true)
        state.start = Self.route.start.handle
        let restartedNothing = state.show(Self.route, maneuvers: Self.maneuvers)
        #expect(!restartedNothing, "no guidance to restart")
        #expect(state.start == nil && state.shown == Self.route && state.maneuvers == Self.maneuvers)
        let entered = state.toggleGuidance()
        #expect(entered == nil && state.guidance?.step == 0)
        let stepped = state.stepKey(.char(" "))
        #expect(stepped == .stepped && state.guidance?.step == 1)
        let restarted = state.show(Self.route, maneuvers: Self.maneuvers)
        #expect(restarted && state.guidance?.step == 0, "a new route restarts guidance")
        state.clear()
        #expect(state.shown == nil && state.maneuvers == nil && state.guidance == nil, "guidance goes with its route")
    }

    @Test func stepKeysStayWithinTheManeuvers() {
        var state = RouteState()
        _ = state.show(Self.route, maneuvers: Self.maneuvers)
        var results = [state.stepKey(.char(" "))]
        #expect(results == [.notMine], "without guidance the map has the key")
        _ = state.toggleGuidance()
        results = [.backspace, .end, .enter, .char("+")].map { state.stepKey($0) }
        #expect(results == [.noted(Notice("first step")), .stepped, .noted(Notice("last step: you have arrived")), .notMine])
        #expect(state.guidance?.step == Self.maneuvers.maneuvers.count - 1)
        let left = state.stepKey(.escape)
        #expect(left == .noted(Notice("step-by-step guidance off")) && state.guidance == nil)
    }
}
