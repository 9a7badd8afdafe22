import Foundation
import IMDF
import MapCore

/// Draws a venue on one ordinal, seen through a camera, into a ``Frame``.
///
/// Order of drawing, so that colour priorities make sense: context (venue and footprints),
/// unit fills, furniture, walls, doors, selection, route; then on the text layer the
/// attribution, scale bar and compass (reserved first), amenity icons and clusters, and labels.
///
/// A renderer keeps its canvas and scratch buffers between frames, so one instance should
/// serve a whole session. A lock serialises frames, so sharing one between threads is safe
/// (frames then simply take turns).
public final class SceneRenderer: @unchecked Sendable {
    private let lock = NSLock()
    var canvas = BrailleCanvas(columns: 0, rows: 0)
    var ring: [Vec2] = []
    var rings: [[Vec2]] = []
    var visible: [Int] = []
    var minor: [MinorFeature] = []
    var occupied: [Bool] = []
    var occupiedColumns = 0

    /// Creates a renderer.
    public init() {}

    /// Renders one frame of the map area.
    /// - Parameters:
    ///   - model: the prepared venue.
    ///   - camera: where the camera is.
    ///   - ordinal: which floor.
    ///   - columns: frame width in cells.
    ///   - rows: frame height in cells.
    ///   - options: style, selection, overlays.
    public func render(model: MapModel, camera: Camera, ordinal: Int, columns: Int, rows: Int, options: SceneOptions) -> Frame {
        lock.lock()
        defer { lock.unlock() }
        var frame = Frame(width: columns, height: rows)
        guard columns > 0, rows > 0 else { return frame }
        canvas.reset(columns: columns, rows: rows)
        let viewport = Viewport(columns: columns, rows: rows, dotAspect: options.dotAspect)
        let t = camera.transform(in: viewport)
        let theme = SceneTheme(options.style)
        let floor = model.floor(ordinal)
        let origin = t.toScreen(Vec2.zero).map { (x: Int(($0.x / 2).rounded(.down)) * 2, y: Int(($0.y / 4).rounded(.down)) * 4) } ?? (0, 0)
        let view = t.visibleGroundRect

        // Context.
        let contextStyle = CellStyle(fg: .index(theme.context), dim: true)
        stroke(model.venueOutline, t, contextStyle, priority: 0)
        for fp in model.footprints { stroke(fp, t, contextStyle, priority: 0) }

        // Units: fills, then walls.
        visible.removeAll(keepingCapacity: true)
        floor.unitIndex.forEach(intersecting: view) { visible.append($0) }
        visible.sort()
        let selectedUnit = options.selection.flatMap { model.graph.unitIndex(of: $0) }
        for slot in visible {
            let u = floor.units[slot]
            let unit = model.graph.archive.units[u.index]
            var area = theme.area(UnitClass(category: unit.category))
            var dim = area.dim
            if let f = options.filter, !f.units.contains(u.index) { area.fill = theme.filteredOut; dim = true; if area.pattern != .none { area.pattern = .sparse } }
            if u.index == selectedUnit { area = AreaStyle(pattern: .dots, fill: theme.selection, dim: false); dim = false }
            if isTiny(u.bounds, t) { continue }
            if project(u.rings, t) && area.pattern != .none {
                canvas.fillPolygon(rings: rings, pattern: area.pattern, style: CellStyle(fg: .index(area.fill), dim: dim), priority: 1, origin: origin)
            }
        }
        minor.removeAll(keepingCapacity: true)
        floor.minorIndex.forEach(intersecting: view) { minor.append($0) }
        let furniture = CellStyle(fg: .index(theme.furniture))
        for m in minor {
            switch m {
            case .fixture(let i): if project(floor.fixtures[i].rings, t) { canvas.fillPolygon(rings: rings, pattern: .checker, style: furniture, priority: 2, origin: origin) }
            case .kiosk(let i): stroke(floor.kiosks[i].rings, t, furniture, priority: 2)
            case .section(let i): stroke(floor.sections[i].rings, t, CellStyle(fg: .index(theme.furniture), dim: true), priority: 2)
            case .detail(let i): for l in floor.details[i].lines { polyline(l, t, CellStyle(fg: .index(theme.context)), priority: 2, closed: false) }
            case .opening: break
            }
        }
        let wallStyle = CellStyle(fg: .index(theme.wall))
        for lv in floor.levels { stroke(lv.rings, t, wallStyle, priority: 2) }
        for slot in visible {
            let u = floor.units[slot]
            if isTiny(u.bounds, t) {
                if let p = t.toScreen(u.bounds.center) { canvas.line(from: p, to: p, style: wallStyle, priority: 2) }
                continue
            }
            let dimmed = options.filter.map { !$0.units.contains(u.index) } ?? false
            stroke(u.rings, t, dimmed ? CellStyle(fg: .index(theme.filteredOut)) : wallStyle, priority: 3)
        }
        let doorStyle = CellStyle(fg: .index(theme.door), bold: true)
        for m in minor { if case .opening(let i) = m { for l in floor.openings[i].lines { polyline(l, t, doorStyle, priority: 4, closed: false) } } }

        // Selection outline.
        if let su = selectedUnit, let slot = floor.unitSlot[su] {
            stroke(floor.units[slot].rings, t, CellStyle(fg: .index(theme.selection), bold: true), priority: 6, stroke: .double)
        }
        // Route.
        let routeStyle = CellStyle(fg: .index(theme.route), bold: true)
        if let route = options.route {
            for l in route.lines[ordinal] ?? [] { polyline(l, t, routeStyle, priority: 7, closed: false, stroke: .thick) }
        }

        // Text layer.
        resetOccupancy(columns: columns, rows: rows)
        let chrome = CellStyle(fg: .index(theme.chrome))
        let baseRow = rows - 2 - options.bottomInset
        if columns >= 40 && rows >= 12 && baseRow >= 0 {
            let text = "Atrium · " + (options.attribution.isEmpty ? model.graph.venueName : options.attribution)
            let shown = options.charset == .ascii ? text.replacingOccurrences(of: "·", with: "-").replacingOccurrences(of: "©", with: "(c)") : text
            let clipped = shown.truncated(toWidth: columns - 4, ellipsis: options.charset == .ascii ? "~" : "…")
            let x = columns - 2 - clipped.terminalWidth
            place(clipped, column: x, row: baseRow, style: chrome, force: true)
            drawScale(t, row: baseRow, maxEnd: x - 2, style: chrome, ascii: options.charset == .ascii)
        }
        if abs(camera.heading) > 0.01 && abs(camera.heading - 360) > 0.01 { drawCompass(t, style: CellStyle(fg: .index(theme.chrome), bold: true), ascii: options.charset == .ascii) }
        if let route = options.route {
            for mark in route.marks[ordinal] ?? [] { placeAt(mark.point, text: mark.text, t, style: routeStyle.with(reverse: true), force: true) }
            if let s = route.start, s.ordinal == ordinal { placeAt(s.point, text: options.charset == .ascii ? "A" : "Ⓐ", t, style: routeStyle, force: true) }
            if let e = route.end, e.ordinal == ordinal { placeAt(e.point, text: options.charset == .ascii ? "B" : "Ⓑ", t, style: routeStyle, force: true) }
        }
        if options.showLabels {
            placeIcons(model: model, floor: floor, t: t, theme: theme, options: options)
            placeLabels(model: model, floor: floor, t: t, theme: theme, options: options, selectedUnit: selectedUnit)
        }
        canvas.render(into: &frame, charset: options.charset)
        return frame
    }

    // MARK: geometry helpers

    /// Whether a feature is smaller than about a dot on screen.
    func isTiny(_ b: Rect, _ t: ViewTransform) -> Bool {
        t.isFlat && max(b.width, b.height) < t.metersPerDot
    }

    /// Projects rings into `rings`; false when nothing is left in front of the camera.
    func project(_ source: [[Vec2]], _ t: ViewTransform) -> Bool {
        rings.removeAll(keepingCapacity: true)
        for r in source {
            ring.removeAll(keepingCapacity: true)
            t.projectRing(r, into: &ring)
            if ring.count >= 2 { rings.append(ring) }
        }
        return !rings.isEmpty
    }

    func stroke(_ source: [[Vec2]], _ t: ViewTransform, _ style: CellStyle, priority: UInt8, stroke s: Stroke = .thin) {
        guard project(source, t) else { return }
        for r in rings { canvas.polyline(r, closed: true, style: style, priority: priority, stroke: s) }
    }

    func polyline(_ points: [Vec2], _ t: ViewTransform, _ style: CellStyle, priority: UInt8, closed: Bool, stroke s: Stroke = .thin) {
        guard points.count >= 2 else { return }
        for i in 1..<points.count {
            guard let (a, b) = t.clipSegmentToNearPlane(points[i - 1], points[i]), let p = t.toScreen(a), let q = t.toScreen(b) else { continue }
            canvas.line(from: p, to: q, style: style, priority: priority, stroke: s)
        }
    }
}

extension CellStyle {
    /// The style with reverse video set or cleared.
    func with(reverse: Bool) -> CellStyle {
        var s = self
        s.reverse = reverse
        return s
    }
}
