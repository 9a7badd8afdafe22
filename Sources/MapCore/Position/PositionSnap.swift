/// What became of a position that stood in no unit: moved onto the nearest walkable space
/// within reach, or left where it was with how far that space is.
public struct PositionSnap: Sendable, Equatable {
    /// The walkable unit nearest the reported point.
    public var unit: Int
    /// That unit's name ("West Bridge Corridor").
    public var unitName: String
    /// Meters from the reported point to that unit's outline.
    public var distance: Double
    /// Whether the position was moved into that unit (within ``MapModel/snapRadius(accuracy:)``).
    public var snapped: Bool

    /// A sentence for the user: "you are about 1 m from West Bridge Corridor", or, farther,
    /// "the nearest walkable space, West Bridge Corridor, is 50 m away".
    public var sentence: String {
        text(.english)
    }
}

extension MapModel {
    /// How far a position may be outside every unit and still be moved onto the nearest
    /// walkable one: its accuracy, at least 5 m (indoor fixes are off by 3–10 m).
    public static func snapRadius(accuracy: Double?) -> Double {
        Swift.max(accuracy.flatMap { $0.isFinite ? $0 : nil } ?? 0, 5)
    }

    /// A position that stands in no unit, moved onto the nearest walkable unit of its floor
    /// when that lies within ``snapRadius(accuracy:)`` (its point just inside the outline, its
    /// `unit` set), else left in place; either way with ``HerePosition/snap`` saying which.
    /// A position already in a unit, or on a floor with no walkable unit within
    /// ``positionReach``, is returned as it is.
    public func snapped(_ position: HerePosition) -> HerePosition {
        guard position.unit == nil, let (slot, edgePoint, distance) = nearestWalkable(to: position.point, ordinal: position.ordinal)
        else { return position }
        let f = floor(position.ordinal)
        let area = f.units[slot]
        var result = position
        let snapped = distance <= Self.snapRadius(accuracy: position.accuracy)
        if snapped {
            result.point = Self.pointJustInside(area, from: position.point, edge: edgePoint)
            result.unit = area.index
        }
        result.snap = PositionSnap(unit: area.index, unitName: graph.name(of: .unit(area.index)), distance: distance, snapped: snapped)
        return result
    }

    /// The walkable unit of a floor nearest `point` (slot in the floor's units), the nearest
    /// point of its outline and the distance, searching out to ``positionReach``.
    func nearestWalkable(to point: Vec2, ordinal: Int) -> (slot: Int, edge: Vec2, distance: Double)? {
        let f = floor(ordinal)
        var best: (slot: Int, edge: Vec2, distance: Double)?
        for radius in [10.0, 50.0, Self.positionReach] {
            f.unitIndex.forEach(intersecting: Rect(min: point, max: point).insetBy(radius)) { slot in
                let u = f.units[slot]
                guard SpaceClass(category: graph.archive.units[u.index].category).isWalkable else { return }
                for ring in u.rings {
                    guard var previous = ring.last else { continue }
                    for q in ring {
                        let c = PlanarGeometry.closestPoint(to: point, onSegment: previous, q)
                        let d = c.distance(to: point)
                        if d < (best?.distance ?? .infinity) { best = (slot, c, d) }
                        previous = q
                    }
                }
            }
            if let best, best.distance <= radius { return best }
        }
        return best
    }

    /// A point a little inside `area` near `edge` (the outline's point nearest the reported
    /// one): a step on from the edge away from where the position was, else toward the
    /// unit's label point, else the edge itself.
    static func pointJustInside(_ area: PreparedArea, from reported: Vec2, edge: Vec2) -> Vec2 {
        let inward = edge - reported
        var candidates: [Vec2] = []
        for step in [0.3, 0.1] {
            if inward.length > 1e-9 { candidates.append(edge + inward * (step / inward.length)) }
            let toLabel = area.labelPoint - edge
            if toLabel.length > 1e-9 { candidates.append(edge + toLabel * (Swift.min(step, toLabel.length / 2) / toLabel.length)) }
        }
        return candidates.first { PlanarGeometry.contains($0, rings: area.rings) } ?? edge
    }
}
