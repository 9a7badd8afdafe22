/// One row of the screen moved sideways in the terminal itself, before the usual
/// cell-by-cell update: the way a horizontal pan costs a strip of new cells
/// instead of the whole row.
///
/// Terminals can scroll lines up and down but not sideways. They can, however,
/// delete and insert characters in a line (DCH `CSI n P`, ICH `CSI n @`), which
/// slides the rest of the line left or right. Two of those move one stretch of a
/// row and leave what lies right of it (a panel at the right, say) where it was:
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
    /// the cells that come in: the model ``UpdateBound`` plans with (``ScreenWriter``'s
    /// screen after a slide), and what tests check plans against.
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
