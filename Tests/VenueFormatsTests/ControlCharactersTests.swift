import Testing
@testable import VenueFormats

/// `replacingControlCharacters` (its eight-bytes-at-a-time check included) against a plain
/// scalar-by-scalar reference, with the offending character at every offset.
@Suite struct ControlCharactersTests {
    private func reference(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            switch u.value {
            case 0x09...0x0D, 0x85: out.append(" ")
            case 0..<0x20, 0x7F...0x9F: out.append("\u{FFFD}")
            default: out.append(u)
            }
        }
        return String(out)
    }

    @Test func everyOffsetAndLength() {
        let inserts = ["\u{01}", "\u{1F}", "\t", "\n", "\u{7F}", "\u{85}", "\u{9F}", "\u{1B}", "¢", "é", "€", "😀", " ", "~"]
        for length in 0..<26 {
            let base = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x41 + $0 % 26))) })
            #expect(base.replacingControlCharacters == base)
            for k in 0...length {
                for insert in inserts {
                    var s = base
                    s.insert(contentsOf: insert, at: s.index(s.startIndex, offsetBy: k))
                    #expect(s.replacingControlCharacters == reference(s), "\(Array(s.utf8))")
                }
            }
        }
    }
}
