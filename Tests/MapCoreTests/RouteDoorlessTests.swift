import Foundation
import Testing
import VenueFixtures
@testable import MapCore

/// Rooms without mapped doors, archives whose corridors are unmapped floor, and route lines
/// that stay off walls.
@Suite struct RouteDoorlessTests {
    static func router(_ name: String) throws -> Router {
        let path = try #require(RouteData.shared(name), "../shared/imdf-samples/\(name) is missing")
        return try RouteData.router(path)
    }

    @Test func uulmRoomsAreEnteredThroughTheWallTheyShareWithACorridor() throws {
        let router = try Self.router("uulm-osm")
        #expect(router.graph.model.graph.archive.openings.isEmpty)
        let route = try RouteData.route("2001", "1002", in: router)
        let text = route.steps.map(\.instruction).joined(separator: "\n")
        #expect(text.contains("no door mapped: leaving 2001 into "), "\(text)")
        #expect(text.contains("no door mapped: entering 1002 from "), "\(text)")
        let accessible = try RouteData.route("2001", "1002", in: router, accessible: true)
        #expect(accessible.steps.contains { $0.instruction.contains("no door mapped: entering 1002") })
        #expect(!accessible.transitions.contains { $0.kind == .stairs })
    }

    /// Walking along a corridor past the wall entries of other rooms is not entering them:
    /// only the start, the end and the doorless elevator ridden are noted.
    @Test func onlyTheRoomsEnteredOrLeftAreNoted() throws {
        let router = try Self.router("uulm-osm")
        let route = try RouteData.route("H14", "211", in: router)
        // The doorless elevator shaft ridden is entered and left through its wall too.
        let notes = route.steps.map(\.instruction).joined(separator: "\n").components(separatedBy: "no door mapped:").dropFirst()
        let others = notes.filter { !$0.contains("H14") && !$0.contains("211") && !$0.contains("Elevator") }
        #expect(notes.count >= 2 && others.isEmpty, "\(route.steps.map(\.instruction))")
        #expect(route.steps.first?.instruction.contains("leaving H14 into") == true)
        #expect(route.steps.last?.instruction.contains("entering 211 from") == true)
    }

    /// seamans-center maps rooms and their doors but not the corridors: 224 of its 280 openings
    /// lie on one room only. The unmapped floor between the rooms is walked.
    @Test func seamansRoutesAcrossTheUnmappedCorridors() throws {
        let router = try Self.router("seamans-center")
        let g = router.graph
        let floorPorts = g.nodes.filter { if case .floor = $0.kind { return true } else { return false } }
        #expect(floorPorts.count > 100)
        let a = try #require(RouteData.handle("1414", in: router)), b = try #require(RouteData.handle("2430", in: router))
        let route = try router.route(from: a, to: b)
        #expect(route.ordinals.count == 2)
        #expect(route.totalMeters > 5 && route.totalMeters < 400)
    }

    @Test func postechRoomWithoutADoorIsEnteredFromTheCorridor() throws {
        let router = try Self.router("postech-c5")
        let g = router.graph.model.graph
        let maru = try #require(g.archive.units.firstIndex { $0.name?.values["en"] == "MaruLab" })
        let boardroom = try #require(RouteData.handle("Boardroom", in: router))
        let route = try router.route(from: boardroom, to: .unit(maru))
        #expect(route.steps.last?.instruction.contains("no door mapped: entering \(g.name(of: .unit(maru)))") == true,
                "\(route.steps.map(\.instruction))")
        #expect(router.graph.wallEntered.contains(maru))
    }

    @Test func anIslandSaysWhy() throws {
        var v = TinyVenue()
        let l = v.level(0, "G")
        v.unit("Hall", "walkway", level: l, 0, 0, 20, 10)
        v.unit("Office", "room", level: l, 0, 10, 10, 20)  // shares 10 m of wall with the hall
        v.unit("Vault", "room", level: l, 50, 50, 60, 60)  // touches nothing
        let router = try v.router()
        let g = router.graph.model.graph
        let office = try #require(g.archive.units.firstIndex { $0.name?.values["en"] == "Office" })
        let vault = try #require(g.archive.units.firstIndex { $0.name?.values["en"] == "Vault" })
        let hallIndex = try #require(g.archive.units.firstIndex { $0.name?.values["en"] == "Hall" })
        let route = try router.route(from: .unit(hallIndex), to: .unit(office))
        #expect(route.steps.last?.instruction.hasSuffix("(no door mapped: entering Office from Hall)") == true)
        do {
            _ = try router.route(from: .unit(office), to: .unit(vault))
            Issue.record("the vault was reached")
        } catch {
            #expect(error.reason == .noDoors(unit: vault))
            #expect(error.message.contains("is an island"))
        }
        let diagnostics = router.graph.routingDiagnostics().map(\.message)
        #expect(diagnostics.contains { $0.hasPrefix("unit \"Office\" (level G) has no opening that leads anywhere; routes enter it through the wall it shares with \"Hall\"") })
        #expect(diagnostics.contains { $0.hasPrefix("unit \"Vault\" (level G) is an island") })
    }

    /// Every stretch of a drawn route lies in a unit it walks through (or within 0.6 m of one:
    /// doorways sit on walls), or on unmapped floor: never inside a room it does not enter.
    static func crossings(_ route: Route, _ graph: WalkingGraph) -> [String] {
        var out: [String] = []
        let m = graph.model
        for leg in route.legs {
            let allowed = Set(leg.units + [route.start.unit, route.end.unit])
            let f = m.floor(leg.ordinal)
            for (p, q) in zip(leg.points, leg.points.dropFirst()) {
                let n = max(1, Int(p.distance(to: q) / 0.25))
                for i in 0...n {
                    let s = p + (q - p) * (Double(i) / Double(n))
                    var inAllowed = false
                    var others: [Int] = []
                    f.unitIndex.forEach(intersecting: Rect(min: s, max: s).insetBy(0.6)) { slot in
                        let u = f.units[slot]
                        let inside = PlanarGeometry.contains(s, rings: u.rings)
                        let onWall = u.rings.contains { PlanarGeometry.distance(from: s, toRing: $0) <= 0.6 }
                        if allowed.contains(u.index) || graph.classes[u.index] == .open {
                            if inside || onWall { inAllowed = true }
                        } else if inside && !onWall {
                            others.append(u.index)
                        }
                    }
                    guard !inAllowed, let u = others.first else { continue }
                    out.append("\(route.start.name) → \(route.end.name) crosses \(m.graph.name(of: .unit(u))) (\(m.graph.archive.units[u].category)) at \(s)")
                }
            }
        }
        return out
    }

    /// No route on the sample, postech-c5 or seamans-center may cross a room it does not enter
    /// (the lines are kept off walls and around rooms, docs/routing.md "Lines inside walkable
    /// space"); on uulm-osm, whose OSM walkways are drawn over the rooms beside them, at most
    /// one in twenty (measured: 1 of 52). The cases are described in docs/routing.md.
    @Test(arguments: [("atrium-sample", 0.0), ("postech-c5", 0.0), ("seamans-center", 0.0), ("uulm-osm", 0.05)])
    func routeLinesStayOffWalls(_ name: String, _ tolerated: Double) throws {
        let router = name == "atrium-sample" ? RouteData.sample : try Self.router(name)
        let rooms = RouteSuccessTests.namedRooms(router)
        var rng = SplitMix(seed: 7)
        var problems: [String] = []
        var routes = 0, crossing = 0
        for _ in 0..<60 {
            let a = rooms[rng.next(below: rooms.count)], b = rooms[rng.next(below: rooms.count)]
            guard a != b, let route = try? router.route(from: .unit(a), to: .unit(b)) else { continue }
            routes += 1
            let found = Self.crossings(route, router.graph)
            if !found.isEmpty { crossing += 1; problems.append(found[0]) }
        }
        print("route lines \(name): \(crossing) of \(routes) routes touch a room they do not enter \(problems)")
        #expect(routes >= 40)
        #expect(Double(crossing) <= tolerated * Double(routes), "\(problems)")
    }
}
