import AtriumApp
import CNCursesW
import TerminalKit

extension CursesTerminal {
    /// Whether this terminal can slide a line's characters sideways: it has the
    /// parametrised delete- and insert-character capabilities (`dch`, `ich`), cursor
    /// addressing (`cup`) and cursor save/restore (`sc`, `rc`).
    var canShiftSideways: Bool {
        let names: [String] = ["dch", "ich", "cup", "sc", "rc"]
        return names.allSatisfy { cnc_tigetstr($0) != nil }
    }

    /// Moves rows sideways in the terminal with delete/insert-character sequences and
    /// makes the same edits to ncurses' record of the screen (`curscr`), so that the
    /// `doupdate` that follows sends only the cells the moves did not bring into place.
    ///
    /// ncurses itself only moves whole lines (up and down). Every edit here is
    /// mirrored exactly, cell for cell, so ncurses' record stays true whatever the plan:
    /// a poor plan costs bytes, never a wrong screen. The edits bring in plain default
    /// blanks, recorded as such, and leave the cursor where ncurses left it (see
    /// ``editTerminal(reserving:_:)``).
    func shiftSideways(_ shifts: [RowShift]) {
        guard !shifts.isEmpty,
              let deleteCapability = cnc_tigetstr("dch"), let insertCapability = cnc_tigetstr("ich"),
              let address = cnc_tigetstr("cup"), let screenRecord = cnc_curscr() else { return }
        let width = shifts[0].width
        guard Int(getmaxx(screenRecord)) == width else { return }
        let blank = Self.blankCell()
        var line = [cchar_t](repeating: cchar_t(), count: width + 1)
        var cursor = CursorMoves(address: address)
        editTerminal(reserving: shifts.count * 24) { bytes in
            for shift in shifts {
                let row = Int32(shift.row)
                guard mvwin_wchnstr(screenRecord, row, 0, &line, Int32(width)) != ERR else { continue }
                for operation in shift.operations {
                    let (at, count, edit): (Int, Int, UnsafePointer<CChar>) = switch operation {
                    case .delete(let column, let count): (column, count, deleteCapability)
                    case .insert(let column, let count): (column, count, insertCapability)
                    }
                    // Deleting and inserting characters leave the cursor where it is.
                    cursor.move(toRow: shift.row, column: at, into: &bytes)
                    if let sequence = cnc_tiparm1(edit, Int32(count)) { Self.append(sequence, to: &bytes) }
                }
                var cells = Array(line[0..<width])
                shift.apply(to: &cells, blank: blank)
                _ = mvwadd_wchnstr(screenRecord, row, 0, &cells, Int32(width))
            }
        }
    }

    /// Whether this terminal can blank rows: cursor addressing (`cup`), clear to end of
    /// line (`el`) and cursor save/restore (`sc`, `rc`).
    var canErase: Bool {
        let names: [String] = ["cup", "el", "sc", "rc"]
        return names.allSatisfy { cnc_tigetstr($0) != nil }
    }

    /// Blanks parts of the screen in the terminal and in ncurses' record of it, and marks
    /// their rows for the update, which then paints them as on a fresh screen: only what
    /// is not blank. A run of rows goes with one delete- and insert-lines pair (`dl`,
    /// `il`; row by row without them), a row's start with clear-to-start-of-line (`el1`;
    /// skipped without it: the update then rewrites those cells).
    func erase(_ parts: [RepaintPlanner.Erase]) {
        guard !parts.isEmpty, let address = cnc_tigetstr("cup"), let clear = cnc_tigetstr("el"),
              let screenRecord = cnc_curscr() else { return }
        let clearStart = cnc_tigetstr("el1")
        let deleteLines = cnc_tigetstr("dl"), insertLines = cnc_tigetstr("il")
        let width = Int(getmaxx(screenRecord)), height = Int(getmaxy(screenRecord))
        var blanks = [cchar_t](repeating: Self.blankCell(), count: width + 1)
        func blank(row: Int, columns: Int) {
            _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &blanks, Int32(columns))
            touchline(window, Int32(row), 1)
        }
        editTerminal(reserving: parts.count * 12) { bytes in
            for part in parts {
                switch part {
                case .rows(let rows):
                    let rows = max(0, rows.lowerBound)..<min(height, rows.upperBound)
                    guard !rows.isEmpty else { continue }
                    if rows.count > 1, let deleteLines, let insertLines {
                        // The rows below go up and come back down; blank lines fill the gap.
                        // (tiparm returns one static buffer: append each result at once.)
                        if let move = cnc_tiparm2(address, Int32(rows.lowerBound), 0) { Self.append(move, to: &bytes) }
                        if let delete = cnc_tiparm1(deleteLines, Int32(rows.count)) { Self.append(delete, to: &bytes) }
                        if let insert = cnc_tiparm1(insertLines, Int32(rows.count)) { Self.append(insert, to: &bytes) }
                    } else {
                        for row in rows {
                            if let move = cnc_tiparm2(address, Int32(row), 0) { Self.append(move, to: &bytes) }
                            Self.append(clear, to: &bytes)
                        }
                    }
                    for row in rows { blank(row: row, columns: width) }
                case .start(let row, let column):
                    guard let clearStart, row >= 0, row < height, column > 0, column <= width,
                          let move = cnc_tiparm2(address, Int32(row), Int32(column - 1)) else { continue }
                    Self.append(move, to: &bytes)
                    Self.append(clearStart, to: &bytes)
                    blank(row: row, columns: column)
                }
            }
        }
    }

    /// Clears the screen (`clear`) and ncurses' record of it, and marks every row for the
    /// update, which then paints the frame as on a fresh screen. (`clearok` would do the
    /// same through ncurses, but its next update then no longer finds lines to scroll.)
    func clearScreen() {
        guard let clear = cnc_tigetstr("clear"), let screenRecord = cnc_curscr() else {
            if let screenRecord = cnc_curscr() { clearok(screenRecord, true) }
            return
        }
        let width = Int(getmaxx(screenRecord)), height = Int(getmaxy(screenRecord))
        var blanks = [cchar_t](repeating: Self.blankCell(), count: width + 1)
        editTerminal(reserving: 16) { bytes in
            Self.append(clear, to: &bytes)
            for row in 0..<height {
                _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &blanks, Int32(width))
            }
            touchwin(window)
        }
    }

    /// Sends edits written straight to the terminal, between a cursor save and restore,
    /// in plain attributes. ncurses flushed everything at the end of the last update, so
    /// bytes written to the descriptor now arrive in order (putp and mvcur would go to
    /// the process's stdout, not to this screen). The attributes are reset through
    /// ncurses (`vid_puts`, so that it knows, and before the save, so that the restore
    /// brings back plain attributes too): blanks that edits bring in are default blanks.
    func editTerminal(reserving capacity: Int, _ body: (inout [UInt8]) -> Void) {
        guard let save = cnc_tigetstr("sc"), let restore = cnc_tigetstr("rc") else { return }
        SidewaysOutput.bytes.removeAll(keepingCapacity: true)
        _ = vid_puts(CNC_A_NORMAL, 0, nil, SidewaysOutput.collect)
        var bytes = SidewaysOutput.bytes
        bytes.reserveCapacity(bytes.count + capacity)
        Self.append(save, to: &bytes)
        body(&bytes)
        Self.append(restore, to: &bytes)
        writeAll(bytes)
    }

    /// A blank in plain attributes and the default colours, as erasing leaves.
    static func blankCell() -> cchar_t {
        var blank = cchar_t()
        var space: [wchar_t] = [0x20, 0]
        var pairNumber: Int32 = 0
        _ = setcchar(&blank, &space, CNC_A_NORMAL, 0, &pairNumber)
        return blank
    }

    /// Appends a terminfo string without its padding specifications (`$<5>`), which
    /// only matter to hardware terminals at low baud rates.
    static func append(_ string: UnsafePointer<CChar>, to bytes: inout [UInt8]) {
        var p = string
        while p.pointee != 0 {
            if p.pointee == 0x24, (p + 1).pointee == 0x3C {   // "$<" … ">"
                var q = p + 2
                while q.pointee != 0 && q.pointee != 0x3E { q += 1 }
                if q.pointee == 0x3E {
                    p = q + 1
                    continue
                }
            }
            bytes.append(UInt8(bitPattern: p.pointee))
            p += 1
        }
    }
}

/// The shortest cursor move from where the last edit left the cursor: absolute (`cup`),
/// or along the row (`hpa`, `cuf`, `cub`) or the column (`vpa`, `cud`) when it stays in one.
struct CursorMoves {
    private let address: UnsafePointer<CChar>
    private let column = cnc_tigetstr("hpa"), line = cnc_tigetstr("vpa")
    private let right = cnc_tigetstr("cuf"), left = cnc_tigetstr("cub"), down = cnc_tigetstr("cud")
    private var row = -1, col = -1

    init(address: UnsafePointer<CChar>) {
        self.address = address
    }

    /// The moves of the terminal ncurses has set up, or `nil` when it has no cursor
    /// addressing (`cup`).
    init?() {
        guard let address = cnc_tigetstr("cup") else { return nil }
        self.init(address: address)
    }

    /// Appends the shortest move to a cell (nothing when the cursor is there).
    mutating func move(toRow target: Int, column targetColumn: Int, into bytes: inout [UInt8]) {
        defer { (row, col) = (target, targetColumn) }
        guard row != target || col != targetColumn else { return }
        var best = Self.expand(address, target, targetColumn)
        func consider(_ capability: UnsafePointer<CChar>?, _ value: Int) {
            guard let capability, value >= 0 else { return }
            let candidate = Self.expand(capability, value)
            if !candidate.isEmpty && candidate.count < best.count { best = candidate }
        }
        if row == target {
            consider(column, targetColumn)
            consider(right, targetColumn - col)
            consider(left, col - targetColumn)
        } else if col == targetColumn && row >= 0 {
            consider(line, target)
            consider(down, target - row)
        }
        bytes += best
    }

    /// A parametrised string with its padding dropped, copied at once (tiparm returns a
    /// static buffer).
    private static func expand(_ capability: UnsafePointer<CChar>, _ a: Int, _ b: Int? = nil) -> [UInt8] {
        let text = b.map { cnc_tiparm2(capability, Int32(a), Int32($0)) } ?? cnc_tiparm1(capability, Int32(a))
        var bytes: [UInt8] = []
        if let text { CursesTerminal.append(text, to: &bytes) }
        return bytes
    }
}

/// Collects what `vid_puts` sends: ncurses hands it one byte at a time to a C function,
/// which cannot capture context. Used only from the thread that owns the terminal.
private enum SidewaysOutput {
    nonisolated(unsafe) static var bytes: [UInt8] = []
    static let collect: @convention(c) (Int32) -> Int32 = { byte in
        SidewaysOutput.bytes.append(UInt8(truncatingIfNeeded: byte))
        return byte
    }
}
