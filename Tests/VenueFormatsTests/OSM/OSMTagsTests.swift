import Testing
@testable import VenueFormats

/// ``OSMTags`` answers as the `[String: String]` it replaced: last value wins, nil removes,
/// equality ignores order, also past the size where it starts keeping an index.
@Suite struct OSMTagsTests {
    @Test func aRepeatedKeyKeepsItsLastValueAndNilRemoves() {
        var t: OSMTags = ["indoor": "room", "level": "0"]
        t["level"] = "1"
        #expect(t["level"] == "1")
        #expect(t.count == 2)
        t["indoor"] = nil
        #expect(t["indoor"] == nil)
        #expect(t.count == 1)
        #expect(t.removeValue(forKey: "level") == "1")
        #expect(t.removeValue(forKey: "level") == nil)
        #expect(t.isEmpty)
    }

    @Test func keysOfTheSameLengthAreToldApart() {
        let t: OSMTags = ["room": "office", "name": "A", "ref": "1", "re": "x"]
        #expect(t["room"] == "office")
        #expect(t["name"] == "A")
        #expect(t["ref"] == "1")
        #expect(t["re"] == "x")
        #expect(t["rooms"] == nil)
        #expect(t["roo"] == nil)
        #expect(t["levé"] == nil)
    }

    @Test func equalityIgnoresOrder() {
        let a: OSMTags = ["a": "1", "b": "2", "c": "3"]
        let b: OSMTags = ["c": "3", "a": "1", "b": "2"]
        #expect(a == b)
        #expect(a != ["a": "1", "b": "2"])
        #expect(a != ["a": "1", "b": "2", "c": "4"])
        #expect(a.description == #"["a": "1", "b": "2", "c": "3"]"#)
    }

    @Test func filterKeepsTheMatchingTags() {
        let t: OSMTags = ["min_level": "0", "max_level": "2", "building": "yes"]
        #expect(t.filter { $0.key.hasSuffix("_level") } == ["min_level": "0", "max_level": "2"])
    }

    /// Keys that are the same text written with other scalars (`é` precomposed or as `e` and
    /// a combining accent, the Kelvin sign for `K`) are one key, as `String` equality and a
    /// dictionary have them, whatever their byte lengths and however many tags there are.
    @Test(arguments: [0, OSMTags.indexThreshold + 1])
    func canonicallyEquivalentKeysAreOneKey(_ others: Int) {
        var tags = OSMTags()
        var model: [String: String] = [:]
        for i in 0..<others { (tags["k\(i)"], model["k\(i)"]) = ("v", "v") }
        for (key, value) in [("cafe\u{301}", "1"), ("caf\u{E9}", "2"), ("\u{212A}", "3"), ("K", "4")] {
            tags[key] = value
            model[key] = value
        }
        #expect(tags.count == model.count)
        #expect(tags["cafe\u{301}"] == "2" && tags["caf\u{E9}"] == "2")
        #expect(tags["\u{212A}"] == "4" && tags["K"] == "4")
        #expect(tags == OSMTags(model))
        #expect(tags.removeValue(forKey: "cafe\u{301}") == "2")
        #expect(tags["caf\u{E9}"] == nil)
    }

    /// A fixed sequence of sets and removals over 200 keys, mirrored in a dictionary: both agree
    /// after every step, below and above ``OSMTags/indexThreshold``.
    @Test func manyTagsBehaveAsADictionary() {
        var tags = OSMTags()
        var model: [String: String] = [:]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        for step in 0..<4_000 {
            let key = "k\(next() % 200)"
            if next() % 4 == 0 {
                #expect(tags.removeValue(forKey: key) == model.removeValue(forKey: key))
            } else {
                let value = "v\(step)"
                tags[key] = value
                model[key] = value
            }
            #expect(tags.count == model.count)
            #expect(tags[key] == model[key])
        }
        #expect(tags.count > OSMTags.indexThreshold, "the index was exercised")
        #expect(tags == OSMTags(model))
        #expect(Dictionary(uniqueKeysWithValues: tags.map { ($0.key, $0.value) }) == model)
        #expect(Set(tags.keys) == Set(model.keys))
    }

    /// Keys packed as words (``OSMTags/KeyWords``) tell keys apart as `String` equality does:
    /// random keys of 0–24 bytes around the 8- and 16-byte edges, sharing long prefixes, with
    /// NUL bytes and now and then a non-ASCII or canonically equivalent spelling, set, asked and
    /// removed against a dictionary, in sets of up to 20 tags (below the index).
    @Test func packedKeysAnswerAsADictionary() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let stems = ["", "a", "name", "name:", "building:", "addr:housenumber", "contact:website", "abcdefgh", "abcdefghijklmnop"]
        let tails = ["", "x", "\u{0}", "en", "de-CH", "1234567", "12345678", "123456789", "\u{E9}", "e\u{301}", "\u{212A}", "K"]
        func key() -> String { stems[next(stems.count)] + tails[next(tails.count)] + (next(4) == 0 ? tails[next(tails.count)] : "") }
        for _ in 0..<400 {
            var tags = OSMTags()
            var model: [String: String] = [:]
            for step in 0..<next(40) {
                let k = key()
                switch next(5) {
                case 0:
                    #expect(tags.removeValue(forKey: k) == model.removeValue(forKey: k))
                case 1:
                    tags[k] = nil
                    model[k] = nil
                default:
                    tags[k] = "v\(step)"
                    model[k] = "v\(step)"
                }
                let asked = key()
                #expect(tags[asked] == model[asked], "\(asked.unicodeScalars.map(\.value))")
                #expect(tags.count == model.count)
            }
            #expect(tags == OSMTags(model))
            #expect(Dictionary(uniqueKeysWithValues: tags.map { ($0.key, $0.value) }) == model)
            #expect(tags.filter { $0.key.count > 4 } == OSMTags(model.filter { $0.key.count > 4 }))
        }
    }

    /// A key's words (``OSMTags/KeyWords``), read with overlapping loads, are its count and its
    /// first 16 bytes in order, zeros after: checked against a byte-by-byte packing on random
    /// bytes of every length 0–40 (non-ASCII ones give none), from buffers at every offset.
    @Test func keyWordsAreTheBytesInOrder() {
        var seed: UInt64 = 0x6A09_E667_F3BC_C908
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<20_000 {
            let count = next(41), offset = next(8)
            let bytes = (0..<(offset + count)).map { _ in UInt8(next(20) == 0 ? 0x80 + next(128) : next(128)) }
            let key = Array(bytes[offset...])
            var head: UInt64 = 0, tail: UInt64 = 0
            for (i, b) in key.prefix(16).enumerated() {
                if i < 8 { head |= UInt64(b) << (8 * UInt64(i)) } else { tail |= UInt64(b) << (8 * UInt64(i - 8)) }
            }
            let expected = key.allSatisfy { $0 < 0x80 } ? OSMTags.KeyWords(count: count, head: head, tail: tail) : nil
            bytes.withUnsafeBufferPointer { all in
                #expect(OSMTags.KeyWords(ascii: UnsafeBufferPointer(rebasing: all[offset...])) == expected, "\(key)")
            }
            if let text = String(validating: key, as: UTF8.self) { #expect(OSMTags.KeyWords(text) == expected) }
        }
    }
}
