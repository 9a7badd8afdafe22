import CNCursesW
import Glibc
import Render
import TerminalKit

extension CursesTerminal {
    /// Draws a frame: the cells that changed since the last frame go into ncurses'
    /// virtual screen (all of them after a resize or a partial frame), then one
    /// `doupdate` sends only what differs from what the terminal already shows. On an
    /// xterm-like terminal the update from the last frame is written by the adapter itself
    /// first, with the fewest bytes it finds (see ``writeUpdate(from:to:frame:capabilities:)``),
    /// and ncurses' update only sends what was left to it; elsewhere:
    /// A horizontal pan first slides rows in the terminal (see ``shiftSideways(_:)``);
    /// a frame that changes most of a row (or of the screen) first blanks it, so that the
    /// update paints it like a fresh screen (see ``prepareScreen(from:to:)``).
    ///
    /// Spaces are first given the look that is cheapest to send (``BlankStyles``: their
    /// foreground and bold or dim do not show). Cells beyond the screen are dropped; screen cells beyond the frame are
    /// blanked. A double-width character covers the frame cell after it.
    public func draw(_ frame: Frame) {
        guard !isRestored else { return }
        let frame = BlankStyles.normalized(frame)
        let (columns, rows) = size
        let previous = shownKeys
        var keys: CellKeys?
        var writes: UpdateBound.Capabilities?
        if frame.width == columns && frame.height == rows {
            let newKeys = CellKeys(frame)
            if let previous, previous.width == newKeys.width, previous.height == newKeys.height {
                writes = updateWriter
                if writes == nil { prepareScreen(from: previous, to: newKeys) }
            }
            keys = newKeys
        } else if frame.width < columns || frame.height < rows {
            werase(window)
        }
        shownKeys = keys
        let width = min(columns, frame.width)
        let height = min(rows, frame.height)
        // With the last frame's keys, the window already holds every cell whose key is the
        // same (keys of single-scalar cells are exact; others are always written).
        let unchanged: (Int, Int) -> Bool
        if let previous, let keys, previous.width == keys.width, previous.height == keys.height {
            unchanged = { row, index in
                !previous.wideRows[row] && !keys.wideRows[row] && keys.keys[index] == previous.keys[index]
                    && keys.keys[index] & CellKeys.inexact == 0
            }
        } else {
            unchanged = { _, _ in false }
        }
        var writer = CellWriter(window: window)
        for row in 0..<height {
            var column = 0
            while column < width {
                let index = row * frame.width + column
                if unchanged(row, index) {
                    column += 1
                    continue
                }
                let cell = frame.cells[index]
                let look = appearance(of: cell.style)
                // The bottom-right cell reports ERR (the cursor cannot move past it)
                // but is stored and drawn by doupdate all the same.
                column += writer.put(cell.character, row: row, column: column, columnsLeft: width - column,
                                     attributes: look.attributes, pair: look.pair)
            }
        }
        if let writes, let previous, let keys { writeUpdate(from: previous, to: keys, frame: frame, capabilities: writes) }
        wnoutrefresh(window)
        doupdate()
    }

    /// Gets the terminal ready for an update from the frame on screen to the next one of
    /// the same size: slides rows sideways when the frame moved left or right, then blanks
    /// the rows (or the whole screen) that ``RepaintPlanner`` finds cheaper to paint afresh
    /// than to update cell by cell. A row to be blanked is not slid first.
    func prepareScreen(from previous: CellKeys, to keys: CellKeys) {
        var shifts = shiftsSideways ? ShiftPlanner.plan(from: previous, to: keys) : []
        var shown = previous.keys
        let width = keys.width
        for shift in shifts {
            var line = Array(shown[(shift.row * width)..<((shift.row + 1) * width)])
            shift.apply(to: &line, blank: CellKeys.blankKey)
            shown.replaceSubrange((shift.row * width)..<((shift.row + 1) * width), with: line)
        }
        switch RepaintPlanner.plan(shown: shown, to: keys) {
        case .update:
            shiftSideways(shifts)
        case .erase(let parts) where canErase:
            var erased = Set<Int>()
            for case .rows(let rows) in parts { erased.formUnion(rows) }
            shifts.removeAll { erased.contains($0.row) }
            shiftSideways(shifts)
            erase(parts)
        case .erase:
            shiftSideways(shifts)
        case .clearScreen:
            clearScreen()
        }
    }

    /// What ncurses' window holds at a cell: its characters (as scalars), attributes and
    /// colour pair. For tests that check a draw left the window equal to the frame.
    func windowCell(row: Int, column: Int) -> (text: String, attributes: attr_t, pair: Int32)? {
        cell(of: window, row: row, column: column)
    }

    private func cell(of window: UnsafeMutablePointer<WINDOW>, row: Int, column: Int) -> (text: String, attributes: attr_t, pair: Int32)? {
        var cell = cchar_t()
        guard mvwin_wch(window, Int32(row), Int32(column), &cell) == OK else { return nil }
        var text = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        guard getcchar(&cell, &text, &attributes, &shortPair, &pair) != ERR else { return nil }
        let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return (String(String.UnicodeScalarView(scalars)), attributes, pair)
    }

    /// What ncurses' record of the screen (`curscr`) holds at a cell, as ``windowCell(row:column:)``
    /// reads the window. For tests that check the record stays exact.
    func screenRecordCell(row: Int, column: Int) -> (text: String, attributes: attr_t, pair: Int32)? {
        guard let record = cnc_curscr() else { return nil }
        return cell(of: record, row: row, column: column)
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
