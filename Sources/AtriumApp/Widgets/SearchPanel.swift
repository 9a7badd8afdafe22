import MapCore
import Render

/// The `/` search line at the top with its results below: name, category and level.
public struct SearchPanel: Widget, Sendable {
    /// What was typed and the results.
    public var box: SearchBox
    /// The category groups searched in, when a filter is on.
    public var filterNote: String?

    /// Creates the panel.
    public init(box: SearchBox, filterNote: String?) {
        self.box = box
        self.filterNote = filterNote
    }

    /// Draws the search line at the top left of the area and up to as many results as fit.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let x0 = area.x, y0 = area.y
        let w = min(area.width - 2, 72)
        let shown = min(box.results.count, max(0, area.height / 2 - 3))
        let h = shown + 3 + (box.results.isEmpty ? 1 : 0)
        frame.box(x: x0 + 1, y: y0, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" Search" + (filterNote.map { " in \($0)" } ?? "") + " ", x: x0 + 3, y: y0, style: styles.title)
        let cursor = ascii ? "_" : "▏"
        frame.put("/ " + String(box.query.suffix(w - 6)) + cursor, x: x0 + 3, y: y0 + 1, style: CellStyle(bold: true))
        if box.results.isEmpty {
            frame.put(box.query.isEmpty ? "type a name, a category (toilet, food, lift) or a level" : "no results",
                      x: x0 + 3, y: y0 + 2, style: styles.dim)
        }
        let first = max(0, min(box.cursor - shown + 1, box.results.count - shown))
        for (i, r) in box.results.dropFirst(first).prefix(shown).enumerated() {
            let row = y0 + 2 + i
            let right = "\(CategoryNames.readable(r.category)) · \(r.levelShortName)"
            let nameWidth = max(4, w - 6 - right.terminalWidth)
            let line = r.name.truncated(to: nameWidth, ascii: ascii)
            let selected = first + i == box.cursor
            let style = selected ? styles.highlight : .plain
            let text = " " + line + String(repeating: " ", count: max(1, w - 4 - line.terminalWidth - right.terminalWidth)) + right + " "
            frame.put(String(text.prefix(w - 2)), x: x0 + 2, y: row, style: style)
            if !selected { frame.put(right.truncated(to: w - 6, ascii: ascii), x: x0 + max(3, w - 2 - right.terminalWidth), y: row, style: styles.dim) }
        }
        frame.put(" Enter go · Esc cancel ", x: x0 + max(3, w - 24), y: y0 + h - 1, style: styles.dim)
    }
}
