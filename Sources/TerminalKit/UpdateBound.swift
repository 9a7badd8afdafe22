/// The fewest bytes a terminal update could send to turn the screen showing one frame into
/// the next (the yardstick `atrium bench` measures against), and the update that sends them.
///
/// The model is that of an ideal writer for an xterm-like terminal that knows exactly what
/// the screen shows:
///
/// - only cells that look different are sent (a space shows only its background, so its
///   foreground, bold and dim do not count), each at the UTF-8 length of its character (the
///   second cell of a double-width character costs nothing);
/// - a run of equal ASCII cells may go as one character and a repeat (`REP`, `ESC[nb`); the
///   end of a row that is blank in one look may go as one clear to end of line (`EL`);
/// - between the cells written, the cursor takes the shortest move, or writes over the cells
///   in between when that is shorter, and the colours change with the shortest `SGR`
///   (``ShortestSequences``), in reading order;
/// - for a pan, rows may first slide sideways (delete and insert characters, by the offset
///   ``ShiftPlanner`` finds: the whole row or the stretch that moved) or a block of rows may
///   scroll up or down (delete and insert lines), each edit with its cursor move; the screen
///   may also be cleared first.
///
/// Each choice (slide a row or not, write over a gap or move, clear a row's end or write it)
/// is taken where it is cheapest, row by row, from the cursor and colours the rows before
/// left; the whole update takes the cheapest of plain, slid, scrolled and cleared, each
/// written in reading order or by colour (every edit first, then the cells grouped by the
/// colours they need, ``Order/byPen``: a pan's strip crosses the same colours on every row,
/// and by colour each is set once instead of at every wall of every row; or so, with a group
/// also writing the spaces of its background that lie between its runs, ``Order/byPenFilling``,
/// so that the group those spaces belong to need not come back for them). It leaves
/// out tricks no terminal program uses (scroll margins, rectangle copies) and relies on no
/// line wrapping; the cursor starts nowhere known and the colours at the default.
///
/// ``plan(from:to:capabilities:skipping:)`` makes those choices and ``encode(_:from:to:capabilities:skipping:)``
/// writes the bytes they price, so a terminal adapter can send exactly that update.
public enum UpdateBound {
    /// What the terminal can do beyond cursor addressing, colours and the edits above.
    public struct Capabilities: Equatable, Sendable {
        /// Repeat the last character (`REP`).
        public var repeatCharacter: Bool
        /// Erases fill with the current background (`bce`); without it, with the default one.
        public var backColorErase: Bool
        /// Slide rows sideways (delete and insert characters) where that saves bytes.
        public var slideRows: Bool

        /// Creates capabilities.
        public init(repeatCharacter: Bool, backColorErase: Bool, slideRows: Bool = true) {
            self.repeatCharacter = repeatCharacter
            self.backColorErase = backColorErase
            self.slideRows = slideRows
        }

        /// xterm's: both.
        public static let xterm = Capabilities(repeatCharacter: true, backColorErase: true)
    }

    /// What is done to the whole screen before the rows are painted.
    public enum Prelude: Equatable, Sendable {
        /// Nothing.
        case none
        /// Clear the screen (`ESC[H ESC[2J`).
        case clear
        /// New row `r` shows old row `r + dy` within `rows` (delete and insert lines).
        case scroll(dy: Int, rows: Range<Int>)
    }

    /// The colours a row's slide is made in. Deleting and inserting characters bring in blanks
    /// in the current background on a terminal that erases in colour (`bce`) and in the default
    /// one elsewhere.
    public enum SlidePen: Equatable, Sendable {
        /// Reset first (`ESC[m`): the blanks are default ones on every terminal.
        case plain
        /// Only the background (and reverse video) back to the default, the foreground kept:
        /// the blanks are default ones on every terminal.
        case defaultBackground
        /// As the row before left them: which blanks come in is not known, so every cell
        /// they fill is written afterwards. Cheapest where the new cells are all drawn anyway
        /// (a strip of rooms coming into view) and the colours carry on from the row before.
        case current
    }

    /// One row slid sideways before it is painted, and the colours the slide is made in.
    public struct Slide: Equatable, Sendable {
        /// The move.
        public var shift: RowShift
        /// The colours it is made in.
        public var pen: SlidePen

        /// Creates a slide.
        public init(shift: RowShift, pen: SlidePen) {
            self.shift = shift
            self.pen = pen
        }
    }

    /// The order the cells are written in.
    public enum Order: Equatable, Sendable {
        /// Row by row, each row's slide then its cells, left to right.
        case reading
        /// Every slide first (in the default background), then the cells grouped by the colours
        /// they need, each group in reading order (``Painter/paintByPen(_:lines:slides:_:)``).
        case byPen
        /// By colour, a group also writing the spaces of later groups in its background that
        /// lie between its runs (``Painter/paintByPen(_:lines:slides:order:_:)``).
        case byPenFilling
        /// As ``byPenFilling``, but the spaces are groups of their own, written after every other
        /// group: any group in their background may fill them first.
        case byPenSpacesLast
    }

    /// The cheapest update found.
    public struct Plan: Equatable, Sendable {
        /// Its bytes.
        public var bytes: Int
        /// What is done to the whole screen first.
        public var prelude: Prelude
        /// Rows slid sideways before they are painted.
        public var slides: [Slide]
        /// The order the cells are written in.
        public var order: Order = .reading
        /// In an order by colour, whether a group may write its runs column by column (where
        /// that is fewer bytes for the group) instead of in reading order.
        public var columnWise = false
    }

    /// The bound for going from `shown` (what the screen shows) to `new`, in bytes, for xterm-256color.
    /// Frames of different sizes are priced as a clear and a paint of `new`.
    public static func bytes(from shown: CellKeys, to new: CellKeys) -> Int {
        plan(from: shown, to: new).bytes
    }

    /// The cheapest update on a terminal with `sequences` (xterm-256color's when nil), the
    /// writer starting from `start` (where the cursor and colours are; nowhere known and the
    /// default colours when nil). `clusters` gives the UTF-8 of cells whose character has
    /// several scalars (their keys are hashes), by cell index. `filling: false` leaves out the fills,
    /// ``Order/byPenFilling`` and ``Order/byPenSpacesLast`` (the plan as it was before them, for tests);
    /// `columnWise: false` leaves out ``Plan/columnWise`` (for tests).
    public static func plan(from shown: CellKeys, to new: CellKeys, capabilities: Capabilities = .xterm,
                            sequences: TerminalSequences? = nil, start: WriterState? = nil,
                            clusters: [Int: [UInt8]] = [:], filling: Bool = true, columnWise: Bool = true) -> Plan {
        let width = new.width, height = new.height
        guard width > 0, height > 0 else { return Plan(bytes: 0, prelude: .none, slides: []) }
        let sequences = sequences ?? TerminalSequences.xterm(width: width, height: height)
        let painter = Painter(target: new.keys.map(visible), width: width, capabilities: capabilities, sequences: sequences, clusters: clusters)
        let first = Writer(start)
        let blankLine = [UInt64](repeating: blank, count: width)
        var best = Plan(bytes: painter.cost(.clear, rows: Array(repeating: [Choice(line: blankLine)], count: height), from: first),
                        prelude: .clear, slides: [])
        // Each candidate by colour; the fills (a few percent fewer bytes at most) only for those
        // within a tenth of the cheapest, where they can change the outcome.
        var byColour: [(bytes: Int, prelude: Prelude, lines: [[UInt64]], slides: [Slide])] = []
        func byPen(_ prelude: Prelude, lines: [[UInt64]], slides: [Slide]) {
            var w = first.pricing
            guard painter.paintByPen(prelude, lines: lines, slides: slides, &w) else { return }
            if w.bytes < best.bytes { best = Plan(bytes: w.bytes, prelude: prelude, slides: slides, order: .byPen) }
            byColour.append((w.bytes, prelude, lines, slides))
        }
        byPen(.clear, lines: Array(repeating: blankLine, count: height), slides: [])
        if shown.width == width, shown.height == height {
            let lines = (0..<height).map { row in shown.keys[(row * width)..<((row + 1) * width)].map(visible) }
            func consider(_ prelude: Prelude, _ rows: [[Choice]]) {
                var chosen: [Slide] = []
                let bytes = painter.cost(prelude, rows: rows, from: first, chosen: &chosen)
                if bytes < best.bytes { best = Plan(bytes: bytes, prelude: prelude, slides: chosen) }
                // The same edits with the cells written by colour.
                byPen(prelude, lines: rows.map { $0[0].line }, slides: chosen.map { Slide(shift: $0.shift, pen: .defaultBackground) })
            }
            consider(.none, lines.map { [Choice(line: $0)] })
            if capabilities.slideRows, sequences.canSlide, let offset = ShiftPlanner.dominantOffset(shown, new) {
                consider(.none, slideChoices(shown, new, offset: offset, lines: lines))
            }
            if sequences.canScroll {
                for scroll in scrollCandidates(lines: lines, target: painter.target, width: width) {
                    consider(scroll, scrolled(scroll, lines: lines, blank: blankLine).map { [Choice(line: $0)] })
                }
            }
        }
        let cheapest = byColour.map(\.bytes).min() ?? 0
        for candidate in byColour where filling && candidate.bytes * 10 <= cheapest * 11 {
            for order in [Order.byPenFilling, .byPenSpacesLast] {
                var w = first.pricing
                if painter.paintByPen(candidate.prelude, lines: candidate.lines, slides: candidate.slides, order: order, &w), w.bytes < best.bytes {
                    best = Plan(bytes: w.bytes, prelude: candidate.prelude, slides: candidate.slides, order: order)
                }
            }
        }
        // The cheapest order by colour again, each group's runs column by column where that is fewer bytes.
        if columnWise && best.order != .reading {
            var w = first.pricing
            let lines = best.prelude == .clear ? Array(repeating: blankLine, count: height) : byColour.first { $0.prelude == best.prelude && $0.slides == best.slides }?.lines
            if let lines, painter.paintByPen(best.prelude, lines: lines, slides: best.slides, order: best.order, columns: true, &w), w.bytes < best.bytes {
                best.bytes = w.bytes
                best.columnWise = true
            }
        }
        return best
    }

    /// The bytes of carrying out `plan` (made for the same frames, capabilities, sequences,
    /// start and clusters).
    public static func encode(_ plan: Plan, from shown: CellKeys, to new: CellKeys, capabilities: Capabilities = .xterm,
                              sequences: TerminalSequences? = nil, start: WriterState? = nil,
                              clusters: [Int: [UInt8]] = [:]) -> [UInt8] {
        write(plan, from: shown, to: new, capabilities: capabilities, sequences: sequences, start: start, clusters: clusters).bytes
    }

    /// ``encode(_:from:to:capabilities:sequences:start:clusters:)``, and where the cursor and
    /// colours are left.
    public static func write(_ plan: Plan, from shown: CellKeys, to new: CellKeys, capabilities: Capabilities = .xterm,
                             sequences: TerminalSequences? = nil, start: WriterState? = nil,
                             clusters: [Int: [UInt8]] = [:]) -> (bytes: [UInt8], end: WriterState) {
        let width = new.width, height = new.height
        guard width > 0, height > 0 else { return ([], start ?? WriterState()) }
        let sequences = sequences ?? TerminalSequences.xterm(width: width, height: height)
        let painter = Painter(target: new.keys.map(visible), width: width, capabilities: capabilities, sequences: sequences, clusters: clusters)
        let blankLine = [UInt64](repeating: blank, count: width)
        var lines: [[UInt64]]
        switch plan.prelude {
        case .clear: lines = Array(repeating: blankLine, count: height)
        case .none, .scroll:
            lines = (0..<height).map { row in shown.keys[(row * width)..<((row + 1) * width)].map(visible) }
            if case .scroll(let dy, let rows) = plan.prelude {
                lines = scrolled(Prelude.scroll(dy: dy, rows: rows), lines: lines, blank: blankLine)
            }
        }
        var slides: [Int: Slide] = [:]
        for slide in plan.slides { slides[slide.shift.row] = slide }
        var writer = Writer(start)
        writer.out = []
        if plan.order != .reading,
           painter.paintByPen(plan.prelude, lines: lines, slides: plan.slides, order: plan.order, columns: plan.columnWise, &writer) {
            return (writer.out ?? [], WriterState(row: writer.row, column: writer.column, pen: writer.pen))
        }
        painter.prelude(plan.prelude, height: height, &writer)
        for row in 0..<height {
            var choice = Choice(line: lines[row])
            if let slide = slides[row] {
                choice = Choice(sliding: lines[row], slide)
            }
            painter.paint(row: row, choice, &writer)
        }
        return (writer.out ?? [], WriterState(row: writer.row, column: writer.column, pen: writer.pen))
    }

    /// How a blank cell in the default style looks (``visible(_:)``): what erasing leaves.
    static let blank = visible(CellKeys.blankKey)

    /// A cell whose look is not known (a blank a slide in colours brought in): no key equals it,
    /// so it is always written.
    static let unknown = UInt64.max

    /// The key of how a cell looks: a space (not reversed) keeps only its background.
    @inline(__always)
    public static func visible(_ key: UInt64) -> UInt64 {
        guard key & 0x1F_FFFF == 0x20, key & (1 << 41) == 0 else { return key }
        return key & ~((0x1FF << 21) | (1 << 39) | (1 << 40))
    }

    // MARK: Candidates

    /// One way a row may look before it is painted: as the screen shows it, or slid.
    struct Choice {
        var line: [UInt64]
        /// The slide made before painting, if any.
        var slide: Slide?

        init(line: [UInt64]) {
            self.line = line
        }

        /// The row `line` after `slide`: the cells it brings in are default blanks, or not known
        /// when it keeps the current colours.
        init(sliding line: [UInt64], _ slide: Slide) {
            self.line = line
            slide.shift.apply(to: &self.line, blank: slide.pen == .current ? UpdateBound.unknown : UpdateBound.blank)
            self.slide = slide
        }
    }

    /// Per row: painted as it is, or slid first by `offset` (the whole row, or the stretch
    /// that moved).
    private static func slideChoices(_ shown: CellKeys, _ new: CellKeys, offset: Int, lines: [[UInt64]]) -> [[Choice]] {
        let width = new.width
        return (0..<new.height).map { row in
            var choices = [Choice(line: lines[row])]
            guard !shown.wideRows[row], !new.wideRows[row] else { return choices }
            let lo = max(0, -offset), hi = min(width, width - offset)
            var stretches = [lo..<hi]
            if let moved = ShiftPlanner.movedStretch(row: row, offset: offset, shown, new), moved != lo..<hi {
                stretches.append(moved)
            }
            for stretch in stretches where !stretch.isEmpty {
                let shift = RowShift(row: row, start: stretch.lowerBound, end: stretch.upperBound, offset: offset, width: width)
                for pen in [SlidePen.plain, .defaultBackground, .current] {
                    choices.append(Choice(sliding: lines[row], Slide(shift: shift, pen: pen)))
                }
            }
            return choices
        }
    }

    /// The vertical offset most changed rows agree on, with the blocks worth scrolling: the
    /// rows it moved, the whole screen, and the screen less its last one, two or three rows (a
    /// status line, a scale bar).
    private static func scrollCandidates(lines: [[UInt64]], target: [UInt64], width: Int) -> [Prelude] {
        let height = lines.count
        let blankHash = CellKeys.hash(ArraySlice(repeatElement(blank, count: width)))
        let oldHashes = lines.map { CellKeys.hash($0[...]) }
        var oldAt: [UInt64: [Int]] = [:]
        for (row, h) in oldHashes.enumerated() where h != blankHash { oldAt[h, default: []].append(row) }
        var votes: [Int: [Int]] = [:]   // dy → the new rows that the old rows dy away match
        for row in 0..<height {
            let h = CellKeys.hash(target[(row * width)..<((row + 1) * width)])
            guard h != blankHash, h != oldHashes[row] else { continue }
            for source in oldAt[h] ?? [] where source != row { votes[source - row, default: []].append(row) }
        }
        guard let (dy, matched) = votes.max(by: { $0.value.count < $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }),
              matched.count >= 2, let first = matched.first, let last = matched.last else { return [] }
        let block = dy > 0 ? first..<(last + dy + 1) : (first + dy)..<(last + 1)
        var blocks = [block]
        for whole in [0..<height, 0..<(height - 1)] where whole != block && whole.count > abs(dy)
            && whole.lowerBound <= block.lowerBound && whole.upperBound >= block.upperBound {
            blocks.append(whole)
        }
        // The screen less its last two or three rows: a scale bar or notes above the status line
        // then stay where they are instead of moving with the map and being written back.
        for bottom in [2, 3] where height - bottom > 2 * abs(dy) && !blocks.contains(0..<(height - bottom)) {
            blocks.append(0..<(height - bottom))
        }
        return blocks.map { .scroll(dy: dy, rows: $0) }
    }

    /// The rows after a scroll: new row `r` shows old row `r + dy` within the block, blanks
    /// where nothing came in.
    static func scrolled(_ prelude: Prelude, lines: [[UInt64]], blank: [UInt64]) -> [[UInt64]] {
        guard case .scroll(let dy, let rows) = prelude else { return lines }
        var moved = lines
        for row in rows {
            let source = row + dy
            moved[row] = rows.contains(source) ? lines[source] : blank
        }
        return moved
    }
}

/// Where a writer leaves the terminal: the cursor (row -1: nowhere known; a column at the
/// width: waiting at the last column to wrap) and the colours.
public struct WriterState: Equatable, Sendable {
    /// The cursor's row, or -1 when not known.
    public var row: Int
    /// The cursor's column.
    public var column: Int
    /// The colours and attributes.
    public var pen: ShortestSequences.Pen

    /// A state; by default the cursor is nowhere known and the colours are the default ones.
    public init(row: Int = -1, column: Int = 0, pen: ShortestSequences.Pen = .plain) {
        (self.row, self.column, self.pen) = (row, column, pen)
    }
}

/// Where the writer stands (cursor and colours), what it has cost, and, when it writes, the bytes.
struct Writer {
    var row = -1, column = 0
    var pen = ShortestSequences.Pen.plain
    var bytes = 0
    /// The bytes written; nil when only pricing.
    var out: [UInt8]?

    /// A writer starting from a state (nowhere known, default colours when nil).
    init(_ state: WriterState? = nil) {
        if let state { (row, column, pen) = (state.row, state.column, state.pen) }
    }

    /// A copy that only prices, from the same place.
    var pricing: Writer {
        var w = self
        w.out = nil
        w.bytes = 0
        return w
    }
}
