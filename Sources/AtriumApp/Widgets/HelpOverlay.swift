import Render

/// The `?` help overlay: every key and mouse action, in a centred box.
public struct HelpOverlay: Widget, Sendable {
    /// Creates the overlay.
    public init() {}

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
        ("r", "route: from the selection, then to the next one; r again clears"),
        ("a", "accessible routes (no stairs or escalators)"),
        ("y", "show this view as a command line"),
        ("m", "default / muted style"),
        ("q Ctrl-C", "quit"),
        ("mouse", "click selects, wheel zooms, drag pans"),
    ]

    /// Draws the overlay centred in the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let entries = Self.entries
        let keyWidth = entries.map(\.keys.count).max() ?? 10
        let actionWidth = entries.map(\.action.count).max() ?? 10
        let w = min(area.width, keyWidth + actionWidth + 7)
        let h = min(area.height, entries.count + 4)
        let x = area.x + max(0, (area.width - w) / 2), y = area.y + max(0, (area.height - h) / 2)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" Keys ", x: x + 2, y: y, style: styles.title)
        for (i, e) in entries.prefix(h - 4).enumerated() {
            frame.put(e.keys, x: x + 2, y: y + 2 + i, style: styles.title)
            frame.put(e.action.truncated(to: max(0, w - keyWidth - 6), ascii: ascii), x: x + 4 + keyWidth, y: y + 2 + i)
        }
        frame.put(" any key closes ", x: x + w - 18, y: y + h - 1, style: styles.dim)
    }
}
