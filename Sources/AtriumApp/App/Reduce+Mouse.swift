import MapCore
import TerminalKit

extension AppState {
    /// Mouse: a click selects what is under the pointer (through camera, pitch and heading),
    /// the wheel zooms about the pointer, dragging pans; the picker can be clicked too. Moving
    /// the map lets go of a follow mode.
    mutating func click(_ event: MouseEvent) {
        let (camera, ordinal) = (map.camera, map.ordinal)
        mouse(event)
        releaseFollow(camera: camera, ordinal: ordinal)
    }

    private mutating func mouse(_ event: MouseEvent) {
        if mode != .map { mode = .map; return }
        let v = viewport
        // Screen dot at the middle of the cell.
        let dot = Vec2(Double(event.column) * 2 + 1, Double(event.row) * 4 + 2)
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard event.row < screen.rows - 1 else { return }
            status.post(map.wheel(at: dot, factor: event.kind == .wheelUp ? Steps.zoom : 1 / Steps.zoom, viewport: v))
        case .press:
            if let ordinal = pickerHit(self, column: event.column, row: event.row) {
                setLevel(ordinal)
                return
            }
            map.press(column: event.column, row: event.row)
        case .drag:
            map.dragged(column: event.column, row: event.row, viewport: v)
        case .release:
            let moved = map.release()
            guard !moved, event.row < screen.rows - 1 else { return }
            let t = map.camera.transform(in: v)
            guard let ground = t.toGround(dot) else { status.post(env.ui.noteNothingThere); return }
            let tolerance = max(1.0, t.metersPerDot * 3)
            let hit = env.model.hitTest(ground, ordinal: map.ordinal, tolerance: tolerance)
            selection.select(hit, cardOpen: hit != nil)
        }
    }
}

/// The ordinal of the picker entry at a cell, if any.
func pickerHit(_ state: AppState, column: Int, row: Int) -> Int? {
    let layout = ExplorerLayout(state)
    guard let picker = layout.picker, column >= layout.pickerX, row > 0 else { return nil }
    let index = row - layout.pickerTop - 1
    guard index >= 0, index < picker.entries.count else { return nil }
    return picker.entries[index].ordinal
}
