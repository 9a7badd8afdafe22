/// Where two polygons touch along their outlines, for joining open spaces without doors.
extension PlanarGeometry {
    /// The stretches of `a`'s outline that run along `b`'s outline: within `tolerance` meters
    /// of an edge of `b`, parallel to it within `maxAngle` degrees. Each stretch is a chain of
    /// points on `a`'s rings, in ring order; pieces on consecutive edges (and across the ring's
    /// start) are joined. Crossing or merely touching outlines give no stretch.
    public static func sharedBoundary(of a: [[Vec2]], with b: [[Vec2]], tolerance: Double,
                                      maxAngle: Double = 10) -> [[Vec2]] {
        var chains: [[Vec2]] = []
        for ring in a where ring.count >= 2 {
            var ringChains: [[Vec2]] = []
            var current: [Vec2] = []
            var previous = ring[ring.count - 1]
            for q in ring {
                defer { previous = q }
                for piece in pieces(of: previous, q, alongRings: b, tolerance: tolerance, maxAngle: maxAngle) {
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

    /// The parts of segment p–q that run along some edge of `rings`, as disjoint sub-segments in
    /// order from p to q.
    private static func pieces(of p: Vec2, _ q: Vec2, alongRings rings: [[Vec2]], tolerance: Double,
                               maxAngle: Double) -> [(Vec2, Vec2)] {
        guard p != q else { return [] }
        var intervals: [ClosedRange<Double>] = []
        for ring in rings where ring.count >= 2 {
            var r = ring[ring.count - 1]
            for s in ring {
                defer { r = s }
                guard segmentsOverlap(p, q, r, s, tolerance: tolerance, maxAngle: maxAngle),
                      let t = bandInterval(ofSegment: p, q, alongSegment: r, s, tolerance: tolerance) else { continue }
                intervals.append(t)
            }
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
