/// Plane geometry on local meters (or any Cartesian plane): areas,
/// containment and label points of polygons given as rings.
///
/// A ring is a list of vertices; repeating the first vertex at the end (as
/// GeoJSON does) is allowed and changes nothing. A polygon is a list of
/// rings: the exterior first, then holes. Containment uses the even-odd rule
/// over all rings, so holes (and overlapping rings) need no particular
/// orientation.
public enum PlanarGeometry {
    /// The z component of the cross product of `a` and `b`.
    @inline(__always)
    static func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }

    // MARK: Areas and centroids

    /// The signed area of a ring: positive when counter-clockwise (x east,
    /// y north), negative when clockwise. Computed relative to the first
    /// vertex to keep precision with large coordinates.
    public static func signedArea(_ ring: [Vec2]) -> Double {
        guard ring.count >= 3 else { return 0 }
        let o = ring[0]
        var twice = 0.0
        var previous = ring[1] - o
        for p in ring[2...] {
            let current = p - o
            twice += cross(previous, current)
            previous = current
        }
        return twice / 2
    }

    /// The area of a polygon: the exterior ring's area minus its holes'.
    public static func area(_ rings: [[Vec2]]) -> Double {
        guard let exterior = rings.first else { return 0 }
        return rings.dropFirst().reduce(abs(signedArea(exterior))) { $0 - abs(signedArea($1)) }
    }

    /// The area centroid of a ring; the mean of its vertices when its area
    /// is zero; nil for an empty ring.
    public static func centroid(_ ring: [Vec2]) -> Vec2? {
        centroid([ring])
    }

    /// The area centroid of a polygon (exterior minus holes); the mean of the
    /// exterior's vertices when the area is zero; nil without vertices.
    public static func centroid(_ rings: [[Vec2]]) -> Vec2? {
        guard let exterior = rings.first, let o = exterior.first else { return nil }
        var sumArea = 0.0, sx = 0.0, sy = 0.0
        for (index, ring) in rings.enumerated() where ring.count >= 3 {
            // Twice the signed area and the first moments of the ring, about o.
            var a2 = 0.0, mx = 0.0, my = 0.0
            var previous = ring[ring.count - 1] - o
            for p in ring {
                let current = p - o
                let c = cross(previous, current)
                a2 += c
                mx += (previous.x + current.x) * c
                my += (previous.y + current.y) * c
                previous = current
            }
            // Exterior counts positive, holes negative, whatever their winding.
            let sign: Double = (a2 < 0) == (index == 0) ? -1 : 1
            sumArea += sign * a2 / 2
            sx += sign * mx / 6
            sy += sign * my / 6
        }
        if abs(sumArea) > 1e-12 {
            return Vec2(o.x + sx / sumArea, o.y + sy / sumArea)
        }
        let total = exterior.reduce(Vec2.zero, +)
        return total * (1 / Double(exterior.count))
    }

    // MARK: Containment

    /// Whether `p` lies inside the polygon by the even-odd rule over all
    /// rings (so holes are excluded). Points exactly on an edge may go
    /// either way.
    public static func contains(_ p: Vec2, rings: [[Vec2]]) -> Bool {
        var inside = false
        forEachCrossing(atY: p.y, rings: rings) { x in
            if p.x < x { inside.toggle() }
        }
        return inside
    }

    /// Calls `body` with the x of every crossing of the horizontal line at
    /// `y` with a ring edge. An edge counts when one end is above the line
    /// and the other at or below it, so a vertex on the line counts once.
    static func forEachCrossing(atY y: Double, rings: [[Vec2]], _ body: (Double) -> Void) {
        for ring in rings where ring.count >= 3 {
            var b = ring[ring.count - 1]
            for a in ring {
                if (a.y > y) != (b.y > y) {
                    body(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
                }
                b = a
            }
        }
    }

    /// Whether `p` lies inside a single ring (even-odd rule).
    public static func contains(_ p: Vec2, ring: [Vec2]) -> Bool {
        contains(p, rings: [ring])
    }

    // MARK: Label points

    /// A point inside the polygon to anchor its label: the centroid when it
    /// is inside, else the middle of the widest inside stretch of a
    /// horizontal line through the middle of the polygon's bounding box
    /// (then, if that line misses, lines at other heights). Nil only for a
    /// polygon without area; falls back to the first vertex when no line finds
    /// an inside stretch.
    public static func labelPoint(_ rings: [[Vec2]]) -> Vec2? {
        guard let c = centroid(rings) else { return nil }
        if contains(c, rings: rings) { return c }
        guard let box = Rect(points: rings.first ?? []), box.height > 0 else { return rings.first?.first }
        var crossings: [Double] = []
        for fraction in [0.5, 0.25, 0.75, 0.375, 0.625, 0.125, 0.875] {
            let y = box.min.y + box.height * fraction
            if let x = widestInsideStretchMiddle(y: y, rings: rings, scratch: &crossings) {
                return Vec2(x, y)
            }
        }
        return rings.first?.first
    }

    /// The x of the middle of the widest inside interval of the line at `y`.
    private static func widestInsideStretchMiddle(y: Double, rings: [[Vec2]], scratch xs: inout [Double]) -> Double? {
        xs.removeAll(keepingCapacity: true)
        forEachCrossing(atY: y, rings: rings) { xs.append($0) }
        xs.sort()
        var best: Double?
        var bestWidth = 0.0
        var k = 0
        while k + 1 < xs.count {
            let width = xs[k + 1] - xs[k]
            if width > bestWidth {
                bestWidth = width
                best = (xs[k] + xs[k + 1]) / 2
            }
            k += 2
        }
        return best
    }
}
