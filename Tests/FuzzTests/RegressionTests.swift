import Foundation
import Testing
@testable import VenueFormats

/// Crashes the fuzzer found, each pinned by the smallest input that showed it.
@Suite struct RegressionTests {
    /// `VenueGraph.details(of:)` read `d.name` inside `d.otherNames.removeAll { … }` while `d` was
    /// captured by a nested function: a dynamic exclusivity violation, so every place card of a
    /// feature with a second name trapped ("Simultaneous accesses … modification requires exclusive access").
    @Test func placeCardOfEveryFeatureOfTheSampleDoesNotTrap() throws {
        let r = try IMDFLoader.load(members: BaseArchive.sample.members, sourcePath: "sample")
        let g = r.graph
        var withOtherNames = 0
        for i in g.archive.units.indices { withOtherNames += g.details(of: .unit(i)).otherNames.isEmpty ? 0 : 1 }
        for i in g.archive.occupants.indices { _ = g.details(of: .occupant(i)) }
        for i in g.archive.amenities.indices { _ = g.details(of: .amenity(i)) }
        for i in g.archive.kiosks.indices { _ = g.details(of: .kiosk(i)) }
        #expect(withOtherNames > 0, "the sample should have units with a second name, or this test tests nothing")
    }
}

/// A tiny archive written out in full, for regression tests.
enum TinyArchive {
    static let levelID = "aaaaaaaa-0000-4000-8000-000000000001"
    static let unitID = "aaaaaaaa-0000-4000-8000-000000000002"

    static func square(_ lon: Double, _ lat: Double, _ size: Double) -> String {
        "[[[\(lon),\(lat)],[\(lon + size),\(lat)],[\(lon + size),\(lat + size)],[\(lon),\(lat + size)],[\(lon),\(lat)]]]"
    }

    /// Manifest, venue, one level, one unit; `unitProperties` and the ids are spliced in as JSON text.
    static func members(venueName: String = #"{"en":"V"}"#, levelID: String = levelID, unitID: String = unitID,
                        unitProperties: String = #""category":"room","name":{"en":"Room"}"#,
                        unitGeometry: String? = nil, extra: [String: String] = [:]) -> [ArchiveMember] {
        func collection(_ type: String, _ id: String, _ geometry: String, _ properties: String) -> String {
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"\#(id)","feature_type":"\#(type)","geometry":\#(geometry),"properties":{\#(properties)}}]}"#
        }
        var files = [
            "manifest.json": #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#,
            "venue.geojson": collection("venue", "aaaaaaaa-0000-4000-8000-000000000000", #"{"type":"Polygon","coordinates":\#(square(8, 47, 0.01))}"#,
                                        #""category":"museum","name":\#(venueName),"display_point":{"type":"Point","coordinates":[8.005,47.005]}"#),
            "level.geojson": collection("level", levelID, #"{"type":"Polygon","coordinates":\#(square(8.001, 47.001, 0.005))}"#,
                                        #""category":"unspecified","outdoor":false,"ordinal":0,"short_name":{"en":"G"}"#),
            "unit.geojson": collection("unit", unitID, unitGeometry ?? #"{"type":"Polygon","coordinates":\#(square(8.002, 47.002, 0.001))}"#,
                                       unitProperties + #","level_id":"\#(levelID)""#),
        ]
        for (k, v) in extra { files[k] = v }
        return files.sorted { $0.key < $1.key }.map { ArchiveMember(path: $0.key, bytes: Array($0.value.utf8)) }
    }
}

extension RegressionTests {
    /// Names, categories, ids, the manifest and attribution.txt reached frames and diagnostics with
    /// their control characters: a venue named `"\u001b]0;…\u0007"` retitled the terminal that ran
    /// `atrium render`, and a category `"\u001b[2J"` cleared the one that ran `atrium validate`.
    @Test func controlCharactersFromTheArchiveNeverReachAFrameOrADiagnostic() throws {
        let esc = #"\u001b"#
        let members = TinyArchive.members(
            venueName: #"{"en":"Title\#(esc)]0;pwned\u0007 Hall"}"#,
            levelID: "level\(esc)1", unitID: "unit\(esc)[2J",
            unitProperties: #""category":"\#(esc)[2Jroom\u009b","name":{"en":"Tab\there\nand\u0000nul"},"phone":"+41\#(esc)[31m""#,
            extra: ["attribution.txt": "© Atrium\u{1B}[5m\u{7F}", "manifest.json": #"{"version":"1.0.0\#(esc)","language":"en\#(esc)[2J"}"#])
        let r = try IMDFLoader.load(members: members, sourcePath: "hostile")
        func clean(_ s: String?) -> Bool { !(s ?? "").unicodeScalars.contains(where: FuzzHarness.isTerminalControl) }
        let unit = try #require(r.archive.units.first)
        #expect(clean(unit.id) && clean(unit.levelID) && clean(unit.category))
        #expect(unit.name?.allTexts == ["Tab here and\u{FFFD}nul"])
        #expect(clean(r.graph.venueName) && clean(r.archive.attribution) && clean(r.archive.manifest?.language) && clean(r.archive.manifest?.version))
        // The unit's level_id and the level's id changed the same way, so the unit is still on its floor.
        #expect(r.graph.contents(ordinal: 0).units == [0])
        for d in r.diagnostics { #expect(clean(d.description), "\(d.description.debugDescription)") }
        var mutant = Mutant(members: members)
        mutant.notes = ["hostile strings"]
        let report = FuzzHarness.check(mutant)
        #expect(report.loaded && report.problems.isEmpty, "\(report.problems)")
    }
}

extension RegressionTests {
    /// Loads zip bytes from a temporary file; the message when refused, nil when it loads (and draws).
    func loadZip(_ bytes: [UInt8]) throws -> String? {
        var message: String?
        try ResourceLimitTests.inTemporaryFolder { dir in
            let url = dir.appendingPathComponent("case.zip")
            try Data(bytes).write(to: url)
            let report = FuzzHarness.check { () throws(LoadFailure) in
                do throws(LoadFailure) { return try IMDFLoader.load(path: url.path) } catch { message = error.message; throw error }
            }
            #expect(report.problems.isEmpty)
        }
        return message
    }

    /// A central directory record whose local header offset points past the end trapped in
    /// ZIPFoundation's in-memory file ("Range requires lowerBound <= upperBound"), which
    /// ArchiveReader used (Archive(data:)); it now reads through the file.
    @Test func aZipEntryWhoseHeaderIsPastTheEndDoesNotTrap() throws {
        var (bytes, fields) = ZipFuzzTests.zip()
        let f = try #require(fields.first { $0.name.hasSuffix("(atrium-sample/level.geojson) local header offset") })
        for k in 0..<4 { bytes[f.offset + k] = [0x3B, 0x55, 0x0A, 0xFE][k] }  // 4,262,186,811
        _ = try loadZip(bytes)
    }

    /// A ZIP64 header offset of 2^63 or more trapped in ZIPFoundation (`off_t(_:)` of a UInt64);
    /// ZipPrecheck now refuses any ZIP64 value over 2^40 before ZIPFoundation reads the zip.
    @Test(arguments: [UInt64(1) << 40, UInt64(1) << 63, UInt64.max])
    func aZIP64HeaderOffsetOutOfRangeDoesNotTrap(_ offset: UInt64) throws {
        let unit = try #require(BaseArchive.sample.members.firstIndex { $0.path == "unit.geojson" })
        let message = try loadZip(ZipFuzzTests.zip(zip64: (unit, offset)).bytes)
        if offset > ZipPrecheck.maxValue {
            #expect(message == "a ZIP64 field holds an impossible size or offset (damaged or hostile zip)")
        }
    }
}
