import Testing
import VenueFormats
@testable import MapCore

/// Rooms drawn standing inside a walkway's polygon (kiosks in a mall avenue): entered from the
/// avenue around them, never left as islands, and never walked through by others.
@Suite struct RouteKioskTests {
    /// A 40 m × 20 m hall with a kiosk standing in it and an office beside it.
    static func venue() -> TinyVenue {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("Avenue", "walkway", level: g, 0, 0, 40, 20)
        v.unit("Kiosk", "foodservice", level: g, 15, 8, 21, 12)   // 4 m from every wall of the hall
        v.unit("Office", "room", level: g, 0, 20, 10, 30)          // shares 10 m of wall with the hall
        v.unit("Shop", "room", level: g, 30, 20, 40, 30)
        return v
    }

    @Test func aKioskInsideAWalkwayIsEnteredFromIt() throws {
        let route = try Self.venue().route("Office", "Kiosk").get()
        #expect(route.steps.last?.instruction.hasSuffix("no door mapped: entering Kiosk from Avenue)") == true,
                "\(route.steps.map(\.instruction))")
        let graph = try Self.venue().router().graph
        let kiosk = try #require(graph.model.graph.archive.units.firstIndex { $0.name?.values["en"] == "Kiosk" })
        #expect(graph.wallEntered.contains(kiosk))
        // The kiosk's longest walls (6 m) face the avenue: its doorway is on one of them.
        let door = try #require(graph.doorwaysOfUnit[kiosk]?.first)
        let p = graph.nodes[door].point, center = try #require(graph.model.unitArea(kiosk)?.labelPoint)
        #expect(abs(abs(p.y - center.y) - 2) < 0.2, "\(p) \(center)")
    }

    @Test func aWalkPastTheKioskGoesAroundIt() throws {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("Avenue", "walkway", level: g, 0, 0, 40, 20)
        v.unit("Kiosk", "foodservice", level: g, 10, 2, 30, 18)
        v.unit("West", "room", level: g, -10, 5, 0, 15)
        v.unit("East", "room", level: g, 40, 5, 50, 15)
        let route = try v.route("West", "East").get()
        let router = try v.router()
        let kiosk = try #require(router.graph.model.graph.archive.units.firstIndex { $0.name?.values["en"] == "Kiosk" })
        #expect(!route.legs.flatMap(\.units).contains(kiosk))
        var q = RouteQuality(venue: "kiosk")
        #expect(q.add(route, router.graph).isEmpty, "\(route.legs.map(\.points))")
    }
}
