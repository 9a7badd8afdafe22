import TerminalKit
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
        // Printable ASCII (most labels): a character a byte, one cell each, its code the byte.
        let ascii: Bool? = s.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            let base = row * columns
            for b in bytes {
                if col >= columns { break }
                if col >= 0 { setText(UInt32(b), at: base + col, style: style) }
                col += 1
            }
            return true
        }
        if ascii == true { return col }
        for ch in s {
            if col >= columns { break }
            let (code, width) = CellCharacters.codeAndWidth(ch)
            if width == 0 { continue }
            if width == 2 {
                if col >= 0 && col + 1 < columns {
                    setText(code, at: row * columns + col, style: style)
                    setText(Self.wideContinuationCode, at: row * columns + col + 1, style: style)
                } else if col >= 0 {
                    setText(0x20, at: row * columns + col, style: style)
                }
            } else if col >= 0 {
                setText(code, at: row * columns + col, style: style)
            }
            col += width
        }
        return col
    }

    /// ``Swift/Character/wideContinuation`` as a cell number.
    static let wideContinuationCode = CellCharacters.code(Character.wideContinuation)

    private mutating func setText(_ code: UInt32, at i: Int, style: CellStyle) {
        if textChars[i] == Self.noText { textCells.append(i) }
        textChars[i] = code
        textStyles[i] = style
    }

    /// The text-layer character of a cell, or nil when it has none.
    public func textCharacter(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < columns, row < rows else { return nil }
        let code = textChars[row * columns + column]
        return code == Self.noText ? nil : CellCharacters.character(code)
    }

    /// Removes all text, uncovering the dots below.
    public mutating func clearText() {
        for i in textCells { textChars[i] = Self.noText }
        textCells.removeAll(keepingCapacity: true)
    }
}
