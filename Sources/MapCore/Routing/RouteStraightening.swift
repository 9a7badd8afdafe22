/// Pulls a route taut through its doorways: each inner point slides along its doorway's width
/// to where the walk through it is shortest, as a person walking cuts corners.
enum RouteStraightening {
    /// Passes over the whole polyline; each pass moves every point to its best place given its
    /// neighbours, and a few passes settle typical routes to centimeters.
    static let passes = 4

    /// The polyline with every point that has a span moved along it, the ends kept fixed.
    /// A point moves only as far toward its best place as keeps both segments beside it
    /// `clear` (inside the spaces the route uses).
    /// - Parameters:
    ///   - points: the route's points.
    ///   - spans: for each point, the doorway segment it may slide along, or nil to keep it.
    ///   - clear: whether a straight segment may be drawn.
    static func straighten(_ points: [Vec2], spans: [(Vec2, Vec2)?], clear: (Vec2, Vec2) -> Bool = { _, _ in true }) -> [Vec2] {
        guard points.count >= 3 else { return points }
        var out = points
        for _ in 0..<passes {
            for i in 1..<(out.count - 1) {
                guard let span = spans[i] else { continue }
                let best = bestPoint(on: span, between: out[i - 1], and: out[i + 1])
                guard best.distance(to: out[i]) > 0.01 else { continue }
                func fits(_ p: Vec2) -> Bool { clear(out[i - 1], p) && clear(p, out[i + 1]) }
                if fits(best) {
                    out[i] = best
                    continue
                }
                // The farthest of a few places between the current one and the best that fits.
                var lo = out[i], hi = best
                for _ in 0..<4 {
                    let mid = (lo + hi) * 0.5
                    if fits(mid) { lo = mid } else { hi = mid }
                }
                out[i] = lo
            }
        }
        return out
    }

    /// The point of segment a–b minimising the distance from `p` through it to `q`
    /// (a convex function along the segment, so a golden-section search finds it).
    static func bestPoint(on span: (Vec2, Vec2), between p: Vec2, and q: Vec2) -> Vec2 {
        let (a, b) = span
        let d = b - a
        func at(_ t: Double) -> Vec2 { a + d * t }
        func cost(_ t: Double) -> Double { p.distance(to: at(t)) + at(t).distance(to: q) }
        let ratio = (5.0.squareRoot() - 1) / 2
        var lo = 0.0, hi = 1.0
        var x1 = hi - ratio * (hi - lo), x2 = lo + ratio * (hi - lo)
        var f1 = cost(x1), f2 = cost(x2)
        for _ in 0..<40 {
            if f1 <= f2 {
                hi = x2; x2 = x1; f2 = f1
                x1 = hi - ratio * (hi - lo); f1 = cost(x1)
            } else {
                lo = x1; x1 = x2; f1 = f2
                x2 = lo + ratio * (hi - lo); f2 = cost(x2)
            }
        }
        return at((lo + hi) / 2)
    }
}
