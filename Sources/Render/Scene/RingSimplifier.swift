import MapCore

/// Simplifies a floor's unit rings for a zoom band (level of detail), keeping every wall
/// that several rings share identical in each of them, so neighbouring rooms stay closed
/// against each other.
///
/// Detail smaller than half a braille dot cannot be seen, but a curved concourse of 900
/// vertices costs 900 projections and segments on every frame. The rings are cut at their
/// junctions (points where more than two distinct neighbours meet, so where the set of
/// rings along a wall changes); each chain between two junctions is simplified once with
/// Douglas–Peucker and the same points are used, in either direction, by every ring that
/// contains it. A ring without junctions (a free-standing column, or a hole and the unit
/// filling it) is cut at two points every ring with the same points picks alike: its least
/// point and the point farthest from that. Junctions themselves are never moved or dropped.
///
/// Written here rather than taken from a library: the simplification must work on the
/// renderer's flat point buffers and share chains between rings, which general-purpose
/// simplifiers (one polyline at a time) do not do.
struct RingSimplifier {
    /// A point compared bit for bit.
    private struct Key: Hashable, Comparable {
        var x: UInt64, y: UInt64
        init(_ p: Vec2) { x = p.x.bitPattern; y = p.y.bitPattern }
        static func < (l: Key, r: Key) -> Bool { (l.x, l.y) < (r.x, r.y) }
    }

    /// A chain by its ends and its second point, the same whichever ring finds it first.
    private struct ChainKey: Hashable {
        var start: Key, end: Key, second: Key
    }

    /// The largest distance, in meters, a simplified wall may stray from the original.
    let tolerance: Double

    /// The rings in `ranges` of `points`, simplified: new points and ranges, one range per
    /// original range, in the same order (a ring keeps its closing repeat when it had one).
    func simplify(points: [Vec2], ranges: [Range<Int>]) -> (points: [Vec2], ranges: [Range<Int>]) {
        // Distinct neighbours of each point: more than two make a junction.
        var neighbours: [Key: (Key?, Key?, Bool)] = [:]
        neighbours.reserveCapacity(points.count)
        func link(_ p: Key, _ q: Key) {
            guard p != q else { return }
            var entry = neighbours[p] ?? (nil, nil, false)
            if entry.0 == nil || entry.0 == q { entry.0 = q } else if entry.1 == nil || entry.1 == q { entry.1 = q } else { entry.2 = true }
            neighbours[p] = entry
        }
        var open: [Range<Int>] = []
        open.reserveCapacity(ranges.count)
        for range in ranges {
            var r = range
            if r.count > 1 && points[r.lowerBound] == points[r.upperBound - 1] { r = r.lowerBound..<(r.upperBound - 1) }
            open.append(r)
            guard r.count >= 2 else { continue }
            for k in r {
                let next = k + 1 == r.upperBound ? r.lowerBound : k + 1
                link(Key(points[k]), Key(points[next]))
                link(Key(points[next]), Key(points[k]))
            }
        }
        var chains: [ChainKey: [Vec2]] = [:]
        var outPoints: [Vec2] = []
        outPoints.reserveCapacity(points.count / 2)
        var outRanges: [Range<Int>] = []
        outRanges.reserveCapacity(ranges.count)
        for (range, r) in zip(ranges, open) {
            let start = outPoints.count
            defer { outRanges.append(start..<outPoints.count) }
            guard r.count >= 4 else {
                outPoints += points[range]
                continue
            }
            let ring = Array(points[r])
            let fixed = fixedPoints(ring, neighbours: neighbours)
            for (f, from) in fixed.enumerated() {
                let to = fixed[(f + 1) % fixed.count]
                let chain = to > from ? Array(ring[from...to]) : Array(ring[from...] + ring[...to])
                outPoints += simplified(chain, cache: &chains).dropLast()
            }
            if range.count > r.count { outPoints.append(outPoints[start]) }
        }
        return (outPoints, outRanges)
    }

    /// Positions in `ring` that stay: its junctions, else its least point and the point
    /// farthest from it.
    private func fixedPoints(_ ring: [Vec2], neighbours: [Key: (Key?, Key?, Bool)]) -> [Int] {
        let junctions = ring.indices.filter { neighbours[Key(ring[$0])]?.2 ?? true }
        if !junctions.isEmpty { return junctions }
        let least = ring.indices.min { Key(ring[$0]) < Key(ring[$1]) } ?? 0
        var far = least, farDistance = -1.0
        for i in ring.indices {
            let d = ring[i].distance(to: ring[least])
            if d > farDistance || (d == farDistance && Key(ring[i]) < Key(ring[far])) { far = i; farDistance = d }
        }
        return far == least ? [least] : [min(least, far), max(least, far)]
    }

    /// A chain (first and last point kept) simplified, from the cache when a ring already
    /// simplified it in either direction.
    private func simplified(_ chain: [Vec2], cache: inout [ChainKey: [Vec2]]) -> [Vec2] {
        guard chain.count > 2 else { return chain }
        let n = chain.count
        let forward = ChainKey(start: Key(chain[0]), end: Key(chain[n - 1]), second: Key(chain[1]))
        if let done = cache[forward] { return done }
        let backward = ChainKey(start: Key(chain[n - 1]), end: Key(chain[0]), second: Key(chain[n - 2]))
        if let done = cache[backward] { return done.reversed() }
        var keep = [Bool](repeating: false, count: n)
        keep[0] = true; keep[n - 1] = true
        Self.douglasPeucker(chain, 0, n - 1, tolerance, &keep)
        let result = chain.indices.filter { keep[$0] }.map { chain[$0] }
        cache[forward] = result
        return result
    }

    /// Douglas–Peucker between positions `a` and `b` (kept), marking the points that stay.
    private static func douglasPeucker(_ chain: [Vec2], _ a: Int, _ b: Int, _ tolerance: Double, _ keep: inout [Bool]) {
        var stack = [(a, b)]
        while let (i, j) = stack.popLast() {
            guard j > i + 1 else { continue }
            var worst = -1.0, at = i
            for k in (i + 1)..<j {
                let d = distance(chain[k], chain[i], chain[j])
                if d > worst { worst = d; at = k }
            }
            if worst > tolerance {
                keep[at] = true
                stack.append((i, at))
                stack.append((at, j))
            }
        }
    }

    /// Distance from `p` to the segment `a`–`b` (to `a` when the segment is a point).
    static func distance(_ p: Vec2, _ a: Vec2, _ b: Vec2) -> Double {
        let ab = b - a, lengthSquared = ab.dot(ab)
        guard lengthSquared > 0 else { return p.distance(to: a) }
        let t = max(0, min(1, (p - a).dot(ab) / lengthSquared))
        return p.distance(to: a + ab * t)
    }
}
