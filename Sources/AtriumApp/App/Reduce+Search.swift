import IMDF
import MapCore
import Render
import TerminalKit

/// Keys while the search line is open: typing updates the results at every keystroke. With a
/// route start set, Enter on a query that names a kind of place ("toilet", "lift") asks for
/// the route to the nearest one by walking.
func reduceSearchKey(_ state: inout AppState, _ box: SearchBox, _ key: Key) -> [Effect] {
    var box = box
    switch key {
    case .escape:
        state.mode = .map
        return []
    case .enter:
        state.mode = .map
        state.searchMatches = box.results.isEmpty ? nil : SearchMatches(box)
        if let origin = state.routeOrigin, box.cursor == 0, let places = state.env.search.categoryDestinations(box.query) {
            notify(&state, "route to the nearest \(box.query)")
            return [.findNearestRoute(awaitNewRoute(&state), from: origin, to: places, accessible: state.accessibleRoutes)]
        }
        guard box.results.indices.contains(box.cursor) else { notify(&state, "no results for \"\(box.query)\""); return [] }
        go(&state, to: box.results[box.cursor])
        return []
    case .up, .backTab: box.cursor = max(0, box.cursor - 1)
    case .down, .tab: box.cursor = min(max(0, box.results.count - 1), box.cursor + 1)
    case .backspace:
        if !box.query.isEmpty { box.query.removeLast() }
        refresh(&box, state)
    case .char(let c):
        if box.query.count < 80 { box.query.append(c) }
        refresh(&box, state)
    case .ctrl("u"):
        box.query = ""
        refresh(&box, state)
    case .ctrl("c"):
        state.shouldQuit = true
    default: break
    }
    state.mode = .search(box)
    return []
}

/// Searches again: equally good matches on the level shown and near the camera first.
private func refresh(_ box: inout SearchBox, _ state: AppState) {
    let index = state.env.search
    let near = SearchVantage(ordinal: state.ordinal, point: state.camera.center)
    box.results = state.filterGroups.isEmpty ? index.search(box.query, limit: 30, near: near)
        : index.search(box.query, limit: 30, groups: state.filterGroups, near: near)
    box.places = searchPlaces(box.results, state, near: near)
    box.cursor = 0
}

/// Where each result is, for the list: its level, the walking-free distance from the camera
/// on the level shown, and a neighbouring room when another result has the same name.
func searchPlaces(_ results: [SearchResult], _ state: AppState, near: SearchVantage) -> [String] {
    let model = state.env.model
    var count: [String: Int] = [:]
    for r in results { count[r.name, default: 0] += 1 }
    return results.map { r in
        var parts = [model.graph.pickerLabel(ordinal: r.ordinal)]
        if r.ordinal == state.ordinal, r.kind != .level {
            let d = near.distance(to: r)
            if d.isFinite { parts.append("\(Int(d.rounded())) m") }
        }
        if count[r.name, default: 0] > 1, let h = r.handle, let l = model.landmark(for: h) { parts.append("near \(l)") }
        return parts.joined(separator: " · ")
    }
}

/// Moves the camera to fit a result (switching level if needed), selects it and opens its card.
func go(_ state: inout AppState, to r: SearchResult) {
    let model = state.env.model
    if r.ordinal != state.ordinal { state.ordinal = r.ordinal; state.cycle = []; state.cycleIndex = -1 }
    let h = r.handle
    // A new place chosen while a route is shown replaces it (its card would hide the place's).
    if state.route != nil, state.routeStart == nil { state.route = nil }
    state.selection = h
    state.cardOpen = h != nil
    // The feature with its neighbouring rooms, never half a meter per cell.
    var rect = h.flatMap { model.surroundings(of: $0) }
    if rect == nil, let p = r.location.map(model.projection.project) { rect = MapModel.atLeast(Rect(min: p, max: p), MapModel.minimumFrame) }
    if r.kind == .level { rect = model.contentBounds(ordinal: r.ordinal) }
    guard let target = rect else { return }
    frameCamera(&state, on: target, padding: 0.15)
    notify(&state, "\(r.name) · \(r.levelShortName)")
}

/// Keys while the category filter list is open.
func reduceFilterKey(_ state: inout AppState, _ list: FilterList, _ key: Key) {
    var list = list
    switch key {
    case .escape, .char("f"), .enter:
        state.mode = .map
        return
    case .up, .char("k"): list.cursor = max(0, list.cursor - 1)
    case .down, .char("j"): list.cursor = min(max(0, list.groups.count - 1), list.cursor + 1)
    case .char(" "), .char("x"):
        guard list.groups.indices.contains(list.cursor) else { break }
        let g = list.groups[list.cursor].group
        if state.filterGroups.contains(g) { state.filterGroups.remove(g) } else { state.filterGroups.insert(g) }
        applyFilter(&state)
    case .char("c"):
        state.filterGroups = []
        applyFilter(&state)
    case .ctrl("c"):
        state.shouldQuit = true
    default: break
    }
    state.mode = .filter(list)
}

/// Recomputes what the chosen category groups keep, and the matches per level.
func applyFilter(_ state: inout AppState) {
    guard !state.filterGroups.isEmpty else { state.filter = nil; return }
    let matches = state.env.search.search("", limit: Int.max, groups: state.filterGroups)
    let g = state.env.model.graph
    var units = Set<Int>(), amenities = Set<Int>(), per: [Int: Int] = [:]
    for r in matches {
        per[r.ordinal, default: 0] += 1
        if let u = r.unitIndex { units.insert(u) }
        switch r.kind {
        case .unit: units.insert(r.featureIndex)
        case .amenity: amenities.insert(r.featureIndex)
        case .occupant: if let u = g.unitOfOccupant[r.featureIndex] { units.insert(u) }
        default: break
        }
    }
    state.filter = FilterResult(scene: SceneFilter(units: units, amenities: amenities), perOrdinal: per)
}

/// Points the camera at a ground box so it fits in the part of the map that the place card
/// leaves visible (call after opening or closing the card).
func frameCamera(_ state: inout AppState, on box: Rect, padding: Double) {
    let cardRows = ExplorerLayout(state).cardHeight
    let visibleRows = max(4, state.rows - 1 - cardRows)
    let visible = Viewport(columns: max(1, state.columns), rows: visibleRows, dotAspect: state.dotAspect)
    var camera = state.camera
    // Fitted to the rows above the card at the whole map's scale (a viewport's focal length
    // grows with its height, so fitting the shorter one alone would not zoom out for the card).
    let scale = Double(state.viewport.height) / Double(max(1, visible.height))
    camera.distance = Camera.fitting(bounds: box, viewport: visible, heading: camera.heading, padding: padding) * scale
    camera.center = state.env.model.projection.unproject(box.center)
    // Shift so the box sits in the middle of the rows above the card.
    if cardRows > 0 {
        camera = camera.panned(byScreenDots: 0, dy: Double(cardRows * 2), viewport: state.viewport, projection: state.env.model.projection)
    }
    state.camera = camera
}
