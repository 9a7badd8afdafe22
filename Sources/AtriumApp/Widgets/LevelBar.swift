import TerminalKit

/// The level bar: the header row above the map, its floors side by side in ascending order
/// left to right (B1 G 1 2 …, as on a lift's panel), right-aligned two columns from the edge,
/// the floor shown highlighted (and the terminal's cursor on it, for screen readers).
///
/// A floor's tab is its short name between a space each side; the floor "you are here" is on
/// is marked in the leading space (◉, `@` in ASCII) when it is not the one shown; while a
/// category filter or a search is on, each tab adds its matches (`G·3`, `G:3` in ASCII),
/// dimmed when there are none. When the tabs do not fit, a window of them around the floor
/// shown is drawn, with ‹ and › (`<` `>`) where floors are left out; clicking one of those
/// goes to the next floor left out on that side.
public struct LevelBar: Widget, Sendable {
    /// One floor.
    public struct Entry: Sendable, Equatable {
        /// The ordinal.
        public var ordinal: Int
        /// Short name, e.g. "G".
        public var label: String
        /// Matches of the category filter or the search on this floor, when one is on.
        public var matches: Int?

        /// Creates an entry.
        public init(ordinal: Int, label: String, matches: Int? = nil) {
            self.ordinal = ordinal
            self.label = label
            self.matches = matches
        }
    }

    /// Where the bar's parts go on its row, in columns from the row's left end.
    public struct Placement: Equatable, Sendable {
        /// The tabs drawn: the entry's index in ``LevelBar/entries``, its first column and width.
        public var tabs: [(index: Int, x: Int, width: Int)]
        /// The column of ‹ (floors left out below the first tab), if any.
        public var less: Int?
        /// The column of › (floors left out above the last tab), if any.
        public var more: Int?

        public static func == (a: Placement, b: Placement) -> Bool {
            a.less == b.less && a.more == b.more && a.tabs.elementsEqual(b.tabs) { $0 == $1 }
        }
    }

    /// Entries, lowest ordinal first.
    public let entries: [Entry]
    /// The ordinal shown on the map.
    public var current: Int?
    /// The floor "you are here" is on, marked when it is not the one shown.
    public var here: Int?

    /// Columns between the bar's last tab and the right edge (as the level picker's box had).
    public static let rightPadding = 2
    /// The widest a floor's name is drawn, in cells.
    static let labelWidth = 12

    /// Creates a bar; `entries` in any order.
    public init(entries: [Entry], current: Int?) {
        self.entries = entries.sorted { $0.ordinal < $1.ordinal }
        self.current = current
    }

    /// An entry's tab: its lead (a space, or the "you are here" mark), name, matches, a space.
    func tabText(_ e: Entry, ascii: Bool) -> (lead: String, body: String) {
        var body = e.label.truncated(to: Self.labelWidth, ascii: ascii)
        if let m = e.matches { body += (ascii ? ":" : "·") + String(m) }
        let marked = e.ordinal == here && e.ordinal != current
        return (marked ? (ascii ? "@" : "◉") : " ", body + " ")
    }

    /// Where the tabs go on a row `width` columns wide: all of them when they fit, else the
    /// widest window around the floor shown (growing to the right, then the left, in turn).
    public func placement(width: Int, ascii: Bool) -> Placement {
        let widths = entries.map { e -> Int in
            let t = tabText(e, ascii: ascii)
            return t.lead.terminalWidth + t.body.terminalWidth
        }
        let room = width - Self.rightPadding - 1
        guard !entries.isEmpty, room > 0 else { return Placement(tabs: [], less: nil, more: nil) }
        let centre = entries.firstIndex { $0.ordinal == current } ?? 0
        func span(_ lo: Int, _ hi: Int) -> Int {
            widths[lo...hi].reduce(0, +) + (lo > 0 ? 1 : 0) + (hi < entries.count - 1 ? 1 : 0)
        }
        var lo = centre, hi = centre
        var grew = true
        while grew {
            grew = false
            if hi + 1 < entries.count, span(lo, hi + 1) <= room { hi += 1; grew = true }
            if lo > 0, span(lo - 1, hi) <= room { lo -= 1; grew = true }
        }
        let more = hi < entries.count - 1
        var x = width - Self.rightPadding - (more ? 1 : 0) - widths[lo...hi].reduce(0, +)
        var placement = Placement(tabs: [], less: nil, more: nil)
        if lo > 0 { placement.less = max(0, x - 1) }
        for i in lo...hi {
            placement.tabs.append((i, x, widths[i]))
            x += widths[i]
        }
        if more { placement.more = x }
        return placement
    }

    /// The ordinal a click at a column of the bar's row goes to: a tab's floor, or for ‹ and ›
    /// the next floor left out on that side; nil elsewhere.
    public func ordinal(atColumn column: Int, width: Int, ascii: Bool) -> Int? {
        let p = placement(width: width, ascii: ascii)
        if let tab = p.tabs.first(where: { column >= $0.x && column < $0.x + $0.width }) { return entries[tab.index].ordinal }
        if let less = p.less, column == less, let first = p.tabs.first { return entries[first.index - 1].ordinal }
        if let more = p.more, column == more, let last = p.tabs.last { return entries[last.index + 1].ordinal }
        return nil
    }

    /// Draws the bar across the first row of the area.
    public func draw(into frame: inout Frame, area: Area, context: WidgetContext) {
        let styles = context.styles, ascii = context.ascii, row = area.y
        frame.fill(x: area.x, y: row, width: area.width, height: 1, with: Cell(" ", style: styles.bar))
        let p = placement(width: area.width, ascii: ascii)
        let plain = styles.bar, dim = CellStyle(fg: styles.dim.fg, bg: styles.bar.bg)
        let mark = CellStyle(fg: styles.highlight.bg, bg: styles.bar.bg, bold: true)
        if let less = p.less { frame.put(ascii ? "<" : "‹", x: area.x + less, y: row, style: plain) }
        if let more = p.more { frame.put(ascii ? ">" : "›", x: area.x + more, y: row, style: plain) }
        for tab in p.tabs {
            let e = entries[tab.index], text = tabText(e, ascii: ascii)
            let isCurrent = e.ordinal == current
            let style = isCurrent ? styles.highlight : (e.matches == 0 ? dim : plain)
            let x = area.x + tab.x
            let after = frame.put(text.lead, x: x, y: row, style: text.lead == " " ? style : mark)
            frame.put(text.body, x: after, y: row, style: style)
            if isCurrent { frame.cursor = CursorSpot(x: after, y: row) }
        }
    }
}
