
extension WalkingGraph {
    /// The finest raster cell (meters) for a level's unmapped floor.
    static let floorCell = 0.25
    /// The most raster cells for one level's floor; a larger level gets coarser cells.
    static let floorMaxCells = 600_000
    /// The most raster cells the floors of one venue may hold together.
    static let floorBudget = 12_000_000
    /// How far (meters) a doorway may lie from the unmapped floor and still open onto it.
    static let floorReach = 1.2
    /// Openings on one unit only that must open onto a level's unmapped floor before it is
    /// walked: a level whose openings all join two units maps its corridors as units, and
    /// the space left over is walls, shafts or the outdoors.
    static let floorMinimumDoors = 2

    /// Routes across a level's *unmapped floor*: the ground inside the level outline that no
    /// unit covers. Many archives draw rooms but not the corridors between them (seamans-center:
    /// 224 of 280 openings lie on one room only); that leftover ground is where people walk.
    ///
    /// The floor is rasterised (``WalkGrid``), narrowed by one cell so slivers between rooms
    /// do not count, and every doorway within ``floorReach`` of it — openings, and the wall
    /// entries of rooms with no opening that border it — gets a port on it. One search from
    /// all ports at once splits the floor among them; neighbouring regions are joined by the
    /// shortest path through their meeting cells, pulled taut, so a route follows the
    /// corridors and never crosses a room.
    mutating func addFloor(on floor: FloorGeometry) {
        // The floor is walked only where the data says so: doors that open onto it. Counted
        // first without the raster (each of them must also reach it, below), so a level whose
        // doors all join two units is not rasterised at all.
        var oneSided = 0
        for line in floor.openings where nodeOfOpening[line.index] != nil && (unitsOfOpening[line.index] ?? []).count <= 1 { oneSided += 1 }
        guard oneSided >= Self.floorMinimumDoors else { return }
        guard let box = floor.levels.map(\.bounds).reduce(nil, { (r: Rect?, b: Rect) in r.map { $0.union(b) } ?? b }) else { return }
        let cell = WalkGrid.cellSize(for: box, finest: Self.floorCell, maxCells: Self.floorMaxCells)
        guard var grid = WalkGrid(bounds: box.insetBy(cell * 2), cell: cell, maxCells: Self.floorMaxCells * 2) else { return }
        // All floors of a venue share a budget (an archive of hundreds of levels stays small).
        let used = floorGrids.values.reduce(0) { $0 + $1.width * $1.height }
        guard used + grid.width * grid.height <= Self.floorBudget else { return }
        for level in floor.levels { grid.fill(level.rings, value: true) }
        for unit in floor.units { grid.fill(unit.rings, value: false) }
        for fixture in floor.fixtures { grid.fill(fixture.rings, value: false) }
        grid.erode()
        var ports: [(node: Int, cell: Int)] = []
        var leadingOnto = 0
        for line in floor.openings {
            guard let node = nodeOfOpening[line.index],
                  let c = grid.nearestOpen(to: nodes[node].point, within: Self.floorReach) else { continue }
            ports.append((node, c))
            if (unitsOfOpening[line.index] ?? []).count <= 1 { leadingOnto += 1 }
        }
        guard leadingOnto >= Self.floorMinimumDoors else { return }
        for room in doorlessUnits(on: floor) {
            guard let slot = floor.unitSlot[room], let (chain, c) = floorStretch(of: floor.units[slot], on: grid) else { continue }
            addDoorway(between: room, and: room, along: chain, ordinal: floor.ordinal, kind: .wallEntry(room: room, from: nil))
            doorwaysOfUnit[room] = [nodes.count - 1]
            ports.append((nodes.count - 1, c))
        }
        guard !ports.isEmpty else { return }
        grid.indexClosedCells()
        floorGrids[floor.ordinal] = grid
        connectThroughGrid(grid, ports: ports, ordinal: floor.ordinal, unit: nil, traits: [])
    }

    /// Joins doorway nodes through a raster: each distinct port cell becomes a node (for the
    /// unmapped floor) or the doorways themselves are the sources (inside a unit), and regions
    /// that touch are joined by the taut path through their meeting cells.
    mutating func connectThroughGrid(_ grid: WalkGrid, ports: [(node: Int, cell: Int)], ordinal: Int, unit: Int?, traits: EdgeTraits) {
        // One source per distinct cell.
        var sourceOfCell: [Int: Int32] = [:]
        var sourceNode: [Int] = []
        // The sources in the order they were made (never the dictionary's hash order).
        var sources: [(cell: Int, label: Int32)] = []
        for p in ports {
            if let s = sourceOfCell[p.cell] {
                if unit == nil {
                    addWalk(p.node, sourceNode[Int(s)], unit: nil, traits: traits)
                } else {
                    addWalk(p.node, sourceNode[Int(s)], unit: unit, traits: traits)
                }
                continue
            }
            let s = Int32(sourceNode.count)
            sourceOfCell[p.cell] = s
            sources.append((p.cell, s))
            if unit == nil {
                let port = addNode(WalkNode(kind: .floor(ordinal), point: grid.center(p.cell), ordinal: ordinal, span: nil))
                addWalk(p.node, port, unit: nil, traits: traits)
                sourceNode.append(port)
            } else {
                sourceNode.append(p.node)
            }
        }
        let field = grid.field(from: sources)
        // The cheapest meeting of each pair of touching regions.
        struct Meeting { var cost: Int32; var a: Int; var b: Int }
        var best: [Int64: Meeting] = [:]
        for c in 0..<(grid.width * grid.height) where field.source[c] >= 0 {
            let x = c % grid.width
            // The cell to the right and the one above (no array per cell: this runs for every cell).
            for k in 0..<2 {
                let m = k == 0 ? c + 1 : c + grid.width
                guard (m != c + 1 || x + 1 < grid.width) && m < grid.width * grid.height else { continue }
                let sa = field.source[c], sb = field.source[m]
                guard sb >= 0, sa != sb else { continue }
                let cost = field.distance[c] + field.distance[m] + WalkGrid.straight
                let (lo, hi, ca, cb) = sa < sb ? (sa, sb, c, m) : (sb, sa, m, c)
                let key = Int64(lo) << 32 | Int64(hi)
                if cost < best[key]?.cost ?? .max { best[key] = Meeting(cost: cost, a: ca, b: cb) }
            }
        }
        for (key, meeting) in best.sorted(by: { $0.key < $1.key }) {
            let a = sourceNode[Int(key >> 32)], b = sourceNode[Int(key & 0xFFFF_FFFF)]
            let cells = grid.trace(field, from: meeting.a).reversed() + grid.trace(field, from: meeting.b)
            let path = grid.taut([nodes[a].point] + cells.map(grid.center) + [nodes[b].point])
            addWalk(a, b, unit: unit, traits: traits, via: Array(path.dropFirst().dropLast()))
        }
    }

    /// The longest stretch of a unit's outline that borders open cells of the floor, at least
    /// ``minimumWallEntry`` long, with the floor cell at its middle.
    func floorStretch(of area: PreparedArea, on grid: WalkGrid) -> ([Vec2], Int)? {
        let step = Swift.min(0.5, grid.cell)
        let probe = grid.cell * 1.5 + 0.1
        var best: ([Vec2], [Int])?
        for ring in area.rings where ring.count >= 2 {
            var run: [Vec2] = [], cells: [Int] = []
            func close() {
                if PlanarGeometry.polylineLength(run) > PlanarGeometry.polylineLength(best?.0 ?? []) { best = (run, cells) }
                run = []
                cells = []
            }
            var a = ring[ring.count - 1]
            for b in ring {
                defer { a = b }
                let d = b - a, length = d.length
                guard length > 0 else { continue }
                let normal = Vec2(-d.y / length, d.x / length)
                // At most 4 000 probes per edge, whatever an archive's scale.
                let n = Swift.max(1, Swift.min(4_000, WalkGrid.cells(length / step, .up)))
                for i in 0..<n {
                    let p = a + d * ((Double(i) + 0.5) / Double(n))
                    let outside = [p + normal * probe, p - normal * probe].first { !PlanarGeometry.contains($0, rings: area.rings) }
                    if let q = outside, let c = grid.cell(at: q), grid.isOpen(c) {
                        run.append(p)
                        cells.append(c)
                    } else {
                        close()
                    }
                }
            }
            close()
        }
        guard let (chain, cells) = best, PlanarGeometry.polylineLength(chain) >= Self.minimumWallEntry else { return nil }
        return (chain, cells[cells.count / 2])
    }
}
