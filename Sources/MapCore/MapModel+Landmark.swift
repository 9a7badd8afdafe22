import VenueFormats

extension MapModel {
    /// The name of the nearest named unit on a feature's level other than its own unit and
    /// with another name: what tells two places of one name apart ("Restroom near Bookworm").
    public func landmark(for handle: FeatureHandle) -> String? {
        guard let ordinal = graph.ordinal(of: handle), let p = location(of: handle) else { return nil }
        let own = graph.unitIndex(of: handle)
        let name = graph.name(of: handle)
        let f = floor(ordinal)
        var best: (String, Double)?
        for radius in [10.0, 30.0, 100.0] {
            f.unitIndex.forEach(intersecting: Rect(min: p, max: p).insetBy(radius)) { slot in
                let u = f.units[slot]
                guard u.index != own, graph.archive.units[u.index].name != nil else { return }
                let n = graph.name(of: .unit(u.index))
                guard n != name else { return }
                let d = u.labelPoint.distance(to: p)
                if d < (best?.1 ?? .infinity) { best = (n, d) }
            }
            if best != nil { break }
        }
        return best?.0
    }
}
