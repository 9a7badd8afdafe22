import VenueFormats
import MapCore
import TerminalKit

/// A label the last frame shows, and where (nil when placed freely, as the selection's).
struct PlacedLabel: Equatable {
    var text: String
    var column: Int?
    var row: Int?
    var width: Int
}

extension SceneRenderer {
    /// A candidate's sort key (see ``placeLabels``).
    struct LabelOrder {
        var tier: Int
        var area: Double
        var rank: Int32
        var index: Int
    }

    /// A label that wants a place on the map.
    struct LabelCandidate {
        /// The label's width in columns (its text is found through ``feature``, only for
        /// the candidates that get a room: most never do on dense floors).
        var width: Int
        var point: Vec2
        var tier: LabelTier
        /// Screen area of the feature in cells: larger first within a tier.
        var area: Double
        /// Columns the label may take: the room's inside on the label's row.
        var room: (first: Int, end: Int)?
        var selected: Bool
        /// The tint of the label's unit (when areas are tinted): the label's background, so
        /// that it reads the same over a wall face standing in front of its room.
        var tint: UInt8? = nil
        /// The unit's position in ``SceneRenderer/visible`` (its screen rings): the room is
        /// measured only when the label gets its turn and its spot is still free.
        var ring: Int? = nil
        /// The label's feature in ``LabelCuts``: a unit's position in ``FloorGeometry/units``,
        /// a kiosk's in ``FloorGeometry/kiosks`` after the units, a point occupant's in
        /// ``FloorGeometry/pointOccupants`` after the kiosks.
        var feature: Int
        /// The label's rank among the floor's labels as strings (``FloorDerived/unitLabelRanks``).
        var rank: Int32
    }

    /// Unit, occupant and kiosk labels by tier (``LabelTier``: selection, points of
    /// interest and occupants, named rooms, room numbers, corridors), larger features first
    /// within a tier, without collisions. A label stays inside its room's walls on its row;
    /// one at most two cells longer than the room's inside may cover the room's own side
    /// walls; longer ones are cut to their distinctive part (see
    /// ``Swift/String/abbreviated(toWidth:ellipsis:)``), and a room too narrow for even that
    /// gets none. Two different labels cut to the same
    /// text are not both shown.
    ///
    /// In steps: the candidates of visible units and kiosks, their order, then each in turn
    /// placed if it still finds room (``placeLabel(_:floor:derived:t:styles:ascii:)``).
    ///
    /// The selection, the floor's landmarks (``LabelTier/landmark``) and then named shops
    /// and kiosks (``LabelTier/pointOfInterest``) go before the amenity marks `icons`: a landmark's label takes the first spot inside its space where
    /// the whole name fits (``placeLandmark(_:t:style:text:width:)``), one that leaves
    /// the marks their cells if there is one, else over them (the marks then make way); the
    /// marks are drawn next, then every other label.
    func placeLabels(floor: FloorGeometry, derived: FloorDerived, t: ViewTransform, theme: SceneTheme, options: SceneOptions,
                     selectedUnit: Int?, icons: [IconCluster], graph: VenueGraph) {
        labelPass.placed.removeAll(keepingCapacity: true)
        var candidates = labelPass.candidates
        candidates.removeAll(keepingCapacity: true)
        defer { labelPass.candidates = candidates }
        let cellArea = t.metersPerDot * t.metersPerDot * 8
        collectUnitLabels(into: &candidates, floor: floor, derived: derived, t: t, theme: theme, options: options,
                          selectedUnit: selectedUnit, cellArea: cellArea)
        collectKioskLabels(into: &candidates, floor: floor, derived: derived, t: t, options: options, cellArea: cellArea)
        collectPointOccupantLabels(into: &candidates, floor: floor, derived: derived, options: options)
        var order = labelPass.order
        defer { labelPass.order = order }
        Self.sortLabels(candidates, into: &order)
        let styles = LabelStyles(label: CellStyle(fg: .index(theme.label)), corridor: CellStyle(fg: .index(theme.walkwayLabel)),
                                 selected: CellStyle(fg: .index(theme.selection), bold: true))
        let ascii = options.charset == .ascii
        labelPass.cuts.begin(ordinal: floor.ordinal, ascii: ascii, features: floor.units.count + floor.kiosks.count + floor.pointOccupants.count)
        defer { labelPass.cuts.end() }
        let firstRest = order.firstIndex { $0.tier > LabelTier.landmark.rawValue } ?? order.count
        // Named shops and kiosks go before the amenity marks too: a mark never takes the only
        // spot a shop's name had.
        let firstOrdinary = order.firstIndex { $0.tier > LabelTier.pointOfInterest.rawValue } ?? order.count
        let reserved = reserve(icons, ascii: ascii)
        var missed: [Int] = []
        for entry in order[..<firstRest] {
            let c = candidates[entry.index]
            if c.tier == .landmark, let (text, width, _) = labelText(c, floor: floor, derived: derived, ascii: ascii, graph: graph) {
                if !placeLandmark(c, t: t, style: labelStyle(c, styles), text: text, width: width) { missed.append(entry.index) }
            } else {
                placeLabel(c, floor: floor, derived: derived, t: t, styles: styles, ascii: ascii, graph: graph)
            }
        }
        unreserve(reserved)
        for i in missed {
            let c = candidates[i]
            if let (text, width, _) = labelText(c, floor: floor, derived: derived, ascii: ascii, graph: graph),
               placeLandmark(c, t: t, style: labelStyle(c, styles), text: text, width: width) { continue }
            placeLabel(c, floor: floor, derived: derived, t: t, styles: styles, ascii: ascii, graph: graph)
        }
        for entry in order[firstRest..<max(firstRest, firstOrdinary)] {
            placeLabel(candidates[entry.index], floor: floor, derived: derived, t: t, styles: styles, ascii: ascii, graph: graph)
        }
        placeIcons(icons, theme: theme, options: options)
        // The rest in order of priority, up to what the screen could ever hold: on a floor
        // of thousands of rooms in view, the least of them are not even tried.
        for entry in order[max(firstRest, firstOrdinary)...].prefix(Self.labelAttempts(columns: canvas.columns, rows: canvas.rows)) {
            placeLabel(candidates[entry.index], floor: floor, derived: derived, t: t, styles: styles, ascii: ascii, graph: graph)
        }
    }

    /// How many ordinary labels a frame tries at most: one per six cells (a label takes
    /// at least three and a free cell either side), more than a screen can show.
    static func labelAttempts(columns: Int, rows: Int) -> Int {
        max(64, columns * rows / 6)
    }

    /// The looks of labels: ordinary, corridor and selected.
    struct LabelStyles {
        var label: CellStyle
        var corridor: CellStyle
        var selected: CellStyle
    }

    /// The label candidates of the visible units that have a label and room enough for one.
    private func collectUnitLabels(into candidates: inout [LabelCandidate], floor: FloorGeometry, derived: FloorDerived,
                                   t: ViewTransform, theme: SceneTheme, options: SceneOptions, selectedUnit: Int?, cellArea: Double) {
        // Units are read in place: copying each one (with its rings) costs more than the test.
        floor.units.withUnsafeBufferPointer { units in
            for (k, slot) in unitPass.visible.enumerated() {
                let cls = derived.unitClasses[slot]
                if cls == .opentobelow || cls == .structure { continue }
                guard derived.unitLabels[slot] != nil else { continue }
                let index = units[slot].index, bounds = units[slot].bounds
                let selected = index == selectedUnit
                if let f = options.filter, !f.units.contains(index), !selected { continue }
                let area = units[slot].area / max(cellArea, 1e-9)
                // Smaller than two cells, narrower than two cells across, or drawn as a dot: no
                // room for a label (cheap tests first: on huge venues most units end here).
                if !selected && (area < 2 || max(bounds.width, bounds.height) < t.metersPerDot * 4 || isTiny(bounds, t)) { continue }
                // A label point off the screen gets no label (``roomForLabel``): left out
                // before sorting rather than after.
                // Landmarks look for room anywhere inside, so theirs may be off the screen.
                let tier = selected ? .selection : derived.unitLabelTiers[slot]
                if tier != .landmark && t.toScreen(units[slot].labelPoint).flatMap(labelCell) == nil { continue }
                candidates.append(LabelCandidate(width: derived.unitLabelWidths[slot], point: units[slot].labelPoint,
                                                 tier: tier,
                                                 area: area, room: nil, selected: selected,
                                                 tint: options.tintsAreas ? (selected ? theme.selectionTint : theme.area(cls).tint) : nil,
                                                 ring: selected ? nil : k, feature: slot, rank: derived.unitLabelRanks[slot]))
            }
        }
    }

    /// The label candidates of the floor's kiosks whose label is not much wider than the kiosk.
    private func collectKioskLabels(into candidates: inout [LabelCandidate], floor: FloorGeometry, derived: FloorDerived,
                                    t: ViewTransform, options: SceneOptions, cellArea: Double) {
        for (position, k) in floor.kiosks.enumerated() {
            guard derived.kioskLabels[position] != nil else { continue }
            let across = k.bounds.width / (t.metersPerDot * 2)
            let widthCells = across.isFinite ? Int(min(across, 1e6)) : 0
            let selected = options.selection == .kiosk(k.index)
            let width = derived.kioskLabelWidths[position]
            guard selected || width <= widthCells + 4 else { continue }
            candidates.append(LabelCandidate(width: width, point: k.labelPoint, tier: selected ? .selection : .pointOfInterest,
                                             area: k.area / max(cellArea, 1e-9), room: nil, selected: selected,
                                             feature: floor.units.count + position, rank: derived.kioskLabelRanks[position]))
        }
    }

    /// The label candidates of the floor's point occupants (a shop anchored in a corridor):
    /// points of interest at their anchors, placed freely like kiosks' names.
    private func collectPointOccupantLabels(into candidates: inout [LabelCandidate], floor: FloorGeometry, derived: FloorDerived,
                                            options: SceneOptions) {
        let first = floor.units.count + floor.kiosks.count
        for (position, p) in floor.pointOccupants.enumerated() {
            guard derived.pointOccupantLabels[position] != nil else { continue }
            let selected = options.selection == .occupant(p.index)
            if let f = options.filter, !f.occupants.contains(p.index), !selected { continue }
            candidates.append(LabelCandidate(width: derived.pointOccupantLabelWidths[position], point: p.point,
                                             tier: selected ? .selection : .pointOfInterest, area: 0, room: nil,
                                             selected: selected, feature: first + position, rank: 0))
        }
    }

    /// The order candidates are placed in: by tier, larger first, then by the floor's rank.
    /// Sorted through a small key per candidate rather than moving the candidates around:
    /// thousands of them on huge venues.
    private static func sortLabels(_ candidates: [LabelCandidate], into order: inout [LabelOrder]) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: candidates.indices.lazy.map { LabelOrder(tier: candidates[$0].tier.rawValue, area: candidates[$0].area, rank: candidates[$0].rank, index: $0) })
        order.sort { a, b in
            if a.tier != b.tier { return a.tier < b.tier }
            if a.area != b.area { return a.area > b.area }
            return a.rank < b.rank
        }
    }

    /// Places one candidate if its spot is free: inside its room on its row (cut to fit, or
    /// over the room's own side walls when two cells short), or freely for kiosks and the
    /// selection.
    @discardableResult
    private func placeLabel(_ candidate: LabelCandidate, floor: FloorGeometry, derived: FloorDerived, t: ViewTransform,
                            styles: LabelStyles, ascii: Bool, graph: VenueGraph) -> Bool {
        var c = candidate
        let ellipsis: Character = ascii ? "~" : "…"
        let style = labelStyle(c, styles)
        if let k = c.ring {
            guard let (room, point) = roomForLabel(ringsOf: k, at: c.point, t) else { return false }
            c.room = room
            c.point = point
        }
        guard case (var text, var width, let source)? = labelText(c, floor: floor, derived: derived, ascii: ascii, graph: graph) else { return false }
        guard let roomInside = c.room else {
            if width > 40 { text = text.truncated(toWidth: 40, ellipsis: ellipsis); width = text.terminalWidth }
            guard placeAt(c.point, text: text, t, style: style, force: c.selected, width: width) else { return false }
            labelPass.placed.append(PlacedLabel(text: text, column: nil, row: nil, width: width))
            return true
        }
        guard let p = t.toScreen(c.point).map(Self.snapped) else { return false }
        let row = Int((p.y / 4).rounded(.down)), centre = Int((p.x / 2).rounded(.down))
        // Centred on the label point, kept inside `room`.
        func column(_ w: Int, _ room: (first: Int, end: Int)) -> Int { max(room.first, min(room.end - w, centre - w / 2)) }
        let room = roomInside
        let available = room.end - room.first
        if width <= available || (width <= available + 2 && room.first > 0 && room.end < canvas.columns) {
            // The whole label; in a room too small to hold it (a four-digit number in three
            // cells) it may cover the room's own two side walls rather than lose what tells
            // it apart, never more.
            let r = width <= available ? room : (room.first - 1, room.end + 1)
            let col = column(width, r)
            if isFree(column: col, row: row, width: width), place(text, column: col, row: row, style: style, width: width) {
                labelPass.placed.append(PlacedLabel(text: text, column: col, row: row, width: width))
                return true
            }
        }
        // Else the label cut to its distinctive part: to the room's inside, then a cell or two
        // shorter, which leaves a free cell beside a neighbour whose label reaches this room's
        // wall (two labels never touch). A cut that keeps fewer than
        // ``minimumCutCharacters`` characters is left out ("Pa…" tells nothing).
        let whole = text
        for w in stride(from: min(width - 1, available), through: max(1, min(width - 1, available) - 2), by: -1) {
            let shown = labelPass.cuts.cut(c.feature, width: w, source: source) { whole.abbreviated(toWidth: w, ellipsis: ellipsis) }
            guard let cut = shown.text, cut.filter({ $0 != ellipsis }).count >= Self.minimumCutCharacters else { return false }
            let col = column(shown.width, room)
            guard isFree(column: col, row: row, width: shown.width) else { continue }
            // Two different labels cut to the same text are not both shown.
            guard labelPass.cuts.claim(shown), place(cut, column: col, row: row, style: style, width: shown.width) else { return false }
            labelPass.placed.append(PlacedLabel(text: cut, column: col, row: row, width: shown.width))
            return true
        }
        return false
    }

    /// The fewest characters a cut label keeps, besides its ellipsis.
    static let minimumCutCharacters = 4

    /// A candidate's look: selected, corridor or ordinary, on its unit's tint.
    private func labelStyle(_ c: LabelCandidate, _ styles: LabelStyles) -> CellStyle {
        var style = c.selected ? styles.selected : (c.tier == .corridor ? styles.corridor : styles.label)
        if let tint = c.tint { style.bg = .index(tint) }
        return style
    }

    /// A candidate's whole text and width (for the ASCII charset, a language of the archive
    /// that ASCII can show, else the label transliterated: ``IMDF/Labels/asciiText(_:)``),
    /// and its label as the archive gives it.
    private func labelText(_ c: LabelCandidate, floor: FloorGeometry, derived: FloorDerived, ascii: Bool,
                           graph: VenueGraph) -> (text: String, width: Int, source: String)? {
        let kioskEnd = floor.units.count + floor.kiosks.count
        let source = c.feature < floor.units.count ? derived.unitLabels[c.feature]
            : c.feature < kioskEnd ? derived.kioskLabels[c.feature - floor.units.count] : derived.pointOccupantLabels[c.feature - kioskEnd]
        guard let source else { return nil }
        guard ascii else { return (source, c.width, source) }
        let folded = labelPass.cuts.folded(c.feature, source: source) {
            (Self.labels(of: c.feature, floor: floor, graph: graph)?.asciiText(graph.language) ?? source.asciiShown).unshouted
        }
        return (folded.text ?? source, folded.width, source)
    }

    /// Where a unit's label may go: the inside of the unit on the label point's row, else
    /// on the row below or above it when a wall runs there, with the label point moved to
    /// that row; nil when none has room or the label point's cell is taken already.
    func roomForLabel(ringsOf k: Int, at ground: Vec2, _ t: ViewTransform) -> (room: (first: Int, end: Int), point: Vec2)? {
        guard let p = t.toScreen(ground), let (column, row) = labelCell(p),
              !occupied[row * occupiedColumns + column] else { return nil }
        for dy in Self.labelRowOffsets {
            guard let r = Self.inside(unitPass.unitRings[k], at: p + Vec2(0, dy), scratch: &labelPass.crossings), r.end - r.first >= 1 else { continue }
            let point = dy == 0 ? ground : (t.toGround(p + Vec2(0, dy)) ?? ground)
            return ((max(0, r.first), min(canvas.columns, r.end)), point)
        }
        return nil
    }

    /// A screen point (dots) rounded as walls are (``BrailleCanvas/snapped(_:)``) before it
    /// picks a cell: a map moved by whole cells then puts each label in the cells it had,
    /// moved the same, rather than one cell over where projection noise straddles a cell's
    /// edge (the terminal would have to redraw it on every pan).
    static func snapped(_ p: Vec2) -> Vec2 {
        Vec2(BrailleCanvas.snapped(p.x), BrailleCanvas.snapped(p.y))
    }

    /// Where a label may go, in dots from its point: its own row, the row below, the row above.
    static let labelRowOffsets: [Double] = [0, 4, -4]

    /// The canvas cell holding screen point `p` (dots), or nil when it is off the canvas.
    func labelCell(_ screen: Vec2) -> (column: Int, row: Int)? {
        let p = Self.snapped(screen)
        guard p.x.isFinite, p.y.isFinite, p.x >= 0, p.y >= 0,
              p.x < Double(canvas.dotWidth), p.y < Double(canvas.dotHeight) else { return nil }
        return (Int((p.x / 2).rounded(.down)), Int((p.y / 4).rounded(.down)))
    }

    /// The columns `first..<end` of the cells wholly inside `rings` on the row of screen
    /// point `p` (dots) around `p`: inside on the row's top and bottom dot lines alike, so
    /// that no wall runs through them. Nil when `p` is outside on either line or no whole
    /// cell is left. `scratch` holds the crossings (reused between calls).
    static func inside(_ rings: [[Vec2]], at p: Vec2, scratch: inout [Double]) -> (first: Int, end: Int)? {
        let row = (BrailleCanvas.snapped(p.y) / 4).rounded(.down)
        // Just inside the row's top and bottom edges: a wall drawn in the row's dots (dot
        // rows ⌊y⌋ = 4·row … 4·row + 3) crosses one of these lines or bounds the stretch.
        guard let a = stretch(rings, y: row * 4 - 0.001, around: p.x, scratch: &scratch),
              let b = stretch(rings, y: row * 4 + 3.999, around: p.x, scratch: &scratch) else { return nil }
        let l = BrailleCanvas.snapped(max(a.0, b.0)), r = BrailleCanvas.snapped(min(a.1, b.1))
        // Cells clear of the walls at l and r (drawn in dot columns ⌊l⌋ and ⌊r⌋):
        // 2c > l and 2c + 2 <= r.
        let first = Int((l / 2).rounded(.down)) + 1, end = Int((r / 2).rounded(.down))
        return end > first ? (first, end) : nil
    }

    /// The stretch of the horizontal line at `y` inside `rings` (even-odd rule) that holds
    /// `x`, or nil when `x` is outside.
    static func stretch(_ rings: [[Vec2]], y: Double, around x: Double, scratch xs: inout [Double]) -> (Double, Double)? {
        crossings(rings, y: y, into: &xs)
        guard xs.count >= 2 else { return nil }
        var k = 0
        while k + 1 < xs.count {
            if xs[k] <= x && x < xs[k + 1] { return (xs[k], xs[k + 1]) }
            k += 2
        }
        return nil
    }

    /// Where the horizontal line at `y` crosses `rings`, left to right, in `xs` (emptied first).
    static func crossings(_ rings: [[Vec2]], y: Double, into xs: inout [Double]) {
        xs.removeAll(keepingCapacity: true)
        for ring in rings where ring.count >= 2 {
            var a = ring[ring.count - 1]
            for b in ring {
                if (a.y <= y) != (b.y <= y) { xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)) }
                a = b
            }
        }
        // Usually two or four crossings: sorted as the fills sort theirs.
        xs.withUnsafeMutableBufferPointer { BrailleCanvas.sortPrefix($0, $0.count) }
    }

    /// The labels (every language) a feature's label comes from: a unit's first occupant's
    /// name, else its own; a kiosk's name; a point occupant's name.
    static func labels(of feature: Int, floor: FloorGeometry, graph g: VenueGraph) -> Labels? {
        let kioskEnd = floor.units.count + floor.kiosks.count
        if feature >= kioskEnd { return g.archive.occupants[floor.pointOccupants[feature - kioskEnd].index].name }
        guard feature >= floor.units.count else {
            let unit = floor.units[feature].index
            if let occ = g.occupantsOfUnit[unit]?.first, g.language.text(g.archive.occupants[occ].name)?.isEmpty == false {
                return g.archive.occupants[occ].name
            }
            return g.archive.units[unit].name
        }
        return g.archive.kiosks[floor.kiosks[feature - floor.units.count].index].name
    }
}
