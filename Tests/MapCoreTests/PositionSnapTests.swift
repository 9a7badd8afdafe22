import Foundation
import VenueFormats
@testable import MapCore
import TestSupport
import VenueFixtures
import Testing

/// Positions outside every unit snap to the nearest walkable space within max(accuracy, 5 m)
/// and say so; farther, they say how far it is (issue 38, item 7).
@Suite struct PositionSnapTests {
    static let hall: MapModel = {
        // Made in code (TestSupport's LiftHall); failing to read it is a bug in the reader.
        let r = try! OSMLoader.load(bytes: Array(LiftHall.osm().utf8), sourcePath: "lift-hall.osm")
        return MapModel(graph: r.graph)
    }()

    func unit(_ name: String, in model: MapModel = hall) throws -> Int {
        try #require(model.graph.archive.units.indices.first { model.graph.name(of: .unit($0)) == name })
    }

    @Test func aHere1Point3MetersOutsideTheCorridorRoutesFromTheCorridor() throws {
        let model = Self.hall
        let here = try model.here(LiftHall.here(10, 5.3, level: "0"), search: SearchIndex(graph: model.graph))
        let corridor = try unit("West Bridge Corridor")
        let snap = try #require(here.snap)
        #expect(snap.snapped)
        #expect(abs(snap.distance - 1.3) < 0.05)
        #expect(snap.sentence == "you are about 1 m from West Bridge Corridor")
        #expect(here.unit == corridor)
        #expect(model.unit(at: here.point, ordinal: 0) == corridor, "the point itself moved inside")
        let route = try Router(model: model).route(from: here, to: .unit(try unit("Start Room")))
        #expect(route.start.unit == corridor)
        #expect(route.totalMeters > 15 && route.totalMeters < 30, "\(route.totalMeters)")
    }

    @Test func aHere50MetersOutsideSaysHowFarTheNearestWalkableSpaceIs() throws {
        let model = Self.hall
        let here = try model.here(LiftHall.here(10, 54, level: "0"), search: SearchIndex(graph: model.graph))
        let snap = try #require(here.snap)
        #expect(!snap.snapped)
        #expect(here.unit == nil)
        #expect(snap.sentence == "the nearest walkable space, West Bridge Corridor, is 50 m away")
        let room = FeatureHandle.unit(try unit("Start Room"))
        let failure = #expect(throws: RouteFailure.self) { try Router(model: model).route(from: here, to: room) }
        #expect(failure?.message.hasSuffix("so no route can start there: the nearest walkable space, West Bridge Corridor, is 50 m away") == true,
                "\(failure?.message ?? "")")
    }

    @Test func aLiveFixSnapsWithinItsAccuracyAtLeastFiveMeters() throws {
        let model = Self.hall
        let p = LiftHall.latLon(10, 11) // 7 m north of the corridor, Office A is on level 1 only
        func fix(_ accuracy: Double?) throws -> HerePosition {
            try model.livePosition(LiveFix(latitude: p.lat, longitude: p.lon, level: "0", accuracy: accuracy), shownOrdinal: 0, feedOrdinal: nil)
        }
        #expect(try fix(8).snap?.snapped == true)
        #expect(try fix(8).unit == (try unit("West Bridge Corridor")))
        #expect(try fix(nil).snap?.snapped == false, "5 m without an accuracy")
        #expect(try fix(3).snap?.snapped == false, "at least 5 m, so 3 counts as 5")
        let inside = LiftHall.latLon(10, 2)
        let plain = try model.livePosition(LiveFix(latitude: inside.lat, longitude: inside.lon, level: "0"), shownOrdinal: 0, feedOrdinal: nil)
        #expect(plain.snap == nil, "a fix inside a unit is left alone")
    }

    /// On the real files: points outside every unit but within 5 m of walkable space snap into
    /// it, and a route starts there.
    @Test(arguments: ["postech-c5", "seamans-center", "uulm-osm", "caserne.osm"])
    func pointsJustOutsideRealFloorsSnapAndRoute(_ name: String) throws {
        let path = name.hasSuffix(".osm") ? TestPaths.osmSamples.appendingPathComponent(name).path : TestPaths.imdfSample(name).path
        let graph = name.hasSuffix(".osm") ? try OSMLoader.load(path: path).graph : try IMDFLoader.load(path: path).graph
        let model = MapModel(graph: graph)
        let router = Router(model: model)
        var checked = 0
        for ordinal in graph.ordinals {
            guard let bounds = model.floor(ordinal).bounds else { continue }
            var rng = SplitMix(seed: 38 + UInt64(ordinal &+ 100))
            for _ in 0..<400 where checked < 12 {
                let p = Vec2(Double.random(in: bounds.min.x...bounds.max.x, using: &rng), Double.random(in: bounds.min.y...bounds.max.y, using: &rng))
                guard model.unit(at: p, ordinal: ordinal) == nil,
                      let near = model.nearestWalkable(to: p, ordinal: ordinal), near.distance > 0.7, near.distance < 4.5 else { continue }
                let snapped = model.snapped(HerePosition(name: "p", ordinal: ordinal, point: p, unit: nil))
                #expect(snapped.snap?.snapped == true)
                let u = try #require(snapped.unit)
                #expect(model.unit(at: snapped.point, ordinal: ordinal) != nil, "\(name): the snapped point lies in a unit")
                #expect(snapped.point.distance(to: p) < near.distance + 0.5)
                _ = try #require(try? router.endpoint(snapped), "\(name): unit \(u) starts a route")
                checked += 1
            }
        }
        #expect(checked > 0, "\(name): some points lie just outside the units")
    }
}
