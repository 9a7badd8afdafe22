@testable import VenueFormats
import Testing

/// ``OSMAssembler`` and ``RingAssembler``: OSM elements become geometry, rings joined from
/// member ways by position.
@Suite struct OSMAssemblerTests {
    private func p(_ x: Double, _ y: Double) -> GeoPoint { GeoPoint(longitude: x, latitude: y) }

    @Test func waysInAnyOrderAndDirectionCloseARing() throws {
        let a = [p(0, 0), p(1, 0), p(1, 1)]
        let b = [p(0, 1), p(1, 1)]            // reversed relative to the ring
        let c = [p(0, 1), p(0, 0)]
        let rings = try RingAssembler.rings([a, c, b]).get()
        #expect(rings.count == 1)
        #expect(rings[0].first == rings[0].last && rings[0].count == 5)
    }

    @Test func aGapIsReportedNotGuessed() {
        let result = RingAssembler.rings([[p(0, 0), p(1, 0)], [p(1, 1), p(0, 0)]])
        guard case .failure(let problem) = result else { Issue.record("a gap must fail"); return }
        #expect(problem.near == "\(p(1, 0))")
    }

    @Test func aMultipolygonKeepsItsHole() throws {
        let outer1 = OSMWay(id: 1, nodeIDs: [], inline: [p(0, 0), p(10, 0), p(10, 10)], tags: [:])
        let outer2 = OSMWay(id: 2, nodeIDs: [], inline: [p(10, 10), p(0, 10), p(0, 0)], tags: [:])
        let hole = OSMWay(id: 3, nodeIDs: [], inline: [p(4, 4), p(6, 4), p(6, 6), p(4, 6), p(4, 4)], tags: [:])
        let relation = OSMRelation(id: 9, members: [
            OSMMember(ref: OSMRef(.way, 1), role: "outer", inline: []),
            OSMMember(ref: OSMRef(.way, 3), role: "inner", inline: []),
            OSMMember(ref: OSMRef(.way, 2), role: "outer", inline: []),
        ], tags: ["type": "multipolygon", "indoor": "room"])
        var data = OSMData()
        data.ways = [outer1, outer2, hole]
        data.relations = [relation]
        var log = DiagnosticLog()
        let features = OSMAssembler.features(data, file: "t.osm", log: &log)
        let room = try #require(features.first { $0.ref == OSMRef(.relation, 9) })
        guard case .polygon(let rings)? = room.geometry else { Issue.record("expected a polygon, got \(String(describing: room.geometry))"); return }
        #expect(rings.count == 2, "outer ring and hole")
        #expect(room.geometry?.contains(p(2, 2)) == true)
        #expect(room.geometry?.contains(p(5, 5)) == false, "the hole is not inside")
    }

    @Test func aTaggedNodeWithoutAPositionIsSkippedWithItsId() {
        var data = OSMData()
        data.nodes = [OSMNode(id: 42, point: nil, tags: ["amenity": "toilets"])]
        var log = DiagnosticLog()
        #expect(OSMAssembler.features(data, file: "t.osm", log: &log).isEmpty)
        #expect(log.items.contains { $0.featureID == "node/42" && $0.message.contains("without a position") })
    }
}
