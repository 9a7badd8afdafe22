import Render
import Testing
@testable import AtriumApp

/// The whole screen for a state: picker, status line, card, attribution, overlays.
@Suite struct ViewTests {
    @Test func showsMapPickerAndStatusLine() {
        let s = AppFixture.state()
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(f.cells.contains { ("\u{2801}"..."\u{28FF}").contains($0.character) })
        // Picker: highest floor on top, current level highlighted.
        let pickerRows = (1...4).map { String(f.lines[$0].suffix(7)) }
        #expect(pickerRows[0].contains("2") && pickerRows[2].contains("G") && pickerRows[3].contains("B1"))
        let gRow = 3, gCol = f.lines[gRow].count - 4
        #expect(f[gCol, gRow].style == WidgetStyles.standard.highlight || f[gCol - 1, gRow].style == WidgetStyles.standard.highlight)
        #expect(f.lines[29].contains("Atrium Galleria") && f.lines[29].contains("Ground Floor"))
        // Attribution: 2 columns from the right, one map row above the bottom of the map area.
        #expect(f.lines[27].hasSuffix("(sample data, CC0)  "))
    }

    @Test func cardOpensAndTheAttributionRisesAboveIt() {
        var s = AppFixture.state()
        AppFixture.press(&s, .tab, .enter)
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        let name = AppFixture.env.model.graph.name(of: s.selection.feature!)
        let cardTop = f.lines.firstIndex { $0.contains(name) && $0.hasPrefix("┌") }
        #expect(cardTop != nil)
        let attributionRow = f.lines.lastIndex { $0.contains("Atrium · ") }
        #expect(attributionRow != nil && attributionRow! < cardTop!)
        AppFixture.press(&s, .escape)
        let g = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(g.lines.lastIndex { $0.contains("Atrium · ") } == 27)
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
