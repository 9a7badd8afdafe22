import IMDF

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
                    for e in edges[n] where component[e.to] < 0 && nodes[e.to].ordinal == ordinal {
                        component[e.to] = start
                        stack.append(e.to)
                    }
                }
            }
            let parts = Dictionary(grouping: doors, by: { component[$0] })
            guard parts.count >= 2 else { continue }
            // Prim's tree over the parts, each step the closest pair of entrances.
            var joined: Set<Int> = [parts.keys.min()!]
            while joined.count < parts.count {
                var best: (a: Int, b: Int, d: Double)?
                for (key, members) in parts where !joined.contains(key) {
                    for b in members {
                        for key2 in joined {
                            for a in parts[key2]! {
                                let d = nodes[a].point.distance(to: nodes[b].point)
                                if best == nil || d < best!.d { best = (a, b, d) }
                            }
                        }
                    }
                }
                guard let link = best else { break }
                joined.insert(component[link.b])
                addWalk(link.a, link.b, unit: nil, traits: [])
            }
        }
    }
}
