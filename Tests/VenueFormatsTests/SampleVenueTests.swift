import Testing
@testable import VenueFormats

/// Our own sample venue in Data/ is clean and exercises what Atrium shows.
@Suite struct SampleVenueTests {
    @Test func validatesWithoutAnyDiagnostic() throws {
        let r = try IMDFLoader.load(path: Fixtures.sampleVenue.path)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.prefix(5))")
    }

    @Test func coversWhatTheIssueAsks() throws {
        let r = try IMDFLoader.load(path: Fixtures.sampleVenue.path)
        let a = r.archive
        #expect(r.graph.ordinals.count >= 3 && r.graph.ordinals.contains { $0 < 0 })
        #expect(a.units.count >= 80)
        #expect(a.occupants.count >= 25)
        #expect(!a.kiosks.isEmpty && !a.fixtures.isEmpty && !a.sections.isEmpty)
        let categories = Set(a.units.map(\.category))
        for c in ["walkway", "elevator", "stairs", "escalator", "nonpublic", "foodservice"] { #expect(categories.contains(c), "\(c)") }
        #expect(categories.contains { $0.hasPrefix("restroom") })
        #expect(Set(a.amenities.map(\.category)).isSuperset(of: ["atm", "information", "elevator"]))
        #expect(a.units.contains { ($0.name?.values.count ?? 0) >= 2 })
        #expect(a.occupants.allSatisfy { $0.hours != nil && $0.phone != nil && $0.website != nil })
        // The venue outline is larger than the building footprint.
        let venue = try #require(a.venue?.geometry?.bounds), foot = try #require(a.footprints.first?.geometry?.bounds)
        #expect(venue.min.longitude < foot.min.longitude && venue.max.latitude > foot.max.latitude)
        #expect(a.attribution == "© Atrium contributors (sample data, CC0)")
        #expect(r.graph.defaultOrdinal == 0)
    }
}
