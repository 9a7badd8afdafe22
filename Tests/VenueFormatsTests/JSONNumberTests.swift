import Foundation
import Testing
@testable import VenueFormats

/// The number fast path gives exactly the double `Double(String)` gives, on every kind of token.
@Suite struct JSONNumberTests {
    /// The value JSONNumber gives for a token, and whether the fast path took it.
    private func parse(_ text: String) -> (value: Double?, fast: Bool) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            (JSONNumber.value(b, from: 0, to: b.count), JSONNumber.fastValue(b, from: 0, to: b.count) != nil)
        }
    }

    /// Same bits as the standard library (so -0.0 and 0.0 differ, and NaN never appears).
    private func expectSame(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Double(text)
        let got = parse(text).value
        #expect(got?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: got)) vs \(String(describing: expected))",
                sourceLocation: sourceLocation)
        // The parser's own walk (which takes the fast path without JSONNumber.value) agrees.
        let parsed: Double? = {
            guard case .number(let v)? = try? JSONParser.parse(Array(text.utf8)) else { return nil }
            return v
        }()
        #expect(parsed?.bitPattern == expected?.bitPattern, "parser: \(text): \(String(describing: parsed))", sourceLocation: sourceLocation)
    }

    @Test func edgeCases() {
        let cases = ["0", "-0", "0.0", "-0.0", "0e5", "-0e-5", "1", "-1", "01", "007.50", "0.1", "0.2", "0.3", "1.5", "-91.53739438780201",
                     "41.659983948411764", "9.9561234", "48.4212345", "123456789012345", "1234567890123456", "9007199254740992",
                     "9007199254740993", "9007199254740994", "18014398509481985", "12345678901234567890", "123456789012345678901234567890",
                     "1e22", "1e23", "1e-22", "1e-23", "1.7976931348623157e308", "1.8e308", "1e400", "-1e400", "2.2250738585072014e-308",
                     "4.9e-324", "2e-324", "1e-400", "0.000000000000000000000000000001", "1E5", "1e+5", "1e-0", "1e0005",
                     "3.141592653589793238462643383279", "0.1000000000000000055511151231257827", "8.5", "179.99999999999997",
                     "-180", "90.000000000000001", "1.00000000000000011102230246251565404236316680908203125",
                     "1.00000000000000011102230246251565404236316680908203124", "2.5e-5", "25e-6", "1e99999999999", "1e-99999999999",
                     "0.00000000000000000000000000000000000000000000000000001e50", "100000000000000000000000e-5"]
        for c in cases { expectSame(c) }
    }

    @Test func theFastPathTakesTheUsualCoordinates() {
        #expect(parse("9.9561234").fast)
        #expect(parse("-48.4212345").fast)
        #expect(parse("174.2933027632708").fast)         // 16 digits, but under 2^53
        #expect(parse("12").fast && parse("-0").fast)
        #expect(!parse("-91.53739438780201").fast)        // 16 digits over 2^53: the standard library
        #expect(!parse("1e23").fast)
    }

    @Test func randomDoublesPrintedShortest() {
        var rng = SplitMix(seed: 17)
        for _ in 0..<200_000 {
            let d = Double(bitPattern: rng.next())
            guard d.isFinite else { continue }
            expectSame("\(d)")
        }
    }

    @Test func randomCoordinatesAndDecimals() {
        var rng = SplitMix(seed: 42)
        for _ in 0..<200_000 {
            let lon = Double(rng.next() % 360_000_000_000) / 1_000_000_000 - 180
            expectSame("\(lon)")
            // Decimal tokens of 1 to 22 digits with the point anywhere and an optional exponent.
            let digits = Int(rng.next() % 22) + 1
            var text = rng.next() % 2 == 0 ? "-" : ""
            let point = Int(rng.next() % UInt64(digits + 1))
            for k in 0..<digits {
                if k == point && k > 0 { text += "." }
                text += String(rng.next() % 10)
            }
            if rng.next() % 3 == 0 { text += "e" + String(Int(rng.next() % 80) - 40) }
            expectSame(text)
        }
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
