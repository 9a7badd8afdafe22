import Render
import TerminalKit

/// The `?` help overlay: every key and mouse action, and the legend of the floor shown
/// (each area colour and mark on it, with counts), side by side in a centred box when
/// the screen is wide enough, else one above the other. Long lines wrap; when the lines
/// do not all fit, ↑ ↓ (`k` `j`) and PgUp PgDn scroll them (``scroll``) and the bottom
/// border says which lines show.
public struct HelpOverlay: Widget, Sendable {
    /// The legend of the floor shown, or nil for keys only.
    public var legend: Legend?
    /// The first line shown (clamped to the lines there are).
    public var scroll: Int

    /// Creates the overlay.
    public init(legend: Legend? = nil, scroll: Int = 0) {
        self.legend = legend
        self.scroll = scroll
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
        ("b", "whole building: every floor with its matches and route legs; Enter goes there"),
        ("{ }", "scroll the card when its lines do not all fit"),
        ("y", "show this view as a command line"),
        ("m", "default / muted style"),
        ("q Ctrl-C", "quit"),
        ("--text", "screen reader or braille display? atrium --text: plain lines, no map (see atrium --help)"),
        ("mouse", "click selects, wheel zooms, drag pans"),
    ]

    /// One line of the box: styled pieces, left to right.
    typealias Line = [(text: String, style: CellStyle)]

    /// Where the box goes in an area and the lines it holds.
    struct Layout {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        var lines: [Line]
        /// Lines that fit between the title row and the bottom border.
        var visible: Int { max(0, height - 4) }
        /// The largest first line that still fills the box.
        var maxScroll: Int { max(0, lines.count - visible) }
    }

    /// The box in `area`: keys and legend side by side when both fit, else the legend
    /// under the keys; every line wrapped to the box.
    static func layout(legend: Legend?, area: Area, styles: WidgetStyles) -> Layout {
        let inner = max(10, area.width - 4)
        let keyWidth = entries.map(\.keys.terminalWidth).max() ?? 10
        let actionWidth = entries.map(\.action.terminalWidth).max() ?? 10
        let legendWide = legend?.rows(maxWidth: 1000) ?? []
        let legendWidth = legendWide.map(width).max() ?? 0
        // Side by side when the actions keep at least 30 columns beside the legend (longer
        // ones wrap), else the legend under the keys.
        let besideLegend = inner - keyWidth - 2 - 3 - legendWidth
        let sideBySide = !legendWide.isEmpty && besideLegend >= 30
        let keysWidth = keyWidth + 2 + (sideBySide ? min(actionWidth, besideLegend) : min(inner - keyWidth - 2, actionWidth))
        var keys: [Line] = []
        for e in entries {
            let wrapped = e.action.wrapped(toWidth: max(8, keysWidth - keyWidth - 2))
            let pad = String(repeating: " ", count: keyWidth - e.keys.terminalWidth + 2)
            keys.append([(e.keys, styles.title), (pad + wrapped[0], .plain)])
            for more in wrapped.dropFirst() { keys.append([(String(repeating: " ", count: keyWidth + 2) + more, .plain)]) }
        }
        var lines: [Line]
        if sideBySide {
            lines = (0..<max(keys.count, legendWide.count)).map { i in
                var line: Line = i < keys.count ? keys[i] : []
                if i < legendWide.count {
                    line.append((String(repeating: " ", count: keysWidth + 3 - width(line)), .plain))
                    line += legendWide[i]
                }
                return line
            }
        } else {
            lines = keys
            if let legend { lines += [[]] + legend.rows(maxWidth: inner) }
        }
        let innerWidth = lines.map(width).max() ?? 0
        let w = min(area.width, innerWidth + 4), h = min(area.height, lines.count + 4)
        return Layout(x: area.x + max(0, (area.width - w) / 2), y: area.y + max(0, (area.height - h) / 2), width: w, height: h, lines: lines)
    }

    /// Columns a line takes.
    private static func width(_ line: Line) -> Int { line.reduce(0) { $0 + $1.text.terminalWidth } }

    /// The largest ``scroll`` that still shows something new on a screen of this size.
    public static func maxScroll(legend: Legend?, columns: Int, rows: Int) -> Int {
        layout(legend: legend, area: Area(x: 0, y: 0, width: columns, height: rows), styles: .standard).maxScroll
    }

    /// How many lines PgUp and PgDn move on a screen of this size.
    public static func page(legend: Legend?, columns: Int, rows: Int) -> Int {
        max(1, layout(legend: legend, area: Area(x: 0, y: 0, width: columns, height: rows), styles: .standard).visible - 1)
    }

    /// Draws the overlay centred in the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii
        let l = Self.layout(legend: legend, area: area, styles: styles)
        let (x, y, w, h) = (l.x, l.y, l.width, l.height)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(legend == nil ? " Keys " : " Keys and map symbols ", x: x + 2, y: y, style: styles.title)
        let first = max(0, min(scroll, l.maxScroll))
        for (i, line) in l.lines.dropFirst(first).prefix(l.visible).enumerated() {
            var col = x + 2
            for part in line {
                let room = x + w - 2 - col
                guard room > 0 else { break }
                col = frame.put(part.text.truncated(to: room, ascii: ascii), x: col, y: y + 2 + i, style: part.style)
            }
        }
        var footer = " any key closes "
        if l.maxScroll > 0 {
            let arrows = ascii ? "up/down" : "↑↓", dot = ascii ? "-" : "·"
            footer = " \(first + 1)-\(first + l.visible) of \(l.lines.count) \(dot) \(arrows) PgUp PgDn scroll \(dot) other keys close "
            if footer.terminalWidth > w - 4 { footer = " \(first + 1)-\(first + l.visible)/\(l.lines.count) \(arrows) scroll " }
        }
        frame.put(footer, x: x + max(1, w - 2 - footer.terminalWidth), y: y + h - 1, style: styles.dim)
    }
}
