import Foundation
import Testing
@testable import VenueFormats

/// The OSM JSON scanner gives exactly what the generic parser's tree gives (the reading before
/// the scanner existed): same features, same diagnostics in the same order, same lines and
/// columns. Checked on the OSM samples, on hand-made oddities and on damaged copies.
@Suite struct OSMJSONScannerTests {
    /// What the generic tree gives: a strict parse, else the error and a lenient parse.
    private static func treeReading(_ bytes: [UInt8], file: String) -> ([OSMFeature], OSMFileFormat?, [String]) {
        var log = DiagnosticLog()
        let limits = ArchiveLimits()
        if bytes.count >= PositionScan.minimumBytes,
           let excess = PositionScan.firstExcess(bytes, perGeometry: limits.maxPointsPerFeature, total: limits.maxTotalPoints) {
            let at = PositionScan.lineAndColumn(bytes, offset: excess.offset)
            log.add(Diagnostic(.error, file: file, code: excess.code, line: at.line, column: at.column))
            return ([], nil, log.items.map(\.description))
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            log.add(Diagnostic(.error, file: file, code: .invalidJSON(error), line: error.line, column: error.column))
            guard let lenient = try? JSONParser.parse(bytes, lenient: true) else { return ([], nil, log.items.map(\.description)) }
            log.warning(file, nil, .readLeniently)
            json = lenient
        }
        let (features, format) = OSMLoader.readDocument(OSMJSONDocument(json), file: file, limits: limits, log: &log)
        return (features, format, log.items.map(\.description))
    }

    /// What the loader's scanner gives.
    private static func scannerReading(_ bytes: [UInt8], file: String) -> ([OSMFeature], OSMFileFormat?, [String]) {
        var log = DiagnosticLog()
        let (features, format) = OSMLoader.readEveryFeature(bytes, file: file, limits: ArchiveLimits(), log: &log)
        return (features, format, log.items.map(\.description))
    }

    /// Differences between the two readings, as sentences (empty when they agree).
    static func differences(_ bytes: [UInt8], file: String = "test.geojson") -> [String] {
        let tree = treeReading(bytes, file: file), scanned = scannerReading(bytes, file: file)
        var out: [String] = []
        if tree.1 != scanned.1 { out.append("format \(String(describing: tree.1)) ≠ \(String(describing: scanned.1))") }
        if tree.2 != scanned.2 { out.append("diagnostics \(tree.2) ≠ \(scanned.2)") }
        if tree.0.count != scanned.0.count {
            out.append("\(tree.0.count) features ≠ \(scanned.0.count)")
        } else {
            for (a, b) in zip(tree.0, scanned.0) where a.ref != b.ref || a.tags != b.tags || a.geometry != b.geometry || a.position != b.position {
                out.append("feature \(a.ref) ≠ \(b.ref)")
            }
        }
        return out
    }

    /// Tag names the scanner keeps as text once per file (``OSMTagMembers``) give the tags the
    /// tree gives: random names of 0–24 bytes (many sharing long prefixes, some escaped, some
    /// non-ASCII or canonically equivalent, repeated within a feature), more distinct names
    /// than the table keeps, nested values that hide a name, in a few hundred features.
    @Test func tagNamesKeptAsTextReadTheSameAsTheTree() {
        var seed: UInt64 = 0x3C6E_F372_FE94_F82B
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let stems = ["", "a", "name", "name:", "level", "building:", "addr:housenumber", "abcdefgh", "abcdefghijklmnop", "\\u0061", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K"]
        func name() -> String {
            var n = stems[next(stems.count)]
            if next(2) == 0 { n += String(next(900)) }
            return n
        }
        for round in 0..<6 {
            var features: [String] = []
            for i in 0..<(150 * (round + 1)) {
                var members: [String] = ["\"id\": \"way/\(i)\""]
                for _ in 0..<next(12) {
                    let value: String
                    switch next(6) {
                    case 0: value = "{\"x\": 1}"
                    case 1: value = String(next(100))
                    case 2: value = "true"
                    default: value = "\"v\(next(50))\""
                    }
                    members.append("\"\(name())\": \(value)")
                }
                features.append("{\"type\": \"Feature\", \"properties\": {\(members.joined(separator: ", "))}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [4.35, 50.85]}}")
            }
            let text = "{\"type\": \"FeatureCollection\", \"features\": [\(features.joined(separator: ",\n"))]}"
            #expect(Self.differences(Array(text.utf8)) == [], "round \(round)")
        }
    }

    @Test(arguments: ["caserne.geojson", "grand-place.geojson"])
    func samplesReadTheSameAsTheTree(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: OSMFixtures.sample(name))))
        #expect(Self.differences(bytes, file: name) == [])
        var log = DiagnosticLog()
        let (features, format) = OSMLoader.readEveryFeature(bytes, file: name, limits: ArchiveLimits(), log: &log)
        #expect(format == .geoJSON)
        #expect(features.count > 100, "the scanner read the features")
    }

    @Test func oddDocumentsReadTheSameAsTheTree() {
        let square = #"{"type":"Polygon","coordinates":[[[5,45],[5.001,45],[5.001,45.001],[5,45]]]}"#
        let documents = [
            // Ids in every place, tags flat or nested, metadata, nested values, duplicates.
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"way/1","properties":{"indoor":"room","level":0,"name":"A","name":"B","timestamp":"x","user":{"a":1},"wheelchair":true,"x":[1,2],"y":null},"geometry":\#(square)}]}"#,
            #"{"features":[{"properties":{"@id":"way/2","indoor":"corridor","level":"1","tags":"flat"},"geometry":\#(square)},{"properties":{"type":"way","id":3,"tags":{"indoor":"room","level":1.5,"ok":false}},"geometry":\#(square)}]}"#,
            #"{"features":[{"properties":{"id":"relation/4","indoor":"area","level":"0","name":{"en":"x"},"name":"kept"},"properties":{"indoor":"room","level":"2"},"geometry":\#(square),"geometry":null},{"id":"node/5","properties":{"amenity":"toilets","level":"0"},"geometry":{"type":"Point","coordinates":[5.0005,45.0005]}}]}"#,
            #"{"features":[{"properties":{"indoor":"room","level":"0"},"geometry":\#(square)},{"properties":null},42,"x",null,[],{"properties":{"indoor":"room","level":"0","tags":null},"geometry":{"type":"Polygon","coordinates":[[[500,45],[5,45],[5,46]]]}}]}"#,
            // Not GeoJSON, not an object, the other format.
            #"{"features":{"a":1}}"#, #"{"features":null}"#, #"[1,2]"#, #""text""#, #"{"other":[1]}"#,
            #"{"features":[],"elements":[{"type":"node","id":1,"lat":45,"lon":5,"tags":{"amenity":"toilets","level":"0"}}]}"#,
            // Lenient constructs and hard errors.
            #"{"features":[{"properties":{"indoor":"room","level":"0",},"geometry":{"type":"Polygon","coordinates":[[[5,45],[5.001,45],[5.001,NaN],[5,45]]]}},]}"#,
            #"{"features":[{"properties":{"indoor":"room","level":"0"},"geometry":\#(square)}"#,
            #"{"features":[{"properties":{"indoor":"room" "level":"0"}}]}"#,
            "{\"features\":[{\"properties\":{\"indoor\":\"ro\u{1}om\"}}]}",
            #"{"features":[{"properties":{"indoor":"room","level":"0","a\u00e9":"\ud83d\ude00"},"geometry":\#(square)}],}"#,
            // Escaped member names: matched by their text, not their bytes.
            #"{"features":[{"\u0069d":"way/7","prop\u0065rties":{"\u0074ype":"way","ind\/oor":"x","indoor":"room","lev\u0065l":"0","\u0074imestamp":"t","\u0040id":"way/8"},"g\u0065ometry":{"\u0074ype":"Polygon","co\u006fordinates":[[[5,45],[5.001,45],[5.001,45.001],[5,45]]]}}]}"#,
        ]
        for document in documents {
            #expect(Self.differences(Array(document.utf8)) == [], "\(document)")
        }
    }

    @Test func elementIdsReadTheSameByEitherPath() {
        // `kind/N` takes a path of its own over the bytes; everything else the general parse.
        let cases: [(String, OSMRef?)] = [
            ("way/123", OSMRef(.way, 123)), ("node/-4", OSMRef(.node, -4)), ("relation/99", OSMRef(.relation, 99)),
            ("node/007", OSMRef(.node, 7)), (" way/5 ", OSMRef(.way, 5)), ("w12", OSMRef(.way, 12)), ("node 8", OSMRef(.node, 8)),
            ("node/+5", OSMRef(.node, 5)), ("way/", nil), ("way/12x", nil), ("way/-", nil), ("area/3", nil), ("", nil),
            ("relation/123456789012345678", OSMRef(.relation, 123_456_789_012_345_678)),
        ]
        for (text, expected) in cases {
            #expect(OSMRef(text: text) == expected, "\(text)")
        }
    }

    /// Deterministic damage: cuts, and single bytes replaced by JSON punctuation.
    @Test(arguments: ["caserne.geojson", "grand-place.geojson"])
    func damagedSamplesReadTheSameAsTheTree(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: OSMFixtures.sample(name))))
        var state: UInt64 = 0x27_0A5A
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let punctuation = Array(#",]}[{":0-.tn"#.utf8)
        for _ in 0..<12 {
            let cut = next(bytes.count)
            #expect(Self.differences(Array(bytes[0..<cut]), file: name) == [], "cut at \(cut)")
            var changed = bytes
            let at = next(bytes.count)
            changed[at] = punctuation[next(punctuation.count)]
            #expect(Self.differences(changed, file: name) == [], "byte \(at) → \(changed[at])")
        }
    }
}
