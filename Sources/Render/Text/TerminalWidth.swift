/// How many terminal columns characters take: 2 for East Asian wide and fullwidth
/// characters (Hangul, CJK ideographs, kana, fullwidth forms, most emoji), else 1.
extension Character {
    /// The cell that follows a double-width character in a ``Frame``: a zero-width space,
    /// so that a frame printed as text keeps its columns. Terminals never draw it.
    public static let wideContinuation: Character = "\u{200B}"

    /// Columns this character takes in a terminal: 0 for the continuation mark, 2 for wide, else 1.
    public var terminalWidth: Int {
        unicodeScalars.first?.terminalWidth ?? 1
    }
}

extension Unicode.Scalar {
    /// Columns a character starting with this scalar takes in a terminal: 0 for the
    /// continuation mark (``Character/wideContinuation``), 2 for wide, else 1.
    public var terminalWidth: Int {
        let v = value
        guard v >= 0x1100 else { return 1 }
        if v == 0x200B { return 0 }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// Columns this text takes in a terminal.
    public var terminalWidth: Int { reduce(0) { $0 + $1.terminalWidth } }

    /// The text cut to at most `width` columns, ending with `ellipsis` when cut.
    public func truncated(toWidth width: Int, ellipsis: Character = "…") -> String {
        guard width > 0 else { return "" }
        if terminalWidth <= width { return self }
        var out = "", used = 0
        for ch in self {
            let w = ch.terminalWidth
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        out.append(ellipsis)
        return out
    }
}
