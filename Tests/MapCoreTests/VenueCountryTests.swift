import Foundation
import Testing
import VenueFixtures
import VenueFormats
@testable import MapCore

/// `atrium convert` writes the venue's country into the IMDF address (issue 36), from what the
/// OSM data states, else from where the venue lies; the IMDF reader reads it back, and the
/// converted venue's hours are read in the same zone as the source's.
@Suite struct VenueCountryTests {
    /// The synthetic station (Berlin, no `addr:country`), or with `addr:country` on a room.
    static func station(country: String?) throws -> IMDFArchive {
        var s = SyntheticStation.standard()
        if let country { s.tag(wayNamed: "Bakery", ("addr:country", country)) }
        return try OSMLoader.load(bytes: Array(s.osmXML().utf8), sourcePath: "station.osm").archive
    }

    /// Writes an archive as the converter does and reads it back.
    static func roundTrip(_ archive: IMDFArchive) throws -> (archive: IMDFArchive, graph: VenueGraph) {
        var a = archive
        if let c = VenueTimeZone.country(of: a) { a.stateVenueCountry(c.code) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-country-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try IMDFWriter.write(a, to: dir.path)
        let r = try IMDFLoader.load(path: dir.path)
        return (r.archive, r.graph)
    }

    @Test func theStatedCountryIsWrittenAndReadBack() throws {
        let source = try Self.station(country: "AT")
        #expect(VenueTimeZone.country(of: source)?.code == "AT")
        let back = try Self.roundTrip(source)
        #expect(back.archive.venueAddressCountry == "AT")
        #expect(VenueTimeZone.choice(for: back.graph, at: nil).reason == "the venue's country, AT")
    }

    @Test func withoutACountryThePositionGivesIt() throws {
        let source = try Self.station(country: nil)
        #expect(source.country == nil)
        let found = try #require(VenueTimeZone.country(of: source))
        #expect(found.code == "DE", "52.5° N 13.4° E is Berlin: \(found)")
        let back = try Self.roundTrip(source)
        #expect(back.archive.venueAddressCountry == "DE")
        let zone = VenueTimeZone.choice(for: back.graph, at: nil)
        #expect(zone.zone.identifier == "Europe/Berlin" && zone.reason == "the venue's country, DE")
    }

    @Test func anAddressWithACountryIsLeftAsItIs() throws {
        var a = try Self.station(country: nil)
        a.stateVenueCountry("FR")
        #expect(a.addresses.count == 1)
        a.stateVenueCountry("DE")
        #expect(a.addresses.count == 1 && a.venueAddressCountry == "FR")
    }
}
