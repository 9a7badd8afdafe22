import TerminalKit
/// A grid of terminal cells, each holding a 2×4 block of braille dots, plus a text layer.
///
/// Dot space is `(2·columns) × (4·rows)`: x grows to the right, y grows **down**, and
/// dot (0, 0) is the top-left dot of the top-left cell. Each cell stores one byte of dot
/// bits (the braille glyph is `U+2800 + mask`), one ``CellStyle`` and the priority that
/// style was set with. A dot painted with priority `p` takes over the cell's style only
/// when `p` is at least the stored priority, so outlines drawn with a higher priority keep
/// their colour over fills, whatever the drawing order.
///
/// Storage is flat arrays that ``reset(columns:rows:)`` reuses, so one canvas can serve
/// every frame without reallocating while the terminal size stays the same.
public struct BrailleCanvas: Sendable {
    /// Number of cell columns.
    public private(set) var columns: Int
    /// Number of cell rows.
    public private(set) var rows: Int

    /// Dot bits per cell, row-major (`row * columns + column`).
    var masks: [UInt8]
    /// The style of each cell's dots.
    var styles: [CellStyle]
    /// The priority each cell's style was set with.
    var priorities: [UInt8]
    /// Background colour per cell: an xterm-256 index, or ``noBackground``.
    var backgrounds: [UInt16]
    /// The priority each cell's background was set with.
    var backgroundPriorities: [UInt8]
    /// Text-layer characters per cell as ``CellCharacters`` numbers (``noText``: no text),
    /// row-major.
    var textChars: [UInt32]
    /// Text-layer styles per cell, meaningful where `textChars` holds text.
    var textStyles: [CellStyle]
    /// Indices of cells that hold text, so clearing the layer touches only them.
    var textCells: [Int]
    /// Scratch storage for polygon fills, kept to avoid allocating per fill.
    var fillScratch = FillScratch()

    /// Creates an empty canvas. Negative sizes become 0.
    public init(columns: Int, rows: Int) {
        let c = max(0, columns), r = max(0, rows)
        self.columns = c
        self.rows = r
        masks = Array(repeating: 0, count: c * r)
        styles = Array(repeating: .plain, count: c * r)
        priorities = Array(repeating: 0, count: c * r)
        backgrounds = Array(repeating: Self.noBackground, count: c * r)
        backgroundPriorities = Array(repeating: 0, count: c * r)
        textChars = Array(repeating: Self.noText, count: c * r)
        textStyles = Array(repeating: .plain, count: c * r)
        textCells = []
    }

    /// The value of ``textChars`` for a cell without text (no character has this number).
    static let noText = UInt32.max

    /// Width of dot space: two dots per column.
    public var dotWidth: Int { columns * 2 }
    /// Height of dot space: four dots per row.
    public var dotHeight: Int { rows * 4 }

    /// Empties the canvas (dots, styles, backgrounds, priorities and text) and sets its size.
    ///
    /// When the size is unchanged the existing storage is overwritten in place.
    public mutating func reset(columns: Int, rows: Int) {
        let c = max(0, columns), r = max(0, rows)
        if c == self.columns && r == self.rows {
            // Array by array (filled as blocks, not cell by cell through five arrays).
            masks.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            priorities.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            styles.withUnsafeMutableBufferPointer { $0.update(repeating: .plain) }
            backgrounds.withUnsafeMutableBufferPointer { $0.update(repeating: Self.noBackground) }
            backgroundPriorities.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            clearText()
            return
        }
        self = BrailleCanvas(columns: c, rows: r)
    }

    /// Empties the canvas, keeping its size.
    public mutating func clear() {
        reset(columns: columns, rows: rows)
    }

    /// Sets one dot. Dots outside the canvas are ignored.
    ///
    /// The cell takes `style` when `priority` is at least the priority already stored there.
    public mutating func setDot(x: Int, y: Int, style: CellStyle = .plain, priority: UInt8 = 0) {
        withDotWriter { $0.setDot(x: x, y: y, style: style, priority: priority) }
    }

    /// Clears one dot. When the cell becomes empty its style and priority are reset too.
    /// Dots outside the canvas are ignored.
    public mutating func clearDot(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        let i = (y >> 2) * columns + (x >> 1)
        masks[i] &= ~BrailleDots.bit(x: x, y: y)
        if masks[i] == 0 {
            styles[i] = .plain
            priorities[i] = 0
        }
    }

    /// Whether a dot is set; false outside the canvas.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return masks[(y >> 2) * columns + (x >> 1)] & BrailleDots.bit(x: x, y: y) != 0
    }

    /// The dot bits of a cell (0 outside the canvas).
    public func mask(column: Int, row: Int) -> UInt8 {
        guard column >= 0, row >= 0, column < columns, row < rows else { return 0 }
        return masks[row * columns + column]
    }

    /// The style of a cell's dots (plain outside the canvas).
    public func style(column: Int, row: Int) -> CellStyle {
        guard column >= 0, row >= 0, column < columns, row < rows else { return .plain }
        return styles[row * columns + column]
    }
}
