import Foundation
import Testing
@testable import MapCore

/// The walking graph's pieces: shared edges, door matching, relationships, straightening.
@Suite struct RouteGraphTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [[Vec2]] {
        [[Vec2(x0, y0), Vec2(x1, y0), Vec2(x1, y1), Vec2(x0, y1), Vec2(x0, y0)]]
    }

    @Test func sharedBoundaryOfSideBySideRectangles() {
        let chains = PlanarGeometry.sharedBoundary(of: Self.rect(0, 0, 10, 10), with: Self.rect(10, 4, 20, 20), tolerance: 0.5)
        #expect(chains.count == 1)
        #expect(abs(PlanarGeometry.polylineLength(chains[0]) - 6) < 1e-9)
        // Touching at a corner, or apart, shares nothing.
        #expect(PlanarGeometry.sharedBoundary(of: Self.rect(0, 0, 10, 10), with: Self.rect(10, 10, 20, 20), tolerance: 0.5).isEmpty)
        #expect(PlanarGeometry.sharedBoundary(of: Self.rect(0, 0, 10, 10), with: Self.rect(11, 0, 20, 10), tolerance: 0.5).isEmpty)
    }

    @Test func sharedBoundaryJoinsPiecesAcrossVerticesAndTheRingStart() {
        // The wall x = 10 is split by extra vertices on both sides, and the ring starts mid-wall.
        let a = [[Vec2(10, 5), Vec2(10, 8), Vec2(10, 10), Vec2(0, 10), Vec2(0, 0), Vec2(10, 0), Vec2(10, 2), Vec2(10, 5)]]
        let b = [[Vec2(10, 0), Vec2(20, 0), Vec2(20, 10), Vec2(10, 10), Vec2(10, 3), Vec2(10, 0)]]
        let chains = PlanarGeometry.sharedBoundary(of: a, with: b, tolerance: 0.5)
        #expect(chains.count == 1)
        #expect(abs(PlanarGeometry.polylineLength(chains[0]) - 10) < 1e-9)
    }

    @Test func straighteningSlidesADoorToTheStraightLine() {
        let points = [Vec2(0, 0), Vec2(5, 5), Vec2(10, 0)]
        // A door across the straight line: the walk crosses it on the line.
        let out = RouteStraightening.straighten(points, spans: [nil, (Vec2(5, -5), Vec2(5, 5)), nil])
        #expect(out[1].distance(to: Vec2(5, 0)) < 1e-6)
        // A door beside it: the walk touches its nearest point.
        let slid = RouteStraightening.straighten(points, spans: [nil, (Vec2(2, -1), Vec2(8, -1)), nil])
        #expect(slid[1].distance(to: Vec2(5, -1)) < 1e-6)
        let clamped = RouteStraightening.straighten([Vec2(0, 0), Vec2(20, 5), Vec2(0, 10)], spans: [nil, (Vec2(3, 5), Vec2(8, 5)), nil])
        #expect(clamped[1].distance(to: Vec2(3, 5)) < 1e-6)
    }

    @Test func priorityQueuePopsSmallestFirst() {
        var q = PriorityQueue<Int>()
        for (i, p) in [5.0, 1, 4, 2, 3, 0.5].enumerated() { q.push(i, priority: p) }
        var order: [Double] = []
        while let (p, _) = q.pop() { order.append(p) }
        #expect(order == [0.5, 1, 2, 3, 4, 5])
    }

    @Test func sampleOpeningsEachJoinTwoUnitsExceptTheFiveEntrances() {
        let graph = RouteData.sample.graph
        let openings = graph.model.graph.archive.openings
        #expect(graph.strayOpenings.isEmpty)
        #expect(graph.entrances.count == 5)
        #expect(Set(graph.entrances.map { openings[$0].category }) == ["pedestrian.principal", "emergencyexit"])
        for i in openings.indices where !graph.entrances.contains(i) {
            #expect(graph.unitsOfOpening[i]?.count == 2, "\(openings[i].id)")
        }
    }

    @Test func sampleElevatorsAndStairsStackOnEveryLevel() {
        let graph = RouteData.sample.graph
        let units = graph.model.graph.archive.units
        for (i, u) in units.enumerated() where u.category == "elevator" || u.category == "stairs" {
            let rides = graph.hubOfUnit[i].map { graph.edges(from: $0).filter { if case .ride = $0.kind { return true } else { return false } }.count }
            let ordinal = graph.model.graph.ordinal(ofUnit: i)
            #expect(rides == (ordinal == -1 || ordinal == 2 ? 1 : 2), "\(u.name?.values["en"] ?? u.id) on \(ordinal ?? 99)")
        }
    }

    @Test func relationshipsLinkLevelsThatDoNotStack() throws {
        var v = TinyVenue()
        let g = v.level(0, "G"), first = v.level(1, "1")
        v.unit("Hall G", "lobby", level: g, 0, 0, 40, 10)
        v.unit("Hall 1", "lobby", level: first, 0, 0, 40, 10)
        let liftA = v.unit("Lift A", "elevator", level: g, 0, 10, 4, 14)
        let liftB = v.unit("Lift B", "elevator", level: first, 30, 10, 34, 14)
        v.opening(level: g, 1, 10, 3, 10)
        v.opening(level: first, 31, 10, 33, 10)
        #expect(try v.route("Hall G", "Hall 1").failure?.reason == .noVerticalLink)
        v.relationship("elevator", from: (liftA, "unit"), to: (liftB, "unit"))
        let route = try v.route("Hall G", "Hall 1").get()
        #expect(route.transitions.map(\.kind) == [.elevator])
        #expect(try v.route("Hall 1", "Hall G").get().ordinals == [1, 0])
    }

    @Test func aDirectedRelationshipGoesOneWay() throws {
        var v = TinyVenue()
        let g = v.level(0, "G"), first = v.level(1, "1")
        v.unit("Hall G", "lobby", level: g, 0, 0, 40, 10)
        v.unit("Hall 1", "lobby", level: first, 0, 0, 40, 10)
        let up = v.opening(level: g, 40, 4, 40, 6)
        let top = v.opening(level: first, 40, 4, 40, 6)
        v.relationship("escalator", from: (up, "opening"), to: (top, "opening"), directed: true)
        let route = try v.route("Hall G", "Hall 1").get()
        #expect(route.steps.map(\.instruction).contains("Take the escalator up to level 1"))
        #expect(try v.route("Hall 1", "Hall G").failure != nil)
        #expect(try v.route("Hall G", "Hall 1", accessible: true).failure?.reason == .accessibleNeedsLift)
    }

    @Test func openUnitsJoinOnlyAlongEdgesOfAMeterOrMore() throws {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("Walk A", "walkway", level: g, 0, 0, 10, 10)
        v.unit("Walk B", "walkway", level: g, 10, 9.5, 20, 20)
        v.unit("Walk C", "walkway", level: g, 10, 0, 20, 9.5)
        v.unit("Shop", "room", level: g, 0, 10, 10, 20)
        let router = try v.router()
        let units = router.graph.model.graph.archive.units
        func doorways(_ name: String) -> Int {
            router.graph.doorwaysOfUnit[units.firstIndex { $0.name?.values["en"] == name }!]?.count ?? 0
        }
        // A–C share 9.5 m, B–C 10 m; A–B only 0.5 m. The shop has no opening, so it is
        // entered through the 10 m walls it shares with A and with B.
        #expect(doorways("Walk A") == 2)
        #expect(doorways("Walk B") == 2)
        #expect(doorways("Walk C") == 2)
        #expect(doorways("Shop") == 2)
        #expect(try v.route("Walk A", "Walk B").get().ordinals == [0])
    }
}
