import Testing
@testable import VenueFormats

/// The string walk (``JSONParser/parseString()``, ``JSONParser/skipString()`` and the member
/// names of ``JSONParser/scanKey()``, which learns in the same walk whether a name holds an
/// escape, and which passes eight plain bytes at a time) against the byte-by-byte walk it
/// replaced, kept here: the same text, the same end, the same escape flag, the same error at
/// the same line and column, on random strings of plain ASCII, UTF-8, escapes (valid, invalid,
/// cut short), control bytes, newlines, at every length and at the end of the buffer.
@Suite struct JSONStringScanTests {
    /// What the old walk gave: the text and the index after the closing quote, or the problem
    /// and where it was reported.
    enum Reading: Equatable {
        case string(text: [UInt8], end: Int, escaped: Bool)
        case failure(JSONProblem, at: Int)
    }

    /// The old walk, one byte at a time (JSONParser.readString before the word scan).
    static func byteByByte(_ b: [UInt8], from start: Int) -> Reading {
        var i = start + 1
        var out: [UInt8] = []
        var escaped = false
        func hex4() -> UInt32? {   // nil: reported by the caller
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = b[i]
                let d: UInt32
                switch c {
                case 0x30...0x39: d = UInt32(c - 0x30)
                case 0x41...0x46: d = UInt32(c - 0x41 + 10)
                case 0x61...0x66: d = UInt32(c - 0x61 + 10)
                default: return nil
                }
                v = v * 16 + d
                i += 1
            }
            return v
        }
        while true {
            guard i < b.count else { return .failure(.unterminatedString, at: start) }
            let c = b[i]
            if c == 0x22 { return .string(text: out, end: i + 1, escaped: escaped) }
            if c < 0x20 { return .failure(.controlCharacter, at: i) }
            if c == 0x5C {
                escaped = true
                i += 1
                guard i < b.count else { return .failure(.unterminatedString, at: start) }
                let e = b[i]
                i += 1
                switch e {
                case 0x22: out.append(0x22)
                case 0x5C: out.append(0x5C)
                case 0x2F: out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 <= b.count else { return .failure(.truncatedUnicodeEscape, at: i) }
                    guard var code = hex4() else { return .failure(.invalidUnicodeEscape, at: i) }
                    if (0xD800...0xDBFF).contains(code), i + 1 < b.count, b[i] == 0x5C, b[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        guard i + 4 <= b.count else { return .failure(.truncatedUnicodeEscape, at: i) }
                        guard let low = hex4() else { return .failure(.invalidUnicodeEscape, at: i) }
                        code = (0xDC00...0xDFFF).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    out.append(contentsOf: Array(String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8))
                default: return .failure(.invalidEscape, at: i - 2)
                }
                continue
            }
            out.append(c)
            i += 1
        }
    }

    /// The three readings of the new walk on the string opening at `start`, each as a ``Reading``.
    static func newReadings(_ b: [UInt8], from start: Int) -> [Reading] {
        b.withUnsafeBufferPointer { buffer in
            func run(_ body: (inout JSONParser) throws(JSONParseError) -> Reading) -> (Reading, JSONParser) {
                var p = JSONParser(bytes: buffer, lenient: false)
                p.index = start
                do throws(JSONParseError) {
                    return (try body(&p), p)
                } catch {
                    return (.failure(error.problem, at: -1 - error.line * 1_000_000 - error.column), p)
                }
            }
            let (kept, _) = run { (p: inout JSONParser) throws(JSONParseError) in
                let s = try p.parseString()
                return .string(text: Array(s.utf8), end: p.index, escaped: false)
            }
            let (skipped, _) = run { (p: inout JSONParser) throws(JSONParseError) in
                try p.skipString()
                return .string(text: [], end: p.index, escaped: false)
            }
            let (key, _) = run { (p: inout JSONParser) throws(JSONParseError) in
                let k = try p.scanKey()
                #expect(k.start == start + 1 && k.end == p.index - 1)
                return .string(text: Array(p.text(of: k).utf8), end: p.index, escaped: k.escaped)
            }
            return [kept, skipped, key]
        }
    }

    /// The old reading in the form of ``newReadings(_:from:)``: errors by line and column.
    static func expected(_ b: [UInt8], from start: Int) -> [Reading] {
        switch byteByByte(b, from: start) {
        case .string(let text, let end, let escaped):
            let decoded = Array(String(decoding: text, as: UTF8.self).utf8)
            return [.string(text: decoded, end: end, escaped: false), .string(text: [], end: end, escaped: false),
                    .string(text: decoded, end: end, escaped: escaped)]
        case .failure(let problem, let at):
            let e = b.withUnsafeBufferPointer { JSONParser(bytes: $0, lenient: false).error(problem, at: at) }
            let r = Reading.failure(problem, at: -1 - e.line * 1_000_000 - e.column)
            return [r, r, r]
        }
    }

    @Test func wordScanReadsStringsAsTheByteWalk() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("name".utf8), Array("addr:housenumber".utf8), Array(" ".utf8), Array("\t".utf8),
            Array("caf\u{E9}".utf8), Array("\u{212A}".utf8), Array("\u{1F600}".utf8), Array("e\u{301}".utf8),
            Array("\\\"".utf8), Array("\\\\".utf8), Array("\\/".utf8), Array("\\n".utf8), Array("\\t".utf8), Array("\\b".utf8),
            Array("\\u0061".utf8), Array("\\u00E9".utf8), Array("\\uD83D\\uDE00".utf8), Array("\\uD83D".utf8),
            Array("\\uD83Dx".utf8), Array("\\uDE00".utf8), Array("\\uD83D\\u0041".utf8), Array("\\uD83D\\uZZ".utf8),
            Array("\\u12".utf8), Array("\\uG000".utf8), Array("\\x".utf8), Array("\\".utf8),
            [0x0A], [0x0D], [0x00], [0x1F], [0x7F], [0x80], [0xFF], [0x20], [0x21], [0x5B], [0x5D],
            Array("abcdefgh".utf8), Array("0123456789abcdef0123".utf8),
        ]
        var checked = 0
        for _ in 0..<6000 {
            var body: [UInt8] = []
            let plainly = next(3) == 0   // mostly ordinary text: long plain runs, few specials
            for _ in 0..<next(14) {
                let p = plainly && next(4) != 0 ? pieces[next(3)] + pieces[pieces.count - 2 + next(2)] : pieces[next(pieces.count)]
                body += p
            }
            var before: [UInt8] = Array(repeating: UInt8(ascii: " "), count: next(9))
            if next(4) == 0 { before = Array("{\n  \"k\": 1,\n ".utf8) }
            var doc = before + [0x22] + body
            switch next(4) {
            case 0: break                                   // cut at the end of the buffer
            case 1: doc += [0x22]
            default: doc += [0x22] + Array(" : 1, \"more\": \"tail text\" }".utf8.prefix(next(30)))
            }
            let start = before.count
            let old = Self.expected(doc, from: start), new = Self.newReadings(doc, from: start)
            #expect(new == old, "\(doc)")
            checked += 1
        }
        #expect(checked == 6000)
    }

    /// Every length and every place of one special byte in a plain run, at the buffer's end or not.
    @Test func eachSpecialByteAtEachPlaceOfAWord() {
        for length in 0..<26 {
            for place in 0...length {
                for special: UInt8 in [0x22, 0x5C, 0x00, 0x0A, 0x1F, 0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xC3] {
                    var body = Array(repeating: UInt8(ascii: "x"), count: length)
                    if place < length { body[place] = special }
                    for tail: [UInt8] in [[], [0x22], [0x22, 0x2C, 0x20, 0x22, 0x61, 0x22, 0x7D]] {
                        let doc = [0x22] + body + tail
                        #expect(Self.newReadings(doc, from: 0) == Self.expected(doc, from: 0), "\(doc)")
                    }
                }
            }
        }
    }
}
