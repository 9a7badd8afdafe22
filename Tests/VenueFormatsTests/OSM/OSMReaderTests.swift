import Foundation
import Testing
@testable import VenueFormats

/// The readers and the tag mapping on small documents.
@Suite struct OSMReaderTests {
    static let corridor = OSMFixtures.squareWay(id: 1, firstNode: 100, lon: 5.0, lat: 45.0, size: 0.0002,
                                                tags: ["indoor": "corridor", "level": "0"])

    @Test func multipolygonRoomKeepsItsHole() throws {
        // Outer ring split over two ways (joined end to end), one inner way.
        let body = """
        <node id='1' lat='45.0' lon='5.0'/><node id='2' lat='45.0' lon='5.001'/><node id='3' lat='45.001' lon='5.001'/><node id='4' lat='45.001' lon='5.0'/>
        <node id='5' lat='45.0004' lon='5.0004'/><node id='6' lat='45.0004' lon='5.0006'/><node id='7' lat='45.0006' lon='5.0006'/><node id='8' lat='45.0006' lon='5.0004'/>
        <way id='10'><nd ref='1'/><nd ref='2'/><nd ref='3'/></way>
        <way id='11'><nd ref='3'/><nd ref='4'/><nd ref='1'/></way>
        <way id='12'><nd ref='5'/><nd ref='6'/><nd ref='7'/><nd ref='8'/><nd ref='5'/></way>
        <relation id='20'><member type='way' ref='10' role='outer'/><member type='way' ref='12' role='inner'/><member type='way' ref='11' role='outer'/>
          <tag k='type' v='multipolygon'/><tag k='indoor' v='room'/><tag k='level' v='1'/><tag k='name' v='Atrium'/></relation>
        """
        let r = try OSMFixtures.load(OSMFixtures.osm(body))
        let unit = try #require(r.archive.units.first)
        guard case .polygon(let rings) = unit.geometry else { Issue.record("not a polygon: \(unit.geometry)"); return }
        #expect(rings.count == 2 && rings[0].count == 5 && rings[1].count == 5)
        #expect(!unit.geometry.contains(GeoPoint(longitude: 5.0005, latitude: 45.0005)), "the hole is not part of the room")
        #expect(unit.geometry.contains(GeoPoint(longitude: 5.0002, latitude: 45.0002)))
        #expect(unit.name?.values["und"] == "Atrium")
    }

    @Test func truncatedXMLReportsItsLineAndKeepsWhatCameBefore() throws {
        let full = OSMFixtures.osm(Self.corridor + OSMFixtures.squareWay(id: 2, firstNode: 200, lon: 5.001, lat: 45.0, size: 0.0002,
                                                                           tags: ["indoor": "room", "level": "0"]))
        let cut = String(full.prefix(full.count - 60))
        let r = try OSMFixtures.load(cut, name: "cut.osm")
        let e = try #require(r.diagnostics.first { $0.severity == .error })
        #expect(e.file == "cut.osm")
        #expect(e.line != nil && e.line! >= 10 && e.column != nil)
        #expect(e.description.hasPrefix("error: cut.osm:\(e.line!):"))
        #expect(r.archive.units.count == 1, "the corridor read before the cut still loads")
    }

    @Test func overpassOutGeomWithoutNodes() throws {
        // `out geom`: ways carry lat/lon inline, relation members too; no <node> element at all.
        let body = """
        <way id='1'><bounds minlat='45' minlon='5' maxlat='45.001' maxlon='5.001'/>
          <nd ref='1' lat='45.0' lon='5.0'/><nd ref='2' lat='45.0' lon='5.001'/><nd ref='3' lat='45.001' lon='5.001'/><nd ref='4' lat='45.001' lon='5.0'/><nd ref='1' lat='45.0' lon='5.0'/>
          <tag k='indoor' v='corridor'/><tag k='level' v='0'/></way>
        <relation id='9'><member type='way' ref='7' role='outer'><nd lat='45.0' lon='5.002'/><nd lat='45.0' lon='5.003'/><nd lat='45.001' lon='5.003'/></member>
          <member type='way' ref='8' role='outer'><nd lat='45.001' lon='5.003'/><nd lat='45.001' lon='5.002'/><nd lat='45.0' lon='5.002'/></member>
          <tag k='type' v='multipolygon'/><tag k='indoor' v='room'/><tag k='level' v='0'/><tag k='ref' v='A12'/></relation>
        """
        let r = try OSMFixtures.load(OSMFixtures.osm(body), name: "geom.osm")
        #expect(r.archive.units.count == 2)
        #expect(r.diagnostics.filter { $0.severity == .error }.isEmpty)
        // A room with only ref=* is labelled by it.
        #expect(r.archive.units.contains { $0.name?.values["und"] == "A12" })
    }

    @Test func overpassJSONWithInlineGeometry() throws {
        let json = """
        {"version": 0.6, "elements": [
          {"type": "way", "id": 1, "tags": {"indoor": "room", "level": "1;2", "name": "Lab", "name:de": "Labor", "room": "laboratory"},
           "geometry": [{"lat": 45.0, "lon": 5.0}, {"lat": 45.0, "lon": 5.001}, {"lat": 45.001, "lon": 5.001}, {"lat": 45.0, "lon": 5.0}]},
          {"type": "node", "id": 5, "lat": 45.0005, "lon": 5.0007, "tags": {"amenity": "vending_machine", "level": "2"}}
        ]}
        """
        let r = try OSMFixtures.load(json, name: "overpass.json")
        #expect(OSMFixtures.unitsPerLevel(r) == ["1": 1, "2": 1])
        let lab = try #require(r.archive.units.first)
        #expect(lab.category == "laboratory" && lab.name?.values == ["und": "Lab", "de": "Labor"])
        #expect(r.archive.amenities.count == 1 && r.archive.amenities[0].category == "vendingmachine")
        #expect(r.graph.ordinal(ofUnit: r.graph.unitOfAmenity[0]!) == r.graph.floors.last!.ordinal)
    }

    @Test func geoJSONWithTagsUnderProperties() throws {
        let json = """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "id": "way/3", "properties": {"type": "way", "id": 3, "tags": {"indoor": "area", "level": "0,5"}, "meta": {}},
           "geometry": {"type": "Polygon", "coordinates": [[[5.0, 45.0], [5.001, 45.0], [5.001, 45.001], [5.0, 45.0]]]}}
        ]}
        """
        let r = try OSMFixtures.load(json, name: "tags.geojson")
        #expect(OSMFixtures.unitsPerLevel(r) == ["0.5": 1])
        #expect(r.archive.units[0].category == "unenclosedarea")
    }

    @Test func levelFormsInOneBuilding() throws {
        var body = ""
        let forms: [(String, String)] = [("level", "0"), ("level", "-1-1"), ("level", "2;0"), ("level", "0.5"), ("level", "1,5"), ("repeat_on", "3;4")]
        for (i, (key, value)) in forms.enumerated() {
            body += OSMFixtures.squareWay(id: Int64(i + 1), firstNode: Int64(100 * (i + 1)), lon: 5.0 + Double(i) * 0.001, lat: 45.0, size: 0.0002,
                                          tags: ["indoor": "room", key: value])
        }
        body += OSMFixtures.squareWay(id: 50, firstNode: 5000, lon: 5.01, lat: 45.0, size: 0.0002,
                                      tags: ["indoor": "room", "min_level": "5", "max_level": "6"])
        let r = try OSMFixtures.load(OSMFixtures.osm(body))
        #expect(OSMFixtures.unitsPerLevel(r) == ["-1": 1, "0": 3, "0.5": 1, "1": 1, "1.5": 1, "2": 1, "3": 1, "4": 1, "5": 1, "6": 1])
        // Half levels are levels of their own, between their neighbours.
        let order = r.graph.floors.map { r.graph.shortName(ordinal: $0.ordinal) }
        #expect(order == ["-1", "0", "0.5", "1", "1.5", "2", "3", "4", "5", "6"])
        #expect(r.graph.floors.first { r.graph.shortName(ordinal: $0.ordinal) == "0" }?.ordinal == 0)
        #expect(r.graph.floors.map { r.graph.levelName(ordinal: $0.ordinal) }.prefix(4) == ["Basement 1", "Ground floor", "Floor 0.5", "Floor 1"])
    }

    @Test func unreadableLevelIsReportedWithItsElement() throws {
        let r = try OSMFixtures.load(OSMFixtures.osm(Self.corridor + OSMFixtures.squareWay(id: 7, firstNode: 700, lon: 5.01, lat: 45.0, size: 0.0002,
                                                                                             tags: ["indoor": "room", "level": "ground"])))
        let d = try #require(r.diagnostics.first { $0.featureID == "way/7" })
        #expect(d.message.contains("\"ground\"") && d.line != nil)
        #expect(r.archive.units.count == 1)
    }

    @Test func multiLevelStairsStandOnEachLevelAndJoinThem() throws {
        let body = Self.corridor
            + OSMFixtures.squareWay(id: 2, firstNode: 200, lon: 5.0, lat: 45.0, size: 0.0002, tags: ["indoor": "corridor", "level": "1"])
            + OSMFixtures.squareWay(id: 3, firstNode: 300, lon: 5.0001, lat: 45.0001, size: 0.00005, tags: ["indoor": "room", "stairs": "yes", "level": "0;1"])
            + "<node id='9' lat='45.00005' lon='5.00015'><tag k='highway' v='elevator'/><tag k='level' v='0-1'/></node>"
        let r = try OSMFixtures.load(OSMFixtures.osm(body))
        let stairs = r.archive.units.filter { $0.category == "stairs" }
        #expect(Set(stairs.map(\.levelID)).count == 2)
        // One connector relationship for the stairs and one for the elevator node; the meeting
        // points of the node's per-level elevator units with the corridors are `traversal`
        // joins of the walking network (issue 36), not connectors.
        let connectors = r.archive.relationships.filter { $0.category != "traversal" }
        #expect(connectors.count == 2)
        #expect(connectors.contains { $0.category == "elevator" && $0.origin != nil && $0.destination != nil })
        #expect(r.archive.amenities.filter { $0.category == "elevator" }.count == 2)
    }

    @Test func doorNodeOnARoomOutlineBecomesAnOpeningAlongIt() throws {
        let body = Self.corridor + "<node id='50' lat='45.0' lon='5.0001'><tag k='door' v='hinged'/><tag k='level' v='0'/></node>"
        let r = try OSMFixtures.load(OSMFixtures.osm(body))
        let o = try #require(r.archive.openings.first)
        let pts = o.geometry.allPoints
        #expect(pts.allSatisfy { abs($0.latitude - 45.0) < 1e-9 }, "the door lies along the southern wall")
        #expect(o.door?.type == "swinging" && o.category == "pedestrian")
    }

    @Test func nonIndoorFeaturesAreCountedInOneDiagnostic() throws {
        let body = Self.corridor + """
        <node id='1' lat='45.1' lon='5.1'/><node id='2' lat='45.2' lon='5.2'/>
        <way id='30'><nd ref='1'/><nd ref='2'/><tag k='highway' v='residential'/></way>
        <way id='31'><nd ref='1'/><nd ref='2'/><tag k='highway' v='service'/></way>
        <relation id='40'><member type='way' ref='30' role=''/><tag k='type' v='route'/><tag k='route' v='bus'/></relation>
        """
        let r = try OSMFixtures.load(OSMFixtures.osm(body))
        let skips = r.diagnostics.filter { $0.message.hasPrefix("skipped") }
        #expect(skips.count == 1)
        #expect(skips.first?.message == "skipped 3 feature(s) that are not indoor data: 2 highway=* without level, 1 route=bus relations")
    }

    @Test func formatIsChosenByContentNotName() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-osm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("export.txt").path
        try Data(OSMFixtures.osm(Self.corridor).utf8).write(to: URL(fileURLWithPath: path))
        let r = try IMDFLoader.load(path: path)
        #expect(r.archive.units.count == 1)
        #expect(r.graph.venueName == "export")
    }

    @Test func aVenueIsTitledAfterItsStationNodeOrBuildingRatherThanTheFile() throws {
        let station = "<node id='900' lat='45.0001' lon='5.0001'><tag k='public_transport' v='station'/><tag k='railway' v='station'/><tag k='name' v='Gare Centrale'/></node>\n"
        #expect(try OSMFixtures.load(OSMFixtures.osm(Self.corridor + station), name: "dump-2024.osm").graph.venueName == "Gare Centrale")
        let building = OSMFixtures.squareWay(id: 901, firstNode: 910, lon: 4.9, lat: 44.9, size: 0.3,
                                             tags: ["building": "university", "name": "Campus Nord"])
        #expect(try OSMFixtures.load(OSMFixtures.osm(Self.corridor + building), name: "dump-2024.osm").graph.venueName == "Campus Nord")
        // Nothing names the place: the file does.
        #expect(try OSMFixtures.load(OSMFixtures.osm(Self.corridor), name: "dump-2024.osm").graph.venueName == "dump-2024")
    }

    @Test func entityExpansionBombIsRefusedWithItsLine() throws {
        var doctype = "<!DOCTYPE lolz [\n<!ENTITY l0 \"lollollollollollollollollol\">\n"
        for i in 1...9 { doctype += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">\n" }
        doctype += "]>\n"
        let text = "<?xml version='1.0'?>\n" + doctype + "<osm>\n" + Self.corridor + "<node id='9' lat='45' lon='5'><tag k='name' v='&l9;'/></node>\n</osm>\n"
        let r = try OSMFixtures.load(text, name: "bomb.osm")
        let e = try #require(r.diagnostics.first { $0.severity == .error })
        let bombLine = text.components(separatedBy: "<node id='9'")[0].filter { $0 == "\n" }.count + 1
        #expect(e.file == "bomb.osm" && e.line == bombLine)
        #expect(r.archive.units.count == 1, "what came before the bomb still loads")
    }

    @Test func nodeWithAnUnreadablePositionIsReportedWithItsLine() throws {
        let text = OSMFixtures.osm(Self.corridor + "<node id='77' lat='north' lon='5'><tag k='amenity' v='atm'/><tag k='level' v='0'/></node>")
        let r = try OSMFixtures.load(text)
        let d = try #require(r.diagnostics.first { $0.featureID == "node/77" })
        #expect(d.severity == .error && d.message.contains("unreadable position") && d.line == text.split(separator: "\n").count - 1)
        #expect(r.archive.units.count == 1 && r.archive.amenities.isEmpty)
    }

    /// Phones keep the grouping the source writes them with (the card shows them so); IMDF
    /// output gets their E.164 form.
    @Test func phonesKeepTheirGroupingAndBecomeE164OnlyInIMDF() {
        #expect(SITCategories.phone(["phone": "+33 4 80 04 13 20"]) == "+33 4 80 04 13 20")
        #expect(SITCategories.phone(["contact:phone": "+41-44-555.01.01;+41 44 555 01 02"]) == "+41-44-555.01.01")
        #expect(SITCategories.phone(["phone": " "]) == nil)
        #expect(SITCategories.phone([:]) == nil)
        #expect(PhoneNumber.e164("+33 4 80 04 13 20") == "+33480041320")
        #expect(PhoneNumber.e164("+49 731 / 50-24444") == "+497315024444")
        #expect(PhoneNumber.e164("04 80 04 13 20") == nil)
        #expect(PhoneNumber.e164("+33 4 80 04 13 20 ext. 5") == nil)
    }

    /// The byte paths for ASCII values give what the general string handling gives.
    @Test func asciiPathsReadValuesAsTheGeneralPathDoes() {
        let values = ["", " ", ";", ";;", " ;x", "+33 4 80 04 13 20", "\t+41 44;+41 45 ", "a\r\nb", "Fast_Food", "CAFÉ",
                      "..a.b..", "...", "yes", "Bäckerei", "\u{212A}iosk", "shop;bakery", "e\u{301}", "x y-z/1", "\u{A0}12\u{A0}"]
        for v in values {
            let word = String(v.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "_" ? $0 : "_" })
            #expect(SITCategories.occupantWord(v) == word, "\(v)")
            let cleaned = word.isEmpty || word == "yes" ? "shop" : word.trimmingCharacters(in: ["."])
            #expect(SITCategories.occupant(["shop": v]) == cleaned, "\(v)")
            let first = (v.split(separator: ";").first.map(String.init) ?? v).trimmingCharacters(in: .whitespaces)
            #expect(SITCategories.phone(["phone": v]) == (first.isEmpty ? nil : first), "\(v)")
        }
    }

    /// Metadata is told apart without hashing, and exactly the documented keys are metadata.
    @Test func metadataKeysAreExactlyTheListedOnes() {
        let others = ["", "i", "idx", "@", "@ids", "ref", "railway", "type", "tags", "timestamps", "users", "name", "@type", "t", "Meta"]
        for key in Array(OSMGeoJSONReader.metaKeys) + others {
            #expect(OSMRawProperties.member(key).isMeta == OSMGeoJSONReader.metaKeys.contains(key), "\(key)")
        }
        #expect(OSMRawProperties.member("id") == .id && OSMRawProperties.member("@id") == .atID)
        #expect(OSMRawProperties.member("type") == .type && OSMRawProperties.member("tags") == .tags)
        #expect(OSMRawProperties.member("name") == .tag && OSMRawProperties.member("@type") == .tag)
    }

    @Test func stableIDsAreUUIDsAndRepeatable() {
        let a = StableID.uuid("unit way/1 level 0")
        #expect(a == StableID.uuid("unit way/1 level 0"))
        #expect(a != StableID.uuid("unit way/1 level 1"))
        #expect(UUID(uuidString: a) != nil)
    }

    /// Converted archives keep their ids across versions: the hash and its hex form are fixed.
    @Test func stableIDsKeepTheirValues() {
        #expect(StableID.uuid("unit way/1 level 0") == "8c0e6d1c-7972-8aa6-b92e-f918aa623859")
        #expect(StableID.uuid("") == "cbf29ce4-8422-8325-ac62-272e07bb0142")
        #expect(StableID.uuid("opening node/-42 level 0.5") == "cb9346a1-78fd-8c9c-94f1-ea1a702d0265")
        #expect(StableID.uuid("Ünïcode") == "2b3811cd-d503-8fcb-8d79-b61d6dfbdff1")
    }

    /// The ids hashed piece by piece are those of the whole key's text.
    @Test func stableIDsOfPiecesAreThoseOfTheWholeKey() {
        let refs = [OSMRef(.way, 123), OSMRef(.node, -42), OSMRef(.relation, 0), OSMRef(.way, .max), OSMRef(.node, .min)]
        let levels: [Double] = [0, -1, 0.5, -0.5, 1000, -0.0, 1e15, 1e16, 2.5e-7]
        for ref in refs {
            for level in levels {
                #expect(StableID.uuid("unit", ref, level: level) == StableID.uuid("unit \(ref) level \(OSMLevels.text(level))"),
                        "\(ref) \(level)")
            }
        }
    }

    /// `OSMRef(text:)` reads ids from their bytes as the walk over the UTF-8 view did (the
    /// answer is compared with that walk, kept here, and the general parse after it): random
    /// prefixes, signs, digit counts around 18, spaces and non-ASCII text.
    @Test func refsReadFromBytesAsFromTheView() {
        func plainByView(_ text: String) -> OSMRef? {
            let u = text.utf8
            let kind: OSMElementKind, rest: Substring.UTF8View
            if u.starts(with: "way/".utf8) {
                (kind, rest) = (.way, u.dropFirst(4))
            } else if u.starts(with: "node/".utf8) {
                (kind, rest) = (.node, u.dropFirst(5))
            } else if u.starts(with: "relation/".utf8) {
                (kind, rest) = (.relation, u.dropFirst(9))
            } else {
                return nil
            }
            var value: Int64 = 0, digits = 0, negative = false
            for b in rest {
                if b == UInt8(ascii: "-") && digits == 0 && !negative {
                    negative = true
                    continue
                }
                guard (b &- 0x30) < 10, digits < 18 else { return nil }
                value = value * 10 + Int64(b - 0x30)
                digits += 1
            }
            return digits > 0 ? OSMRef(kind, negative ? -value : value) : nil
        }
        func general(_ text: String) -> OSMRef? {
            let t = text.trimmedWhitespace
            for kind in [OSMElementKind.node, .way, .relation] {
                for prefix in [kind.rawValue + "/", kind.rawValue + " ", String(kind.rawValue.prefix(1))] where t.hasPrefix(prefix) {
                    if let n = Int64(t.dropFirst(prefix.count)) { return OSMRef(kind, n) }
                }
            }
            return nil
        }
        var seed: UInt64 = 0x1234_5678_9ABC_DEF1
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let prefixes = ["way/", "node/", "relation/", "way", "w", "n", "r", "way ", "relation ", " way/", "wa/", "wáy/", ""]
        let pieces = ["-", "--", "0", "7", "12345678", "9", "+", " ", "é", "x"]
        for _ in 0..<5_000 {
            let text = prefixes[next(prefixes.count)] + (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined()
            #expect(OSMRef(text: text) == (plainByView(text) ?? general(text)), "\(text)")
        }
    }

    /// A join's id hashed piece by piece is that of its key's text (`relationship join A B P`,
    /// the point as ``GeoPoint/description`` writes it): random ids and points, zeros of both
    /// signs, points far out of range, and the ids' text hashed from its bytes as before.
    @Test func joinIDsOfPiecesAreThoseOfTheWholeKey() {
        var seed: UInt64 = 0xDA94_2042_E4DD_58B5
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 11
        }
        func coordinate(_ range: Double) -> Double {
            switch next() % 8 {
            case 0: return 0
            case 1: return -0.0
            case 2: return Double(Int(next() % 2_000_000) - 1_000_000) / 10_000_000   // seven decimals exactly
            case 3: return Double(bitPattern: next() << 11 | next() % 2048)             // any bits, NaN and huge ones too
            default: return (Double(next() % 1_000_000_000) / 1e9 * 2 - 1) * range
            }
        }
        let texts = ["", "a", "Ünïcode", "cafe\u{301}", StableID.uuid("unit way/1 level 0")]
        for _ in 0..<2_000 {
            let a = texts[Int(next() % UInt64(texts.count))] + String(next() % 100)
            let b = texts[Int(next() % UInt64(texts.count))]
            let p = GeoPoint(longitude: coordinate(180), latitude: coordinate(90))
            #expect(StableID.joinUUID(a, b, at: p) == StableID.uuid("relationship join \(a) \(b) \(p)"), "\(a) \(b) \(p)")
        }
    }
}

/// OpenStreetMap's credit stays on the map whatever the user asks.
@Suite struct OSMAttributionTests {
    @Test func osmCreditIsKeptBesideRequestedText() throws {
        let r = try OSMFixtures.load(OSMFixtures.osm(OSMReaderTests.corridor))
        #expect(r.attributionText() == "© OpenStreetMap contributors")
        #expect(r.attributionText(requested: "Floor plans: ACME") == "Floor plans: ACME · © OpenStreetMap contributors")
        #expect(r.attributionText(requested: "© OpenStreetMap contributors, ACME") == "© OpenStreetMap contributors, ACME")
    }

    @Test func imdfArchivesKeepTheirOwnRules() throws {
        let r = try Fixtures.load(Fixtures.minimal())
        #expect(r.attributionText() == "Test Venue")
        #expect(r.attributionText(requested: "Mine") == "Mine")
    }
}

/// Files in another scheme, or with no indoor data, are named for what they are (issue 22).
@Suite struct OSMSchemaTests {
    @Test func anIndoorOSMFileIsNamedAsSuch() {
        let body = OSMFixtures.squareWay(id: 10, firstNode: 1, lon: 11, lat: 48, size: 0.0001, tags: ["buildingpart": "room", "name": "Hall"])
            + "<relation id='20'><member type='way' ref='10' role='buildingpart'/><tag k='type' v='level'/><tag k='level' v='0'/></relation>"
        #expect {
            _ = try OSMFixtures.load(OSMFixtures.osm(body))
        } throws: { error in
            (error as? LoadFailure)?.message.contains("uses the IndoorOSM schema (buildingpart=*") == true
        }
    }

    @Test func aFileWithoutIndoorTagsSaysSo() {
        let body = "<node id='1' lat='48' lon='11'/><node id='2' lat='48' lon='11.001'/>"
            + "<way id='3'><nd ref='1'/><nd ref='2'/><tag k='highway' v='residential'/></way>"
        #expect {
            _ = try OSMFixtures.load(OSMFixtures.osm(body))
        } throws: { error in
            (error as? LoadFailure)?.message.contains("holds no indoor data") == true
        }
    }

    @Test func simpleIndoorTaggingWithProblemsKeepsItsOwnMessage() {
        // indoor=* present but nothing usable: the reading problems speak, not the scheme.
        let body = "<node id='1' lat='48' lon='11'/><node id='2' lat='48' lon='11.001'/>"
            + "<way id='3'><nd ref='1'/><nd ref='2'/><tag k='indoor' v='room'/><tag k='level' v='0'/></way>"
        #expect {
            _ = try OSMFixtures.load(OSMFixtures.osm(body))
        } throws: { error in
            (error as? LoadFailure)?.message.contains("no readable level and no readable unit") == true
        }
    }
}

/// Bytes that are not UTF-8 in an OSM XML file (issue 22's fuzzing: an attribute name with
/// one stopped the process inside Foundation's XMLParser).
@Suite struct OSMXMLEncodingTests {
    @Test func bytesThatAreNotUTF8AreReplacedAndReported() throws {
        var bytes = Array(OSMFixtures.osm(OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11, lat: 48, size: 0.0001,
                                                                tags: ["indoor": "room", "level": "0", "name": "Hall"])).utf8)
        // Turn the second letter of the attribute name "generator" into 0xE5, a lead byte
        // with no continuation (what crashed).
        let text = String(decoding: bytes, as: UTF8.self)
        let name = try #require(text.utf8.firstRange(of: "generator".utf8))
        bytes[text.utf8.distance(from: text.utf8.startIndex, to: name.lowerBound) + 1] = 0xE5
        let result = try OSMLoader.load(bytes: bytes, sourcePath: "broken.osm")
        #expect(result.archive.units.count == 1)
        #expect(result.diagnostics.contains { $0.message.contains("not UTF-8") && $0.line == 2 }, "\(result.diagnostics.map(\.description))")
    }

    @Test func validUTF8IsLeftAsItIs() {
        let text = Array("<osm><node id='1' lat='1' lon='2'><tag k='name' v='Café 東京 🏬'/></node></osm>".utf8)
        #expect(OSMXMLReader.firstInvalidUTF8(text) == nil)
        #expect(OSMXMLReader.firstInvalidUTF8(Array("ab".utf8) + [0xC3]) == 2, "a truncated sequence at the end")
    }
}

/// The meaning of OSM tags (issue 23): `toilets=yes` is an attribute, not a toilet;
/// connectors keep `indoor=yes`.
@Suite struct OSMTagMeaningTests {
    @Test func aRestaurantWithToiletsStaysARestaurant() throws {
        let body = OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11, lat: 48, size: 0.0002,
                                         tags: ["indoor": "room", "level": "0", "amenity": "restaurant", "toilets": "yes", "name": "Chez Nous"])
            + OSMFixtures.squareWay(id: 2, firstNode: 10, lon: 11.001, lat: 48, size: 0.0001,
                                    tags: ["indoor": "room", "level": "0", "amenity": "toilets", "name": "WC"])
        let result = try OSMFixtures.load(OSMFixtures.osm(body))
        let units = result.archive.units
        let restaurant = try #require(units.first { $0.name?.values.values.contains("Chez Nous") == true })
        #expect(!restaurant.category.hasPrefix("restroom"), "\(restaurant.category)")
        let toilet = try #require(units.first { $0.name?.values.values.contains("WC") == true })
        #expect(toilet.category.hasPrefix("restroom"))
    }

    @Test func anElevatorNodeMarkedIndoorIsAnElevator() throws {
        let body = OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11, lat: 48, size: 0.0003,
                                         tags: ["indoor": "corridor", "level": "0"])
            + "<node id='50' lat='48.0001' lon='11.0001'><tag k='highway' v='elevator'/><tag k='indoor' v='yes'/><tag k='level' v='0;1'/></node>"
        let result = try OSMFixtures.load(OSMFixtures.osm(body))
        let elevators = result.archive.amenities.filter { $0.category == "elevator" }.count
            + result.archive.units.filter { $0.category == "elevator" }.count
        #expect(elevators >= 1, "amenities: \(result.archive.amenities.map(\.category)), units: \(result.archive.units.map(\.category))")
    }
}
