import VenueFormats
import MapCore
import TerminalKit

extension AppState {
    /// Keys while the search line is open: typing updates the results at every keystroke. With a
    /// route start set, Enter on a query that names a kind of place ("toilet", "lift") asks for
    /// the route to the nearest one by walking.
    mutating func searchKey(_ box: SearchBox, _ key: Key) -> [Effect] {
        var box = box
        switch box.key(key) {
        case .stay: break
        case .close: return closeOverlay()
        case .choose:
            mode = .map
            return choose(box)
        case .edited: refresh(&box, self)
        case .quit: shouldQuit = true
        }
        mode = .search(box)
        return []
    }

    /// Enter in the search line: the route to the nearest place of a kind, else the result highlighted.
    private mutating func choose(_ box: SearchBox) -> [Effect] {
        search.lastMatches = box.results.isEmpty ? nil : SearchMatches(box)
        if let origin = routeOrigin, box.cursor == 0, let places = env.search.categoryDestinations(box.query) {
            status.post("route to the nearest \(box.query)")
            return [.findNearestRoute(route.request(&jobs), from: origin, to: places, accessible: route.accessible, status: route.status)]
        }
        guard box.results.indices.contains(box.cursor) else { status.post(env.ui.noteNoResults(query: box.query)); return [] }
        go(to: box.results[box.cursor])
        return []
    }
}

/// Searches again: equally good matches on the level shown and near the camera first.
private func refresh(_ box: inout SearchBox, _ state: AppState) {
    let index = state.env.search
    let near = SearchVantage(ordinal: state.map.ordinal, point: state.map.camera.center)
    let groups = state.search.filterGroups
    box.results = groups.isEmpty ? index.search(box.query, limit: 30, near: near) : index.search(box.query, limit: 30, groups: groups, near: near)
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
        if r.ordinal == state.map.ordinal, r.kind != .level {
            let d = near.distance(to: r)
            if d.isFinite { parts.append("\(Int(d.rounded())) m") }
        }
        if count[r.name, default: 0] > 1, let h = r.handle, let l = model.landmark(for: h) { parts.append("near \(l)") }
        return parts.joined(separator: " · ")
    }
}

extension AppState {
    /// Moves the camera to fit a result (switching level if needed), selects it and opens its card.
    mutating func go(to r: SearchResult) {
        let model = env.model
        show(ordinal: r.ordinal)
        let h = r.handle
        // A new place chosen while a route is shown replaces it (its card would hide the place's).
        if route.shown != nil, route.start == nil { route.clear() }
        selection.select(h, cardOpen: h != nil)
        // The feature with its neighbouring rooms, never half a meter per cell.
        var rect = h.flatMap { model.surroundings(of: $0) }
        if rect == nil, let p = r.location.map(model.projection.project) { rect = MapModel.atLeast(Rect(min: p, max: p), MapModel.minimumFrame) }
        if r.kind == .level { rect = model.contentBounds(ordinal: r.ordinal) }
        guard let target = rect else { return }
        frameCamera(on: target, padding: 0.15)
        status.post("\(r.name) · \(r.levelShortName)")
    }

    /// Keys while the category filter list is open.
    mutating func filterKey(_ list: FilterList, _ key: Key) {
        var list = list
        switch list.key(key) {
        case .stay: break
        case .close:
            mode = .map
            return
        case .toggle(let group): search.toggle(group, index: env.search, graph: env.model.graph)
        case .clear: search.clearFilter()
        case .quit: shouldQuit = true
        }
        mode = .filter(list)
    }
}
