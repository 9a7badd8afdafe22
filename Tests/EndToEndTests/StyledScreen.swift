/// A tmux capture with escapes (`capture-pane -e`) read back into cells: character,
/// colours and attributes, so that two screens can be compared as a person sees them.
struct StyledScreen: Equatable {
    /// How one cell looks.
    struct Look: Equatable {
        var foreground = "default"
        var background = "default"
        var bold = false
        var dim = false
        var reverse = false
    }

    /// One cell: its character and look. For a space only what shows counts (the
    /// background and reverse video), so a blank drawn in another foreground colour
    /// compares equal.
    struct Cell: Equatable {
        var character: Character
        var look: Look

        static func == (a: Cell, b: Cell) -> Bool {
            guard a.character == b.character else { return false }
            if a.character == " " {
                return a.look.background == b.look.background && a.look.reverse == b.look.reverse
                    && (!a.look.reverse || a.look.foreground == b.look.foreground)
            }
            return a.look == b.look
        }
    }

    /// The rows, each as long as the capture made it (tmux drops trailing blanks).
    var rows: [[Cell]]

    /// Reads `capture-pane -p -e` lines; the look carries over from one line to the next,
    /// as tmux writes it.
    init(_ lines: [String]) {
        var look = Look()
        rows = lines.map { line in
            var cells: [Cell] = []
            var scalars = Array(line.unicodeScalars)[...]
            while let scalar = scalars.first {
                scalars = scalars.dropFirst()
                if scalar == "\u{1b}", scalars.first == "[" {
                    var parameters = ""
                    scalars = scalars.dropFirst()
                    while let next = scalars.first, !(("@"..."~") ~= next) {
                        parameters.unicodeScalars.append(next)
                        scalars = scalars.dropFirst()
                    }
                    let final = scalars.first
                    scalars = scalars.dropFirst()
                    if final == "m" { Self.apply(parameters, to: &look) }
                    continue
                }
                cells.append(Cell(character: Character(scalar), look: look))
            }
            // Trailing blanks are not in the capture, nor are cells cleared in a colour (erase to
            // end of line with the background colour): compare rows without trailing spaces.
            while let last = cells.last, last.character == " ", !last.look.reverse { cells.removeLast() }
            return cells
        }
    }

    /// The first rows that differ, for a failure message.
    func differences(from other: StyledScreen, limit: Int = 3) -> [String] {
        var out: [String] = []
        for row in 0..<max(rows.count, other.rows.count) where out.count < limit {
            let a = row < rows.count ? rows[row] : []
            let b = row < other.rows.count ? other.rows[row] : []
            guard a != b else { continue }
            let column = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let show = { (cells: [Cell]) in
                column < cells.count ? "\(cells[column].character) \(cells[column].look)" : "(end of row)"
            }
            out.append("row \(row) column \(column): \(show(a)) vs \(show(b))")
        }
        return out
    }

    private static func apply(_ parameters: String, to look: inout Look) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.first {
            codes = codes.dropFirst()
            switch code {
            case 0: look = Look()
            case 1: look.bold = true
            case 2: look.dim = true
            case 7: look.reverse = true
            case 22: look.bold = false; look.dim = false
            case 27: look.reverse = false
            case 30...37, 90...97: look.foreground = String(code)
            case 39: look.foreground = "default"
            case 40...47, 100...107: look.background = String(code)
            case 49: look.background = "default"
            case 38, 48:
                var value = "?"
                if codes.first == 5 {
                    value = "5;\(codes.dropFirst().first ?? 0)"
                    codes = codes.dropFirst(2)
                } else if codes.first == 2 {
                    value = "2;" + codes.dropFirst().prefix(3).map(String.init).joined(separator: ";")
                    codes = codes.dropFirst(4)
                }
                if code == 38 { look.foreground = value } else { look.background = value }
            default: break
            }
        }
    }
}
