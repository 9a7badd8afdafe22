import Foundation

/// Distances and overlaps of points, segments, polylines and rings, for
/// hit-testing and for matching door lines to the walls of units.
extension PlanarGeometry {
    /// The point of segment a–b closest to `p`.
    public static func closestPoint(to p: Vec2, onSegment a: Vec2, _ b: Vec2) -> Vec2 {
        let d = b - a
        let lengthSquared = d.dot(d)
        guard lengthSquared > 0 else { return a }
        let t = Swift.min(Swift.max((p - a).dot(d) / lengthSquared, 0), 1)
        return a + d * t
    }

    /// The distance from `p` to segment a–b.
    public static func distance(from p: Vec2, toSegment a: Vec2, _ b: Vec2) -> Double {
        p.distance(to: closestPoint(to: p, onSegment: a, b))
    }

    /// The distance from `p` to the nearest edge of a closed ring (0 on an edge).
    public static func distance(from p: Vec2, toRing ring: [Vec2]) -> Double {
        smallestOverEdges(of: ring) { distance(from: p, toSegment: $0, $1) }
    }

    /// The distance from `p` to the nearest edge of any of some closed rings (an outline with
    /// its holes); infinity when there is none.
    public static func distance(from p: Vec2, toRings rings: [[Vec2]]) -> Double {
        rings.reduce(.infinity) { Swift.min($0, distance(from: p, toRing: $1)) }
    }

    /// The smallest value of `measure` over the edges of a closed ring;
    /// infinity for an empty ring.
    static func smallestOverEdges(of ring: [Vec2], _ measure: (Vec2, Vec2) -> Double) -> Double {
        guard var previous = ring.last else { return .infinity }
        var best = Double.infinity
        for q in ring {
            best = Swift.min(best, measure(previous, q))
            previous = q
        }
        return best
    }

    /// The total length of a polyline.
    public static func polylineLength(_ points: [Vec2]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    /// Whether segments a0–a1 and b0–b1 share at least a point.
    public static func segmentsIntersect(_ a0: Vec2, _ a1: Vec2, _ b0: Vec2, _ b1: Vec2) -> Bool {
        let da = a1 - a0, db = b1 - b0
        let s0 = cross(da, b0 - a0), s1 = cross(da, b1 - a0)
        let s2 = cross(db, a0 - b0), s3 = cross(db, a1 - b0)
        if ((s0 > 0 && s1 < 0) || (s0 < 0 && s1 > 0)) && ((s2 > 0 && s3 < 0) || (s2 < 0 && s3 > 0)) {
            return true
        }
        // Touching or collinear cases: some endpoint lies on the other segment.
        return (s0 == 0 && distance(from: b0, toSegment: a0, a1) == 0)
            || (s1 == 0 && distance(from: b1, toSegment: a0, a1) == 0)
            || (s2 == 0 && distance(from: a0, toSegment: b0, b1) == 0)
            || (s3 == 0 && distance(from: a1, toSegment: b0, b1) == 0)
    }

    /// The shortest distance between segments a0–a1 and b0–b1 (0 when they meet).
    public static func distance(fromSegment a0: Vec2, _ a1: Vec2, toSegment b0: Vec2, _ b1: Vec2) -> Double {
        if segmentsIntersect(a0, a1, b0, b1) { return 0 }
        return Swift.min(Swift.min(distance(from: a0, toSegment: b0, b1), distance(from: a1, toSegment: b0, b1)),
                         Swift.min(distance(from: b0, toSegment: a0, a1), distance(from: b1, toSegment: a0, a1)))
    }

    /// The shortest distance from segment a0–a1 to the edges of a closed ring.
    public static func distance(fromSegment a0: Vec2, _ a1: Vec2, toRing ring: [Vec2]) -> Double {
        smallestOverEdges(of: ring) { distance(fromSegment: a0, a1, toSegment: $0, $1) }
    }

    /// The parameter interval t ⊂ [0, 1] of the points a0 + t·(a1 − a0) that
    /// lie in the band along segment b0–b1: within `tolerance` of b's line
    /// and projecting onto b itself (not past its ends). Nil when no point
    /// does, or when b has no length.
    public static func bandInterval(ofSegment a0: Vec2, _ a1: Vec2,
                                    alongSegment b0: Vec2, _ b1: Vec2,
                                    tolerance: Double) -> ClosedRange<Double>? {
        let d = b1 - b0
        let length = d.length
        guard length > 0 else { return nil }
        let u = d * (1 / length)
        let e = a1 - a0, r = a0 - b0
        var lo = 0.0, hi = 1.0
        // Along b: 0 ≤ (r + t·e)·u ≤ length; across b: |u × (r + t·e)| ≤ tolerance.
        guard clip(&lo, &hi, r.dot(u), e.dot(u), 0, length),
              clip(&lo, &hi, cross(u, r), cross(u, e), -tolerance, tolerance) else { return nil }
        return lo...hi
    }

    /// Narrows [lo, hi] to the t with min ≤ α + β·t ≤ max; false when empty.
    private static func clip(_ lo: inout Double, _ hi: inout Double,
                             _ alpha: Double, _ beta: Double, _ min: Double, _ max: Double) -> Bool {
        if beta == 0 { return alpha >= min && alpha <= max && lo <= hi }
        var t0 = (min - alpha) / beta, t1 = (max - alpha) / beta
        if t0 > t1 { swap(&t0, &t1) }
        lo = Swift.max(lo, t0)
        hi = Swift.min(hi, t1)
        return lo <= hi
    }

    /// The length of the part of segment a0–a1 lying in the band along
    /// b0–b1 (see ``bandInterval(ofSegment:_:alongSegment:_:tolerance:)``):
    /// how much of a runs on b, within `tolerance`. Segments that only meet
    /// end to end share no length.
    public static func overlapLength(ofSegment a0: Vec2, _ a1: Vec2,
                                     alongSegment b0: Vec2, _ b1: Vec2,
                                     tolerance: Double) -> Double {
        guard let t = bandInterval(ofSegment: a0, a1, alongSegment: b0, b1, tolerance: tolerance) else { return 0 }
        return (t.upperBound - t.lowerBound) * a0.distance(to: a1)
    }

    /// Whether two segments run along each other: their directions differ by
    /// at most `maxAngle` degrees (either way round) and more than
    /// `minLength` meters of a lie within `tolerance` of b, projecting onto b.
    /// Crossing segments and segments that only meet end to end do not overlap.
    public static func segmentsOverlap(_ a0: Vec2, _ a1: Vec2, _ b0: Vec2, _ b1: Vec2,
                                       tolerance: Double, maxAngle: Double = 10,
                                       minLength: Double = 0) -> Bool {
        let da = a1 - a0, db = b1 - b0
        let lengths = da.length * db.length
        guard lengths > 0,
              abs(cross(da, db)) <= lengths * sin(Swift.min(Swift.max(maxAngle, 0), 90) * .pi / 180)
        else { return false }
        return overlapLength(ofSegment: a0, a1, alongSegment: b0, b1, tolerance: tolerance) > minLength
    }

    /// The share, in [0, 1], of segment a0–a1 that lies in the band of some
    /// edge of a closed ring (within `tolerance` of it, projecting onto it).
    /// A door drawn on the wall between two units scores about 1 against both
    /// units' rings; a degenerate segment scores 1 when it is within
    /// `tolerance` of the ring, else 0.
    public static func coveredFraction(ofSegment a0: Vec2, _ a1: Vec2, byRing ring: [Vec2],
                                       tolerance: Double) -> Double {
        guard a0 != a1 else { return distance(from: a0, toRing: ring) <= tolerance ? 1 : 0 }
        guard var previous = ring.last else { return 0 }
        var intervals: [ClosedRange<Double>] = []
        // An edge whose box, grown by twice the tolerance, misses the segment's box has no
        // band the segment enters (a point in the band lies within the tolerance of the edge):
        // skipped without its square root and divisions. The same intervals, in ring order.
        let reach = 2 * tolerance + 1e-6
        let lowX = Swift.min(a0.x, a1.x) - reach, highX = Swift.max(a0.x, a1.x) + reach
        let lowY = Swift.min(a0.y, a1.y) - reach, highY = Swift.max(a0.y, a1.y) + reach
        for q in ring {
            defer { previous = q }
            guard Swift.max(previous.x, q.x) >= lowX, Swift.min(previous.x, q.x) <= highX,
                  Swift.max(previous.y, q.y) >= lowY, Swift.min(previous.y, q.y) <= highY else { continue }
            if let t = bandInterval(ofSegment: a0, a1, alongSegment: previous, q, tolerance: tolerance) {
                intervals.append(t)
            }
        }
        return Swift.min(unionLength(&intervals), 1)
    }

    /// The length of the union of `intervals` (sorted in place by their lower bounds).
    static func unionLength(_ intervals: inout [ClosedRange<Double>]) -> Double {
        intervals.sort { $0.lowerBound < $1.lowerBound }
        var covered = 0.0
        var end = -Double.infinity
        for t in intervals {
            let start = Swift.max(t.lowerBound, end)
            if t.upperBound > start { covered += t.upperBound - start }
            end = Swift.max(end, t.upperBound)
        }
        return covered
    }
}
