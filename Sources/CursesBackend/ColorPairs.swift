import Render
import TerminalKit

/// Numbers ncurses colour pairs lazily, one per (foreground, background) combination.
///
/// Pure bookkeeping: it decides which pair number a style uses and says when a
/// number is new, so the adapter can define it (`init_extended_pair`) once. Pair 0
/// is the terminal's default colours and is never redefined. When the terminal's
/// pairs run out, further combinations fall back to pair 0.
struct ColorPairs {
    /// One colour pair as ncurses colour numbers (`-1` is the terminal default).
    struct Colors: Hashable {
        /// Foreground colour number.
        var foreground: Int32
        /// Background colour number.
        var background: Int32
    }

    /// The colours the terminal shows.
    let support: ColorSupport
    /// Whether `-1` (the terminal's default colour) is allowed (`use_default_colors` worked).
    let defaultsAllowed: Bool
    /// `COLOR_PAIRS`: pair numbers must stay below this.
    let limit: Int
    private var numbers: [Colors: Int32] = [:]
    private var nextNumber: Int32 = 1

    /// Creates an empty table.
    init(support: ColorSupport, defaultsAllowed: Bool, limit: Int) {
        self.support = support
        self.defaultsAllowed = defaultsAllowed
        self.limit = limit
    }

    /// How many pairs have been numbered so far.
    var count: Int { numbers.count }

    /// The pair for a foreground and background.
    ///
    /// - Returns: The pair number, plus the colours when the number is new and
    ///   still has to be defined in ncurses.
    mutating func pair(foreground: TermColor, background: TermColor) -> (number: Int32, define: Colors?) {
        guard var fg = support.cursesColor(foreground), var bg = support.cursesColor(background) else {
            return (0, nil)
        }
        if fg == -1 && bg == -1 { return (0, nil) }
        if !defaultsAllowed {
            // Without default colours, pair 0 is white on black; approximate with that.
            if fg == -1 { fg = 7 }
            if bg == -1 { bg = 0 }
        }
        let colors = Colors(foreground: fg, background: bg)
        if let number = numbers[colors] { return (number, nil) }
        guard Int(nextNumber) < limit else { return (0, nil) }
        let number = nextNumber
        nextNumber += 1
        numbers[colors] = number
        return (number, colors)
    }
}
