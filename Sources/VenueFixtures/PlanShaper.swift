import Foundation
import MapCore

/// Turns one level's axis-aligned rectangles into outlines with real vertex statistics,
/// keeping every wall two units share identical in both (the same points, in reverse), as
/// real archives drawn in a CAD tool do.
///
/// In layout meters, every rectangle side is first split at every other unit's corner and
/// every door end lying on it (so a corridor's wall has a vertex wherever a room meets it,
/// and doors end on vertices). Each piece between two such points is then detailed from its
/// endpoints alone, in a canonical direction: sampled every ``step(_:_:)`` meters where
/// ``warp`` bends it, and given a pilaster (a half-round bump) when it is a long wall two
/// units share and its hash says so. The points then go through ``warp`` into final meters.
/// Corners only one unit touches are chamfered. Columns are holes.
struct PlanShaper {
    /// Maps a layout point to final meters (a curve for a façade or a concourse).
    var warp: (Vec2) -> Vec2
    /// The sampling step along the layout edge from the first point to the second, or nil
    /// when ``warp`` keeps it straight.
    var step: (Vec2, Vec2) -> Double?
    /// How far a corner only one unit touches is cut back along each side, in meters (0: none).
    var chamfer = 0.0
    /// Whether long shared walls get pilasters now and then.
    var pilasters = false
    /// Sides of a column's polygon.
    var columnSides = 8

    /// Layout points are compared at millimetres.
    private struct Key: Hashable {
        var x: Int, y: Int
        init(_ p: Vec2) { x = Int((p.x * 1000).rounded()); y = Int((p.y * 1000).rounded()) }
        init(x: Int, y: Int) { self.x = x; self.y = y }
        var point: Vec2 { Vec2(Double(x) / 1000, Double(y) / 1000) }
    }

    /// The outlines of `rects` (exterior ring counter-clockwise, then `holes[i]`'s column
    /// rings clockwise), with `extraPoints` (door ends) splitting the sides they lie on.
    func shape(_ rects: [Rect], holes: [[(center: Vec2, radius: Double)]], extraPoints: [Vec2]) -> [[[Vec2]]] {
        var onRow: [Int: Set<Int>] = [:], onColumn: [Int: Set<Int>] = [:]
        for p in rects.flatMap(Self.corners) + extraPoints {
            let k = Key(p)
            onRow[k.y, default: []].insert(k.x)
            onColumn[k.x, default: []].insert(k.y)
        }
        let sortedRows = onRow.mapValues { $0.sorted() }, sortedColumns = onColumn.mapValues { $0.sorted() }
        // Every ring as layout keys, corners and split points.
        let rings: [[Key]] = rects.map { rect in
            let c = Self.corners(rect).map(Key.init)
            var ring: [Key] = []
            for i in 0..<4 {
                let a = c[i], b = c[(i + 1) % 4]
                ring.append(a)
                if a.y == b.y {
                    let xs = sortedRows[a.y] ?? []
                    let inside = xs.filter { $0 > min(a.x, b.x) && $0 < max(a.x, b.x) }
                    ring += (a.x < b.x ? inside : inside.reversed()).map { Key(x: $0, y: a.y) }
                } else {
                    let ys = sortedColumns[a.x] ?? []
                    let inside = ys.filter { $0 > min(a.y, b.y) && $0 < max(a.y, b.y) }
                    ring += (a.y < b.y ? inside : inside.reversed()).map { Key(x: a.x, y: $0) }
                }
            }
            return ring
        }
        var owners: [Key: Int] = [:], edgeOwners: [[Key]: Int] = [:]
        for ring in rings {
            for (i, k) in ring.enumerated() {
                owners[k, default: 0] += 1
                edgeOwners[Self.canonical(k, ring[(i + 1) % ring.count]), default: 0] += 1
            }
        }
        return rings.indices.map { r in
            let ring = rings[r], n = ring.count
            // A corner only this unit touches, with room on both sides, is cut back.
            let cut = ring.indices.map { i in
                chamfer > 0 && owners[ring[i]] == 1
                    && ring[i].point.distance(to: ring[(i + n - 1) % n].point) > 3 * chamfer
                    && ring[i].point.distance(to: ring[(i + 1) % n].point) > 3 * chamfer
            }
            var out: [Vec2] = []
            for (i, k) in ring.enumerated() {
                let prev = ring[(i + n - 1) % n].point, next = ring[(i + 1) % n], p = k.point
                if cut[i] {
                    out.append(warp(p + (prev - p) * (chamfer / p.distance(to: prev))))
                    out.append(warp(p + (next.point - p) * (chamfer / p.distance(to: next.point))))
                } else {
                    out.append(warp(p))
                }
                let edge = Self.canonical(k, next)
                var inner = detail(edge[0].point, edge[1].point, shared: edgeOwners[edge] == 2)
                if edge[0] != k { inner.reverse() }
                // Points inside a chamfer's cut are gone with the corner.
                inner.removeAll { (cut[i] && $0.distance(to: p) <= chamfer) || (cut[(i + 1) % n] && $0.distance(to: next.point) <= chamfer) }
                out += inner.map(warp)
            }
            let columns = holes.indices.contains(r) ? holes[r] : []
            return [out] + columns.map { column in
                (0..<columnSides).map { j in
                    let angle = -2 * Double.pi * Double(j) / Double(columnSides)
                    return warp(column.center + Vec2(column.radius * cos(angle), column.radius * sin(angle)))
                }
            }
        }
    }

    /// The points strictly between `a` and `b` (a canonical edge): samples where the warp
    /// bends it, a pilaster's bump where it is a long shared wall whose hash picks it.
    private func detail(_ a: Vec2, _ b: Vec2, shared: Bool) -> [Vec2] {
        let length = a.distance(to: b)
        guard length > 0 else { return [] }
        let along = (b - a) * (1 / length), across = Vec2(-along.y, along.x)
        var ts: [Double] = []
        if let s = step(a, b), s > 0 {
            var t = s
            while t < length - s / 2 { ts.append(t); t += s }
        }
        guard pilasters, shared, length >= 4, Self.hash(a, b) % 5 == 0 else { return ts.map { a + along * $0 } }
        // A half-round pilaster of radius 0.3 m at the middle, in seven points.
        let mid = length / 2, radius = 0.3
        var points = ts.filter { abs($0 - mid) > radius + 0.05 && $0 < mid }.map { a + along * $0 }
        for j in 0...6 {
            let angle = Double.pi * Double(6 - j) / 6
            points.append(a + along * (mid + radius * cos(angle)) + across * (radius * sin(angle)))
        }
        points += ts.filter { abs($0 - mid) > radius + 0.05 && $0 > mid }.map { a + along * $0 }
        return points
    }

    /// A rectangle's corners, counter-clockwise from its minimum.
    static func corners(_ r: Rect) -> [Vec2] {
        [r.min, Vec2(r.max.x, r.min.y), r.max, Vec2(r.min.x, r.max.y)]
    }

    /// The edge's two ends in a fixed order, so both units that share it detail it alike.
    private static func canonical(_ a: Key, _ b: Key) -> [Key] {
        (a.x, a.y) < (b.x, b.y) ? [a, b] : [b, a]
    }

    /// A well-mixed hash of an edge's ends.
    private static func hash(_ a: Vec2, _ b: Vec2) -> UInt64 {
        var mix = SplitMix(seed: UInt64(bitPattern: Int64((a.x * 1000).rounded())) &* 31
                               &+ UInt64(bitPattern: Int64((a.y * 1000).rounded())) &* 1_000_003
                               &+ UInt64(bitPattern: Int64((b.x * 1000).rounded())) &* 7_919
                               &+ UInt64(bitPattern: Int64((b.y * 1000).rounded())))
        return mix.next()
    }
}
