import MapCore
import Testing
@testable import AtriumApp

/// `/` search and `f` category filter, on pure state.
@Suite struct SearchFilterReducerTests {
    func type(_ s: inout AppState, _ text: String) {
        for c in text { AppFixture.send(&s, .key(.char(c))) }
    }

    @Test func searchUpdatesAtEveryKeystrokeAndEnterGoesThere() throws {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("/"))
        type(&s, "zur")
        guard case .search(let box) = s.mode else { Issue.record("not searching"); return }
        #expect(box.results.first?.name == "Conference Room Zürichsee")
        AppFixture.press(&s, .enter)
        #expect(s.mode == .map)
        #expect(s.map.ordinal == 2)
        #expect(s.selection.cardOpen)
        guard let sel = s.selection.feature else { Issue.record("nothing selected"); return }
        #expect(AppFixture.env.model.graph.name(of: sel) == "Conference Room Zürichsee")
        // The camera now shows it.
        let t = s.map.camera.transform(in: s.viewport)
        let p = try #require(t.toScreen(AppFixture.env.model.location(of: sel)!))
        #expect(s.viewport.contains(p))
    }

    @Test func backspaceEscapeAndArrowsInSearch() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("/"))
        type(&s, "toiletx")
        AppFixture.press(&s, .backspace)
        guard case .search(let box) = s.mode else { Issue.record("not searching"); return }
        #expect(box.query == "toilet" && !box.results.isEmpty)
        AppFixture.press(&s, .down)
        if case .search(let b) = s.mode { #expect(b.cursor == 1) }
        AppFixture.press(&s, .escape)
        #expect(s.mode == .map && s.selection.feature == nil)
    }

    @Test func keysTypedInSearchDoNotMoveTheMap() {
        var s = AppFixture.state()
        let camera = s.map.camera
        AppFixture.press(&s, .char("/"))
        type(&s, "hjkl+-q")
        #expect(s.map.camera == camera && !s.shouldQuit)
    }

    @Test func filterDimsOthersAndCountsPerLevel() throws {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("f"))
        guard case .filter(let list) = s.mode else { Issue.record("no filter list"); return }
        let food = try #require(list.groups.firstIndex { $0.group == .food })
        for _ in 0..<food { AppFixture.press(&s, .down) }
        AppFixture.press(&s, .char(" "))
        #expect(s.search.filterGroups == [.food])
        let filter = try #require(s.search.filter)
        #expect(!filter.scene.units.isEmpty)
        #expect((filter.perOrdinal[0] ?? 0) > 0)
        AppFixture.press(&s, .escape)
        #expect(s.mode == .map)
        // The level bar shows the counts, each after its floor.
        let f = view(s, size: (100, 30), runtime: AppFixture.runtime)
        #expect(f.lines[0].contains(" G·\(filter.perOrdinal[0]!) "), "\(f.lines[0])")
        #expect(f.lines[0].contains(" B1·\(filter.perOrdinal[-1] ?? 0) ") && f.lines[0].contains(" 2·\(filter.perOrdinal[2] ?? 0) "))
        AppFixture.press(&s, .char("f"), .char("c"))
        #expect(s.search.filter == nil)
    }
}
