import Foundation

/// The units of one level by the cells of a fixed grid their boxes touch, so that a search for
/// the units at or near a point (``SITMapper/unit(containing:level:)``, doors, joins, platform
/// snapping) tests the few units near it rather than every unit of the level: on a large file
/// those scans led the load (docs/performance.md, session 36).
///
/// Units go in as they are made (indices only grow), and every search answers them in that
/// order, ascending: callers that keep the first or the lowest-ranked unit found give the same
/// answer as a scan of the whole level. A unit is a candidate wherever its box, widened by
/// ``OSMGeometry/mayContain(_:_:)``'s margin, touches a cell; a unit without a box, or whose
/// box touches more than ``maxCells`` cells, is a candidate everywhere.
struct UnitGrid {
    /// Side of a cell, in degrees (about 22 m of latitude): a few rooms per cell.
    static let cellDegrees = 0.0002
    /// A box over more cells than this is tried for every search instead of filling them.
    static let maxCells = 256
    /// The widening of every box: ``OSMGeometry/mayContain(_:_:)``'s margin.
    static let margin = 1e-9

    /// Every unit, ascending.
    private(set) var all: [Int] = []
    /// The units whose box touches each cell, ascending, by ``key(_:_:)``.
    private var cells = CellTable()
    /// Units tried by every search, ascending.
    private var everywhere: [Int] = []

    /// The cell of a coordinate along one axis, nil beyond what a cell number holds (NaN, or
    /// far outside the valid range).
    static func cell(_ degrees: Double) -> Int64? {
        let c = (degrees / cellDegrees).rounded(.down)
        return c.isFinite && abs(c) < 1e9 ? Int64(c) : nil
    }

    static func key(_ x: Int64, _ y: Int64) -> Int64 { x << 32 | (y & 0xFFFF_FFFF) }

    /// Adds unit `u` (greater than every unit added before) with its box.
    mutating func insert(_ u: Int, box: GeoBounds?) {
        all.append(u)
        guard let box, let x0 = Self.cell(box.min.longitude - Self.margin), let x1 = Self.cell(box.max.longitude + Self.margin),
              let y0 = Self.cell(box.min.latitude - Self.margin), let y1 = Self.cell(box.max.latitude + Self.margin),
              x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= Int64(Self.maxCells)
        else {
            everywhere.append(u)
            return
        }
        for x in x0...x1 {
            for y in y0...y1 { cells.append(u, to: Self.key(x, y)) }
        }
    }

    /// The units that may hold `p` (a superset of those whose box ``OSMGeometry/mayContain(_:_:)``
    /// it), ascending.
    func candidates(at p: GeoPoint) -> [Int] {
        guard let x = Self.cell(p.longitude), let y = Self.cell(p.latitude) else { return all }
        return Self.merged(cells[Self.key(x, y)], everywhere)
    }

    /// The units whose box may lie within `meters` of `p` (a superset of those
    /// ``OSMGeometry/isFar(_:from:meters:)`` does not rule out), ascending.
    func candidates(near p: GeoPoint, meters: Double) -> [Int] {
        // One degree of latitude is ``OSMGeometry/metersPerDegree``; a degree of longitude is
        // that times the cosine of the latitude (near the poles every unit is a candidate).
        // Widened by the margin, so that rounding never leaves out a unit `isFar` keeps.
        let cosine = cos(p.latitude * .pi / 180)
        guard cosine > 1e-3 else { return all }
        let dLat = meters / OSMGeometry.metersPerDegree * (1 + 1e-9) + Self.margin
        let dLon = meters / (OSMGeometry.metersPerDegree * cosine) * (1 + 1e-9) + Self.margin
        guard let x0 = Self.cell(p.longitude - dLon), let x1 = Self.cell(p.longitude + dLon),
              let y0 = Self.cell(p.latitude - dLat), let y1 = Self.cell(p.latitude + dLat),
              (x1 - x0 + 1) * (y1 - y0 + 1) <= Int64(Self.maxCells)
        else { return all }
        if x0 == x1, y0 == y1 { return Self.merged(cells[Self.key(x0, y0)], everywhere) }
        var found = everywhere
        for x in x0...x1 {
            for y in y0...y1 { found += cells[Self.key(x, y)] }
        }
        found.sort()
        var out: [Int] = []
        out.reserveCapacity(found.count)
        for u in found where u != out.last { out.append(u) }
        return out
    }

    /// Two ascending lists as one (the usual case: one of them empty).
    static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        if b.isEmpty { return a }
        if a.isEmpty { return b }
        var out: [Int] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || i < a.count && a[i] < b[j] { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
        }
        return out
    }
}

/// A list of units per cell key: what `[Int64: [Int]]` gave, hashed with a multiply and shifts
/// instead of SipHash (every unit goes into a few cells, and every search asks for one or a
/// few), in an open-addressing table that doubles when half full.
struct CellTable {
    /// The key of each slot (meaningful where `list` is not -1).
    private var keys: [Int64] = Array(repeating: 0, count: 64)
    /// The position in `lists` of each slot's list, -1 for an empty slot.
    private var slots: [Int] = Array(repeating: -1, count: 64)
    /// The lists, in the order their cells were first filled.
    private var lists: [[Int]] = []

    /// The slot of `key`: where it is, or the empty slot where it would go.
    private func slot(of key: Int64) -> Int {
        let mask = slots.count - 1
        let h = splitMixFinal(UInt64(bitPattern: key))
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i] >= 0 && keys[i] != key { i = (i + 1) & mask }
        return i
    }

    /// The units of a cell, empty when none.
    subscript(key: Int64) -> [Int] {
        let i = slot(of: key)
        return slots[i] >= 0 ? lists[slots[i]] : []
    }

    /// Appends `u` to the list of cell `key`.
    mutating func append(_ u: Int, to key: Int64) {
        let i = slot(of: key)
        if slots[i] >= 0 {
            lists[slots[i]].append(u)
            return
        }
        keys[i] = key
        slots[i] = lists.count
        lists.append([u])
        if lists.count * 2 > slots.count { grow() }
    }

    /// Doubles the table, every key in its new slot.
    private mutating func grow() {
        let old = zip(keys, slots).filter { $0.1 >= 0 }
        keys = Array(repeating: 0, count: slots.count * 2)
        slots = Array(repeating: -1, count: keys.count)
        for (key, list) in old {
            let i = slot(of: key)
            keys[i] = key
            slots[i] = list
        }
    }
}
