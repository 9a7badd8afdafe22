extension Geometry {
    /// Whether a position lies inside a Polygon or MultiPolygon (even-odd rule, holes respected).
    /// Always false for points and lines.
    public func contains(_ p: GeoPoint) -> Bool {
        for rings in polygons {
            var inside = false
            for ring in rings where ring.count >= 3 {
                var j = ring.count - 1
                for i in 0..<ring.count {
                    let a = ring[i], b = ring[j]
                    if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                        let x = (b.longitude - a.longitude) * (p.latitude - a.latitude) / (b.latitude - a.latitude) + a.longitude
                        if p.longitude < x { inside.toggle() }
                    }
                    j = i
                }
            }
            if inside { return true }
        }
        return false
    }
}
