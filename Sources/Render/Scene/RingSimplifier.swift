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
/// The cut does not depend on the tolerance, and finding the junctions (a hash of every
/// point) is most of the work: it is made once, when the simplifier is made, and each
/// band (``simplified(tolerance:)``) only runs Douglas–Peucker on the distinct chains and
/// puts the rings back together.
///
/// Written here rather than taken from a library: the simplification must work on the
/// renderer's flat point buffers and share chains between rings, which general-purpose
/// simplifiers (one polyline at a time) do not do.
struct RingSimplifier: Sendable {
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

    /// How a ring comes out: copied as it is (too short to simplify), or as chains.
    private enum Ring: Sendable {
        /// The ring's points, a range of ``copied``.
        case copied(Range<Int>)
        /// The ring's chains, a range of ``pieces``; whether it repeats its first point.
        case chained(Range<Int>, closes: Bool)
    }

    /// The points of the distinct chains, each in the direction the first ring found it.
    private var chainPoints: [Vec2] = []
    /// Each distinct chain, a range of ``chainPoints``.
    private var chains: [Range<Int>] = []
    /// The rings' chains in order: a chain's position times two, plus one when the ring
    /// runs it backwards.
    private var pieces: [Int] = []
    /// The points of the rings copied as they are.
    private var copied: [Vec2] = []
    /// One entry per ring, in order.
    private var rings: [Ring] = []

    /// Cuts the rings in `ranges` of `points` into chains.
    init(points: [Vec2], ranges: [Range<Int>]) {
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
        var found: [ChainKey: Int] = [:]
        rings.reserveCapacity(ranges.count)
        for (range, r) in zip(ranges, open) {
            guard r.count >= 4 else {
                rings.append(.copied(copied.count..<(copied.count + range.count)))
                copied += points[range]
                continue
            }
            let ring = Array(points[r])
            let fixed = Self.fixedPoints(ring, neighbours: neighbours)
            let first = pieces.count
            for (f, from) in fixed.enumerated() {
                let to = fixed[(f + 1) % fixed.count]
                let chain = to > from ? Array(ring[from...to]) : Array(ring[from...] + ring[...to])
                pieces.append(piece(chain, found: &found))
            }
            rings.append(.chained(first..<pieces.count, closes: range.count > r.count))
        }
    }

    /// The piece for `chain`: a chain already found, in either direction, or a new one.
    private mutating func piece(_ chain: [Vec2], found: inout [ChainKey: Int]) -> Int {
        let n = chain.count
        let forward = ChainKey(start: Key(chain[0]), end: Key(chain[n - 1]), second: Key(chain[1]))
        if let c = found[forward] { return c << 1 }
        let backward = ChainKey(start: Key(chain[n - 1]), end: Key(chain[0]), second: Key(chain[n - 2]))
        if let c = found[backward] { return c << 1 | 1 }
        let c = chains.count
        chains.append(chainPoints.count..<(chainPoints.count + n))
        chainPoints += chain
        found[forward] = c
        return c << 1
    }

    /// The rings simplified to `tolerance` meters: new points and ranges, one range per
    /// original range, in the same order (a ring keeps its closing repeat when it had one).
    func simplified(tolerance: Double) -> (points: [Vec2], ranges: [Range<Int>]) {
        // Each distinct chain once (first and last point kept).
        var simple: [Vec2] = []
        simple.reserveCapacity(chainPoints.count / 2)
        var simpleRanges: [Range<Int>] = []
        simpleRanges.reserveCapacity(chains.count)
        var keep: [Bool] = []
        chainPoints.withUnsafeBufferPointer { all in
            for c in chains {
                let start = simple.count
                defer { simpleRanges.append(start..<simple.count) }
                let chain = UnsafeBufferPointer(rebasing: all[c])
                guard chain.count > 2 else {
                    simple += chain
                    continue
                }
                keep.removeAll(keepingCapacity: true)
                keep += repeatElement(false, count: chain.count)
                keep[0] = true; keep[chain.count - 1] = true
                Self.douglasPeucker(chain, 0, chain.count - 1, tolerance, &keep)
                for k in chain.indices where keep[k] { simple.append(chain[k]) }
            }
        }
        var outPoints: [Vec2] = []
        outPoints.reserveCapacity(simple.count + copied.count)
        var outRanges: [Range<Int>] = []
        outRanges.reserveCapacity(rings.count)
        for ring in rings {
            let start = outPoints.count
            switch ring {
            case .copied(let r):
                outPoints += copied[r]
            case .chained(let p, let closes):
                // Each chain without its last point: the next chain starts there.
                for piece in pieces[p] {
                    let r = simpleRanges[piece >> 1]
                    if piece & 1 == 0 {
                        outPoints += simple[r.lowerBound..<(r.upperBound - 1)]
                    } else {
                        outPoints += simple[(r.lowerBound + 1)..<r.upperBound].reversed()
                    }
                }
                if closes { outPoints.append(outPoints[start]) }
            }
            outRanges.append(start..<outPoints.count)
        }
        return (outPoints, outRanges)
    }

    /// Positions in `ring` that stay: its junctions, else its least point and the point
    /// farthest from it.
    private static func fixedPoints(_ ring: [Vec2], neighbours: [Key: (Key?, Key?, Bool)]) -> [Int] {
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

    /// Douglas–Peucker between positions `a` and `b` (kept), marking the points that stay.
    private static func douglasPeucker(_ chain: UnsafeBufferPointer<Vec2>, _ a: Int, _ b: Int, _ tolerance: Double, _ keep: inout [Bool]) {
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
