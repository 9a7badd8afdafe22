/// Every sequence the writer may send to one terminal at one screen size, expanded from the
/// terminal's own strings (``TerminalCapabilities``, ``Terminfo``) and priced in bytes, so that
/// the planner can weigh thousands of candidates per frame by table look-up.
///
/// Expansions are shortened as ECMA-48 allows (``Terminfo/shortened(_:)``): `ESC[1;1H` goes as
/// `ESC[H`. Moves take the shortest of what the terminal has: addressing (`cup`, `home`), the
/// column or line alone (`hpa`, `vpa`), relative moves with a count (`cuf`, `cub`, `cud`, `cuu`)
/// or repeated single steps (`cuf1`, `cub1`, `cud1`, `cuu1`, `ri`), after a carriage return
/// (`cr`) or not. Colours and attributes go as one ECMA-48 SGR made of the parameters of the
/// terminal's own `setaf`, `setab`, `bold`, `dim`, `rev`, `op` and `sgr0` (see ``PenSequences``).
public final class TerminalSequences: Sendable {
    /// The screen size the tables cover.
    public let width: Int, height: Int
    /// The capabilities the sequences come from.
    public let capabilities: TerminalCapabilities

    private let cup: [UInt8]
    private let cupLengths: [Int32]
    private let home: [UInt8]?
    private let hpa, vpa, cuf, cub, cud, cuu: CountedString?
    private let cuf1, cub1, cud1, cuu1, ri, cr: [UInt8]?
    /// Bytes of the single steps and of `cr`, `home` (by ``Step``; -1 where the terminal has none),
    /// and of the counted moves for every count up to `countLimit` (by ``Counted``, -1 where it has
    /// none): moves are priced by these look-ups alone.
    private let stepLengths: [Int]
    private let countedLengths: [Int32]
    private let countLimit: Int
    /// Clear to end of line, clear the screen (and home the cursor).
    let el, clear: [UInt8]?
    /// Insert and delete characters and lines, repeat the last character.
    let ich, dch, il, dl, rep: CountedString?
    /// Colours and attributes.
    let pens: PenSequences
    /// The character-set reset (`rmacs`), sent once: `sgr0` is used without it.
    let charsetReset: [UInt8]?

    /// The sequences of `capabilities` for a `width` × `height` screen.
    public init(_ capabilities: TerminalCapabilities, width: Int, height: Int) {
        self.width = width
        self.height = height
        self.capabilities = capabilities
        let s = capabilities.strings
        let limit = max(width, height) + 1
        func counted(_ name: String) -> CountedString? { s[name].map { CountedString($0, limit: limit) } }
        func plain(_ name: String) -> [UInt8]? { s[name].map { Terminfo.shortened(Terminfo.expand($0)) } }
        cup = s["cup"] ?? []
        var lengths = [Int32](repeating: 0, count: max(0, width * height))
        if !cup.isEmpty {
            for row in 0..<height { for column in 0..<width {
                lengths[row * width + column] = Int32(Terminfo.shortened(Terminfo.expand(cup, [row, column])).count)
            } }
        }
        cupLengths = lengths
        home = plain("home")
        (hpa, vpa, cuf, cub, cud, cuu) = (counted("hpa"), counted("vpa"), counted("cuf"), counted("cub"), counted("cud"), counted("cuu"))
        (cuf1, cub1, cud1, cuu1, ri, cr) = (plain("cuf1"), plain("cub1"), plain("cud1"), plain("cuu1"), plain("ri"), plain("cr"))
        (el, clear) = (plain("el"), plain("clear"))
        (ich, dch, il, dl) = (counted("ich"), counted("dch"), counted("il"), counted("dl"))
        rep = s["rep"].map { CountedString($0, limit: limit, character: true) }
        charsetReset = plain("rmacs")
        pens = PenSequences(capabilities, charsetReset: charsetReset)
        stepLengths = [cud1, cuu1, ri, cuf1, cub1, cr, home].map { $0?.count ?? -1 }
        countLimit = limit
        var table = [Int32](repeating: -1, count: 6 * (limit + 1))
        for (kind, string) in [cud, cuu, cuf, cub, hpa, vpa].enumerated() {
            guard let string else { continue }
            for n in 0...limit { table[kind * (limit + 1) + n] = Int32(string.length(n)) }
        }
        countedLengths = table
    }

    /// Whether rows can slide sideways (delete and insert characters).
    var canSlide: Bool { ich != nil && dch != nil }
    /// Whether blocks of rows can scroll (delete and insert lines).
    var canScroll: Bool { il != nil && dl != nil }

    // MARK: Moves

    /// The single steps and counted moves, named (the ways below carry names, not strings: a
    /// move is priced thousands of times per frame, and strings in them would be retained and
    /// released each time).
    private enum Step: Int { case cud1, cuu1, ri, cuf1, cub1, cr, home }
    private enum Counted: Int { case cud, cuu, cuf, cub, hpa, vpa }

    /// Bytes of a single step (nil where the terminal has none).
    @inline(__always)
    private func length(_ step: Step) -> Int? {
        let n = stepLengths[step.rawValue]
        return n < 0 ? nil : n
    }

    /// Bytes of a counted move (nil where the terminal has none).
    @inline(__always)
    private func length(_ counted: Counted, _ n: Int) -> Int? {
        if n > countLimit { return string(counted)?.length(n) }
        let bytes = countedLengths[counted.rawValue * (countLimit + 1) + n]
        return bytes < 0 ? nil : Int(bytes)
    }
    private enum Vertical { case none, steps(Step, Int), counted(Counted, Int), line }
    private enum Horizontal { case none, steps(Step, Int), counted(Counted, Int), column }
    private enum Way { case none, home, address, relative(carriageReturn: Bool, Vertical, Horizontal) }

    private func string(_ step: Step) -> [UInt8] {
        switch step {
        case .cud1: cud1 ?? []
        case .cuu1: cuu1 ?? []
        case .ri: ri ?? []
        case .cuf1: cuf1 ?? []
        case .cub1: cub1 ?? []
        case .cr: cr ?? []
        case .home: home ?? []
        }
    }

    private func string(_ counted: Counted) -> CountedString? {
        switch counted {
        case .cud: cud
        case .cuu: cuu
        case .cuf: cuf
        case .cub: cub
        case .hpa: hpa
        case .vpa: vpa
        }
    }

    /// Bytes of moving the cursor from (`fromRow`, `fromColumn`) to (`row`, `column`); a negative
    /// `fromRow` means the position is not known (only addressing works). A column at the width
    /// means the last column was just written: the cursor waits there to wrap, and only
    /// addressing, a column move or a carriage return is trusted to leave that state.
    func moveCost(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int) -> Int {
        shortestMove(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column).bytes
    }

    /// Appends the move ``moveCost(fromRow:fromColumn:toRow:column:)`` prices.
    func appendMove(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int, to out: inout [UInt8]) {
        switch shortestMove(fromRow: fromRow, fromColumn: fromColumn, toRow: row, column: column).way {
        case .none: break
        case .home: out += home ?? []
        case .address: out += Terminfo.shortened(Terminfo.expand(cup, [row, column]))
        case .relative(let carriageReturn, let vertical, let horizontal):
            if carriageReturn { out += cr ?? [] }
            switch vertical {
            case .none: break
            case .steps(let step, let n): for _ in 0..<n { out += string(step) }
            case .counted(let counted, let n): out += string(counted)?.bytes(n) ?? []
            case .line: out += vpa?.bytes(row) ?? []
            }
            switch horizontal {
            case .none: break
            case .steps(let step, let n): for _ in 0..<n { out += string(step) }
            case .counted(let counted, let n): out += string(counted)?.bytes(n) ?? []
            case .column: out += hpa?.bytes(column) ?? []
            }
        }
    }

    private func shortestMove(fromRow: Int, fromColumn: Int, toRow row: Int, column: Int) -> (bytes: Int, way: Way) {
        var best: (Int, Way) = (Int(cupLengths[row * width + column]), .address)
        if row == 0 && column == 0, let home = length(.home), home < best.0 { best = (home, .home) }
        guard fromRow >= 0 else { return best }
        let waiting = fromColumn >= width
        if !waiting && fromRow == row && fromColumn == column { return (0, .none) }
        // Vertical part.
        let dr = row - fromRow
        var vertical: (Int, Vertical) = (dr == 0 ? 0 : Int.max, .none)
        func considerVertical(_ cost: Int?, _ way: Vertical) { if let cost, cost < vertical.0 { vertical = (cost, way) } }
        if dr > 0 {
            if let cud1 = length(.cud1) { considerVertical(cud1 * dr, .steps(.cud1, dr)) }
            considerVertical(length(.cud, dr), .counted(.cud, dr))
        } else if dr < 0 {
            if dr == -1, let ri = length(.ri) { considerVertical(ri, .steps(.ri, 1)) }
            if let cuu1 = length(.cuu1) { considerVertical(cuu1 * -dr, .steps(.cuu1, -dr)) }
            considerVertical(length(.cuu, -dr), .counted(.cuu, -dr))
        }
        if dr != 0 { considerVertical(length(.vpa, row), .line) }
        guard vertical.0 < Int.max else { return best }
        // Horizontal part: from column 0 after a carriage return, or from where the cursor is.
        var horizontal: (Int, Bool, Horizontal) = (Int.max, false, .none)
        let carriageReturn = length(.cr) ?? 0
        func considerHorizontal(_ cost: Int?, _ afterReturn: Bool, _ way: Horizontal) {
            guard let cost else { return }
            let total = cost + (afterReturn ? carriageReturn : 0)
            if total < horizontal.0 { horizontal = (total, afterReturn, way) }
        }
        if carriageReturn > 0 {
            if column == 0 { considerHorizontal(0, true, .none) }
            if column > 0 { considerHorizontal(length(.cuf, column), true, .counted(.cuf, column)) }
            if column > 0, let cuf1 = length(.cuf1) { considerHorizontal(cuf1 * column, true, .steps(.cuf1, column)) }
        }
        if !waiting {
            let dc = column - fromColumn
            if dc == 0 { considerHorizontal(0, false, .none) }
            if dc > 0 { considerHorizontal(length(.cuf, dc), false, .counted(.cuf, dc)) }
            if dc > 0, let cuf1 = length(.cuf1) { considerHorizontal(cuf1 * dc, false, .steps(.cuf1, dc)) }
            if dc < 0, let cub1 = length(.cub1) { considerHorizontal(cub1 * -dc, false, .steps(.cub1, -dc)) }
            if dc < 0 { considerHorizontal(length(.cub, -dc), false, .counted(.cub, -dc)) }
        }
        considerHorizontal(length(.hpa, column), false, .column)
        guard horizontal.0 < Int.max else { return best }
        let relative = vertical.0 + horizontal.0
        return relative < best.0 ? (relative, .relative(carriageReturn: horizontal.1, vertical.1, horizontal.2)) : best
    }
}

/// A string with one count (`cuf`, `dch`, `rep` …), its shortened expansions priced for every
/// count up to a limit (expanded again when sent).
struct CountedString: Sendable {
    let string: [UInt8]
    private let lengths: [Int]
    /// Whether the first parameter is the character to repeat and the second the count (`rep`).
    private let character: Bool

    init(_ string: [UInt8], limit: Int, character: Bool = false) {
        self.string = string
        self.character = character
        lengths = (0...limit).map { n in
            Terminfo.shortened(Terminfo.expand(string, character ? [0x41, n] : [n])).count
        }
        _ = self.character
    }

    /// Bytes of the expansion for `n` (for `rep`, of any one-byte character repeated to `n` copies).
    func length(_ n: Int) -> Int {
        n < lengths.count ? lengths[n] : Terminfo.shortened(Terminfo.expand(string, character ? [0x41, n] : [n])).count
    }

    /// The expansion for `n`.
    func bytes(_ n: Int) -> [UInt8] { Terminfo.shortened(Terminfo.expand(string, [n])) }

    /// The expansion of `rep` for a character and a count.
    func repeating(_ byte: UInt8, _ n: Int) -> [UInt8] { Terminfo.shortened(Terminfo.expand(string, [Int(byte), n])) }
}

import Synchronization

extension TerminalSequences {
    private static let xtermCache = Mutex<[Int: TerminalSequences]>([:])

    /// xterm-256color's sequences for a size (kept for the sizes asked for: the yardstick
    /// ``UpdateBound/bytes(from:to:)`` prices every bench step on them).
    public static func xterm(width: Int, height: Int) -> TerminalSequences {
        let key = width << 20 | height
        if let cached = xtermCache.withLock({ $0[key] }) { return cached }
        let made = TerminalSequences(.xterm256, width: width, height: height)
        xtermCache.withLock { $0[key] = made }
        return made
    }
}
