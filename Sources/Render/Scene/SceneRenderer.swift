import Foundation
import Synchronization
import VenueFormats
import MapCore
import TerminalKit

/// Draws a venue on one ordinal, seen through a camera, into a ``Frame``.
///
/// Order of drawing, so that colour priorities make sense: context (surroundings, venue and
/// footprints), unit fills, furniture, walls, doors, selection, route; then on the text layer
/// the attribution, scale bar and compass (reserved first), amenity icons and clusters, labels,
/// and last the street names of the surroundings where room remains.
///
/// A renderer keeps its canvas and scratch buffers between frames, so one instance should
/// serve a whole session. A lock serialises frames, so sharing one between threads is safe
/// (frames then simply take turns).
public final class SceneRenderer: @unchecked Sendable {
    private let lock = Mutex(())
    // The buffers below are touched tens of thousands of times per frame on large venues.
    // Frames are serialised by `lock` and never re-enter, so the runtime's exclusivity
    // checks on these class properties are pure overhead: they are turned off.
    @exclusivity(unchecked) var canvas = BrailleCanvas(columns: 0, rows: 0)
    /// The unit pass's buffers (areas, furniture, doors).
    @exclusivity(unchecked) var unitPass = UnitPass()
    /// The wall pass's buffers.
    @exclusivity(unchecked) var wallPass = WallPass()
    /// The label pass's buffers.
    @exclusivity(unchecked) var labelPass = LabelPass()
    /// Which text-layer cells are taken (row-major, ``occupiedColumns`` wide).
    @exclusivity(unchecked) var occupied: [Bool] = []
    var occupiedColumns = 0
    /// The last frame and what it was drawn for.
    var reuse = FrameReuse()
    /// Per-floor tables derived from the model (see ``FloorDerived``).
    var floorTables = FloorTables()
    /// The attribution line last shown and what it was made for (see ``attributionLine``).
    var attributionShown: (key: AttributionKey, text: String, width: Int)?
    /// How many frames were actually drawn (not served from the last one); for tests.
    var scenesDrawn = 0
    /// The unit and kiosk labels of the last frame drawn; for tests.
    var placedLabels: [PlacedLabel] { labelPass.placed }

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
        lock.withLock { _ in
            renderAlone(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
        }
    }

    /// ``render(model:camera:ordinal:columns:rows:options:)`` while holding the lock.
    private func renderAlone(model: MapModel, camera: Camera, ordinal: Int, columns: Int, rows: Int, options: SceneOptions) -> Frame {
        // With a footer, the map is the rows above it: the canvas, the camera's viewport and
        // every pass below see only those.
        let mapRows = options.footer ? rows - 1 : rows
        guard columns > 0, mapRows > 0 else { return Frame(width: columns, height: rows) }
        // The same request as last time (an idle redraw, a note or a card that leaves the
        // map alone): the last frame, without drawing, placing labels or clustering again.
        let request = SceneRequest(camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
        if request == reuse.request, reuse.model === model.identity, let frame = reuse.frame { return frame }
        reuse.request = nil
        scenesDrawn += 1
        defer {
            reuse.request = request
            reuse.model = model.identity
        }
        canvas.reset(columns: columns, rows: mapRows)
        let c = DrawContext(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: mapRows, options: options,
                            derived: { derived(model: model, floor: $0, t: $1, wallHeight: options.wallHeight) })
        drawContext(c)
        // A point occupant (a kiosk in a corridor) is selected at its point: its corridor is not.
        let selectedUnit = options.selection.flatMap { h -> Int? in
            if case .occupant(let o) = h, model.graph.pointOccupants.contains(o) { return nil }
            return model.graph.unitIndex(of: h)
        }
        drawUnitAreas(c, selectedUnit: selectedUnit)
        drawFurnitureAndWalls(c)
        drawSelectionAndRoute(c, selectedUnit: selectedUnit)
        resetOccupancy(columns: columns, rows: mapRows)
        drawChrome(c)
        drawRouteMarks(c)
        drawClosures(c)
        drawHereMark(c)
        if options.showLabels {
            let icons = iconClusters(floor: c.floor, derived: c.derived, t: c.t, options: options)
            placeLabels(floor: c.floor, derived: c.derived, t: c.t, theme: c.theme, options: options, selectedUnit: selectedUnit, icons: icons,
                        graph: c.model.graph)
            placeSurroundingNames(c)
        }
        return finishFrame(charset: options.charset, footerRows: options.footer ? 1 : 0) { frame in
            if options.footer { drawFooter(c, into: &frame) }
        }
    }

    /// What every drawing pass of one frame reads: the request, the floor and its derived
    /// tables, the transform, the theme, the fill patterns' origin and the ground in view.
    struct DrawContext {
        let model: MapModel
        let camera: Camera
        let ordinal: Int
        let columns: Int
        let rows: Int
        let options: SceneOptions
        let floor: FloorGeometry
        let derived: FloorDerived
        let t: ViewTransform
        let theme: SceneTheme
        /// Where fill patterns are anchored (see ``init``).
        let origin: (x: Int, y: Int)
        let view: Rect

        init(model: MapModel, camera: Camera, ordinal: Int, columns: Int, rows: Int, options: SceneOptions,
             derived: (FloorGeometry, ViewTransform) -> FloorDerived) {
            self.model = model
            self.camera = camera
            self.ordinal = ordinal
            self.columns = columns
            self.rows = rows
            self.options = options
            let viewport = Viewport(columns: columns, rows: rows, dotAspect: options.dotAspect)
            t = camera.transform(in: viewport)
            theme = SceneTheme(options.style, tone: options.tone)
            floor = model.floor(ordinal)
            self.derived = derived(floor, t)
            // Fill patterns are anchored to the ground origin, on the cell grid; the origin is
            // snapped first (as the canvas snaps coordinates) so that rounding noise cannot
            // move the anchor by a cell between two positions of a pan.
            origin = t.toScreen(Vec2.zero).map {
                (x: Int((BrailleCanvas.snapped($0.x) / 2).rounded(.down)) * 2, y: Int((BrailleCanvas.snapped($0.y) / 4).rounded(.down)) * 4)
            } ?? (0, 0)
            view = t.visibleGroundRect
        }
    }

    /// The surroundings, the venue outline and building footprints, dimmed.
    private func drawContext(_ c: DrawContext) {
        drawSurroundings(c)
        let contextStyle = CellStyle(fg: .index(c.theme.context), dim: true)
        stroke(c.model.venueOutline, c.t, contextStyle, priority: 0)
        for fp in c.model.footprints { stroke(fp, c.t, contextStyle, priority: 0) }
    }

    /// The visible units' areas: tints through one writer (larger first), or patterns. Also
    /// projects each visible unit's rings into ``unitRings`` for the wall pass.
    private func drawUnitAreas(_ c: DrawContext, selectedUnit: Int?) {
        let floor = c.floor, derived = c.derived, t = c.t, theme = c.theme, options = c.options
        unitPass.collectVisible(floor.unitIndex, count: floor.units.count, intersecting: c.view)
        if unitPass.unitRings.count < unitPass.visible.count { unitPass.unitRings += Array(repeating: [], count: unitPass.visible.count - unitPass.unitRings.count) }
        unitPass.tintJobs.removeAll(keepingCapacity: true)
        // Units are read in place (through buffer pointers) rather than copied: on large
        // venues retaining each unit's geometry costs more than drawing it.
        floor.units.withUnsafeBufferPointer { units in
            derived.unitPoints.withUnsafeBufferPointer { points in
                for (k, slot) in unitPass.visible.enumerated() {
                    let index = units[slot].index, bounds = units[slot].bounds
                    var area = theme.area(derived.unitClasses[slot])
                    var dim = area.dim
                    if let f = options.filter, !f.units.contains(index) {
                        area.fill = theme.filteredOut; dim = true
                        if area.pattern != .none { area.pattern = .sparse }
                        if area.tint != nil { area.tint = theme.filteredOutTint }
                        area.overlay = .none
                    }
                    if index == selectedUnit { area = AreaStyle(pattern: .dots, fill: theme.selection, dim: false, tint: theme.selectionTint); dim = false }
                    if isTiny(bounds, t) { continue }   // the wall pass skips it the same way, so unitPass.unitRings[k] stays unread
                    let source = derived.unitRingRanges[derived.unitRingsOfSlot[slot]]
                    guard Self.project(points, source, t, into: &unitPass.unitRings[k]) else { continue }
                    if options.tintsAreas {
                        // Larger units first, so that a room inside a lobby keeps its own tint.
                        // (Filled after the loop, in this order, through one writer.)
                        if let tint = area.tint { unitPass.tintJobs.append(TintJob(ring: k, color: tint, priority: index == selectedUnit ? Self.tintPriority(0, selected: true) : derived.unitTintPriorities[slot])) }
                        if area.overlay != .none {
                            canvas.fillPolygon(rings: unitPass.unitRings[k], pattern: area.overlay, style: CellStyle(fg: .index(area.overlayColor), dim: dim), priority: 1, origin: c.origin)
                        }
                    } else if area.pattern != .none {
                        canvas.fillPolygon(rings: unitPass.unitRings[k], pattern: area.pattern, style: CellStyle(fg: .index(area.fill), dim: dim), priority: 1, origin: c.origin)
                    }
                }
            }
        }
        if !unitPass.tintJobs.isEmpty {
            canvas.withTintWriter { writer in
                for job in unitPass.tintJobs { writer.fill(rings: unitPass.unitRings[job.ring], color: job.color, priority: job.priority) }
            }
        }
    }

    /// Fixtures, kiosks, sections and details in view, level outlines, then the walls (flat,
    /// or standing up at pitch) with their doors.
    private func drawFurnitureAndWalls(_ c: DrawContext) {
        let floor = c.floor, t = c.t, theme = c.theme, simple = c.derived.minorRings
        unitPass.minor.removeAll(keepingCapacity: true)
        floor.minorIndex.forEach(intersecting: c.view) { unitPass.minor.append($0) }
        let furniture = CellStyle(fg: .index(theme.furniture))
        for m in unitPass.minor {
            switch m {
            case .fixture(let i): if project(simple?.fixtures[i] ?? floor.fixtures[i].rings, t) { canvas.fillPolygon(rings: unitPass.rings, pattern: .checker, style: furniture, priority: 2, origin: c.origin) }
            case .kiosk(let i): stroke(simple?.kiosks[i] ?? floor.kiosks[i].rings, t, furniture, priority: 2)
            case .section(let i): stroke(simple?.sections[i] ?? floor.sections[i].rings, t, CellStyle(fg: .index(theme.furniture), dim: true), priority: 2)
            case .detail(let i): for l in floor.details[i].lines { polyline(l, t, CellStyle(fg: .index(theme.context)), priority: 2, closed: false) }
            case .opening: break
            }
        }
        let wallStyle = CellStyle(fg: .index(theme.wall))
        for (i, lv) in floor.levels.enumerated() { stroke(simple?.levels[i] ?? lv.rings, t, wallStyle, priority: 2) }
        unitPass.collectDoors(count: floor.openings.count)
        if Self.wallsStandUp(t, height: c.options.wallHeight) {
            drawStandingWalls(floor: floor, derived: c.derived, t: t, theme: theme, options: c.options, wallStyle: wallStyle)
        } else {
            drawFlatWalls(floor: floor, derived: c.derived, t: t, theme: theme, options: c.options, wallStyle: wallStyle)
        }
    }

    /// The selected unit's double outline and the route's line on this floor.
    private func drawSelectionAndRoute(_ c: DrawContext, selectedUnit: Int?) {
        if let su = selectedUnit, let slot = c.floor.unitSlot[su] {
            stroke(c.floor.units[slot].rings, c.t, CellStyle(fg: .index(c.theme.selection), bold: true), priority: 6, stroke: .double)
        }
        if let route = c.options.route {
            for l in route.lines[c.ordinal] ?? [] { polyline(l, c.t, Self.routeStyle(c.theme), priority: 7, closed: false, stroke: .thick) }
        }
        drawHereRing(c)
    }

    /// How "you are here" is drawn: its own colour, grey when the position is old.
    private static func hereStyle(_ c: DrawContext, stale: Bool) -> CellStyle {
        CellStyle(fg: .index(stale ? c.theme.chrome : c.theme.here), bold: !stale)
    }

    /// The accuracy ring (when wider than a cell) and the heading line of "you are here".
    private func drawHereRing(_ c: DrawContext) {
        guard let here = c.options.here, here.ordinal == c.ordinal else { return }
        let style = Self.hereStyle(c, stale: here.stale)
        // Meters per cell width: a cell is 2 dots wide.
        let cellMeters = 2 * c.t.metersPerDot
        if let accuracy = here.accuracy, accuracy.isFinite, accuracy > cellMeters {
            let ring = (0...32).map { i -> Vec2 in
                let a = Double(i) / 32 * 2 * Double.pi
                return here.point + Vec2(cos(a), sin(a)) * accuracy
            }
            polyline(ring, c.t, style, priority: 8, closed: false)
        }
        if let heading = here.heading, heading.isFinite {
            let length = max(here.accuracy ?? 0, cellMeters * 2.5)
            let radians = heading * Double.pi / 180
            let tip = here.point + Vec2(sin(radians), cos(radians)) * length
            polyline([here.point, tip], c.t, style, priority: 8, closed: false, stroke: .thick)
        }
    }

    /// How the route is drawn.
    private static func routeStyle(_ theme: SceneTheme) -> CellStyle { CellStyle(fg: .index(theme.route), bold: true) }

    /// On the text layer, reserved first: the attribution in its corner, the scale bar
    /// beside it (unless they go in the footer), and the compass when the map is turned.
    private func drawChrome(_ c: DrawContext) {
        let baseRow = c.rows - 2
        if !c.options.footer && c.rows >= 12 && baseRow >= 0, let row = chromeRow(c) {
            canvas.clearBackground(column: row.x, row: baseRow, width: row.width)
            place(row.attribution, column: row.x, row: baseRow, style: row.style, force: true, width: row.width)
            if let bar = row.scale {
                canvas.clearBackground(column: 2, row: baseRow, width: bar.count)
                place(bar, column: 2, row: baseRow, style: row.style, force: true)
            }
        }
        let heading = c.camera.heading
        if abs(heading) > 0.01 && abs(heading - 360) > 0.01 {
            drawCompass(c.t, style: CellStyle(fg: .index(c.theme.chrome), bold: true), ascii: c.options.charset == .ascii)
        }
    }

    /// The footer, the frame's last row (below the map): blank, with the scale bar at the left
    /// and the attribution at the right, each two columns from its edge, as on the map without
    /// a footer.
    private func drawFooter(_ c: DrawContext, into frame: inout Frame) {
        let y = frame.height - 1
        frame.fill(x: 0, y: y, width: frame.width, height: 1, with: .blank)
        guard let row = chromeRow(c) else { return }
        frame.put(row.attribution, x: row.x, y: y, style: row.style)
        if let bar = row.scale { frame.put(bar, x: 2, y: y, style: row.style) }
    }

    /// What the attribution's row shows, on the map or in the footer: the attribution (cut to
    /// fit), its width and column (two from the right edge), and the scale bar from column 2
    /// when it fits before it. Nil on a map narrower than 40 columns.
    private func chromeRow(_ c: DrawContext) -> (attribution: String, width: Int, x: Int, scale: String?, style: CellStyle)? {
        let options = c.options, columns = c.columns
        guard columns >= 40 else { return nil }
        let (clipped, width) = attributionLine(c.model, attribution: options.attribution, charset: options.charset, columns: columns)
        let x = columns - 2 - width
        return (clipped, width, x, scaleBar(c.t, maxEnd: x - 2, ascii: options.charset == .ascii), CellStyle(fg: .index(c.theme.chrome)))
    }

    /// The attribution line as shown in `columns` (cut to fit) and its width: made on the
    /// first frame of a model, attribution, charset and width and kept.
    private func attributionLine(_ model: MapModel, attribution: String, charset: Charset, columns: Int) -> (text: String, width: Int) {
        let key = AttributionKey(model: model.identity, attribution: attribution, charset: charset, columns: columns)
        if let kept = attributionShown, kept.key == key { return (kept.text, kept.width) }
        let text = "Atrium · " + (attribution.isEmpty ? model.graph.venueName : attribution)
        let shown: String
        if charset == .ascii {
            let ascii = attribution.isEmpty ? "Atrium - " + model.graph.asciiVenueName : text
            shown = ascii.replacingOccurrences(of: "·", with: "-").replacingOccurrences(of: "©", with: "(c)").asciiShown
        } else {
            shown = text
        }
        let clipped = shown.truncated(toWidth: columns - 4, ellipsis: charset == .ascii ? "~" : "…")
        let width = clipped.terminalWidth
        attributionShown = (key, clipped, width)
        return (clipped, width)
    }

    /// The route's level-change marks and its start and end on this floor.
    private func drawRouteMarks(_ c: DrawContext) {
        guard let route = c.options.route else { return }
        let routeStyle = Self.routeStyle(c.theme), ascii = c.options.charset == .ascii
        for mark in route.marks[c.ordinal] ?? [] { placeAt(mark.point, text: mark.text, c.t, style: routeStyle.with(reverse: true), force: true) }
        if let s = route.start, s.ordinal == c.ordinal { placeAt(s.point, text: ascii ? "A" : "Ⓐ", c.t, style: routeStyle, force: true) }
        if let e = route.end, e.ordinal == c.ordinal { placeAt(e.point, text: ascii ? "B" : "Ⓑ", c.t, style: routeStyle, force: true) }
    }

    /// Closed lifts, escalators, stairs and doors on this floor: a ✕ on red each, over labels.
    private func drawClosures(_ c: DrawContext) {
        // Reversed: a red cell with the cross cut out, seen over any area tint.
        let style = CellStyle(fg: .index(c.theme.closed), bold: true).with(reverse: true)
        let text = c.options.charset == .ascii ? "X" : "✕"
        for mark in c.options.closures where mark.ordinal == c.ordinal {
            placeAt(mark.point, text: text, c.t, style: style, force: true)
        }
    }

    /// The "you are here" marker itself, over everything but the selection's own outline.
    private func drawHereMark(_ c: DrawContext) {
        guard let here = c.options.here, here.ordinal == c.ordinal else { return }
        let ascii = c.options.charset == .ascii
        let style = Self.hereStyle(c, stale: here.stale)
        placeAt(here.point, text: ascii ? "@" : "◉", c.t, style: style, force: true)
        // "you are here" beside it, where it fits without covering a label.
        if let p = c.t.toScreen(here.point), p.x.isFinite, p.y.isFinite {
            let column = Int((p.x / 2).rounded(.down)) + 2, row = Int((p.y / 4).rounded(.down))
            place(c.options.hereLabel, column: column, row: row, style: style)
        }
    }

    /// The canvas as a frame. The last frame is kept: when the caller has let go of it
    /// (the explorer does) and the size and charset are the same, it is updated in place
    /// where the canvas changed, instead of building all cells of a new frame.
    /// `footerRows` rows below the canvas's are drawn by `footer` (blank in a new frame, as
    /// last drawn in a kept one), before the frame is kept.
    func finishFrame(charset: Charset, footerRows: Int = 0, footer: (inout Frame) -> Void = { _ in }) -> Frame {
        var frame: Frame
        let height = canvas.rows + footerRows
        if var last = reuse.frame, last.width == canvas.columns, last.height == height, reuse.shown.charset == charset {
            reuse.frame = nil   // so that `last` is the only reference when the caller dropped its copy
            canvas.render(over: &last, shown: reuse.shown)
            frame = last
        } else {
            frame = Frame(width: canvas.columns, height: height)
            canvas.render(ontoBlank: &frame, charset: charset)
        }
        footer(&frame)
        reuse.shown.record(canvas, charset: charset)
        reuse.frame = frame
        return frame
    }

    /// Walls and doors of a flat view: unit outlines and door lines on the floor.
    ///
    /// A wall two rooms share is drawn with the first of them only, when the second would
    /// draw exactly the same dots over it in the same style: seen straight down, without a
    /// filter (every outline in one style), and upright or level on screen (a slanted line
    /// drawn the other way round may step at other dots).
    func drawFlatWalls(floor: FloorGeometry, derived: FloorDerived, t: ViewTransform, theme: SceneTheme,
                       options: SceneOptions, wallStyle: CellStyle) {
        let shareWalls = t.isFlat && options.filter == nil
        if shareWalls {
            if wallPass.drawnIn.count < floor.units.count { wallPass.drawnIn += repeatElement(0, count: floor.units.count - wallPass.drawnIn.count) }
            wallPass.frame &+= 1
            if wallPass.frame == 0 {
                for i in wallPass.drawnIn.indices { wallPass.drawnIn[i] = 0 }
                wallPass.frame = 1
            }
            floor.units.withUnsafeBufferPointer { units in
                for slot in unitPass.visible where !isTiny(units[slot].bounds, t) { wallPass.drawnIn[slot] = wallPass.frame }
            }
        }
        floor.units.withUnsafeBufferPointer { units in
            for (k, slot) in unitPass.visible.enumerated() {
                let bounds = units[slot].bounds
                if isTiny(bounds, t) {
                    if let p = t.toScreen(bounds.center) { canvas.line(from: p, to: p, style: wallStyle, priority: 2) }
                    continue
                }
                let dimmed = options.filter.map { !$0.units.contains(units[slot].index) } ?? false
                let style = dimmed ? CellStyle(fg: .index(theme.filteredOut)) : wallStyle
                let ranges = derived.unitRingRanges[derived.unitRingsOfSlot[slot]]
                if shareWalls && Self.sameShape(unitPass.unitRings[k], ranges) {
                    drawWalls(unitPass.unitRings[k], ranges: ranges, owners: derived.unitWallOwners, style: style)
                } else {
                    unitPass.unitRings[k].withUnsafeBufferPointer { screen in
                        for r in screen.indices { canvas.polyline(screen[r], closed: true, style: style, priority: 3) }
                    }
                }
            }
        }
        let doorStyle = CellStyle(fg: .index(theme.door), bold: true)
        // Every door through one dot writer (thousands of short lines on dense floors).
        derived.doorPoints.withUnsafeBufferPointer { points in
            canvas.withDotWriter { dots in
                for i in unitPass.doors {
                    for line in derived.doorLines[derived.doorLinesOfOpening[i]] where line.count >= 2 {
                        for k in (line.lowerBound + 1)..<line.upperBound {
                            guard let (p, q) = t.clipSegmentToNearPlane(points[k - 1], points[k]) else { continue }
                            BrailleCanvas.line(dots, from: p, to: q, style: doorStyle, priority: 4, width: 1)
                        }
                    }
                }
            }
        }
    }

    /// Whether screen rings have one point for each ground point of `ranges` (as a flat
    /// view projects them), so that walls can be found by position.
    static func sameShape(_ screen: [[Vec2]], _ ranges: ArraySlice<Range<Int>>) -> Bool {
        guard screen.count == ranges.count else { return false }
        for (ring, range) in zip(screen, ranges) where ring.count != range.count { return false }
        return true
    }

    /// A unit's outline like ``BrailleCanvas/polyline(_:closed:style:priority:stroke:)``
    /// (priority 3), leaving out each wall already drawn by the unit that owns it
    /// (``FloorDerived/unitWallOwners``) when it stands upright or lies level on screen.
    func drawWalls(_ screen: [[Vec2]], ranges: ArraySlice<Range<Int>>, owners: [Int32], style: CellStyle) {
        let frame = wallPass.frame
        owners.withUnsafeBufferPointer { owners in
            wallPass.drawnIn.withUnsafeBufferPointer { drawn in
                canvas.withDotWriter { dots in
                    for (ring, range) in zip(screen, ranges) {
                        // A ring that repeats its first point closes itself: the closing
                        // segment would only draw the first point's dot again.
                        let n = ring.count, last = ring[n - 1] == ring[0] ? n - 1 : n
                        // Each point's dot is found once (points on the canvas: their
                        // segments are drawn unclipped), not once per segment end.
                        let firstDot = BrailleCanvas.dotOnCanvas(ring[0], dots)
                        var aDot = firstDot
                        for k in 0..<last {
                            let next = k + 1 == n ? 0 : k + 1
                            let a = ring[k], b = ring[next]
                            let bDot = next == 0 ? firstDot : BrailleCanvas.dotOnCanvas(b, dots)
                            defer { aDot = bDot }
                            let owner = owners[range.lowerBound + k]
                            if let p = aDot, let q = bDot {
                                if owner >= 0 && drawn[Int(owner)] == frame && (p.x == q.x || p.y == q.y) { continue }
                                BrailleCanvas.bresenham(dots, p.x, p.y, q.x, q.y, steps: 0...Int.max, width: 1, style: style, priority: 3)
                                continue
                            }
                            if owner >= 0 && drawn[Int(owner)] == frame && BrailleCanvas.uprightOrLevel(a, b) { continue }
                            BrailleCanvas.line(dots, from: a, to: b, style: style, priority: 3, width: 1)
                        }
                    }
                }
            }
        }
    }

    // MARK: geometry helpers

    /// The positions `0..<count` that `index` finds meeting `rect`, into `out` in ascending
    /// order (the drawing order), through one bit per position in `marks` rather than a
    /// sort: setting the bits costs one step per item found, and reading them one per 64
    /// positions.
    static func collect(_ index: SpatialIndex<Int>, count: Int, intersecting rect: Rect, marks: inout [UInt64], into out: inout [Int]) {
        ascending(count: count, marks: &marks, into: &out) { mark in index.forEach(intersecting: rect, mark) }
    }

    /// The distinct positions in `0..<count` that `find` marks, into `out` in ascending
    /// order, through one bit per position in `marks` (left all clear again).
    static func ascending(count: Int, marks: inout [UInt64], into out: inout [Int], _ find: ((Int) -> Void) -> Void) {
        out.removeAll(keepingCapacity: true)
        let words = (count + 63) / 64
        if marks.count < words { marks += repeatElement(0, count: words - marks.count) }
        marks.withUnsafeMutableBufferPointer { bits in
            find { i in
                guard i >= 0, i < count else { return }
                bits[i >> 6] |= 1 << UInt64(i & 63)
            }
            for w in 0..<words where bits[w] != 0 {
                var word = bits[w]
                bits[w] = 0
                while word != 0 {
                    out.append(w << 6 | word.trailingZeroBitCount)
                    word &= word - 1
                }
            }
        }
    }

    /// The background priority of a unit's tint: smaller units win over larger ones they
    /// overlap (a shop inside a lobby), the selection over every unit (not over walls
    /// standing in front of it).
    static func tintPriority(_ area: Double, selected: Bool) -> UInt8 {
        if selected { return wallFacePriority - 1 }
        // 10 m² steps on a log scale: 1 m² → 250, 10⁶ m² → 10.
        let p = 250 - 40 * log10(max(1, area))
        return UInt8(max(2, min(250, p)))
    }

    /// Whether a feature is smaller than about a dot on screen.
    func isTiny(_ b: Rect, _ t: ViewTransform) -> Bool {
        t.isFlat && max(b.width, b.height) < t.metersPerDot
    }

    /// Projects rings into `rings`; false when nothing is left in front of the camera.
    ///
    /// The ring arrays are reused from one call to the next (projected in place), so
    /// drawing a unit allocates nothing once the buffers have grown.
    func project(_ source: [[Vec2]], _ t: ViewTransform) -> Bool {
        Self.project(source, t, into: &unitPass.rings)
    }

    /// Projects rings stored as ranges of one point buffer (see ``FloorDerived/unitPoints``)
    /// into `out`, like ``project(_:_:into:)``, reading the points in place.
    static func project(_ points: UnsafeBufferPointer<Vec2>, _ ranges: ArraySlice<Range<Int>>, _ t: ViewTransform,
                        into out: inout [[Vec2]]) -> Bool {
        var n = 0
        for range in ranges {
            if n == out.count { out.append([]) }
            out[n].removeAll(keepingCapacity: true)
            t.projectRing(UnsafeBufferPointer(rebasing: points[range]), into: &out[n])
            if out[n].count >= 2 { n += 1 }
        }
        if out.count > n { out.removeLast(out.count - n) }
        return n > 0
    }

    /// Projects rings into `out`, reusing its arrays; false when nothing is left in front of the camera.
    static func project(_ source: [[Vec2]], _ t: ViewTransform, into out: inout [[Vec2]]) -> Bool {
        var n = 0
        source.withUnsafeBufferPointer { source in
            for i in source.indices {
                if n == out.count { out.append([]) }
                out[n].removeAll(keepingCapacity: true)
                t.projectRing(source[i], into: &out[n])
                if out[n].count >= 2 { n += 1 }
            }
        }
        if out.count > n { out.removeLast(out.count - n) }
        return n > 0
    }

    func stroke(_ source: [[Vec2]], _ t: ViewTransform, _ style: CellStyle, priority: UInt8, stroke s: Stroke = .thin) {
        guard project(source, t) else { return }
        for r in unitPass.rings { canvas.polyline(r, closed: true, style: style, priority: priority, stroke: s) }
    }

    func polyline(_ points: [Vec2], _ t: ViewTransform, _ style: CellStyle, priority: UInt8, closed: Bool, stroke s: Stroke = .thin) {
        points.withUnsafeBufferPointer { polyline($0, t, style, priority: priority, closed: closed, stroke: s) }
    }

    func polyline(_ points: UnsafeBufferPointer<Vec2>, _ t: ViewTransform, _ style: CellStyle, priority: UInt8, closed: Bool, stroke s: Stroke = .thin) {
        guard points.count >= 2 else { return }
        for i in 1..<points.count {
            // The clip returns screen points already (projecting them again drew doors,
            // details and routes in the wrong place).
            guard let (p, q) = t.clipSegmentToNearPlane(points[i - 1], points[i]) else { continue }
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

/// A unit's tint to fill: its screen rings (a position in ``SceneRenderer/unitRings``),
/// colour and background priority.
struct TintJob {
    var ring: Int
    var color: UInt8
    var priority: UInt8
}

/// What the attribution line depends on (see ``SceneRenderer/attributionShown``).
struct AttributionKey: Equatable {
    var model: MapModelIdentity
    var attribution: String
    var charset: Charset
    var columns: Int

    static func == (l: AttributionKey, r: AttributionKey) -> Bool {
        l.model === r.model && l.attribution == r.attribution && l.charset == r.charset && l.columns == r.columns
    }
}

/// Everything a scene depends on besides the model: when two requests are equal, so are
/// their frames.
struct SceneRequest: Equatable {
    var camera: Camera
    var ordinal: Int
    var columns: Int
    var rows: Int
    var options: SceneOptions
}

extension SceneRenderer {
    /// Buffers of the unit pass, kept between frames to reuse their storage.
    struct UnitPass {
        /// Screen points of one feature being drawn (``project(_:_:)``).
        var rings: [[Vec2]] = []
        /// The screen rings of each visible unit (by position in ``visible``), projected once
        /// by the fill pass and drawn again by the wall pass.
        var unitRings: [[[Vec2]]] = []
        /// The floor's units in view (slots).
        var visible: [Int] = []
        /// The unit tints of a frame, in drawing order (see ``TintJob``).
        var tintJobs: [TintJob] = []
        /// One bit per unit, for ``collect(_:count:intersecting:marks:into:)``.
        var marks: [UInt64] = []
        /// Fixtures, kiosks, sections, details and openings in view.
        var minor: [MinorFeature] = []
        /// The openings among ``minor``, in array order (all drawn alike, so order is free:
        /// array order reads the geometry sequentially instead of hopping across memory).
        var doors: [Int] = []

        /// The floor's units in `index` that meet `rect`, into ``visible`` in drawing order.
        mutating func collectVisible(_ index: SpatialIndex<Int>, count: Int, intersecting rect: Rect) {
            SceneRenderer.collect(index, count: count, intersecting: rect, marks: &marks, into: &visible)
        }

        /// The openings among ``minor``, into ``doors`` in array order.
        mutating func collectDoors(count: Int) {
            let minor = self.minor
            SceneRenderer.ascending(count: count, marks: &marks, into: &doors) { mark in
                for m in minor { if case .opening(let i) = m { mark(i) } }
            }
        }
    }

    /// Buffers of the wall pass.
    struct WallPass {
        /// For each unit, the number of the last frame whose wall pass drew its walls (see
        /// ``drawFlatWalls``).
        var drawnIn: [UInt32] = []
        /// The number of this frame's wall pass.
        var frame: UInt32 = 0
        /// The walls of a pitched view, sorted farthest first (see ``drawStandingWalls``).
        var standing: [StandingWall] = []
        /// Positions of a long run of equal depth in ``standing``, for ``markTwins(_:scratch:)``.
        var twinScratch: [Int] = []
        /// Whether a face that a later face on the same edge draws over is left out (see
        /// ``StandingTwin``); false draws every face whole, as before (for tests).
        var drawsTwinsOnce = true
    }

    /// Buffers of the label pass.
    struct LabelPass {
        /// Crossings of a label's row with its unit's rings (see ``inside(_:at:scratch:)``).
        var crossings: [Double] = []
        /// Labels cut to their rooms and folded to ASCII, for ``FloorTables/model``.
        var cuts = LabelCuts()
        /// The label candidates and their order.
        var candidates: [LabelCandidate] = []
        var order: [LabelOrder] = []
        /// The unit and kiosk labels of the last frame drawn.
        var placed: [PlacedLabel] = []
    }

    /// The last frame returned, what the canvas showed in it (see ``finishFrame(charset:)``),
    /// and what it was drawn for.
    struct FrameReuse {
        var frame: Frame?
        var shown = CanvasSnapshot()
        var request: SceneRequest?
        /// The model of ``request`` (kept alive so that its identity cannot be reused by
        /// another model).
        var model: MapModelIdentity?
    }

    /// Tables derived once per floor of one model.
    struct FloorTables {
        /// A floor's table simplified for a zoom band.
        struct BandKey: Hashable {
            var ordinal: Int
            var band: Int
        }
        /// The model whose floors ``floors`` describes.
        var model: MapModelIdentity?
        var floors: [Int: FloorDerived] = [:]
        /// The floors' tables simplified per zoom band (see ``FloorDerived/detailBand(metersPerDot:)``).
        var bands: [BandKey: FloorDerived] = [:]
        /// The floors' rings cut into chains, for making their bands (see ``FloorCut``).
        var cuts: [Int: FloorCut] = [:]
        /// How many simplified tables were made (each once per floor, band and model); for tests.
        var bandsMade = 0
    }
}
