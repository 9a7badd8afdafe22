import AtriumApp
import CNCursesW
import Render

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
    /// a poor plan costs bytes, never a wrong screen. The attributes are first reset
    /// through ncurses (`vid_puts`, so that it knows), which makes the blanks the edits
    /// bring in plain default blanks, recorded as such. The edits sit between a cursor
    /// save and restore (DECSC/DECRC), so the cursor is back where ncurses left it.
    func shiftSideways(_ shifts: [RowShift]) {
        guard !shifts.isEmpty,
              let deleteCapability = cnc_tigetstr("dch"), let insertCapability = cnc_tigetstr("ich"),
              let address = cnc_tigetstr("cup"), let save = cnc_tigetstr("sc"), let restore = cnc_tigetstr("rc"),
              let screenRecord = cnc_curscr() else { return }
        let column = cnc_tigetstr("hpa")
        let width = shifts[0].width
        guard Int(getmaxx(screenRecord)) == width else { return }
        var blank = cchar_t()
        var space: [wchar_t] = [0x20, 0]
        var pairNumber: Int32 = 0
        _ = setcchar(&blank, &space, CNC_A_NORMAL, 0, &pairNumber)
        var line = [cchar_t](repeating: cchar_t(), count: width + 1)
        // ncurses flushed everything at the end of the last update, so bytes written
        // straight to the descriptor now arrive in order. (putp and mvcur would go to
        // the process's stdout, not to this screen.)
        SidewaysOutput.bytes.removeAll(keepingCapacity: true)
        // Plain attributes, through ncurses so that it knows (before the save, so the
        // restore brings back plain attributes too).
        _ = vid_puts(CNC_A_NORMAL, 0, nil, SidewaysOutput.collect)
        var bytes = SidewaysOutput.bytes
        bytes.reserveCapacity(shifts.count * 24)
        Self.append(save, to: &bytes)
        var cursorRow = -1
        for shift in shifts {
            let row = Int32(shift.row)
            guard mvwin_wchnstr(screenRecord, row, 0, &line, Int32(width)) != ERR else { continue }
            for operation in shift.operations {
                let (at, count, edit): (Int, Int, UnsafePointer<CChar>) = switch operation {
                case .delete(let column, let count): (column, count, deleteCapability)
                case .insert(let column, let count): (column, count, insertCapability)
                }
                let move = cursorRow == shift.row && column != nil
                    ? cnc_tiparm1(column, Int32(at)) : cnc_tiparm2(address, row, Int32(at))
                if let move { Self.append(move, to: &bytes) }
                cursorRow = shift.row
                if let sequence = cnc_tiparm1(edit, Int32(count)) { Self.append(sequence, to: &bytes) }
            }
            var cells = Array(line[0..<width])
            shift.apply(to: &cells, blank: blank)
            _ = mvwadd_wchnstr(screenRecord, row, 0, &cells, Int32(width))
        }
        Self.append(restore, to: &bytes)
        writeAll(bytes)
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

/// Collects what `vid_puts` sends: ncurses hands it one byte at a time to a C function,
/// which cannot capture context. Used only from the thread that owns the terminal.
private enum SidewaysOutput {
    nonisolated(unsafe) static var bytes: [UInt8] = []
    static let collect: @convention(c) (Int32) -> Int32 = { byte in
        SidewaysOutput.bytes.append(UInt8(truncatingIfNeeded: byte))
        return byte
    }
}
