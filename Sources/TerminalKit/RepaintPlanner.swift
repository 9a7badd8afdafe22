/// Decides, before an update, which parts of the screen are cheaper to blank and paint
/// afresh than to update cell by cell.
///
/// ncurses' update rewrites every cell that differs, blanks included, and jumps over
/// the cells that stay. When most of a row changes (a zoom, a rotation, another level),
/// that costs more than painting the row on a blank line, which writes only what is not
/// blank. The planner prices every row with one byte model (``ByteModel``: UTF-8
/// characters, colour and attribute changes, cursor moves) three ways:
///
/// - update it cell by cell;
/// - erase it, then paint it on blank (runs of such rows are erased together);
/// - when its end is unchanged (the level picker, say): erase up to that end, paint that
///   part on blank and keep the end;
///
/// and compares the cheapest mix with clearing the whole screen and painting it on blank
/// (what a fresh screen costs).
///
/// Estimates only choose the path; any path leaves the screen exactly equal to the
/// frame, since the terminal code mirrors every erase into ncurses' record of the screen.
///
/// When rows moved up or down (a vertical pan: rows of the new frame equal other rows
/// of the shown one), ncurses scrolls them and the planner leaves the update alone:
/// erasing a row it would scroll spoils the scroll.
public enum RepaintPlanner {
    /// What to do before the update.
    public enum Plan: Equatable, Sendable {
        /// Nothing: the cell update is the cheapest.
        case update
        /// Erase these parts first (rows ascending); the update then paints them on blank.
        case erase([Erase])
        /// Clear the screen; the update then paints everything on blank.
        case clearScreen
    }

    /// A part of the screen to blank.
    public enum Erase: Equatable, Sendable {
        /// Whole rows.
        case rows(Range<Int>)
        /// The columns `0..<column` of a row; the rest of the row stays.
        case start(row: Int, column: Int)
    }

    /// Estimated bytes to erase one row (cursor address, clear to end of line).
    public static let eraseRowCost = 10
    /// Estimated bytes to erase a run of rows (cursor address, delete and insert lines).
    public static let eraseRunCost = 17
    /// Estimated bytes to erase the start of a row (cursor address, clear to start of line).
    public static let eraseStartCost = 11
    /// Estimated bytes of clearing the screen (home, clear).
    public static let clearScreenCost = 7
    /// Bytes an erase must save, beyond its own cost, before it is used: the model is
    /// an estimate, and a near tie is not worth leaving the usual path for.
    public static let margin = 8
    /// A clear wins when the other plan is estimated to save less than 1/`clearBias` of it (2%).
    public static let clearBias = 50
    /// Rows that must have moved by the same amount before the update is left to ncurses' scrolling.
    public static let scrolledRowsForScroll = 3

    /// The plan for going from the keys on screen (`shown`, row-major, same size as
    /// `new`) to `new`.
    public static func plan(shown: [UInt64], to new: CellKeys) -> Plan {
        let width = new.width, height = new.height
        guard width > 0, height > 0, shown.count == width * height else { return .update }
        guard scrolledRows(shown: shown, new: new) < scrolledRowsForScroll else { return .update }
        enum Choice { case update, whole, start(Int) }
        var choices: [Choice] = []
        var costs: [Int] = []       // per row, the chosen way (a whole-row erase priced alone)
        var freshTotal = clearScreenCost
        for row in 0..<height {
            let range = (row * width)..<((row + 1) * width)
            let line = new.keys[range], before = shown[range]
            let update = ByteModel.rowCost(from: before, to: line)
            let fresh = ByteModel.rowCost(from: nil, to: line)
            freshTotal += fresh
            var choice = Choice.update, cost = update
            if fresh + eraseRowCost + margin < cost {
                choice = .whole
                cost = fresh + eraseRowCost
            }
            // The unchanged end of the row, if it holds something worth keeping.
            var end = width
            while end > 0 && line[line.startIndex + end - 1] == before[before.startIndex + end - 1] { end -= 1 }
            if end > 0 && end < width {
                let head = ByteModel.rowCost(from: nil, to: line.prefix(end))
                if head + eraseStartCost + margin < cost {
                    choice = .start(end)
                    cost = head + eraseStartCost
                }
            }
            choices.append(choice)
            costs.append(cost)
        }
        // Runs of whole-row erases share one erase.
        var erases: [Erase] = []
        var total = 0
        var row = 0
        while row < height {
            switch choices[row] {
            case .update:
                total += costs[row]
                row += 1
            case .start(let column):
                erases.append(.start(row: row, column: column))
                total += costs[row]
                row += 1
            case .whole:
                var end = row
                while end < height, case .whole = choices[end] {
                    total += costs[end] - eraseRowCost
                    end += 1
                }
                total += end - row > 1 ? eraseRunCost : eraseRowCost
                erases.append(.rows(row..<end))
                row = end
            }
        }
        // The model misses some of what ncurses spends on an update (attribute resets around
        // its own erases, for one) and nothing of a clear: a near tie goes to the clear.
        if freshTotal < total + total / clearBias { return .clearScreen }
        return erases.isEmpty ? .update : .erase(erases)
    }

    /// The most rows of the new frame that equal (and are not blank) the shown row the
    /// same distance up or down: what ncurses' scrolling would bring into place.
    static func scrolledRows(shown: [UInt64], new: CellKeys) -> Int {
        let width = new.width, height = new.height
        func rows(_ keys: [UInt64]) -> [(value: UInt64, blank: Bool)] {
            (0..<height).map { row in
                let line = keys[(row * width)..<((row + 1) * width)]
                return (CellKeys.hash(line), line.allSatisfy { $0 == CellKeys.blankKey })
            }
        }
        let old = rows(shown)
        var oldAt: [UInt64: [Int]] = [:]
        for (row, hash) in old.enumerated() where !hash.blank { oldAt[hash.value, default: []].append(row) }
        var votes: [Int: Int] = [:]
        for (row, hash) in rows(new.keys).enumerated() where !hash.blank && hash.value != old[row].value {
            for source in oldAt[hash.value] ?? [] { votes[source - row, default: 0] += 1 }
        }
        return votes.values.max() ?? 0
    }
}
