
extension WalkingGraph {
    /// Whether two units on one level may be joined through an edge they share: both open, or
    /// one open and the other a connector with no opening of its own on this level.
    func joinsBySharedEdge(_ a: Int, _ b: Int) -> Bool {
        func open(_ u: Int) -> Bool { classes[u] == .open }
        func doorlessConnector(_ u: Int) -> Bool { classes[u].connector != nil && (doorwaysOfUnit[u] ?? []).isEmpty }
        return (open(a) && open(b)) || (open(a) && doorlessConnector(b)) || (doorlessConnector(a) && open(b))
    }

    /// Adds a virtual doorway in the middle of every stretch of at least
    /// ``minimumSharedEdge`` meters where two units that may be joined share their outline.
    mutating func addSharedEdges(on floor: FloorGeometry) {
        var joins: [(Int, Int, [Vec2])] = []
        for (slot, area) in floor.units.enumerated() where classes[area.index].isWalkable {
            floor.unitIndex.forEach(intersecting: area.bounds.insetBy(tolerance)) { other in
                guard other > slot else { return }
                let b = floor.units[other]
                guard joinsBySharedEdge(area.index, b.index) else { return }
                for chain in PlanarGeometry.sharedBoundary(of: area.rings, with: b.rings, tolerance: tolerance)
                where PlanarGeometry.polylineLength(chain) >= Self.minimumSharedEdge {
                    joins.append((area.index, b.index, chain))
                }
            }
        }
        for (a, b, chain) in joins.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            addDoorway(between: a, and: b, along: chain, ordinal: floor.ordinal)
        }
    }

    /// Adds one virtual doorway at the middle of a shared stretch. Its span, used to straighten
    /// routes, is the stretch's chord pulled in from each end by up to half a meter (a quarter
    /// of the stretch for short ones), keeping routes off the corners.
    mutating func addDoorway(between a: Int, and b: Int, along chain: [Vec2], ordinal: Int, kind: WalkNode.Kind? = nil) {
        let length = PlanarGeometry.polylineLength(chain)
        guard let middle = PlanarGeometry.point(along: chain, at: length / 2),
              let first = chain.first, let last = chain.last else { return }
        let span = Self.innerSpan(first, last, inset: 0.25, cap: 0.5)
        let node = addNode(WalkNode(kind: kind ?? .doorway(a, b), point: middle, ordinal: ordinal, span: span))
        doorwaysOfUnit[a, default: []].append(node)
        doorwaysOfUnit[b, default: []].append(node)
    }
}
