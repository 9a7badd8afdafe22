import Render
import TerminalKit

/// The `?` help overlay: every key and mouse action, and the legend of the floor shown
/// (each area colour and mark on it, with counts), side by side in a centred box when
/// the screen is wide enough, else one above the other as far as they fit.
public struct HelpOverlay: Widget, Sendable {
    /// The legend of the floor shown, or nil for keys only.
    public var legend: Legend?

    /// Creates the overlay.
    public init(legend: Legend? = nil) {
        self.legend = legend
    }

    /// Key and what it does, in display order.
    public static let entries: [(keys: String, action: String)] = [
        ("arrows h j k l", "pan (screen directions); Shift or H J K L pans farther"),
        ("+ = / -", "zoom in / out"),
        ("< >", "rotate 15 degrees"),
        ("[ ]", "pitch down / up 10 degrees (0-60)"),
        ("n / 0", "north up / whole venue"),
        ("PgUp PgDn u d", "level up / down; digits pick from the picker"),
        ("Tab Shift-Tab", "select next / previous place in view"),
        ("Enter / Esc", "open / close the place card"),
        ("/", "search; Enter goes to the result"),
        ("f", "filter by category"),
        ("D", "directory: places by category and floor, open now; Enter goes, r routes"),
        ("r", "route: to the selection from \"you are here\" (--here) or the start; r again clears"),
        ("R", "route: start from the selection, then r on the destination"),
        ("a", "accessible routes (no stairs or escalators)"),
        ("g", "step by step: Space/Enter next, Backspace back, Esc or g leaves"),
        ("w", "live position (--position): free / follow / follow with heading"),
        ("y", "show this view as a command line"),
        ("m", "default / muted style"),
        ("q Ctrl-C", "quit"),
        ("mouse", "click selects, wheel zooms, drag pans"),
    ]

    /// Draws the overlay centred in the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let entries = Self.entries
        let keyWidth = entries.map(\.keys.terminalWidth).max() ?? 10
        let actionWidth = entries.map(\.action.terminalWidth).max() ?? 10
        let keysWidth = keyWidth + actionWidth + 2
        let legendRows = legend?.rows(maxWidth: max(10, area.width - 4)) ?? []
        let legendWidth = legendRows.map { $0.reduce(0) { $0 + $1.text.terminalWidth } }.max() ?? 0
        // Side by side when both fit, else the legend under the keys.
        let sideBySide = !legendRows.isEmpty && keysWidth + 3 + legendWidth + 4 <= area.width
        let innerWidth = sideBySide ? keysWidth + 3 + legendWidth : max(keysWidth, legendWidth)
        let innerHeight = sideBySide ? max(entries.count, legendRows.count) : entries.count + (legendRows.isEmpty ? 0 : legendRows.count + 1)
        let w = min(area.width, innerWidth + 4)
        let h = min(area.height, innerHeight + 4)
        let x = area.x + max(0, (area.width - w) / 2), y = area.y + max(0, (area.height - h) / 2)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(legendRows.isEmpty ? " Keys " : " Keys and map symbols ", x: x + 2, y: y, style: styles.title)
        let lastRow = y + h - 2
        for (i, e) in entries.enumerated() where y + 2 + i < lastRow {
            frame.put(e.keys, x: x + 2, y: y + 2 + i, style: styles.title)
            frame.put(e.action.truncated(to: max(0, min(actionWidth, w - keyWidth - 6)), ascii: ascii), x: x + 4 + keyWidth, y: y + 2 + i)
        }
        let (lx, ly) = sideBySide ? (x + 2 + keysWidth + 3, y + 2) : (x + 2, y + 2 + entries.count + 1)
        for (i, row) in legendRows.enumerated() where ly + i < lastRow {
            var col = lx
            for part in row {
                let room = x + w - 2 - col
                guard room > 0 else { break }
                col = frame.put(part.text.truncated(to: room, ascii: ascii), x: col, y: ly + i, style: part.style)
            }
        }
        frame.put(" any key closes ", x: x + w - 18, y: y + h - 1, style: styles.dim)
    }
}
