import Foundation
import IMDF
import MapCore
import Render

/// Where the explorer's parts go on screen for a state.
struct ExplorerLayout {
    let mapRows: Int
    let picker: LevelPicker?
    let pickerX: Int
    let pickerTop: Int
    let card: PlaceCard?
    let cardHeight: Int

    init(_ state: AppState) {
        mapRows = max(1, state.rows - 1)
        let g = state.env.model.graph
        let counts = state.filter?.perOrdinal
        let entries = g.floors.map { f in LevelPicker.Entry(ordinal: f.ordinal, label: g.shortName(ordinal: f.ordinal), matches: counts.map { $0[f.ordinal] ?? 0 }) }
        let p = LevelPicker(entries: entries, current: state.ordinal)
        if entries.count > 1 || !entries.isEmpty, p.height <= mapRows - 2 {
            picker = p
            pickerX = state.columns - p.width
        } else {
            picker = nil
            pickerX = state.columns
        }
        pickerTop = 0
        if state.cardOpen, let r = state.route {
            let c = routeCard(r, graph: g)
            card = c
            cardHeight = c.height(maxRows: mapRows)
        } else if state.cardOpen, let s = state.selection {
            let c = PlaceCard(details: g.details(of: s), hint: state.routeStart == nil ? "Esc close · r route from here" : "Esc close · r route to here")
            card = c
            cardHeight = c.height(maxRows: mapRows)
        } else {
            card = nil
            cardHeight = 0
        }
    }
}

/// Draws the whole screen for a state: map, level picker, place card, status line and overlays.
/// Pure apart from reusing the runtime's scene renderer (its buffers and last frame).
public func view(_ state: AppState, size: (columns: Int, rows: Int), runtime: AppRuntime) -> Frame {
    var state = state
    if state.columns != size.columns || state.rows != size.rows {
        state.columns = size.columns
        state.rows = size.rows
        state.camera.viewport = state.viewport
    }
    let ascii = state.charset == .ascii
    let styles = WidgetStyles.standard
    if size.columns < 40 || size.rows < 12 {
        var f = Frame(width: size.columns, height: size.rows)
        let lines = ["terminal too small", "\(size.columns)x\(size.rows), need 40x12", "q quits"]
        for (i, l) in lines.enumerated() {
            let y = size.rows / 2 - 1 + i
            f.put(String(l.prefix(size.columns)), x: max(0, (size.columns - l.count) / 2), y: y, style: i == 0 ? CellStyle(bold: true) : .plain)
        }
        return f
    }
    let layout = ExplorerLayout(state)
    var options = SceneOptions()
    options.style = state.style
    options.charset = state.charset
    options.selection = state.selection
    options.attribution = state.env.attribution
    options.bottomInset = layout.cardHeight
    options.dotAspect = state.dotAspect
    options.filter = state.filter?.scene
    options.route = state.route.map { overlay($0, graph: state.env.model.graph, ascii: ascii) }
    let g = state.env.model.graph
    let map = runtime.renderer.render(model: state.env.model, camera: state.camera, ordinal: state.ordinal,
                                     columns: size.columns, rows: layout.mapRows, options: options)
    var frame = Frame(width: size.columns, height: size.rows)
    for y in 0..<layout.mapRows { for x in 0..<size.columns { frame[x, y] = map[x, y] } }
    layout.picker?.draw(into: &frame, rightEdge: size.columns, top: layout.pickerTop, styles: styles, ascii: ascii)
    layout.card?.draw(into: &frame, bottom: layout.mapRows - 1, styles: styles, ascii: ascii)
    let scale = metersPerCellText(state)
    let levelText = "\(g.shortName(ordinal: state.ordinal)) \(g.levelName(ordinal: state.ordinal))"
    StatusLine(venue: g.venueName, level: levelText, scale: scale, heading: state.camera.heading, pitch: state.camera.pitch,
               message: state.note?.text, isAlert: state.note?.isAlert ?? false)
        .draw(into: &frame, row: size.rows - 1, styles: styles, ascii: ascii)
    switch state.mode {
    case .help: HelpOverlay.draw(into: &frame, styles: styles, ascii: ascii)
    case .share: drawShare(&frame, shareCommand(state), styles: styles, ascii: ascii)
    case .search(let box):
        let note = state.filterGroups.isEmpty ? nil : state.filterGroups.sorted().map(\.displayName).joined(separator: ", ")
        SearchPanel.draw(into: &frame, box: box, filterNote: note, styles: styles, ascii: ascii)
    case .filter(let list): FilterPanel.draw(into: &frame, list: list, chosen: state.filterGroups, styles: styles, ascii: ascii)
    case .map: break
    }
    return frame.adapted(to: state.colorMode)
}

/// "1 cell ≈ 0.8 m" at the center of the view.
func metersPerCellText(_ state: AppState) -> String {
    let t = state.camera.transform(in: state.viewport)
    let mid = Vec2(Double(state.viewport.width) / 2, Double(state.viewport.height) / 2)
    guard let a = t.toGround(mid), let b = t.toGround(mid + Vec2(2, 0)) else { return "" }
    let m = a.distance(to: b)
    let approx = state.charset == .ascii ? "~" : "≈"
    return m < 10 ? String(format: "1 cell %@ %.1f m", approx, m) : String(format: "1 cell %@ %.0f m", approx, m)
}

/// The current view as a command line that reopens it.
public func shareCommand(_ state: AppState) -> String {
    let g = state.env.model.graph
    var parts = ["atrium"]
    if let p = state.env.venuePath { parts.append(p.contains(" ") ? "'\(p)'" : p) }
    parts += ["--level", g.shortName(ordinal: state.ordinal)]
    let c = state.camera.center
    parts += ["--center", "\(formatCoordinate(c.latitude)),\(formatCoordinate(c.longitude))"]
    parts += ["--distance", String(format: "%.1f", state.camera.distance)]
    parts += ["--pitch", String(format: "%.0f", state.camera.pitch)]
    parts += ["--heading", String(format: "%.0f", state.camera.heading)]
    if let s = state.selection { parts += ["--select", g.id(of: s)] }
    return parts.joined(separator: " ")
}

private func drawShare(_ frame: inout Frame, _ command: String, styles: WidgetStyles, ascii: Bool) {
    let w = frame.width
    let inner = max(10, w - 6)
    var lines: [String] = []
    var rest = Substring(command)
    while !rest.isEmpty { lines.append(String(rest.prefix(inner))); rest = rest.dropFirst(inner) }
    let h = min(frame.height - 2, lines.count + 3)
    frame.box(x: 1, y: 1, width: w - 2, height: h, style: styles.border, ascii: ascii)
    frame.put(" Share this view ", x: 3, y: 1, style: styles.title)
    for (i, l) in lines.prefix(h - 3).enumerated() { frame.put(l, x: 3, y: 2 + i) }
    frame.put(" any key closes ", x: max(3, w - 20), y: h, style: styles.dim)
}
