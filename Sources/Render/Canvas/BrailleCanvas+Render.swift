extension BrailleCanvas {
    /// Writes the canvas into `frame` with its top-left cell at (`column`, `row`), clipped
    /// to the frame. Cells with text show the text; cells without dots become a plain
    /// space in the default style; others show their glyph in their style.
    public func render(into frame: inout Frame, charset: Charset = .braille, column: Int = 0, row: Int = 0) {
        let c0 = max(0, -column), c1 = min(columns, frame.width - column)
        let r0 = max(0, -row), r1 = min(rows, frame.height - row)
        guard c0 < c1, r0 < r1 else { return }
        let glyphs = charset == .braille ? BrailleDots.glyphs : AsciiGlyphs.table
        for r in r0..<r1 {
            for c in c0..<c1 {
                let i = r * columns + c
                let cell: Cell
                if let ch = textChars[i] {
                    cell = Cell(ch, style: textStyles[i])
                } else if masks[i] == 0 {
                    cell = .blank
                } else {
                    cell = Cell(glyphs[Int(masks[i])], style: styles[i])
                }
                frame[column + c, row + r] = cell
            }
        }
    }

    /// Writes the canvas into a frame that is entirely blank (as a new frame is), at its
    /// top-left corner: the same result as ``render(into:charset:column:row:)``, but cells
    /// that would be written blank are skipped, which saves most of the work on sparse maps.
    func render(ontoBlank frame: inout Frame, charset: Charset) {
        let c1 = min(columns, frame.width), r1 = min(rows, frame.height)
        guard c1 > 0, r1 > 0 else { return }
        let glyphs = charset == .braille ? BrailleDots.glyphs : AsciiGlyphs.table
        for r in 0..<r1 {
            for c in 0..<c1 {
                let i = r * columns + c
                if let ch = textChars[i] {
                    frame[c, r] = Cell(ch, style: textStyles[i])
                } else if masks[i] != 0 {
                    frame[c, r] = Cell(glyphs[Int(masks[i])], style: styles[i])
                }
            }
        }
    }

    /// The canvas as a new frame of the same size.
    public func frame(charset: Charset = .braille) -> Frame {
        var f = Frame(width: columns, height: rows)
        render(into: &f, charset: charset)
        return f
    }
}
