/// The byte lengths of the shortest ECMA-48 / xterm sequences for moving the cursor and
/// setting colours and attributes: what an ideal terminal writer would send, the measure
/// ``UpdateBound`` adds up.
///
/// Moves: `CUP` (`ESC[r;cH`, with the defaults left out: `ESC[H`, `ESC[5H`, `ESC[;7H`),
/// `CUU`/`CUD`/`CUF`/`CUB` (`ESC[nA`…, `n` left out for 1), `VPA` (`ESC[nd`), `HPA`
/// (`ESC[nG`), `CR`, `LF` (down one, the column kept: the terminal's output is raw), `BS`,
/// and `ESC M` (up one). Colours: one `SGR` (`ESC[…m`), changing only what differs or
/// resetting (`0`) and setting what is not default, whichever is shorter; 8 and 16 colours
/// take their short codes (`31`, `91`, `101`), the others `38;5;n` / `48;5;n`.
public enum ShortestSequences {
    /// Colours and attributes the terminal writes with.
    public struct Pen: Equatable, Sendable {
        /// Foreground: a palette index, or 0x100 for the default.
        public var fg: UInt32
        /// Background: a palette index, or 0x100 for the default.
        public var bg: UInt32
        /// Bold, dim, reverse.
        public var bold: Bool, dim: Bool, reverse: Bool

        /// The terminal's default look.
        public static let plain = Pen(fg: 0x100, bg: 0x100, bold: false, dim: false, reverse: false)

        /// The look a cell key (``CellKeys``) is drawn in.
        public init(key: UInt64) {
            fg = UInt32((key >> 21) & 0x1FF)
            bg = UInt32((key >> 30) & 0x1FF)
            bold = key & (1 << 39) != 0
            dim = key & (1 << 40) != 0
            reverse = key & (1 << 41) != 0
        }

        /// A pen from its parts.
        public init(fg: UInt32, bg: UInt32, bold: Bool, dim: Bool, reverse: Bool) {
            (self.fg, self.bg, self.bold, self.dim, self.reverse) = (fg, bg, bold, dim, reverse)
        }
    }

    /// Decimal digits of a non-negative number.
    @inline(__always)
    static func digits(_ n: Int) -> Int {
        n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 10000 ? 4 : String(n).count
    }

    /// Bytes of a control sequence with one count (`ESC[nX`), the count left out when it is 1.
    @inline(__always)
    public static func counted(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    /// Bytes of moving the cursor from (`fromRow`, `fromColumn`) to (`row`, `column`); a
    /// negative `fromRow` means the position is not known (only an absolute move works). A
    /// column at the width means the last column was just written: the cursor waits there to
    /// wrap, and only an absolute move or a carriage return is trusted to leave that state.
    public static func move(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int, width: Int) -> Int {
        shortestMove(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column, width: width).bytes
    }

    /// Appends the move ``move(fromRow:fromColumn:toRow:column:width:)`` prices.
    public static func appendMove(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int, width: Int, to out: inout [UInt8]) {
        let m = shortestMove(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column, width: width)
        switch m.way {
        case .none: break
        case .address: csi(row == 0 ? nil : row + 1, column == 0 ? nil : column + 1, final: "H", to: &out)
        case .relative(let carriageReturn, let vertical, let horizontal):
            if carriageReturn { out.append(0x0D) }
            switch vertical {
            case .none: break
            case .lineFeeds(let n): out.append(contentsOf: repeatElement(0x0A, count: n))
            case .reverseIndex: out += [0x1B, UInt8(ascii: "M")]
            case .down(let n): csi(n == 1 ? nil : n, final: "B", to: &out)
            case .up(let n): csi(n == 1 ? nil : n, final: "A", to: &out)
            case .line: csi(row + 1, final: "d", to: &out)
            }
            switch horizontal {
            case .none: break
            case .backspaces(let n): out.append(contentsOf: repeatElement(0x08, count: n))
            case .right(let n): csi(n == 1 ? nil : n, final: "C", to: &out)
            case .left(let n): csi(n == 1 ? nil : n, final: "D", to: &out)
            case .column: csi(column + 1, final: "G", to: &out)
            }
        }
    }

    private enum Vertical { case none, lineFeeds(Int), reverseIndex, down(Int), up(Int), line }
    private enum Horizontal { case none, backspaces(Int), right(Int), left(Int), column }
    private enum Way { case none, address, relative(carriageReturn: Bool, Vertical, Horizontal) }

    private static func shortestMove(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int, width: Int) -> (bytes: Int, way: Way) {
        let address = 3 + (row == 0 ? 0 : digits(row + 1)) + (column == 0 ? 0 : 1 + digits(column + 1))
        guard fromRow >= 0 else { return (address, .address) }
        let waiting = fromColumn >= width   // the last column was written: waiting to wrap
        if !waiting && fromRow == row && fromColumn == column { return (0, .none) }
        // Vertical part.
        let dr = row - fromRow
        var vertical: (Int, Vertical) = (0, .none)
        if dr > 0 {
            vertical = (dr, .lineFeeds(dr))
            if counted(dr) < vertical.0 { vertical = (counted(dr), .down(dr)) }
            if 3 + digits(row + 1) < vertical.0 { vertical = (3 + digits(row + 1), .line) }
        } else if dr < 0 {
            vertical = dr == -1 ? (2, .reverseIndex) : (counted(-dr), .up(-dr))
            if 3 + digits(row + 1) < vertical.0 { vertical = (3 + digits(row + 1), .line) }
        }
        // Horizontal part: from where the cursor is, or from column 0 after a carriage return.
        var best: (Int, Bool, Horizontal) = (1 + (column == 0 ? 0 : min(counted(column), 3 + digits(column + 1))), true,
                                             column == 0 ? .none : counted(column) <= 3 + digits(column + 1) ? .right(column) : .column)
        if !waiting {
            let dc = column - fromColumn
            var here: (Int, Horizontal) = (3 + digits(column + 1), .column)
            if dc == 0 { here = (0, .none) }
            if dc > 0 && counted(dc) < here.0 { here = (counted(dc), .right(dc)) }
            if dc < 0 && -dc < here.0 { here = (-dc, .backspaces(-dc)) }
            if dc < 0 && counted(-dc) < here.0 { here = (counted(-dc), .left(-dc)) }
            if here.0 <= best.0 { best = (here.0, false, here.1) }
        } else if 3 + digits(column + 1) < best.0 {
            best = (3 + digits(column + 1), false, .column)   // an absolute column also ends the wait
        }
        let relative = vertical.0 + best.0
        return relative < address ? (relative, .relative(carriageReturn: best.1, vertical.1, best.2)) : (address, .address)
    }

    /// Appends `ESC [ a ; b final`, leaving out missing parameters (and a missing last one's separator).
    static func csi(_ a: Int?, _ b: Int? = nil, final: Character, to out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        if let a { out += Array(String(a).utf8) }
        if let b {
            out.append(UInt8(ascii: ";"))
            out += Array(String(b).utf8)
        }
        out.append(final.asciiValue!)
    }

    /// Bytes of one `SGR` that turns `from` into `to` (0 when they are equal).
    public static func sgr(from: Pen, to: Pen) -> Int {
        guard from != to else { return 0 }
        // The lengths of ``sgrParameters(from:to:)``'s two lists, without building them.
        var lengths = 0, count = 0
        @inline(__always) func add(_ n: Int) { lengths += n; count += 1 }
        if (from.bold && !to.bold) || (from.dim && !to.dim) {
            add(2)
            if to.bold { add(1) }
            if to.dim { add(1) }
        } else {
            if to.bold && !from.bold { add(1) }
            if to.dim && !from.dim { add(1) }
        }
        if from.reverse != to.reverse { add(to.reverse ? 1 : 2) }
        if from.fg != to.fg { lengths += colourLength(to.fg, background: false); count += colourCount(to.fg) }
        if from.bg != to.bg { lengths += colourLength(to.bg, background: true); count += colourCount(to.bg) }
        let changes = count == 0 ? 3 : 3 + lengths + count - 1
        lengths = 0
        count = 0
        if to.bold { add(1) }
        if to.dim { add(1) }
        if to.reverse { add(1) }
        if to.fg != 0x100 { lengths += colourLength(to.fg, background: false); count += colourCount(to.fg) }
        if to.bg != 0x100 { lengths += colourLength(to.bg, background: true); count += colourCount(to.bg) }
        let reset = count == 0 ? 3 : 3 + 1 + lengths + count   // "0;" first
        return min(changes, reset)
    }

    /// Characters of the parameters that set a colour (without separators).
    @inline(__always)
    private static func colourLength(_ c: UInt32, background: Bool) -> Int {
        if c == 0x100 || c < 8 { return 2 }
        if c < 16 { return background ? 3 : 2 }
        return 3 + digits(Int(c))   // 38 5 n
    }

    /// How many parameters set a colour.
    @inline(__always)
    private static func colourCount(_ c: UInt32) -> Int { c == 0x100 || c < 16 ? 1 : 3 }

    /// Appends the `SGR` ``sgr(from:to:)`` prices.
    public static func appendSGR(from: Pen, to: Pen, to out: inout [UInt8]) {
        guard from != to else { return }
        let (changes, reset) = sgrParameters(from: from, to: to)
        func length(_ p: [Int]) -> Int { p.isEmpty ? 3 : 3 + p.reduce(0) { $0 + digits($1) } + p.count - 1 }
        let chosen = length(changes) <= length(reset) ? changes : reset
        out += [0x1B, UInt8(ascii: "[")]
        for (i, p) in chosen.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ";")) }
            out += Array(String(p).utf8)
        }
        out.append(UInt8(ascii: "m"))
    }

    /// The parameters of the two ways: changing only what differs, and resetting (an empty
    /// list: `ESC[m`) then setting what is not default.
    private static func sgrParameters(from: Pen, to: Pen) -> (changes: [Int], reset: [Int]) {
        var changes: [Int] = []
        if (from.bold && !to.bold) || (from.dim && !to.dim) {
            changes.append(22)
            if to.bold { changes.append(1) }
            if to.dim { changes.append(2) }
        } else {
            if to.bold && !from.bold { changes.append(1) }
            if to.dim && !from.dim { changes.append(2) }
        }
        if from.reverse != to.reverse { changes.append(to.reverse ? 7 : 27) }
        if from.fg != to.fg { changes += colour(to.fg, background: false) }
        if from.bg != to.bg { changes += colour(to.bg, background: true) }
        var reset: [Int] = []
        if to.bold { reset.append(1) }
        if to.dim { reset.append(2) }
        if to.reverse { reset.append(7) }
        if to.fg != 0x100 { reset += colour(to.fg, background: false) }
        if to.bg != 0x100 { reset += colour(to.bg, background: true) }
        if !reset.isEmpty { reset.insert(0, at: 0) }
        return (changes, reset)
    }

    /// The parameters that set a colour: 39/49 for the default, 3x/4x, 9x/10x, else 38;5;n / 48;5;n.
    static func colour(_ c: UInt32, background: Bool) -> [Int] {
        let base = background ? 40 : 30
        if c == 0x100 { return [base + 9] }
        if c < 8 { return [base + Int(c)] }
        if c < 16 { return [base + 60 + Int(c) - 8] }
        return [base + 8, 5, Int(c)]
    }
}
