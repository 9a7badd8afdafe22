extension WalkGrid {
    /// Whether the straight segment a–b stays on open cells (sampled every half cell), leaving
    /// out `skippingEnds` meters at each end.
    ///
    /// The answer is the sampled one, whichever way it is found. With the cells indexed
    /// (``indexClosedCells()``) runs of samples are cleared a box at a time: each coordinate
    /// of a sample's cell is a monotone function of its number (every rounded step of
    /// `a + (b - a) * t` is), so the cells of samples `i...j` lie in the box spanned by the
    /// cells of `i` and `j`, and when that box holds no closed cell, neither does any of them.
    /// A box that does is split in two at a sample, which is then checked, until the runs are
    /// open or a sample is found on a closed cell.
    func lineOfSight(_ a: Vec2, _ b: Vec2, skippingEnds: Double = 0) -> Bool {
        let line = SampledLine(a, b, grid: self)
        guard !closedBefore.isEmpty, line.length.isFinite, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
            return sampledLineOfSight(line, skippingEnds: skippingEnds)
        }
        // The samples the ends leave out are a prefix and a suffix (`along` grows with the
        // sample's number); the rest are checked.
        let first = line.firstSample { line.along($0) >= skippingEnds }
        let last = line.firstSample { line.length - line.along($0) < skippingEnds } - 1
        guard first <= last else { return true }
        guard let c0 = openSample(line, first), let c1 = openSample(line, last) else { return false }
        return clearRun(line, first, c0, last, c1)
    }

    /// Every sample checked in turn: for lines whose samples the index cannot bound (points
    /// that are not finite) and grids not indexed.
    func sampledLineOfSight(_ line: SampledLine, skippingEnds: Double) -> Bool {
        for i in 0...line.steps {
            let along = line.along(i)
            if along < skippingEnds || line.length - along < skippingEnds { continue }
            guard openSample(line, i) != nil else { return false }
        }
        return true
    }

    /// Whether samples `i`...`j` of a line all lie on open cells, given that samples `i` and
    /// `j` do, on cells `ci` and `cj` (column, row).
    private func clearRun(_ line: SampledLine, _ i: Int, _ ci: (Int, Int), _ j: Int, _ cj: (Int, Int)) -> Bool {
        if j - i <= 1 || closedCells(ci, cj) == 0 { return true }
        let m = i + (j - i) / 2
        guard let cm = openSample(line, m) else { return false }
        return clearRun(line, i, ci, m, cm) && clearRun(line, m, cm, j, cj)
    }

    /// The cell (column, row) of sample `i` when it lies on the grid and is open, else nil.
    private func openSample(_ line: SampledLine, _ i: Int) -> (Int, Int)? {
        let p = line.point(i)
        let x = Self.cells((p.x - origin.x) / cell, .down), y = Self.cells((p.y - origin.y) / cell, .down)
        guard x >= 0, y >= 0, x < width, y < height, open[y * width + x] else { return nil }
        return (x, y)
    }

    /// The closed cells in the box spanned by two cells (column, row) of the grid.
    private func closedCells(_ p: (Int, Int), _ q: (Int, Int)) -> Int32 {
        let x0 = Swift.min(p.0, q.0), x1 = Swift.max(p.0, q.0) + 1
        let y0 = Swift.min(p.1, q.1), y1 = Swift.max(p.1, q.1) + 1
        let w1 = width + 1
        return closedBefore[y1 * w1 + x1] - closedBefore[y0 * w1 + x1] - closedBefore[y1 * w1 + x0] + closedBefore[y0 * w1 + x0]
    }

    /// The samples of a segment that ``lineOfSight(_:_:skippingEnds:)`` checks: `steps + 1`
    /// points, about every half cell, the first at `a` and the last at `b`.
    struct SampledLine {
        let a: Vec2, b: Vec2
        let length: Double
        let steps: Int

        init(_ a: Vec2, _ b: Vec2, grid: WalkGrid) {
            self.a = a
            self.b = b
            length = a.distance(to: b)
            // Lines between points of the grid's box need at most a few samples per cell crossed.
            steps = Swift.max(1, Swift.min(4 * (grid.width + grid.height), WalkGrid.cells(length / (grid.cell * 0.5), .up)))
        }

        /// Meters from `a` to sample `i`.
        func along(_ i: Int) -> Double { length * Double(i) / Double(steps) }

        /// Sample `i`.
        func point(_ i: Int) -> Vec2 { a + (b - a) * (Double(i) / Double(steps)) }

        /// The first sample number in `0...steps + 1` from which `holds` is true, for a
        /// condition that, once true, stays true for every later sample.
        func firstSample(where holds: (Int) -> Bool) -> Int {
            var lo = 0, hi = steps + 1
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if holds(mid) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
    }
}
