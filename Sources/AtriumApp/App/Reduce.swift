import MapCore
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
///
/// It only dispatches: each part of the state has its own reducer (``ScreenState``,
/// ``MapView``, ``StatusState``, ``PositionState``, ``RouteState``, …), and what crosses parts
/// is coordinated by ``AppState``'s methods.
public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
    switch action {
    case .tick: state.status.advance()
    case .resize(let columns, let rows): state.resize(columns: columns, rows: rows)
    case .key(let key): return state.press(key)
    case .mouse(let event): state.click(event)
    case .configure(let charset, let colorMode, let animations):
        state.screen.configure(charset: charset, colorMode: colorMode, animations: animations)
    case .notify(let text, let alert): state.status.post(text, alert: alert)
    case .routeFound(let route, let job): state.routeFound(route, job: job)
    case .routeFailed(let message, let job): state.routeFailed(message, job: job)
    case .walksMeasured(let walks, let job): state.walksMeasured(walks, job: job)
    case .live(let event, let now): return state.receive(event, at: now)
    case .clock(let now): state.position.clock(now)
    }
    return []
}

extension AppState {
    /// The terminal changed size: the screen, then the camera (the one asked for on the
    /// command line, once the size is known).
    mutating func resize(columns: Int, rows: Int) {
        screen.resize(columns: columns, rows: rows)
        status.post(map.resize(to: viewport, model: env.model))
    }

    /// A key press: handled by the overlay open, else by the map; then moving the map by hand
    /// lets go of a follow mode, a new selection or route scrolls its card to the top, and
    /// a route asked for says so.
    mutating func press(_ key: Key) -> [Effect] {
        if key == .escape, route.isFinding, mode == .map {
            route.stopWaiting()
            status.post(env.ui.noteRouteStopped)
            return []
        }
        let (camera, ordinal) = (map.camera, map.ordinal)
        let (selected, shown) = (selection.feature, route.shown)
        let effects = overlayKey(key)
        if key != .char("w") { releaseFollow(camera: camera, ordinal: ordinal) }
        if selection.feature != selected || route.shown != shown { selection.cardScroll = 0 }
        if effects.contains(where: \.findsRoute) { status.post(env.ui.noteFindingRoute) }
        if !screen.animations { status.ageByKeyPress() }
        return effects
    }

    /// A key given to the overlay open (help, share line, panels); on the map, to ``mapKey(_:)``.
    private mutating func overlayKey(_ key: Key) -> [Effect] {
        switch mode {
        case .help(let scroll):
            if let scrolled = helpScroll(from: scroll, key) { mode = .help(scroll: scrolled); return [] }
            mode = .map
            if key == .char("q") || key == .ctrl("c") { shouldQuit = true }
        case .share:
            mode = .map
            if key == .char("q") || key == .ctrl("c") { shouldQuit = true }
        case .floors(let cursor): floorsKey(cursor: cursor, key)
        case .search(let box): return searchKey(box, key)
        case .filter(let list): filterKey(list, key)
        case .directory(let list): return directoryKey(list, key)
        case .map: return mapKey(key)
        }
        return []
    }

    /// Closes the overlay or panel open: back to the map, nothing to do in the background.
    mutating func closeOverlay() -> [Effect] {
        mode = .map
        return []
    }

    /// Keys on the map: guidance's first (while on), then the camera, levels, selection, routes
    /// and the keys that open overlays.
    private mutating func mapKey(_ key: Key) -> [Effect] {
        switch route.stepKey(key, ui: env.ui) {
        case .notMine: break
        case .noted(let notice): status.post(notice); return []
        case .stepped: frameStep(); return []
        }
        let v = viewport
        let stepX = Double(max(1, Int(Double(v.width / 2) * Steps.panFraction)) * 2)
        let stepY = Double(max(1, Int(Double(v.height / 4) * Steps.panFraction)) * 4)
        switch key {
        case .up, .char("k"): move(.pan(dx: 0, dy: -stepY))
        case .down, .char("j"): move(.pan(dx: 0, dy: stepY))
        case .left, .char("h"): move(.pan(dx: -stepX, dy: 0))
        case .right, .char("l"): move(.pan(dx: stepX, dy: 0))
        case .shiftUp, .char("K"): move(.pan(dx: 0, dy: -4 * stepY))
        case .shiftDown, .char("J"): move(.pan(dx: 0, dy: 4 * stepY))
        case .shiftLeft, .char("H"): move(.pan(dx: -4 * stepX, dy: 0))
        case .shiftRight, .char("L"): move(.pan(dx: 4 * stepX, dy: 0))
        case .char("+"), .char("="): move(.zoom(Steps.zoom))
        case .char("-"), .char("_"): move(.zoom(1 / Steps.zoom))
        case .char("<"), .char(","): move(.rotate(-Steps.rotate))
        case .char(">"), .char("."): move(.rotate(Steps.rotate))
        case .char("["): move(.pitch(-Steps.pitch))
        case .char("]"): move(.pitch(Steps.pitch))
        case .char("n"): move(.north)
        case .char("0"):
            map.camera = AppState.fittedCamera(model: env.model, ordinal: map.ordinal, viewport: viewport)
        case .pageUp, .char("u"): changeLevel(by: 1)
        case .pageDown, .char("d"): changeLevel(by: -1)
        case .char(let c) where c.isNumber && c.isASCII: pickLevel(String(c))
        case .tab: cycleSelection(forward: true)
        case .backTab: cycleSelection(forward: false)
        case .enter:
            if selection.feature != nil { selection.cardOpen = true } else { status.post(env.ui.noteNothingSelected) }
        case .escape: selection.escape()
        case .char("m"): screen.toggleStyle()
        case .char("r"): return routeKey()
        case .char("R"): return startRouteKey()
        case .char("a"): return toggleAccessible()
        case .char("g"): guidanceKey()
        case .char("w"): cycleFollow()
        case .char("?"): mode = .help(scroll: 0)
        case .char("y"): mode = .share
        case .char("b"): openFloors()
        case .char("{"), .char("}"): scrollCard(by: key == .char("}") ? 1 : -1)
        case .char("/"): mode = .search(SearchBox())
        case .char("f"): mode = .filter(FilterList(groups: env.search.groupsPresent))
        case .char("D"): openDirectory()
        case .char("q"), .ctrl("c"): shouldQuit = true
        default: break
        }
        return []
    }

    /// Moves the camera, with the note of a limit reached.
    mutating func move(_ motion: CameraMotion) {
        status.post(map.move(motion, viewport: viewport))
    }

    /// Moves up or down the ordinals present.
    mutating func changeLevel(by delta: Int) {
        let ords = env.model.graph.ordinals
        guard let i = ords.firstIndex(of: map.ordinal) ?? ords.firstIndex(where: { $0 > map.ordinal }) else { return }
        let j = i + delta
        guard ords.indices.contains(j) else {
            status.post(delta > 0 ? "already on the top level" : "already on the lowest level")
            return
        }
        setLevel(ords[j])
    }

    /// Shows an ordinal: Tab starts a new round there. Nothing changes when it is shown already.
    mutating func show(ordinal: Int) {
        guard ordinal != map.ordinal else { return }
        map.ordinal = ordinal
        selection.forgetCycle()
    }

    /// Switches to an ordinal, keeping a selection that is on it.
    mutating func setLevel(_ ordinal: Int) {
        map.ordinal = ordinal
        selection.forgetCycle()
        // A place's card closes when its level is left; a route's card stays while its legs are paged.
        let graph = env.model.graph
        if route.shown == nil, let s = selection.feature, graph.ordinal(of: s) != ordinal { selection.cardOpen = false }
        // With a route shown, each level frames its own leg.
        if let shown = route.shown, let box = shown.bounds(onOrdinal: ordinal) {
            frameCamera(on: MapModel.atLeast(box, MapModel.minimumFrame), padding: 0.4)
        }
        let level = graph.levelDescription(ordinal: ordinal)
        status.post(graph.isEmptyFloor(ordinal: ordinal) ? env.ui.noteLevelEmpty(level: level) : env.ui.noteLevel(level: level))
    }

    /// A digit picks the level whose short name or ordinal it is.
    mutating func pickLevel(_ digit: String) {
        let g = env.model.graph
        if let f = g.floors.first(where: { g.shortName(ordinal: $0.ordinal) == digit }) ?? g.floors.first(where: { String($0.ordinal) == digit }) {
            setLevel(f.ordinal)
        } else {
            status.post(env.ui.noteNoLevel(level: digit))
        }
    }

    /// Tab and Shift-Tab: the named places in view, nearest the center first.
    mutating func cycleSelection(forward: Bool) {
        let t = map.camera.transform(in: viewport)
        let candidates = env.model.selectables(ordinal: map.ordinal, in: t.visibleGroundRect, near: t.center, transform: t)
        if candidates.isEmpty {
            status.post(env.ui.noteNoPlacesInView)
            return
        }
        let (index, count) = selection.advance(through: candidates, forward: forward)
        status.post(env.ui.noteCycle(index: env.ui.number(index + 1), name: env.model.graph.name(of: candidates[index]), total: env.ui.number(count)))
    }

    /// Points the camera at a ground box so it fits in the part of the map that the place card
    /// leaves visible (call after opening or closing the card).
    mutating func frameCamera(on box: Rect, padding: Double) {
        let cardRows = ExplorerLayout(self).cardHeight
        let visibleRows = max(4, screen.mapRows - cardRows)
        let visible = Viewport(columns: max(1, screen.columns), rows: visibleRows, dotAspect: screen.dotAspect)
        map.frame(box, padding: padding, viewport: viewport, visible: visible, cardRows: cardRows, projection: env.model.projection)
    }
}
