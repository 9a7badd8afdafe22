import Testing
@testable import VenueFormats

/// What a station's network lacks, said by the reader for `atrium validate` (issue 36, item 8):
/// ways with no level in a building of several levels, level changes with nothing saying how,
/// escalators without a direction; one grouped line per kind, naming feature ids.
@Suite struct OSMNetworkChecksTests {
    /// A line way through new nodes.
    static func way(_ id: Int64, nodes first: Int64, _ points: [(Double, Double)], _ tags: [String: String]) -> String {
        var s = ""
        for (i, p) in points.enumerated() { s += "<node id='\(first + Int64(i))' lat='\(p.1)' lon='\(p.0)'/>\n" }
        s += "<way id='\(id)'>" + points.indices.map { "<nd ref='\(first + Int64($0))'/>" }.joined()
        for (k, v) in tags.sorted(by: { $0.key < $1.key }) { s += "<tag k='\(k)' v='\(v)'/>" }
        return s + "</way>\n"
    }

    /// A two-level building with rooms on both levels and a footway on each, joined by the way `link`.
    static func station(link: [String: String], extra: String = "") -> String {
        let building = OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11.0, lat: 48.0, size: 0.002, tags: ["building": "train_station"])
        let room0 = OSMFixtures.squareWay(id: 2, firstNode: 10, lon: 11.0002, lat: 48.0002, size: 0.0002, tags: ["indoor": "room", "level": "0", "name": "Kiosk"])
        let room1 = OSMFixtures.squareWay(id: 3, firstNode: 20, lon: 11.0012, lat: 48.0012, size: 0.0002, tags: ["indoor": "room", "level": "1", "name": "Lounge"])
        // Footways on each level ending at the link's two ends (nodes 100 and 200).
        var s = "<node id='100' lat='48.0008' lon='11.0008'/><node id='200' lat='48.0010' lon='11.0010'/>\n"
        s += "<node id='101' lat='48.0005' lon='11.0005'/><node id='201' lat='48.0011' lon='11.0011'/>\n"
        s += "<way id='10'><nd ref='101'/><nd ref='100'/><tag k='highway' v='footway'/><tag k='level' v='0'/></way>\n"
        s += "<way id='11'><nd ref='200'/><nd ref='201'/><tag k='highway' v='footway'/><tag k='level' v='1'/></way>\n"
        s += "<way id='12'><nd ref='100'/><nd ref='200'/>" + link.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</way>\n"
        return OSMFixtures.osm(building + room0 + room1 + s + extra)
    }

    static func messages(_ text: String) throws -> [Diagnostic] {
        try OSMFixtures.load(text, name: "station.osm").diagnostics
    }

    @Test func aLevelChangeWithNothingSayingHowIsNamed() throws {
        let ds = try Self.messages(Self.station(link: ["highway": "footway", "level": "0;1"]))
        let d = try #require(ds.first { $0.message.contains("joins two levels") }, "\(ds.map(\.message))")
        #expect(d.featureID == "way/12" && d.severity == .warning)
        let tagged = try Self.messages(Self.station(link: ["highway": "steps", "level": "0;1"]))
        #expect(!tagged.contains { $0.message.contains("joins two levels") }, "steps say how")
    }

    @Test func anEscalatorWithoutADirectionIsNamed() throws {
        let ds = try Self.messages(Self.station(link: ["highway": "footway", "conveying": "yes", "level": "0;1"]))
        #expect(ds.contains { $0.featureID == "way/12" && $0.message.hasPrefix("escalator without a direction") }, "\(ds.map(\.message))")
        let forward = try Self.messages(Self.station(link: ["highway": "footway", "conveying": "forward", "level": "0;1"]))
        #expect(!forward.contains { $0.message.hasPrefix("escalator without a direction") })
    }

    @Test func waysWithNoLevelInTheBuildingAreNamedInOneLine() throws {
        let unleveled = Self.way(30, nodes: 300, [(11.0003, 48.0015), (11.0009, 48.0015)], ["highway": "footway", "indoor": "yes"])
            + Self.way(31, nodes: 310, [(11.0003, 48.0017), (11.0009, 48.0017)], ["highway": "corridor"])
            + Self.way(32, nodes: 320, [(11.01, 48.01), (11.011, 48.01)], ["highway": "footway"])
        let ds = try Self.messages(Self.station(link: ["highway": "steps", "level": "0;1"], extra: unleveled))
        let found = ds.filter { $0.message.contains("has no level in a building of 2 levels") }
        #expect(Set(found.compactMap(\.featureID)) == ["way/30", "way/31"], "the street footway outside is no concern: \(ds.map(\.message))")
        let lines = DiagnosticGroup.group(found).map(\.description)
        #expect(lines.count == 1 && lines[0].contains("2×") && lines[0].contains("way/30"), "\(lines)")
    }
}
