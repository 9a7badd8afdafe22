import Foundation
import MapCore
import Testing
import TestSupport
@testable import AtriumApp

/// In the explorer, a position just outside every unit (a `--here` or a live fix) stands in
/// the nearest walkable space, says so, and routes start there (issue 38, item 7).
@Suite struct SnapReducerTests {
    static let env = AppFixture.env(osm: LiftHall.osm(), path: "lift-hall.osm")

    static func unit(_ name: String) throws -> Int { try AppFixture.unit(name, in: env) }

    @Test func rFromAHereJustOutsideTheCorridorRoutesFromTheCorridor() throws {
        var s = AppState(env: Self.env, columns: 100, rows: 30)
        s.position.here = try Self.env.model.here(LiftHall.here(10, 5.3, level: "0"), search: Self.env.search)
        s.selection.feature = .unit(try Self.unit("Start Room"))
        let runtime = AppRuntime()
        runtime.dispatch(&s, .key(.char("r")))
        let route = try #require(s.route.shown, "\(s.status.note?.text ?? "")")
        #expect(route.start.unit == (try Self.unit("West Bridge Corridor")))
        #expect(route.end.name == "Start Room")
    }

    @Test func aLiveFixJustOutsideSaysWhereItStandsOnceAndFarSaysHowFar() throws {
        var s = AppState(env: Self.env, columns: 100, rows: 30)
        s.position.live = LiveTracking(source: "test feed")
        let runtime = AppRuntime()
        func fix(_ x: Double, _ y: Double, at seconds: Int) {
            let p = LiftHall.latLon(x, y)
            runtime.dispatch(&s, .live(.fix(LiveFix(latitude: p.lat, longitude: p.lon, level: "0", accuracy: 3)), at: .seconds(seconds)))
        }
        fix(10, 5.3, at: 1)
        #expect(s.status.note?.text == "you are about 1 m from West Bridge Corridor")
        #expect(s.position.here?.unit == (try Self.unit("West Bridge Corridor")))
        s.status.note = nil
        fix(11, 5.2, at: 2)
        #expect(s.status.note == nil, "said once, not on every fix")
        fix(10, 30, at: 3)
        #expect(s.status.note?.text == "the nearest walkable space, West Bridge Corridor, is 26 m away")
        #expect(s.status.note?.isAlert == true)
        #expect(s.position.here?.unit == nil)
    }
}
