import Foundation
import VenueFormats
import Testing
import MapCore
@testable import VenueFixtures

@Suite struct SyntheticVenueTests {
    private func load(_ venue: SyntheticVenue) throws -> LoadResult {
        try IMDFLoader.load(members: venue.members(), sourcePath: "synthetic")
    }

    @Test(arguments: [1, 2, 7, 60, 61, 200, 1234])
    func hasExactlyTheUnitsAskedFor(units: Int) throws {
        let venue = SyntheticVenue(units: units)
        let result = try load(venue)
        #expect(result.archive.units.count == units)
        #expect(result.graph.floors.count == venue.levels)
        let perLevel = result.graph.floors.map { result.graph.contents(ordinal: $0.ordinal).units.count }
        #expect(perLevel == (0..<venue.levels).map { venue.units(onLevel: $0) })
    }

    @Test func loadsWithoutErrorsOrWarnings() throws {
        let result = try load(SyntheticVenue(units: 500))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.prefix(5))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5))")
    }

    @Test func levelsGrowWithSize() {
        #expect(SyntheticVenue.defaultLevels(forUnits: 40) == 1)
        #expect(SyntheticVenue.defaultLevels(forUnits: 1000) == 2)
        #expect(SyntheticVenue.defaultLevels(forUnits: 10_000) == 4)
        #expect(SyntheticVenue.defaultLevels(forUnits: 100_000) == 10)
        #expect(SyntheticVenue.defaultLevels(forUnits: 10_000_000) == 10)
        #expect(SyntheticVenue(units: 5, levels: 9).levels == 5)
    }

    @Test func isDeterministicAndSeeded() {
        let a = SyntheticVenue(units: 300).members()
        let b = SyntheticVenue(units: 300).members()
        let c = SyntheticVenue(units: 300, seed: 2).members()
        #expect(a.map(\.path) == b.map(\.path))
        #expect(a.map(\.bytes) == b.map(\.bytes))
        #expect(a.map(\.bytes) != c.map(\.bytes))
    }

    @Test func hasDoorsAmenitiesAndNamedRooms() throws {
        let result = try load(SyntheticVenue(units: 400))
        let a = result.archive
        // One door per room plus one per corridor: every unit but the spines.
        #expect(a.openings.count == a.units.count - result.graph.floors.count)
        #expect(a.amenities.count >= 20)
        #expect(a.amenities.allSatisfy { result.graph.unitOfAmenity[result.graph.amenityIndex[$0.id]!] != nil })
        let categories = Set(a.units.map(\.category))
        #expect(categories.isSuperset(of: ["walkway", "stairs", "elevator", "room", "office"]))
        #expect(a.units.filter { $0.name != nil }.count > a.units.count / 2)
    }

    @Test func unitsTileTheLevelWithoutOverlap() throws {
        let result = try load(SyntheticVenue(units: 300))
        let model = MapModel(graph: result.graph)
        for floor in model.floors.values {
            let units = floor.units
            for (i, u) in units.enumerated() {
                var overlapping = 0
                floor.unitIndex.forEach(intersecting: u.bounds.insetBy(-0.05)) { j in
                    if j != i { overlapping += 1 }
                }
                #expect(overlapping == 0, "unit \(i) overlaps \(overlapping) others")
                #expect(u.area > 10)
            }
            // Everything lies within the level outline.
            let outline = try #require(floor.levels.first).bounds.insetBy(0.05)
            #expect(units.allSatisfy { outline.contains($0.bounds.min) && outline.contains($0.bounds.max) })
        }
    }

    @Test func decimalsHaveSevenPlaces() {
        var bytes: [UInt8] = []
        GeoJSONWriter.decimal(-9.95, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        GeoJSONWriter.decimal(48.000_000_04, into: &bytes)
        bytes.append(UInt8(ascii: " "))
        GeoJSONWriter.decimal(-0.000_000_6, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "-9.9500000 48.0000000 -0.0000006")
    }
}
