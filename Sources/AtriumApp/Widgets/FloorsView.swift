import MapCore
import Render
import TerminalKit

/// The whole-building view: every floor, highest on top, with its matches and route legs;
/// ↑ ↓ choose, Enter goes to the floor, Esc or `b` closes.
public struct FloorsView: Widget, Sendable {
    /// The floors, highest first.
    public var floors: [FloorSummary]
    /// The floor the map shows.
    public var current: Int
    /// The highlighted row.
    public var cursor: Int
    /// What the matches are of ("filter: Food", "search \"toilet\""), for the title.
    public var matchesOf: String?

    /// Creates the view.
    public init(floors: [FloorSummary], current: Int, cursor: Int, matchesOf: String? = nil) {
        self.floors = floors
        self.current = current
        self.cursor = cursor
        self.matchesOf = matchesOf
    }

    /// Draws the list in a box centred in the area, scrolled to keep the cursor in view.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        // Without UTF-8: "·" as "-", names transliterated (``Swift/String/asciiShown``).
        let lines = FloorSummary.lines(floors, current: current).map { ascii ? $0.replacingOccurrences(of: "·", with: "-").asciiShown : $0 }
        let w = min(area.width, max(40, (lines.map(\.terminalWidth).max() ?? 0) + 4))
        let h = min(area.height, lines.count + 4)
        let x = area.x + (area.width - w) / 2, y = area.y + max(0, (area.height - h) / 2)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        var title = " Floors" + (matchesOf.map { " · matches of \($0)" } ?? "") + " "
        if ascii { title = title.replacingOccurrences(of: "·", with: "-").asciiShown }
        frame.put(title.truncated(to: w - 4, ascii: ascii), x: x + 2, y: y, style: styles.title)
        let visible = max(1, h - 4)
        let first = max(0, min(cursor - visible / 2, lines.count - visible))
        for (i, line) in lines.enumerated().dropFirst(first).prefix(visible) {
            let row = y + 2 + i - first
            let style = i == cursor ? styles.highlight : (floors[i].isEmpty ? styles.dim : styles.panel)
            let text = line.truncated(to: w - 4, ascii: ascii)
            frame.put(text + String(repeating: " ", count: max(0, w - 4 - text.terminalWidth)), x: x + 2, y: row, style: style)
            if i == cursor { frame.cursor = CursorSpot(x: x + 2, y: row) }
        }
        let hint = ascii ? " up/down choose - Enter goes there - Esc closes " : " ↑↓ choose · Enter goes there · Esc closes "
        if hint.terminalWidth < w - 2 { frame.put(hint, x: x + w - 1 - hint.terminalWidth, y: y + h - 1, style: styles.dim) }
    }
}
