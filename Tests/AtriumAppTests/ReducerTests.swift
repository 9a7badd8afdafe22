import VenueFormats
import MapCore
import Testing
@testable import AtriumApp
import TerminalKit

/// Every key and mouse action, on pure state: no terminal.
@Suite struct ReducerTests {
    @Test func startsOnGroundFloorWithWholeVenue() {
        let s = AppFixture.state()
        #expect(s.map.ordinal == 0)
        #expect(s.map.camera.heading == 0 && s.map.camera.pitch == 0)
        #expect(s.selection.feature == nil && !s.selection.cardOpen && s.mode == .map)
    }

    @Test(arguments: [(Key.up, 0, -1), (.char("k"), 0, -1), (.down, 0, 1), (.char("j"), 0, 1),
                      (.left, -1, 0), (.char("h"), -1, 0), (.right, 1, 0), (.char("l"), 1, 0)])
    func panKeysMoveInScreenDirections(_ key: Key, _ sx: Int, _ sy: Int) {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char("+"))   // room to pan inside the boundary
        let before = s.map.camera.transform(in: s.viewport)
        AppFixture.press(&s, key)
        // The old center now appears on the opposite side of the screen center.
        let p = s.map.camera.transform(in: s.viewport).toScreen(before.center)!
        let c = s.viewport.center
        #expect(sx == 0 ? abs(p.x - c.x) < 1e-6 : (p.x - c.x) * Double(sx) < 0)
        #expect(sy == 0 ? abs(p.y - c.y) < 1e-6 : (p.y - c.y) * Double(sy) < 0)
        // Whole cells: 2 dots across, 4 down.
        func whole(_ v: Double, _ step: Double) -> Bool { abs(v / step - (v / step).rounded()) < 1e-6 }
        #expect(whole(p.x - c.x, 2) && whole(p.y - c.y, 4))
    }

    /// At the venue's edge the pan stops part way, still by whole cells (so the
    /// terminal can scroll or slide the screen), and says so.
    @Test(arguments: [Key.right, .left, .up, .down, .shiftRight, .shiftUp])
    func panStoppedByTheEdgeStillMovesByWholeCells(_ key: Key) {
        var s = AppFixture.state(columns: 120, rows: 40)
        AppFixture.press(&s, .char("+"))
        func whole(_ v: Double, _ step: Double) -> Bool { abs(v / step - (v / step).rounded()) < 1e-6 }
        var sawEdge = false
        for _ in 0..<40 {
            let before = s.map.camera.transform(in: s.viewport)
            AppFixture.press(&s, key)
            let p = s.map.camera.transform(in: s.viewport).toScreen(before.center)!
            let c = s.viewport.center
            #expect(whole(p.x - c.x, 2) && whole(p.y - c.y, 4), "moved \(p.x - c.x), \(p.y - c.y) dots")
            if s.status.note?.text.contains("edge of the venue") == true {
                sawEdge = true
                break
            }
        }
        #expect(sawEdge)
    }

    @Test func panIsInScreenDirectionsWhenRotated() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char("+"), .char(">"), .char(">"), .char(">"))
        let before = s.map.camera.transform(in: s.viewport)
        AppFixture.press(&s, .right)
        let p = s.map.camera.transform(in: s.viewport).toScreen(before.center)!
        #expect(p.x < s.viewport.center.x && abs(p.y - s.viewport.center.y) < 1e-6)
    }

    @Test func shiftPansFarther() {
        var a = AppFixture.state(), b = AppFixture.state()
        AppFixture.press(&a, .char("+"), .char("+"), .char("+"), .right)
        AppFixture.press(&b, .char("+"), .char("+"), .char("+"), .char("L"))
        #expect(a.map.camera.center != b.map.camera.center)
        var c = AppFixture.state()
        AppFixture.press(&c, .char("+"), .char("+"), .char("+"), .shiftRight)
        #expect(c.map.camera.center == b.map.camera.center)
    }

    @Test func zoomKeysAndTheLimitNote() {
        var s = AppFixture.state()
        let d0 = s.map.camera.distance
        AppFixture.press(&s, .char("+"))
        #expect(s.map.camera.distance < d0)
        AppFixture.press(&s, .char("="))
        #expect(s.map.camera.distance < d0 / 2)
        for _ in 0..<10 { AppFixture.press(&s, .char("+")) }
        #expect(s.map.camera.distance == s.map.camera.zoomRange.lowerBound)
        #expect(s.status.note?.text.contains("zoom limit") == true)
        for _ in 0..<20 { AppFixture.press(&s, .char("-")) }
        #expect(s.map.camera.distance == s.map.camera.zoomRange.upperBound)
        #expect(s.status.note?.text.contains("zoom limit") == true)
    }

    @Test func rotateTiltNorthAndReset() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char(">"))
        #expect(s.map.camera.heading == 15)
        AppFixture.press(&s, .char("<"), .char("<"))
        #expect(s.map.camera.heading == 345)
        AppFixture.press(&s, .char("]"), .char("]"))
        #expect(s.map.camera.pitch == 20)
        for _ in 0..<10 { AppFixture.press(&s, .char("]")) }
        #expect(s.map.camera.pitch == 60)
        #expect(s.status.note?.text.contains("pitch limit") == true)
        AppFixture.press(&s, .char("["))
        #expect(s.map.camera.pitch == 50)
        AppFixture.press(&s, .char("n"))
        #expect(s.map.camera.heading == 0 && s.map.camera.pitch == 50)
        AppFixture.press(&s, .char("+"), .right, .char("0"))
        #expect(s.map.camera == AppFixture.state().map.camera)
    }

    @Test func levelKeysAndDigits() {
        var s = AppFixture.state()
        AppFixture.press(&s, .pageUp)
        #expect(s.map.ordinal == 1)
        AppFixture.press(&s, .char("u"), .char("u"))
        #expect(s.map.ordinal == 2)
        #expect(s.status.note?.text.contains("top") == true)
        AppFixture.press(&s, .pageDown, .char("d"), .char("d"))
        #expect(s.map.ordinal == -1)
        AppFixture.press(&s, .char("d"))
        #expect(s.map.ordinal == -1 && s.status.note?.text.contains("lowest") == true)
        AppFixture.press(&s, .char("2"))
        #expect(s.map.ordinal == 2)
        AppFixture.press(&s, .char("7"))
        #expect(s.map.ordinal == 2 && s.status.note?.text == "no level 7")
    }

    @Test func tabCyclesNearestFirstAndEnterOpensTheCard() {
        var s = AppFixture.state()
        AppFixture.press(&s, .tab)
        let first = try! #require(s.selection.feature)
        let t = s.map.camera.transform(in: s.viewport)
        let d0 = AppFixture.env.model.location(of: first)!.distance(to: t.center)
        AppFixture.press(&s, .tab)
        let second = try! #require(s.selection.feature)
        #expect(second != first)
        #expect(AppFixture.env.model.location(of: second)!.distance(to: t.center) >= d0)
        AppFixture.press(&s, .backTab)
        #expect(s.selection.feature == first)
        AppFixture.press(&s, .enter)
        #expect(s.selection.cardOpen)
        AppFixture.press(&s, .escape)
        #expect(!s.selection.cardOpen && s.selection.feature == first)
        AppFixture.press(&s, .escape)
        #expect(s.selection.feature == nil)
    }

    @Test func selectionSurvivesPanAndZoom() {
        var s = AppFixture.state()
        AppFixture.press(&s, .tab, .enter, .char("+"), .left, .char("-"))
        #expect(s.selection.feature != nil && s.selection.cardOpen)
    }

    @Test func styleHelpShareAndQuit() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("m"))
        #expect(s.screen.style == .muted)
        AppFixture.press(&s, .char("m"))
        #expect(s.screen.style == .default)
        AppFixture.press(&s, .char("?"))
        #expect(s.mode == .help(scroll: 0))
        AppFixture.press(&s, .char("x"))
        #expect(s.mode == .map)
        AppFixture.press(&s, .char("y"))
        #expect(s.mode == .share)
        AppFixture.press(&s, .escape)
        #expect(s.mode == .map && !s.shouldQuit)
        AppFixture.press(&s, .char("q"))
        #expect(s.shouldQuit)
        var t = AppFixture.state()
        AppFixture.press(&t, .ctrl("c"))
        #expect(t.shouldQuit)
    }

    @Test func enterWithoutSelectionSaysSo() {
        var s = AppFixture.state()
        AppFixture.press(&s, .enter)
        #expect(!s.selection.cardOpen && s.status.note != nil)
    }

    @Test func notesExpireWithTicks() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("7"))
        #expect(s.status.note != nil)
        for _ in 0..<Steps.noteTicks { AppFixture.send(&s, .tick) }
        #expect(s.status.note == nil)
    }

    @Test func resizeKeepsTheCameraValid() {
        var s = AppFixture.state()
        AppFixture.send(&s, .resize(columns: 60, rows: 20))
        #expect(s.screen.columns == 60 && s.screen.rows == 20)
        #expect(s.map.camera.viewport == s.viewport)
    }

    // MARK: mouse

    /// The screen cell (column, row) of a ground point: the map's rows start below the level bar.
    func cell(of ground: Vec2, _ s: AppState) -> (Int, Int) {
        let p = s.map.camera.transform(in: s.viewport).toScreen(ground)!
        return (Int(p.x / 2), s.screen.mapTop + Int(p.y / 4))
    }

    @Test func clickSelectsWhatIsUnderThePointerEvenRotatedAndPitched() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char(">"), .char(">"), .char("]"), .char("]"))
        let model = AppFixture.env.model
        let floor = model.floor(0)
        let target = floor.units.first { u in
            model.graph.occupantsOfUnit[u.index] != nil && s.map.camera.transform(in: s.viewport).toScreen(u.labelPoint).map { s.viewport.contains($0) } == true
        }!
        let (c, r) = cell(of: target.labelPoint, s)
        AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: c, row: r)))
        AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: c, row: r)))
        #expect(s.selection.feature.flatMap { model.graph.unitIndex(of: $0) } == target.index)
        #expect(s.selection.cardOpen)
    }

    @Test func wheelZoomsAboutThePointer() {
        var s = AppFixture.state()
        let t0 = s.map.camera.transform(in: s.viewport)
        // Screen row 9 is the map's row 8: the level bar is above it.
        let dot = Vec2(2 * 20 + 1, 4 * 8 + 2)
        let g0 = t0.toGround(dot)!
        AppFixture.send(&s, .mouse(MouseEvent(kind: .wheelUp, column: 20, row: 9)))
        #expect(s.map.camera.distance < t0.camera.distance)
        let g1 = s.map.camera.transform(in: s.viewport).toGround(dot)!
        #expect(g0.distance(to: g1) < 0.5)
        AppFixture.send(&s, .mouse(MouseEvent(kind: .wheelDown, column: 20, row: 9)))
        #expect(abs(s.map.camera.distance - t0.camera.distance) < 1e-6)
    }

    @Test func dragPans() {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"), .char("+"))
        let before = s.map.camera.center
        AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: 50, row: 15)))
        AppFixture.send(&s, .mouse(MouseEvent(kind: .drag, column: 45, row: 13)))
        AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: 45, row: 13)))
        #expect(s.map.camera.center != before)
        #expect(s.selection.feature == nil, "a drag is not a click")
    }

    @Test func clickingAFloorInTheLevelBarShowsIt() throws {
        var s = AppFixture.state()
        #expect(s.screen.mapTop == 1, "the sample has four floors: the level bar takes the top row")
        let bar = try #require(ExplorerLayout(s).levelBar)
        let placement = bar.placement(width: s.screen.columns, ascii: false)
        #expect(placement.tabs.map { bar.entries[$0.index].ordinal } == [-1, 0, 1, 2])
        // Each floor's tab, clicked anywhere on it, shows that floor.
        for tab in placement.tabs {
            for x in [tab.x, tab.x + tab.width - 1] {
                AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: x, row: 0)))
                AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: x, row: 0)))
                #expect(s.map.ordinal == bar.entries[tab.index].ordinal)
            }
        }
        // Elsewhere on the bar nothing happens: no floor, no selection, no pan, no zoom.
        let before = s
        for x in [0, 10, placement.tabs[0].x - 1, s.screen.columns - 2, s.screen.columns - 1] {
            AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: x, row: 0)))
            AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: x, row: 0)))
            AppFixture.send(&s, .mouse(MouseEvent(kind: .wheelUp, column: x, row: 0)))
        }
        #expect(s == before)
        // Nor on the footer and the status line below the map.
        for row in [s.screen.rows - 2, s.screen.rows - 1] {
            AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: 50, row: row)))
            AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: 50, row: row)))
            AppFixture.send(&s, .mouse(MouseEvent(kind: .wheelDown, column: 50, row: row)))
        }
        #expect(s == before)
    }

    /// The map's rows start below the level bar: a click on a place's cell selects it on its
    /// first and last rows on screen, and the map's centre is the camera's.
    @Test func clicksMeetTheMapBelowTheLevelBar() throws {
        var s = AppFixture.state()
        AppFixture.press(&s, .char("+"))
        let model = AppFixture.env.model
        let t = s.map.camera.transform(in: s.viewport)
        #expect(s.viewport.height == 4 * (s.screen.rows - 3), "the level bar, the footer and the status line are not map")
        #expect(t.toGround(s.viewport.center).map { $0.distance(to: model.projection.project(s.map.camera.center)) < 1e-3 } == true)
        let target = try #require(model.floor(0).units.first { u in
            model.graph.occupantsOfUnit[u.index] != nil && t.toScreen(u.labelPoint).map { s.viewport.contains($0) } == true
        })
        let (c, r) = cell(of: target.labelPoint, s)
        #expect(r == 1 + Int(t.toScreen(target.labelPoint)!.y / 4))
        AppFixture.send(&s, .mouse(MouseEvent(kind: .press, column: c, row: r)))
        AppFixture.send(&s, .mouse(MouseEvent(kind: .release, column: c, row: r)))
        #expect(s.selection.feature.flatMap { model.graph.unitIndex(of: $0) } == target.index)
    }
}
