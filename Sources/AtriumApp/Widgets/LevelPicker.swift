import TerminalKit

/// The level picker: a vertical list on the right, highest floor on top, the current one highlighted.
public struct LevelPicker: Widget, Sendable {
    /// One entry.
    public struct Entry: Sendable, Equatable {
        /// The ordinal.
        public var ordinal: Int
        /// Short name, e.g. "G".
        public var label: String
        /// Matches of the category filter on this level, when a filter is on.
        public var matches: Int?

        /// Creates an entry.
        public init(ordinal: Int, label: String, matches: Int? = nil) {
            self.ordinal = ordinal
            self.label = label
            self.matches = matches
        }
    }

    /// Entries, in any order; drawn highest ordinal first.
    public var entries: [Entry]
    /// The ordinal shown on the map.
    public var current: Int?
    /// The floor "you are here" is on, marked (◉, `@` in ASCII) when it is not the one shown.
    public var here: Int?

    /// Creates a picker.
    public init(entries: [Entry], current: Int?) {
        self.entries = entries.sorted { $0.ordinal > $1.ordinal }
        self.current = current
    }

    /// Width in cells the picker needs (border included).
    public var width: Int {
        let labels = entries.map { $0.label.terminalWidth + ($0.matches.map { " \($0)".count } ?? 0) }
        return min(14, max(3, labels.max() ?? 1) + 4)
    }

    /// Height in cells (border included).
    public var height: Int { entries.count + 2 }

    /// Where the picker goes: its top-right corner at (right edge, row), ``width`` × ``height``.
    public func area(rightEdge: Int, top: Int) -> Area {
        Area(x: rightEdge - width, y: top, width: width, height: height)
    }

    /// Draws the picker in its ``area(rightEdge:top:)``; nothing when it does not fit.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let w = area.width, x = area.x, top = area.y
        guard x >= 0, top + height <= frame.height else { return }
        frame.box(x: x, y: top, width: w, height: height, style: styles.border, ascii: ascii)
        for (i, e) in entries.enumerated() {
            let row = top + 1 + i
            var text = e.label
            if let m = e.matches { text += " \(m)" }
            text = text.truncated(to: w - 4, ascii: ascii)
            let padded = " " + text + String(repeating: " ", count: max(0, w - 3 - text.terminalWidth))
            let isCurrent = e.ordinal == current
            let style = isCurrent ? styles.highlight : (e.matches == 0 ? styles.dim : styles.panel)
            frame.put(padded, x: x + 1, y: row, style: style)
            if isCurrent {
                frame[x, row] = Cell(ascii ? ">" : "▶", style: styles.border)
                frame.cursor = CursorSpot(x: x + 2, y: row)
            } else if e.ordinal == here {
                frame[x, row] = Cell(ascii ? "@" : "◉", style: styles.highlight)
            }
        }
    }
}
