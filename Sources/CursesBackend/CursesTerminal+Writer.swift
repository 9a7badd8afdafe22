import AtriumApp
import CNCursesW
import TerminalKit

extension CursesTerminal {
    /// The xterm strings the update writer's sequences are (``UpdateBound``, ``ShortestSequences``).
    private static let xtermStrings: [String: String] = [
        "cup": "\u{1B}[%i%p1%d;%p2%dH", "hpa": "\u{1B}[%i%p1%dG", "vpa": "\u{1B}[%i%p1%dd",
        "cuf": "\u{1B}[%p1%dC", "cub": "\u{1B}[%p1%dD", "cud": "\u{1B}[%p1%dB", "cuu": "\u{1B}[%p1%dA",
        "el": "\u{1B}[K", "dch": "\u{1B}[%p1%dP", "ich": "\u{1B}[%p1%d@", "dl": "\u{1B}[%p1%dM", "il": "\u{1B}[%p1%dL",
        "ri": "\u{1B}M", "sc": "\u{1B}7", "rc": "\u{1B}8", "clear": "\u{1B}[H\u{1B}[2J",
        "setaf": "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m",
        "setab": "\u{1B}[%?%p1%{8}%<%t4%p1%d%e%p1%{16}%<%t10%p1%{8}%-%d%e48;5;%p1%d%;m",
    ]

    /// What the update writer may use on this terminal, or nil when it must not write at all:
    /// the terminal's description must have xterm's strings for every sequence the writer
    /// sends, 256 colours with the default ones, and the automatic margin that waits at the
    /// last column (`xenl`), so that writing there neither wraps nor scrolls. Repeats (`rep`)
    /// where described.
    func writerCapabilities() -> UpdateBound.Capabilities? {
        guard colorSupport == .xterm256, palette.defaultsAllowed else { return nil }
        for (name, expected) in Self.xtermStrings {
            guard let value = cnc_tigetstr(name), String(cString: value) == expected else { return nil }
        }
        guard tigetflag("am") != 1 || tigetflag("xenl") == 1 else { return nil }
        let repeatCharacter = cnc_tigetstr("rep").map { String(cString: $0) == "%p1%c\u{1B}[%p2%{1}%-%db" } ?? false
        // Clearing in a colour (bce) is left out even where the description claims it: inside
        // tmux or screen with TERM=xterm…, such cleared cells are not kept as written ones.
        return UpdateBound.Capabilities(repeatCharacter: repeatCharacter, backColorErase: false)
    }

    /// Sends the update from the frame on screen (`previous`) to the one in the window (`keys`)
    /// itself, with the fewest bytes ``UpdateBound`` finds (only what looks different, the
    /// shortest cursor moves and colour changes, repeats, clears to end of line, rows slid
    /// sideways or scrolled), then copies those rows of the window into ncurses' record of
    /// the screen (`curscr`), so that ncurses' own update finds nothing left to send there.
    ///
    /// Rows holding double-width or multi-scalar characters, control characters or combining
    /// marks are left to ncurses (after mirroring a scroll or clear into its record).
    func writeUpdate(from previous: CellKeys, to keys: CellKeys, frame: Frame, capabilities: UpdateBound.Capabilities) {
        guard let screenRecord = cnc_curscr(), Int(getmaxx(screenRecord)) == keys.width,
              Int(getmaxy(screenRecord)) == keys.height else { return }
        let width = keys.width, height = keys.height
        let skip = (0..<height).map { row in
            previous.wideRows[row] || keys.wideRows[row]
                || !frame.cells[(row * width)..<((row + 1) * width)].allSatisfy { Self.writesAsItself($0.code) }
        }
        let plan = UpdateBound.plan(from: previous, to: keys, capabilities: capabilities, skipping: skip)
        let bytes = UpdateBound.encode(plan, from: previous, to: keys, capabilities: capabilities, skipping: skip)
        if !bytes.isEmpty { editTerminal(reserving: bytes.count) { $0 += bytes } }
        // ncurses remembers a hash of each line of its record, to find lines that moved (its
        // scrolling), and does not hash a line again when someone else changes it: the rows
        // rewritten below would match their old contents elsewhere and make it "scroll" them
        // back. `wredrawln` blanks a row of the record and hashes it again (a blank record line
        // matches no line of a frame); the row's contents are then put back right away.
        var line = [cchar_t](repeating: cchar_t(), count: width + 1)
        var saved: [[cchar_t]] = []   // the record's rows a scroll moves, as they were
        if case .scroll(_, let rows) = plan.prelude {
            for row in rows {
                _ = mvwin_wchnstr(screenRecord, Int32(row), 0, &line, Int32(width))
                saved.append(Array(line[0..<width]))
            }
        }
        var rewritten = skip.map { !$0 }
        switch plan.prelude {
        case .none: break
        case .clear: rewritten = Array(repeating: true, count: height)
        case .scroll(_, let rows): for row in rows { rewritten[row] = true }
        }
        for row in 0..<height where rewritten[row] { wredrawln(window, Int32(row), 1) }
        // ncurses' record: the prelude for every row, then the rows written, as the window has them.
        switch plan.prelude {
        case .none:
            break
        case .clear:
            var blanks = [cchar_t](repeating: Self.blankCell(), count: width + 1)
            for row in 0..<height { _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &blanks, Int32(width)) }
        case .scroll(let dy, let rows):
            var blanks = [cchar_t](repeating: Self.blankCell(), count: width + 1)
            for row in rows {
                let source = row + dy
                if rows.contains(source) {
                    var cells = saved[source - rows.lowerBound]
                    _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &cells, Int32(width))
                } else {
                    _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &blanks, Int32(width))
                }
                touchline(window, Int32(row), 1)
            }
        }
        for row in 0..<height where !skip[row] {
            guard mvwin_wchnstr(window, Int32(row), 0, &line, Int32(width)) != ERR else { continue }
            _ = mvwadd_wchnstr(screenRecord, Int32(row), 0, &line, Int32(width))
        }
    }

    /// Whether a cell's character goes to the terminal as its own UTF-8 (one scalar, printable,
    /// not a combining mark), as the writer sends it; ncurses draws the others.
    private static func writesAsItself(_ code: UInt32) -> Bool {
        if (0x20..<0x7F).contains(code) || (0x2500..<0x2600).contains(code) || (0x2800..<0x2900).contains(code) { return true }
        guard let scalar = Unicode.Scalar(code), scalar.value >= 0x20, scalar.value != 0x7F,
              !(0x80..<0xA0).contains(scalar.value) else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .surrogate, .unassigned, .privateUse: return false
        default: return true
        }
    }
}
