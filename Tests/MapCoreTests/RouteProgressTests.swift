import Testing
@testable import MapCore

/// Where a person is along a route, from synthetic positions on hand-made guidance.
@Suite struct RouteProgressTests {
    /// 20 m east on level 0, left 10 m north, the elevator from 0 up to 2, 20 m west, arrive.
    static let guidance: RouteGuidance = {
        func walk(_ kind: Maneuver.Kind, _ ordinal: Int, _ path: [Vec2]) -> Maneuver {
            Maneuver(kind: kind, ordinal: ordinal, point: path[0], path: path,
                     meters: PlanarGeometry.polylineLength(path), bearing: 0, landmark: nil)
        }
        return RouteGuidance(maneuvers: [
            walk(.depart, 0, [Vec2(0, 0), Vec2(20, 0)]),
            walk(.turn(.left), 0, [Vec2(20, 0), Vec2(20, 10)]),
            Maneuver(kind: .change(.elevator, toOrdinal: 2), ordinal: 0, point: Vec2(20, 10), path: [],
                     meters: 0, bearing: nil, landmark: nil),
            walk(.depart, 2, [Vec2(20, 10), Vec2(0, 10)]),
            Maneuver(kind: .arrive, ordinal: 2, point: Vec2(0, 10), path: [], meters: 0, bearing: nil, landmark: nil),
        ])
    }()

    func progress(_ x: Double, _ y: Double, _ ordinal: Int, accuracy: Double? = nil, previous: Int? = nil) -> RouteProgress {
        RouteProgress(guidance: Self.guidance, point: Vec2(x, y), ordinal: ordinal, accuracy: accuracy, previousStep: previous)
    }

    @Test func onTheFirstWalkCountsDownItsMeters() {
        let p = progress(5, 1, 0)
        #expect(p.step == 0 && !p.offRoute && !p.arrived)
        #expect(abs(p.stepMetersRemaining - 15) < 1e-9)
        #expect(abs(p.routeMetersRemaining - 45) < 1e-9)
        #expect(abs(p.distanceFromRoute - 1) < 1e-9)
    }

    @Test func atABendTheTurnIsCurrent() {
        let p = progress(20, 0.2, 0)
        #expect(p.step == 1)
        #expect(abs(p.stepMetersRemaining - 9.8) < 1e-9)
        let q = progress(20.5, 5, 0)
        #expect(q.step == 1 && abs(q.routeMetersRemaining - 25) < 1e-9)
    }

    @Test func fewMetersOffIsOffTheRouteUnlessThePositionIsVague() {
        let off = progress(10, 8, 0)
        #expect(off.offRoute, "8 m from the corridor")
        #expect(abs(off.distanceFromRoute - 8) < 1e-9)
        #expect(!progress(10, 4, 0).offRoute, "4 m is within the tolerance")
        #expect(!progress(10, 8, 0, accuracy: 10).offRoute, "a 10 m fix cannot tell")
        #expect(progress(10, 40, 0, accuracy: 100).offRoute, "a vague fix widens the tolerance to 15 m at most")
    }

    @Test func aLevelTheRouteNeverVisitsIsOffTheRoute() {
        let p = progress(5, 0, 3, previous: 1)
        #expect(p.offRoute && p.distanceFromRoute == .infinity)
        #expect(p.step == 1, "keeps the step it had")
    }

    @Test func ridingTheElevatorPastALevelStaysOnTheRoute() {
        let p = progress(20.5, 10, 1)
        #expect(p.step == 2 && !p.offRoute)
        let out = progress(19.5, 10.5, 2)
        #expect(out.step == 3, "stepping out on level 2 starts the last walk")
        #expect(abs(out.routeMetersRemaining - 19.5) < 1e-9)
    }

    @Test func nearTheDestinationHasArrived() {
        let p = progress(1, 10, 2)
        #expect(p.arrived && p.step == 4 && p.routeMetersRemaining == 0)
    }

    @Test func aPlacePassedTwiceKeepsTheLaterStepOnceReached() {
        // Out 20 m east and back along the same corridor.
        let m = { (kind: Maneuver.Kind, path: [Vec2]) in
            Maneuver(kind: kind, ordinal: 0, point: path[0], path: path, meters: PlanarGeometry.polylineLength(path),
                     bearing: 0, landmark: nil)
        }
        let g = RouteGuidance(maneuvers: [m(.depart, [Vec2(0, 0), Vec2(20, 0)]), m(.turn(.uturn), [Vec2(20, 0), Vec2(0, 0.5)])])
        #expect(RouteProgress(guidance: g, point: Vec2(5, 0.2), ordinal: 0).step == 0)
        #expect(RouteProgress(guidance: g, point: Vec2(5, 0.2), ordinal: 0, previousStep: 1).step == 1)
    }

    @Test func aHerePositionIsMatchedLikeAPoint() {
        let here = HerePosition(name: "fix", ordinal: 0, point: Vec2(5, 1), unit: nil, accuracy: 3)
        #expect(RouteProgress(guidance: Self.guidance, position: here) == progress(5, 1, 0, accuracy: 3))
    }

    @Test func emptyGuidanceIsOffTheRouteWithoutCrashing() {
        let p = RouteProgress(guidance: RouteGuidance(maneuvers: []), point: .zero, ordinal: 0)
        #expect(p.offRoute && p.step == 0 && p.routeMetersRemaining == 0)
    }
}
