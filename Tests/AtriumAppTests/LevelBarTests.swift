import Testing
@testable import AtriumApp
import TerminalKit

/// The level bar in the header row: floors left to right by ordinal, right-aligned, the one
/// shown highlighted; a window with ‹ › when they do not fit; the "you are here" mark; matches.
@Suite struct LevelBarTests {
    static let floors: [LevelBar.Entry] = [.init(ordinal: 2, label: "2"), .init(ordinal: -1, label: "B1"),
                                           .init(ordinal: 0, label: "G"), .init(ordinal: 1, label: "1")]

    /// The bar drawn on row 0 of a frame `width` wide, and that row's characters.
    func drawn(_ bar: LevelBar, width: Int = 80, ascii: Bool = false) -> (frame: Frame, row: String) {
        var frame = Frame(width: width, height: 3)
        bar.draw(into: &frame, area: Area(x: 0, y: 0, width: width, height: 1), context: WidgetContext(ascii: ascii))
        let row = (0..<width).map { frame[$0, 0].character }.filter { $0 != Character.wideContinuation }
        return (frame, String(row))
    }

    @Test func floorsGoLeftToRightLowestFirstRightAlignedOnABar() {
        let bar = LevelBar(entries: Self.floors, current: 0)
        let (frame, row) = drawn(bar)
        #expect(row.hasSuffix(" B1  G  1  2   "), "\(row)")
        #expect(row.count == 80)
        // The whole row is a bar; the floor shown is highlighted, and the cursor is on its name.
        let styles = WidgetStyles.standard
        let g = row.count - 2 - 3 - 3 - 3
        for x in 0..<80 {
            let expected = (g..<g + 3).contains(x) ? styles.highlight : styles.bar
            #expect(frame[x, 0].style == expected, "column \(x)")
        }
        #expect(frame.cursor == CursorSpot(x: g + 1, y: 0))
        #expect(frame[g + 1, 0].character == "G")
        // Nothing below the row.
        #expect((0..<80).allSatisfy { frame[$0, 1] == .blank && frame[$0, 2] == .blank })
    }

    @Test func clicksOnEachTabGoToItsFloorAndNowhereElseDoAnything() {
        let bar = LevelBar(entries: Self.floors, current: 0)
        let p = bar.placement(width: 80, ascii: false)
        #expect(p.less == nil && p.more == nil && p.tabs.count == 4)
        var hits: [Int: Int] = [:]
        for column in 0..<80 {
            guard let o = bar.ordinal(atColumn: column, width: 80, ascii: false) else { continue }
            hits[o, default: 0] += 1
        }
        #expect(hits == [-1: 4, 0: 3, 1: 3, 2: 3])
        let first = p.tabs[0].x
        #expect((0..<first).allSatisfy { bar.ordinal(atColumn: $0, width: 80, ascii: false) == nil })
        #expect((78..<80).allSatisfy { bar.ordinal(atColumn: $0, width: 80, ascii: false) == nil }, "the padding is not a tab")
        for tab in p.tabs {
            for x in tab.x..<tab.x + tab.width { #expect(bar.ordinal(atColumn: x, width: 80, ascii: false) == bar.entries[tab.index].ordinal) }
        }
    }

    @Test func tooManyFloorsShowAWindowAroundTheOneShown() {
        let many = (-3..<37).map { LevelBar.Entry(ordinal: $0, label: $0 < 0 ? "B\(-$0)" : "\($0)") }
        for current in [-3, 0, 15, 36] {
            let bar = LevelBar(entries: many, current: current)
            let p = bar.placement(width: 60, ascii: false)
            let shown = p.tabs.map { bar.entries[$0.index].ordinal }
            #expect(shown.contains(current), "\(current): \(shown)")
            #expect(shown == Array(shown[0]...shown[shown.count - 1]), "a run of floors")
            #expect((p.less != nil) == (shown.first! > -3) && (p.more != nil) == (shown.last! < 36))
            let end = p.more.map { $0 + 1 } ?? (p.tabs.last!.x + p.tabs.last!.width)
            #expect(end == 58, "right-aligned two columns from the edge")
            #expect((p.less ?? p.tabs[0].x) >= 1)
            // Tabs side by side, the cut marks right beside them.
            for (a, b) in zip(p.tabs, p.tabs.dropFirst()) { #expect(a.x + a.width == b.x) }
            if let less = p.less { #expect(less == p.tabs[0].x - 1) }
            // No room left for another floor.
            let room = 60 - 2 - 1
            let used = end - (p.less ?? p.tabs[0].x)
            #expect(used <= room, "\(used) of \(room)")
            for next in [p.tabs.first!.index - 1, p.tabs.last!.index + 1] where many.indices.contains(next) {
                let more = many[next].label.count + 2 - (next == 0 || next == many.count - 1 ? 1 : 0)
                #expect(used + more > room, "\(many[next].label) would fit: \(used) + \(more) of \(room)")
            }
            let row = drawn(bar, width: 60).row
            #expect(row.contains("‹") == (p.less != nil) && row.contains("›") == (p.more != nil), "\(row)")
            let ascii = drawn(bar, width: 60, ascii: true).row
            #expect(ascii.contains("<") == (p.less != nil) && ascii.contains(">") == (p.more != nil), "\(ascii)")
            #expect(!ascii.unicodeScalars.contains { !$0.isASCII }, "\(ascii)")
            // The cut marks go to the next floor left out on their side.
            if let less = p.less { #expect(bar.ordinal(atColumn: less, width: 60, ascii: false) == shown.first! - 1) }
            if let more = p.more { #expect(bar.ordinal(atColumn: more, width: 60, ascii: false) == shown.last! + 1) }
        }
        // The window is centred on the floor shown when there is room both sides.
        let middle = LevelBar(entries: many, current: 15).placement(width: 60, ascii: false)
        let indices = middle.tabs.map(\.index)
        let centre = many.firstIndex { $0.ordinal == 15 }!
        #expect(abs((centre - indices.first!) - (indices.last! - centre)) <= 1, "\(indices)")
    }

    @Test func theFloorYouAreOnIsMarkedWhenItIsNotTheOneShown() {
        var bar = LevelBar(entries: Self.floors, current: 0)
        bar.here = 2
        let (frame, row) = drawn(bar)
        #expect(row.hasSuffix(" B1  G  1 ◉2   "), "\(row)")
        let mark = row.count - 5
        #expect(frame[mark, 0].style.fg == WidgetStyles.standard.highlight.bg && frame[mark, 0].style.bg == WidgetStyles.standard.bar.bg)
        #expect(drawn(bar, ascii: true).row.hasSuffix(" B1  G  1 @2   "))
        bar.here = 0
        #expect(drawn(bar).row.hasSuffix(" B1  G  1  2   "), "no mark on the floor shown")
    }

    @Test func matchesFollowEachFloorDimmedWhenNone() {
        let counts = [-1: 0, 0: 3, 1: 12, 2: 0]
        let entries = Self.floors.map { LevelBar.Entry(ordinal: $0.ordinal, label: $0.label, matches: counts[$0.ordinal]) }
        let bar = LevelBar(entries: entries, current: 1)
        let (frame, row) = drawn(bar)
        #expect(row.hasSuffix(" B1·0  G·3  1·12  2·0   "), "\(row)")
        #expect(drawn(bar, ascii: true).row.hasSuffix(" B1:0  G:3  1:12  2:0   "))
        let styles = WidgetStyles.standard
        let b1 = row.count - 2 - 5 - 6 - 5 - 6
        #expect(frame[b1 + 1, 0].character == "B" && frame[b1 + 1, 0].style.fg == styles.dim.fg && frame[b1 + 1, 0].style.bg == styles.bar.bg)
        #expect(frame[b1 + 7, 0].character == "G" && frame[b1 + 7, 0].style == styles.bar)
        #expect(frame[b1 + 12, 0].character == "1" && frame[b1 + 12, 0].style == styles.highlight)
    }
}
