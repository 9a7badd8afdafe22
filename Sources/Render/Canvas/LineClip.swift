import MapCore

/// Liang–Barsky clipping of a segment to an axis-aligned box, in doubles.
///
/// Used before rasterising so that a segment from -1e12 to 1e12 costs only as many
/// steps as the part that is visible.
enum LineClip {
    /// The part of segment `a`–`b` inside `[minX, maxX] × [minY, maxY]`, or nil when
    /// none of it is (or a coordinate is not finite).
    static func clip(_ a: Vec2, _ b: Vec2,
                     minX: Double, minY: Double, maxX: Double, maxY: Double) -> (Vec2, Vec2)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let dx = b.x - a.x, dy = b.y - a.y
        guard dx.isFinite, dy.isFinite else { return nil }
        // Both ends inside: nothing to clip (the boundary tests below would leave t0 = 0, t1 = 1).
        if a.x >= minX && a.x <= maxX && b.x >= minX && b.x <= maxX
            && a.y >= minY && a.y <= maxY && b.y >= minY && b.y <= maxY {
            return (a, b)
        }
        var t0 = 0.0, t1 = 1.0
        // One boundary: the point at t is inside while p·t <= q.
        func keep(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }   // parallel: inside or outside throughout
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard keep(-dx, a.x - minX), keep(dx, maxX - a.x),
              keep(-dy, a.y - minY), keep(dy, maxY - a.y) else { return nil }
        let start = t0 == 0 ? a : Vec2(a.x + t0 * dx, a.y + t0 * dy)
        let end = t1 == 1 ? b : Vec2(a.x + t1 * dx, a.y + t1 * dy)
        return (start, end)
    }
}
