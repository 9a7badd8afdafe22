import MapCore
import TerminalKit

/// The `f` category filter: the groups present, with a mark on the chosen ones.
public struct FilterPanel: Widget, Sendable {
    /// The groups present and the highlighted row.
    public var list: FilterList
    /// The groups chosen.
    public var chosen: Set<CategoryGroup>

    /// Creates the panel.
    public init(list: FilterList, chosen: Set<CategoryGroup>) {
        self.list = list
        self.chosen = chosen
    }

    /// Draws the list at the top-left of the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let x0 = area.x, y0 = area.y
        let w = min(area.width - 2, 36)
        let h = min(area.height - 2, list.groups.count + 3)
        frame.box(x: x0 + 1, y: y0, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put((" " + ui.filterTitle + " ").truncated(to: max(0, w - 4), ascii: ascii), x: x0 + 3, y: y0, style: styles.title)
        for (i, g) in list.groups.prefix(h - 3).enumerated() {
            let mark = chosen.contains(g.group) ? (ascii ? "[x]" : "[✓]") : "[ ]"
            let text = " \(mark) \(g.group.name(ui))"
            let count = "\(ui.number(g.count)) "
            let line = text.truncated(to: w - 3 - count.count, ascii: ascii)
            let full = line + String(repeating: " ", count: max(0, w - 2 - line.terminalWidth - count.count)) + count
            frame.put(full, x: x0 + 2, y: y0 + 1 + i, style: i == list.cursor ? styles.highlight : .plain)
            if i == list.cursor { frame.cursor = CursorSpot(x: x0 + 2, y: y0 + 1 + i) }
        }
        let footer = (" " + ui.filterFooter + " ").truncated(to: max(0, w - 4), ascii: ascii)
        frame.put(footer, x: x0 + max(3, w - footer.terminalWidth - 1), y: y0 + h - 1, style: styles.dim)
    }
}
