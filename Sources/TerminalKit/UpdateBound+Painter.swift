extension UpdateBound {
    /// Paints rows towards a target with the cheapest sequences, pricing or writing them: the
    /// one walk behind both the bound and the update a writer sends.
    struct Painter {
        /// The target frame's keys, as they look (``UpdateBound/visible(_:)``), row-major.
        let target: [UInt64]
        let width: Int
        let capabilities: Capabilities
        /// The terminal's sequences.
        let sequences: TerminalSequences
        /// The UTF-8 of cells whose character has several scalars, by index.
        let clusters: [Int: [UInt8]]

        /// The bytes of a prelude, then of each row painted from the cheapest of its
        /// choices; the slides chosen go to `chosen`.
        func cost(_ prelude: Prelude, rows: [[Choice]], from start: Writer, chosen: inout [Slide]) -> Int {
            var writer = start
            self.prelude(prelude, height: rows.count, &writer)
            for (row, choices) in rows.enumerated() {
                var best: (Writer, Slide?)?
                for choice in choices {
                    var w = writer
                    paint(row: row, choice, &w)
                    if w.bytes < best?.0.bytes ?? Int.max { best = (w, choice.slide) }
                }
                if let best {
                    writer = best.0
                    if let slide = best.1 { chosen.append(slide) }
                }
            }
            return writer.bytes
        }

        /// ``cost(_:rows:from:chosen:)`` without the slides.
        func cost(_ prelude: Prelude, rows: [[Choice]], from start: Writer) -> Int {
            var chosen: [Slide] = []
            return cost(prelude, rows: rows, from: start, chosen: &chosen)
        }

        /// Clears or scrolls the screen.
        func prelude(_ prelude: Prelude, height: Int, _ w: inout Writer) {
            switch prelude {
            case .none:
                return
            case .clear:
                setPen(.plain, &w)
                if let clear = sequences.clear {
                    w.bytes += clear.count
                    w.out? += clear
                    (w.row, w.column) = (0, 0)
                } else {
                    // No clear: each row is cleared to its end (the writer needs `clear` or `el`).
                    for row in 0..<height {
                        move(toRow: row, column: 0, &w)
                        w.bytes += sequences.el?.count ?? 0
                        w.out? += sequences.el ?? []
                    }
                }
            case .scroll(let dy, let rows):
                // Up: delete lines at the block's top, insert as many at its bottom (not needed at
                // the screen's bottom); down: the other way round. Lines come in blank.
                setPen(.plain, &w)
                let n = abs(dy)
                var stops: [(row: Int, final: Edit)] = []
                if dy > 0 {
                    stops.append((rows.lowerBound, .deleteLines))
                    if rows.upperBound < height { stops.append((rows.upperBound - n, .insertLines)) }
                } else {
                    if rows.upperBound < height { stops.append((rows.upperBound - n, .deleteLines)) }
                    stops.append((rows.lowerBound, .insertLines))
                }
                for stop in stops {
                    move(toRow: stop.row, column: 0, &w)
                    edit(count: n, final: stop.final, &w)
                }
            }
        }

        /// Paints one row: its slide's edits, then the cells that differ.
        func paint(row: Int, _ choice: Choice, _ w: inout Writer) {
            if let slide = choice.slide {
                switch slide.pen {   // the colours the edits bring blanks in
                case .plain: setPen(.plain, &w)
                case .defaultBackground: setErasingPen(&w)
                case .current: break
                }
                for operation in slide.shift.operations { make(operation, row: row, &w) }
            }
            paintCells(row: row, shown: choice.line, from: 0, allowClear: true, &w)
        }

        /// Makes one edit of a row's slide: the cursor to it, then the delete or the insert.
        func make(_ operation: RowShift.Operation, row: Int, _ w: inout Writer) {
            switch operation {
            case .delete(let column, let count):
                move(toRow: row, column: column, &w)
                edit(count: count, final: .deleteCharacters, &w)
            case .insert(let column, let count):
                move(toRow: row, column: column, &w)
                edit(count: count, final: .insertCharacters, &w)
            }
        }

        /// Paints the cells of a row that differ from `shown` (the row as the screen shows it),
        /// from column `from`.
        private func paintCells(row: Int, shown: [UInt64], from: Int, allowClear: Bool, _ w: inout Writer) {
            let base = row * width
            // The end of the row that is blank in one look: one clear to end of line can make
            // it, in the current background (bce) or only in the default one.
            let last = target[base + width - 1]
            var blankEnd = width
            if last & 0x1F_FFFF == 0x20 && last & (1 << 41) == 0 && sequences.el != nil
                && (capabilities.backColorErase || last == UpdateBound.blank) {
                blankEnd = width - 1
                while blankEnd > 0 && target[base + blankEnd - 1] == last { blankEnd -= 1 }
            }
            var c = from
            while c < width {
                let key = target[base + c]
                // Unchanged, or the second cell of a double-width character (written with the first).
                if key == shown[c] || key & 0x1F_FFFF == 0x200B {
                    c += 1
                    continue
                }
                if allowClear && c >= blankEnd {
                    // Either clear to the end of the line, or write what differs there: priced
                    // both ways, then done the cheaper way.
                    var writing = w.pricing
                    paintCells(row: row, shown: shown, from: c, allowClear: false, &writing)
                    var clearing = w.pricing
                    clearToEnd(row: row, column: c, look: last, &clearing)
                    if writing.bytes <= clearing.bytes {
                        paintCells(row: row, shown: shown, from: c, allowClear: false, &w)
                    } else {
                        clearToEnd(row: row, column: c, look: last, &w)
                    }
                    return
                }
                // A run of equal cells, up to the last one that differs.
                var end = c + 1, runEnd = c + 1
                while end < width && target[base + end] == key {
                    end += 1
                    if target[base + end - 1] != shown[end - 1] { runEnd = end }
                }
                move(toRow: row, column: c, over: shown, &w)
                setPen(for: key, &w)
                put(key, at: base + c, count: runEnd - c, &w)
                w.column = runEnd + (UpdateBound.isWide(key) ? 1 : 0)
                c = runEnd
            }
        }

        /// Clears from a column to the end of the row, in the look `look` (a blank).
        private func clearToEnd(row: Int, column: Int, look: UInt64, _ w: inout Writer) {
            move(toRow: row, column: column, &w)
            if capabilities.backColorErase { setPen(for: look, &w) } else { setErasingPen(&w) }
            w.bytes += sequences.el?.count ?? 0
            w.out? += sequences.el ?? []
        }

        /// Writes a run of `count` cells of one key (the first at `index`): the character, then the
        /// rest as a repeat (`rep`) when that is shorter. Only ASCII characters are repeated:
        /// terminals differ on others (tmux repeats nothing after a character of several UTF-8 bytes).
        func put(_ key: UInt64, at index: Int, count: Int, _ w: inout Writer) {
            let character = characterBytes(key, at: index)
            let repeated = count - 1
            let scalar = key & 0x1F_FFFF
            let rep = capabilities.repeatCharacter && repeated > 0 && scalar < 0x80 && key & CellKeys.inexact == 0 ? sequences.rep : nil
            let repeatBytes = rep?.length(count) ?? Int.max
            let copies = repeatBytes < count * character ? 0 : count
            w.bytes += copies == 0 ? repeatBytes : copies * character
            guard w.out != nil else { return }
            if copies == 0, let rep {
                w.out! += rep.repeating(UInt8(scalar), count)
                return
            }
            let utf8 = characterUTF8(key, at: index)
            for _ in 0..<copies { w.out! += utf8 }
        }

        /// UTF-8 bytes of a cell's character; none for the second cell of a double-width one.
        private func characterBytes(_ key: UInt64, at index: Int) -> Int {
            if key & CellKeys.inexact != 0, let cluster = clusters[index] { return cluster.count }
            return UpdateBound.characterBytes(key)
        }

        /// The UTF-8 of a cell's character.
        private func characterUTF8(_ key: UInt64, at index: Int) -> [UInt8] {
            if key & CellKeys.inexact != 0, let cluster = clusters[index] { return cluster }
            guard key & 0x1F_FFFF != 0x200B, let scalar = Unicode.Scalar(UInt32(key & 0x1F_FFFF)) else { return [] }
            return Array(String(Character(scalar)).utf8)
        }

        /// An edit with a count (delete or insert characters or lines).
        func edit(count: Int, final: Edit, _ w: inout Writer) {
            let string: CountedString? = switch final {
            case .deleteCharacters: sequences.dch
            case .insertCharacters: sequences.ich
            case .deleteLines: sequences.dl
            case .insertLines: sequences.il
            }
            guard let string else { return }
            w.bytes += string.length(count)
            w.out? += string.bytes(count)
        }

        /// Moves the cursor by the shortest move.
        func move(toRow row: Int, column: Int, _ w: inout Writer) {
            w.bytes += sequences.moveCost(fromRow: w.row, fromColumn: w.column, toRow: row, column: column)
            if w.out != nil {
                sequences.appendMove(fromRow: w.row, fromColumn: w.column, toRow: row, column: column, to: &w.out!)
            }
            (w.row, w.column) = (row, column)
        }

        /// Moves the cursor to a cell: the shortest move, or writing over the cells in between
        /// on the same row (as the target has them, colours included) when that is shorter.
        private func move(toRow row: Int, column: Int, over shown: [UInt64], _ w: inout Writer) {
            let jump = sequences.moveCost(fromRow: w.row, fromColumn: w.column, toRow: row, column: column)
            if w.row == row && w.column < column && jump > 0 {
                var over = w.pricing
                for c in w.column..<column where over.bytes < jump {
                    let key = target[row * width + c]
                    setPen(for: key, &over)
                    over.bytes += characterBytes(key, at: row * width + c)
                }
                // Writing over is exact only where each cell's character is its own (no double
                // width, no cluster of several scalars).
                if over.bytes < jump && (w.column..<column).allSatisfy({ c in
                    let key = target[row * width + c]
                    return !UpdateBound.isWide(key) && key & 0x1F_FFFF != 0x200B && key & CellKeys.inexact == 0
                }) {
                    for c in w.column..<column {
                        let key = target[row * width + c]
                        setPen(for: key, &w)
                        put(key, at: row * width + c, count: 1, &w)
                    }
                    w.column = column
                    return
                }
            }
            move(toRow: row, column: column, &w)
        }

        /// Sets the colours a cell needs, changing only what shows (a space's foreground, bold
        /// and dim do not).
        private func setPen(for key: UInt64, _ w: inout Writer) {
            var next = ShortestSequences.Pen(key: key)
            if key & 0x1F_FFFF == 0x20 && !next.reverse {
                (next.fg, next.bold, next.dim) = (w.pen.fg, w.pen.bold, w.pen.dim)
            }
            setPen(next, &w)
        }

        /// Sets the default background and no reverse video, keeping the rest: erases then leave
        /// default blanks whether the terminal erases in the current background (`bce`) or not.
        func setErasingPen(_ w: inout Writer) {
            var next = w.pen
            (next.bg, next.reverse) = (ShortestSequences.Pen.plain.bg, false)
            setPen(next, &w)
        }

        func setPen(_ next: ShortestSequences.Pen, _ w: inout Writer) {
            w.bytes += sequences.pens.cost(from: w.pen, to: next)
            if w.out != nil { sequences.pens.append(from: w.pen, to: next, to: &w.out!) }
            w.pen = next
        }
    }

    /// The edits with a count the painter makes.
    enum Edit { case deleteCharacters, insertCharacters, deleteLines, insertLines }

    /// UTF-8 bytes of a cell's character (its first scalar; a cluster of several scalars,
    /// keyed ``CellKeys/inexact``, is counted with a few more); none for the second cell of a
    /// double-width one.
    @inline(__always)
    static func characterBytes(_ key: UInt64) -> Int {
        let scalar = key & 0x1F_FFFF
        if scalar == 0x200B { return 0 }
        let bytes = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
        return key & CellKeys.inexact != 0 ? bytes + 3 : bytes
    }

    /// Whether the cell's character is double-width (the cursor goes two columns on).
    @inline(__always)
    static func isWide(_ key: UInt64) -> Bool {
        let scalar = UInt32(key & 0x1F_FFFF)
        guard scalar >= 0x1100, !(0x2500..<0x2900).contains(scalar), let s = Unicode.Scalar(scalar) else { return false }
        return s.terminalWidth == 2
    }
}
