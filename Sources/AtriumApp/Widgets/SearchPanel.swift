import MapCore
import Render

/// The `/` search line at the top with its results below: name, category and level.
public enum SearchPanel {
    /// Draws the search line and up to as many results as fit.
    public static func draw(into frame: inout Frame, box: SearchBox, filterNote: String?, styles: WidgetStyles, ascii: Bool) {
        let w = min(frame.width - 2, 72)
        let shown = min(box.results.count, max(0, frame.height / 2 - 3))
        let h = shown + 3 + (box.results.isEmpty ? 1 : 0)
        frame.box(x: 1, y: 0, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" Search" + (filterNote.map { " in \($0)" } ?? "") + " ", x: 3, y: 0, style: styles.title)
        let cursor = ascii ? "_" : "▏"
        frame.put("/ " + String(box.query.suffix(w - 6)) + cursor, x: 3, y: 1, style: CellStyle(bold: true))
        if box.results.isEmpty {
            frame.put(box.query.isEmpty ? "type a name, a category (toilet, food, lift) or a level" : "no results",
                      x: 3, y: 2, style: styles.dim)
        }
        let first = max(0, min(box.cursor - shown + 1, box.results.count - shown))
        for (i, r) in box.results.dropFirst(first).prefix(shown).enumerated() {
            let row = 2 + i
            let right = "\(CategoryNames.readable(r.category)) · \(r.levelShortName)"
            let nameWidth = max(4, w - 6 - right.count)
            let line = r.name.truncated(to: nameWidth, ascii: ascii)
            let selected = first + i == box.cursor
            let style = selected ? styles.highlight : .plain
            let text = " " + line + String(repeating: " ", count: max(1, w - 4 - line.count - right.count)) + right + " "
            frame.put(String(text.prefix(w - 2)), x: 2, y: row, style: style)
            if !selected { frame.put(right.truncated(to: w - 6, ascii: ascii), x: max(3, w - 2 - right.count), y: row, style: styles.dim) }
        }
        frame.put(" Enter go · Esc cancel ", x: max(3, w - 24), y: h - 1, style: styles.dim)
    }
}

/// The `f` category filter: the groups present, with a mark on the chosen ones.
public enum FilterPanel {
    /// Draws the list at the top-left.
    public static func draw(into frame: inout Frame, list: FilterList, chosen: Set<CategoryGroup>, styles: WidgetStyles, ascii: Bool) {
        let w = min(frame.width - 2, 36)
        let h = min(frame.height - 2, list.groups.count + 3)
        frame.box(x: 1, y: 0, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" Filter by category ", x: 3, y: 0, style: styles.title)
        for (i, g) in list.groups.prefix(h - 3).enumerated() {
            let mark = chosen.contains(g.group) ? (ascii ? "[x]" : "[✓]") : "[ ]"
            let text = " \(mark) \(g.group.displayName)"
            let count = "\(g.count) "
            let line = text.truncated(to: w - 3 - count.count, ascii: ascii)
            let full = line + String(repeating: " ", count: max(0, w - 2 - line.count - count.count)) + count
            frame.put(full, x: 2, y: 1 + i, style: i == list.cursor ? styles.highlight : .plain)
        }
        frame.put(" Space toggle · c clear · Esc ", x: max(3, w - 31), y: h - 1, style: styles.dim)
    }
}
