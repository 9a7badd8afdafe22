import VenueFormats

extension WalkingGraph {
    /// Makes a doorway of every `traversal` relationship between two features of one level that
    /// gives the point where they meet as its geometry (how a footway network converted from
    /// OpenStreetMap says where its ways meet each other, an area, a connector or a door):
    /// a node at that point among the doorways of both units, or the opening's own node among
    /// the unit's doorways. Such relationships are then left out of ``addRelationships()``.
    mutating func addJunctions() {
        let archive = model.graph.archive
        for (i, r) in archive.relationships.enumerated() {
            guard r.category.lowercased().hasPrefix("traversal"), case .point(let at)? = r.geometry, r.intermediary.isEmpty,
                  let origin = r.origin, let destination = r.destination else { continue }
            var units: [Int] = [], openingNode: Int?
            var ordinals = Set<Int>()
            for ref in [origin, destination] {
                switch ref.featureType.lowercased() {
                case "unit":
                    guard let u = model.graph.unitIndex[ref.id], classes[u].isWalkable, let o = model.graph.ordinal(ofUnit: u) else { continue }
                    units.append(u)
                    ordinals.insert(o)
                case "opening":
                    guard let o = model.graph.openingIndex[ref.id], let n = nodeOfOpening[o] else { continue }
                    openingNode = n
                    ordinals.insert(nodes[n].ordinal)
                default:
                    continue
                }
            }
            guard ordinals.count == 1, let ordinal = ordinals.first, units.count + (openingNode == nil ? 0 : 1) == 2 else { continue }
            junctionRelationships.insert(i)
            if let n = openingNode {
                if !(doorwaysOfUnit[units[0]] ?? []).contains(n) { doorwaysOfUnit[units[0], default: []].append(n) }
                continue
            }
            let node = addNode(WalkNode(kind: .doorway(units[0], units[1]), point: model.projection.project(at), ordinal: ordinal, span: nil))
            doorwaysOfUnit[units[0], default: []].append(node)
            doorwaysOfUnit[units[1], default: []].append(node)
        }
    }
}
