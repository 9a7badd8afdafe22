import VenueFormats
import Testing
import MapCore
@testable import VenueFixtures

/// The office building and curved terminal: vertex statistics like the real venues issue #39
/// measured (so the bench cannot drift back to rectangles), holes, labels, and that they
/// load cleanly and route.
@Suite struct RealShapeTests {
    /// Vertices per unit (all rings, without the closing repeat), holes and labels of a loaded venue.
    struct Statistics {
        var vertices: [Int] = []
        var holes = 0
        var labels = 0
        var mean: Double { Double(vertices.reduce(0, +)) / Double(Swift.max(1, vertices.count)) }
        var max: Int { vertices.max() ?? 0 }
        var total: Int { vertices.reduce(0, +) }
    }

    private func statistics(_ a: IMDFArchive) -> Statistics {
        var s = Statistics()
        for u in a.units {
            let rings = u.geometry.polygons.flatMap { $0 }
            s.vertices.append(rings.reduce(0) { $0 + max(0, $1.count - 1) })
            s.holes += u.geometry.polygons.reduce(0) { $0 + max(0, $1.count - 1) }
            if u.name != nil { s.labels += 1 }
        }
        s.labels += a.occupants.count + a.amenities.filter { $0.name != nil }.count
        return s
    }

    private func load(_ shape: VenueShape, _ units: Int) throws -> LoadResult {
        try IMDFLoader.load(members: SyntheticVenue(units: units, shape: shape).members(), sourcePath: "synthetic")
    }

    @Test func theOfficeBuildingHasTheVertexStatisticsOfARealOne() throws {
        let result = try load(.officeBuilding, 1770)
        let s = statistics(result.archive)
        // The real building: 15 vertices a unit on average, at most 138, 26,859 in all.
        #expect(result.archive.units.count == 1770)
        #expect((13...18).contains(s.mean), "mean \(s.mean)")
        #expect((100...200).contains(s.max), "max \(s.max)")
        #expect((22_000...32_000).contains(s.total), "total \(s.total)")
        #expect(s.vertices.filter { $0 >= 10 }.count * 3 >= s.vertices.count, "most rooms are more than rectangles")
        #expect(s.holes >= 100, "\(s.holes) columns")
        #expect(Double(s.labels) >= 0.8 * Double(result.archive.units.count), "\(s.labels) labels")
        #expect(result.archive.occupants.count >= 200)
        #expect(result.graph.floors.count >= 6)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5))")
    }

    @Test func theCurvedTerminalHasLongCurvedConcoursesLikeARealOne() throws {
        let result = try load(.curvedTerminal, 264)
        let s = statistics(result.archive)
        // The real terminal: 45 vertices a unit on average, at most 864 (curved walls), 11,796 in all.
        #expect(result.archive.units.count == 264)
        #expect((38...55).contains(s.mean), "mean \(s.mean)")
        #expect((500...950).contains(s.max), "max \(s.max)")
        #expect((3...12).contains(s.vertices.filter { $0 >= 400 }.count), "\(s.vertices.filter { $0 >= 400 }) big units")
        #expect(s.holes >= 40, "\(s.holes) columns")
        #expect(result.archive.occupants.count >= 60)
        #expect(Double(s.labels) >= 0.6 * Double(result.archive.units.count), "\(s.labels) labels")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5))")
    }

    @Test(arguments: [VenueShape.officeBuilding, .curvedTerminal], [1, 9, 70, 300])
    func smallRealShapesHaveTheUnitsAskedForAndNoDiagnostics(shape: VenueShape, units: Int) throws {
        let result = try load(shape, units)
        #expect(result.archive.units.count == units)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5))")
    }

    // The curved terminal's departures level once split in two here: the wide opening between
    // two concourse pieces has its middle in a check-in desk, and its port on the concourse's
    // raster was a one-cell sliver between the desk and the wall (``WalkGrid/nearestPort``).
    @Test(arguments: [VenueShape.officeBuilding, .curvedTerminal])
    func realShapesRouteBetweenTheFirstAndLastNamedRoomAcrossLevels(shape: VenueShape) throws {
        let result = try load(shape, 400)
        let router = Router(model: MapModel(graph: result.graph))
        let rooms = result.archive.units.filter { $0.name != nil && !["walkway", "stairs", "elevator", "escalator"].contains($0.category) }
        let first = try #require(rooms.first), last = try #require(rooms.last)
        #expect(result.graph.ordinal(ofUnit: try #require(result.archive.units.firstIndex { $0.id == first.id }))
                != result.graph.ordinal(ofUnit: try #require(result.archive.units.firstIndex { $0.id == last.id })))
        let a = try #require(result.graph.handle(forID: first.id)), b = try #require(result.graph.handle(forID: last.id))
        let route = try router.route(from: a, to: b)
        #expect(route.legs.count >= 1)
    }
}
