/// Dropping repeated points before the hull's sort.
extension OSMGeometry {
    /// `points` without the later copies of a point already seen (the same bits in both
    /// coordinates), in input order.
    ///
    /// The points of a venue repeat a lot (rooms share corners, rings close on their first
    /// point, level outlines reuse room corners: caserne.geojson gives the venue hull 955 points,
    /// 290 of them distinct), and ``convexHull(_:)`` sorts everything it is given. A later
    /// bit-identical copy never changes the hull, which keeps the first of equal points, so
    /// they can go before the sort. A small open-addressing table of indices does it: a
    /// `Set<GeoPoint>` would hash every point with SipHash, which costs about what the sort saves.
    /// A point whose probe runs past ``maxProbes`` is kept as if new: keeping a copy is always
    /// correct (the sort drops it as before), and no input can make the table quadratic.
    static func withoutLaterCopies(_ points: [GeoPoint]) -> [GeoPoint] {
        guard points.count > 8 else { return points }
        var capacity = 16
        while capacity < points.count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var slots = [Int](repeating: -1, count: capacity)   // index into `out`, or -1
        var out: [GeoPoint] = []
        out.reserveCapacity(points.count)
        for p in points {
            let x = p.longitude.bitPattern, y = p.latitude.bitPattern
            // SplitMix64's finaliser over both coordinates: round values (0.5, 45.0) have their
            // bits at the top, real coordinates at the bottom; every bit reaches the slot.
            let h = splitMixFinal(x ^ (y << 32 | y >> 32))
            var slot = Int(truncatingIfNeeded: h) & mask
            var seen = false
            for _ in 0..<maxProbes {
                let i = slots[slot]
                if i < 0 {
                    slots[slot] = out.count
                    break
                }
                let q = out[i]
                if q.longitude.bitPattern == x && q.latitude.bitPattern == y {
                    seen = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if !seen { out.append(p) }
        }
        return out
    }

    /// How many slots a lookup in ``withoutLaterCopies(_:)`` tries before keeping the point.
    static let maxProbes = 32
}
