import VenueFormats
import MapCore
import TerminalKit

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

extension AppState {
    /// `D`: opens the directory at the groups, with hours read at the venue's time now.
    mutating func openDirectory() {
        let directory = Directory(graph: env.model.graph, search: env.search, at: env.localNow, ui: env.ui)
        if directory.entries.isEmpty { status.post(env.ui.noteDirectoryEmpty); return }
        mode = .directory(DirectoryList(directory: directory))
    }
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
    if let s = state.selection.feature { return .place(s) }
    return state.position.here.map { .here($0) }
}

extension AppState {
    /// Walking distances measured: the directory takes them if it still waits for that job.
    mutating func walksMeasured(_ walks: [FeatureHandle: WalkDistance], job: Job<WalkMeasurement>) {
        guard case .directory(var list) = mode, list.walksMeasured(walks, job: job) else { return }
        mode = .directory(list)
    }
}

extension Steps {
    /// What a floor counts for when the directory sorts by distance (about a flight of stairs).
    static let metersPerFloor = 20.0
}

/// Where distances are measured from: the selection, else "you are here", else the map's centre.
func directoryVantage(_ state: AppState) -> (Int, GeoPoint)? {
    let model = state.env.model
    if let s = state.selection.feature, let o = model.graph.ordinal(of: s),
       let r = state.env.search.all.first(where: { $0.handle == s }), let p = r.location { return (o, p) }
    if let here = state.position.here { return (here.ordinal, model.projection.unproject(here.point)) }
    return (state.map.ordinal, state.map.camera.center)
}

/// What the panel says it measures from, for its title.
func directoryVantageName(_ state: AppState) -> String {
    if let s = state.selection.feature { return state.env.model.graph.name(of: s) }
    if state.position.here != nil { return state.env.ui.directoryFromHere }
    return state.env.ui.directoryFromCentre
}


extension AppState {
    /// Keys while the directory is open (``DirectoryList/key(_:)``); sorting nearest first
    /// measures the walks from the selection or "you are here" off the input thread, in a job
    /// of its own (a route asked for meanwhile does not supersede it).
    mutating func directoryKey(_ list: DirectoryList, _ key: Key) -> [Effect] {
        var list = list
        switch list.key(key) {
        case .stay: break
        case .close: return closeOverlay()
        case .quit: shouldQuit = true
        case .sorted:
            status.post(list.byDistance ? env.ui.directorySortedNearest(place: directoryVantageName(self)) : env.ui.directorySortedFloor)
            if list.byDistance, let origin = directoryWalkOrigin(self) {
                let job = jobs.next(WalkMeasurement.self)
                list.walking = .measuring(job)
                mode = .directory(list)
                return [.measureWalks(job, from: origin, to: list.directory.entries.compactMap(\.handle), accessible: route.accessible, status: route.status)]
            }
        case .go(let row):
            let entry = directoryRows(list, self)[row].entry
            mode = .map
            go(to: entry.place)
            return []
        case .route(let row):
            return routeToDirectoryPlace(directoryRows(list, self)[row].entry)
        }
        mode = .directory(list)
        return []
    }

    /// `r` on a place: directions there, from the chosen start, else "you are here", else the place
    /// selected before the directory opened.
    private mutating func routeToDirectoryPlace(_ entry: DirectoryEntry) -> [Effect] {
        let before = selection.feature
        mode = .map
        go(to: entry.place)
        if routeOrigin == nil, let before, before != entry.handle { route.start = before }
        return routeKey()
    }
}
