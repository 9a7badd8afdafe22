import IMDF
import MapCore
import Render
import TerminalKit

/// How far one key press moves, turns or zooms.
public enum Steps {
    /// Zoom factor per key press (the distance is divided by it to come closer).
    public static let zoom = 1.5
    /// Degrees per rotate key press.
    public static let rotate = 15.0
    /// Degrees per pitch key press.
    public static let pitch = 10.0
    /// Fraction of the view a pan key moves; Shift moves four times as far.
    public static let panFraction = 0.125
    /// Ticks a note stays on screen (about two seconds).
    public static let noteTicks = 20
}

/// Applies an action to the state. Pure: no terminal, no clock, no I/O, no routing or
/// drawing. Work it cannot do itself comes back as ``Effect``s for ``AppRuntime`` to run.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .tick:
        state.tick += 1
        if let n = state.note, state.tick >= n.expiresAtTick { state.note = nil }
    case .resize(let columns, let rows):
        state.columns = max(1, columns)
        state.rows = max(1, rows)
        if let request = state.cameraRequest {
            let (camera, notes) = request.camera(model: state.env.model, viewport: state.viewport, ordinal: state.ordinal)
            state.camera = camera
            state.cameraRequest = nil
            if let n = notes.first { notify(&state, n, alert: true) }
        } else {
            state.camera.viewport = state.viewport
        }
    case .key(let key):
        if key == .escape, state.findingRoute, state.mode == .map {
            state.awaitedRoute = nil
            notify(&state, "stopped looking for a route")
            return []
        }
        let (camera, ordinal) = (state.camera, state.ordinal)
        let (selection, route) = (state.selection, state.route)
        let effects = reduceKey(&state, key)
        if key != .char("w") { releaseFollow(&state, camera: camera, ordinal: ordinal) }
        if state.selection != selection || state.route != route { state.cardScroll = 0 }
        if effects.contains(where: \.findsRoute) { notify(&state, "finding a route… (Esc stops)") }
        // Without timed redraws notes would stay forever: a key press ages them instead.
        if !state.animations, state.note != nil { state.tick += Steps.noteTicks / 2 }
        return effects
    case .mouse(let event):
        let (camera, ordinal) = (state.camera, state.ordinal)
        reduceMouse(&state, event)
        releaseFollow(&state, camera: camera, ordinal: ordinal)
    case .configure(let charset, let colorMode, let animations):
        state.charset = charset
        state.colorMode = colorMode
        state.animations = animations
    case .notify(let text, let alert):
        notify(&state, text, alert: alert)
    case .routeFound(let route, let job):
        guard job == state.awaitedRoute else { return [] }
        state.awaitedRoute = nil
        showRoute(&state, route)
    case .walksMeasured(let walks, let job):
        directoryWalksMeasured(&state, walks, job: job)
    case .routeFailed(let message, let job):
        guard job == state.awaitedRoute else { return [] }
        state.awaitedRoute = nil
        state.route = nil
        state.routeStart = nil
        state.guidance = nil
        notify(&state, "no route: \(message)", alert: true)
    case .live(let event, let now):
        reduceLive(&state, event, at: now)
        if case .fix = event { return followGuidance(&state) }
    case .clock(let now):
        reduceClock(&state, now)
    }
    return []
}

/// Shows a passing note.
func notify(_ state: inout AppState, _ text: String, alert: Bool = false) {
    state.note = Note(text: text, isAlert: alert, expiresAtTick: state.tick + Steps.noteTicks)
}

private func reduceKey(_ state: inout AppState, _ key: Key) -> [Effect] {
    switch state.mode {
    case .help:
        if scrollHelp(&state, key) { return [] }
        state.mode = .map
        if key == .char("q") || key == .ctrl("c") { state.shouldQuit = true }
        return []
    case .share:
        state.mode = .map
        if key == .char("q") || key == .ctrl("c") { state.shouldQuit = true }
        return []
    case .floors(let cursor):
        reduceFloorsKey(&state, cursor: cursor, key)
        return []
    case .search(let box):
        return reduceSearchKey(&state, box, key)
    case .filter(let list):
        reduceFilterKey(&state, list, key)
        return []
    case .directory(let list):
        return reduceDirectoryKey(&state, list, key)
    case .map:
        break
    }
    if guidanceStepKey(&state, key) { return [] }
    let v = state.viewport
    let stepX = Double(max(1, Int(Double(v.width / 2) * Steps.panFraction)) * 2)
    let stepY = Double(max(1, Int(Double(v.height / 4) * Steps.panFraction)) * 4)
    switch key {
    case .up, .char("k"): pan(&state, 0, -stepY)
    case .down, .char("j"): pan(&state, 0, stepY)
    case .left, .char("h"): pan(&state, -stepX, 0)
    case .right, .char("l"): pan(&state, stepX, 0)
    case .shiftUp, .char("K"): pan(&state, 0, -4 * stepY)
    case .shiftDown, .char("J"): pan(&state, 0, 4 * stepY)
    case .shiftLeft, .char("H"): pan(&state, -4 * stepX, 0)
    case .shiftRight, .char("L"): pan(&state, 4 * stepX, 0)
    case .char("+"), .char("="): zoom(&state, Steps.zoom)
    case .char("-"), .char("_"): zoom(&state, 1 / Steps.zoom)
    case .char("<"), .char(","): state.camera = state.camera.rotated(by: -Steps.rotate)
    case .char(">"), .char("."): state.camera = state.camera.rotated(by: Steps.rotate)
    case .char("["):
        state.camera = state.camera.pitched(by: -Steps.pitch)
        if state.camera.lastClamp.contains(.pitchLimit) { notify(&state, "pitch limit (0-60°)") }
    case .char("]"):
        state.camera = state.camera.pitched(by: Steps.pitch)
        if state.camera.lastClamp.contains(.pitchLimit) { notify(&state, "pitch limit (0-60°)") }
    case .char("n"): state.camera.heading = 0
    case .char("0"):
        state.camera = AppState.fittedCamera(model: state.env.model, ordinal: state.ordinal, columns: state.columns, rows: state.rows, dotAspect: state.dotAspect)
    case .pageUp, .char("u"): changeLevel(&state, by: 1)
    case .pageDown, .char("d"): changeLevel(&state, by: -1)
    case .char(let c) where c.isNumber && c.isASCII: pickLevel(&state, String(c))
    case .tab: cycleSelection(&state, forward: true)
    case .backTab: cycleSelection(&state, forward: false)
    case .enter:
        if state.selection != nil { state.cardOpen = true } else { notify(&state, "nothing selected: Tab selects a place") }
    case .escape:
        if state.cardOpen { state.cardOpen = false } else { state.selection = nil; state.cycleIndex = -1 }
    case .char("m"): state.style = state.style == .default ? .muted : .default
    case .char("r"): return routeKey(&state)
    case .char("R"): return startRouteKey(&state)
    case .char("a"): return toggleAccessible(&state)
    case .char("g"): guidanceKey(&state)
    case .char("w"): cycleFollow(&state)
    case .char("?"):
        state.mode = .help
        state.helpScroll = 0
    case .char("y"): state.mode = .share
    case .char("b"): openFloors(&state)
    case .char("{"), .char("}"): scrollCard(&state, by: key == .char("}") ? 1 : -1)
    case .char("/"): state.mode = .search(SearchBox())
    case .char("f"):
        state.mode = .filter(FilterList(groups: state.env.search.groupsPresent))
    case .char("D"): openDirectory(&state)
    case .char("q"), .ctrl("c"): state.shouldQuit = true
    default: break
    }
    return []
}

/// Pans by screen dots (whole cells), in screen directions whatever the heading.
///
/// When the venue's edge stops the move part way, the camera still moves by whole
/// cells (the part of the move the edge allows, rounded towards none): the map then
/// shifts by whole cells on screen, which the terminal can scroll or slide instead
/// of redrawing every cell.
func pan(_ state: inout AppState, _ dx: Double, _ dy: Double) {
    let before = state.camera
    let viewport = state.viewport
    var moved = before.panned(byScreenDots: dx, dy: dy, viewport: viewport)
    let atEdge = moved.lastClamp.contains(.boundary)
    if atEdge, let reached = ViewTransform(camera: before, viewport: viewport).toScreen(moved.center) {
        let cellX = 2.0, cellY = 4.0   // dots per cell
        let allowedX = ((reached.x - viewport.center.x) / cellX).rounded(.towardZero) * cellX
        let allowedY = ((reached.y - viewport.center.y) / cellY).rounded(.towardZero) * cellY
        moved = before.panned(byScreenDots: allowedX, dy: allowedY, viewport: viewport)
    }
    state.camera = moved
    if atEdge { notify(&state, "edge of the venue") }
}

/// Zooms by a factor (above 1 comes closer), with a note at the limit.
func zoom(_ state: inout AppState, _ factor: Double) {
    let before = state.camera.distance
    state.camera = state.camera.zoomed(by: factor)
    if state.camera.lastClamp.contains(.zoomLimit) || abs(state.camera.distance - before) < 1e-9 {
        notify(&state, factor > 1 ? "zoom limit: closest view" : "zoom limit: farthest view", alert: true)
    }
}

/// Moves up or down the ordinals present.
func changeLevel(_ state: inout AppState, by delta: Int) {
    let ords = state.env.model.graph.ordinals
    guard let i = ords.firstIndex(of: state.ordinal) ?? ords.firstIndex(where: { $0 > state.ordinal }) else { return }
    let j = i + delta
    guard ords.indices.contains(j) else {
        notify(&state, delta > 0 ? "already on the top level" : "already on the lowest level")
        return
    }
    setLevel(&state, ords[j])
}

/// Switches to an ordinal, keeping a selection that is on it.
func setLevel(_ state: inout AppState, _ ordinal: Int) {
    state.ordinal = ordinal
    state.cycle = []
    state.cycleIndex = -1
    // A place's card closes when its level is left; a route's card stays while its legs are paged.
    if state.route == nil, let s = state.selection, state.env.model.graph.ordinal(of: s) != ordinal { state.cardOpen = false }
    // With a route shown, each level frames its own leg.
    if let route = state.route, let box = route.bounds(onOrdinal: ordinal) {
        frameCamera(&state, on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
    }
    let graph = state.env.model.graph
    let empty = graph.isEmptyFloor(ordinal: ordinal) ? " · nothing mapped on this floor" : ""
    notify(&state, "Level " + graph.levelDescription(ordinal: ordinal) + empty)
}

/// A digit picks the level whose short name or ordinal it is.
func pickLevel(_ state: inout AppState, _ digit: String) {
    let g = state.env.model.graph
    if let f = g.floors.first(where: { g.shortName(ordinal: $0.ordinal) == digit }) ?? g.floors.first(where: { String($0.ordinal) == digit }) {
        setLevel(&state, f.ordinal)
    } else {
        notify(&state, "no level \(digit)")
    }
}

/// Tab and Shift-Tab: the named places in view, nearest the center first.
func cycleSelection(_ state: inout AppState, forward: Bool) {
    let t = state.camera.transform(in: state.viewport)
    let candidates = state.env.model.selectables(ordinal: state.ordinal, in: t.visibleGroundRect, near: t.center, transform: t)
    if candidates.isEmpty {
        notify(&state, "no named places in view")
        return
    }
    if candidates != state.cycle { state.cycle = candidates; state.cycleIndex = -1 }
    let n = candidates.count
    state.cycleIndex = forward ? (state.cycleIndex + 1) % n : (state.cycleIndex - 1 + n) % n
    state.selection = candidates[state.cycleIndex]
    notify(&state, "\(state.env.model.graph.name(of: candidates[state.cycleIndex])) (\(state.cycleIndex + 1)/\(n)) · Enter for details")
}
