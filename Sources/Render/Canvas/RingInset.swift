import MapCore

/// Offsetting a closed ring towards its inside, for double outlines.
enum RingInset {
    /// The ring moved `distance` towards its interior (mitred corners, miters capped),
    /// or nil when the ring has no area, has non-finite points, or is too small for an
    /// inner ring to fit.
    static func inset(_ ring: [Vec2], by distance: Double) -> [Vec2]? {
        // Drop repeated points (including a closing copy of the first point).
        var pts: [Vec2] = []
        pts.reserveCapacity(ring.count)
        for p in ring {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            if let last = pts.last, last == p { continue }
            pts.append(p)
        }
        if pts.count > 1, pts[0] == pts[pts.count - 1] { pts.removeLast() }
        guard pts.count >= 3, let box = Rect(points: pts),
              min(box.width, box.height) > 2 * distance + 1 else { return nil }

        var area2 = 0.0
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area2 += a.x * b.y - b.x * a.y
        }
        guard area2 != 0 else { return nil }
        let side = area2 > 0 ? 1.0 : -1.0

        // Inward unit normal of the edge from pts[i] to pts[i+1].
        func normal(_ i: Int) -> Vec2 {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let d = b - a, len = d.length
            return Vec2(-d.y / len * side, d.x / len * side)
        }
        let maxMiter = 4.0
        var out: [Vec2] = []
        out.reserveCapacity(pts.count)
        for i in pts.indices {
            let n1 = normal((i + pts.count - 1) % pts.count), n2 = normal(i)
            let denom = 1 + n1.dot(n2)
            var m = denom > 1e-9 ? (n1 + n2) * (1 / denom) : n2
            if m.length > maxMiter { m = m * (maxMiter / m.length) }
            out.append(pts[i] + m * distance)
        }
        var innerArea2 = 0.0
        for i in out.indices {
            let a = out[i], b = out[(i + 1) % out.count]
            innerArea2 += a.x * b.y - b.x * a.y
        }
        // An inverted or grown ring means the shape was too thin somewhere.
        guard innerArea2 * side > 0, abs(innerArea2) < abs(area2) else { return nil }
        return out
    }
}
