/// A raster of walkable ground over a region, for paths that must stay inside it: around the
/// corners of an L-shaped corridor, or through the unmapped space between rooms that many
/// archives leave as their corridors.
///
/// Cells are squares of ``cell`` meters; a cell is open when its center is inside the region.
/// Distances use 8-connected steps (1 and √2 cells), found with a bucket queue (Dial's
/// algorithm, exact for these integer-scaled weights), so the cost is linear in the cells.
struct WalkGrid: Sendable {
    /// The lower-left corner of cell 0.
    let origin: Vec2
    /// The side of a cell in meters.
    let cell: Double
    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// Whether each cell (row-major) is walkable.
    private(set) var open: [Bool]
    /// The closed cells below and left of each grid corner (``indexClosedCells()``): entry
    /// `y * (width + 1) + x` counts the closed cells in columns `0..<x` of rows `0..<y`. Empty
    /// until indexed, and again after any cell changes.
    private(set) var closedBefore: [Int32] = []

    /// Step weights in integer units: 10 straight, 14 diagonal.
    static let straight: Int32 = 10, diagonal: Int32 = 14

    /// A grid over a box with every cell closed, or nil when it would exceed `maxCells` (or
    /// the box or cell is not a finite, positive size).
    init?(bounds: Rect, cell: Double, maxCells: Int) {
        guard cell.isFinite, cell > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let w = Self.cells(bounds.width / cell, .up) + 1, h = Self.cells(bounds.height / cell, .up) + 1
        guard w > 0, h > 0, w <= maxCells, h <= maxCells, w * h <= maxCells else { return nil }
        origin = bounds.min
        self.cell = cell
        width = w
        height = h
        open = [Bool](repeating: false, count: w * h)
    }

    /// The cell size that keeps a box under `maxCells` cells, never finer than `finest` meters.
    static func cellSize(for bounds: Rect, finest: Double, maxCells: Int) -> Double {
        let area = Swift.max(bounds.width * bounds.height, 1)
        return Swift.max(finest, (area / Double(maxCells)).squareRoot() * 1.05)
    }

    /// How far any cell index from data may go: far outside every grid, small enough that
    /// sums and products of two of them never overflow.
    static let indexLimit = 1 << 31

    /// `v` (in cells) rounded by `rule` to an index, clamped to ±``indexLimit``: data far
    /// outside the grid (or not finite: NaN counts as far below) can never trap a conversion.
    @inline(__always) static func cells(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
        guard !v.isNaN else { return -indexLimit }
        return Int(Swift.max(-Double(indexLimit), Swift.min(Double(indexLimit), v.rounded(rule))))
    }

    /// The center of a cell.
    func center(_ c: Int) -> Vec2 {
        Vec2(origin.x + (Double(c % width) + 0.5) * cell, origin.y + (Double(c / width) + 0.5) * cell)
    }

    /// The cell holding a point, or nil off the grid.
    func cell(at p: Vec2) -> Int? {
        let x = Self.cells((p.x - origin.x) / cell, .down), y = Self.cells((p.y - origin.y) / cell, .down)
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return y * width + x
    }

    /// Whether a cell is walkable.
    func isOpen(_ c: Int) -> Bool { open[c] }

    /// Opens or closes one cell.
    mutating func setOpen(_ c: Int, _ value: Bool) {
        dropIndex()
        open[c] = value
    }

    /// Forgets ``closedBefore`` once the cells change.
    private mutating func dropIndex() {
        if !closedBefore.isEmpty { closedBefore = [] }
    }

    /// Sets every cell whose center lies inside `rings` (even-odd) to `value`, row by row
    /// (scanline crossings, so the cost is the cells covered plus the edges times the rows).
    mutating func fill(_ rings: [[Vec2]], value: Bool) {
        guard let box = Rect(points: rings.lazy.flatMap { $0 }) else { return }
        dropIndex()
        let y0 = Swift.max(0, Self.cells((box.min.y - origin.y) / cell, .down))
        let y1 = Swift.min(height - 1, Self.cells((box.max.y - origin.y) / cell, .up))
        guard y0 <= y1 else { return }
        var xs: [Double] = []
        for row in y0...y1 {
            let y = origin.y + (Double(row) + 0.5) * cell
            xs.removeAll(keepingCapacity: true)
            for ring in rings where ring.count >= 3 {
                var a = ring[ring.count - 1]
                for b in ring {
                    defer { a = b }
                    guard (a.y > y) != (b.y > y) else { continue }
                    xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                }
            }
            xs.sort()
            var i = 0
            while i + 1 < xs.count {
                // Cells whose centers lie between the two crossings.
                let c0 = Swift.max(0, Self.cells((xs[i] - origin.x) / cell - 0.5, .up))
                let c1 = Swift.min(width - 1, Self.cells((xs[i + 1] - origin.x) / cell - 0.5, .down))
                if c0 <= c1 { for c in c0...c1 { open[row * width + c] = value } }
                i += 2
            }
        }
    }

    /// Closes every open cell that has a closed or missing neighbour (8-connected): strips of
    /// ground narrower than about three cells disappear, so slivers between rooms that touch
    /// imperfectly do not become passages.
    mutating func erode() {
        dropIndex()
        var out = open
        for c in open.indices where open[c] {
            let x = c % width, y = c / width
            var keep = x > 0 && y > 0 && x < width - 1 && y < height - 1
            if keep {
                outer: for dy in -1...1 {
                    for dx in -1...1 where !open[(y + dy) * width + x + dx] { keep = false; break outer }
                }
            }
            if !keep { out[c] = false }
        }
        open = out
    }

    /// The open cell nearest a point within `radius` meters (and that `accept` takes), or nil.
    ///
    /// A point anywhere (beyond any edge, far away, not finite) is safe: only the cells of the
    /// grid within the radius are looked at, and none when the square around the point misses
    /// the grid.
    func nearestOpen(to p: Vec2, within radius: Double, where accept: (Int) -> Bool = { _ in true }) -> Int? {
        guard radius >= 0 else { return nil }
        let r = Swift.min(Self.cells(radius / cell, .up), Swift.max(width, height))
        let cx = Self.cells((p.x - origin.x) / cell, .down), cy = Self.cells((p.y - origin.y) / cell, .down)
        let y0 = Swift.max(0, cy - r), y1 = Swift.min(height - 1, cy + r)
        let x0 = Swift.max(0, cx - r), x1 = Swift.min(width - 1, cx + r)
        guard y0 <= y1, x0 <= x1 else { return nil }
        var best: (Int, Double)?
        for y in y0...y1 {
            for x in x0...x1 {
                let c = y * width + x
                guard c < open.count, open[c], accept(c) else { continue }
                let d = center(c).distance(to: p)
                if d <= radius, d < (best?.1 ?? .infinity) { best = (c, d) }
            }
        }
        return best?.0
    }

    /// Counts the closed cells of every box anchored at the grid's corner (``closedBefore``),
    /// so ``lineOfSight(_:_:skippingEnds:)`` can clear a run of samples whose cells span an
    /// open box at once. Call it once the cells are final.
    mutating func indexClosedCells() {
        let w1 = width + 1
        var table = [Int32](repeating: 0, count: w1 * (height + 1))
        open.withUnsafeBufferPointer { open in
            table.withUnsafeMutableBufferPointer { t in
                for y in 0..<height {
                    var row: Int32 = 0
                    for x in 0..<width {
                        if !open[y * width + x] { row += 1 }
                        t[(y + 1) * w1 + x + 1] = t[y * w1 + x + 1] + row
                    }
                }
            }
        }
        closedBefore = table
    }

    /// What a multi-source search found: per cell the distance in integer units
    /// (``straight`` per cell side; `Int32.max` when unreached), the cell it was reached
    /// from (-1 for a source), and the source it belongs to.
    struct Field {
        var distance: [Int32]
        var parent: [Int32]
        var source: [Int32]
    }

    /// Shortest 8-connected distances over open cells from several sources at once; each cell
    /// records its nearest source. Sources on closed cells are ignored.
    ///
    /// The field depends on the set of sources, not on the order they are given in: a cell
    /// equally near two sources (and its parent among equally near cells) goes to the one
    /// reached first, and the sources are queued by label, then cell. Callers that gather
    /// sources in a dictionary would otherwise get fields, and walks, that change with the
    /// process's hash seed.
    ///
    /// With a `target`, the search stops once that cell's distance is final: its distance and
    /// the parents back to its source are exact, cells farther than it are left unreached.
    func field(from sources: [(cell: Int, label: Int32)], until target: Int? = nil) -> Field {
        let n = open.count
        var f = Field(distance: [Int32](repeating: .max, count: n), parent: [Int32](repeating: -1, count: n),
                      source: [Int32](repeating: -1, count: n))
        // Dial's order without buckets: cells are taken by distance, then in the order they
        // were queued. A step adds `straight` or `diagonal`, and cells are taken in order of
        // distance, so the cells queued by straight steps come in that order already, and so do
        // those queued by diagonal steps: two queues (the sources head the first), merged by
        // (distance, queue number), give that order. Each entry keeps its column, so no cell
        // is divided by the width.
        // A cell's distance is final when it is taken and each distance is queued at most once,
        // so each cell is expanded at most once: at most 4 entries a cell in each queue.
        let straightRoom = sources.count + 4 * n, diagonalRoom = 4 * n
        let keys = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: straightRoom + diagonalRoom)
        let places = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: straightRoom + diagonalRoom)  // cell << 32 | column
        defer {
            keys.deallocate()
            places.deallocate()
        }
        var queued: UInt64 = 0        // entries queued so far, both queues
        var straightEnd = 0, diagonalEnd = straightRoom
        let width = width, target = target ?? -1
        for s in sources.sorted(by: { ($0.label, $0.cell) < ($1.label, $1.cell) }) where open[s.cell] && f.distance[s.cell] != 0 {
            f.distance[s.cell] = 0
            f.source[s.cell] = s.label
            keys[straightEnd] = queued
            places[straightEnd] = UInt64(s.cell) << 32 | UInt64(s.cell % width)
            straightEnd += 1
            queued += 1
        }
        var nextStraight = 0, nextDiagonal = straightRoom
        open.withUnsafeBufferPointer { open in
            f.distance.withUnsafeMutableBufferPointer { distance in
                f.parent.withUnsafeMutableBufferPointer { parent in
                    f.source.withUnsafeMutableBufferPointer { source in
                        while true {
                            let at: Int
                            if nextStraight < straightEnd && (nextDiagonal == diagonalEnd || keys[nextStraight] < keys[nextDiagonal]) {
                                at = nextStraight
                                nextStraight += 1
                            } else if nextDiagonal < diagonalEnd {
                                at = nextDiagonal
                                nextDiagonal += 1
                            } else {
                                return
                            }
                            let d = Int32(truncatingIfNeeded: keys[at] >> 32)
                            let c = Int(places[at] >> 32), x = Int(places[at] & 0xFFFF_FFFF)
                            guard distance[c] == d else { continue }
                            if c == target { return }
                            let item = Int32(c)
                            // Which neighbours exist and are open: right, left, up, down.
                            let right = x + 1 < width && open[c + 1], left = x > 0 && open[c - 1]
                            let up = c + width < n && open[c + width], down = c >= width && open[c - width]
                            // The eight steps in a fixed order (sides, then diagonals, which
                            // may not cut a closed corner), as ties go to the first.
                            func step(_ m: Int, _ mx: Int, diagonal: Bool) {
                                let nd = d + (diagonal ? Self.diagonal : Self.straight)
                                guard nd < distance[m] else { return }
                                distance[m] = nd
                                parent[m] = item
                                source[m] = source[c]
                                let to: Int
                                if diagonal {
                                    to = diagonalEnd
                                    diagonalEnd += 1
                                } else {
                                    to = straightEnd
                                    straightEnd += 1
                                }
                                keys[to] = UInt64(nd) << 32 | queued
                                places[to] = UInt64(m) << 32 | UInt64(mx)
                                queued += 1
                            }
                            if right { step(c + 1, x + 1, diagonal: false) }
                            if left { step(c - 1, x - 1, diagonal: false) }
                            if up { step(c + width, x, diagonal: false) }
                            if down { step(c - width, x, diagonal: false) }
                            if right && up && open[c + width + 1] { step(c + width + 1, x + 1, diagonal: true) }
                            if right && down && open[c - width + 1] { step(c - width + 1, x + 1, diagonal: true) }
                            if left && up && open[c + width - 1] { step(c + width - 1, x - 1, diagonal: true) }
                            if left && down && open[c - width - 1] { step(c - width - 1, x - 1, diagonal: true) }
                        }
                    }
                }
            }
        }
        return f
    }

    /// The cells from a cell back to its source, following the field's parents (source last).
    func trace(_ field: Field, from c: Int) -> [Int] {
        var out: [Int] = []
        var c = c
        while c >= 0 {
            out.append(c)
            c = Int(field.parent[c])
        }
        return out
    }

    /// A polyline through cell centers pulled taut: from each kept point, the walk goes on
    /// while the next point is still in line of sight. The first and last points are kept.
    func taut(_ points: [Vec2]) -> [Vec2] {
        guard points.count > 2 else { return points }
        var out = [points[0]]
        var i = 0
        while i < points.count - 1 {
            var j = i + 1
            while j + 1 < points.count && lineOfSight(points[i], points[j + 1]) { j += 1 }
            out.append(points[j])
            i = j
        }
        return out
    }

    /// The meters of a distance in integer units.
    func meters(_ units: Int32) -> Double { Double(units) / Double(Self.straight) * cell }
}
