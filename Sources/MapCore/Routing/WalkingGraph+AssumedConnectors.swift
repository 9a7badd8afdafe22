
/// A connector mapped on one level only, assumed to lead to walkable space it overlaps on a
/// neighbouring level.
public struct AssumedConnector: Sendable, Equatable {
    /// The connector unit (stairs, elevator…), mapped on `ordinal`.
    public var unit: Int
    /// The level it is mapped on.
    public var ordinal: Int
    /// The level it is assumed to lead to.
    public var toOrdinal: Int
    /// The walkable unit on `toOrdinal` it is assumed to open into.
    public var landing: Int
}

extension WalkingGraph {
    /// Joins each connector mapped on one level only — no connector stacked on it above or
    /// below, no relationship riding it — to the walkable unit its label point lies in on each
    /// neighbouring level: archives often map a staircase on one floor and leave the floor
    /// above without it. The landing is a doorway of that unit at the connector's label point;
    /// the ride carries ``EdgeTraits/assumed`` so the route step says so, and
    /// ``assumedConnectors`` lets `atrium validate` report it.
    mutating func addAssumedConnectors() {
        let ordinals = model.graph.ordinals
        var ridden = Set<Int>()
        for (n, out) in edges.enumerated() {
            for e in out { if case .ride = e.kind { ridden.insert(n); ridden.insert(e.to) } }
        }
        for (unit, hub) in hubOfUnit.sorted(by: { $0.key < $1.key }) {
            guard let kind = classes[unit].connector, !ridden.contains(hub), !(doorwaysOfUnit[unit] ?? []).isEmpty,
                  let ordinal = model.graph.ordinal(ofUnit: unit), let i = ordinals.firstIndex(of: ordinal),
                  let slot = model.floor(ordinal).unitSlot[unit] else { continue }
            let area = model.floor(ordinal).units[slot]
            let neighbours = [i - 1, i + 1].filter { ordinals.indices.contains($0) }.map { ordinals[$0] }
            // A connector stacked on any connector above or below is not mapped on one level only.
            let stacked = neighbours.contains { o in
                let floor = model.floor(o)
                var found = false
                floor.unitIndex.forEach(intersecting: area.bounds) { s in
                    let b = floor.units[s]
                    if !found, classes[b.index].connector != nil, Self.stacked(area, b) { found = true }
                }
                return found
            }
            guard !stacked else { continue }
            for o in neighbours {
                guard let landing = landingUnit(at: area.labelPoint, on: model.floor(o)) else { continue }
                let node = addNode(WalkNode(kind: .doorway(unit, landing), point: area.labelPoint, ordinal: o, span: nil))
                doorwaysOfUnit[landing, default: []].append(node)
                var t = traits(ofUnit: unit).union(traits(ofUnit: landing))
                if !kind.isAccessible { t.insert(.notAccessible) }
                t.insert(.assumed)
                addEdge(from: hub, to: node, kind: .ride(kind, floors: 1), traits: t, length: 0)
                addEdge(from: node, to: hub, kind: .ride(kind, floors: 1), traits: t, length: 0)
                assumedConnectors.append(AssumedConnector(unit: unit, ordinal: ordinal, toOrdinal: o, landing: landing))
            }
        }
    }

    /// The walkable unit of a floor a point lies in and that has a way out, circulation first,
    /// then the smallest; nil when the point is in none.
    func landingUnit(at p: Vec2, on floor: FloorGeometry) -> Int? {
        var best: (unit: Int, circulation: Bool, area: Double)?
        floor.unitIndex.forEach(intersecting: Rect(min: p, max: p)) { s in
            let u = floor.units[s]
            guard classes[u.index].isWalkable, classes[u.index].connector == nil, !(doorwaysOfUnit[u.index] ?? []).isEmpty,
                  PlanarGeometry.contains(p, rings: u.rings) else { return }
            let c = isCirculation(u.index)
            if let b = best, (b.circulation && !c) || (b.circulation == c && b.area <= u.area) { return }
            best = (u.index, c, u.area)
        }
        return best?.unit
    }
}
