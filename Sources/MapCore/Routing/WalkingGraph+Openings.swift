
extension WalkingGraph {
    /// The least share of an opening's length that must lie on a unit's outline for the
    /// opening to lead into that unit.
    static let minimumDoorCoverage = 0.5

    /// Adds a node for every opening of a floor and records the walkable units it opens onto.
    mutating func addOpenings(on floor: FloorGeometry) {
        for line in floor.openings {
            let points = line.lines.flatMap { $0 }
            guard let first = points.first, let last = points.last else { continue }
            let length = line.lines.reduce(0) { $0 + PlanarGeometry.polylineLength($1) }
            let middle = line.lines.count == 1 ? PlanarGeometry.point(along: points, at: length / 2) : nil
            let node = addNode(WalkNode(kind: .opening(line.index), point: middle ?? line.bounds.center,
                                        ordinal: floor.ordinal, span: Self.innerSpan(first, last, inset: 0.25)))
            nodeOfOpening[line.index] = node
            var units = unitsUnder(line, length: length, on: floor)
            if units.isEmpty, let near = unitNear(middle ?? line.bounds.center, on: floor) { units = [near] }
            unitsOfOpening[line.index] = units
            for u in units { doorwaysOfUnit[u, default: []].append(node) }
            if units.isEmpty { strayOpenings.append(line.index) }
            if units.count == 1 { entrances.append(line.index) }
        }
    }

    /// The part of a doorway a route may cross: the chord from `a` to `b` without `inset` of
    /// its length at each end (at most `cap` meters), so routes pass doors near their middle
    /// and never clip the wall beside them.
    static func innerSpan(_ a: Vec2, _ b: Vec2, inset: Double, cap: Double = .infinity) -> (Vec2, Vec2) {
        let chord = b - a
        let length = chord.length
        guard length > 0 else { return (a, b) }
        let t = Swift.min(cap, length * inset) / length
        return (a + chord * t, b - chord * t)
    }

    /// How far (meters) an opening that lies on no unit's outline may be from a walkable unit
    /// and still open into it: entrances mapped on a building's outline, a few meters off the
    /// room behind it (OpenStreetMap `entrance=*` nodes often are).
    static let strayDoorReach = 8.0

    /// The walkable unit nearest to a point, within ``strayDoorReach`` of its outline.
    func unitNear(_ p: Vec2, on floor: FloorGeometry) -> Int? {
        var best: (unit: Int, d: Double)?
        let r = Self.strayDoorReach
        let reach = Rect(min: Vec2(p.x - r, p.y - r), max: Vec2(p.x + r, p.y + r))
        floor.unitIndex.forEach(intersecting: reach) { slot in
            let area = floor.units[slot]
            guard classes[area.index].isWalkable else { return }
            let d = PlanarGeometry.distance(from: p, toRings: area.rings)
            if d <= r, best == nil || d < best!.d { best = (area.index, d) }
        }
        return best?.unit
    }

    /// The walkable units whose outline covers at least ``minimumDoorCoverage`` of a door line.
    func unitsUnder(_ line: PreparedLine, length: Double, on floor: FloorGeometry) -> [Int] {
        var found: [Int] = []
        floor.unitIndex.forEach(intersecting: line.bounds.insetBy(tolerance)) { slot in
            let area = floor.units[slot]
            guard classes[area.index].isWalkable else { return }
            if doorCoverage(of: line, length: length, by: area.rings) >= Self.minimumDoorCoverage {
                found.append(area.index)
            }
        }
        return found.sorted()
    }

    /// The share of a door line's length lying along a unit's rings (a point-like door counts
    /// fully when it is within the tolerance of an edge).
    func doorCoverage(of line: PreparedLine, length: Double, by rings: [[Vec2]]) -> Double {
        var covered = 0.0
        for polyline in line.lines {
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let share = rings.map { PlanarGeometry.coveredFraction(ofSegment: a, b, byRing: $0, tolerance: tolerance) }.max() ?? 0
                covered += share * (length > 0 ? a.distance(to: b) / length : 1)
            }
        }
        if length == 0, let p = line.lines.first?.first {
            return rings.contains { PlanarGeometry.distance(from: p, toRing: $0) <= tolerance } ? 1 : 0
        }
        return covered
    }
}
