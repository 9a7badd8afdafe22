
extension WalkingGraph {
    /// How far (meters) outside a room's wall the floor is probed for the circulation around it.
    static let kioskProbe = 0.3

    /// Gives each doorless room that stands inside a circulation unit — a kiosk or a shop drawn
    /// inside a mall avenue's polygon, its walls nowhere near the avenue's outline, so it shares
    /// no wall with it — a doorway in the middle of its longest wall that faces the avenue's
    /// floor (``WalkNode/Kind/wallEntry(room:from:)``): people walk up to it from around. The
    /// avenue's raster leaves the room out (``overlappingUnits(of:on:)``), so walks past it go
    /// around.
    mutating func addKioskEntries(on floor: FloorGeometry) {
        for room in doorlessUnits(on: floor) where (doorwaysOfUnit[room] ?? []).isEmpty && isEnclosedRoom(room) {
            guard let slot = floor.unitSlot[room], let host = hostUnit(of: floor.units[slot], on: floor),
                  let wall = wallFacing(host, from: floor.units[slot], on: floor) else { continue }
            addDoorway(between: room, and: host, along: [wall.0, wall.1], ordinal: floor.ordinal, kind: .wallEntry(room: room, from: host))
        }
    }

    /// The smallest circulation unit, larger than `area`, that holds its label point.
    func hostUnit(of area: PreparedArea, on floor: FloorGeometry) -> Int? {
        var host: (unit: Int, area: Double)?
        floor.unitIndex.forEach(intersecting: Rect(min: area.labelPoint, max: area.labelPoint)) { slot in
            let c = floor.units[slot]
            guard c.index != area.index, isCirculation(c.index), c.area > area.area, c.area < host?.area ?? .infinity,
                  PlanarGeometry.contains(area.labelPoint, rings: c.rings) else { return }
            host = (c.index, c.area)
        }
        return host?.unit
    }

    /// The longest edge of a room's outline, ``minimumWallEntry`` or longer, whose outside just
    /// beyond its middle is the host unit's floor and no other unit's.
    func wallFacing(_ host: Int, from area: PreparedArea, on floor: FloorGeometry) -> (Vec2, Vec2)? {
        guard let hostSlot = floor.unitSlot[host], let outer = area.rings.first, outer.count >= 3 else { return nil }
        let hostRings = floor.units[hostSlot].rings
        var best: (Vec2, Vec2, Double)?
        var p = outer[outer.count - 1]
        for q in outer {
            defer { p = q }
            let length = p.distance(to: q)
            guard length >= Self.minimumWallEntry, length > best?.2 ?? 0 else { continue }
            let middle = (p + q) * 0.5, normal = Vec2(-(q - p).y / length, (q - p).x / length)
            guard let outside = [middle + normal * Self.kioskProbe, middle - normal * Self.kioskProbe].first(where: {
                !PlanarGeometry.contains($0, rings: area.rings)
            }), PlanarGeometry.contains(outside, rings: hostRings) else { continue }
            var taken = false
            floor.unitIndex.forEach(intersecting: Rect(min: outside, max: outside)) { slot in
                let o = floor.units[slot]
                if o.index != host, o.index != area.index, PlanarGeometry.contains(outside, rings: o.rings) { taken = true }
            }
            if !taken { best = (p, q, length) }
        }
        return best.map { ($0.0, $0.1) }
    }
}
