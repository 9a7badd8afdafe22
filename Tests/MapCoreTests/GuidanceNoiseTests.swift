import Foundation
import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// Directions without noise (issue 36, item 6), one test per kind of noise the issue saw, on
/// a small two-level hall written as OSM XML and walks drawn by hand through it (so each test
/// shows the case and nothing else): a landmark is never the connector taken or just left; a
/// zigzag along one space is no turn; "turn around" only where the walk goes back; no landmark
/// twice in a row; codes and abbreviations lose to a real name nearby; walking time beside meters.
///
/// Level 0: "Hall" (a corridor, x 0…60, y 0…10) with, south of it, Bookworm (a bookshop,
/// x 10…20), "FAM. H/C" (x 24…27) and Café Lumière (a room, x 29…37); north of it Escalator 1
/// (x 44…46) and Escalator 2 (x 48…50), y 10…16, on levels 0 and 1. Level 1: "Gallery"
/// (x 0…60, y 16…26) and a kiosk far west (x 0…6, y 26…32).
@Suite struct GuidanceNoiseTests {
    static let model: MapModel = {
        var sketch = OSMSketch()
        sketch.rect(0, 0, 60, 10, [("indoor", "corridor"), ("level", "0"), ("name", "Hall")])
        sketch.rect(10, -8, 20, 0, [("indoor", "room"), ("shop", "books"), ("level", "0"), ("name", "Bookworm")])
        sketch.rect(24, -8, 27, 0, [("indoor", "room"), ("level", "0"), ("name", "FAM. H/C")])
        sketch.rect(29, -8, 37, 0, [("indoor", "room"), ("level", "0"), ("name", "Café Lumière")])
        sketch.rect(44, 10, 46, 16, [("indoor", "room"), ("highway", "escalator"), ("level", "0;1"), ("name", "Escalator 1")])
        sketch.rect(48, 10, 50, 16, [("indoor", "room"), ("highway", "escalator"), ("level", "0;1"), ("name", "Escalator 2")])
        sketch.rect(0, 16, 60, 26, [("indoor", "corridor"), ("level", "1"), ("name", "Gallery")])
        sketch.rect(0, 26, 6, 32, [("indoor", "room"), ("shop", "kiosk"), ("level", "1"), ("name", "Kiosk")])
        let graph = try! OSMLoader.load(bytes: Array(sketch.osmXML().utf8), sourcePath: "hall.osm").graph
        return MapModel(graph: graph)
    }()

    /// Local meters of a point given in the hall's meters.
    static func p(_ x: Double, _ y: Double) -> Vec2 {
        model.projection.project(GeoPoint(longitude: OSMSketch.longitude(x), latitude: OSMSketch.latitude(y)))
    }

    static func unit(_ name: String, ordinal: Int) -> Int {
        let g = model.graph
        return g.archive.units.indices.first { g.name(of: .unit($0)) == name && g.ordinal(of: .unit($0)) == ordinal }!
    }

    static func endpoint(_ name: String, ordinal: Int, at point: Vec2) -> RouteEndpoint {
        let u = unit(name, ordinal: ordinal)
        return RouteEndpoint(handle: .unit(u), name: name, id: model.graph.archive.units[u].id, unit: u, ordinal: ordinal, point: point)
    }

    /// A walk on level 0 from the Hall to the Hall through `points` (hall meters).
    static func walk(_ points: [(Double, Double)], accessible: Bool = false) -> Route {
        let line = points.map { p($0.0, $0.1) }
        let meters = PlanarGeometry.polylineLength(line)
        let hall = unit("Hall", ordinal: 0)
        return Route(start: endpoint("Hall", ordinal: 0, at: line[0]), end: endpoint("Hall", ordinal: 0, at: line[line.count - 1]),
                     accessible: accessible, legs: [RouteLeg(ordinal: 0, points: line, meters: meters, units: [hall])], transitions: [],
                     steps: [RouteStep(action: .walk, instruction: "", meters: meters, ordinal: 0)], totalMeters: meters, ordinals: [0], cost: meters)
    }

    static func turns(_ g: RouteGuidance) -> [Maneuver] {
        g.maneuvers.filter { if case .turn = $0.kind { return true } else { return false } }
    }

    @Test func aConnectorIsNeverItsOwnLandmarkNorTheNextTurns() throws {
        // Along the hall to Escalator 2, up, out north and left along the gallery.
        let walk0 = [Self.p(30, 5), Self.p(49, 5), Self.p(49, 9.9)], walk1 = [Self.p(49, 16.1), Self.p(49, 21), Self.p(20, 21)]
        let m0 = PlanarGeometry.polylineLength(walk0), m1 = PlanarGeometry.polylineLength(walk1)
        let esc0 = Self.unit("Escalator 2", ordinal: 0)
        let route = Route(start: Self.endpoint("Hall", ordinal: 0, at: walk0[0]), end: Self.endpoint("Gallery", ordinal: 1, at: walk1[2]),
                          accessible: false,
                          legs: [RouteLeg(ordinal: 0, points: walk0, meters: m0, units: [Self.unit("Hall", ordinal: 0), esc0]),
                                 RouteLeg(ordinal: 1, points: walk1, meters: m1, units: [Self.unit("Gallery", ordinal: 1)])],
                          transitions: [RouteTransition(kind: .escalator, floors: 1, fromOrdinal: 0, toOrdinal: 1, fromPoint: walk0[2],
                                                        toPoint: walk1[0], unit: esc0, mappedOnlyOn: nil)],
                          steps: [RouteStep(action: .walk, instruction: "", meters: m0, ordinal: 0),
                                  RouteStep(action: .change(.escalator, toOrdinal: 1), instruction: "", meters: 0, ordinal: 0),
                                  RouteStep(action: .walk, instruction: "", meters: m1, ordinal: 1)],
                          totalMeters: m0 + m1, ordinals: [0, 1], cost: m0 + m1)
        let g = RouteGuidance(route: route, model: Self.model)
        let text = g.maneuvers.map(\.instruction)
        let ride = try #require(g.maneuvers.first { if case .change = $0.kind { return true } else { return false } })
        // Not "Take Escalator 2 by Escalator 1": a named connector is not told by another.
        #expect(ride.instruction == "Take Escalator 2 up to level 1", "\(text)")
        // The turn on level 1 is not "at Escalator 2", the escalator just left.
        for m in g.maneuvers { #expect(m.landmark != "Escalator 2", "\(text)") }
        #expect(Self.turns(g).count == 2, "\(text)")
    }

    @Test func aZigzagAlongOneSpaceIsNoTurn() {
        // East, sharp right for 4 m, sharp left, on east: all in the hall.
        let g = RouteGuidance(route: Self.walk([(2, 5), (12, 5), (9.17, 2.17), (40, 2.17)]), model: Self.model)
        #expect(Self.turns(g).isEmpty, "\(g.maneuvers.map(\.instruction))")
    }

    @Test func aShortWayBackIsNoTurningAround() {
        // East 18 m, back 4 m, north: one left turn, not "turn around" then "turn right".
        let g = RouteGuidance(route: Self.walk([(2, 5), (20, 5), (16, 5), (16, 9.5)]), model: Self.model)
        #expect(Self.turns(g).map(\.kind) == [.turn(.left)], "\(g.maneuvers.map(\.instruction))")
        // Walking back 20 m the way one came is turning around.
        let back = RouteGuidance(route: Self.walk([(2, 5), (40, 5), (20, 5)]), model: Self.model)
        #expect(Self.turns(back).map(\.kind) == [.turn(.uturn)], "\(back.maneuvers.map(\.instruction))")
    }

    @Test func theSameLandmarkIsNotSaidTwiceInARow() {
        // Left by Bookworm, 7 m north, right: Bookworm is still the nearest named place.
        let g = RouteGuidance(route: Self.walk([(2, 1.5), (12, 1.5), (12, 8.5), (40, 8.5)]), model: Self.model)
        let landmarks = Self.turns(g).map(\.landmark)
        #expect(landmarks.count == 2 && landmarks[0] == "Bookworm" && landmarks[1] != "Bookworm", "\(g.maneuvers.map(\.instruction))")
    }

    @Test func aCodeIsNoLandmarkWhenANameIsNear() {
        // The turn is 1 m from "FAM. H/C" and 3 m from Café Lumière.
        let g = RouteGuidance(route: Self.walk([(2, 1), (26, 1), (26, 9.5)]), model: Self.model)
        #expect(Self.turns(g).map(\.landmark) == ["Café Lumière"], "\(g.maneuvers.map(\.instruction))")
        #expect(GuidanceLandmarks.looksLikeCode("FAM. H/C") && GuidanceLandmarks.looksLikeCode("ENT31"))
        #expect(!GuidanceLandmarks.looksLikeCode("IKEA") && !GuidanceLandmarks.looksLikeCode("H&M") && !GuidanceLandmarks.looksLikeCode("Café 2"))
    }

    @Test func eachWalkSaysItsTimeAtTheRoutesSpeed() {
        let on = RouteGuidance(route: Self.walk([(2, 5), (26, 5)]), model: Self.model)
        #expect(on.maneuvers[0].instruction.contains("walk 24 m (20 s)"), "\(on.maneuvers[0].instruction)")
        let stepFree = RouteGuidance(route: Self.walk([(2, 5), (26, 5)], accessible: true), model: Self.model)
        #expect(stepFree.maneuvers[0].instruction.contains("walk 24 m (25 s)"), "\(stepFree.maneuvers[0].instruction)")
        #expect(WalkingTime.phrase(seconds: 3) == "5 s" && WalkingTime.phrase(seconds: 140) == "2 min")
        #expect(WalkingTime.phrase(seconds: 3_900) == "1 h 5 min")
    }
}
