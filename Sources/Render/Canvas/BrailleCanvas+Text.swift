extension BrailleCanvas {
    /// Writes text into cells from a column on a row, one character per cell, clipped to
    /// the canvas. A cell with text shows that character in `style` instead of its dots
    /// (the dots are kept underneath). Returns the column after the last character.
    @discardableResult
    public mutating func text(_ s: String, column: Int, row: Int, style: CellStyle = .plain) -> Int {
        var col = column
        guard row >= 0, row < rows else { return col + s.count }
        for ch in s {
            if col >= columns { break }
            if col >= 0 {
                let i = row * columns + col
                if textChars[i] == nil { textCells.append(i) }
                textChars[i] = ch
                textStyles[i] = style
            }
            col += 1
        }
        return col
    }

    /// The text-layer character of a cell, or nil when it has none.
    public func textCharacter(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        return textChars[row * columns + column]
    }

    /// Removes all text, uncovering the dots below.
    public mutating func clearText() {
        for i in textCells { textChars[i] = nil }
        textCells.removeAll(keepingCapacity: true)
    }
}
