import Foundation
import Testing
@testable import MapCore

@Suite struct PlanarGeometryTests {
    let square = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)]
    let hole = [Vec2(3, 3), Vec2(3, 7), Vec2(7, 7), Vec2(7, 3)]

    @Test func signedAreaFollowsWinding() {
        #expect(PlanarGeometry.signedArea(square) == 100)
        #expect(PlanarGeometry.signedArea(square.reversed()) == -100)
        #expect(PlanarGeometry.signedArea(square + [square[0]]) == 100)
        #expect(PlanarGeometry.signedArea([Vec2(0, 0), Vec2(1, 1)]) == 0)
        #expect(PlanarGeometry.area([square, hole]) == 84)
    }

    @Test func centroidHandlesHolesAndDegenerateRings() throws {
        let c = try #require(PlanarGeometry.centroid(square))
        #expect(c.distance(to: Vec2(5, 5)) < 1e-12)
        // An off-center hole pushes the centroid away from it, whatever its winding.
        let offHole = [Vec2(6, 6), Vec2(9, 6), Vec2(9, 9), Vec2(6, 9)]
        for h in [offHole, offHole.reversed()] {
            let withHole = try #require(PlanarGeometry.centroid([square, h]))
            let expected = (5 * 100 - 7.5 * 9) / 91
            #expect(abs(withHole.x - expected) < 1e-12 && abs(withHole.y - expected) < 1e-12)
        }
        let line = try #require(PlanarGeometry.centroid([Vec2(0, 0), Vec2(4, 0), Vec2(2, 0)]))
        #expect(line.distance(to: Vec2(2, 0)) < 1e-12)
        #expect(PlanarGeometry.centroid([Vec2]()) == nil)
        // Large coordinates keep their precision.
        let far = square.map { $0 + Vec2(5e6, 5e6) }
        #expect(try #require(PlanarGeometry.centroid(far)).distance(to: Vec2(5e6 + 5, 5e6 + 5)) < 1e-6)
    }

    @Test func pointInPolygonUsesEvenOdd() {
        let rings = [square, hole]
        #expect(PlanarGeometry.contains(Vec2(1, 1), rings: rings))
        #expect(!PlanarGeometry.contains(Vec2(5, 5), rings: rings))
        #expect(!PlanarGeometry.contains(Vec2(11, 5), rings: rings))
        #expect(PlanarGeometry.contains(Vec2(5, 5), ring: square))
        #expect(PlanarGeometry.contains(Vec2(9.99, 0.01), rings: [square + [square[0]]]))
        // A vertex at the same height as the point does not double count.
        let diamond = [Vec2(0, 5), Vec2(5, 0), Vec2(10, 5), Vec2(5, 10)]
        #expect(PlanarGeometry.contains(Vec2(5, 5), ring: diamond))
        #expect(!PlanarGeometry.contains(Vec2(-1, 5), ring: diamond))
        #expect(!PlanarGeometry.contains(Vec2(11, 5), ring: diamond))
    }

    @Test func labelPointIsInsideConcaveShapes() throws {
        // A U shape: its centroid falls in the notch.
        let u = [Vec2(0, 0), Vec2(30, 0), Vec2(30, 30), Vec2(20, 30), Vec2(20, 5), Vec2(10, 5), Vec2(10, 30), Vec2(0, 30)]
        let c = try #require(PlanarGeometry.centroid(u))
        #expect(!PlanarGeometry.contains(c, ring: u))
        let label = try #require(PlanarGeometry.labelPoint([u]))
        #expect(PlanarGeometry.contains(label, ring: u))
        // A ring around a hole at the centroid.
        let donut = try #require(PlanarGeometry.labelPoint([square, hole]))
        #expect(PlanarGeometry.contains(donut, rings: [square, hole]))
        // The centroid when it is inside.
        #expect(try #require(PlanarGeometry.labelPoint([square])).distance(to: Vec2(5, 5)) < 1e-12)
        #expect(PlanarGeometry.labelPoint([]) == nil)
    }

    @Test func pointAndSegmentDistances() {
        #expect(PlanarGeometry.distance(from: Vec2(5, 3), toSegment: Vec2(0, 0), Vec2(10, 0)) == 3)
        #expect(PlanarGeometry.distance(from: Vec2(-3, 4), toSegment: Vec2(0, 0), Vec2(10, 0)) == 5)
        #expect(PlanarGeometry.distance(from: Vec2(1, 1), toSegment: Vec2(0, 0), Vec2(0, 0)) == 2.0.squareRoot())
        #expect(PlanarGeometry.distance(from: Vec2(5, 5), toRing: hole) == 2)
        // The nearest of an outline and its hole; none at all is infinitely far.
        #expect(PlanarGeometry.distance(from: Vec2(1.5, 5), toRings: [square, hole]) == 1.5)
        #expect(PlanarGeometry.distance(from: Vec2(2.5, 5), toRings: [square, hole]) == 0.5)
        #expect(PlanarGeometry.distance(from: Vec2(2.5, 5), toRings: []) == .infinity)
        #expect(PlanarGeometry.polylineLength([Vec2(0, 0), Vec2(3, 4), Vec2(3, 10)]) == 11)
        #expect(PlanarGeometry.polylineLength([Vec2(1, 1)]) == 0)
    }

    @Test func segmentToSegmentDistance() {
        #expect(PlanarGeometry.distance(fromSegment: Vec2(0, 0), Vec2(10, 10), toSegment: Vec2(0, 10), Vec2(10, 0)) == 0)
        #expect(PlanarGeometry.distance(fromSegment: Vec2(0, 0), Vec2(10, 0), toSegment: Vec2(10, 0), Vec2(20, 5)) == 0)
        #expect(PlanarGeometry.distance(fromSegment: Vec2(0, 0), Vec2(10, 0), toSegment: Vec2(2, 1), Vec2(8, 1)) == 1)
        #expect(PlanarGeometry.distance(fromSegment: Vec2(0, 0), Vec2(10, 0), toSegment: Vec2(13, 4), Vec2(20, 4)) == 5)
        #expect(!PlanarGeometry.segmentsIntersect(Vec2(0, 0), Vec2(4, 0), Vec2(5, 0), Vec2(9, 0)))
        #expect(PlanarGeometry.segmentsIntersect(Vec2(0, 0), Vec2(5, 0), Vec2(4, 0), Vec2(9, 0)))
        #expect(PlanarGeometry.distance(fromSegment: Vec2(4, 4), Vec2(6, 6), toRing: square) == 4)
    }

    @Test func overlapNeedsSharedLengthAndDirection() {
        let wall = (Vec2(0, 0), Vec2(10, 0))
        // A door drawn 5 cm off the wall.
        #expect(PlanarGeometry.segmentsOverlap(Vec2(4, 0.05), Vec2(5, 0.05), wall.0, wall.1, tolerance: 0.1))
        #expect(abs(PlanarGeometry.overlapLength(ofSegment: Vec2(4, 0.05), Vec2(5, 0.05), alongSegment: wall.0, wall.1, tolerance: 0.1) - 1) < 1e-12)
        // Too far from the wall.
        #expect(!PlanarGeometry.segmentsOverlap(Vec2(4, 0.5), Vec2(5, 0.5), wall.0, wall.1, tolerance: 0.1))
        // Crossing at right angles, or meeting end to end.
        #expect(!PlanarGeometry.segmentsOverlap(Vec2(5, -1), Vec2(5, 1), wall.0, wall.1, tolerance: 0.1))
        #expect(!PlanarGeometry.segmentsOverlap(Vec2(10, 0), Vec2(12, 0), wall.0, wall.1, tolerance: 0.1))
        // Reversed direction still overlaps; partial overlap counts its shared part.
        #expect(PlanarGeometry.segmentsOverlap(Vec2(12, 0), Vec2(8, 0), wall.0, wall.1, tolerance: 0.1))
        #expect(abs(PlanarGeometry.overlapLength(ofSegment: Vec2(12, 0), Vec2(8, 0), alongSegment: wall.0, wall.1, tolerance: 0.1) - 2) < 1e-12)
        #expect(!PlanarGeometry.segmentsOverlap(Vec2(12, 0), Vec2(8, 0), wall.0, wall.1, tolerance: 0.1, minLength: 3))
    }

    @Test func coveredFractionMatchesDoorsToRings() {
        let room = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 8), Vec2(0, 8)]
        let neighbour = [Vec2(10, 0), Vec2(20, 0), Vec2(20, 8), Vec2(10, 8)]
        let far = [Vec2(30, 0), Vec2(40, 0), Vec2(40, 8), Vec2(30, 8)]
        let door = (Vec2(10.03, 3), Vec2(10.03, 4.2))
        #expect(abs(PlanarGeometry.coveredFraction(ofSegment: door.0, door.1, byRing: room, tolerance: 0.1) - 1) < 1e-12)
        #expect(abs(PlanarGeometry.coveredFraction(ofSegment: door.0, door.1, byRing: neighbour, tolerance: 0.1) - 1) < 1e-12)
        #expect(PlanarGeometry.coveredFraction(ofSegment: door.0, door.1, byRing: far, tolerance: 0.1) == 0)
        // A segment running past a corner: 4 m along the bottom wall, plus the
        // 0.1 m band of the east wall it crosses at its foot.
        let past = PlanarGeometry.coveredFraction(ofSegment: Vec2(6, 0), Vec2(14, 0), byRing: room, tolerance: 0.1)
        #expect(abs(past - 4.1 / 8) < 1e-12)
        #expect(PlanarGeometry.distance(fromSegment: door.0, door.1, toRing: far) > 19)
    }
}
