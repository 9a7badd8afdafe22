
extension WalkingGraph {
    /// The shortest stretch of shared wall (meters) through which a doorless unit is entered.
    static let minimumWallEntry = 0.8

    /// Whether a unit is circulation space (``circulationOfUnit``, worked out once per unit by
    /// ``looksLikeCirculation(_:)``).
    func isCirculation(_ unit: Int) -> Bool {
        circulationOfUnit.indices.contains(unit) ? circulationOfUnit[unit] : looksLikeCirculation(unit)
    }

    /// Whether a unit is circulation space: open-plan (walkway, lobby…), or a unit the archive
    /// names as a corridor or hall whatever its category (data that files corridors as rooms).
    func looksLikeCirculation(_ unit: Int) -> Bool {
        if classes[unit] == .open { return true }
        guard classes[unit] == .room, let name = model.graph.archive.units[unit].name else { return false }
        return name.values.values.contains { Self.looksLikeCorridor($0) }
    }

    /// Words that name corridors and halls in the label languages met in real archives.
    static let corridorWords = ["corridor", "hallway", "hall", "passage", "walkway", "lobby", "foyer", "concourse",
                                "flur", "gang", "korridor", "couloir", "pasillo", "corridoio", "복도", "홀", "로비",
                                "廊下", "通路", "走廊", "大厅", "ロビー"]

    /// Whether a name is a corridor's ("Corridor B", "Flur 2", "1층 복도").
    static func looksLikeCorridor(_ name: String) -> Bool {
        let n = name.lowercased()
        if let ascii = asciiLooksLikeCorridor(n) { return ascii }
        return corridorWords.contains { word in
            guard let r = n.firstRange(of: word) else { return false }
            // Latin words must stand alone ("hall", not "Marshall"); CJK and Hangul need no spaces.
            guard word.unicodeScalars.allSatisfy({ $0.isASCII }) else { return true }
            let before = r.lowerBound == n.startIndex || !n[n.index(before: r.lowerBound)].isLetter
            let after = r.upperBound == n.endIndex || !n[r.upperBound].isLetter
            return before && after
        }
    }

    /// For each unit beside `area` that passes `accepts`, the longest stretch of outline they
    /// share, when it is at least ``minimumWallEntry`` long; by unit index.
    func sharedWalls(of area: PreparedArea, on floor: FloorGeometry, with accepts: (Int) -> Bool) -> [(Int, [Vec2])] {
        var found: [(Int, [Vec2])] = []
        let tolerance = tolerance                   // the callback then needs no copy of the graph
        floor.unitIndex.forEach(intersecting: area.bounds.insetBy(tolerance)) { other in
            let b = floor.units[other]
            guard b.index != area.index, accepts(b.index) else { return }
            let chains = PlanarGeometry.sharedBoundary(of: area.rings, with: b.rings, tolerance: tolerance)
            guard let longest = chains.max(by: { PlanarGeometry.polylineLength($0) < PlanarGeometry.polylineLength($1) }),
                  PlanarGeometry.polylineLength(longest) >= Self.minimumWallEntry else { return }
            found.append((b.index, longest))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Units that people walk into but that no opening, shared open edge or doorway reaches.
    func doorlessUnits(on floor: FloorGeometry) -> [Int] {
        floor.units.map(\.index).filter { u in
            classes[u].isWalkable && classes[u] != .open && (doorwaysOfUnit[u] ?? []).isEmpty
        }
    }

    /// Gives every doorless unit of a floor a doorway on the longest stretch of wall it shares
    /// with each circulation unit next to it (``WalkNode/Kind/wallEntry(room:from:)``).
    mutating func addWallEntries(on floor: FloorGeometry) {
        let circulation = { [circulationOfUnit] (u: Int) in circulationOfUnit[u] }
        for room in doorlessUnits(on: floor) {
            guard let slot = floor.unitSlot[room] else { continue }
            for (from, chain) in sharedWalls(of: floor.units[slot], on: floor, with: circulation) {
                // Moved where the corridor is walkable behind the wall when it is not at the
                // middle of the longest stretch (``deepStretch(of:with:)``).
                let other = floor.unitSlot[from].map { floor.units[$0] }
                let deep = other.flatMap { isDeep(middleOf: chain, of: floor.units[slot], with: $0) ? nil : deepStretch(of: floor.units[slot], with: $0) }
                addDoorway(between: room, and: from, along: deep ?? chain, ordinal: floor.ordinal, kind: .wallEntry(room: room, from: from))
            }
        }
    }

    /// Gives each doorless unit that still has no way in — no circulation space beside it,
    /// no unmapped floor — a doorway on the longest wall it shares with each neighbouring
    /// walkable unit: rooms reached through another room (suites, labs behind offices), as
    /// drawn by archives that map no doors. Elevators and escalators are not walked through.
    mutating func addSuiteEntries(on floor: FloorGeometry) {
        let rooms = doorlessUnits(on: floor)
        for room in rooms {
            guard let slot = floor.unitSlot[room], (doorwaysOfUnit[room] ?? []).isEmpty else { continue }
            for (from, chain) in sharedWalls(of: floor.units[slot], on: floor, with: { n in classes[n].isWalkable && (classes[n].connector.map { $0.allowsWalkingThrough } ?? true) }) {
                // Between two doorless rooms, one doorway serves both.
                if rooms.contains(from), from < room, (doorwaysOfUnit[from] ?? []).contains(where: { n in
                    if case .wallEntry(let r, let f) = nodes[n].kind { return r == from && f == room } else { return false }
                }) { continue }
                addDoorway(between: room, and: from, along: chain, ordinal: floor.ordinal, kind: .wallEntry(room: room, from: from))
            }
        }
    }

    /// Units of a floor that no chain of doorways joins to circulation space, a connector or the
    /// unmapped floor: a room whose only door leads into another room that has no way out
    /// either (a phone booth inside a lounge whose opening to the corridor is not mapped).
    func cutOffUnits(on floor: FloorGeometry) -> [Int] {
        let units = floor.units.map(\.index).filter { classes[$0].isWalkable }
        var parent = Dictionary(uniqueKeysWithValues: units.map { ($0, $0) })
        func find(_ u: Int) -> Int {
            var u = u
            while let p = parent[u], p != u { parent[u] = parent[p]; u = parent[u]! }
            return u
        }
        var unitsOfNode: [Int: [Int]] = [:]
        for u in units { for n in doorwaysOfUnit[u] ?? [] { unitsOfNode[n, default: []].append(u) } }
        for us in unitsOfNode.values { for u in us.dropFirst() { parent[find(u)] = find(us[0]) } }
        var attached = Set<Int>()
        for u in units {
            let onFloor = (doorwaysOfUnit[u] ?? []).contains { n in edges[n].contains { if case .floor = nodes[$0.to].kind { return true } else { return false } } }
            if isCirculation(u) || classes[u].connector != nil || onFloor { attached.insert(find(u)) }
        }
        return units.filter { !attached.contains(find($0)) && !(doorwaysOfUnit[$0] ?? []).isEmpty }
    }

    /// Gives each cut-off unit (``cutOffUnits(on:)``) a doorway on the longest wall it shares with
    /// each circulation unit beside it: the mapped doors lead nowhere, so the wall is the way in.
    mutating func addCutOffEntries(on floor: FloorGeometry) {
        let circulation = { [circulationOfUnit] (u: Int) in circulationOfUnit[u] }
        for room in cutOffUnits(on: floor) {
            guard let slot = floor.unitSlot[room] else { continue }
            for (from, chain) in sharedWalls(of: floor.units[slot], on: floor, with: circulation) {
                addDoorway(between: room, and: from, along: chain, ordinal: floor.ordinal, kind: .wallEntry(room: room, from: from))
            }
        }
    }

    /// Gives each unit that still has no doorway on its level a doorway toward the nearest
    /// circulation unit (else walkable unit) whose outline comes within ``bridgeReach``: walls
    /// drawn with their thickness leave a gap between a room or a stair shaft and the
    /// corridor, so their outlines never touch.
    /// - Parameters:
    ///   - units: the units to reach (default: the floor's units with no doorway).
    ///   - circulationOnly: whether only circulation units may be the other side.
    mutating func addGapEntries(on floor: FloorGeometry, units: [Int]? = nil, circulationOnly: Bool = false) {
        for room in units ?? doorlessUnits(on: floor).filter({ (doorwaysOfUnit[$0] ?? []).isEmpty }) {
            guard let slot = floor.unitSlot[room] else { continue }
            let area = floor.units[slot]
            var best: (unit: Int, distance: Double, circulation: Bool, at: Vec2)?
            floor.unitIndex.forEach(intersecting: area.bounds.insetBy(Self.bridgeReach)) { other in
                let b = floor.units[other]
                guard b.index != room, classes[b.index].isWalkable, classes[b.index].connector == nil,
                      !circulationOnly || isCirculation(b.index) else { return }
                var near: (Double, Vec2)?
                for ring in area.rings { for p in ring {
                    let d = PlanarGeometry.distance(from: p, toRings: b.rings)
                    if d < (near?.0 ?? .infinity) { near = (d, p) }
                } }
                guard let (d, p) = near, d <= Self.bridgeReach else { return }
                let c = isCirculation(b.index)
                if let cur = best, (cur.circulation && !c) || (cur.circulation == c && cur.distance <= d) { return }
                best = (b.index, d, c, p)
            }
            guard let target = best, let slotB = floor.unitSlot[target.unit] else { continue }
            let node = addNode(WalkNode(kind: .wallEntry(room: room, from: target.unit), point: target.at, ordinal: floor.ordinal, span: nil))
            doorwaysOfUnit[room, default: []].append(node)
            bridge(node, to: target.unit, rings: floor.units[slotB].rings, ordinal: floor.ordinal)
        }
    }

    /// Joins a node lying off a unit (across a drawn wall or gap) to the unit: a doorway on the
    /// unit's outline at the nearest point, and a short walk between the two, so walks inside
    /// the unit stay on its outline and never cut through what lies between.
    mutating func bridge(_ node: Int, to unit: Int, rings: [[Vec2]], ordinal: Int) {
        let p = nodes[node].point
        var nearest: (Vec2, Double)?
        for ring in rings where ring.count >= 2 {
            var a = ring[ring.count - 1]
            for b in ring {
                defer { a = b }
                let q = PlanarGeometry.closestPoint(to: p, onSegment: a, b)
                let d = q.distance(to: p)
                if d < (nearest?.1 ?? .infinity) { nearest = (q, d) }
            }
        }
        guard let (q, d) = nearest, d > 0.05 else {
            doorwaysOfUnit[unit, default: []].append(node)
            return
        }
        let side = addNode(WalkNode(kind: .doorway(unit, unit), point: q, ordinal: ordinal, span: nil))
        doorwaysOfUnit[unit, default: []].append(side)
        addWalk(node, side, unit: nil, traits: [])
    }

    /// The most meters between a door that opens onto one unit only and the walkable space it
    /// leads to across a wall or a gap in the drawing.
    static let bridgeReach = 2.5

    /// Joins each opening that lies on one walkable unit only, and that no unmapped floor
    /// takes, to the nearest circulation unit (else walkable unit) within ``bridgeReach``:
    /// doors drawn on a room's outline while the corridor is drawn a wall's thickness away.
    mutating func addDoorBridges(on floor: FloorGeometry) {
        for line in floor.openings {
            guard let node = nodeOfOpening[line.index], let own = unitsOfOpening[line.index], own.count == 1,
                  !edges[node].contains(where: { if case .floor = nodes[$0.to].kind { return true } else { return false } }) else { continue }
            let p = nodes[node].point
            var best: (unit: Int, distance: Double, circulation: Bool)?
            floor.unitIndex.forEach(intersecting: Rect(min: p, max: p).insetBy(Self.bridgeReach)) { slot in
                let b = floor.units[slot]
                guard b.index != own[0], classes[b.index].isWalkable, classes[b.index].connector == nil else { return }
                let d = PlanarGeometry.distance(from: p, toRings: b.rings)
                guard d <= Self.bridgeReach else { return }
                let c = isCirculation(b.index)
                if let cur = best, (cur.circulation && !c) || (cur.circulation == c && cur.distance <= d) { return }
                best = (b.index, d, c)
            }
            guard let target = best?.unit, let slotB = floor.unitSlot[target] else { continue }
            bridge(node, to: target, rings: floor.units[slotB].rings, ordinal: floor.ordinal)
            unitsOfOpening[line.index] = own + [target]
        }
    }

    /// The rooms entered through a wall rather than a mapped door, by unit index: what the
    /// validator and the route steps report.
    public var wallEntered: Set<Int> {
        var out = Set<Int>()
        for n in nodes { if case .wallEntry(let room, _) = n.kind { out.insert(room) } }
        return out
    }
}
