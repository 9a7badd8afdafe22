import MapCore
import Testing
@testable import AtriumApp

/// Step-by-step guidance with a live position: the step follows the walk, the card counts
/// down, and leaving the route plans it again from where the person is.
@Suite struct GuidanceLiveTests {
    static let model = AppFixture.env.model

    /// A fix at a point on an ordinal, as a feed that knows the floor sends it.
    static func fix(_ p: Vec2, ordinal: Int) -> Action {
        let g = model.projection.unproject(p)
        return .live(.fix(LiveFix(latitude: g.latitude, longitude: g.longitude, level: model.graph.shortName(ordinal: ordinal), accuracy: 2)),
                     at: .seconds(1))
    }

    /// Velostation (B1) to Zürichsee (2) in step-by-step guidance, with a live source not following.
    static func guided() -> AppState {
        var s = GuidanceReducerTests().routed()
        s.position.live = LiveTracking(source: "test feed", follow: .free)
        AppFixture.press(&s, .char("g"))
        return s
    }

    @Test func theStepFollowsTheWalkAndTheCardCountsDown() throws {
        var s = Self.guided()
        let maneuvers = try #require(s.route.guidance?.guidance.maneuvers)
        let k = try #require(maneuvers.lastIndex { $0.path.count >= 2 && $0.meters > 6 }, "a walk of some length")
        let m = maneuvers[k]
        let a = m.path[0], b = m.path[1]
        let dir = (b - a) * (1 / a.distance(to: b))
        AppFixture.send(&s, Self.fix(a + dir * 2, ordinal: m.ordinal))
        #expect(s.route.guidance?.step == k)
        let first = try #require(s.route.guidance?.progress)
        #expect(!first.offRoute)
        #expect(s.map.ordinal == m.ordinal, "the step's level is shown")
        #expect(s.status.note?.text == m.instruction)
        AppFixture.send(&s, Self.fix(a + dir * 4, ordinal: m.ordinal))
        let second = try #require(s.route.guidance?.progress)
        #expect(second.step == k && second.stepMetersRemaining < first.stepMetersRemaining - 1.5)
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("\(Int(second.stepMetersRemaining.rounded())) m left on this step"))
    }

    @Test func leavingTheRoutePlansItAgainFromThePosition() throws {
        var s = Self.guided()
        let route = try #require(s.route.shown)
        // The named room on level 2 farthest from the route's line there.
        let line = try #require(route.legs.first { $0.ordinal == 2 }).points
        func gap(_ p: Vec2) -> Double {
            zip(line, line.dropFirst()).map { PlanarGeometry.distance(from: p, toSegment: $0, $1) }.min() ?? 0
        }
        let rooms = Self.model.floor(2).units.filter { Self.model.graph.archive.units[$0.index].name != nil
            && SpaceClass(category: Self.model.graph.archive.units[$0.index].category) == .room }
        let far = try #require(rooms.max { gap($0.labelPoint) < gap($1.labelPoint) }).labelPoint
        #expect(gap(far) > RouteProgress.maximumTolerance)
        AppFixture.send(&s, Self.fix(far, ordinal: 2))
        let rerouted = try #require(s.route.shown)
        #expect(rerouted.start.id == "here", "the new route starts where the person is")
        #expect(rerouted.end.handle == route.end.handle)
        #expect(rerouted.start.ordinal == 2 && rerouted.ordinals == [2])
        #expect(s.route.guidance?.step == 0 && s.route.guidance?.guidance == RouteGuidance(route: rerouted, model: Self.model))
        #expect(!s.route.isFinding)
    }

    @Test func withoutGuidanceFixesLeaveTheRouteAlone() throws {
        var s = GuidanceReducerTests().routed()
        s.position.live = LiveTracking(source: "test feed", follow: .free)
        let route = s.route.shown
        AppFixture.send(&s, Self.fix(.zero, ordinal: 2))
        #expect(s.route.shown == route && s.route.guidance == nil)
    }
}
