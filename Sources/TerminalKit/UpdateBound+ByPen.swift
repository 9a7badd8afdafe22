extension UpdateBound.Painter {
    /// One stretch of equal cells to write: its row, first column, length and key.
    struct Run {
        var row: Int, column: Int, count: Int, key: UInt64
    }

    /// Paints the update in another order (``UpdateBound/Order/byPen``): the prelude, then every
    /// slide (in the default background, so the blanks they bring in are known), then the cells
    /// that differ grouped by the colours they need, each group in reading order.
    ///
    /// A strip a pan brings in crosses the same few colours on every row (a wall, a corridor's
    /// tint, the next room's); in reading order each row changes colours at each of them again
    /// (10–16 bytes a change), while by colour each is set once and the cursor steps down the
    /// strip instead (a backspace and a line feed, or a short move). `lines` are the rows as the
    /// screen shows them after the prelude. Returns false (nothing written, `w` as it was) where
    /// the order is not used: rows with double-width or several-scalar characters are written
    /// only in reading order, where the cells of a character are written together.
    func paintByPen(_ prelude: UpdateBound.Prelude, lines: [[UInt64]], slides: [UpdateBound.Slide], order: UpdateBound.Order = .byPen,
                    columns: Bool = false, _ w: inout Writer) -> Bool {
        let fill = order != .byPen, spacesApart = order == .byPenSpacesLast
        var lines = lines
        var slid: [Int: UpdateBound.Slide] = [:]
        for slide in slides { slid[slide.shift.row] = slide }
        // The runs to write, in reading order, on the rows as they stand after the slides.
        var runs: [Run] = []
        for row in 0..<lines.count {
            if let slide = slid[row] { slide.shift.apply(to: &lines[row], blank: UpdateBound.blank) }
            let base = row * width
            var c = 0
            var changed = false
            while c < width {
                let key = target[base + c]
                if key == lines[row][c] {
                    c += 1
                    continue
                }
                if !changed {
                    changed = true
                    if !Self.simple(target[base..<(base + width)]) || !Self.simple(lines[row][...]) { return false }
                }
                var end = c + 1, runEnd = c + 1
                while end < width && target[base + end] == key {
                    end += 1
                    if target[base + end - 1] != lines[row][end - 1] { runEnd = end }
                }
                runs.append(Run(row: row, column: c, count: runEnd - c, key: key))
                c = runEnd
            }
        }
        self.prelude(prelude, height: lines.count, &w)
        if !slides.isEmpty {
            setErasingPen(&w)
            slideEdits(slides, &w)
        }
        // Groups: each pen a character needs; a run of spaces (which shows only its background)
        // joins a group of its background, or one of spaces alone, set by its background only.
        var groups: [(pen: ShortestSequences.Pen, spaces: Bool, runs: [Run])] = []
        var groupOf: [ShortestSequences.Pen: Int] = [:]
        var spaces: [Run] = []
        for run in runs {
            let pen = ShortestSequences.Pen(key: run.key)
            if Self.isSpace(run.key) {
                spaces.append(run)
                continue
            }
            if let g = groupOf[pen] { groups[g].runs.append(run) } else {
                groupOf[pen] = groups.count
                groups.append((pen, false, [run]))
            }
        }
        // Or (``UpdateBound/Order/byPenSpacesLast``) spaces are groups of their own, written after
        // every other group, each of which may fill those between its runs in its background.
        var byBackground: [UInt32: Int] = [:]
        for (g, group) in groups.enumerated() where !spacesApart && !group.pen.reverse && byBackground[group.pen.bg] == nil {
            byBackground[group.pen.bg] = g
        }
        for run in spaces {
            let bg = ShortestSequences.Pen(key: run.key).bg
            if let g = byBackground[bg] { groups[g].runs.append(run) } else {
                byBackground[bg] = groups.count
                groups.append((ShortestSequences.Pen(fg: 0x100, bg: bg, bold: false, dim: false, reverse: false), true, [run]))
            }
        }
        // The pen a group is written in: spaces alone keep the foreground set now.
        func pen(_ g: Int, after current: ShortestSequences.Pen) -> ShortestSequences.Pen {
            guard groups[g].spaces else { return groups[g].pen }
            var next = current
            (next.bg, next.reverse) = (groups[g].pen.bg, false)
            return next
        }
        // The cells not yet written as the new frame shows them: a move may write over them with
        // anything (a later group writes them), and one whose colours are set may write them.
        var pending = [Bool](repeating: false, count: target.count)
        for run in runs { for c in run.column..<(run.column + run.count) { pending[run.row * width + c] = true } }
        // The groups in turn, each time the one whose colours are the cheapest to change to.
        var left = Array(groups.indices)
        while !left.isEmpty {
            let pick = left.indices.min { a, b in
                if spacesApart && groups[left[a]].spaces != groups[left[b]].spaces { return !groups[left[a]].spaces }
                return sequences.pens.cost(from: w.pen, to: pen(left[a], after: w.pen)) < sequences.pens.cost(from: w.pen, to: pen(left[b], after: w.pen))
            }!
            let g = left.remove(at: pick)
            let group = groups[g]
            setPen(pen(g, after: w.pen), &w)
            // Reading order, or column by column where that is fewer bytes (see ``columnWise(_:)``).
            let reading = group.runs.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
            if columns, let columnWise = Self.columnWise(reading) {
                var (byRows, byColumns) = (w.pricing, w.pricing)
                var (pendingRows, pendingColumns) = (pending, pending)
                paintRuns(reading, fill: fill, pending: &pendingRows, &byRows)
                paintRuns(columnWise, fill: fill, pending: &pendingColumns, &byColumns)
                let byColumn = byColumns.bytes < byRows.bytes
                if w.out == nil {
                    // Pricing only: the cheaper of the two is where the group leaves the writer.
                    let bytes = w.bytes
                    w = byColumn ? byColumns : byRows
                    w.bytes += bytes
                    w.out = nil
                    pending = byColumn ? pendingColumns : pendingRows
                } else {
                    paintRuns(byColumn ? columnWise : reading, fill: fill, pending: &pending, &w)
                }
            } else {
                paintRuns(reading, fill: fill, pending: &pending, &w)
            }
        }
        return true
    }

    /// Writes a group's runs in the order given (its colours set), each stretch of a run that an
    /// earlier group has not filled in.
    private func paintRuns(_ runs: [Run], fill: Bool, pending: inout [Bool], _ w: inout Writer) {
        for run in runs {
            let base = run.row * width
            var c = run.column
            let end = run.column + run.count
            while c < end {
                guard pending[base + c] else {
                    c += 1
                    continue
                }
                var stop = c + 1
                while stop < end && pending[base + stop] { stop += 1 }
                moveByPen(toRow: run.row, column: c, fill: fill, pending: &pending, &w)
                put(run.key, at: base + c, count: stop - c, &w)
                for i in c..<stop { pending[base + i] = false }
                w.column = stop
                c = stop
            }
        }
    }

    /// A group's runs (given in reading order) column by column, each column top to bottom,
    /// or nil where that cannot differ (runs on one row) or would not pay (one run in a column
    /// for each row would not). A pan's strip crosses walls that stand in the same column row
    /// after row: in reading order the cursor goes from one wall to the next on each row and
    /// back, column by column it steps down each wall (a line feed and a backspace).
    static func columnWise(_ reading: [Run]) -> [Run]? {
        guard reading.count > 2, reading.first!.row != reading.last!.row else { return nil }
        let columns = reading.sorted { ($0.column, $0.row) < ($1.column, $1.row) }
        // Worth pricing only where some column holds runs on consecutive rows.
        var stacked = false
        for i in 1..<columns.count where columns[i].column == columns[i - 1].column && columns[i].row == columns[i - 1].row + 1 {
            stacked = true
            break
        }
        return stacked ? columns : nil
    }

    /// Makes the slides' edits (each row's in its order; rows do not interact), in the cheaper of
    /// two orders: row by row, or in passes down the screen (every row's first edit, then every
    /// row's second). Where a panel at the right stays while the map slides, each of its rows
    /// takes two edits far apart (one where the map starts, one where the panel does): in passes the
    /// cursor steps straight down each column of edits instead of crossing the row twice.
    private func slideEdits(_ slides: [UpdateBound.Slide], _ w: inout Writer) {
        let sorted = slides.sorted { $0.shift.row < $1.shift.row }
        let edits = sorted.map { (row: $0.shift.row, operations: $0.shift.operations) }
        var byRow: [(row: Int, operation: RowShift.Operation)] = []
        var inPasses: [(row: Int, operation: RowShift.Operation)] = []
        for edit in edits { for operation in edit.operations { byRow.append((edit.row, operation)) } }
        let passes = edits.map(\.operations.count).max() ?? 0
        for pass in 0..<passes {
            for edit in edits where pass < edit.operations.count { inPasses.append((edit.row, edit.operations[pass])) }
        }
        func make(_ list: [(row: Int, operation: RowShift.Operation)], _ w: inout Writer) {
            for (row, operation) in list { self.make(operation, row: row, &w) }
        }
        if passes > 1 {
            var rowWise = w.pricing, passWise = w.pricing
            make(byRow, &rowWise)
            make(inPasses, &passWise)
            if passWise.bytes < rowWise.bytes {
                make(inPasses, &w)
                return
            }
        }
        make(byRow, &w)
    }

    /// Moves the cursor to a cell by the shortest move, or by writing over the cells in between
    /// on the same row when that is shorter: a space over a cell a later group writes
    /// (`pending`), the target character where it shows in the colours set now. With `fill`, a
    /// pending space whose background is the one set now is written for good (and no longer
    /// pending): writing over is then taken when it costs less than the move and the bytes
    /// the group of those spaces would spend on them later (their run, and a move to it).
    private func moveByPen(toRow row: Int, column: Int, fill: Bool, pending: inout [Bool], _ w: inout Writer) {
        let jump = sequences.moveCost(fromRow: w.row, fromColumn: w.column, toRow: row, column: column)
        guard w.row == row && w.column < column && jump > 0 else {
            move(toRow: row, column: column, &w)
            return
        }
        let base = row * width
        // The characters written over the gap, as runs of one key (a pending cell as a space).
        var segments: [(key: UInt64, start: Int, count: Int)] = []
        var over = 0, credit = 0, filled = 0
        func price(_ key: UInt64, _ start: Int, _ count: Int) -> Int {
            var pricing = w.pricing
            put(key, at: start, count: count, &pricing)
            return pricing.bytes
        }
        func closeFilled() {
            if filled > 0 { credit += price(0x20, base, filled) + Self.creditedMove }
            filled = 0
        }
        for c in w.column..<column {
            let index = base + c
            let key = target[index]
            var written: UInt64
            if pending[index] {
                written = 0x20
                if fill && Self.isSpace(key) && Self.shows(key, in: w.pen) { filled += 1 } else { closeFilled() }
            } else if key & CellKeys.inexact == 0, Self.shows(key, in: w.pen) {
                written = Self.isSpace(key) ? 0x20 : key
                closeFilled()
            } else {
                move(toRow: row, column: column, &w)
                return
            }
            if let last = segments.last, last.key == written, written == 0x20 {
                segments[segments.count - 1].count += 1
            } else {
                if let last = segments.last { over += price(last.key, base + last.start, last.count) }
                segments.append((written, c, 1))
            }
            if !fill && over >= jump { break }
        }
        closeFilled()
        if let last = segments.last { over += price(last.key, base + last.start, last.count) }
        guard over - credit < jump else {
            move(toRow: row, column: column, &w)
            return
        }
        for segment in segments {
            put(segment.key, at: base + segment.start, count: segment.count, &w)
        }
        if fill {
            for c in w.column..<column where pending[base + c] && Self.isSpace(target[base + c]) && Self.shows(target[base + c], in: w.pen) {
                pending[base + c] = false
            }
        }
        w.column = column
    }

    /// The bytes a fill is credited for each stretch of spaces it takes from a later group,
    /// besides their run: about the move that group would make to them.
    private static let creditedMove = 3

    /// Whether a cell written with `pen` looks as `key` says (a space needs only its background).
    private static func shows(_ key: UInt64, in pen: ShortestSequences.Pen) -> Bool {
        let needed = ShortestSequences.Pen(key: key)
        if isSpace(key) { return !pen.reverse && pen.bg == needed.bg }
        return needed == pen && !UpdateBound.isWide(key)
    }

    /// A space not in reverse video (it shows only its background).
    private static func isSpace(_ key: UInt64) -> Bool {
        key & 0x1F_FFFF == 0x20 && key & (1 << 41) == 0
    }

    /// Whether a row has only characters of one cell and one scalar.
    private static func simple(_ row: ArraySlice<UInt64>) -> Bool {
        row.allSatisfy { $0 == UpdateBound.unknown || ($0 & CellKeys.inexact == 0 && $0 & 0x1F_FFFF != 0x200B) }
    }
}
