extension Frame {
    /// Draws a box border with a clean interior: line-drawing characters, or `+ - |` in ASCII.
    /// Nothing is drawn below 2 × 2 cells.
    public mutating func box(x: Int, y: Int, width w: Int, height h: Int, style: CellStyle, ascii: Bool) {
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
