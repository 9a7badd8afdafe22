import Foundation
@testable import MapCore
import Testing
import VenueFixtures

/// Edges skipped by their boxes give the answers of scanning every edge: the share of a door
/// line along a ring (``PlanarGeometry/coveredFraction(ofSegment:_:byRing:tolerance:)``) and
/// whether a corner lies deeper than ``WalkingGraph/overlapDepth`` from a unit's edges.
@Suite struct EdgeBoxSkipTests {
    /// A ring of `n` points around a center, radii jittered, sometimes with points repeated
    /// or on a grid of 0.1 m (edges that line up with door lines exactly).
    private func ring(_ n: Int, around c: Vec2, rng: inout SplitMix) -> [Vec2] {
        var out: [Vec2] = []
        for k in 0..<n {
            let angle = Double(k) / Double(n) * 2 * .pi
            let r = Double.random(in: 2...6, using: &rng)
            var p = c + Vec2(cos(angle) * r, sin(angle) * r)
            if rng.next(below: 3) == 0 { p = Vec2((p.x * 10).rounded() / 10, (p.y * 10).rounded() / 10) }
            out.append(p)
            if rng.next(below: 10) == 0 { out.append(p) }
        }
        return out
    }

    /// The share as it was found before: every edge's band.
    private func coveredFractionOfEveryEdge(_ a0: Vec2, _ a1: Vec2, ring: [Vec2], tolerance: Double) -> Double {
        guard a0 != a1 else { return PlanarGeometry.distance(from: a0, toRing: ring) <= tolerance ? 1 : 0 }
        guard var previous = ring.last else { return 0 }
        var intervals: [ClosedRange<Double>] = []
        for q in ring {
            if let t = PlanarGeometry.bandInterval(ofSegment: a0, a1, alongSegment: previous, q, tolerance: tolerance) {
                intervals.append(t)
            }
            previous = q
        }
        return Swift.min(PlanarGeometry.unionLength(&intervals), 1)
    }

    @Test func theShareOfADoorAlongARingIsThatOfEveryEdge() {
        var rng = SplitMix(seed: 3701)
        var partly = 0, none = 0
        for _ in 0..<300 {
            let center = Vec2(Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng))
            let r = ring(3 + rng.next(below: 60), around: center, rng: &rng)
            for _ in 0..<20 {
                let tolerance = [0.5, 0.1, 0, 1.5][rng.next(below: 4)]
                // Doors on an edge (its ends or points along it), across it, or anywhere near.
                let k = rng.next(below: r.count)
                let e0 = r[k], e1 = r[(k + 1) % r.count]
                let a0: Vec2, a1: Vec2
                switch rng.next(below: 3) {
                case 0:
                    a0 = e0 + (e1 - e0) * Double.random(in: -0.3...0.7, using: &rng)
                    a1 = e0 + (e1 - e0) * Double.random(in: 0.3...1.3, using: &rng)
                case 1:
                    a0 = e0
                    a1 = rng.next(below: 2) == 0 ? e1 : e0
                default:
                    a0 = center + Vec2(Double.random(in: -7...7, using: &rng), Double.random(in: -7...7, using: &rng))
                    a1 = a0 + Vec2(Double.random(in: -2...2, using: &rng), Double.random(in: -2...2, using: &rng))
                }
                let reference = coveredFractionOfEveryEdge(a0, a1, ring: r, tolerance: tolerance)
                let fast = PlanarGeometry.coveredFraction(ofSegment: a0, a1, byRing: r, tolerance: tolerance)
                #expect(fast.bitPattern == reference.bitPattern, "\(a0) \(a1) \(tolerance)")
                if reference > 0 && reference < 1 { partly += 1 }
                if reference == 0 { none += 1 }
            }
        }
        #expect(partly > 500 && none > 500, "both partial and no cover are tried: \(partly), \(none)")
    }

    @Test func aCornerDeeperThanTheOverlapDepthIsFoundAsByEveryEdge() {
        var rng = SplitMix(seed: 3702)
        var deep = 0, shallow = 0
        for _ in 0..<300 {
            let center = Vec2(Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng))
            var rings = [ring(3 + rng.next(below: 80), around: center, rng: &rng)]
            if rng.next(below: 3) == 0 { rings.append(ring(3 + rng.next(below: 8), around: center, rng: &rng).map { center + ($0 - center) * 0.3 }) }
            if rng.next(below: 10) == 0 { rings.append([]) }
            for _ in 0..<40 {
                var p = center + Vec2(Double.random(in: -7...7, using: &rng), Double.random(in: -7...7, using: &rng))
                if rng.next(below: 2) == 0, let ring = rings.first {
                    // Near an edge: at about the depth from it.
                    let k = rng.next(below: ring.count)
                    let e0 = ring[k], e1 = ring[(k + 1) % ring.count]
                    let d = e1 - e0, length = d.length
                    let normal = length > 0 ? Vec2(-d.y / length, d.x / length) : Vec2(0, 1)
                    p = e0 + d * Double.random(in: -0.2...1.2, using: &rng) + normal * (WalkingGraph.overlapDepth + Double.random(in: -0.05...0.05, using: &rng))
                }
                let reference = rings.allSatisfy { PlanarGeometry.distance(from: p, toRing: $0) > WalkingGraph.overlapDepth }
                #expect(WalkingGraph.isFartherThanOverlapDepth(p, fromEdgesOf: rings) == reference, "\(p)")
                if reference { deep += 1 } else { shallow += 1 }
            }
        }
        #expect(deep > 1_000 && shallow > 1_000, "both answers are tried: \(deep) deep, \(shallow) shallow")
    }
}
