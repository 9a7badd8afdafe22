import Localization
import Foundation
import VenueFormats
import MapCore
import Render
import TerminalKit

/// Where the explorer's parts go on screen for a state: from the top, the level bar (a venue
/// of two floors or more), the map, the footer (scale bar and attribution, drawn by the scene),
/// the status line. The place, route or guidance card covers the bottom of the map.
struct ExplorerLayout {
    /// The map's first row (below the level bar, when there is one).
    let mapTop: Int
    /// The map's rows.
    let mapRows: Int
    let levelBar: LevelBar?
    let card: PlaceCard?
    let cardHeight: Int

    init(_ state: AppState) {
        mapTop = state.screen.mapTop
        mapRows = state.screen.mapRows
        let g = state.env.model.graph
        let ui = state.env.ui
        if mapTop > 0 {
            let counts = state.search.filter?.perOrdinal ?? liveSearchCounts(state)
            let labels = state.env.pickerLabels
            let entries = g.floors.enumerated().map { k, f in
                LevelBar.Entry(ordinal: f.ordinal, label: labels[k], matches: counts.map { $0[f.ordinal] ?? 0 })
            }
            var bar = LevelBar(entries: entries, current: state.map.ordinal)
            bar.here = state.position.here?.ordinal
            levelBar = bar
        } else {
            levelBar = nil
        }
        if let session = state.route.guidance {
            let c = guidanceCard(session, graph: g, ascii: state.screen.charset == .ascii, ui: ui)
            card = c
            cardHeight = c.height(maxRows: mapRows)
        } else if state.selection.cardOpen, let r = state.route.shown {
            var c = routeCard(r, guidance: state.route.maneuvers, graph: g, ui: ui)
            c.scroll = state.selection.cardScroll
            card = c
            cardHeight = c.height(maxRows: mapRows, width: state.screen.columns)
        } else if state.selection.cardOpen, let s = state.selection.feature {
            let details = g.details(of: s)
            var c = PlaceCard(details: details, hint: cardHint(state), hours: HoursStatus(hours: details.hours, at: state.env.localNow, ui: ui),
                              timeZone: state.env.timeZoneChoice, ui: ui)
            // Live status first: "Out of service until 14:00 (maintenance)".
            if let closed = state.route.status.cardLine(for: s, model: state.env.model, zone: state.env.timeZone, ui: ui) { c.lines.insert(closed, at: 0) }
            // "Entrance Europaplatz → Europaplatz": which street each of its entrances opens onto.
            if case .unit(let u) = s { c.lines += state.env.model.entranceStreets(ofUnit: u).map { $0.line(ui) } }
            c.scroll = state.selection.cardScroll
            card = c
            cardHeight = c.height(maxRows: mapRows, width: state.screen.columns)
        } else {
            card = nil
            cardHeight = 0
        }
    }

    /// The last row of the map, which a card's bottom sits on.
    var mapBottom: Int { mapTop + mapRows - 1 }
}

/// Draws the whole screen for a state: level bar, map and its footer, place card, status line
/// and overlays.
/// Pure apart from reusing the runtime's scene renderer (its buffers and last frame).
public func view(_ state: AppState, size: (columns: Int, rows: Int), runtime: AppRuntime) -> Frame {
    var state = state
    if state.screen.columns != size.columns || state.screen.rows != size.rows {
        state.screen.columns = size.columns
        state.screen.rows = size.rows
        state.map.camera.viewport = state.viewport
    }
    let ascii = state.screen.charset == .ascii
    let styles = WidgetStyles.standard
    let ui = state.env.ui
    if size.columns < 40 || size.rows < 12 {
        var f = Frame(width: size.columns, height: size.rows)
        let lines = [ui.screenTooSmall, ui.screenNeedSize(size: "\(size.columns)x\(size.rows)"), ui.screenQuitHint]
        for (i, l) in lines.enumerated() {
            let y = size.rows / 2 - 1 + i
            let shown = l.truncated(to: size.columns, ascii: ascii)
            f.put(shown, x: max(0, (size.columns - shown.terminalWidth) / 2), y: y, style: i == 0 ? CellStyle(bold: true) : .plain)
        }
        return f
    }
    let layout = ExplorerLayout(state)
    var options = SceneOptions()
    options.style = state.screen.style
    options.charset = state.screen.charset
    options.selection = state.selection.feature
    options.attribution = state.env.attribution
    // The scale bar and the attribution stay in the footer, below any card.
    options.footer = true
    options.dotAspect = state.screen.dotAspect
    options.filter = state.search.filter?.scene
    options.route = state.route.shown.map { overlay($0, graph: state.env.model.graph, ascii: ascii) }
    if let session = state.route.guidance, let mark = guidanceMark(session, ascii: ascii) {
        options.route?.marks[mark.ordinal, default: []].append((mark.point, mark.text))
    }
    options.here = state.position.here.map { HereMarker($0, stale: state.position.live?.isStale ?? false) }
    options.hereLabel = state.env.ui.mapYouAreHere
    options.closures = state.route.status.closedPlaces(model: state.env.model, graph: closedShafts(state, runtime: runtime))
        .map { ClosureMarker(ordinal: $0.ordinal, point: $0.point) }
    // Tints need the 256-colour palette; with 8 colours or none the areas stay dotted.
    options.areaFill = state.screen.colorMode == .xterm256 ? .tint : .pattern
    options.tone = state.screen.tone
    options.wallHeight = state.screen.wallHeight
    let g = state.env.model.graph
    let map = runtime.renderer.render(model: state.env.model, camera: state.map.camera, ordinal: state.map.ordinal,
                                     columns: size.columns, rows: layout.mapRows + 1, options: options)
    // The map and its footer are the screen's rows below the level bar, as wide as the
    // screen: the screen is that frame with the bar's row and the status line's added (one
    // copy, not a write per cell).
    var frame = map.withHeight(size.rows, top: layout.mapTop)
    let context = WidgetContext(styles: styles, ascii: ascii, ui: ui)
    if let bar = layout.levelBar {
        bar.draw(into: &frame, area: Area(x: 0, y: 0, width: size.columns, height: 1), context: context)
    }
    if let card = layout.card {
        card.draw(into: &frame, area: card.area(width: size.columns, bottom: layout.mapBottom), context: context)
    }
    let scale = metersPerCellText(state)
    let levelText = state.env.levelDescriptions[state.map.ordinal] ?? g.levelDescription(ordinal: state.map.ordinal)
    var status = StatusLine(venue: ascii ? g.asciiVenueName : g.venueName, level: ascii ? levelText.asciiShown : levelText, scale: scale,
                            heading: state.map.camera.heading, pitch: state.map.camera.pitch, message: state.status.note?.text, isAlert: state.status.note?.isAlert ?? false)
    status.position = positionStatus(state)
    status.selection = state.selection.feature.map { ascii ? g.name(of: $0).asciiShown : g.name(of: $0) }
    status.draw(into: &frame, area: Area(x: 0, y: size.rows - 1, width: size.columns, height: 1), context: context)
    let whole = Area(frame)
    switch state.mode {
    case .help(let scroll):
        let legend = Legend(model: state.env.model, ordinal: state.map.ordinal, options: options, ui: ui)
        HelpOverlay(legend: legend, scroll: scroll).draw(into: &frame, area: whole, context: context)
    case .share: SharePanel(command: shareCommand(state)).draw(into: &frame, area: whole, context: context)
    case .search(let box):
        let groups = state.search.filterGroups
        let note = groups.isEmpty ? nil : groups.sorted().map { $0.name(ui) }.joined(separator: ", ")
        var panel = SearchPanel(box: box, filterNote: note)
        panel.routesToNearest = state.routeOrigin != nil && state.env.search.categoryDestinations(box.query) != nil
        panel.draw(into: &frame, area: whole, context: context)
    case .filter(let list): FilterPanel(list: list, chosen: state.search.filterGroups).draw(into: &frame, area: whole, context: context)
    case .directory(let list): DirectoryPanel(list: list, rows: directoryRows(list, state)).draw(into: &frame, area: whole, context: context)
    case .floors(let cursor):
        FloorsView(floors: floorSummaries(state), current: state.map.ordinal, cursor: cursor, matchesOf: floorMatchesTitle(state)).draw(into: &frame, area: whole, context: context)
    case .map: break
    }
    return frame.adapted(to: state.screen.colorMode)
}

/// "1 cell ≈ 0.8 m" at the center of the view.
func metersPerCellText(_ state: AppState) -> String {
    let t = state.map.camera.transform(in: state.viewport)
    let mid = state.viewport.center
    guard let a = t.toGround(mid), let b = t.toGround(mid + Vec2(2, 0)) else { return "" }
    let m = a.distance(to: b)
    let approx = state.screen.charset == .ascii ? "~" : "≈"
    let ui = state.env.ui
    // Two significant digits below 1 m ("0.03 m", "0.3 m"): never "0.0 m" at the closest zoom.
    return ui.statusScale(approx: approx, meters: ui.decimal(m, digits: m < 0.1 ? 2 : m < 10 ? 1 : 0))
}

/// The current view as a command line that reopens it.
public func shareCommand(_ state: AppState) -> String {
    let g = state.env.model.graph
    var parts = ["atrium"]
    if let p = state.env.venuePath { parts.append(p.contains(" ") ? "'\(p)'" : p) }
    parts += ["--level", g.shortName(ordinal: state.map.ordinal)]
    let c = state.map.camera.center
    parts += ["--center", "\(formatCoordinate(c.latitude)),\(formatCoordinate(c.longitude))"]
    let camera = state.map.camera
    parts += ["--distance", String(format: "%.1f", camera.distance)]
    parts += ["--pitch", String(format: "%.0f", camera.pitch)]
    parts += ["--heading", String(format: "%.0f", camera.heading)]
    if let s = state.selection.feature { parts += ["--select", g.id(of: s)] }
    return parts.joined(separator: " ")
}

/// What the place card says its keys do: directions to the place (from the chosen start or
/// from "you are here"), or making it the start.
func cardHint(_ state: AppState) -> String {
    let start = state.route.start, ui = state.env.ui
    if start != nil && start != state.selection.feature { return ui.cardHintRouteToHere }
    if state.position.here != nil { return ui.cardHintDirections }
    return ui.cardHintRouteFrom
}

/// The walking graph, to find the whole shaft of a closed lift (the levels its rides reach),
/// when the live status closes something; nil otherwise (nothing to look up).
func closedShafts(_ state: AppState, runtime: AppRuntime) -> WalkingGraph? {
    state.route.status.closed.isEmpty ? nil : runtime.routing.router(for: state.env.model).graph
}
