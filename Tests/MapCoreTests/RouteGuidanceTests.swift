import Foundation
import TestSupport
import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// Turn-by-turn guidance from real routes: the sample's cross-floor route names its turns,
/// landmarks and connector, and every venue's guidance adds up and reads as sentences.
@Suite struct RouteGuidanceTests {
    /// Checks what holds for any guidance: the walks add up to the route, the last maneuver is the
    /// arrival, bearings are compass degrees, each turn says which way, each level change says
    /// where to, and progress along each walk finds that walk.
    static func checkInvariants(_ g: RouteGuidance, _ route: Route, _ label: String) {
        #expect(g.maneuvers.last?.kind == .arrive, "\(label)")
        let walked = g.maneuvers.reduce(0) { $0 + $1.meters }
        #expect(abs(walked - route.totalMeters) < 1e-6, "\(label): \(walked) vs \(route.totalMeters)")
        #expect(abs(g.metersRemaining(from: 0) - route.totalMeters) < 1e-6)
        for (i, m) in g.maneuvers.enumerated() {
            #expect(!m.instruction.isEmpty && !m.instruction.contains("  ") && !m.instruction.contains("nil"), "\(label): \(m.instruction)")
            switch m.kind {
            case .depart:
                #expect(m.instruction.hasPrefix("Start at ") || m.instruction.hasPrefix("Leave "), "\(label): \(m.instruction)")
            case .turn(let t):
                #expect(t != .straight)
                #expect(m.instruction.hasPrefix(GuidanceWords(.english).turn(t, at: nil)), "\(label): \(m.instruction)")
                if let l = m.landmark { #expect(m.instruction.hasPrefix(GuidanceWords(.english).turn(t, at: l) + ",")) }
            case .change(_, let to):
                #expect(m.instruction.hasPrefix("Take ") && m.instruction.contains(" to level "), "\(label): \(m.instruction)")
                #expect(to != m.ordinal)
            case .arrive:
                #expect(i == g.maneuvers.count - 1)
            }
            if let b = m.bearing { #expect(b >= 0 && b < 360) }
            if m.path.count >= 2, m.meters > 1 {
                // A point in the middle of a walk is on that walk.
                let mid = m.path[m.path.count / 2]
                let p = RouteProgress(guidance: g, point: mid, ordinal: m.ordinal, previousStep: i)
                #expect(!p.offRoute, "\(label): step \(i)")
                #expect(p.step == i || p.step == i + 1 || p.arrived, "\(label): step \(i) matched as \(p.step)")
            }
        }
    }

    @Test func aCrossFloorRouteOnTheSampleNamesTurnsLandmarksAndTheConnector() throws {
        let route = try RouteData.route("Fresh Market", "Centre Management")
        let g = RouteGuidance(route: route, model: RouteData.sample.graph.model)
        Self.checkInvariants(g, route, "sample")
        let text = g.maneuvers.map(\.instruction)
        print(text.joined(separator: "\n"))
        #expect(text.first?.hasPrefix("Start at Fresh Market heading ") == true)
        // A turn named by the shop beside it.
        let turns = g.maneuvers.filter { if case .turn = $0.kind { return true } else { return false } }
        #expect(!turns.isEmpty && turns.allSatisfy { $0.landmark != nil }, "\(text)")
        // The elevator by name, and what it stands by: which of the venue's elevators.
        let ride = try #require(g.maneuvers.first { if case .change = $0.kind { return true } else { return false } })
        #expect(ride.instruction.hasPrefix("Take Elevator East by "), "\(ride.instruction)")
        #expect(ride.instruction.hasSuffix(" up to level 2"), "\(ride.instruction)")
        #expect(ride.landmark != nil && ride.landmark != "Elevator East")
        // The walk before it leads there; the level after it is left from it.
        let rideIndex = try #require(g.maneuvers.firstIndex(of: ride))
        #expect(g.maneuvers[rideIndex - 1].instruction.hasSuffix(" to Elevator East"))
        #expect(g.maneuvers[rideIndex + 1].instruction.hasPrefix("Leave Elevator East heading "))
        #expect(g.maneuvers[rideIndex + 1].ordinal == 2)
        #expect(text.last == "Arrive at Centre Management")
    }

    @Test func aLandmarkIsANamedPlaceBesideTheTurn() throws {
        let route = try RouteData.route("Fresh Market", "Centre Management")
        let model = RouteData.sample.graph.model
        let g = RouteGuidance(route: route, model: model)
        for m in g.maneuvers {
            guard case .turn = m.kind, let name = m.landmark else { continue }
            let f = model.floor(m.ordinal)
            let near = f.units.contains { u in
                let names = [model.graph.name(of: .unit(u.index))] + (model.graph.occupantsOfUnit[u.index] ?? []).map { model.graph.name(of: .occupant($0)) }
                return names.contains(name) && u.rings.contains { PlanarGeometry.distance(from: m.point, toRing: $0) <= GuidanceLandmarks.reach }
            } || f.amenities.contains { model.graph.name(of: .amenity($0.index)) == name && $0.point.distance(to: m.point) <= GuidanceLandmarks.reach }
              || f.occupants.contains { model.graph.name(of: .occupant($0.index)) == name && $0.point.distance(to: m.point) <= GuidanceLandmarks.reach }
            #expect(near, "\(name) is not beside \(m.instruction)")
        }
    }

    @Test func wallNotesStayWithTheirWalk() throws {
        let router = try RouteData.router(try #require(RouteData.shared("uulm-osm")))
        let route = try RouteData.route("2001", "1002", in: router)
        let g = RouteGuidance(route: route, model: router.graph.model)
        let last = try #require(g.maneuvers.dropLast().last)
        #expect(last.instruction.contains("(no door mapped: entering 1002 from 1000)"), "\(last.instruction)")
    }

    /// 25 fixed-seed pairs of named rooms on every venue: guidance never fails its invariants.
    @Test(arguments: ["atrium-sample", "postech-c5", "seamans-center", "uulm-osm", "caserne.osm", "grand-place.geojson"])
    func guidanceHoldsOnEveryVenue(_ venue: String) throws {
        let path: String
        switch venue {
        case "atrium-sample": path = RouteData.root.appendingPathComponent("Data/atrium-sample").path
        case let v where v.contains("."): path = TestPaths.osmSamples.appendingPathComponent(v).path
        default: path = try #require(RouteData.shared(venue))
        }
        let router = try RouteData.router(path)
        let rooms = RouteSuccessTests.namedRooms(router)
        var rng = SplitMix(seed: 24)
        var routed = 0
        for _ in 0..<25 {
            let a = rooms[rng.next(below: rooms.count)], b = rooms[rng.next(below: rooms.count)]
            guard a != b, let route = try? router.route(from: .unit(a), to: .unit(b), options: RouteOptions()) else { continue }
            routed += 1
            Self.checkInvariants(RouteGuidance(route: route, model: router.graph.model), route, "\(venue) \(a)→\(b)")
        }
        #expect(routed >= 15, "\(venue): \(routed) of 25 pairs routed")
    }
}
