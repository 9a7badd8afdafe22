extension WalkingGraph {
    /// The length of the walk from `a` through `via` to `b`: the same sum, in the same order,
    /// as ``PlanarGeometry/polylineLength(_:)`` of `[a] + via + [b]`, without building that
    /// array (an allocation per edge was a seventh of building the office plate's graph).
    static func walkLength(from a: Vec2, via: [Vec2], to b: Vec2) -> Double {
        var total = 0.0
        var previous = a
        for p in via {
            total += previous.distance(to: p)
            previous = p
        }
        return total + previous.distance(to: b)
    }
}
