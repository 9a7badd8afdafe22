import Foundation
import Testing
@testable import VenueFormats

/// The OSM load's fast paths of session 39 (docs/performance.md) against the plain answers they
/// replace, kept here: on random inputs, each gives what the old code gave.
@Suite struct LoadFastPathTests {
    typealias Mix = SplitMix

    // MARK: The repeated-element check

    @Test func refSetAnswersAsASetOfRefs() {
        var rng = Mix(seed: 391)
        let kinds: [OSMElementKind] = [.node, .way, .relation]
        for round in 0..<60 {
            // Few distinct ids (many repeats) in some rounds, ids near Int64's ends, negative ids.
            let spread: Int64 = round % 3 == 0 ? 20 : round % 3 == 1 ? 5_000 : Int64.max
            var refs: [OSMRef] = []
            for _ in 0..<Int.random(in: 0...600, using: &rng) {
                let id: Int64 = spread == Int64.max ? Int64(bitPattern: rng.next()) : Int64.random(in: -spread...spread, using: &rng)
                refs.append(OSMRef(kinds.randomElement(using: &rng)!, id))
            }
            var set = Set<OSMRef>()
            var fast = OSMRefSet(capacity: round % 2 == 0 ? refs.count : 0)   // growing from the smallest table too
            for r in refs {
                #expect(fast.insert(r) == set.insert(r).inserted, "round \(round) \(r)")
            }
            #expect(fast.count == set.count)
            for _ in 0..<200 {
                let probe = OSMRef(kinds.randomElement(using: &rng)!, Int64.random(in: -spread...spread, using: &rng))
                #expect(fast.contains(probe) == set.contains(probe))
            }
        }
    }

    @Test func repeatedElementsAreStillReadOnce() throws {
        func feature(_ kind: String, _ id: Int, _ name: String) -> String {
            #"{"type":"Feature","id":"\#(kind)/\#(id)","properties":{"indoor":"room","level":"0","name":"\#(name)"},"geometry":{"type":"Polygon","coordinates":[[[5.7,45.1],[5.7001,45.1],[5.7001,45.1001],[5.7,45.1]]]}}"#
        }
        // way/1 twice (the first copy kept), node/1 and relation/1 are other elements.
        let text = #"{"type":"FeatureCollection","features":["# + [feature("way", 1, "A"), feature("way", 2, "B"), feature("way", 1, "C"),
                                                                      feature("node", 1, "D"), feature("relation", 1, "E")].joined(separator: ",") + "]}"
        var log = DiagnosticLog()
        let (features, _) = OSMLoader.readFeatures(Array(text.utf8), file: "t.geojson", limits: ArchiveLimits(), log: &log)
        #expect(features.map(\.ref.description) == ["way/1", "way/2", "node/1", "relation/1"])
        #expect(features.first?.tags["name"] == "A")
        #expect(log.items.contains { $0.code == .osmRepeated(count: 1, example: "way/1") })
    }

    // MARK: Digits eight at a time

    /// The old digit loop: one byte at a time, wrapping past 19 digits.
    static func digitsByteByByte(_ b: [UInt8], from start: Int) -> (value: UInt64, count: Int) {
        var i = start, v: UInt64 = 0
        while i < b.count, b[i] &- 0x30 < 10 {
            v = v &* 10 &+ UInt64(b[i] &- 0x30)
            i += 1
        }
        return (v, i - start)
    }

    @Test func digitRunsReadAsOneDigitAtATime() {
        var rng = Mix(seed: 392)
        // What may follow or interrupt a run: JSON's neighbours of a number, the bytes just
        // outside "0"–"9", high bytes, and every byte now and then.
        let others: [UInt8] = [0x2E, 0x2C, 0x5D, 0x7D, 0x20, 0x0A, 0x65, 0x45, 0x2F, 0x3A, 0x2D, 0x2B, 0x00, 0x80, 0xB0, 0xFF, 0xBA]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            let start = Int.random(in: 0...3, using: &rng)
            for _ in 0..<start { bytes.append(UInt8.random(in: 0...255, using: &rng)) }
            let digits = Int.random(in: 0...26, using: &rng)
            for _ in 0..<digits { bytes.append(UInt8.random(in: 0x30...0x39, using: &rng)) }
            if Int.random(in: 0..<5, using: &rng) > 0 {   // else the run ends the buffer
                bytes.append(Int.random(in: 0..<4, using: &rng) == 0 ? UInt8.random(in: 0...255, using: &rng) : others.randomElement(using: &rng)!)
                for _ in 0..<Int.random(in: 0...12, using: &rng) { bytes.append(UInt8.random(in: 0x2C...0x3B, using: &rng)) }
            }
            let expected = Self.digitsByteByByte(bytes, from: start)
            let seed = rng.next() % 1_000   // a mantissa already begun, as after a point
            bytes.withUnsafeBufferPointer { buffer in
                var p = JSONParser(bytes: buffer, lenient: false)
                p.index = start
                var value = seed
                let count = p.passDigits(into: &value)
                var old = seed
                for b in bytes[start..<(start + expected.count)] { old = old &* 10 &+ UInt64(b - 0x30) }
                #expect(count == expected.count && p.index == start + expected.count && value == old, "\(bytes) from \(start)")
            }
        }
    }

    @Test func eachWordOfDigitsCountsItsLeadingDigits() {
        var rng = Mix(seed: 393)
        for _ in 0..<50_000 {
            var word = [UInt8](repeating: 0, count: 8)
            for k in 0..<8 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: word[k] = UInt8.random(in: 0...255, using: &rng)
                case 1: word[k] = [0x2F, 0x3A, 0xB0, 0xB9, 0x30 | 0x80, 0x20].randomElement(using: &rng)!
                default: word[k] = UInt8.random(in: 0x30...0x39, using: &rng)
                }
            }
            let (value, count) = Self.digitsByteByByte(word, from: 0)
            let packed = word.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            let run = JSONParser.digitRun(packed)
            #expect(run.count == count && run.value == value, "\(word)")
        }
    }

    @Test func coordinatesParseAsBefore() throws {
        // Whole numbers through the parser: the digits' fold feeds the same fast path.
        var rng = Mix(seed: 394)
        for _ in 0..<5_000 {
            let whole = Int.random(in: 0..<1_000, using: &rng)
            let fraction = String(repeating: "0", count: Int.random(in: 0...3, using: &rng)) + String(rng.next() % 10_000_000_000)
            let text = (Bool.random(using: &rng) ? "-" : "") + "\(whole).\(fraction)"
            let parsed = try JSONParser.parse(Array("[\(text)]".utf8))
            #expect(parsed == .array([.number(Double(text)!)]), "\(text)")
        }
    }

    // MARK: Units that hold no occupant

    /// The old test: the category lowercased, up to its first dot, looked up in the set.
    static func canHoldOccupantAsBefore(_ category: String) -> Bool {
        let head = category.lowercased().prefix { $0 != "." }
        return !VenueGraph.unitsHoldingNoOccupant.contains(String(head))
    }

    @Test func occupantHoldersAreTheSetsAnswer() {
        var rng = Mix(seed: 395)
        let words = Array(VenueGraph.unitsHoldingNoOccupant) + ["room", "shop", "office", "walk", "walkways", "", "stair", "elevatorx", "lobby"]
        let tails = ["", ".", ".island", ".a.b", "..", ".É", "\u{301}", " ", "\r\n", "\u{212A}"]
        for _ in 0..<20_000 {
            var chars = Array(words.randomElement(using: &rng)!)
            // Random case, now and then a letter changed for a neighbour or a non-ASCII look-alike.
            for k in chars.indices where Bool.random(using: &rng) { chars[k] = Character(chars[k].uppercased()) }
            if !chars.isEmpty, Int.random(in: 0..<8, using: &rng) == 0 {
                let k = Int.random(in: chars.indices, using: &rng)
                chars[k] = ["\u{212A}", "K", "@", "[", "`", "{", "İ", "ı", "e\u{301}"].randomElement(using: &rng)!.first!
            }
            let category = String(chars) + tails.randomElement(using: &rng)!
            #expect(VenueGraph.canHoldOccupant(category: category) == Self.canHoldOccupantAsBefore(category), "\(category.debugDescription)")
            if let fast = VenueGraph.canHoldOccupant(asciiCategory: category) {
                #expect(fast == Self.canHoldOccupantAsBefore(category))
                #expect(category.utf8.allSatisfy { $0 < 0x80 })
            } else {
                #expect(!category.utf8.allSatisfy { $0 < 0x80 })
            }
        }
        // The Kelvin sign lowercases to "k": not ASCII, so it takes the old path.
        #expect(!VenueGraph.canHoldOccupant(category: "WAL\u{212A}WAY"))
    }

    // MARK: Geometry without gathering

    /// The old containment test: through `polygons`, one polygon after another.
    static func containsAsBefore(_ g: Geometry, _ p: GeoPoint) -> Bool {
        for rings in g.polygons {
            var inside = false
            for ring in rings where ring.count >= 3 {
                var j = ring.count - 1
                for i in 0..<ring.count {
                    let a = ring[i], b = ring[j]
                    if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                        let x = (b.longitude - a.longitude) * (p.latitude - a.latitude) / (b.latitude - a.latitude) + a.longitude
                        if p.longitude < x { inside.toggle() }
                    }
                    j = i
                }
            }
            if inside { return true }
        }
        return false
    }

    /// A random geometry of every kind, with empty and degenerate rings, repeated and odd
    /// values (NaN, infinities, signed zeros) now and then.
    static func geometry(_ rng: inout Mix) -> Geometry {
        func value(_ base: Double) -> Double {
            switch Int.random(in: 0..<40, using: &rng) {
            case 0: return .nan
            case 1: return -0.0
            case 2: return 0.0
            case 3: return .infinity
            default: return base + Double.random(in: -0.002...0.002, using: &rng)
            }
        }
        func ring() -> [GeoPoint] {
            let n = Int.random(in: 0...12, using: &rng)
            var r = (0..<n).map { _ in GeoPoint(longitude: value(5.72), latitude: value(45.18)) }
            if let first = r.first, Bool.random(using: &rng) { r.append(first) }
            return r
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: return .point(GeoPoint(longitude: value(5.72), latitude: value(45.18)))
        case 1: return .lineString(ring())
        case 2: return .multiLineString((0..<Int.random(in: 0...3, using: &rng)).map { _ in ring() })
        case 3: return .polygon((0..<Int.random(in: 0...3, using: &rng)).map { _ in ring() })
        default: return .multiPolygon((0..<Int.random(in: 0...3, using: &rng)).map { _ in (0..<Int.random(in: 0...3, using: &rng)).map { _ in ring() } })
        }
    }

    @Test func containsAnswersAsThroughPolygons() {
        var rng = Mix(seed: 396)
        for _ in 0..<3_000 {
            let g = Self.geometry(&rng)
            for _ in 0..<30 {
                let pick = g.allPoints.randomElement(using: &rng)
                let p = Bool.random(using: &rng) && pick != nil
                    ? GeoPoint(longitude: 5.72 + Double.random(in: -0.002...0.002, using: &rng), latitude: pick!.latitude)
                    : GeoPoint(longitude: 5.72 + Double.random(in: -0.003...0.003, using: &rng), latitude: 45.18 + Double.random(in: -0.003...0.003, using: &rng))
                #expect(g.contains(p) == Self.containsAsBefore(g, p))
            }
        }
    }

    @Test func boundsAreThoseOfAllPoints() {
        var rng = Mix(seed: 397)
        func bits(_ b: GeoBounds?) -> [UInt64]? {
            b.map { [$0.min.longitude.bitPattern, $0.min.latitude.bitPattern, $0.max.longitude.bitPattern, $0.max.latitude.bitPattern] }
        }
        for _ in 0..<20_000 {
            let g = Self.geometry(&rng)
            #expect(bits(g.bounds) == bits(GeoBounds(points: g.allPoints)), "\(g)")
        }
    }

    // MARK: Tag lookups that skip the walk

    @Test func tagLookupsPassedByTheKeyBitsAnswerAsADictionary() {
        var rng = Mix(seed: 399)
        // The keys the mapper asks for (most absent from any one feature) and look-alikes.
        let asked = ["indoor", "level", "repeat_on", "name", "ref", "door", "entrance", "shop", "amenity", "highway", "railway",
                     "wheelchair", "access", "opening_hours", "website", "contact:website", "min_level", "max_level", "name:de",
                     "addr:housenumber", "building", "building:part", "level:ref", "alt_name", "toilets", "K", "\u{212A}", "é",
                     "e\u{301}", "abcdefghijklmnopq", "abcdefghijklmnopr", ""]
        for round in 0..<2_000 {
            var tags = OSMTags()
            var model: [String: String] = [:]
            // As the scanner sets them (words worked out once) or through the subscript.
            for step in 0..<Int.random(in: 0...(round % 10 == 0 ? 40 : 14), using: &rng) {
                let k = Bool.random(using: &rng) ? asked.randomElement(using: &rng)! : "k\(Int.random(in: 0..<30, using: &rng))"
                if Int.random(in: 0..<6, using: &rng) == 0 {
                    #expect(tags.removeValue(forKey: k) == model.removeValue(forKey: k))
                } else if Bool.random(using: &rng) {
                    tags.set(k, words: OSMTags.KeyWords(k), to: "v\(step)")
                    model[k] = "v\(step)"
                } else {
                    tags[k] = "w\(step)"
                    model[k] = "w\(step)"
                }
            }
            for k in asked + (0..<30).map({ "k\($0)" }) {
                #expect(tags[k] == model[k], "round \(round) \(k.debugDescription)")
            }
            #expect(tags == OSMTags(model))
        }
    }

    // MARK: Tag values made into text once

    /// Text values the scanner keeps once per file give the tags (and the diagnostics) the
    /// parsed tree gives: short ASCII values repeated across features, more distinct ones than
    /// the table keeps, escaped, non-ASCII and canonically equivalent ones, long ones, empty
    /// ones, numbers and booleans beside them, and broken strings (control bytes, bad escapes).
    @Test func tagValuesKeptAsTextReadTheSameAsTheTree() {
        var rng = Mix(seed: 400)
        let stems = ["", "yes", "no", "room", "corridor", "0", "-1", "1;2", "abcdefghijklmnop", "abcdefghijklmnopq", "\\u0061",
                     "a\\nb", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K", "Salle de réunion 12", "\\\"q\\\""]
        for round in 0..<8 {
            var features: [String] = []
            for i in 0..<(120 * (round + 1)) {
                var members: [String] = ["\"id\": \"way/\(i)\""]
                for k in 0..<Int.random(in: 0...10, using: &rng) {
                    let value: String
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0: value = String(Int.random(in: -5...100, using: &rng))
                    case 1: value = Bool.random(using: &rng) ? "true" : "null"
                    case 2: value = "\"v\(Int.random(in: 0..<2_000, using: &rng))\""   // more than the table keeps
                    default:
                        var v = stems.randomElement(using: &rng)!
                        if Bool.random(using: &rng) { v += String(Int.random(in: 0..<40, using: &rng)) }
                        value = "\"\(v)\""
                    }
                    members.append("\"k\(k % 6)\": \(value)")
                }
                features.append("{\"type\": \"Feature\", \"properties\": {\(members.joined(separator: ", "))}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [4.35, 50.85]}}")
            }
            if round == 7 { features.append("{\"type\": \"Feature\", \"properties\": {\"a\": \"bad\\q\"}, \"geometry\": null}") }
            if round == 6 { features.append("{\"type\": \"Feature\", \"properties\": {\"a\": \"tab\there\"}, \"geometry\": null}") }
            let text = "{\"type\": \"FeatureCollection\", \"features\": [\(features.joined(separator: ",\n"))]}"
            #expect(OSMJSONScannerTests.differences(Array(text.utf8)) == [], "round \(round)")
        }
    }

    // MARK: Level lookups remembered

    @Test func levelMemoAnswersAsTheDictionary() {
        var rng = Mix(seed: 398)
        // Ids as the loaders make them and look-alikes: equal text in other storage, canonically
        // equal spellings, prefixes.
        let ids = ["6f1c2a9e-0000-4000-8000-000000000001", "6f1c2a9e-0000-4000-8000-000000000002", "L1", "é", "e\u{301}", "\u{212A}", "K", ""]
        var table: [String: Int] = [:]
        for (i, id) in ids.enumerated() where Bool.random(using: &rng) || i < 3 { table[id, default: i] += 0 }
        var memo = LevelMemo()
        for _ in 0..<5_000 {
            var id = ids.randomElement(using: &rng)!
            if Bool.random(using: &rng) { id = String(decoding: Array(id.utf8), as: UTF8.self) }   // new storage, same text
            #expect(memo.value(of: id, in: table) == table[id], "\(id.debugDescription)")
        }
    }
}
