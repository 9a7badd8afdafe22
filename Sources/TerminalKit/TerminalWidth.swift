import CWidth

/// How many terminal columns characters take, as the C library says (glibc's `wcwidth`,
/// asked in a UTF-8 locale through the `CWidth` shim, whatever the program's own locale):
/// 2 for East Asian wide and fullwidth characters (Hangul, CJK ideographs, kana) and
/// emoji, 0 for combining marks and zero-width characters, else 1. ncurses measures with
/// the same function, so the map and the terminal agree on every column.
extension Character {
    /// The cell that follows a double-width character in a ``Frame`` or on a canvas: a
    /// zero-width space. It is a marker only: ``Frame/text``, ``Frame/lines`` and
    /// ``Frame/ansiText(colors:)`` leave it out (the wide character already covers both
    /// columns), and terminals are never sent it.
    public static let wideContinuation: Character = "\u{200B}"

    /// Columns this character takes in a terminal: the width of its first scalar (later
    /// scalars are combining marks, joiners or selectors, which take none).
    public var terminalWidth: Int {
        unicodeScalars.first?.terminalWidth ?? 1
    }
}

extension Unicode.Scalar {
    /// Columns a character starting with this scalar takes in a terminal: glibc's
    /// `wcwidth` in C.UTF-8, with control characters and unassigned code points (for
    /// which it has no answer) counted as 1, as the screen then shows a replacement.
    public var terminalWidth: Int {
        let v = value
        // Printable ASCII and Latin-1 letters: one column, without a call.
        if v >= 0x20 && v < 0x7F || v >= 0xA0 && v < 0x300 { return 1 }
        let w = Int(atrium_wcwidth(v))
        return w < 0 ? 1 : w
    }
}

extension String {
    /// Columns this text takes in a terminal.
    public var terminalWidth: Int {
        // Printable ASCII: a column a byte (each byte a character of width 1).
        let ascii: Int? = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes.count : nil
        } ?? nil
        return ascii ?? reduce(0) { $0 + $1.terminalWidth }
    }

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
