import Foundation
import Testing
import TestSupport

/// A small archive written to a temporary folder, in local meters (x east, y north) around
/// (8° E, 47° N).
struct ScratchVenue {
    var files: [String: [String]] = [:]
    private var count = 0

    static func position(_ x: Double, _ y: Double) -> String {
        "[\(8.0 + x / (111_200.0 * cos(47 * Double.pi / 180))),\(47.0 + y / 111_200.0)]"
    }

    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        let ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)].map { position($0.0, $0.1) }.joined(separator: ",")
        return #"{"type":"Polygon","coordinates":[[\#(ring)]]}"#
    }

    @discardableResult
    mutating func add(_ type: String, geometry: String, properties: String, id: String? = nil) -> String {
        count += 1
        let id = id ?? String(format: "00000000-0000-4000-8000-%012d", count)
        files[type, default: []].append(#"{"type":"Feature","id":"\#(id)","feature_type":"\#(type)","geometry":\#(geometry),"properties":{\#(properties)}}"#)
        return id
    }

    mutating func level(_ ordinal: Int, short: String, name: String, outdoor: Bool = false, building: String? = nil,
                        box: (Double, Double, Double, Double) = (0, 0, 100, 100), id: String? = nil) -> String {
        let b = building.map { #"["\#($0)"]"# } ?? "null"
        return add("level", geometry: Self.rectangle(box.0, box.1, box.2, box.3),
                   properties: #""category":"unspecified","outdoor":\#(outdoor),"ordinal":\#(ordinal),"name":{"en":"\#(name)"},"short_name":{"en":"\#(short)"},"building_ids":\#(b)"#, id: id)
    }

    mutating func unit(_ name: String, _ category: String, level: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        add("unit", geometry: Self.rectangle(x0, y0, x1, y1),
            properties: #""category":"\#(category)","restriction":null,"name":{"en":"\#(name)"},"level_id":"\#(level)""#)
    }

    /// Writes the archive (with a venue outline of `venue`) into a fresh temporary folder.
    func write(venue: (Double, Double, Double, Double) = (-10, -10, 110, 110)) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var all = files
        all["venue"] = [#"{"type":"Feature","id":"00000000-0000-4000-8000-999999999999","feature_type":"venue","geometry":\#(Self.rectangle(venue.0, venue.1, venue.2, venue.3)),"properties":{"category":"businesscampus","name":{"en":"Scratch"}}}"#]
        try #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#.write(to: dir.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)
        for (type, list) in all {
            try #"{"type":"FeatureCollection","features":[\#(list.joined(separator: ","))]}"#
                .write(to: dir.appendingPathComponent("\(type).geojson"), atomically: true, encoding: .utf8)
        }
        return dir
    }
}

/// The commands on real-world shapes of data: nearest destinations, levels that share an
/// ordinal, grouped validation, CJK search, framing a building in a large venue outline.
@Suite struct RealVenueCommandTests {
    func atrium(_ arguments: String...) async throws -> Command.Result {
        let binary = TestPaths.atriumBinary.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the atrium product first (scripts/test does)")
        return try await Command.run([binary] + arguments, timeout: 120)
    }

    @Test func routeToACategoryPicksTheNearestMatch() async throws {
        let r = try await atrium("route", TestPaths.sampleVenue.path, "--from", "Bookworm", "--to", "toilet", "--json")
        #expect(r.status == 0, "\(r.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let to = try #require(report["to"] as? [String: Any])
        #expect(to["name"] as? String == "Women's Restroom")
        #expect((report["total_meters"] as? Double ?? 999) < 65)
        let text = try await atrium("route", TestPaths.sampleVenue.path, "--from", "Bookworm", "--to", "toilet")
        #expect(text.stdout.contains("to Women's Restroom (level G)"), "\(text.stdout)")
    }

    static func sharedOrdinal() throws -> URL {
        var v = ScratchVenue()
        v.add("building", geometry: "null", properties: #""category":"unspecified","name":{"en":"Main Hall"}"#, id: "11111111-0000-4000-8000-000000000001")
        v.add("building", geometry: "null", properties: #""category":"unspecified","name":{"en":"Garden"}"#, id: "11111111-0000-4000-8000-000000000002")
        let indoor = v.level(0, short: "C", name: "C Indoor", building: "11111111-0000-4000-8000-000000000001", box: (0, 0, 60, 40))
        let outdoor = v.level(0, short: "C", name: "C Outdoor", outdoor: true, building: "11111111-0000-4000-8000-000000000002",
                              box: (60, 0, 100, 40), id: "22222222-0000-4000-8000-00000000000b")
        v.unit("Lobby", "lobby", level: indoor, 0, 0, 60, 40)
        v.unit("Terrace", "walkway", level: outdoor, 60, 0, 100, 40)
        return try v.write()
    }

    @Test func twoLevelsOnOneOrdinalAreBothNamedAndAccepted() async throws {
        let dir = try Self.sharedOrdinal()
        let info = try await atrium("info", dir.path)
        #expect(info.status == 0)
        #expect(info.stdout.contains("C+"), "\(info.stdout)")
        #expect(info.stdout.contains("\"C Indoor\"") && info.stdout.contains("Main Hall"), "\(info.stdout)")
        #expect(info.stdout.contains("\"C Outdoor\" (outdoor)") && info.stdout.contains("Garden"), "\(info.stdout)")
        for level in ["C Outdoor", "c indoor", "22222222-0000-4000-8000-00000000000b", "C"] {
            let r = try await atrium("render", dir.path, "--size", "60x20", "--level", level, "--color", "none")
            #expect(r.status == 0)
            #expect(!r.stderr.contains("no level"), "--level \(level): \(r.stderr)")
        }
        let bad = try await atrium("render", dir.path, "--size", "60x20", "--level", "Roof", "--color", "none")
        #expect(bad.status == 64 && bad.stderr.contains("no level \"Roof\" in this venue (levels: C, C)"), "\(bad.stderr)")
        let validate = try await atrium("validate", dir.path)
        #expect(validate.stdout.contains("2 levels share ordinal 0: C Indoor"), "\(validate.stdout)")
    }

    @Test func validateGroupsSeamansCenterIntoFewLinesAndNamesDoorlessRooms() async throws {
        let r = try await atrium("validate", TestPaths.imdfSample("seamans-center").path)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count < 60, "\(lines.count) lines:\n\(r.stdout)")
        #expect(r.stdout.contains("has no opening that leads anywhere; routes enter it through the wall"), "\(r.stdout)")
        #expect(lines.contains { $0.contains("×:") && $0.contains("(e.g. ") })
        let json = try await atrium("validate", TestPaths.imdfSample("seamans-center").path, "--json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let items = try #require(report["diagnostics"] as? [Any])
        #expect(items.count > lines.count * 5, "--json keeps every item: \(items.count)")
    }

    @Test func validateNamesIslandsAndPlaceholders() async throws {
        var v = ScratchVenue()
        let l = v.level(0, short: "G", name: "Ground")
        v.unit("Hall", "walkway", level: l, 0, 0, 40, 10)
        v.unit("Office", "room", level: l, 0, 10, 10, 20)
        v.unit("Vault", "room", level: l, 60, 60, 70, 70)
        v.unit("input name here", "room", level: l, 10, 10, 20, 20)
        let r = try await atrium("validate", try v.write().path)
        #expect(r.stdout.contains("unit \"Vault\" (level G) is an island"), "\(r.stdout)")
        #expect(r.stdout.contains("unit name \"input name here\" (en) is a placeholder"), "\(r.stdout)")
        // Office and the placeholder room are one grouped line; --json keeps each.
        // Named in words: the first as it is, the other by its name, never a placeholder.
        let grouped = try #require(r.stdout.split(separator: "\n").first { $0.contains("2×: unit \"") }, "\(r.stdout)")
        #expect(grouped.contains("(level G) has no opening that leads anywhere") && !grouped.contains("…"), "\(grouped)")
        #expect(grouped.contains("likewise \"input name here\" (level G)") || grouped.contains("likewise \"Office\" (level G)"), "\(grouped)")
        let json = try await atrium("validate", try v.write().path, "--json")
        #expect(json.stdout.contains(#"unit \"Office\" (level G) has no opening that leads anywhere; routes enter it through the wall it shares with \"Hall\""#), "\(json.stdout)")
    }

    @Test func searchFindsACJKSubstring() async throws {
        var v = ScratchVenue()
        let l = v.level(-1, short: "B1", name: "Basement")
        v.unit("B1女子トイレ", "restroom.female", level: l, 0, 0, 10, 10)
        v.unit("콜랩2", "room", level: l, 10, 0, 20, 10)
        let dir = try v.write()
        let r = try await atrium("search", dir.path, "トイレ", "--json")
        let results = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(results.first?["name"] as? String == "B1女子トイレ")
        let k = try await atrium("search", dir.path, "랩", "--json")
        let hangul = try #require(try JSONSerialization.jsonObject(with: Data(k.stdout.utf8)) as? [[String: Any]])
        #expect(hangul.first?["name"] as? String == "콜랩2")
    }

    /// A 40 × 20 m building in a venue outline 1 km across: the first view fills most of the
    /// screen with the building, not with the empty outline.
    @Test func theFirstViewFramesTheBuildingNotTheVenueOutline() async throws {
        var v = ScratchVenue()
        let l = v.level(0, short: "G", name: "Ground", box: (480, 480, 560, 540))
        v.unit("Hall", "walkway", level: l, 500, 500, 540, 510)
        v.unit("Office", "room", level: l, 500, 510, 520, 520)
        v.unit("Lab", "room", level: l, 520, 510, 540, 520)
        let dir = try v.write(venue: (0, 0, 1000, 1000))
        let r = try await atrium("render", dir.path, "--size", "80x24", "--color", "none")
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(22)
        var columns: [Int] = []
        var usedRows = 0
        for row in rows {
            let cells = Array(row)
            let inked = cells.indices.filter { cells[$0].unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false }
            if !inked.isEmpty { usedRows += 1; columns += inked }
        }
        let spanX = (columns.max() ?? 0) - (columns.min() ?? 0)
        #expect(spanX > 50 || usedRows > 14, "the building spans \(spanX) columns and \(usedRows) rows:\n\(r.stdout)")
    }
}

extension RealVenueCommandTests {
    /// A route over two floors by stairs names both levels and says "1 floor up".
    @Test func aRouteOverTwoFloorsNamesBothLevels() async throws {
        let r = try await atrium("route", TestPaths.imdfSample("postech-c5").path, "--from", "Boardroom", "--to", "MeetingRoom3")
        #expect(r.status == 0)
        #expect(r.stdout.contains("plus the stairs from L5 to L6 (1 floor up)"), "\(r.stdout)")
    }

    /// The text reads as directions: a start with its heading, turns at named places, the
    /// connector by name and what it stands by, the arrival.
    @Test func routeTextReadsAsDirections() async throws {
        let r = try await atrium("route", TestPaths.sampleVenue.path, "--from", "Fresh Market", "--to", "Centre Management")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1. [G] Start at Fresh Market heading "), "\(r.stdout)")
        #expect(r.stdout.range(of: #"\[G\] (Turn|Bear) (left|right) at [^,]+, walk \d+ m \(\d+ (s|min)\) to Elevator East"#, options: .regularExpression) != nil, "\(r.stdout)")
        #expect(r.stdout.contains("[G] Take Elevator East by "), "\(r.stdout)")
        #expect(r.stdout.contains("[2] Leave Elevator East heading "), "\(r.stdout)")
        #expect(r.stdout.contains("[2] Arrive at Centre Management"), "\(r.stdout)")
    }

    /// uulm-osm has no openings: a route into a room says it enters through the wall.
    @Test func uulmRoutesIntoADoorlessRoomSayWhy() async throws {
        let r = try await atrium("route", TestPaths.imdfSample("uulm-osm").path, "--from", "2001", "--to", "1002")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("(no door mapped: entering 1002 from 1000)"), "\(r.stdout)")
    }
}
