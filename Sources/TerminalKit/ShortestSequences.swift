/// The colours and attributes the writer tracks as it writes (``Pen``), and the digit count
/// its pricing uses. The sequences themselves come from the terminal's description
/// (``TerminalSequences``, ``PenSequences``).
public enum ShortestSequences {
    /// Colours and attributes the terminal writes with.
    public struct Pen: Hashable, Sendable {
        /// Foreground: a palette index, or 0x100 for the default.
        public var fg: UInt32
        /// Background: a palette index, or 0x100 for the default.
        public var bg: UInt32
        /// Bold, dim, reverse.
        public var bold: Bool, dim: Bool, reverse: Bool

        /// The terminal's default look.
        public static let plain = Pen(fg: 0x100, bg: 0x100, bold: false, dim: false, reverse: false)

        /// The look a cell key (``CellKeys``) is drawn in.
        public init(key: UInt64) {
            fg = UInt32((key >> 21) & 0x1FF)
            bg = UInt32((key >> 30) & 0x1FF)
            bold = key & (1 << 39) != 0
            dim = key & (1 << 40) != 0
            reverse = key & (1 << 41) != 0
        }

        /// A pen from its parts.
        public init(fg: UInt32, bg: UInt32, bold: Bool, dim: Bool, reverse: Bool) {
            (self.fg, self.bg, self.bold, self.dim, self.reverse) = (fg, bg, bold, dim, reverse)
        }
    }

    /// Decimal digits of a non-negative number.
    @inline(__always)
    static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).count
    }
}
