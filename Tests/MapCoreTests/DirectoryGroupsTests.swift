import Foundation
import Testing
import TestSupport
import VenueFixtures
import VenueFormats
@testable import MapCore

/// The right directory group for every shop (issue 36, item 4): every OSM value of
/// ``OSMTagGroups`` read through the OSM reader lands in its group and never in "Other"; every
/// IMDF category of ../shared/imdf-categories.json has a group but the few that are "Other" on
/// purpose; street furniture and vacant shops are no directory entries.
@Suite struct DirectoryGroupsTests {
    /// An OSM file of one big unnamed room on level 0 holding one named node per `key=value`,
    /// each named "key=value".
    static func venue(_ pairs: [(String, String)]) throws -> VenueGraph {
        var xml = "<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>"
        let corners = [(11.0, 48.0), (11.01, 48.0), (11.01, 48.01), (11.0, 48.01)]
        for (i, c) in corners.enumerated() { xml += "<node id='\(i + 1)' lat='\(c.1)' lon='\(c.0)'/>" }
        xml += "<way id='1'><nd ref='1'/><nd ref='2'/><nd ref='3'/><nd ref='4'/><nd ref='1'/>"
            + "<tag k='indoor' v='room'/><tag k='level' v='0'/></way>"
        for (i, (k, v)) in pairs.enumerated() {
            let lat = 48.0005 + Double(i / 40) * 0.0002, lon = 11.0005 + Double(i % 40) * 0.0002
            xml += "<node id='\(100 + i)' lat='\(lat)' lon='\(lon)'><tag k='level' v='0'/>"
                + "<tag k='\(k)' v='\(v)'/><tag k='name' v='\(k)=\(v)'/></node>"
        }
        xml += "</osm>"
        return try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "groups.osm").graph
    }

    static let noon = LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 26), minute: 12 * 60)

    @Test func everyCommonOSMValueHasItsGroupInTheDirectory() throws {
        var pairs: [(String, String)] = []
        for (key, table) in OSMTagGroups.byKey { for value in table.keys.sorted() { pairs.append((key, value)) } }
        #expect(pairs.count > 350, "the table covers the values in common use")
        let graph = try Self.venue(pairs)
        let directory = Directory(graph: graph, search: SearchIndex(graph: graph), at: Self.noon)
        let byName = Dictionary(directory.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var other: [String] = [], missing: [String] = []
        for (key, value) in pairs {
            guard let e = byName["\(key)=\(value)"] else { missing.append("\(key)=\(value)"); continue }
            if e.group == .other { other.append("\(key)=\(value)") }
        }
        #expect(missing.isEmpty, "not in the directory: \(missing)")
        #expect(other.isEmpty, "grouped Other: \(other)")
    }

    /// The same values as named rooms (`indoor=room` areas): a room with an amenity IMDF has an
    /// amenity category for (a library, a left-luggage office, an information centre) was only
    /// a "room", grouped Other.
    @Test func everyCommonOSMValueAsARoomHasItsGroupInTheDirectory() throws {
        var sketch = OSMSketch()
        var names: [String] = []
        for (key, table) in OSMTagGroups.byKey {
            for value in table.keys.sorted() {
                let i = Double(names.count), x = (i.truncatingRemainder(dividingBy: 40)) * 6, y = (i / 40).rounded(.down) * 6
                names.append("\(key)=\(value)")
                sketch.rect(x, y, x + 5, y + 5, [("indoor", "room"), ("level", "0"), (key, value), ("name", names.last!)])
            }
        }
        let graph = try OSMLoader.load(bytes: Array(sketch.osmXML().utf8), sourcePath: "rooms.osm").graph
        let directory = Directory(graph: graph, search: SearchIndex(graph: graph), at: Self.noon)
        let other = directory.entries.filter { $0.group == .other && names.contains($0.name) }.map(\.name)
        #expect(other.isEmpty, "grouped Other: \(other)")
        for value in ["library", "locker", "lost_property_office", "information"] {
            let key = value == "information" ? "tourism" : "amenity"
            #expect(directory.entries.contains { $0.name == "\(key)=\(value)" && $0.group != .other }, "\(key)=\(value)")
        }
    }

    @Test func tableGroupsAreTheGroupsOfTheirValues() {
        for (key, table) in OSMTagGroups.byKey {
            for (value, group) in table {
                let got = CategoryGroup(category: value)
                // One value in two keys takes the group of the first key (``OSMTagGroups/byKey``).
                let first = OSMTagGroups.byKey.first { $0.table[value] != nil }!
                #expect(got == first.table[value], "\(key)=\(value): \(got), table says \(group)")
            }
        }
        #expect(CategoryGroup(category: "clothes") == .shopping && CategoryGroup(category: "chemist") == .shopping)
        #expect(CategoryGroup(category: "travel_agency") == .services && CategoryGroup(category: "e-cigarette") == .shopping)
        #expect(CategoryGroup(category: "pharmacy") == .health && CategoryGroup(category: "ticket") == .services)
    }

    @Test func streetFurnitureAndVacantShopsAreNoDirectoryEntries() throws {
        let pairs = OSMTagGroups.notPlaces.flatMap { key, values in values.sorted().map { (key, $0) } }
        let graph = try Self.venue(pairs + [("shop", "clothes")])
        let names = Set(Directory(graph: graph, search: SearchIndex(graph: graph), at: Self.noon).entries.map(\.name))
        #expect(names == ["shop=clothes"], "\(names)")
    }

    /// The IMDF categories of one feature type from ../shared/imdf-categories.json.
    static func imdfCategories(_ type: String) throws -> [String] {
        let url = TestPaths.shared.appendingPathComponent("imdf-categories.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        return try #require(json[type] as? [String])
    }

    @Test(arguments: ["unit", "amenity", "section", "occupant"])
    func everyIMDFCategoryHasAGroupButThoseOtherOnPurpose(_ type: String) throws {
        let categories = try Self.imdfCategories(type)
        #expect(!categories.isEmpty)
        let other = categories.filter { CategoryGroup(category: $0) == .other && !CategoryGroupRules.otherOnPurpose.contains($0) }
        #expect(other.isEmpty, "\(type) categories grouped Other: \(other)")
    }

    @Test func whatIsOtherOnPurposeIsOther() {
        let grouped = CategoryGroupRules.otherOnPurpose.filter { CategoryGroup(category: $0) != .other }
        #expect(grouped.isEmpty, "\(grouped)")
    }
}
