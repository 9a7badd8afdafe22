import TerminalKit
import VenueFormats
import MapCore

/// What the renderer derives from one floor of a model once, instead of on every frame:
/// how each unit is drawn, the label texts (language already resolved) and amenity icons.
///
/// Everything here depends only on the model, which is immutable, so it stays valid for as
/// long as the renderer draws the same model (see ``MapModel/identity``).
struct FloorDerived {
    /// How each unit is drawn, by position in ``FloorGeometry/units``.
    var unitClasses: [UnitClass] = []
    /// Each unit's label: its first occupant's name, else its own; nil when neither has
    /// text. A name in capitals is shown in title case (``Swift/String/unshouted``).
    var unitLabels: [String?] = []
    /// The labels' widths in terminal cells (0 without a label).
    var unitLabelWidths: [Int] = []
    /// Each unit label's tier (see ``LabelTier``).
    var unitLabelTiers: [LabelTier] = []
    /// Each kiosk's name, by position in ``FloorGeometry/kiosks``.
    var kioskLabels: [String?] = []
    /// The kiosk names' widths in terminal cells (0 without a name).
    var kioskLabelWidths: [Int] = []
    /// Each unit label's place in the floor's labels (units then kiosks) sorted as
    /// strings: equal texts, equal ranks. Candidates of the same tier and size are placed in
    /// this order, without comparing their strings on every frame.
    var unitLabelRanks: [Int32] = []
    /// Each kiosk name's rank, as ``unitLabelRanks``.
    var kioskLabelRanks: [Int32] = []
    /// Each unit's background priority when tinted and not selected (see
    /// ``SceneRenderer/tintPriority(_:selected:)``).
    var unitTintPriorities: [UInt8] = []
    /// The names of the point occupants (``FloorGeometry/pointOccupants``: a kiosk anchored in
    /// a corridor), labelled at their anchors like kiosks.
    var pointOccupantLabels: [String?] = []
    /// Their widths in terminal cells (0 without a name).
    var pointOccupantLabelWidths: [Int] = []
    /// Each amenity's icon, by position in ``FloorGeometry/amenities``.
    var amenityIcons: [String] = []
    /// Every unit's rings, point after point, in one array (by position in
    /// ``FloorGeometry/units``): on large venues, reading geometry scattered over
    /// thousands of small arrays costs more than drawing it.
    var unitPoints: [Vec2] = []
    /// The rings, as ranges of ``unitPoints``.
    var unitRingRanges: [Range<Int>] = []
    /// Each unit's rings, as a range of ``unitRingRanges``.
    var unitRingsOfSlot: [Range<Int>] = []
    /// For each point of ``unitPoints``, the wall from it to the next point of its ring (the
    /// last point's wall closes the ring): the first unit (lowest position) whose rings
    /// have the same wall, either way round, when that is another unit; else -1. Rooms
    /// side by side share their walls, and a wall drawn once need not be drawn again
    /// (see ``SceneRenderer/drawFlatWalls``).
    var unitWallOwners: [Int32] = []
    /// Every opening's polylines, point after point, in one array, for the same reason.
    var doorPoints: [Vec2] = []
    /// The polylines, as ranges of ``doorPoints``.
    var doorLines: [Range<Int>] = []
    /// Each opening's polylines, as a range of ``doorLines``, by position in ``FloorGeometry/openings``.
    var doorLinesOfOpening: [Range<Int>] = []
    /// Simplified rings of the other areas, in a table simplified for a zoom band (see
    /// ``simplified(tolerance:floor:)``); nil in the floor's own table (full geometry).
    var minorRings: MinorRings? = nil

    /// Derives a floor's table from its model.
    init(model: MapModel, floor: FloorGeometry) {
        let g = model.graph
        let a = g.archive
        unitClasses.reserveCapacity(floor.units.count)
        unitLabels.reserveCapacity(floor.units.count)
        unitLabelWidths.reserveCapacity(floor.units.count)
        var hasOccupant: [Bool] = []
        for u in floor.units {
            let unit = a.units[u.index]
            unitClasses.append(UnitClass(category: unit.category))
            var name = g.language.text(unit.name)
            var occupied = false
            if let occ = g.occupantsOfUnit[u.index]?.first, let occupant = g.language.text(a.occupants[occ].name), !occupant.isEmpty {
                name = occupant
                occupied = true
            }
            let label = name.flatMap { $0.isEmpty ? nil : $0.unshouted }
            unitLabels.append(label)
            unitLabelWidths.append(label?.terminalWidth ?? 0)
            hasOccupant.append(occupied)
        }
        unitLabelTiers = LabelTier.tiers(labels: unitLabels, classes: unitClasses, hasOccupant: hasOccupant)
        let landmarks = LabelTier.landmarks(labels: unitLabels, classes: unitClasses, areas: floor.units.map(\.area))
        for (slot, isLandmark) in landmarks.enumerated() where isLandmark { unitLabelTiers[slot] = .landmark }
        kioskLabels = floor.kiosks.map { g.language.text(a.kiosks[$0.index].name)?.unshouted }
        kioskLabelWidths = kioskLabels.map { $0?.terminalWidth ?? 0 }
        (unitLabelRanks, kioskLabelRanks) = Self.ranks(unitLabels, kioskLabels)
        pointOccupantLabels = floor.pointOccupants.map { g.language.text(a.occupants[$0.index].name).flatMap { $0.isEmpty ? nil : $0 } }
        pointOccupantLabelWidths = pointOccupantLabels.map { $0?.terminalWidth ?? 0 }
        unitTintPriorities = floor.units.map { SceneRenderer.tintPriority($0.area, selected: false) }
        amenityIcons = floor.amenities.map { AmenityIcon.icon(for: a.amenities[$0.index].category) }
        unitRingsOfSlot = floor.units.map { Self.flatten($0.rings, points: &unitPoints, ranges: &unitRingRanges) }
        unitWallOwners = Self.wallOwners(points: unitPoints, rings: unitRingRanges, ringsOfSlot: unitRingsOfSlot)
        doorLinesOfOpening = floor.openings.map { Self.flatten($0.lines, points: &doorPoints, ranges: &doorLines) }
    }
}

extension FloorDerived {
    /// A wall with its ends in a fixed order, compared bit for bit.
    private struct WallKey: Hashable {
        var a: (UInt64, UInt64)
        var b: (UInt64, UInt64)
        init(_ p: Vec2, _ q: Vec2) {
            let pk = (p.x.bitPattern, p.y.bitPattern), qk = (q.x.bitPattern, q.y.bitPattern)
            (a, b) = pk < qk ? (pk, qk) : (qk, pk)
        }
        static func == (l: WallKey, r: WallKey) -> Bool { l.a == r.a && l.b == r.b }
        func hash(into h: inout Hasher) {
            h.combine(a.0); h.combine(a.1); h.combine(b.0); h.combine(b.1)
        }
    }

    /// ``unitWallOwners`` for rings stored as ranges of `points`, by unit.
    static func wallOwners(points: [Vec2], rings: [Range<Int>], ringsOfSlot: [Range<Int>]) -> [Int32] {
        var owners = [Int32](repeating: -1, count: points.count)
        var first: [WallKey: Int32] = [:]
        for (slot, ringRange) in ringsOfSlot.enumerated() {
            for range in rings[ringRange] where range.count >= 2 {
                for k in range {
                    let next = k + 1 == range.upperBound ? range.lowerBound : k + 1
                    let key = WallKey(points[k], points[next])
                    if let owner = first[key] {
                        if owner != Int32(slot) { owners[k] = owner }
                    } else {
                        first[key] = Int32(slot)
                    }
                }
            }
        }
        return owners
    }

    /// The ranks of two lists of labels sorted together as strings (equal texts share a
    /// rank; missing labels get -1), split back into the two lists.
    static func ranks(_ a: [String?], _ b: [String?]) -> ([Int32], [Int32]) {
        var texts = (a + b).enumerated().compactMap { i, text in text.map { (text: $0, index: i) } }
        texts.sort { $0.text < $1.text }
        var ranks = [Int32](repeating: -1, count: a.count + b.count)
        var rank: Int32 = -1
        for (k, entry) in texts.enumerated() {
            if k == 0 || texts[k - 1].text != entry.text { rank += 1 }
            ranks[entry.index] = rank
        }
        return (Array(ranks[..<a.count]), Array(ranks[a.count...]))
    }

    /// Appends a feature's rings or polylines to a shared point buffer, each as a range of
    /// `points` in `ranges`, and returns the range of `ranges` they took.
    static func flatten(_ polylines: [[Vec2]], points: inout [Vec2], ranges: inout [Range<Int>]) -> Range<Int> {
        let first = ranges.count
        for line in polylines {
            ranges.append(points.count..<(points.count + line.count))
            points += line
        }
        return first..<ranges.count
    }
}

extension SceneRenderer {
    /// The derived table of a floor, built on the first frame that shows it and kept while
    /// the renderer keeps drawing the same model.
    func derived(model: MapModel, floor: FloorGeometry) -> FloorDerived {
        if floorTables.model !== model.identity {
            floorTables.model = model.identity
            floorTables.floors = [:]
            floorTables.bands = [:]
            floorTables.cuts = [:]
            labelPass.cuts.removeAll()
        }
        if let d = floorTables.floors[floor.ordinal] { return d }
        let d = FloorDerived(model: model, floor: floor)
        floorTables.floors[floor.ordinal] = d
        return d
    }
}
