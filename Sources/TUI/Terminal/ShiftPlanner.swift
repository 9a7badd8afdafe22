import Render

/// One row of the screen moved sideways in the terminal itself, before the usual
/// cell-by-cell update: the way a horizontal pan costs a strip of new cells
/// instead of the whole row.
///
/// Terminals can scroll lines up and down but not sideways. They can, however,
/// delete and insert characters in a line (DCH `CSI n P`, ICH `CSI n @`), which
/// slides the rest of the line left or right. Two of those move one stretch of a
/// row and leave what lies right of it (the level picker, say) where it was:
///
/// - `offset > 0` (the content moves left by `offset`): delete `offset` characters
///   at `start`, then insert `offset` blanks at `end`;
/// - `offset < 0` (the content moves right by `-offset`): delete `-offset`
///   characters at `end + offset`, then insert `-offset` blanks at `start + offset`.
///
/// Afterwards the new row's columns `start..<end` hold what the old row held at
/// `start + offset ..< end + offset`, the ``blanks`` hold blanks, and every other
/// column holds what it held before.
public struct RowShift: Equatable, Sendable {
    /// An edit a terminal makes to one line.
    public enum Operation: Equatable, Sendable {
        /// Delete `count` characters at `column`; the rest of the line slides left and
        /// blanks come in at the right margin (DCH).
        case delete(column: Int, count: Int)
        /// Insert `count` blanks at `column`; the rest of the line slides right and what
        /// passes the right margin is lost (ICH).
        case insert(column: Int, count: Int)
    }

    /// The screen row.
    public var row: Int
    /// First column (in the new row) that shows moved content.
    public var start: Int
    /// Column after the last one that shows moved content.
    public var end: Int
    /// How far the content moved: the new column `c` shows the old column `c + offset`.
    public var offset: Int
    /// The width of the screen.
    public var width: Int

    /// Creates a shift; see the type's description for what the fields mean.
    public init(row: Int, start: Int, end: Int, offset: Int, width: Int) {
        self.row = row
        self.start = start
        self.end = end
        self.offset = offset
        self.width = width
    }

    /// The terminal edits that make the move, in order. An edit at the right margin
    /// is left out: what it would keep there is off the screen anyway.
    public var operations: [Operation] {
        if offset > 0 {
            var ops: [Operation] = [.delete(column: start, count: offset)]
            if end + offset < width { ops.append(.insert(column: end, count: offset)) }
            return ops
        }
        let count = -offset
        var ops: [Operation] = []
        if end < width { ops.append(.delete(column: end - count, count: count)) }
        ops.append(.insert(column: start - count, count: count))
        return ops
    }

    /// The columns left blank by the move, which the update must then draw.
    public var blanks: Range<Int> {
        offset > 0 ? end..<min(width, end + offset) : (start + offset)..<start
    }

    /// Applies the edits to a line of cells the way a terminal does, with `blank` for
    /// the cells that come in. The model ``CursesTerminal`` mirrors into ncurses' idea
    /// of the screen, and what tests check plans against.
    public func apply<T>(to line: inout [T], blank: T) {
        for operation in operations {
            switch operation {
            case .delete(let column, let count):
                line.removeSubrange(column..<(column + count))
                line.append(contentsOf: repeatElement(blank, count: count))
            case .insert(let column, let count):
                line.insert(contentsOf: repeatElement(blank, count: count), at: column)
                line.removeLast(count)
            }
        }
    }
}

/// Finds the rows of a new frame that are an old frame's rows moved sideways, and
/// where moving them in the terminal saves bytes.
///
/// Works on cell keys (``CellKeys``): a number per cell that differs whenever the
/// character or its style does (a collision could only make a plan less useful,
/// never wrong, because the update afterwards compares real cells). The offset is
/// found once per frame, by votes from every third row over offsets up to half the
/// width, and only when it wins over every vertical offset (ncurses scrolls those
/// itself); then each row gets the stretch where the offset wins most over leaving
/// the row alone (a maximum-sum run), and is moved only when that gain pays for the
/// edits. Rows holding double-width characters are never moved: terminals disagree
/// on what deleting half of one does.
public enum ShiftPlanner {
    /// Cells a move must win, after the cells it blanks that were right, before it is
    /// worth its control sequences (about 20 bytes for two cursor moves and two edits).
    public static let minimumGain = 8

    /// The moves that turn `old` into something closer to `new`; empty when the
    /// frames differ in size or nothing moved sideways.
    public static func plan(from old: CellKeys, to new: CellKeys) -> [RowShift] {
        guard old.width == new.width, old.height == new.height, old.width >= 4 else { return [] }
        guard let offset = dominantOffset(old, new) else { return [] }
        var shifts: [RowShift] = []
        for row in 0..<new.height where !old.wideRows[row] && !new.wideRows[row] {
            if let shift = bestShift(row: row, offset: offset, old, new) { shifts.append(shift) }
        }
        return shifts
    }

    /// The sideways offset most rows agree on, if it beats no offset at all.
    static func dominantOffset(_ old: CellKeys, _ new: CellKeys) -> Int? {
        let width = new.width
        let limit = width / 2
        guard limit >= 1 else { return nil }
        // votes[limit + k]: non-blank cells that match the old frame shifted by k.
        var votes = [Int](repeating: 0, count: 2 * limit + 1)
        let blank = CellKeys.blankKey
        old.keys.withUnsafeBufferPointer { o in
            new.keys.withUnsafeBufferPointer { n in
                var row = 1
                while row < new.height {
                    let base = row * width
                    for k in -limit...limit {
                        var count = 0
                        let lo = max(0, -k), hi = min(width, width - k)
                        var c = lo
                        while c < hi {
                            let key = n[base + c]
                            if key != blank && key == o[base + c + k] { count += 1 }
                            c += 1
                        }
                        votes[limit + k] += count
                    }
                    row += 3
                }
            }
        }
        var best = 0, bestVotes = 0
        for k in -limit...limit where k != 0 && votes[limit + k] > bestVotes {
            best = k
            bestVotes = votes[limit + k]
        }
        guard best != 0, bestVotes > votes[limit], bestVotes >= minimumGain else { return nil }
        // A vertical move is ncurses' to make (it scrolls lines); sloping lines moved up
        // or down can also look like a sideways move, so compare with the best one.
        guard verticalVotes(old, new) < bestVotes else { return nil }
        return best
    }

    /// Non-blank cells of the sampled rows that match the old frame moved up or down
    /// by the best number of rows.
    static func verticalVotes(_ old: CellKeys, _ new: CellKeys) -> Int {
        let width = new.width, height = new.height
        let limit = height / 2
        guard limit >= 1 else { return 0 }
        let blank = CellKeys.blankKey
        var best = 0
        old.keys.withUnsafeBufferPointer { o in
            new.keys.withUnsafeBufferPointer { n in
                for dy in -limit...limit where dy != 0 {
                    var count = 0
                    var row = max(1, -dy)
                    while row < height && row + dy < height {
                        if row + dy >= 0 {
                            let base = row * width, oldBase = (row + dy) * width
                            for c in 0..<width {
                                let key = n[base + c]
                                if key != blank && key == o[oldBase + c] { count += 1 }
                            }
                        }
                        row += 3
                    }
                    best = max(best, count)
                }
            }
        }
        return best
    }

    /// The best stretch of one row to move by `offset`, or `nil` when none pays.
    static func bestShift(row: Int, offset: Int, _ old: CellKeys, _ new: CellKeys) -> RowShift? {
        let width = new.width
        let base = row * width
        // New columns that can show moved content: the old column c + offset must exist.
        let lo = max(0, -offset), hi = min(width, width - offset)
        guard lo < hi else { return nil }
        var bestSum = 0, bestStart = lo, bestEnd = lo
        var runSum = 0, runStart = lo
        old.keys.withUnsafeBufferPointer { o in
            new.keys.withUnsafeBufferPointer { n in
                for c in lo..<hi {
                    let key = n[base + c]
                    let gain = (key == o[base + c + offset] ? 1 : 0) - (key == o[base + c] ? 1 : 0)
                    if runSum <= 0 {
                        runSum = gain
                        runStart = c
                    } else {
                        runSum += gain
                    }
                    if runSum > bestSum {
                        bestSum = runSum
                        bestStart = runStart
                        bestEnd = c + 1
                    }
                }
            }
        }
        guard bestSum > 0 else { return nil }
        let shift = RowShift(row: row, start: bestStart, end: bestEnd, offset: offset, width: width)
        // Cells already right that the move blanks must be drawn again (blank ones stay right).
        var lost = 0
        for c in shift.blanks where new.keys[base + c] == old.keys[base + c] && new.keys[base + c] != CellKeys.blankKey {
            lost += 1
        }
        return bestSum - lost >= minimumGain ? shift : nil
    }
}

/// A frame reduced to one number per cell, for quick comparisons, and which rows hold
/// double-width characters.
public struct CellKeys: Sendable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// One key per cell, row-major.
    public private(set) var keys: [UInt64]
    /// Per row: whether it holds a double-width character or its continuation.
    public private(set) var wideRows: [Bool]

    /// The key of a blank cell in the default style.
    public static let blankKey = key(of: .blank)

    /// The keys of a frame.
    public init(_ frame: Frame) {
        width = frame.width
        height = frame.height
        keys = [UInt64](repeating: 0, count: frame.cells.count)
        wideRows = [Bool](repeating: false, count: frame.height)
        frame.cells.withUnsafeBufferPointer { cells in
            for row in 0..<height {
                var wide = false
                for column in 0..<width {
                    let index = row * width + column
                    let cell = cells[index]
                    keys[index] = Self.key(of: cell)
                    if !wide, let first = cell.character.unicodeScalars.first?.value, first >= 0x1100,
                       cell.character.terminalWidth != 1 {
                        wide = true
                    }
                }
                wideRows[row] = wide
            }
        }
    }

    /// A number that differs between cells that look different (up to rare collisions
    /// for characters of several scalars).
    public static func key(of cell: Cell) -> UInt64 {
        var scalars = cell.character.unicodeScalars.makeIterator()
        var key = UInt64(scalars.next()?.value ?? 0)
        var extra: UInt64 = 0
        while let scalar = scalars.next() { extra = (extra &* 31) &+ UInt64(scalar.value) &+ 1 }
        key |= UInt64(color(cell.style.fg)) << 21
        key |= UInt64(color(cell.style.bg)) << 30
        if cell.style.bold { key |= 1 << 39 }
        if cell.style.dim { key |= 1 << 40 }
        if cell.style.reverse { key |= 1 << 41 }
        return key ^ (extra << 42)
    }

    private static func color(_ color: TermColor) -> UInt16 {
        switch color {
        case .default: return 0x100
        case .index(let i): return UInt16(i)
        }
    }
}
