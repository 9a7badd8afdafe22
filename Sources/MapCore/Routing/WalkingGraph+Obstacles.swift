/// Pillars, wall pieces and voids standing inside walkable space (docs/routing.md, "Lines
/// around obstacles"): walks inside a unit go around them, and drawn lines never pass through.
extension WalkingGraph {
    /// Whether a unit is an obstacle to walking: a unit that cannot be walked (structure,
    /// columns, walls, open-to-below, vegetation: ``SpaceClass/void``).
    public func isObstacle(_ unit: Int) -> Bool {
        obstacleOfUnit.indices.contains(unit) ? obstacleOfUnit[unit] : !classes[unit].isWalkable
    }

    /// How deep (meters) inside a unit an obstacle's corner or label point must lie to stand in it
    /// (a wall beside the unit, sharing its outline, does not).
    static let obstacleDepth = 0.05

    /// The obstacles standing in a unit: smaller than it, with a corner or their label point
    /// more than ``obstacleDepth`` inside it. A wall piece drawn across a hall from one side
    /// to the other has every corner on the hall's outline, but its label point inside.
    func obstaclesStanding(in area: PreparedArea, on floor: FloorGeometry) -> [PreparedArea] {
        var out: [PreparedArea] = []
        floor.unitIndex.forEach(intersecting: area.bounds) { slot in
            let o = floor.units[slot]
            guard o.index != area.index, isObstacle(o.index), o.area < area.area, o.bounds.intersects(area.bounds) else { return }
            func deepInside(_ p: Vec2) -> Bool {
                area.bounds.contains(p) && PlanarGeometry.contains(p, rings: area.rings)
                    && PlanarGeometry.distance(from: p, toRings: area.rings) > Self.obstacleDepth
            }
            if deepInside(o.labelPoint) || o.rings.contains(where: { $0.contains(where: deepInside) }) { out.append(o) }
        }
        return out
    }
}
