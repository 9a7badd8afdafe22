import Foundation
import Testing
import VenueFormats
@testable import MapCore

/// Hours and time for OSM venues (issue 36, item 5): a zone from `addr:country` /
/// `is_in:country`, else the nearest zone of zone1970.tab by the venue's coordinates, a zone
/// given by the user before both, each said with its reason; unread hours show their text.
@Suite struct VenueTimeZoneTests {
    /// One shop room at a place, with extra tags on it.
    static func graph(lat: Double, lon: Double, _ extra: [String: String] = [:]) throws -> VenueGraph {
        var tags = ["indoor": "room", "level": "0", "shop": "books", "name": "Books", "opening_hours": "Mo-Sa 10:00-20:00"]
        tags.merge(extra) { _, new in new }
        let s = 0.0002
        var xml = "<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>"
        for (i, c) in [(lon, lat), (lon + s, lat), (lon + s, lat + s), (lon, lat + s)].enumerated() {
            xml += "<node id='\(i + 1)' lat='\(c.1)' lon='\(c.0)'/>"
        }
        xml += "<way id='1'><nd ref='1'/><nd ref='2'/><nd ref='3'/><nd ref='4'/><nd ref='1'/>"
        for (k, v) in tags.sorted(by: { $0.key < $1.key }) { xml += "<tag k='\(k)' v='\(v)'/>" }
        xml += "</way></osm>"
        return try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "zone.osm").graph
    }

    @Test func anOSMVenueInBerlinIsOnBerlinTimeOnAUTCMachine() throws {
        let choice = VenueTimeZone.choice(for: try Self.graph(lat: 52.525, lon: 13.369), at: nil)
        #expect(choice.zone.identifier == "Europe/Berlin")
        #expect(choice.reason.contains("nearest zone"), "\(choice.description)")
    }

    @Test func theCountryTagsComeFirst() throws {
        // Near Strasbourg's border, the nearest zone is Paris; the data says Germany (Kehl).
        let kehl = try Self.graph(lat: 48.575, lon: 7.815, ["addr:country": "DE"])
        #expect(VenueTimeZone.choice(for: kehl, at: nil).zone.identifier == "Europe/Berlin")
        #expect(VenueTimeZone.choice(for: kehl, at: nil).reason == "the venue's country, DE")
        let named = try Self.graph(lat: 48.575, lon: 7.815, ["is_in:country": "Germany"])
        #expect(VenueTimeZone.choice(for: named, at: nil).description == "Europe/Berlin (the venue's country, DE)")
        #expect(VenueTimeZone.countryCode("germany") == "DE" && VenueTimeZone.countryCode("Atlantis") == nil)
    }

    @Test func aZoneGivenByTheUserWins() throws {
        var g = try Self.graph(lat: 52.525, lon: 13.369, ["addr:country": "DE"])
        g.timeZoneIdentifier = "Asia/Tokyo"
        let choice = VenueTimeZone.choice(for: g, at: nil)
        #expect(choice.zone.identifier == "Asia/Tokyo" && choice.reason == "given with --time-zone")
    }

    @Test func unreadHoursShowTheirText() {
        let now = LocalDateTime(iso: "2026-11-26T12:00")!
        let status = HoursStatus(hours: "5:30 am to 10:30 pm", at: now)
        #expect(status?.text == "5:30 am to 10:30 pm (not understood)" && status?.isOpen == nil)
        #expect(HoursStatus(hours: "call\u{1B}[2J us", at: now)?.text == "call [2J us (not understood)", "no control characters")
    }
}
