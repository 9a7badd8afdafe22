/// The spaces one leg of a route uses, so that straightening keeps the drawn line inside them:
/// a point is admitted when it lies in a unit the leg walks through, or in no unit at all (the
/// unmapped floor); a point inside any other unit — a room the route does not use, a wall — is
/// not, unless a smaller used unit overlaps it there.
struct RouteRegion {
    /// The leg's level.
    let floor: FloorGeometry
    /// The units the leg uses: those walked through, its start and end, the connector boarded.
    let allowed: Set<Int>

    /// Meters between the points checked along a segment.
    static let step = 0.25
    /// The most points checked along one segment.
    static let maxSamples = 400

    /// Whether a point may be on the line: inside no other unit, or inside a used unit
    /// smaller than every other unit it is in (where units overlap, the smaller is what a
    /// person sees there).
    func admits(_ p: Vec2) -> Bool {
        var used = Double.infinity, other = Double.infinity
        floor.unitIndex.forEach(intersecting: Rect(min: p, max: p)) { slot in
            let u = floor.units[slot]
            let inside = u.bounds.contains(p) && PlanarGeometry.contains(p, rings: u.rings)
            if allowed.contains(u.index) {
                if inside { used = Swift.min(used, u.area) }
            } else if inside {
                other = Swift.min(other, u.area)
            }
        }
        if other == .infinity { return true }
        return used < other
    }

    /// Whether the straight segment from `a` to `b` stays in the region (checked every
    /// ``step``, at most ``maxSamples`` times).
    func clear(_ a: Vec2, _ b: Vec2) -> Bool {
        let n = Swift.max(1, Swift.min(Self.maxSamples, Int((a.distance(to: b) / Self.step).rounded(.up))))
        for i in 0...n where !admits(a + (b - a) * (Double(i) / Double(n))) { return false }
        return true
    }
}
