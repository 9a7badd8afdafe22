import Foundation
import VenueFormats
import MapCore
import Testing
import TestSupport
@testable import AtriumApp

/// Live status in the explorer (issue 38, item 4): a status feed's records close a lift, the
/// route shown is found again round it and says why, the map marks it, the card says it.
@Suite struct StatusReducerTests {
    static let env: AppEnvironment = {
        // Made in code (TestSupport's LiftHall); failing to read it is a bug in the reader.
        let r = try! OSMLoader.load(bytes: Array(LiftHall.osm().utf8), sourcePath: "lift-hall.osm")
        return AppEnvironment(model: MapModel(graph: r.graph), attribution: "", venuePath: nil)
    }()
    static let zone = env.timeZone
    static let morning = LocalDateTime(iso: "2026-11-26T10:00")!.instant(in: zone)

    static func unit(_ name: String) throws -> Int {
        let g = env.model.graph
        return try #require(g.archive.units.indices.first { g.name(of: .unit($0)) == name && g.ordinal(ofUnit: $0) == 0 }
            ?? g.archive.units.indices.first { g.name(of: .unit($0)) == name })
    }

    static func closeEast() -> StatusRecord {
        let p = LiftHall.latLon(42, 2)
        return StatusRecord(kind: "elevator", latitude: p.lat, longitude: p.lon, level: "0", state: .closed, reason: "maintenance",
                            until: morning.addingTimeInterval(4 * 3600), updated: morning.addingTimeInterval(-3600))
    }

    static func liftOf(_ route: Route?) -> String? {
        route?.transitions.first?.unit.map { env.model.graph.name(of: .unit($0)) }
    }

    @Test func aStatusFeedClosingTheLiftOnTheRouteShownFindsItAgainRoundIt() throws {
        var s = AppState(env: Self.env, columns: 120, rows: 40)
        let runtime = AppRuntime()
        runtime.dispatch(&s, .resize(columns: 120, rows: 40))
        s.route.accessible = true
        s.route.start = .unit(try Self.unit("Start Room"))
        s.selection.feature = .unit(try Self.unit("Office A"))
        runtime.dispatch(&s, .key(.char("r")))
        #expect(Self.liftOf(s.route.shown) == "Elevator East")
        runtime.dispatch(&s, .live(.statusFeed([Self.closeEast()], at: Self.morning), at: .seconds(1)))
        #expect(s.status.note?.text == "Live status: Elevator East is out of service until 14:00 (maintenance)")
        #expect(Self.liftOf(s.route.shown) == "Elevator West")
        let ride = s.route.maneuvers?.maneuvers.first { if case .change = $0.kind { return true }; return false }
        #expect(ride?.instruction.hasPrefix("Elevator East is out of service until 14:00 (maintenance): taking Elevator West") == true)
        // The same records again change nothing and say nothing.
        s.status.note = nil
        runtime.dispatch(&s, .live(.statusFeed([Self.closeEast()], at: Self.morning.addingTimeInterval(60)), at: .seconds(2)))
        #expect(s.status.note == nil)
        // Past `until`, the East lift is used again.
        runtime.dispatch(&s, .live(.statusFeed([Self.closeEast()], at: Self.morning.addingTimeInterval(4 * 3600 + 60)), at: .seconds(3)))
        #expect(s.status.note?.text == "Live status: everything is open again")
        #expect(Self.liftOf(s.route.shown) == "Elevator East")
    }

    @Test func theMapMarksAClosedLiftOnEachFloorAndTheCardSaysWhy() throws {
        var s = AppState(env: Self.env, columns: 120, rows: 40)
        let runtime = AppRuntime()
        runtime.dispatch(&s, .resize(columns: 120, rows: 40))
        let before = view(s, size: (120, 40), runtime: runtime).text
        #expect(!before.contains("✕"))
        runtime.dispatch(&s, .live(.statusFeed([Self.closeEast()], at: Self.morning), at: .seconds(1)))
        #expect(s.route.status.closedPlaces(model: Self.env.model).count == 2, "the shaft on levels 0 and 1")
        #expect(view(s, size: (120, 40), runtime: runtime).text.contains("✕"))
        s.selection.feature = .unit(try Self.unit("Elevator East"))
        s.selection.cardOpen = true
        #expect(view(s, size: (120, 40), runtime: runtime).text.contains("Out of service until 14:00 (maintenance)"))
        // The shaft on level 1, which the record did not name, says it too.
        let g = Self.env.model.graph
        let upper = try #require(g.archive.units.indices.first { g.name(of: .unit($0)) == "Elevator East" && g.ordinal(ofUnit: $0) == 1 })
        s.selection.feature = .unit(upper)
        #expect(view(s, size: (120, 40), runtime: runtime).text.contains("Out of service until 14:00 (maintenance)"))
    }
}
