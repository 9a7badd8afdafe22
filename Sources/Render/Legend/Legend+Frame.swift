import Localization
import TerminalKit
extension Legend {
    /// One line per entry, under a heading per section ("Areas", "Marks", "Also"):
    /// the symbol, padded, then "meaning (count)", wrapped at spaces onto lines indented
    /// under the meaning when longer than `maxWidth`.
    public func rows(maxWidth: Int = 80) -> [[(text: String, style: CellStyle)]] {
        let symbolWidth = entries.map(\.symbol.terminalWidth).max() ?? 0
        var out: [[(text: String, style: CellStyle)]] = []
        let heading = CellStyle(bold: true)
        let indent = String(repeating: " ", count: symbolWidth + 4)
        for (title, section) in [(ui.legendAreas, areas), (ui.legendMarks, icons), (ui.legendAlso, marks)] where !section.isEmpty {
            out.append([(title, heading)])
            for e in section {
                let pad = String(repeating: " ", count: symbolWidth - e.symbol.terminalWidth)
                let meaning = e.count.map { ui.legendCount(count: ui.number($0), meaning: e.meaning) } ?? e.meaning
                let lines = meaning.wrapped(toWidth: max(1, maxWidth - symbolWidth - 4))
                out.append([("  ", .plain), (e.symbol, e.style), (pad + "  " + lines[0], .plain)])
                for line in lines.dropFirst() { out.append([(indent + line, .plain)]) }
            }
        }
        return out
    }

    /// The legend as a frame, one row per line of ``rows(maxWidth:)``, as wide as its
    /// longest line (at most `maxWidth`).
    public func frame(maxWidth: Int = 80) -> Frame {
        let rows = rows(maxWidth: maxWidth)
        let width = min(maxWidth, rows.map { $0.reduce(0) { $0 + $1.text.terminalWidth } }.max() ?? 0)
        var frame = Frame(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            var x = 0
            for part in row { x = frame.put(part.text, x: x, y: y, style: part.style) }
        }
        return frame
    }
}
