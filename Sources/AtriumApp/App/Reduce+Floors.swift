import MapCore
import TerminalKit

/// The floors of the whole-building view as they stand: matches of the category filter
/// when one is on, else of the last search that went to a result; the route's legs.
func floorSummaries(_ state: AppState) -> [FloorSummary] {
    FloorSummary.all(graph: state.env.model.graph, matches: state.search.matchesPerOrdinal, route: state.route.shown)
}

/// What the whole-building view's matches are of: the filter's groups, else the last search.
func floorMatchesTitle(_ state: AppState) -> String? {
    if state.search.filter != nil { return "the filter (" + state.search.filterGroups.sorted().map(\.displayName).joined(separator: ", ") + ")" }
    return state.search.lastMatches.map { "\"\($0.query)\"" }
}

/// The search panel's results per floor while a query is typed (nil otherwise), for the level bar.
func liveSearchCounts(_ state: AppState) -> [Int: Int]? {
    guard case .search(let box) = state.mode, !box.query.isEmpty else { return nil }
    return SearchMatches(box).perOrdinal
}

extension AppState {
    /// `b`: the whole-building view, on the floor shown.
    mutating func openFloors() {
        let floors = floorSummaries(self)
        mode = .floors(cursor: floors.firstIndex { $0.ordinal == map.ordinal } ?? 0)
    }

    /// Keys in the whole-building view: ↑ ↓ (`k` `j`) move, Enter goes to the floor, Esc or
    /// `b` closes, `q` quits.
    mutating func floorsKey(cursor: Int, _ key: Key) {
        let floors = floorSummaries(self)
        switch key {
        case .up, .char("k"), .backTab: mode = .floors(cursor: max(0, cursor - 1))
        case .down, .char("j"), .tab: mode = .floors(cursor: min(floors.count - 1, cursor + 1))
        case .enter:
            mode = .map
            if floors.indices.contains(cursor) { setLevel(floors[cursor].ordinal) }
        case .escape, .char("b"): mode = .map
        case .char("q"), .ctrl("c"): shouldQuit = true
        default: break
        }
    }
}
