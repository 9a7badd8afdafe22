import VenueFormats

extension WalkingGraph {
    /// Adds the edges of IMDF relationships: from origin through each intermediary to
    /// destination, both ways unless `direction` is `directed`.
    ///
    /// An opening stands for its doorway, a unit for its hub. Hops within a level are walks; hops
    /// between levels are rides of the relationship's kind (a `traversal` across levels counts as
    /// a ramp). Rides from an opening carry the per-floor cost but no elevator boarding cost.
    mutating func addRelationships() {
        for (i, r) in model.graph.archive.relationships.enumerated() where !junctionRelationships.contains(i) {
            let category = r.category.lowercased()
            guard category.hasPrefix("traversal") || ConnectorKind(rawValue: category) != nil else { continue }
            let refs = ([r.origin] + r.intermediary.map { Optional($0) } + [r.destination]).compactMap { $0 }
            let stops = refs.compactMap { node(for: $0) }
            guard stops.count >= 2, stops.count == refs.count else { continue }
            let kind = ConnectorKind(rawValue: category) ?? .ramp
            let directed = r.direction?.lowercased() == "directed"
            if directed {
                for ref in refs where ref.featureType.lowercased() == "unit" {
                    if let u = model.graph.unitIndex[ref.id] { directedUnits.insert(u) }
                }
            }
            for (a, b) in zip(stops, stops.dropFirst()) where a != b {
                addRelationshipHop(from: a, to: b, kind: kind)
                if !directed { addRelationshipHop(from: b, to: a, kind: kind) }
            }
        }
    }

    /// One hop of a relationship.
    mutating func addRelationshipHop(from a: Int, to b: Int, kind: ConnectorKind) {
        let oa = nodes[a].ordinal, ob = nodes[b].ordinal
        var t: EdgeTraits = kind.isAccessible ? [] : [.notAccessible]
        for n in [a, b] {
            if case .hub(let u) = nodes[n].kind, isRestricted(unit: u) { t.insert(.restricted) }
        }
        if oa == ob {
            addEdge(from: a, to: b, kind: .walk(unit: nil), traits: t)
        } else {
            addEdge(from: a, to: b, kind: .ride(kind, floors: floorsBetween(oa, ob)), traits: t)
        }
    }

    /// The node standing for a referenced feature: an opening's doorway or a unit's hub.
    mutating func node(for ref: FeatureReference) -> Int? {
        switch ref.featureType.lowercased() {
        case "opening":
            return model.graph.openingIndex[ref.id].flatMap { nodeOfOpening[$0] }
        case "unit":
            return model.graph.unitIndex[ref.id].flatMap { hub(for: $0) }
        default:
            return nil
        }
    }
}
