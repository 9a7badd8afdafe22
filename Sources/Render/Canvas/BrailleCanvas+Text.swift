extension BrailleCanvas {
    /// Writes text into cells from a column on a row, clipped to the canvas. A cell with
    /// text shows that character in `style` instead of its dots (the dots are kept
    /// underneath). A double-width character takes two cells, the second holding
    /// ``Swift/Character/wideContinuation``; one that would not fit becomes a space.
    /// Returns the column after the last character.
    @discardableResult
    public mutating func text(_ s: String, column: Int, row: Int, style: CellStyle = .plain) -> Int {
        var col = column
        guard row >= 0, row < rows else { return col + s.terminalWidth }
        for ch in s {
            if col >= columns { break }
            let width = ch.terminalWidth
            if width == 0 { continue }
            if width == 2 {
                if col >= 0 && col + 1 < columns {
                    setText(ch, at: row * columns + col, style: style)
                    setText(Character.wideContinuation, at: row * columns + col + 1, style: style)
                } else if col >= 0 {
                    setText(" ", at: row * columns + col, style: style)
                }
            } else if col >= 0 {
                setText(ch, at: row * columns + col, style: style)
            }
            col += width
        }
        return col
    }

    private mutating func setText(_ ch: Character, at i: Int, style: CellStyle) {
        if textChars[i] == nil { textCells.append(i) }
        textChars[i] = ch
        textStyles[i] = style
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
