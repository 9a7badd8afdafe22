import TerminalKit
import TestSupport
import Render
import Testing
@testable import AtriumApp

/// The whole screen for a state: level bar, map, footer, status line, card, overlays.
@Suite struct ViewTests {
    func row(_ f: Frame, _ y: Int) -> String { String((0..<f.width).map { f[$0, y].character }) }

    @Test func showsLevelBarMapFooterAndStatusLine() {
        let s = AppFixture.state()
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        // Level bar: the top row, floors lowest first, right-aligned 2 columns from the edge,
        // the floor shown highlighted with the cursor on it.
        #expect(row(f, 0).hasSuffix(" B1  G  1  2   "), "\(row(f, 0))")
        let g = 100 - 2 - 3 - 3 - 3
        #expect(f[g + 1, 0].character == "G" && f[g + 1, 0].style == WidgetStyles.standard.highlight)
        #expect(f.cursor == CursorSpot(x: g + 1, y: 0))
        #expect((0..<100).allSatisfy { f[$0, 0].style.bg == ((g..<g + 3).contains($0) ? WidgetStyles.standard.highlight : WidgetStyles.standard.bar).bg })
        // The map: rows 1 to 27, braille.
        #expect((1...27).contains { row(f, $0).unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } })
        #expect(!row(f, 0).unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        // Footer: the scale bar at the left, the attribution 2 columns from the right, no map.
        #expect(row(f, 28).hasSuffix("(sample data, CC0)  ") && row(f, 28).hasPrefix("  ├"), "\(row(f, 28))")
        #expect(!row(f, 28).unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
        #expect(f.lines[29].contains("Atrium Galleria") && f.lines[29].contains("Ground Floor"))
    }

    @Test func aCardOpensAboveTheFooterWhichStaysPut() {
        var s = AppFixture.state()
        let closed = view(s, size: (100, 30), runtime: AppFixture.runtime)
        AppFixture.press(&s, .tab, .enter)
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        let name = AppFixture.env.model.graph.name(of: s.selection.feature!)
        let cardTop = f.lines.firstIndex { $0.contains(name) && $0.hasPrefix("┌") }
        #expect(cardTop != nil)
        // The card's bottom is the map's last row; the footer and the attribution stay below it.
        #expect(f.lines[27].hasPrefix("└"))
        #expect(f.lines.lastIndex { $0.contains("Atrium · ") } == 28)
        #expect(row(f, 28) == row(closed, 28), "the footer is the same with the card open")
        #expect(row(f, 0) == row(closed, 0), "and so is the level bar")
        AppFixture.press(&s, .escape)
        let g = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(g.lines.lastIndex { $0.contains("Atrium · ") } == 28)
    }

    /// A venue of one floor has no level bar: the map starts on the top row (the status line
    /// names the floor).
    @Test func aSingleFloorHasNoLevelBar() throws {
        let env = AppFixture.env(osm: EntranceHall.osm(), path: "halle.osm")
        try #require(env.model.graph.floors.count == 1)
        let s = AppState(env: env, columns: 100, rows: 30)
        #expect(s.screen.mapTop == 0 && s.viewport.height == 4 * 28)
        let f = view(s, size: (100, 30), runtime: AppRuntime())
        #expect(ExplorerLayout(s).levelBar == nil)
        #expect(!(0..<100).contains { f[$0, 0].style.bg == WidgetStyles.standard.bar.bg })
        #expect(row(f, 28).contains("Atrium · "))
    }

    @Test func tooSmallTerminal() {
        let f = view(AppFixture.state(), size: (30, 10), runtime: AppFixture.runtime)
        #expect(f.text.contains("terminal too small"))
        #expect(!f.cells.contains { ("\u{2801}"..."\u{28FF}").contains($0.character) })
    }

    @Test func helpAndShareOverlays() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("?"))
        #expect(view(s, size: (100, 30), runtime: AppFixture.runtime).text.contains("pitch down / up"))
        AppFixture.press(&s, .escape, .char("y"))
        let text = view(s, size: (100, 30), runtime: AppFixture.runtime).text
        #expect(text.contains("atrium") && text.contains("--distance") && text.contains("--heading"))
    }

    /// `?` shows the legend of the floor shown beside the keys (below them when narrow),
    /// with the tints the map uses; and tints only with 256 colours.
    @Test func helpShowsTheLegendOfTheFloor() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("?"))
        let wide = view(s, size: (160, 48), runtime: AppFixture.runtime)
        #expect(wide.text.contains("Keys and map symbols"))
        #expect(wide.text.contains("room, shop, office (14)") && wide.text.contains("corridor, lobby, walkway (10)"))
        #expect(wide.text.contains("restroom, shower (3)") && wide.text.contains("zoom in"))
        let row = wide.lines.firstIndex { $0.contains("room, shop, office") }!
        #expect(wide.cells[(row * 160)..<(row * 160 + 160)].contains { $0.style.bg == .index(SceneTheme(.default).area(.room).tint!) })
        let narrow = view(s, size: (80, 40), runtime: AppFixture.runtime).text
        #expect(narrow.contains("pitch down / up") && narrow.contains("Areas"))
    }

    @Test func mapTintsOnlyWith256Colours() {
        var s = AppFixture.state()
        let tinted = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(tinted.cells.filter { $0.style.bg == .index(SceneTheme(.default).area(.room).tint!) }.count > 100)
        s.screen.colorMode = .ansi8
        let dotted = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(dotted.cells.filter { $0.character == "⠂" }.count > 100)
    }

    @Test func shareCommandRoundTrips() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char(">"), .char("]"), .pageUp, .tab)
        let cmd = shareCommand(s)
        #expect(cmd.contains("--level 1") && cmd.contains("--pitch 10") && cmd.contains("--heading 15") && cmd.contains("--select "))
    }

    @Test func asciiAndMonochromeModes() {
        var s = AppFixture.state()
        s.screen.charset = .ascii
        s.screen.colorMode = .monochrome
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(f.cells.allSatisfy { $0.character.isASCII })
        #expect(f.cells.allSatisfy { $0.style.fg == .default && $0.style.bg == .default })
    }
}
