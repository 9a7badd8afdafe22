extension WalkGrid {
    /// Closes every cell that the polygon `rings` (even-odd), grown by `margin` meters,
    /// touches: unlike ``fill(_:value:)``, which goes by cell centers, a pillar thinner than a
    /// cell or a wall between two rows of centers still closes the cells it stands in.
    mutating func close(_ rings: [[Vec2]], margin: Double) {
        guard let box = Rect(points: rings.lazy.flatMap { $0 }) else { return }
        // A cell touches the grown polygon when its center lies within half its diagonal
        // (plus the margin) of it, or inside it.
        let reach = cell * 0.5.squareRoot() + Swift.max(0, margin)
        let x0 = Swift.max(0, Self.cells((box.min.x - reach - origin.x) / cell, .down))
        let x1 = Swift.min(width - 1, Self.cells((box.max.x + reach - origin.x) / cell, .up))
        let y0 = Swift.max(0, Self.cells((box.min.y - reach - origin.y) / cell, .down))
        let y1 = Swift.min(height - 1, Self.cells((box.max.y + reach - origin.y) / cell, .up))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let c = y * width + x
                guard isOpen(c) else { continue }
                let p = center(c)
                if PlanarGeometry.contains(p, rings: rings) || PlanarGeometry.distance(from: p, toRings: rings) <= reach {
                    setOpen(c, false)
                }
            }
        }
    }
}

extension WalkGrid {
    /// The least area (square meters) of the open region a doorway's port may lie in, when a
    /// larger one is within reach: room for a person to stand.
    static let minimumPortRegion = 1.0

    /// ``minimumPortRegion`` in cells of this raster, at least one.
    var leastPortCells: Int32 { Int32(Swift.max(1, WalkGrid.cells(Self.minimumPortRegion / (cell * cell), .up))) }

    /// The open cell nearest a point within `radius` meters that belongs to a region of at
    /// least ``minimumPortRegion`` square meters, else the nearest open cell: a doorway whose
    /// middle lies in a fixture or column is placed on the floor beside it, not on a sliver of
    /// cells between the fixture and the wall that leads nowhere. `regions` says only of the
    /// cells near the doorways whether their region is large enough, found by a search that
    /// stops at the least size (a raster's regions are rarely needed away from its doorways).
    func nearestPort(to p: Vec2, within radius: Double, regions: inout LargeRegions) -> Int? {
        let least = leastPortCells
        return nearestOpen(to: p, within: radius) { regions.holds(atLeast: least, $0, in: self) } ?? nearestOpen(to: p, within: radius)
    }

    /// Side neighbour `k` (0 left, 1 right, 2 up, 3 down) of cell `c`, or -1 beyond the
    /// raster: how regions join cells, as ``field(from:until:)`` does (a diagonal step may not
    /// cut a closed corner).
    @inline(__always)
    func sideNeighbour(_ c: Int, _ k: Int) -> Int {
        let x = c % width
        let m = k == 0 ? (x > 0 ? c - 1 : -1) : k == 1 ? (x + 1 < width ? c + 1 : -1) : k == 2 ? c - width : c + width
        return m < open.count ? m : -1
    }

    /// Which open cells of a raster lie in a region (cells joined side to side) of at least a
    /// given size, found on demand and remembered.
    struct LargeRegions {
        /// Per cell: 0 not known, 1 in a region of at least `least` cells, 2 in a smaller one,
        /// 3 met by the search under way.
        private var state: [UInt8]
        private var least: Int32 = -1
        private var stack: [Int] = []
        private var met: [Int] = []

        init(_ grid: WalkGrid) { state = [UInt8](repeating: 0, count: grid.width * grid.height) }

        /// Whether open cell `c`'s region holds at least `least` cells (one `least` per raster).
        mutating func holds(atLeast least: Int32, _ c: Int, in grid: WalkGrid) -> Bool {
            precondition(self.least < 0 || self.least == least, "one least size per raster")
            self.least = least
            if state[c] == 0 { search(from: c, in: grid) }
            return state[c] == 1
        }

        /// Meets the cells of `c`'s region until `least` are met or one is known to be in a
        /// large region (the same region), then marks every cell met.
        private mutating func search(from start: Int, in grid: WalkGrid) {
            var large = false
            state[start] = 3
            met.append(start)
            stack.append(start)
            search: while let c = stack.popLast() {
                for k in 0..<4 {
                    let m = grid.sideNeighbour(c, k)
                    guard m >= 0, grid.isOpen(m) else { continue }
                    if state[m] == 1 { large = true; break search }
                    guard state[m] == 0 else { continue }
                    state[m] = 3
                    met.append(m)
                    if met.count >= Int(least) { large = true; break search }
                    stack.append(m)
                }
            }
            if met.count >= Int(least) { large = true }
            for c in met { state[c] = large ? 1 : 2 }
            met.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
        }
    }
}
