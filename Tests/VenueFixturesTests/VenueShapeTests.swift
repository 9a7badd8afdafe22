import VenueFormats
import Testing
import MapCore
@testable import VenueFixtures

/// The office floor plate and terminal shapes: sizes, what each shape is made of, and that
/// they load cleanly and route.
@Suite struct VenueShapeTests {
    private func load(_ venue: SyntheticVenue) throws -> LoadResult {
        try IMDFLoader.load(members: venue.members(), sourcePath: "synthetic")
    }

    @Test(arguments: [VenueShape.officePlate, .terminal], [1, 9, 70, 264, 1770])
    func everyShapeHasExactlyTheUnitsAskedForAndNoDiagnostics(shape: VenueShape, units: Int) throws {
        let venue = SyntheticVenue(units: units, shape: shape)
        let result = try load(venue)
        #expect(result.archive.units.count == units)
        #expect(result.graph.floors.count == venue.levels)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5))")
    }

    @Test func officePlatesHaveNoOpeningsAndOfficesAlongAisles() throws {
        let result = try load(SyntheticVenue(units: 1770, shape: .officePlate))
        let a = result.archive
        #expect(a.openings.isEmpty)
        #expect(result.graph.floors.count == 6)
        let offices = a.units.filter { $0.category == "office" }
        let aisles = a.units.filter { $0.category == "walkway" }
        // Like the floor plates the issue measured: ~1,600 offices on ~170 aisles.
        #expect((1400...1700).contains(offices.count), "\(offices.count) offices")
        #expect((150...190).contains(aisles.count), "\(aisles.count) aisles")
        // Long room numbers: wing, level, aisle, office and side, e.g. "N30712-E".
        let names = offices.compactMap { $0.name?.resolve("en") }
        #expect(names.count == offices.count)
        #expect(names.allSatisfy { $0.count >= 8 })
        #expect(Set(names).count == names.count)
    }

    @Test func officePlatesRouteBetweenOfficesOnDifferentFloors() throws {
        let result = try load(SyntheticVenue(units: 600, shape: .officePlate))
        let model = MapModel(graph: result.graph)
        let router = Router(model: model)
        let offices = result.archive.units.filter { $0.category == "office" }
        let first = try #require(offices.first), last = try #require(offices.last)
        let a = try #require(result.graph.handle(forID: first.id)), b = try #require(result.graph.handle(forID: last.id))
        let route = try router.route(from: a, to: b)
        #expect(route.legs.count >= 2)
    }

    @Test func terminalsAreDenseInAmenitiesFixturesSectionsAndGeofences() throws {
        let result = try load(SyntheticVenue(units: 264, shape: .terminal))
        let a = result.archive
        #expect(result.graph.floors.count == 2)
        // The real terminal the issue measured: 106 amenities, 52 fixtures, 13 sections, 8 geofences.
        #expect((95...120).contains(a.amenities.count), "\(a.amenities.count) amenities")
        #expect((45...60).contains(a.fixtures.count), "\(a.fixtures.count) fixtures")
        #expect((10...16).contains(a.sections.count), "\(a.sections.count) sections")
        #expect(a.geofences.count == 8)
        #expect(a.openings.count == a.units.count - 2)     // a door on every unit but the two concourses
        #expect(a.units.contains { $0.category == "waitingroom" })
    }

    @Test func shapesAreDeterministic() {
        for shape in VenueShape.allCases {
            let a = SyntheticVenue(units: 300, shape: shape).members(), b = SyntheticVenue(units: 300, shape: shape).members()
            #expect(a.map(\.bytes) == b.map(\.bytes))
        }
    }
}
