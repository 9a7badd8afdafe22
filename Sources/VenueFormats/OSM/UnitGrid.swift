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
    private var cells: [Int64: [Int]] = [:]
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
            for y in y0...y1 { cells[Self.key(x, y), default: []].append(u) }
        }
    }

    /// The units that may hold `p` (a superset of those whose box ``OSMGeometry/mayContain(_:_:)``
    /// it), ascending.
    func candidates(at p: GeoPoint) -> [Int] {
        guard let x = Self.cell(p.longitude), let y = Self.cell(p.latitude) else { return all }
        return Self.merged(cells[Self.key(x, y)] ?? [], everywhere)
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
        if x0 == x1, y0 == y1 { return Self.merged(cells[Self.key(x0, y0)] ?? [], everywhere) }
        var found = everywhere
        for x in x0...x1 {
            for y in y0...y1 { found += cells[Self.key(x, y)] ?? [] }
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
