/// The spaces one leg of a route uses, so that straightening keeps the drawn line inside them:
/// a point is admitted when it lies in a unit the leg walks through, or in no unit at all (the
/// unmapped floor); a point inside any other unit — a room the route does not use, a wall — is
/// not, unless a smaller used unit overlaps it there. Obstacles (pillars, wall pieces, voids:
/// ``WalkingGraph/isObstacle(_:)``) are also checked exactly, so no line passes through one
/// between two samples.
struct RouteRegion {
    /// The leg's level.
    let floor: FloorGeometry
    /// The units the leg uses: those walked through, its start and end, the connector boarded.
    let allowed: Set<Int>
    /// Whether each unit (by unit index) is an obstacle; empty checks none exactly.
    var obstacles: [Bool] = []

    /// The longest stretch (meters) of a line that may run inside an obstacle: a line that
    /// touches a pillar's corner is not through it.
    static let obstacleGraze = 0.05

    /// Meters between the points checked along a segment.
    static let step = 0.25
    /// The most points checked along one segment.
    static let maxSamples = 400

    /// Whether a point may be on the line: inside no other unit, or inside a used unit
    /// smaller than every other unit it is in (where units overlap, the smaller is what a
    /// person sees there).
    func admits(_ p: Vec2) -> Bool {
        admits(p, among: floor.unitIndex.query(Rect(min: p, max: p)), units: floor.units)
    }

    /// ``admits(_:)`` over candidate unit slots that include every unit whose bounds hold `p`.
    private func admits(_ p: Vec2, among slots: [Int], units: [PreparedArea]) -> Bool {
        var used = Double.infinity, other = Double.infinity
        for slot in slots {
            let u = units[slot]
            guard u.bounds.contains(p), PlanarGeometry.contains(p, rings: u.rings) else { continue }
            if allowed.contains(u.index) {
                used = Swift.min(used, u.area)
            } else {
                other = Swift.min(other, u.area)
            }
        }
        if other == .infinity { return true }
        return used < other
    }

    /// Points checked against one query of the unit index: the units that may hold them are
    /// looked up once per run of this many points along a segment, not once per point.
    static let samplesPerQuery = 32

    /// Whether the straight segment from `a` to `b` stays in the region (checked every
    /// ``step``, at most ``maxSamples`` times).
    func clear(_ a: Vec2, _ b: Vec2) -> Bool {
        let n = Swift.max(1, Swift.min(Self.maxSamples, Int((a.distance(to: b) / Self.step).rounded(.up))))
        func sample(_ i: Int) -> Vec2 { a + (b - a) * (Double(i) / Double(n)) }
        let units = floor.units
        var slots: [Int] = []
        var i = 0
        while i <= n {
            let last = Swift.min(n, i + Self.samplesPerQuery - 1)
            slots.removeAll(keepingCapacity: true)
            if let box = Rect(points: (i...last).lazy.map(sample)) { floor.unitIndex.query(box, into: &slots) }
            for k in i...last where !admits(sample(k), among: slots, units: units) { return false }
            i = last + 1
        }
        return !crossesObstacle(a, b)
    }

    /// Whether the segment from `a` to `b` runs more than ``obstacleGraze`` meters through an
    /// obstacle the leg does not use, where no smaller used unit lies over it (exact: a thin
    /// wall between two samples of ``clear(_:_:)`` counts).
    func crossesObstacle(_ a: Vec2, _ b: Vec2) -> Bool {
        guard !obstacles.isEmpty, let box = Rect(points: [a, b]) else { return false }
        let length = a.distance(to: b)
        guard length > Self.obstacleGraze else { return false }
        var hit = false
        floor.unitIndex.forEach(intersecting: box) { slot in
            let u = floor.units[slot]
            guard !hit, obstacles.indices.contains(u.index), obstacles[u.index], !allowed.contains(u.index), u.bounds.intersects(box) else { return }
            for t in PlanarGeometry.insideIntervals(ofSegment: a, b, rings: u.rings)
            where (t.upperBound - t.lowerBound) * length > Self.obstacleGraze && !admits(a + (b - a) * ((t.lowerBound + t.upperBound) / 2)) {
                hit = true
                return
            }
        }
        return hit
    }
}
