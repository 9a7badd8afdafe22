import CNCursesW
import Glibc
import Render

extension CursesTerminal {
    /// Draws a frame: every cell goes into ncurses' virtual screen, then one
    /// `doupdate` sends only what differs from what the terminal already shows.
    ///
    /// Cells beyond the screen are dropped; screen cells beyond the frame are
    /// blanked. A double-width character covers the frame cell after it.
    public func draw(_ frame: Frame) {
        guard !isRestored else { return }
        let (columns, rows) = size
        if frame.width < columns || frame.height < rows { werase(window) }
        // A horizontal pan: slide rows in the terminal first (see `shiftSideways`).
        var keys: CellKeys?
        if shiftsSideways, frame.width == columns, frame.height == rows {
            let newKeys = CellKeys(frame)
            if let shown = shownKeys { shiftSideways(ShiftPlanner.plan(from: shown, to: newKeys)) }
            keys = newKeys
        }
        shownKeys = keys
        let width = min(columns, frame.width)
        let height = min(rows, frame.height)
        var writer = CellWriter(window: window)
        for row in 0..<height {
            var column = 0
            while column < width {
                let cell = frame.cells[row * frame.width + column]
                let look = appearance(of: cell.style)
                // The bottom-right cell reports ERR (the cursor cannot move past it)
                // but is stored and drawn by doupdate all the same.
                column += writer.put(cell.character, row: row, column: column, columnsLeft: width - column,
                                     attributes: look.attributes, pair: look.pair)
            }
        }
        wnoutrefresh(window)
        doupdate()
    }

    /// The ncurses attributes and colour pair for a style, defining the pair on first use.
    private func appearance(of style: CellStyle) -> (attributes: attr_t, pair: Int32) {
        var attributes = CNC_A_NORMAL
        if style.bold { attributes |= CNC_A_BOLD }
        if style.dim { attributes |= CNC_A_DIM }
        if style.reverse { attributes |= CNC_A_REVERSE }
        let pair = palette.pair(foreground: style.fg, background: style.bg)
        if let colors = pair.define {
            init_extended_pair(pair.number, colors.foreground, colors.background)
        }
        return (attributes, pair.number)
    }
}

/// Puts single characters into a window through a reused wide-character buffer.
private struct CellWriter {
    let window: UnsafeMutablePointer<WINDOW>
    private var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    private var cell = cchar_t()

    init(window: UnsafeMutablePointer<WINDOW>) {
        self.window = window
    }

    /// Writes one character and returns how many columns it took: 2 for a
    /// double-width character (as ncurses measured it), otherwise 1.
    mutating func put(_ character: Character, row: Int, column: Int, columnsLeft: Int,
                      attributes: attr_t, pair: Int32) -> Int {
        load(character)
        var extendedPair = pair
        let shortPair = Int16(clamping: pair)
        text.withUnsafeBufferPointer { buffer in
            // The `opts` argument carries the full pair number (ncurses extended colours).
            _ = setcchar(&cell, buffer.baseAddress, attributes, shortPair, &extendedPair)
        }
        let placed = mvwadd_wch(window, Int32(row), Int32(column), &cell)
        guard placed == OK, columnsLeft > 1 else { return 1 }
        return getcury(window) == Int32(row) && getcurx(window) == Int32(column + 2) ? 2 : 1
    }

    /// Fills the buffer with the character's scalars (as many as a cell holds).
    /// Control characters become a space; a lone combining mark sits on a space.
    private mutating func load(_ character: Character) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0x20, first.value != 0x7F else {
            text[0] = 0x20
            text[1] = 0
            return
        }
        var index = 0
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark:
            text[0] = 0x20
            index = 1
        default:
            break
        }
        for scalar in scalars where index < Int(CCHARW_MAX) {
            text[index] = wchar_t(bitPattern: scalar.value)
            index += 1
        }
        text[index] = 0
    }
}
