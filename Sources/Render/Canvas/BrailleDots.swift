/// The braille dot numbering: which bit of a cell's mask each of its 2×4 dots uses.
///
/// Unicode braille puts dots 1–3 down the left column, 4–6 down the right column and
/// 7, 8 on the bottom row, so the bit for dot (x, y) inside a cell is
/// `[[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]][y & 3][x & 1]`.
enum BrailleDots {
    /// Bits of the left column, indexed by the dot row inside the cell.
    static let left: (UInt8, UInt8, UInt8, UInt8) = (0x01, 0x02, 0x04, 0x40)
    /// Bits of the right column, indexed by the dot row inside the cell.
    static let right: (UInt8, UInt8, UInt8, UInt8) = (0x08, 0x10, 0x20, 0x80)

    /// The left-column bit for a dot row (only `y & 3` matters).
    @inline(__always)
    static func leftBit(row y: Int) -> UInt8 {
        switch y & 3 {
        case 0: return left.0
        case 1: return left.1
        case 2: return left.2
        default: return left.3
        }
    }

    /// The right-column bit for a dot row (only `y & 3` matters).
    @inline(__always)
    static func rightBit(row y: Int) -> UInt8 {
        switch y & 3 {
        case 0: return right.0
        case 1: return right.1
        case 2: return right.2
        default: return right.3
        }
    }

    /// The bit of dot (x, y); only `x & 1` and `y & 3` matter.
    @inline(__always)
    static func bit(x: Int, y: Int) -> UInt8 {
        // The bit numbers packed four bits each, by (y & 3) · 2 + (x & 1): no branch.
        let shift = ((y & 3) << 3) | ((x & 1) << 2)
        return 1 << UInt8(truncatingIfNeeded: (0x7652_4130 >> shift) & 0xF)
    }

    /// The braille glyph for a mask: `U+2800 + mask`.
    static func glyph(_ mask: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(mask))!)
    }

    /// All 256 braille glyphs, indexed by mask.
    static let glyphs: [Character] = (0...255).map { glyph(UInt8($0)) }
}
