
extension WalkingGraph {
    /// The hub of a unit, created on first use at its label point.
    mutating func hub(for unit: Int) -> Int? {
        if let h = hubOfUnit[unit] { return h }
        guard let area = model.unitArea(unit), let ordinal = model.graph.ordinal(ofUnit: unit) else { return nil }
        let h = addNode(WalkNode(kind: .hub(unit), point: area.labelPoint, ordinal: ordinal, span: nil))
        hubOfUnit[unit] = h
        let t = traits(ofUnit: unit)
        // Lifts and escalators are boarded into a node of their own that only rides on, so no
        // route steps in through one door and out through another on the same level.
        var boarding = h
        if let kind = classes[unit].connector, !kind.allowsWalkingThrough {
            boarding = addNode(WalkNode(kind: .hub(unit), point: area.labelPoint, ordinal: ordinal, span: nil))
            boardingHubOfUnit[unit] = boarding
        }
        for door in doorwaysOfUnit[unit] ?? [] {
            if let kind = classes[unit].connector {
                addEdge(from: door, to: boarding, kind: .board(kind), traits: t)
                addEdge(from: h, to: door, kind: .alight(kind), traits: t)
            } else {
                addWalk(door, h, unit: unit, traits: t)
            }
        }
        return h
    }

    /// Lets each lift and escalator boarded on a level ride wherever its hub rides: copies the
    /// hub's rides to its boarding node (``boardingHubOfUnit``). Runs once every ride is added.
    mutating func addBoardingRides() {
        for (unit, boarding) in boardingHubOfUnit.sorted(by: { $0.key < $1.key }) {
            guard let h = hubOfUnit[unit] else { continue }
            for e in edges[h] { if case .ride = e.kind { edges[boarding].append(e) } }
        }
    }

    /// Gives every connector unit its hub.
    mutating func addHubs() {
        for (unit, cls) in classes.enumerated() where cls.connector != nil {
            _ = hub(for: unit)
        }
    }

    /// Joins the hubs of connectors of one kind stacked on neighbouring ordinals.
    mutating func addStackedConnectors() {
        let ordinals = model.graph.ordinals
        for (lower, upper) in zip(ordinals, ordinals.dropFirst()) {
            let below = model.floor(lower), above = model.floor(upper)
            for a in below.units {
                guard let kind = classes[a.index].connector, let ha = hubOfUnit[a.index], !directedUnits.contains(a.index) else { continue }
                above.unitIndex.forEach(intersecting: a.bounds) { slot in
                    let b = above.units[slot]
                    guard classes[b.index].connector == kind, let hb = hubOfUnit[b.index], !directedUnits.contains(b.index), Self.stacked(a, b) else { return }
                    var t = traits(ofUnit: a.index).union(traits(ofUnit: b.index))
                    if !kind.isAccessible { t.insert(.notAccessible) }
                    let floors = floorsBetween(lower, upper)
                    addEdge(from: ha, to: hb, kind: .ride(kind, floors: floors), traits: t)
                    addEdge(from: hb, to: ha, kind: .ride(kind, floors: floors), traits: t)
                }
            }
        }
    }

    /// Whether two areas on neighbouring levels are one shaft: either's label point lies in the other.
    static func stacked(_ a: PreparedArea, _ b: PreparedArea) -> Bool {
        (b.bounds.contains(a.labelPoint) && PlanarGeometry.contains(a.labelPoint, rings: b.rings))
            || (a.bounds.contains(b.labelPoint) && PlanarGeometry.contains(b.labelPoint, rings: a.rings))
    }

    /// The number of floors between two ordinals: their difference, so that a trip from
    /// floor 1 to floor 3 counts 2 floors when floor 2 is not mapped, less the half levels
    /// between them (an OSM `level=0.5` has an ordinal of its own, and climbing past it is
    /// no extra floor); at least 1 between two different ordinals.
    func floorsBetween(_ a: Int, _ b: Int) -> Int {
        let low = min(a, b), high = max(a, b)
        guard high > low else { return 0 }
        let g = model.graph
        let halves = g.ordinals.filter { o in
            o > low && o < high && Double(g.shortName(ordinal: o)).map { $0.isFinite && $0 != $0.rounded() } == true
        }.count
        return max(1, high - low - halves)
    }
}
