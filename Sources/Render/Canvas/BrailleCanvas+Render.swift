import TerminalKit
extension BrailleCanvas {
    /// Writes the canvas into `frame` with its top-left cell at (`column`, `row`), clipped
    /// to the frame. Cells with text show the text; cells without dots become a space;
    /// others show their glyph in their style. A cell's background colour (see
    /// ``fillBackground(rings:color:priority:)``) applies under its text or dots.
    public func render(into frame: inout Frame, charset: Charset = .braille, column: Int = 0, row: Int = 0) {
        let c0 = max(0, -column), c1 = min(columns, frame.width - column)
        let r0 = max(0, -row), r1 = min(rows, frame.height - row)
        guard c0 < c1, r0 < r1 else { return }
        let glyphs = Self.glyphCodes(charset)
        for r in r0..<r1 {
            for c in c0..<c1 {
                frame[column + c, row + r] = cell(r * columns + c, glyphs: glyphs)
            }
        }
    }

    /// Writes the canvas into a frame that is entirely blank (as a new frame is), at its
    /// top-left corner: the same result as ``render(into:charset:column:row:)``, but cells
    /// that would be written blank are skipped, which saves most of the work on sparse maps.
    func render(ontoBlank frame: inout Frame, charset: Charset) {
        let c1 = min(columns, frame.width), r1 = min(rows, frame.height)
        guard c1 > 0, r1 > 0 else { return }
        let glyphs = Self.glyphCodes(charset)
        for r in 0..<r1 {
            for c in 0..<c1 {
                let i = r * columns + c
                if textChars[i] != Self.noText || masks[i] != 0 || backgrounds[i] != Self.noBackground {
                    frame[c, r] = cell(i, glyphs: glyphs)
                }
            }
        }
    }

    /// Writes into `frame` only the cells that differ from what `shown` recorded, for a
    /// frame that still shows exactly the canvas `shown` was recorded from (same size and
    /// charset) in its top rows: the same result as rendering afresh, with far fewer cell
    /// writes when little changed. Rows of the frame below the canvas's are not touched.
    func render(over frame: inout Frame, shown: CanvasSnapshot) {
        guard shown.columns == columns, shown.rows == rows, frame.width == columns, frame.height >= rows else {
            render(into: &frame, charset: shown.charset)
            return
        }
        let glyphs = Self.glyphCodes(shown.charset)
        // First every cell by its dots and background alone (plain values, no characters
        // copied): a cell that differs there is written whole, text included. Cells with
        // text, now or in the snapshot, are few and compared in full after.
        let count = columns * rows
        frame.withUnsafeMutableCells { out in
            masks.withUnsafeBufferPointer { masks in
                styles.withUnsafeBufferPointer { styles in
                    backgrounds.withUnsafeBufferPointer { backgrounds in
                        shown.masks.withUnsafeBufferPointer { oldMasks in
                            shown.styles.withUnsafeBufferPointer { oldStyles in
                                shown.backgrounds.withUnsafeBufferPointer { oldBackgrounds in
                                    textChars.withUnsafeBufferPointer { texts in
                                        glyphs.withUnsafeBufferPointer { glyphs in
                                            for i in 0..<count {
                                                let mask = masks[i], bg = backgrounds[i]
                                                if bg == oldBackgrounds[i] && mask == oldMasks[i]
                                                    && (mask == 0 || styles[i] == oldStyles[i]) { continue }
                                                let text = texts[i]
                                                out[i] = Self.cell(text: text, textStyle: text != Self.noText ? textStyles[i] : .plain,
                                                                   mask: mask, style: styles[i], background: bg, glyphs: glyphs)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            for cells in [textCells, shown.textCells] {
                for i in cells where !sameCell(i, shown: shown) {
                    out[i] = cell(i, glyphs: glyphs)
                }
            }
        }
    }

    /// Whether cell `i` shows the same as it did in `shown` (same size as the canvas).
    @inline(__always)
    private func sameCell(_ i: Int, shown: CanvasSnapshot) -> Bool {
        let text = textChars[i], oldText = shown.textChars[i]
        guard backgrounds[i] == shown.backgrounds[i] else { return false }
        let none = BrailleCanvas.noText
        if text == none && oldText == none {
            let mask = masks[i]
            return mask == shown.masks[i] && (mask == 0 || styles[i] == shown.styles[i])
        }
        guard text != none else { return false }
        return text == oldText && textStyles[i] == shown.textStyles[i]
    }

    /// The canvas as a new frame of the same size.
    public func frame(charset: Charset = .braille) -> Frame {
        var f = Frame(width: columns, height: rows)
        render(into: &f, charset: charset)
        return f
    }
}

/// What a canvas showed when it was last rendered (dots, styles, text, charset), so that
/// the next frame can be written over the last one cell by cell where they differ.
///
/// The dot arrays are shared with the canvas (copied only when it next changes them);
/// the text layer is kept densely here and updated only where text was or is.
struct CanvasSnapshot {
    private(set) var columns = 0
    private(set) var rows = 0
    private(set) var charset: Charset = .braille
    private(set) var masks: [UInt8] = []
    private(set) var styles: [CellStyle] = []
    private(set) var backgrounds: [UInt16] = []
    private(set) var textChars: [UInt32] = []
    private(set) var textStyles: [CellStyle] = []
    /// The cells that held text (see ``BrailleCanvas/textCells``).
    private(set) var textCells: [Int] = []

    /// Records what `canvas` shows, drawn with `charset`.
    mutating func record(_ canvas: BrailleCanvas, charset: Charset) {
        if canvas.columns != columns || canvas.rows != rows {
            columns = canvas.columns
            rows = canvas.rows
            textChars = Array(repeating: BrailleCanvas.noText, count: columns * rows)
            textStyles = Array(repeating: .plain, count: columns * rows)
        } else {
            for i in textCells { textChars[i] = BrailleCanvas.noText }
        }
        self.charset = charset
        masks = canvas.masks
        styles = canvas.styles
        backgrounds = canvas.backgrounds
        textCells = canvas.textCells
        for i in textCells {
            textChars[i] = canvas.textChars[i]
            textStyles[i] = canvas.textStyles[i]
        }
    }
}
