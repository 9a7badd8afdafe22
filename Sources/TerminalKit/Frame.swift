/// A terminal colour: the terminal's default, or an index in the xterm 256-colour palette.
///
/// Indices 0–7 are the eight ANSI colours, so an 8-colour palette simply uses those.
public enum TermColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// An xterm-256 palette index.
    case index(UInt8)
}

/// How one cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// Foreground colour.
    public var fg: TermColor
    /// Background colour.
    public var bg: TermColor
    /// Bold (bright) text.
    public var bold: Bool
    /// Dimmed text.
    public var dim: Bool
    /// Swapped foreground and background.
    public var reverse: Bool

    /// Creates a style; every attribute is off by default.
    public init(fg: TermColor = .default, bg: TermColor = .default, bold: Bool = false, dim: Bool = false, reverse: Bool = false) {
        self.fg = fg
        self.bg = bg
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

/// One character cell of a frame.
///
/// The character is kept as a number (see ``CellCharacters``), so a cell is a plain value:
/// frames of tens of thousands of cells are copied, compared and freed as blocks of
/// memory, without counting references to each cell's string.
public struct Cell: Hashable, Sendable {
    /// The character as ``CellCharacters`` numbers it.
    public var code: UInt32
    /// Its colours and attributes.
    public var style: CellStyle

    /// The character shown; a space for an empty cell.
    public var character: Character {
        get { CellCharacters.character(code) }
        set { code = CellCharacters.code(newValue) }
    }

    /// Creates a cell.
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        self.code = CellCharacters.code(character)
        self.style = style
    }

    /// A cell from a character's number (see ``CellCharacters``).
    public init(code: UInt32, style: CellStyle) {
        self.code = code
        self.style = style
    }

    /// An empty cell in the default style.
    public static let blank = Cell()
}

/// A cell of the screen, by column and row from the top left.
public struct CursorSpot: Hashable, Sendable {
    /// Column.
    public var x: Int
    /// Row.
    public var y: Int

    /// A spot.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A grid of cells: what one screen shows, independent of any terminal.
///
/// Frames are produced by the scene renderer and by widgets, compared in
/// golden tests as text, and drawn by the ncurses adapter.
public struct Frame: Equatable, Sendable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// Cells in row-major order (`y * width + x`).
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor rests once the frame is shown: on the selected item (a list
    /// row, the level bar's floor, a card's title), which screen readers and braille
    /// displays follow. Nil: wherever the last write left it. The last widget drawn that has
    /// a selection sets it.
    public var cursor: CursorSpot?

    /// Creates a frame filled with blank cells. Negative sizes become 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    private init(width: Int, height: Int, cells: [Cell]) {
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The same frame `height` rows tall, its rows from row `top` down: `top` blank rows
    /// added above, rows past the bottom cut off, or blank rows added at the bottom (the
    /// cursor moves with the rows). One copy of the cells, not one write per cell.
    public func withHeight(_ height: Int, top: Int = 0) -> Frame {
        let h = max(0, height), top = min(max(0, top), h)
        let kept = min(h - top, self.height)
        var out: [Cell] = []
        out.reserveCapacity(width * h)
        out.append(contentsOf: repeatElement(.blank, count: width * top))
        out.append(contentsOf: cells[0..<(width * kept)])
        out.append(contentsOf: repeatElement(.blank, count: width * (h - top - kept)))
        var frame = Frame(width: width, height: h, cells: out)
        frame.cursor = cursor.flatMap { $0.y + top < h ? CursorSpot(x: $0.x, y: $0.y + top) : nil }
        return frame
    }

    /// Runs `body` with the cells (row-major, ``width`` × ``height``) to write in place.
    public mutating func withUnsafeMutableCells<R>(_ body: (UnsafeMutableBufferPointer<Cell>) -> R) -> R {
        cells.withUnsafeMutableBufferPointer { body($0) }
    }

    /// The cell at a column and row; out-of-range reads return a blank cell
    /// and out-of-range writes are ignored.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .blank }
            return cells[y * width + x]
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            cells[y * width + x] = newValue
        }
    }

    /// Writes a string from a column on a row, clipped to the frame. A double-width
    /// character takes two cells (the second holds ``Swift/Character/wideContinuation``);
    /// one that would not fit becomes a space. Returns the column after the last character.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        var col = x
        for ch in text {
            if col >= width { break }
            let w = ch.terminalWidth
            if w == 0 { continue }
            if w == 2 {
                if col >= 0 && col + 1 < width {
                    self[col, y] = Cell(ch, style: style)
                    self[col + 1, y] = Cell(Character.wideContinuation, style: style)
                } else if col >= 0 {
                    self[col, y] = Cell(" ", style: style)
                }
            } else if col >= 0 {
                self[col, y] = Cell(ch, style: style)
            }
            col += w
        }
        return col
    }

    /// Fills a rectangle of cells with one character and style, clipped to the frame.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with cell: Cell) {
        for row in max(0, y)..<min(height, y + h) where row >= 0 {
            for col in max(0, x)..<min(width, x + w) {
                self[col, row] = cell
            }
        }
    }

    /// One string per row, trailing spaces kept, so that golden files show exact columns.
    /// The second cell of a double-width character is left out (the character covers it),
    /// so a row is exactly what a terminal shows: searching it for a word finds it.
    public var lines: [String] {
        (0..<height).map { y in
            String(cells[(y * width)..<(y * width + width)].lazy.map(\.character).filter { $0 != Character.wideContinuation })
        }
    }

    /// The rows joined with newlines, without styles.
    public var text: String { lines.joined(separator: "\n") }
}
