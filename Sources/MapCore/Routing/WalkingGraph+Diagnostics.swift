import VenueFormats

extension WalkingGraph {
    /// What the walking graph found about the data, as diagnostics for `atrium validate`:
    /// rooms with no opening that routes enter through a shared wall (named with the space on
    /// the other side), islands — walkable units nothing reaches at all — and stairs or lifts
    /// mapped on one level only that routes assume lead on (``assumedConnectors``).
    public func routingDiagnostics() -> [Diagnostic] {
        let a = model.graph.archive
        var entries: [Int: [Int?]] = [:]
        for n in nodes {
            if case .wallEntry(let room, let from) = n.kind { entries[room, default: []].append(from) }
        }
        var out: [Diagnostic] = []
        for (u, unit) in a.units.enumerated() where classes[u].isWalkable && model.unitArea(u) != nil {
            let level = model.graph.ordinal(ofUnit: u).map { model.graph.shortName(ordinal: $0) } ?? "?"
            let name = model.graph.name(of: .unit(u))
            if let froms = entries[u] {
                let sides = froms.map { $0.map { model.graph.name(of: .unit($0)) } }
                out.append(Diagnostic(.warning, file: unit.file, featureID: unit.id, code: .enteredThroughWall(unit: name, level: level, sides: sides)))
            } else if exits(ofUnit: u).isEmpty {
                out.append(Diagnostic(.warning, file: unit.file, featureID: unit.id,
                                      code: .island(unit: name, level: level, wall: Self.minimumWallEntry, gap: Self.bridgeReach)))
            }
        }
        for c in assumedConnectors {
            let unit = a.units[c.unit]
            let on = model.graph.shortName(ordinal: c.ordinal), to = model.graph.shortName(ordinal: c.toOrdinal)
            out.append(Diagnostic(.warning, file: unit.file, featureID: unit.id,
                                  code: .assumedConnector(category: unit.category, unit: model.graph.name(of: .unit(c.unit)), level: on,
                                                          landing: model.graph.name(of: .unit(c.landing)), toLevel: to)))
        }
        return out
    }
}
