import TerminalKit

/// Colours and attributes of the widgets around the map.
public struct WidgetStyles: Sendable {
    /// Panel background (picker, card, status line).
    public var panel: CellStyle
    /// Panel borders.
    public var border: CellStyle
    /// Highlighted entry (current level, selected result).
    public var highlight: CellStyle
    /// Secondary text.
    public var dim: CellStyle
    /// Titles.
    public var title: CellStyle
    /// Passing notes ("zoom limit").
    public var note: CellStyle

    /// The standard look; colours degrade with the terminal's palette when drawn.
    public static let standard = WidgetStyles(
        panel: CellStyle(fg: .default, bg: .default),
        border: CellStyle(fg: .index(244)),
        highlight: CellStyle(fg: .index(16), bg: .index(214), bold: true),
        dim: CellStyle(fg: .index(245)),
        title: CellStyle(fg: .index(231), bold: true),
        note: CellStyle(fg: .index(16), bg: .index(228), bold: true))
}

extension Frame {
    /// Draws a box border with a clean interior.
    mutating func box(x: Int, y: Int, width w: Int, height h: Int, style: CellStyle, ascii: Bool) {
        guard w >= 2, h >= 2 else { return }
        let (tl, tr, bl, br, hz, vt): (Character, Character, Character, Character, Character, Character) =
            ascii ? ("+", "+", "+", "+", "-", "|") : ("┌", "┐", "└", "┘", "─", "│")
        fill(x: x, y: y, width: w, height: h, with: Cell(" "))
        for c in x + 1..<x + w - 1 {
            self[c, y] = Cell(hz, style: style)
            self[c, y + h - 1] = Cell(hz, style: style)
        }
        for r in y + 1..<y + h - 1 {
            self[x, r] = Cell(vt, style: style)
            self[x + w - 1, r] = Cell(vt, style: style)
        }
        self[x, y] = Cell(tl, style: style)
        self[x + w - 1, y] = Cell(tr, style: style)
        self[x, y + h - 1] = Cell(bl, style: style)
        self[x + w - 1, y + h - 1] = Cell(br, style: style)
    }
}

extension String {
    /// The string cut to a width in terminal columns, with an ellipsis when cut.
    func truncated(to width: Int, ascii: Bool = false) -> String {
        truncated(toWidth: width, ellipsis: ascii ? "~" : "…")
    }
}
