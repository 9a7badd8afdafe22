
extension WalkingGraph {
    /// Whether a unit is an enclosed room for through-traffic: a walkable unit that is neither
    /// circulation (``isCirculation(_:)``) nor a connector. Walks across it cost more than walks
    /// along corridors (``RouteCosts``).
    func isEnclosedRoom(_ unit: Int) -> Bool {
        classes[unit] == .room && !isCirculation(unit)
    }

    /// Whether a node is a place where a unit is entered or left where no door is mapped:
    /// a wall, suite, gap or cut-off entry on that unit's side or on the other.
    func isWallCrossing(_ node: Int, of unit: Int) -> Bool {
        guard case .wallEntry(let room, let from) = nodes[node].kind else { return false }
        return room == unit || from == unit
    }

    /// Marks every walk across an enclosed room: ``EdgeTraits/throughWall`` when one of its
    /// ends is a wall crossing of that room, else ``EdgeTraits/throughRoom``. Runs once the
    /// graph is complete; the start and end rooms are walked on edges of their own
    /// (``Router/startEdges(_:_:end:)``) that carry neither trait.
    mutating func markRoomPassages() {
        var enclosed: [Int: Bool] = [:]
        for from in edges.indices {
            for i in edges[from].indices {
                guard case .walk(let unit?) = edges[from][i].kind else { continue }
                let isRoom = enclosed[unit] ?? {
                    let r = isEnclosedRoom(unit)
                    enclosed[unit] = r
                    return r
                }()
                guard isRoom else { continue }
                edges[from][i].traits.insert(passesThroughWall(from: from, edges[from][i]) ? .throughWall : .throughRoom)
            }
        }
    }
}
