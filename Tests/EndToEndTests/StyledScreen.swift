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
    /// Per row, the look of the spaces tmux dropped from its end. tmux drops a row's
    /// trailing spaces whatever their background, after the colour codes that give them
    /// their look; so every dropped cell is a space in the look in effect where the row
    /// ends. (An invisible change among them, such as the foreground of a few, stops the
    /// drop there: two rows that look the same can come out with different lengths.)
    var tails: [Look]

    /// Reads `capture-pane -p -e` lines; the look carries over from one line to the next,
    /// as tmux writes it.
    init(_ lines: [String]) {
        var look = Look()
        var tails: [Look] = []
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
            // Trailing blanks are not in the capture: they compare as the tail look.
            tails.append(look)
            return cells
        }
        self.tails = tails
    }

    /// The cell at a column: past the row's end, a space in the look tmux dropped there.
    func cell(row: Int, column: Int) -> Cell {
        guard row < rows.count else { return Cell(character: " ", look: Look()) }
        return column < rows[row].count ? rows[row][column] : Cell(character: " ", look: tails[row])
    }

    /// Whether the screens look the same, cell by cell (see ``differences(from:limit:)``).
    static func == (a: StyledScreen, b: StyledScreen) -> Bool {
        a.differences(from: b, limit: 1).isEmpty
    }

    /// The first rows that differ, for a failure message. Columns up to the end of the
    /// longer of the two rows are compared, a dropped cell as a space in its row's tail
    /// look, or, where no colour codes follow the row's last cell, as a default blank: cells
    /// cleared (never written) are dropped without colour codes, so their look is not the tail's (a row painted after a clear that ends
    /// in a room's colour then cleared blanks, and the same row written with default
    /// spaces, look the same). Past both ends tmux shows nothing, and nothing is compared.
    func differences(from other: StyledScreen, limit: Int = 3) -> [String] {
        var out: [String] = []
        for row in 0..<max(rows.count, other.rows.count) where out.count < limit {
            let a = row < rows.count ? rows[row] : []
            let b = row < other.rows.count ? other.rows[row] : []
            let differing = (0..<max(a.count, b.count)).first { column in
                let mine = cell(row: row, column: column), theirs = other.cell(row: row, column: column)
                if mine == theirs { return false }
                // A dropped cell that was cleared rather than written is a default blank: tmux
                // gives no colour codes for it, and the tail look is then only the last cell's
                // (where codes follow the last cell, the dropped cells were written in that look).
                let blank = Cell(character: " ", look: Look())
                if column >= a.count && theirs == blank && a.last?.look == tails[row] { return false }
                if column >= b.count && mine == blank && b.last?.look == other.tails[row] { return false }
                return true
            }
            guard let column = differing else { continue }
            let show = { (screen: StyledScreen, cells: [Cell]) in
                let cell = screen.cell(row: row, column: column)
                return "\(cell.character) \(cell.look)" + (column < cells.count ? "" : " (dropped by tmux)")
            }
            out.append("row \(row) column \(column): \(show(self, a)) vs \(show(other, b))")
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
