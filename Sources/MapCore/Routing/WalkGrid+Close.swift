extension WalkGrid {
    /// Closes every cell that the polygon `rings` (even-odd), grown by `margin` meters,
    /// touches: unlike ``fill(_:value:)``, which goes by cell centers, a pillar thinner than a
    /// cell or a wall between two rows of centers still closes the cells it stands in.
    mutating func close(_ rings: [[Vec2]], margin: Double) {
        guard let box = Rect(points: rings.lazy.flatMap { $0 }) else { return }
        // A cell touches the grown polygon when its center lies within half its diagonal
        // (plus the margin) of it, or inside it.
        let reach = cell * 0.5.squareRoot() + Swift.max(0, margin)
        let x0 = Swift.max(0, Self.cells((box.min.x - reach - origin.x) / cell, .down))
        let x1 = Swift.min(width - 1, Self.cells((box.max.x + reach - origin.x) / cell, .up))
        let y0 = Swift.max(0, Self.cells((box.min.y - reach - origin.y) / cell, .down))
        let y1 = Swift.min(height - 1, Self.cells((box.max.y + reach - origin.y) / cell, .up))
        guard x0 <= x1, y0 <= y1 else { return }
        for y in y0...y1 {
            for x in x0...x1 {
                let c = y * width + x
                guard isOpen(c) else { continue }
                let p = center(c)
                if PlanarGeometry.contains(p, rings: rings) || PlanarGeometry.distance(from: p, toRings: rings) <= reach {
                    setOpen(c, false)
                }
            }
        }
    }
}
