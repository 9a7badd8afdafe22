import Localization
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

    /// Key and what it does, in display order, in `ui`'s language.
    public static func entries(_ ui: UIText) -> [(keys: String, action: String)] {
        [
            (ui.helpKeyArrows, ui.helpPan),
            ("+ = / -", ui.helpZoom),
            ("< >", ui.helpRotate),
            ("[ ]", ui.helpPitch),
            ("n / 0", ui.helpNorthWhole),
            ("PgUp PgDn u d", ui.helpLevels),
            ("Tab Shift-Tab", ui.helpNextPlace),
            ("Enter / Esc", ui.helpCard),
            ("/", ui.helpSearch),
            ("f", ui.helpFilter),
            ("D", ui.helpDirectory),
            ("r", ui.helpRoute),
            ("R", ui.helpRouteStart),
            ("a", ui.helpAccessible),
            ("g", ui.helpGuidance),
            ("w", ui.helpLive),
            ("b", ui.helpBuilding),
            ("{ }", ui.helpCardScroll),
            ("y", ui.helpShare),
            ("m", ui.helpStyle),
            (ui.helpKeyQuit, ui.helpQuit),
            ("--text", ui.helpTextMode),
            (ui.helpKeyMouse, ui.helpMouse),
        ]
    }

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
    static func layout(legend: Legend?, area: Area, styles: WidgetStyles, ui: UIText = .english) -> Layout {
        let entries = entries(ui)
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
    public static func maxScroll(legend: Legend?, columns: Int, rows: Int, ui: UIText = .english) -> Int {
        layout(legend: legend, area: Area(x: 0, y: 0, width: columns, height: rows), styles: .standard, ui: ui).maxScroll
    }

    /// How many lines PgUp and PgDn move on a screen of this size.
    public static func page(legend: Legend?, columns: Int, rows: Int, ui: UIText = .english) -> Int {
        max(1, layout(legend: legend, area: Area(x: 0, y: 0, width: columns, height: rows), styles: .standard, ui: ui).visible - 1)
    }

    /// Draws the overlay centred in the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, ui = context.ui
        let l = Self.layout(legend: legend, area: area, styles: styles, ui: ui)
        let (x, y, w, h) = (l.x, l.y, l.width, l.height)
        frame.box(x: x, y: y, width: w, height: h, style: styles.border, ascii: ascii)
        frame.put(" " + (legend == nil ? ui.helpTitleKeys : ui.helpTitleKeysAndLegend).truncated(to: max(0, w - 6), ascii: ascii) + " ", x: x + 2, y: y, style: styles.title)
        let first = max(0, min(scroll, l.maxScroll))
        for (i, line) in l.lines.dropFirst(first).prefix(l.visible).enumerated() {
            var col = x + 2
            for part in line {
                let room = x + w - 2 - col
                guard room > 0 else { break }
                col = frame.put(part.text.truncated(to: room, ascii: ascii), x: col, y: y + 2 + i, style: part.style)
            }
        }
        var footer = " \(ui.helpFooterClose) "
        if l.maxScroll > 0 {
            let arrows = ascii ? "up/down" : "↑↓", dot = ascii ? "-" : "·"
            let (firstLine, lastLine, total) = (ui.number(first + 1), ui.number(first + l.visible), ui.number(l.lines.count))
            footer = " " + ui.helpFooterScroll(arrows: arrows, dot: dot, first: firstLine, last: lastLine, total: total) + " "
            if footer.terminalWidth > w - 4 { footer = " " + ui.helpFooterScrollShort(arrows: arrows, first: firstLine, last: lastLine, total: total) + " " }
            footer = footer.truncated(to: max(0, w - 4), ascii: ascii)
        }
        frame.put(footer, x: x + max(1, w - 2 - footer.terminalWidth), y: y + h - 1, style: styles.dim)
    }
}
