
/// How many colours the terminal can show, as detected when the screen opens.
///
/// Frames always speak xterm-256 palette indices (see `TermColor`); the adapter
/// uses this to bring them down to what the terminal has.
public enum ColorSupport: Hashable, Sendable {
    /// No colour at all: only bold, dim and reverse come through.
    case none
    /// The eight ANSI colours.
    case ansi8
    /// The xterm 256-colour palette.
    case xterm256

    /// Classifies a terminal from its description: whether it can set colours (`setaf`,
    /// `setab`) and how many it has (`colors`).
    ///
    /// - Parameters:
    ///   - hasColors: `has_colors()`.
    ///   - colors: `COLORS`.
    public static func detect(hasColors: Bool, colors: Int) -> ColorSupport {
        guard hasColors, colors >= 8 else { return .none }
        return colors >= 256 ? .xterm256 : .ansi8
    }

    /// The ncurses colour number for a frame colour: `-1` for the terminal's
    /// default, a palette index otherwise, or `nil` when the terminal has no colour.
    public func cursesColor(_ color: TermColor) -> Int32? {
        switch (self, color) {
        case (.none, _): return nil
        case (_, .default): return -1
        case (.xterm256, .index(let index)): return Int32(index)
        case (.ansi8, .index(let index)): return Int32(Self.nearestANSI(index))
        }
    }

    /// The closest of the eight ANSI colours (0 black … 7 white) to an xterm-256 index.
    ///
    /// Bright colours 8–15 lose their brightness; the 6×6×6 cube keeps each of red,
    /// green and blue that is at least half as strong as the strongest; the grey ramp
    /// splits into black and white.
    public static func nearestANSI(_ index: UInt8) -> UInt8 {
        switch index {
        case 0..<8:
            return index
        case 8..<16:
            return index - 8
        case 16..<232:
            let cube = Int(index) - 16
            let levels = [cube / 36, (cube / 6) % 6, cube % 6]   // red, green, blue in 0…5
            let strongest = levels.max() ?? 0
            guard strongest >= 2 else { return 0 }
            let threshold = (strongest + 1) / 2
            // ANSI numbering: red is bit 0, green bit 1, blue bit 2.
            return levels.enumerated().reduce(0) { sum, entry in
                entry.element >= threshold ? sum | UInt8(1 << entry.offset) : sum
            }
        default:
            return index < 244 ? 0 : 7
        }
    }
}
