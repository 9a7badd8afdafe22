/// How much of a segment runs inside a polygon: the exact check that keeps drawn routes out of
/// pillars and wall pieces (``RouteRegion/crossesObstacle(_:_:)``).
extension PlanarGeometry {
    /// The stretches of segment a–b strictly inside the polygon `rings` (even-odd), as
    /// parameter ranges in [0, 1] from `a`, in order. A segment that only touches the outline
    /// (runs along an edge, grazes a corner) gives no stretch; neither does a degenerate one.
    public static func insideIntervals(ofSegment a: Vec2, _ b: Vec2, rings: [[Vec2]]) -> [ClosedRange<Double>] {
        let d = b - a
        guard d.length > 0 else { return [] }
        // Every parameter where the segment meets an edge splits it; each piece between two
        // splits is wholly inside or outside, decided at its middle.
        var cuts: [Double] = [0, 1]
        for ring in rings where ring.count >= 2 {
            var r = ring[ring.count - 1]
            for s in ring {
                defer { r = s }
                let e = s - r
                let denominator = cross(d, e)
                guard denominator != 0 else { continue }   // parallel: only touches along it
                let w = r - a
                let t = cross(w, e) / denominator, u = cross(w, d) / denominator
                if t > 0, t < 1, u >= 0, u <= 1 { cuts.append(t) }
            }
        }
        cuts.sort()
        var out: [ClosedRange<Double>] = []
        for (t0, t1) in zip(cuts, cuts.dropFirst()) where t1 > t0 {
            let m = a + d * ((t0 + t1) / 2)
            // On the outline (within a micrometre) is not inside.
            guard contains(m, rings: rings), distance(from: m, toRings: rings) > 1e-6 else { continue }
            if let last = out.last, last.upperBound == t0 {
                out[out.count - 1] = last.lowerBound...t1
            } else {
                out.append(t0...t1)
            }
        }
        return out
    }
}
