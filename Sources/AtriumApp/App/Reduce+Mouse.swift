import MapCore
import TerminalKit

/// Mouse: a click selects what is under the pointer (through camera, pitch and heading),
/// the wheel zooms about the pointer, dragging pans; the picker can be clicked too.
func reduceMouse(_ state: inout AppState, _ event: MouseEvent) {
    if state.mode != .map { state.mode = .map; return }
    let v = state.viewport
    // Screen dot at the middle of the cell.
    let dot = Vec2(Double(event.column) * 2 + 1, Double(event.row) * 4 + 2)
    switch event.kind {
    case .wheelUp, .wheelDown:
        guard event.row < state.rows - 1 else { return }
        let factor = event.kind == .wheelUp ? Steps.zoom : 1 / Steps.zoom
        let before = state.camera.distance
        state.camera = state.camera.zoomed(about: dot, factor: factor, viewport: v)
        if state.camera.lastClamp.contains(.zoomLimit) || state.camera.distance == before { notify(&state, "zoom limit", alert: true) }
    case .press:
        if let ordinal = pickerHit(state, column: event.column, row: event.row) {
            setLevel(&state, ordinal)
            return
        }
        state.drag = Drag(column: event.column, row: event.row, moved: false)
    case .drag:
        guard let d = state.drag else { state.drag = Drag(column: event.column, row: event.row, moved: false); return }
        let dx = Double(d.column - event.column) * 2, dy = Double(d.row - event.row) * 4
        if dx != 0 || dy != 0 {
            state.camera = state.camera.panned(byScreenDots: dx, dy: dy, viewport: v)
            state.drag = Drag(column: event.column, row: event.row, moved: true)
        }
    case .release:
        let moved = state.drag?.moved ?? false
        state.drag = nil
        guard !moved, event.row < state.rows - 1 else { return }
        let t = state.camera.transform(in: v)
        guard let ground = t.toGround(dot) else { notify(&state, "nothing there (above the horizon)"); return }
        let tolerance = max(1.0, t.metersPerDot * 3)
        if let hit = state.env.model.hitTest(ground, ordinal: state.ordinal, tolerance: tolerance) {
            state.selection = hit
            state.cardOpen = true
        } else {
            state.selection = nil
            state.cardOpen = false
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
