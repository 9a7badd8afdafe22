import MapCore
import TerminalKit

extension AppState {
    /// Mouse: a click selects what is under the pointer (through camera, pitch and heading),
    /// the wheel zooms about the pointer, dragging pans; a floor in the level bar can be
    /// clicked too. Moving the map lets go of a follow mode.
    mutating func click(_ event: MouseEvent) {
        let (camera, ordinal) = (map.camera, map.ordinal)
        mouse(event)
        releaseFollow(camera: camera, ordinal: ordinal)
    }

    private mutating func mouse(_ event: MouseEvent) {
        if mode != .map { mode = .map; return }
        let v = viewport
        // The map's rows are the screen's between the level bar and the footer.
        let row = event.row - screen.mapTop
        let onMap = row >= 0 && row < screen.mapRows
        // Screen dot at the middle of the cell.
        let dot = Vec2(Double(event.column) * 2 + 1, Double(row) * 4 + 2)
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard onMap else { return }
            status.post(map.wheel(at: dot, factor: event.kind == .wheelUp ? Steps.zoom : 1 / Steps.zoom, viewport: v))
        case .press:
            guard row >= 0 else {
                if let ordinal = levelBarHit(self, column: event.column, row: event.row) { setLevel(ordinal) }
                return
            }
            map.press(column: event.column, row: event.row)
        case .drag:
            map.dragged(column: event.column, row: event.row, viewport: v)
        case .release:
            let moved = map.release()
            guard !moved, onMap else { return }
            let t = map.camera.transform(in: v)
            guard let ground = t.toGround(dot) else { status.post(env.ui.noteNothingThere); return }
            let tolerance = max(1.0, t.metersPerDot * 3)
            let hit = env.model.hitTest(ground, ordinal: map.ordinal, tolerance: tolerance)
            selection.select(hit, cardOpen: hit != nil)
        }
    }
}

/// The ordinal of the level bar's floor at a cell (a tab, or ‹ › for the next floor left out),
/// if any.
func levelBarHit(_ state: AppState, column: Int, row: Int) -> Int? {
    guard row == 0, let bar = ExplorerLayout(state).levelBar else { return nil }
    return bar.ordinal(atColumn: column, width: state.screen.columns, ascii: state.screen.charset == .ascii)
}
