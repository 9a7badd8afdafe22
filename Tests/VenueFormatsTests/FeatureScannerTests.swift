import Foundation
import Testing
import TestSupport
@testable import VenueFormats

/// The feature scanner and the concurrent parse give exactly what the generic parser read one
/// file after the other gives: same features, same diagnostics in the same order, same lines
/// and columns. Checked on every real archive and on hand-made oddities.
@Suite struct FeatureScannerTests {
    /// Members of a folder as the loader reads them.
    private func members(_ url: URL) throws -> [ArchiveMember] {
        var log = DiagnosticLog()
        return try ArchiveReader.read(path: url.path, log: &log)
    }

    @Test(arguments: ["uulm-osm", "postech-c5", "seamans-center"])
    func realArchivesLoadTheSameEveryWay(_ name: String) throws {
        let m = try members(TestPaths.imdfSample(name))
        #expect(LoadEquivalence.differences(m) == [])
        // And the scanner really read them (postech's amenity file is not strict JSON).
        for member in m where member.path.hasSuffix("json") && member.path != "manifest.json" {
            let type = FeatureType(rawValue: String(member.path.split(separator: ".")[0]))!
            let scanned = FeatureScanner.scan(member.bytes, type: type)
            let parsed = Result { () throws(JSONParseError) in try JSONParser.parse(member.bytes) }
            #expect(scanned.strictError == (try? parsed.get()).map { _ in nil } ?? parsed.failure, "\(name)/\(member.path)")
            #expect(scanned.collection != nil, "\(name)/\(member.path)")
        }
    }

    @Test func everyArchiveInSharedLoadsTheSameEveryWay() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestPaths.imdfSamples.path).sorted()
        #expect(folders.count >= 3)
        for f in folders {
            let url = TestPaths.imdfSamples.appendingPathComponent(f)
            #expect(LoadEquivalence.differences(try members(url)) == [], "\(f)")
        }
        #expect(LoadEquivalence.differences(try members(TestPaths.sampleVenue)) == [])
    }

    /// A unit file holding `features`, in the minimal archive.
    private func units(_ features: [String]) -> [ArchiveMember] {
        Fixtures.minimal(["unit.geojson": Fixtures.collection(features)])
    }

    private func unit(_ id: String, geometry: String, properties: String = #""category":"room","level_id":"\#(Fixtures.levelID)""#) -> String {
        Fixtures.feature(id, "unit", geometry: geometry, properties: properties)
    }

    @Test func oddCoordinateShapesGiveTheSameDiagnostics() {
        let shapes = [
            #"[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]]"#,            // plain
            #"[[[8.002,47.002,12.5],[8.003,47.002,1,2,3],[8.003,47.003],[8.002,47.002]]]"#,  // altitudes and extra numbers
            #"[]"#, #"[[]]"#, #"[[], [[8.002,47.002],[8.003,47.002],[8.003,47.003]]]"#,      // empty polygon, empty ring
            #"[[8.002,47.002],[8.003,47.002]]"#,                                             // a line where rings belong
            #"[8.002,47.002]"#, #"[[[8.002]]]"#, #"[[[8.002,"47"]]]"#, #"[[[8.002,47.002],[8.003,47.002],3]]]"#,
            #"[[[8.002,47.002],[8.003,47.002],[[8.003,47.003]],[8.002,47.002]]]"#,         // deeper in the middle
            #"[[[200,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]]"#,              // outside WGS 84
            #"[[[8.002,47.002],[8.003,47.002],[8.003,47.003]]]"#,                           // not closed
            #"[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]],[]"#,        // (invalid JSON)
            #"null"#, #"{}"#, #""text""#, #"[[[1e400,47]]]"#, #"[[[-0.0,-0e0],[1E-3,4.7e1],[8.003,47.003],[-0.0,-0e0]]]"#,
        ]
        for (k, shape) in shapes.enumerated() {
            for type in ["Polygon", "MultiPolygon", "LineString", "Point", "MultiLineString"] {
                let m = units([unit("u\(k)", geometry: #"{"type":"\#(type)","coordinates":\#(shape)}"#)])
                #expect(LoadEquivalence.differences(m) == [], "\(type) \(shape)")
            }
        }
    }

    @Test func oddFeaturesAndMembersGiveTheSameDiagnostics() {
        let level = Fixtures.levelID
        let oddities = [
            // Duplicate members: the last one counts, as in a JSON object.
            #"{"type":"Feature","id":"a","id":"b","properties":{"category":"room","category":"office","level_id":"\#(level)"},"geometry":{"type":"Point","coordinates":[8,47]},"geometry":{"coordinates":[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]],"type":"Polygon"}}"#,
            #"{"type":"Feature","id":"c","properties":{"category":"room","level_id":"\#(level)"},"properties":null,"geometry":null}"#,
            #"{"id":"d","geometry":{"type":"Polygon","coordinates":[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]]},"geometry":null,"properties":{"level_id":"\#(level)"}}"#,
            // Escapes in member names and values; unknown members of every kind skipped.
            #"{"i\u0064":"e","prop\u0065rties":{"c\u0061tegory":"room","level_id":"\#(level)","tags":{"a":[1,{"b":"\u00e9\ud83d\ude00"}]},"x":-1.5e3,"y":true,"z":null},"bbox":[1,2,3,4],"geometry":{"type":"Polygon","bbox":[0,0],"coordinates":[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]]}}"#,
            // Not objects, wrong kinds.
            #"42"#, #"null"#, #"[]"#, #""feature""#,
            #"{"id":7,"properties":[],"geometry":"none"}"#,
            #"{"id":{"x":1},"properties":"p","geometry":{"type":7,"coordinates":[8,47]}}"#,
            #"{"id":"f","feature_type":"opening","properties":{"category":7,"name":"plain","alt_name":{"en":1,"de":"x"},"level_id":"\#(level)","accessibility":"wheelchair"},"geometry":{"type":"Polygon"}}"#,
        ]
        for o in oddities {
            #expect(LoadEquivalence.differences(units([o])) == [], "\(o)")
        }
        // Whole documents that are not a FeatureCollection object.
        for doc in [#"[]"#, #"{"type":"Collection"}"#, #"{"features":{}}"#, #"{"features":7,"features":[]}"#, #"  "text"  "#, #"{}"#] {
            #expect(LoadEquivalence.differences(Fixtures.minimal(["unit.geojson": doc])) == [], "\(doc)")
        }
    }

    @Test func syntaxErrorsKeepTheirLineColumnAndTheLenientRetry() {
        let good = unit("g", geometry: #"{"type":"Polygon","coordinates":[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.002,47.002]]]}"#)
        let one = Fixtures.collection([good]), two = Fixtures.collection([good, good])
        let docs: [String] = [
            one + " x",
            two.replacingOccurrences(of: "]]]}", with: "]],]}"),          // trailing comma in coordinates
            one.replacingOccurrences(of: "\"room\"", with: "\"room\",") + "",   // trailing comma in properties
            one.replacingOccurrences(of: "8.003", with: "NaN"),
            one.replacingOccurrences(of: "47.003", with: "-Infinity"),
            one.replacingOccurrences(of: "8.002", with: "8."),
            one.replacingOccurrences(of: "\"room\"", with: "\"ro\u{01}om\""),
            one.replacingOccurrences(of: "\"room\"", with: #""ro\qom""#),
            one.replacingOccurrences(of: "\"room\"", with: #""ro\u12""#),
            String(one.dropLast(9)),
            // A lenient-only slip, then a hard error: the slip is the error, and nothing is read.
            two.replacingOccurrences(of: "]]]}", with: "]],]}") + " x",
            one.replacingOccurrences(of: "8.003", with: "NaN").replacingOccurrences(of: "\"room\"", with: #""ro\qom""#),
            // A hard error before a lenient-only slip.
            one.replacingOccurrences(of: "\"Feature\"", with: #""Fe\qature""#).replacingOccurrences(of: "8.003", with: "NaN"),
            "\u{FEFF}" + one,
            "{\"features\":" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}",
            "{\"features\":[{\"geometry\":{\"type\":\"Polygon\",\"coordinates\":" + String(repeating: "[", count: 260) + "1,2" + String(repeating: "]", count: 260) + "}}]}",
            "{\"features\":[{\"properties\":{\"tags\":" + String(repeating: "{\"a\":", count: 260) + "1" + String(repeating: "}", count: 260) + "}}]}",
        ]
        // Errors inside members the scanner skips rather than builds.
        let skipped = [#"{"features":[{"properties":{"tags":"a\qb"}}]}"#, #"{"features":[{"properties":{"tags":"abc"#,
                       #"{"features":[{"id" "x"}]}"#, #"{"features":[{"id":"x" "y":1}]}"#, #"{"features":[{"properties":{"x":[1 2]}}]}"#,
                       #"{"features":[{"properties":{"x":{"a":1,}},"id":"u"}]}"#, #"{"features":[{"properties":{"x":[1,]}}]}"#,
                       #"{"features":[{"properties":{"x":"\u12G4"}}]}"#, #"{"features":[{"bbox":[1,2,]}]}"#,
                       "{\"features\":[{\"properties\":{\"x\":\"a\u{01}b\"}}]}", #"{"features":[{"properties":{"x":NaN,"category":"room"}}]}"#,
                       #"{"features":[{"properties":{"x":{"a":1 "b":2}}}]}"#, #"{"features":[{"properties":{"x":{1:2}}}]}"#,
                       #"{"features":[{"properties":{"x":"\ud83d\u00zz"}}]}"#, #"{"features":[{"geometry":{"type":"Point","coordinates":[1,NaN]}}]}"#,
                       #"{"features":[{"geometry":{"type":"Point","coordinates":[-Infinity,2]},"properties":{}}]}"#, #"{"features":[}"#, #"{"features":[{},]}"#]
        for doc in docs + skipped {
            #expect(LoadEquivalence.differences(Fixtures.minimal(["unit.geojson": doc])) == [], "\(doc.prefix(200))")
        }
    }

    @Test func limitsApplyTheSameWay() {
        var limits = ArchiveLimits()
        limits.maxPointsPerFeature = 4
        limits.maxTotalPoints = 30
        let m = units((0..<10).map { k in
            unit("u\(k)", geometry: #"{"type":"Polygon","coordinates":[[[8.002,47.002],[8.003,47.002],[8.003,47.003],[8.0025,47.0035],[8.002,47.002]]]}"#)
        })
        #expect(LoadEquivalence.differences(m, limits: limits) == [])
    }
}

private extension Result {
    /// The error, or nil on success.
    var failure: Failure? { if case .failure(let e) = self { return e }; return nil }
}
