extension UpdateBound {
    /// Paints rows towards a target with the cheapest sequences, pricing or writing them: the
    /// one walk behind both the bound and the update a writer sends.
    struct Painter {
        /// The target frame's keys, as they look (``UpdateBound/visible(_:)``), row-major.
        let target: [UInt64]
        let width: Int
        let capabilities: Capabilities

        /// The bytes of a prelude, then of each row painted from the cheapest of its
        /// choices; the slides chosen go to `chosen`.
        func cost(_ prelude: Prelude, rows: [[Choice]], chosen: inout [Slide]) -> Int {
            var writer = Writer()
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

        /// ``cost(_:rows:chosen:)`` without the slides.
        func cost(_ prelude: Prelude, rows: [[Choice]]) -> Int {
            var chosen: [Slide] = []
            return cost(prelude, rows: rows, chosen: &chosen)
        }

        /// Clears or scrolls the screen.
        func prelude(_ prelude: Prelude, height: Int, _ w: inout Writer) {
            switch prelude {
            case .none:
                return
            case .clear:
                setPen(.plain, &w)
                w.bytes += 7
                w.out? += [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A]   // ESC[H ESC[2J
                (w.row, w.column) = (0, 0)
            case .scroll(let dy, let rows):
                // Up: delete lines at the block's top, insert as many at its bottom (not needed at
                // the screen's bottom); down: the other way round. Lines come in blank.
                setPen(.plain, &w)
                let n = abs(dy)
                var stops: [(row: Int, final: Character)] = []
                if dy > 0 {
                    stops.append((rows.lowerBound, "M"))
                    if rows.upperBound < height { stops.append((rows.upperBound - n, "L")) }
                } else {
                    if rows.upperBound < height { stops.append((rows.upperBound - n, "M")) }
                    stops.append((rows.lowerBound, "L"))
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
                for operation in slide.shift.operations {
                    switch operation {
                    case .delete(let column, let count):
                        move(toRow: row, column: column, &w)
                        edit(count: count, final: "P", &w)
                    case .insert(let column, let count):
                        move(toRow: row, column: column, &w)
                        edit(count: count, final: "@", &w)
                    }
                }
            }
            paintCells(row: row, shown: choice.line, from: 0, allowClear: true, &w)
        }

        /// Paints the cells of a row that differ from `shown` (the row as the screen shows it),
        /// from column `from`.
        private func paintCells(row: Int, shown: [UInt64], from: Int, allowClear: Bool, _ w: inout Writer) {
            let base = row * width
            // The end of the row that is blank in one look: one clear to end of line can make
            // it, in the current background (bce) or only in the default one.
            let last = target[base + width - 1]
            var blankEnd = width
            if last & 0x1F_FFFF == 0x20 && last & (1 << 41) == 0
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
                put(key, count: runEnd - c, &w)
                w.column = runEnd + (UpdateBound.isWide(key) ? 1 : 0)
                c = runEnd
            }
        }

        /// Clears from a column to the end of the row, in the look `look` (a blank).
        private func clearToEnd(row: Int, column: Int, look: UInt64, _ w: inout Writer) {
            move(toRow: row, column: column, &w)
            if capabilities.backColorErase { setPen(for: look, &w) } else { setErasingPen(&w) }
            w.bytes += 3
            w.out? += [0x1B, 0x5B, 0x4B]   // ESC[K
        }

        /// Writes a run of `count` cells of one key: the character, then the rest as a repeat
        /// when that is shorter. Only ASCII characters are repeated: terminals differ on others
        /// (tmux repeats nothing after a character of several UTF-8 bytes).
        private func put(_ key: UInt64, count: Int, _ w: inout Writer) {
            let character = UpdateBound.characterBytes(key)
            let repeated = count - 1
            let repeats = capabilities.repeatCharacter && repeated > 0 && key & 0x1F_FFFF < 0x80
            let repeatBytes = repeats ? ShortestSequences.counted(repeated) : Int.max
            let copies = repeatBytes < repeated * character ? 1 : count
            w.bytes += copies * character + (copies == 1 && repeated > 0 ? repeatBytes : 0)
            guard w.out != nil else { return }
            var utf8: [UInt8] = []
            if let scalar = Unicode.Scalar(UInt32(key & 0x1F_FFFF)) { utf8 = Array(String(Character(scalar)).utf8) }
            for _ in 0..<copies { w.out! += utf8 }
            if copies == 1 && repeated > 0 { ShortestSequences.csi(repeated == 1 ? nil : repeated, final: "b", to: &w.out!) }
        }

        /// An edit with a count (`ESC[nP`, `ESC[n@`, `ESC[nM`, `ESC[nL`; the count left out for 1).
        private func edit(count: Int, final: Character, _ w: inout Writer) {
            w.bytes += ShortestSequences.counted(count)
            if w.out != nil { ShortestSequences.csi(count == 1 ? nil : count, final: final, to: &w.out!) }
        }

        /// Moves the cursor by the shortest move.
        private func move(toRow row: Int, column: Int, _ w: inout Writer) {
            w.bytes += ShortestSequences.move(fromRow: w.row, fromColumn: w.column, toRow: row, column: column, width: width)
            if w.out != nil {
                ShortestSequences.appendMove(fromRow: w.row, fromColumn: w.column, toRow: row, column: column, width: width, to: &w.out!)
            }
            (w.row, w.column) = (row, column)
        }

        /// Moves the cursor to a cell: the shortest move, or writing over the cells in between
        /// on the same row (as the target has them, colours included) when that is shorter.
        private func move(toRow row: Int, column: Int, over shown: [UInt64], _ w: inout Writer) {
            let jump = ShortestSequences.move(fromRow: w.row, fromColumn: w.column, toRow: row, column: column, width: width)
            if w.row == row && w.column < column && jump > 0 {
                var over = w.pricing
                for c in w.column..<column where over.bytes < jump {
                    let key = target[row * width + c]
                    setPen(for: key, &over)
                    over.bytes += UpdateBound.characterBytes(key)
                }
                // Writing over is exact only where each cell's character is its own (no double width).
                if over.bytes < jump && (w.column..<column).allSatisfy({ !UpdateBound.isWide(target[row * width + $0]) && target[row * width + $0] & 0x1F_FFFF != 0x200B }) {
                    for c in w.column..<column {
                        let key = target[row * width + c]
                        setPen(for: key, &w)
                        put(key, count: 1, &w)
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
        private func setErasingPen(_ w: inout Writer) {
            var next = w.pen
            (next.bg, next.reverse) = (ShortestSequences.Pen.plain.bg, false)
            setPen(next, &w)
        }

        private func setPen(_ next: ShortestSequences.Pen, _ w: inout Writer) {
            w.bytes += ShortestSequences.sgr(from: w.pen, to: next)
            if w.out != nil { ShortestSequences.appendSGR(from: w.pen, to: next, to: &w.out!) }
            w.pen = next
        }
    }

    /// UTF-8 bytes of a cell's character; none for the second cell of a double-width one.
    @inline(__always)
    static func characterBytes(_ key: UInt64) -> Int {
        key & 0x1F_FFFF == 0x200B ? 0 : ByteModel.characterBytes(key)
    }

    /// Whether the cell's character is double-width (the cursor goes two columns on).
    @inline(__always)
    static func isWide(_ key: UInt64) -> Bool {
        let scalar = UInt32(key & 0x1F_FFFF)
        guard scalar >= 0x1100, !(0x2500..<0x2900).contains(scalar), let s = Unicode.Scalar(scalar) else { return false }
        return s.terminalWidth == 2
    }
}
