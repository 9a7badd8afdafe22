import Foundation
import Testing
@testable import VenueFormats

/// The load's shortcuts for text against the slow answers they replace: `trimmedWhitespace`
/// against Foundation's `trimmingCharacters(in: .whitespaces)`, and a diagnostic's message,
/// now written when first asked, against its code's English text as it was stored before.
@Suite struct LazyTextTests {
    private static let pieces = ["a", "Z", "0", " ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2009}", "é", "e\u{301}",
                                 "\u{301}", "😀", ";", "-", "\u{1B}", "\u{85}", "\r", "\u{FEFF}", "Quai 1"]

    @Test func trimmedWhitespaceIsFoundationsTrim() {
        var rng = SystemRandomNumberGenerator()
        #expect("".trimmedWhitespace == "".trimmingCharacters(in: .whitespaces))
        for _ in 0..<20_000 {
            let s = (0..<Int.random(in: 0...7, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
            let expected = s.trimmingCharacters(in: .whitespaces)
            #expect(Array(s.trimmedWhitespace.utf8) == Array(expected.utf8), "\(Array(s.utf8))")
            let sub = ("x" + s + "y").dropFirst().dropLast()
            #expect(Array(sub.trimmedWhitespace.utf8) == Array(sub.trimmingCharacters(in: .whitespaces).utf8), "\(Array(s.utf8))")
        }
    }

    @Test func messageIsTheCodesTextLoggedOrNot() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let value = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
            let codes: [DiagnosticCode] = [.osmNoLevel(indoor: value), .osmUnleveledWay(highway: value, levels: 3),
                                           .osmNotClosed(indoor: value, geometry: value.isEmpty ? nil : "LineString")]
            for code in codes {
                let d = Diagnostic(.warning, file: "f.geojson", featureID: "way/1", code: code)
                #expect(d.message == code.text(.english))
                var log = DiagnosticLog()
                log.add(d)
                #expect(log.items[0].message == code.text(.english).replacingControlCharacters)
                var set = d
                set.message = "x\u{1B}" + value
                #expect(set.message == "x\u{1B}" + value)
                #expect(set != d || set.message == d.message)
                log.add(set)
                #expect(log.items[1].message == ("x\u{1B}" + value).replacingControlCharacters)
                #expect(Diagnostic(.warning, file: "f.geojson", featureID: "way/1", code: code) == d)
            }
        }
    }
}
