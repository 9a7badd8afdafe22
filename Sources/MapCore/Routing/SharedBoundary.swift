import Foundation

/// Where two polygons touch along their outlines, for joining open spaces without doors.
extension PlanarGeometry {
    /// The stretches of `a`'s outline that run along `b`'s outline: within `tolerance` meters
    /// of an edge of `b`, parallel to it within `maxAngle` degrees. Each stretch is a chain of
    /// points on `a`'s rings, in ring order; pieces on consecutive edges (and across the ring's
    /// start) are joined. Crossing or merely touching outlines give no stretch.
    ///
    /// Only `b`'s edges near each edge of `a` are compared with it (``NearbyEdges``): a point
    /// within `tolerance` of an edge lies in its box grown by `tolerance`, so the stretches are
    /// the same as comparing every pair, at the cost of the pairs that are near.
    public static func sharedBoundary(of a: [[Vec2]], with b: [[Vec2]], tolerance: Double,
                                      maxAngle: Double = 10) -> [[Vec2]] {
        let reach = abs(tolerance) + boxSlack
        guard let aBox = Rect(points: a.lazy.flatMap { $0 }) else { return [] }
        let near = NearbyEdges(rings: b, near: aBox.insetBy(reach))
        guard near.bounds != nil else { return [] }
        let sine = sin(Swift.min(Swift.max(maxAngle, 0), 90) * .pi / 180)
        var chains: [[Vec2]] = []
        for ring in a where ring.count >= 2 {
            var ringChains: [[Vec2]] = []
            var current: [Vec2] = []
            var previous = ring[ring.count - 1]
            for q in ring {
                defer { previous = q }
                for piece in pieces(of: previous, q, along: near, reach: reach, tolerance: tolerance, sine: sine) {
                    if let last = current.last, last.distance(to: piece.0) <= joinGap {
                        current.append(piece.1)
                    } else {
                        if current.count >= 2 { ringChains.append(current) }
                        current = [piece.0, piece.1]
                    }
                }
            }
            if current.count >= 2 { ringChains.append(current) }
            // The ring's first and last stretches meet at its start.
            if ringChains.count >= 2, let head = ringChains.first, let tail = ringChains.last,
               tail[tail.count - 1].distance(to: head[0]) <= joinGap {
                ringChains[0] = tail + head.dropFirst()
                ringChains.removeLast()
            }
            chains += ringChains
        }
        return chains
    }

    /// Two pieces closer than this (meters) are one stretch.
    private static var joinGap: Double { 0.05 }

    /// Meters added to the tolerance when boxes are compared, far above rounding: no edge whose
    /// band holds a point of the other is left out.
    private static var boxSlack: Double { 1e-6 }

    /// The parts of segment p–q that run along some edge in `edges` (within `tolerance` of it,
    /// directions within the angle whose sine is `sine`), as disjoint sub-segments in order
    /// from p to q. Only edges whose boxes come within `reach` of the segment's are compared.
    private static func pieces(of p: Vec2, _ q: Vec2, along edges: NearbyEdges, reach: Double, tolerance: Double,
                               sine: Double) -> [(Vec2, Vec2)] {
        guard p != q, let box = Rect(points: [p, q]) else { return [] }
        var intervals: [ClosedRange<Double>] = []
        let da = q - p
        let lengthA = da.length
        edges.forEach(meeting: box.insetBy(reach)) { e in
            // segmentsOverlap(p, q, e.r, e.s, tolerance:, maxAngle:) with its sine worked out once.
            let db = e.s - e.r
            let lengths = lengthA * db.length
            guard lengths > 0, abs(cross(da, db)) <= lengths * sine,
                  let t = bandInterval(ofSegment: p, q, alongSegment: e.r, e.s, tolerance: tolerance),
                  (t.upperBound - t.lowerBound) * p.distance(to: q) > 0 else { return }
            intervals.append(t)
        }
        intervals.sort { $0.lowerBound < $1.lowerBound }
        var merged: [ClosedRange<Double>] = []
        for t in intervals {
            if let last = merged.last, t.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, t.upperBound)
            } else {
                merged.append(t)
            }
        }
        let d = q - p
        return merged.map { (p + d * $0.lowerBound, p + d * $0.upperBound) }
    }

    /// The point at a distance along a polyline (clamped to its ends).
    public static func point(along polyline: [Vec2], at distance: Double) -> Vec2? {
        guard var previous = polyline.first else { return nil }
        var left = Swift.max(distance, 0)
        for p in polyline.dropFirst() {
            let step = previous.distance(to: p)
            if step >= left, step > 0 { return previous + (p - previous) * (left / step) }
            left -= step
            previous = p
        }
        return previous
    }
}
