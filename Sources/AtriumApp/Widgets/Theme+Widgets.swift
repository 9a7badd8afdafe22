import TerminalKit

/// Colours and attributes of the widgets around the map.
public struct WidgetStyles: Sendable {
    /// Panel background (card, panels).
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
    /// Bars across the screen (the status line, the level bar).
    public var bar: CellStyle

    /// The standard look; colours degrade with the terminal's palette when drawn.
    public static let standard = WidgetStyles(
        panel: CellStyle(fg: .default, bg: .default),
        border: CellStyle(fg: .index(244)),
        highlight: CellStyle(fg: .index(16), bg: .index(214), bold: true),
        dim: CellStyle(fg: .index(245)),
        title: CellStyle(fg: .index(231), bold: true),
        note: CellStyle(fg: .index(16), bg: .index(228), bold: true),
        bar: CellStyle(fg: .index(231), bg: .index(238)))
}
