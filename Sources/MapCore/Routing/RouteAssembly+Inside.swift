
/// Keeps a route's drawn line inside the spaces it walks (docs/routing.md, "Lines inside
/// walkable space"): doorways a walk merely passes are dropped, or moved off the wall into the
/// unit walked; walks that run along a wall are drawn a little inside the unit, and walks
/// that leave their unit go around through its raster.
extension RouteAssembly {
    /// How far (meters) from a unit's outline a walk along it is drawn.
    static let wallClearance = 0.5
    /// Closer than this (meters) to its unit's outline, a walk's middle runs along the wall.
    static let alongWall = 0.1
    /// The depths (meters) tried, deepest first, when moving a point or walk off a wall.
    static let insetDepths = [wallClearance, wallClearance * 0.6, wallClearance * 0.3]

    /// Drops the last point of a leg when the hop about to be added walks on through the same
    /// unit in a straight line that stays inside it: a doorway of someone else's room on the
    /// corridor's wall that the walk only passes (the graph joins all doorways of a unit, and
    /// a walk along a corridor may hop from one to the next along its wall).
    func dropPassedDoorway(_ d: inout Draft, before hop: Router.Hop, in unit: Int?, to next: Vec2) {
        let k = d.points.count - 1
        guard let unit, k >= 1, d.walked[k] == unit, d.lastStraight, hop.edge.via.isEmpty,
              graph.classes[unit].connector == nil else { return }
        if let grid = graph.unitGrids[unit], !grid.lineOfSight(d.points[k - 1], next, skippingEnds: WalkingGraph.endSkip) { return }
        d.points.removeLast()
        d.spans.removeLast()
        d.loose.removeLast()
        d.walked.removeLast()
    }

    /// The straightened points of a leg with each walk through a unit kept inside it: a walk
    /// along the unit's wall moves ``wallClearance`` inside, and a walk that leaves the
    /// leg's spaces (``RouteRegion``) follows the unit's raster around what is in the way.
    /// - Returns: the points and, for each, whether it may be dropped on the unmapped floor.
    func keptInside(_ points: [Vec2], loose: [Bool], walked: [Int?], region: RouteRegion) -> ([Vec2], [Bool]) {
        guard points.count >= 2, walked.count == points.count, loose.count == points.count else { return (points, loose) }
        var points = points
        // A doorway passed on the way through one unit (its walk neither enters nor leaves
        // there) moves off the wall, into the unit walked.
        for i in 1..<(points.count - 1) {
            guard let unit = walked[i], walked[i + 1] == unit, graph.classes[unit].connector == nil,
                  let area = graph.model.unitArea(unit), distanceToOutline(points[i], area) < Self.alongWall,
                  let normal = inwardNormal(at: points[i], area) else { continue }
            if let p = movedInside(points[i], normal, area), !touchesOtherRoom(points[i - 1], p, region), !touchesOtherRoom(p, points[i + 1], region) {
                points[i] = p
            }
        }
        var out = [points[0]], outLoose = [loose[0]]
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            if let unit = walked[i], graph.classes[unit].connector == nil, let area = graph.model.unitArea(unit) {
                for p in detour(from: a, to: b, in: unit, area: area, region: region) {
                    out.append(p)
                    outLoose.append(false)
                }
            }
            out.append(b)
            outLoose.append(loose[i])
        }
        return (out, outLoose)
    }

    /// The inner points of a walk from `a` to `b` through a unit that keep it inside; none when
    /// the straight walk is fine or nothing better is found.
    func detour(from a: Vec2, to b: Vec2, in unit: Int, area: PreparedArea, region: RouteRegion) -> [Vec2] {
        guard a.distance(to: b) > 0.05 else { return [] }
        let mid = (a + b) * 0.5
        // The exact check alone decides whether to look further: it is cheaper than sampling,
        // and enclosed rooms are what a walk must not cut through.
        let clear = !touchesOtherRoom(a, b, region)
        if clear, PlanarGeometry.contains(mid, rings: area.rings), distanceToOutline(mid, area) >= Self.alongWall { return [] }
        if let along = insetAlongWall(a, b, area: area, region: region) { return along }
        // A unit with one doorway has no raster of its own yet: the start or end room's walk
        // to its door may cross a shop drawn inside it.
        guard !clear, let grid = graph.unitGrids[unit] ?? graph.unitGrid(unit) else { return [] }
        return aroundThroughGrid(a, b, grid: grid, region: region) ?? []
    }

    /// The meters from a point to the nearest edge of a unit's outline.
    func distanceToOutline(_ p: Vec2, _ area: PreparedArea) -> Double {
        PlanarGeometry.distance(from: p, toRings: area.rings)
    }

    /// A walk between two points on the same wall of a unit drawn parallel to it, inside:
    /// `a`, `a` moved in, `b` moved in, `b`. Nil when the walk is not along a wall or the
    /// unit is too narrow there.
    func insetAlongWall(_ a: Vec2, _ b: Vec2, area: PreparedArea, region: RouteRegion) -> [Vec2]? {
        let mid = (a + b) * 0.5
        guard distanceToOutline(mid, area) < Self.alongWall, let normal = inwardNormal(at: mid, area) else { return nil }
        for depth in Self.insetDepths {
            let a2 = a + normal * depth, b2 = b + normal * depth, m2 = mid + normal * depth
            guard [a2, b2, m2].allSatisfy({ PlanarGeometry.contains($0, rings: area.rings) && distanceToOutline($0, area) > depth * 0.8 }),
                  fits(a2, b2, region) else { continue }
            return [a2, b2]
        }
        return nil
    }

    /// The unit normal, pointing into the unit, of the outline edge nearest a point.
    func inwardNormal(at point: Vec2, _ area: PreparedArea) -> Vec2? {
        var nearest: (Vec2, Vec2, Double)?
        for ring in area.rings where ring.count >= 2 {
            var p = ring[ring.count - 1]
            for q in ring {
                defer { p = q }
                let d = PlanarGeometry.distance(from: point, toSegment: p, q)
                if d < (nearest?.2 ?? .infinity), p.distance(to: q) > 0 { nearest = (p, q, d) }
            }
        }
        guard let (p, q, _) = nearest else { return nil }
        let along = (q - p) * (1 / p.distance(to: q))
        let normal = Vec2(-along.y, along.x)
        return PlanarGeometry.contains(PlanarGeometry.closestPoint(to: point, onSegment: p, q) + normal * 0.05, rings: area.rings) ? normal : normal * -1
    }

    /// A point moved along `normal` into a unit, ``wallClearance`` deep or less where the unit
    /// is narrow; nil when no depth tried lies inside.
    func movedInside(_ point: Vec2, _ normal: Vec2, _ area: PreparedArea) -> Vec2? {
        for depth in Self.insetDepths {
            let p = point + normal * depth
            if PlanarGeometry.contains(p, rings: area.rings), distanceToOutline(p, area) > depth * 0.8 { return p }
        }
        return nil
    }

    /// A walk between two points of a unit around what lies in the way, through the unit's
    /// raster, pulled taut as far as the line stays in the leg's spaces; nil when the raster
    /// does not join them or its path leaves those spaces.
    func aroundThroughGrid(_ a: Vec2, _ b: Vec2, grid: WalkGrid, region: RouteRegion) -> [Vec2]? {
        // A point farther from the raster (a doorway slid across its own room) joins it only
        // where the straight way to it fits.
        func entry(_ p: Vec2) -> (cell: Int, checked: Bool)? {
            if let c = grid.nearestOpen(to: p, within: 1.5) { return (c, false) }
            return grid.nearestOpen(to: p, within: Self.farEntry).map { ($0, true) }
        }
        guard let ea = entry(a), let eb = entry(b) else { return nil }
        let field = grid.field(from: [(cell: ea.cell, label: 0)])
        guard field.source[eb.cell] >= 0 else { return nil }
        let cells = grid.trace(field, from: eb.cell).reversed().map(grid.center)
        let path = [grid.center(ea.cell)] + cells + [grid.center(eb.cell)]
        guard ea.checked ? fits(a, path[0], region) : true, eb.checked ? fits(path[path.count - 1], b, region) : true else { return nil }
        // Pulled taut on the raster, when that line fits; else, since the raster alone lets a
        // line graze a room's corner between two cells, pulled taut only as far as the straight
        // line fits, over every fourth cell (a meter apart at the finest).
        let taut = grid.taut(path)
        if zip(taut, taut.dropFirst()).allSatisfy({ fits($0, $1, region) }) { return taut }
        let sparse = stride(from: 0, to: path.count - 1, by: Self.cellStride).map { path[$0] } + [path[path.count - 1]]
        guard zip(sparse, sparse.dropFirst()).allSatisfy({ fits($0, $1, region) }) else { return nil }
        var out = [sparse[0]]
        var i = 0
        while i < sparse.count - 1 {
            var j = i + 1
            while j + 1 < sparse.count, fits(sparse[i], sparse[j + 1], region) { j += 1 }
            out.append(sparse[j])
            i = j
        }
        return out
    }

    /// Raster cells between the points of a walk pulled taut around a room's corner.
    static let cellStride = 4

    /// The farthest (meters) a walk's end may lie from its unit's raster and still be joined to it.
    static let farEntry = 4.0

    /// Meters at each end of a segment where touching a room's outline is allowed (a doorway
    /// lies on it).
    static let endGap = 0.05

    /// Whether a straight segment may be drawn: it stays in the leg's spaces
    /// (``RouteRegion/clear(_:_:)``, sampled) and touches no enclosed room the leg does not use
    /// anywhere but at its ends (exactly, so a line grazing a room's corner between two samples
    /// is caught).
    func fits(_ a: Vec2, _ b: Vec2, _ region: RouteRegion) -> Bool {
        region.clear(a, b) && !touchesOtherRoom(a, b, region)
    }

    /// Whether segment a–b, less ``endGap`` at each end, meets the outline of (or lies in) an
    /// enclosed room that the leg does not use, or runs through an obstacle
    /// (``RouteRegion/crossesObstacle(_:_:)``).
    func touchesOtherRoom(_ a: Vec2, _ b: Vec2, _ region: RouteRegion) -> Bool {
        let length = a.distance(to: b)
        guard length > 2 * Self.endGap else { return false }
        let step = (b - a) * (Self.endGap / length)
        let a2 = a + step, b2 = b - step
        let box = Rect(min: Vec2(Swift.min(a2.x, b2.x), Swift.min(a2.y, b2.y)), max: Vec2(Swift.max(a2.x, b2.x), Swift.max(a2.y, b2.y)))
        var hit = false
        region.floor.unitIndex.forEach(intersecting: box) { slot in
            guard !hit else { return }
            let u = region.floor.units[slot]
            guard !region.allowed.contains(u.index), u.bounds.intersects(box), graph.isEnclosedRoom(u.index) else { return }
            hit = u.rings.contains { PlanarGeometry.distance(fromSegment: a2, b2, toRing: $0) < 1e-6 }
                || PlanarGeometry.contains((a2 + b2) * 0.5, rings: u.rings)
        }
        return hit || region.crossesObstacle(a2, b2)
    }
}
