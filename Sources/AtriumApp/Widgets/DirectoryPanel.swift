import Localization
import MapCore
import TerminalKit

/// The `D` directory: the category groups with their counts, or the places of one, each with
/// its floor, open/closed state and distance; a filter line when one is typed.
public struct DirectoryPanel: Widget, Sendable {
    /// What is shown and highlighted.
    public var list: DirectoryList
    /// The places listed (empty while the groups are shown).
    public var rows: [DirectoryRow]

    /// Creates the panel.
    public init(list: DirectoryList, rows: [DirectoryRow]) {
        self.list = list
        self.rows = rows
    }

    /// Draws the panel at the top left of the area, as tall as the screen allows.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let x0 = area.x, y0 = area.y
        let w = min(area.width - 2, 78)
        let lines = list.showsGroups ? list.directory.groups.count : max(1, rows.count)
        let h = max(5, min(area.height - 2, lines + 4))
        frame.box(x: x0 + 1, y: y0, width: w, height: h, style: styles.border, ascii: ascii)
        let title = " " + (list.group.map { ui.directoryTitleGroup(arrow: ascii ? ">" : "›", group: $0.name(ui)) } ?? ui.directoryTitle) + " "
        frame.put(title.truncated(to: w - 4, ascii: ascii), x: x0 + 3, y: y0, style: styles.title)
        let cursorMark = list.typing ? (ascii ? "_" : "▏") : ""
        let filterLine = list.query.isEmpty && !list.typing
            ? (list.showsGroups ? ui.directoryGroupsHint : sortLine(ui))
            : "/ " + String(list.query.suffix(w - 8)) + cursorMark
        frame.put(filterLine.truncated(to: w - 4, ascii: ascii), x: x0 + 3, y: y0 + 1,
                  style: list.query.isEmpty && !list.typing ? styles.dim : CellStyle(bold: true))
        let shown = h - 4
        if list.showsGroups {
            drawGroups(into: &frame, x: x0, y: y0 + 2, width: w, shown: shown, context: context)
        } else {
            drawPlaces(into: &frame, x: x0, y: y0 + 2, width: w, shown: shown, context: context)
        }
        let footer = (" " + (list.showsGroups ? ui.directoryFooterGroups : ui.directoryFooterPlaces) + " ").truncated(to: w - 4, ascii: ascii)
        frame.put(footer, x: x0 + max(3, w - footer.terminalWidth - 1), y: y0 + h - 1, style: styles.dim)
    }

    /// How the places are ordered, and the key that changes it.
    private func sortLine(_ ui: UIText) -> String {
        guard list.byDistance else { return ui.directorySortFloor }
        if list.measuring { return ui.directorySortMeasuring }
        return list.walks != nil ? ui.directorySortWalking : ui.directorySortCrow
    }

    private func drawGroups(into frame: inout Frame, x: Int, y: Int, width w: Int, shown: Int, context: WidgetContext) {
        let groups = list.directory.groups, ui = context.ui
        let first = max(0, min(list.cursor - shown + 1, groups.count - shown))
        for (i, g) in groups.enumerated().dropFirst(first).prefix(shown) {
            let open = list.directory.entries.filter { $0.group == g.group && $0.isOpen == true }.count
            let right = (open > 0 ? ui.directoryOpenCount(count: open) + " · " : "") + ui.number(g.count) + " "
            row(into: &frame, x: x, y: y + i - first, width: w, left: g.group.name(ui), right: right,
                selected: i == list.cursor, context: context)
        }
    }

    private func drawPlaces(into frame: inout Frame, x: Int, y: Int, width w: Int, shown: Int, context: WidgetContext) {
        let ui = context.ui
        if rows.isEmpty {
            frame.put(ui.directoryNoMatch.truncated(to: max(0, w - 4), ascii: context.ascii), x: x + 3, y: y, style: context.styles.dim)
            return
        }
        let first = max(0, min(list.cursor - shown + 1, rows.count - shown))
        for (i, r) in rows.enumerated().dropFirst(first).prefix(shown) {
            let e = r.entry
            var right = [e.place.levelShortName]
            if let m = r.meters, m.isFinite {
                let meters = ui.number(Int(m.rounded()))
                right.append(r.walked ? ui.distanceMeters(meters: meters) : ui.distanceAboutMeters(meters: meters))
            }
            if let s = e.status { right.append(s.text) }
            let left = list.group == nil ? "\(e.name) · \(e.group.name(ui))" : (e.categoryName == e.name ? e.name : "\(e.name) · \(e.categoryName)")
            row(into: &frame, x: x, y: y + i - first, width: w, left: left, right: right.joined(separator: " · ") + " ",
                selected: i == list.cursor, context: context)
        }
    }

    /// One row: the text on the left, the details right-aligned, highlighted when selected.
    private func row(into frame: inout Frame, x: Int, y: Int, width w: Int, left: String, right: String, selected: Bool, context: WidgetContext) {
        let ascii = context.ascii, styles = context.styles
        let style = selected ? styles.highlight : CellStyle.plain
        let rightText = right.truncated(to: max(4, (w - 6) * 3 / 5), ascii: ascii)
        let leftText = left.truncated(to: max(4, w - 5 - rightText.terminalWidth), ascii: ascii)
        frame.put(String(repeating: " ", count: w - 2), x: x + 2, y: y, style: style)
        frame.put(leftText, x: x + 3, y: y, style: style)
        if selected { frame.cursor = CursorSpot(x: x + 3, y: y) }
        frame.put(rightText, x: x + w - 1 - rightText.terminalWidth, y: y, style: selected ? style : styles.dim)
    }
}
