import IMDF
import MapCore
import TerminalKit

/// The `D` directory panel: first the category groups, then the places of one (or, with a
/// filter typed, the places of every group whose name or category holds it).
public struct DirectoryList: Equatable, Sendable {
    /// Every place, with open/closed at the moment the panel opened.
    public var directory: Directory
    /// The group whose places are listed; nil for the list of groups.
    public var group: CategoryGroup?
    /// The filter typed after `/`.
    public var query = ""
    /// Whether keys type into the filter.
    public var typing = false
    /// The highlighted row.
    public var cursor = 0
    /// Places nearest first (from the selection, else "you are here", else the map's centre)
    /// instead of by floor.
    public var byDistance = false
    /// Walking distances from the selection or "you are here": not asked for, being measured,
    /// or measured (until then places are ordered by straight-line distance).
    public var walking: DirectoryWalks = .notAsked

    /// Creates the list of groups.
    public init(directory: Directory) { self.directory = directory }

    /// Whether the rows are groups (no group chosen, nothing typed).
    public var showsGroups: Bool { group == nil && query.isEmpty }

    /// The walking distances, once measured.
    public var walks: [FeatureHandle: WalkDistance]? {
        if case .measured(let walks) = walking { return walks }
        return nil
    }

    /// Whether walking distances are being measured.
    public var measuring: Bool {
        if case .measuring = walking { return true }
        return false
    }
}

/// Where the directory's walking distances stand.
public enum DirectoryWalks: Equatable, Sendable {
    /// Not asked for: sorted by floor, or no walking start.
    case notAsked
    /// Being measured off the input thread; only this job's answer is applied.
    case measuring(Job<WalkMeasurement>)
    /// Measured: walking distances by place.
    case measured([FeatureHandle: WalkDistance])
}

/// One row of the places list: the place and where it is from the vantage ("G · 23 m").
public struct DirectoryRow: Equatable, Sendable {
    /// The place.
    public var entry: DirectoryEntry
    /// Meters from the vantage, when sorting by distance: walked, or straight (plus a flight of
    /// stairs per floor) until the walks are measured or where there is no walking start.
    public var meters: Double?
    /// Whether ``meters`` are walked.
    public var walked = false
}

/// `D`: opens the directory at the groups, with hours read at the venue's time now.
func openDirectory(_ state: inout AppState) {
    let directory = Directory(graph: state.env.model.graph, search: state.env.search, at: state.env.localNow)
    if directory.entries.isEmpty { notify(&state, "no places in this venue's directory"); return }
    state.mode = .directory(DirectoryList(directory: directory))
}

/// The places the panel lists for its state, sorted by floor or by distance.
public func directoryRows(_ list: DirectoryList, _ state: AppState) -> [DirectoryRow] {
    if list.showsGroups { return [] }
    let places = list.directory.filtered(group: list.group, text: list.query)
    guard list.byDistance, let (ordinal, point) = directoryVantage(state) else { return places.map { DirectoryRow(entry: $0) } }
    var keyed: [(row: DirectoryRow, key: Double)]
    if let walks = list.walks {
        keyed = places.map { e in
            let w = e.handle.flatMap { walks[$0] }
            return (DirectoryRow(entry: e, meters: w?.meters, walked: w != nil), w?.cost ?? .infinity)
        }
    } else {
        let projection = LocalProjection(origin: point)
        keyed = places.map { e in
            let flat = e.place.location.map { projection.project($0).length } ?? .infinity
            let d = flat + Double(abs(e.place.ordinal - ordinal)) * Steps.metersPerFloor
            return (DirectoryRow(entry: e, meters: d.isFinite ? d : nil), d)
        }
    }
    return keyed.enumerated().sorted { a, b in
        a.element.key != b.element.key ? a.element.key < b.element.key : a.offset < b.offset
    }.map(\.element.row)
}

/// Where walking distances are measured from: the selection, else "you are here"; nil for the
/// map's centre (no walking start).
func directoryWalkOrigin(_ state: AppState) -> RouteOrigin? {
    if let s = state.selection { return .place(s) }
    return state.here.map { .here($0) }
}

/// The walking distances measured for the directory, if it still waits for that job.
func directoryWalksMeasured(_ state: inout AppState, _ walks: [FeatureHandle: WalkDistance], job: Job<WalkMeasurement>) {
    guard case .directory(var list) = state.mode, list.walking == .measuring(job) else { return }
    list.walking = .measured(walks)
    state.mode = .directory(list)
}

extension Steps {
    /// What a floor counts for when the directory sorts by distance (about a flight of stairs).
    static let metersPerFloor = 20.0
}

/// Where distances are measured from: the selection, else "you are here", else the map's centre.
func directoryVantage(_ state: AppState) -> (Int, GeoPoint)? {
    let model = state.env.model
    if let s = state.selection, let o = model.graph.ordinal(of: s),
       let r = state.env.search.all.first(where: { $0.handle == s }), let p = r.location { return (o, p) }
    if let here = state.here { return (here.ordinal, model.projection.unproject(here.point)) }
    return (state.ordinal, state.camera.center)
}

/// What the panel says it measures from, for its title.
func directoryVantageName(_ state: AppState) -> String {
    if let s = state.selection { return state.env.model.graph.name(of: s) }
    if state.here != nil { return "you are here" }
    return "the map's centre"
}

/// Keys while the directory is open: arrows or j/k move, Enter opens a group or goes to a
/// place, `r` routes to it, `s` sorts by floor or nearest first (by walking from the selection
/// or "you are here", measured off the input thread), `/` types a filter, Backspace
/// or ← goes back to the groups, Esc steps back and closes, `D` closes.
func reduceDirectoryKey(_ state: inout AppState, _ list: DirectoryList, _ key: Key) -> [Effect] {
    var list = list
    if list.typing {
        switch key {
        case .char(let c) where !c.isNewline:
            if list.query.count < 60 { list.query.append(c) }
            list.cursor = 0
        case .backspace:
            if list.query.isEmpty { list.typing = false } else { list.query.removeLast() }
            list.cursor = 0
        case .ctrl("u"): list.query = ""
        case .escape: list.query = ""; list.typing = false; list.cursor = 0
        case .enter, .down, .tab: list.typing = false
        case .ctrl("c"): state.shouldQuit = true
        default: break
        }
        state.mode = .directory(list)
        return []
    }
    let count = list.showsGroups ? list.directory.groups.count : directoryRows(list, state).count
    switch key {
    case .up, .char("k"): list.cursor = max(0, list.cursor - 1)
    case .down, .char("j"): list.cursor = min(max(0, count - 1), list.cursor + 1)
    case .pageUp: list.cursor = max(0, list.cursor - 10)
    case .pageDown: list.cursor = min(max(0, count - 1), list.cursor + 10)
    case .char("/"): list.typing = true
    case .char("s"), .tab:
        list.byDistance.toggle()
        list.cursor = 0
        list.walking = .notAsked
        notify(&state, list.byDistance ? "nearest first, from \(directoryVantageName(state))" : "by floor")
        // Walking distances from the selection or "you are here", off the input thread (a job
        // of its own: a route asked for meanwhile does not supersede it).
        if list.byDistance, let origin = directoryWalkOrigin(state) {
            let job = state.jobs.next(WalkMeasurement.self)
            list.walking = .measuring(job)
            state.mode = .directory(list)
            return [.measureWalks(job, from: origin, to: list.directory.entries.compactMap(\.handle), accessible: state.accessibleRoutes)]
        }
    case .enter, .right, .char("l"), .char("r"):
        if list.showsGroups {
            let groups = list.directory.groups
            guard groups.indices.contains(list.cursor) else { break }
            list.group = groups[list.cursor].group
            list.cursor = 0
        } else {
            let rows = directoryRows(list, state)
            guard rows.indices.contains(list.cursor) else { break }
            let entry = rows[list.cursor].entry
            if key == .char("r") { return routeToDirectoryPlace(&state, entry) }
            if key == .enter { state.mode = .map; go(&state, to: entry.place); return [] }
        }
    case .backspace, .left, .char("h"):
        if list.group != nil { backToGroups(&list) } else if !list.query.isEmpty { list.query = ""; list.cursor = 0 }
    case .escape:
        if !list.query.isEmpty { list.query = ""; list.cursor = 0 } else if list.group != nil { backToGroups(&list) } else { state.mode = .map; return [] }
    case .char("D"), .char("q"):
        state.mode = .map
        return []
    case .ctrl("c"): state.shouldQuit = true
    default: break
    }
    state.mode = .directory(list)
    return []
}

/// Back to the list of groups, on the group that was open.
private func backToGroups(_ list: inout DirectoryList) {
    let group = list.group
    list.group = nil
    list.query = ""
    list.cursor = list.directory.groups.firstIndex { $0.group == group } ?? 0
}

/// `r` on a place: directions there, from the chosen start, else "you are here", else the place
/// selected before the directory opened.
private func routeToDirectoryPlace(_ state: inout AppState, _ entry: DirectoryEntry) -> [Effect] {
    let before = state.selection
    state.mode = .map
    go(&state, to: entry.place)
    if state.routeOrigin == nil, let before, before != entry.handle { state.routeStart = before }
    return routeKey(&state)
}
