extension Geometry {
    /// Whether a position lies inside a Polygon or MultiPolygon (even-odd rule, holes respected).
    /// Always false for points and lines.
    public func contains(_ p: GeoPoint) -> Bool {
        // By case, not through `polygons`: that wraps a Polygon's rings in a new array per call.
        switch self {
        case .polygon(let rings): return Self.polygon(rings, contains: p)
        case .multiPolygon(let polygons):
            for rings in polygons where Self.polygon(rings, contains: p) { return true }
            return false
        default: return false
        }
    }

    /// Whether one polygon (exterior ring, then holes) holds `p`, by the even-odd rule.
    private static func polygon(_ rings: [[GeoPoint]], contains p: GeoPoint) -> Bool {
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
        return inside
    }
}
