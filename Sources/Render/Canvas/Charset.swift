/// Which characters a ``BrailleCanvas`` uses for its cells.
public enum Charset: Hashable, Sendable, CaseIterable {
    /// Unicode braille patterns, U+2800 to U+28FF: every dot shows.
    case braille
    /// Printable ASCII: each cell's dots become one character chosen by shape and
    /// density (see ``AsciiGlyphs``), for terminals or fonts without braille.
    case ascii

    /// The character for a cell's dot mask; an empty mask is always a space.
    public func glyph(for mask: UInt8) -> Character {
        switch self {
        case .braille: return mask == 0 ? " " : BrailleDots.glyphs[Int(mask)]
        case .ascii: return AsciiGlyphs.table[Int(mask)]
        }
    }
}
