import Foundation
import Testing
@testable import MapCore

/// Routes on the real archives in shared/imdf-samples, asserting what their data allows.
@Suite struct RouteRealArchiveTests {
    /// POSTECH C5: openings for the elevators and stairs on every level, rooms with doors on L5 and L6.
    static let postech: Router? = RouteData.shared("postech-c5").flatMap { try? RouteData.router($0) }
    /// Ulm University from OpenStreetMap: corridors, stairs and elevators, but no openings at all.
    static let uulm: Router? = RouteData.shared("uulm-osm").flatMap { try? RouteData.router($0) }

    @Test func postechRoomsOnL5AndL6AreJoinedByTheStairs() throws {
        let router = try #require(Self.postech)
        let route = try RouteData.route("Boardroom", "MeetingRoom3", in: router)
        #expect(route.ordinals == [4, 5])
        #expect(route.transitions.map(\.kind) == [.stairs])
        #expect(route.legs.map(\.ordinal) == [4, 5])
        #expect(route.totalMeters > 10 && route.totalMeters < 60)
        let accessible = try RouteData.route("Boardroom", "MeetingRoom3", in: router, accessible: true)
        #expect(accessible.transitions.map(\.kind) == [.elevator])
    }

    @Test func postechGroundFloorCorridorReachesL5ByElevator() throws {
        let router = try #require(Self.postech)
        let g = router.graph.model.graph
        let corridor = try #require(g.archive.units.indices.first { g.archive.units[$0].category == "walkway" && g.ordinal(ofUnit: $0) == 0 })
        let boardroom = try #require(RouteData.handle("Boardroom", in: router))
        let route = try router.route(from: .unit(corridor), to: boardroom)
        #expect(route.ordinals == [0, 4])
        #expect(route.transitions.map(\.kind) == [.elevator])
        #expect(route.floorsChanged == 4)
    }

    @Test func uulmCorridorsJoinAcrossLevelsThroughDoorlessElevators() throws {
        let router = try #require(Self.uulm)
        let route = try RouteData.route("cde684d0-5ace-4b89-8b0a-35935026c9d1", "ef84b2eb-8c1e-4341-ba46-c5443b743a2b", in: router)
        #expect(route.ordinals == [2, 5])
        #expect(route.transitions.map(\.kind) == [.elevator])
        #expect(route.steps.first?.instruction.hasSuffix(" to Elevator") == true)
        #expect(route.steps[1].instruction == "Take the elevator up to level 5")
    }
}
