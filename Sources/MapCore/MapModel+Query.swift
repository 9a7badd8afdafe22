import VenueFormats

extension MapModel {
    /// Where a feature is, in local meters: the label point of its unit, or its own point.
    public func location(of handle: FeatureHandle) -> Vec2? {
        let a = graph.archive
        switch handle {
        case .amenity(let i): return projection.project(a.amenities[i].location)
        case .occupant(let i):
            if !graph.pointOccupants.contains(i), let u = graph.unitOfOccupant[i], let p = unitArea(u)?.labelPoint { return p }
            return graph.anchorIndex[a.occupants[i].anchorID].map { projection.project(a.anchors[$0].location) }
        case .unit(let i): return unitArea(i)?.labelPoint
        case .kiosk(let i):
            guard let ord = graph.ordinalOfLevel[a.kiosks[i].levelID] else { return nil }
            return floor(ord).kiosks.first { $0.index == i }?.labelPoint
        }
    }

    /// The extent of a feature (its unit's bounds for points but point occupants), for fitting the camera.
    public func bounds(of handle: FeatureHandle) -> Rect? {
        if case .occupant(let i) = handle, graph.pointOccupants.contains(i) {
            return location(of: handle).map { Rect(min: $0 - Vec2(5, 5), max: $0 + Vec2(5, 5)) }
        }
        if let u = graph.unitIndex(of: handle), let area = unitArea(u) { return area.bounds }
        return location(of: handle).map { Rect(min: $0 - Vec2(5, 5), max: $0 + Vec2(5, 5)) }
    }

    /// The prepared unit with a unit index.
    public func unitArea(_ unit: Int) -> PreparedArea? {
        guard let ord = graph.ordinal(ofUnit: unit) else { return nil }
        let f = floor(ord)
        return f.unitSlot[unit].map { f.units[$0] }
    }

    /// The selectable features on an ordinal inside a ground rectangle — named units (or
    /// their occupants), and amenities — nearest a point first, screen position included.
    public func selectables(ordinal: Int, in rect: Rect, near center: Vec2, transform: ViewTransform? = nil) -> [FeatureHandle] {
        let f = floor(ordinal)
        var found: [(FeatureHandle, Double)] = []
        func visible(_ p: Vec2) -> Bool {
            guard rect.contains(p) else { return false }
            guard let t = transform, let s = t.toScreen(p) else { return transform == nil }
            return t.viewport.contains(s)
        }
        f.unitIndex.forEach(intersecting: rect) { slot in
            let u = f.units[slot]
            guard visible(u.labelPoint) else { return }
            if let occ = graph.occupantsOfUnit[u.index]?.first {
                found.append((.occupant(occ), u.labelPoint.distance(to: center)))
            } else if graph.archive.units[u.index].name != nil {
                found.append((.unit(u.index), u.labelPoint.distance(to: center)))
            }
        }
        for p in f.amenities where visible(p.point) { found.append((.amenity(p.index), p.point.distance(to: center))) }
        for p in f.pointOccupants where visible(p.point) { found.append((.occupant(p.index), p.point.distance(to: center))) }
        for k in f.kiosks where visible(k.labelPoint) && graph.archive.kiosks[k.index].name != nil {
            found.append((.kiosk(k.index), k.labelPoint.distance(to: center)))
        }
        return found.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : graph.id(of: $0.0) < graph.id(of: $1.0) }.map(\.0)
    }

    /// What is at a ground point on an ordinal: an amenity or point occupant within `tolerance`
    /// meters, else a kiosk, else the smallest unit that contains the point (its occupant when
    /// it has one).
    public func hitTest(_ point: Vec2, ordinal: Int, tolerance: Double) -> FeatureHandle? {
        let f = floor(ordinal)
        var best: (FeatureHandle, Double)?
        for p in f.amenities {
            let d = p.point.distance(to: point)
            if d <= tolerance, d < (best?.1 ?? .infinity) { best = (.amenity(p.index), d) }
        }
        for p in f.pointOccupants {
            let d = p.point.distance(to: point)
            if d <= tolerance, d < (best?.1 ?? .infinity) { best = (.occupant(p.index), d) }
        }
        if let best { return best.0 }
        for k in f.kiosks where k.bounds.contains(point) && PlanarGeometry.contains(point, rings: k.rings) { return .kiosk(k.index) }
        var unit: (Int, Double)?
        f.unitIndex.forEach(containing: point) { slot in
            let u = f.units[slot]
            guard PlanarGeometry.contains(point, rings: u.rings) else { return }
            if u.area < (unit?.1 ?? .infinity) { unit = (u.index, u.area) }
        }
        guard let u = unit?.0 else { return nil }
        if let occ = graph.occupantsOfUnit[u]?.first { return .occupant(occ) }
        return .unit(u)
    }
}
