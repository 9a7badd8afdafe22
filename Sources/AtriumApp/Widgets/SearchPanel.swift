import Localization
import MapCore
import TerminalKit

/// The `/` search line at the top with its results below: name, category and level.
public struct SearchPanel: Widget, Sendable {
    /// What was typed and the results.
    public var box: SearchBox
    /// The category groups searched in, when a filter is on.
    public var filterNote: String?
    /// Whether Enter routes to the nearest match (a route start is set and the query names a
    /// kind of place).
    public var routesToNearest = false

    /// Creates the panel.
    public init(box: SearchBox, filterNote: String?) {
        self.box = box
        self.filterNote = filterNote
    }

    /// Draws the search line at the top left of the area and up to as many results as fit.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let x0 = area.x, y0 = area.y
        let w = min(area.width - 2, 72)
        let shown = min(box.results.count, max(0, area.height / 2 - 3))
        let h = shown + 3 + (box.results.isEmpty ? 1 : 0)
        frame.box(x: x0 + 1, y: y0, width: w, height: h, style: styles.border, ascii: ascii)
        let title = " " + (filterNote.map { ui.searchTitleIn(groups: $0) } ?? ui.searchTitle) + " "
        frame.put(title.truncated(to: max(0, w - 4), ascii: ascii), x: x0 + 3, y: y0, style: styles.title)
        let cursor = ascii ? "_" : "▏"
        frame.put("/ " + String(box.query.suffix(w - 6)) + cursor, x: x0 + 3, y: y0 + 1, style: CellStyle(bold: true))
        if box.results.isEmpty {
            frame.put((box.query.isEmpty ? ui.searchPrompt : ui.searchNoResults).truncated(to: max(0, w - 4), ascii: ascii),
                      x: x0 + 3, y: y0 + 2, style: styles.dim)
        }
        let first = max(0, min(box.cursor - shown + 1, box.results.count - shown))
        for (i, r) in box.results.enumerated().dropFirst(first).prefix(shown) {
            let row = y0 + 2 + i - first
            let place = box.places.indices.contains(i) ? box.places[i] : r.levelShortName
            // The details, once, right-aligned: category, then level, distance, landmark.
            // The category only when the name does not already say it ("Women's Restroom").
            let category = CategoryNames.readable(r.category, ui: ui)
            let said = SearchText.fold(r.name).contains(SearchText.fold(category.split(separator: " ").last.map(String.init) ?? category))
            let right = ((said ? "" : category + " · ") + place).truncated(to: max(4, (w - 6) / 2), ascii: ascii)
            let rightWidth = right.terminalWidth
            let line = r.name.truncated(to: max(4, w - 7 - rightWidth), ascii: ascii)
            let selected = i == box.cursor
            let style = selected ? styles.highlight : .plain
            frame.put(String(repeating: " ", count: w - 2), x: x0 + 2, y: row, style: style)
            frame.put(line, x: x0 + 3, y: row, style: style)
            if selected { frame.cursor = CursorSpot(x: x0 + 3, y: row) }
            frame.put(right, x: x0 + w - 2 - rightWidth, y: row, style: selected ? style : styles.dim)
        }
        let footer = (" " + (routesToNearest ? ui.searchFooterNearest : ui.searchFooter) + " ").truncated(to: max(0, w - 4), ascii: ascii)
        frame.put(footer, x: x0 + max(3, w - footer.terminalWidth - 1), y: y0 + h - 1, style: styles.dim)
    }
}
