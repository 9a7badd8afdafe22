
extension WalkingGraph {
    /// Joins parts of a level that nothing indoors joins through their entrances, walking
    /// outside in a straight line: an open-air mall whose covered galleries are separate
    /// buildings, or a campus whose buildings share a level, is one place to walk in even
    /// though its streets are not mapped.
    ///
    /// Only parts that are apart on that level are joined, each to the part nearest to it
    /// (a minimum spanning tree over their closest pair of entrances), so routes inside one
    /// building never leave it for a shortcut. Entrances are openings on exactly one walkable
    /// unit's outline (``entrances``).
    mutating func addOutdoorLinks() {
        var component = [Int](repeating: -1, count: nodes.count)
        var entrancesByOrdinal: [Int: [Int]] = [:]
        for opening in entrances {
            guard let node = nodeOfOpening[opening] else { continue }
            entrancesByOrdinal[nodes[node].ordinal, default: []].append(node)
        }
        for (ordinal, doors) in entrancesByOrdinal.sorted(by: { $0.key < $1.key }) {
            // Parts of this level: nodes joined by edges that stay on it.
            for start in doors where component[start] < 0 {
                component[start] = start
                var stack = [start]
                while let n = stack.popLast() {
                    for e in edges[n] where component[e.to] < 0 && nodes[e.to].ordinal == ordinal && !passesThroughWall(from: n, e) {
                        component[e.to] = start
                        stack.append(e.to)
                    }
                }
            }
            let parts = Dictionary(grouping: doors, by: { component[$0] })
            guard parts.count >= 2 else { continue }
            var outside: WalkGrid?
            // Prim's tree over the parts, each step the closest pair of entrances; parts are
            // visited in key order so that of equally close pairs the same one is taken on
            // every run (never in the dictionary's hash order).
            let keys = parts.keys.sorted()
            var joined: Set<Int> = [keys[0]]
            while joined.count < parts.count {
                var best: (a: Int, b: Int, d: Double)?
                for key in keys where !joined.contains(key) {
                    for b in parts[key]! {
                        for key2 in keys where joined.contains(key2) {
                            for a in parts[key2]! {
                                let d = nodes[a].point.distance(to: nodes[b].point)
                                if best == nil || d < best!.d { best = (a, b, d) }
                            }
                        }
                    }
                }
                guard let link = best else { break }
                joined.insert(component[link.b])
                if outside == nil { outside = outdoorGrid(model.floor(ordinal)) }
                let via = outside.flatMap { Self.path(on: $0, from: nodes[link.a].point, to: nodes[link.b].point) } ?? []
                addWalk(link.a, link.b, unit: nil, traits: [.outdoors], via: via)
            }
        }
    }

    /// Whether an edge walks inside an enclosed room to or from where no door is mapped: parts
    /// joined only that way (through shops entered through their walls) still get an outdoor link.
    func passesThroughWall(from n: Int, _ e: WalkEdge) -> Bool {
        guard case .walk(let u?) = e.kind, isEnclosedRoom(u) else { return false }
        return isWallCrossing(n, of: u) || isWallCrossing(e.to, of: u)
    }

    /// A raster of the ground outside every unit of a floor (and 10 m around it): where a walk
    /// between two buildings goes, around the others rather than through them.
    func outdoorGrid(_ floor: FloorGeometry) -> WalkGrid? {
        guard let bounds = floor.bounds?.insetBy(10) else { return nil }
        let cell = WalkGrid.cellSize(for: bounds, finest: 0.5, maxCells: 250_000)
        guard var grid = WalkGrid(bounds: bounds, cell: cell, maxCells: 400_000) else { return nil }
        let box = [[bounds.min, Vec2(bounds.max.x, bounds.min.y), bounds.max, Vec2(bounds.min.x, bounds.max.y)]]
        grid.fill(box, value: true)
        for u in floor.units { grid.fill(u.rings, value: false) }
        grid.indexClosedCells()
        return grid
    }

    /// The inner points of the shortest walk on a raster from `a` to `b` (each end joins the
    /// open cell nearest it within 3 m), pulled taut; nil when the raster has no such walk.
    static func path(on grid: WalkGrid, from a: Vec2, to b: Vec2) -> [Vec2]? {
        guard let ca = grid.nearestOpen(to: a, within: 3), let cb = grid.nearestOpen(to: b, within: 3) else { return nil }
        let field = grid.field(from: [(cell: ca, label: 0)], until: cb)
        guard field.source[cb] >= 0 else { return nil }
        let cells = grid.trace(field, from: cb).reversed().map(grid.center)
        return Array(grid.taut([a] + cells + [b]).dropFirst().dropLast())
    }
}
