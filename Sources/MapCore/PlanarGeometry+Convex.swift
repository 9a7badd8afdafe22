extension PlanarGeometry {
    /// Whether a polygon is one convex ring: every turn along it goes the same way (turns
    /// sharper than `tolerance` meters of offset count; collinear points are ignored).
    public static func isConvex(_ rings: [[Vec2]], tolerance: Double = 0.05) -> Bool {
        guard rings.count == 1, var ring = rings.first, ring.count >= 3 else { return false }
        if ring.first == ring.last { ring.removeLast() }
        guard ring.count >= 3 else { return false }
        var sign = 0.0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count], c = ring[(i + 2) % ring.count]
            let ab = b - a, bc = c - b
            let cross = ab.x * bc.y - ab.y * bc.x
            // The offset of c from the line a–b, in meters.
            guard ab.length > 0, abs(cross) / ab.length > tolerance else { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }
}
