import TerminalKit
import VenueFixtures

extension TestFrames {
    /// The frames of the tour, at `columns` × `rows`.
    public static func writerTour(columns: Int, rows: Int) -> [Frame] {
        var rng = SplitMix(seed: 2034)
        let world = TestFrames.randomMap(columns: columns + 120, rows: rows + 40, using: &rng)
        func view(_ left: Int, _ top: Int) -> Frame {
            var f = Frame(width: columns, height: rows)
            for y in 0..<rows { for x in 0..<columns { f[x, y] = world[x + left, y + top] } }
            f.put(" Level 1 ", x: columns - 10, y: 1, style: CellStyle(fg: .index(231), bg: .index(236), bold: true))
            f.put("status line", x: 0, y: rows - 1, style: CellStyle(dim: true, reverse: true))
            return f
        }
        var frames = [view(40, 10)]
        var frame = frames[0]
        for step in 0..<16 {
            switch step % 8 {
            case 0: frame = view(40 + step, 10)
            case 1: frame = view(40 + step, 10 + step % 5)
            case 2: frame.put("Room 101 ⠿⠿", x: rng.next(below: columns - 14), y: rng.next(below: rows),
                              style: CellStyle(fg: .index(15), bg: .index(24), bold: true))
            case 3: frame.fill(x: 5, y: 3, width: columns / 3, height: rows / 4, with: Cell(" ", style: CellStyle(bg: .index(52))))
            case 4: frame.put("강의실 Lab 🚻 café", x: 3, y: 3)
            case 5:
                frame[7, 5] = Cell("e\u{301}", style: CellStyle(fg: .index(2)))
                frame[8, 5] = Cell("\u{301}")                       // a lone combining mark
                frame[9, 5] = Cell("\u{7}")                         // a control character
                frame[columns - 1, 6] = Cell("界")                   // a wide character at the last column
                frame[columns - 1, rows - 1] = Cell("Z", style: CellStyle(reverse: true))
            case 6: frame = view(rng.next(below: 100), rng.next(below: 30))
            default: frame = view(62, 14)
            }
            frames.append(frame)
        }
        return frames
    }

    /// A screen of random characters in random colours.
    public static func junk(columns: Int, rows: Int) -> Frame {
        var rng = SplitMix(seed: 3)
        var f = Frame(width: columns, height: rows)
        for y in 0..<rows { for x in 0..<columns {
            f[x, y] = Cell(Character(Unicode.Scalar(UInt8(0x21 + rng.next(below: 90)))), style: CellStyle(fg: .index(UInt8(rng.next(below: 256))), bg: .index(UInt8(rng.next(below: 256)))))
        } }
        return f
    }

}

/// The sequences a terminal's description has: the finals of the control sequences its strings
/// expand to, the SGR parameters of its colour and attribute strings, its single-byte moves.
public struct AllowedSequences {
    var finals = Set<UInt8>(), sgr: Set<Int> = [0], plain = Set<[UInt8]>()

    public init(_ kind: TerminalCapabilities) {
        for (name, string) in kind.strings {
            for params in [[0], [1], [2, 3], [12, 40]] {
                var bytes = Terminfo.expand(string, params)
                if name == "rep" { bytes = Terminfo.expand(string, [65, 3]) }
                var i = 0
                while i < bytes.count {
                    if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                        var j = i + 2
                        while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                        if j < bytes.count { finals.insert(bytes[j]) }
                        i = j + 1
                    } else if bytes[i] == 0x1B, i + 1 < bytes.count {
                        plain.insert(Array(bytes[i..<min(bytes.count, i + (bytes[i + 1] == UInt8(ascii: "(") ? 3 : 2))]))
                        i += 2
                    } else {
                        if bytes[i] < 0x20 { plain.insert([bytes[i]]) }
                        i += 1
                    }
                }
            }
        }
        var sgrStrings: [[UInt8]] = ["bold", "dim", "rev", "sgr0", "op"].compactMap { kind.strings[$0] }.map { Terminfo.expand($0) }
        let colours = kind.colorSupport == .xterm256 ? 256 : kind.colorSupport == .ansi8 ? 8 : 0
        for c in 0..<colours {
            for name in ["setaf", "setab"] { if let s = kind.strings[name] { sgrStrings.append(Terminfo.expand(s, [c])) } }
        }
        for bytes in sgrStrings {
            for part in String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}") where part.hasPrefix("[") && part.contains("m") {
                for p in part.dropFirst().prefix { $0 != "m" }.split(separator: ";") { if let n = Int(p) { sgr.insert(n) } }
            }
        }
        if kind.strings["op"].map({ Terminfo.expand($0) }) == Array("\u{1B}[39;49m".utf8) { sgr.formUnion([22, 27]) }
    }

    /// Whether a sequence a model terminal recorded is one of these.
    public func allows(_ sequence: [UInt8]) -> Bool {
        guard sequence.count > 2, sequence[0] == 0x1B, sequence[1] == UInt8(ascii: "[") else { return plain.contains(sequence) }
        guard let final = sequence.last, finals.contains(final) else { return false }
        guard final == UInt8(ascii: "m") else { return true }
        let body = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
        return body.split(separator: ";", omittingEmptySubsequences: false).allSatisfy { sgr.contains(Int($0) ?? 0) }
    }
}


