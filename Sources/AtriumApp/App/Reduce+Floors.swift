import MapCore
import TerminalKit

/// The floors of the whole-building view as they stand: matches of the category filter
/// when one is on, else of the last search that went to a result; the route's legs.
func floorSummaries(_ state: AppState) -> [FloorSummary] {
    FloorSummary.all(graph: state.env.model.graph, matches: state.filter?.perOrdinal ?? state.searchMatches?.perOrdinal, route: state.route)
}

/// What the whole-building view's matches are of: the filter's groups, else the last search.
func floorMatchesTitle(_ state: AppState) -> String? {
    if state.filter != nil { return "the filter (" + state.filterGroups.sorted().map(\.displayName).joined(separator: ", ") + ")" }
    return state.searchMatches.map { "\"\($0.query)\"" }
}

/// The search panel's results per floor while a query is typed (nil otherwise), for the picker.
func liveSearchCounts(_ state: AppState) -> [Int: Int]? {
    guard case .search(let box) = state.mode, !box.query.isEmpty else { return nil }
    return SearchMatches(box).perOrdinal
}

/// `b`: the whole-building view, on the floor shown.
func openFloors(_ state: inout AppState) {
    let floors = floorSummaries(state)
    state.mode = .floors(cursor: floors.firstIndex { $0.ordinal == state.ordinal } ?? 0)
}

/// Keys in the whole-building view: ↑ ↓ (`k` `j`) move, Enter goes to the floor, Esc or
/// `b` closes, `q` quits.
func reduceFloorsKey(_ state: inout AppState, cursor: Int, _ key: Key) {
    let floors = floorSummaries(state)
    switch key {
    case .up, .char("k"), .backTab: state.mode = .floors(cursor: max(0, cursor - 1))
    case .down, .char("j"), .tab: state.mode = .floors(cursor: min(floors.count - 1, cursor + 1))
    case .enter:
        state.mode = .map
        if floors.indices.contains(cursor) { setLevel(&state, floors[cursor].ordinal) }
    case .escape, .char("b"): state.mode = .map
    case .char("q"), .ctrl("c"): state.shouldQuit = true
    default: break
    }
}
