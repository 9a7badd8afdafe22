import Foundation
import Testing
@testable import MapCore
import VenueFixtures

@Suite struct ViewTransformTests {
    private func transform(distance: Double = 200, pitch: Double, heading: Double,
                           viewport: Viewport = Fixtures.viewport) -> ViewTransform {
        viewport.transform(for: Fixtures.camera(distance: distance, pitch: pitch, heading: heading),
                           projection: Fixtures.projection)
    }

    @Test(arguments: [0.0, 30, 45, 60], [0.0, 90, 225])
    func screenAndGroundRoundTrip(pitch: Double, heading: Double) throws {
        var rng = SplitMix(seed: UInt64(pitch * 1000 + heading))
        for aspect in [1.0, 1.08] {
            let t = transform(pitch: pitch, heading: heading, viewport: Viewport(width: 160, height: 96, dotAspect: aspect))
            for _ in 0..<200 {
                let s = Vec2(Double.random(in: 0...160, using: &rng), Double.random(in: 0...96, using: &rng))
                let g = try #require(t.toGround(s))
                let back = try #require(t.toScreen(g))
                #expect(back.distance(to: s) < 1e-9)
                let again = try #require(t.toGround(back))
                #expect(again.distance(to: g) < 1e-6)
            }
            for _ in 0..<200 {
                let g = Vec2(Double.random(in: -100...100, using: &rng), Double.random(in: -100...100, using: &rng))
                guard let s = t.toScreen(g), let back = t.toGround(s) else { continue }
                #expect(back.distance(to: g) < 1e-6)
            }
        }
    }

    @Test func centerMapsToScreenCenterAndBack() throws {
        let t = transform(pitch: 45, heading: 225)
        let c = try #require(t.toScreen(Fixtures.projection.origin))
        #expect(c.distance(to: Vec2(80, 48)) < 1e-9)
        let geo = try #require(t.toGeo(Vec2(80, 48)))
        #expect(abs(geo.latitude - 47.37) < 1e-12 && abs(geo.longitude - 8.54) < 1e-12)
    }

    @Test func pitchZeroIsAffineWithNorthUp() throws {
        let t = transform(distance: 144, pitch: 0, heading: 0)
        #expect(t.isFlat)
        #expect(abs(t.metersPerDot - 1) < 1e-12)
        let north = try #require(t.toScreen(Vec2(0, 10)))
        let east = try #require(t.toScreen(Vec2(10, 0)))
        #expect(north.distance(to: Vec2(80, 38)) < 1e-9)
        #expect(east.distance(to: Vec2(90, 48)) < 1e-9)
        // Wide dots (k = 2) cover twice the ground across.
        let wide = transform(distance: 144, pitch: 0, heading: 0, viewport: Viewport(width: 160, height: 96, dotAspect: 2))
        #expect(try #require(wide.toScreen(Vec2(10, 0))).distance(to: Vec2(85, 48)) < 1e-9)
    }

    @Test func headingNinetyPutsNorthOnTheLeft() throws {
        let t = transform(pitch: 0, heading: 90)
        let north = try #require(t.toScreen(Vec2(0, 10)))
        #expect(north.x < 80 - 1 && abs(north.y - 48) < 1e-9)
        let east = try #require(t.toScreen(Vec2(10, 0)))
        #expect(east.y < 48 - 1 && abs(east.x - 80) < 1e-9)
        // Same directions when pitched.
        let pitched = transform(pitch: 45, heading: 90)
        let n = try #require(pitched.toScreen(Vec2(0, 10)))
        #expect(n.x < 80 - 1)
    }

    @Test func pointsAboveTheHorizonHaveNoGround() {
        let t = transform(pitch: 60, heading: 0)
        #expect(t.horizonRow < 0)
        #expect(t.toGround(Vec2(80, t.horizonRow - 1)) == nil)
        #expect(t.toGround(Vec2(10, t.horizonRow)) == nil)
        #expect(t.toGround(Vec2(80, -1000)) == nil)
        #expect(t.toGround(Vec2(80, t.horizonRow + 0.5)) != nil)
        // Pitch 0 has no horizon.
        #expect(transform(pitch: 0, heading: 0).toGround(Vec2(80, -1e6)) != nil)
    }

    @Test func pitchForeshortensTheTopOfTheScreen() throws {
        let t = transform(pitch: 45, heading: 0)
        let top = try #require(t.toGround(Vec2(80, 0))).distance(to: try #require(t.toGround(Vec2(80, 1))))
        let bottom = try #require(t.toGround(Vec2(80, 95))).distance(to: try #require(t.toGround(Vec2(80, 96))))
        #expect(top > 2 * bottom)
        // Across too: a dot on the top row spans more ground than on the bottom row.
        let topAcross = try #require(t.toGround(Vec2(80, 0))).distance(to: try #require(t.toGround(Vec2(81, 0))))
        let bottomAcross = try #require(t.toGround(Vec2(80, 96))).distance(to: try #require(t.toGround(Vec2(81, 96))))
        #expect(topAcross > bottomAcross)
        // And the view looks forward: the top row shows ground north of the center.
        #expect(try #require(t.toGround(Vec2(80, 0))).y > 0)
    }

    @Test func pitchedFloorMatchesTheClosedForm() throws {
        // Bottom edge at g(−h) = D·cos θ·tan(θ − h) − D·sin θ ahead of the center.
        let d = 200.0, theta = 30.0 * .pi / 180, h = atan(1.0 / 3.0)
        let t = transform(distance: d, pitch: 30, heading: 0)
        let bottom = try #require(t.toGround(Vec2(80, 96)))
        #expect(abs(bottom.y - (d * cos(theta) * tan(theta - h) - d * sin(theta))) < 1e-9)
        let top = try #require(t.toGround(Vec2(80, 0)))
        #expect(abs(top.y - (d * cos(theta) * tan(theta + h) - d * sin(theta))) < 1e-9)
    }

    @Test func visibleGroundRectCoversTheView() throws {
        for (pitch, heading) in [(0.0, 0.0), (0, 30), (45, 225), (60, 90)] {
            let t = transform(pitch: pitch, heading: heading)
            let rect = t.visibleGroundRect
            for x in stride(from: 0.0, through: 160, by: 16) {
                for y in stride(from: 0.0, through: 96, by: 12) {
                    let g = try #require(t.toGround(Vec2(x, y)))
                    #expect(rect.insetBy(1e-6).contains(g))
                }
            }
        }
        let flat = transform(distance: 300, pitch: 0, heading: 0).visibleGroundRect
        #expect(abs(flat.height - 200) < 1e-9 && abs(flat.width - 200 * 160 / 96) < 1e-9)
    }

    /// Level of detail's scale (issue 39): no ground point in view, on the floor or up to the
    /// given height above it, moves more than 1 / ``finestMetersPerDot(upTo:)`` dots per meter
    /// in any direction, and the bound is within 2x of the fastest point found.
    @Test(arguments: [0.0, 10, 30, 60], [0.0, 33, 225])
    func finestScaleBoundsEveryPointInView(pitch: Double, heading: Double) throws {
        for aspect in [1.0, 1.08, 0.6] {
            for (distance, height) in [(200.0, 0.0), (200, 3), (25, 3), (12, 3)] {
                let t = transform(distance: distance, pitch: pitch, heading: heading, viewport: Viewport(width: 160, height: 96, dotAspect: aspect))
                let finest = t.finestMetersPerDot(upTo: height)
                #expect(finest > 0)
                if pitch == 0 { #expect(finest == t.metersPerDot * min(1, aspect)) }
                let eps = 1e-5 * distance
                var fastest = 0.0
                for x in stride(from: -40.0, through: 200, by: 8) {
                    // Below the bottom row too: the tops of walls standing there are in view.
                    for y in stride(from: 0.0, through: 200, by: 6) {
                        guard let g = t.toGround(Vec2(x, y)) else { continue }
                        // Flat views draw nothing above the floor (walls stand up only pitched).
                        for h in pitch == 0 ? [0] : [0, height / 2, height] {
                            guard let s = t.toScreen(g, height: h), s.x >= 0, s.x <= 160, s.y >= 0, s.y <= 96 else { continue }
                            for k in 0..<8 {
                                let a = Double(k) * .pi / 4
                                guard let m = t.toScreen(g + Vec2(cos(a), sin(a)) * eps, height: h) else { continue }
                                fastest = max(fastest, m.distance(to: s) / eps)
                            }
                        }
                    }
                }
                #expect(fastest > 0)
                #expect(fastest * finest <= 1 + 1e-3, "pitch \(pitch), distance \(distance), height \(height), aspect \(aspect): \(fastest * finest)")
                #expect(fastest * finest >= 0.5, "pitch \(pitch), distance \(distance), height \(height), aspect \(aspect): \(fastest * finest)")
            }
        }
    }

    @Test func topGroundRowStaysBelowTheHorizon() {
        for pitch in [0.0, 30, 60] {
            #expect(transform(pitch: pitch, heading: 0).topGroundRow == 0)
        }
    }

    @Test func pointsBehindTheCameraAreClipped() throws {
        let t = transform(distance: 100, pitch: 60, heading: 0)
        // The camera stands 86.6 m south of the center; 200 m south is behind it.
        let behind = Vec2(0, -200), ahead = Vec2(0, 50)
        #expect(t.toScreen(behind) == nil)
        #expect(t.depth(of: behind) < 0)
        let segment = try #require(t.clipSegmentToNearPlane(behind, ahead))
        #expect(segment.0.x.isFinite && segment.0.y.isFinite)
        #expect(segment.0.y > 96)  // cut at the near plane, far below the screen
        #expect(segment.1.distance(to: try #require(t.toScreen(ahead))) < 1e-9)
        #expect(t.clipSegmentToNearPlane(behind, Vec2(10, -300)) == nil)
        // A polygon straddling the camera keeps finite vertices only.
        var out: [Vec2] = []
        t.projectRing([Vec2(-20, -300), Vec2(20, -300), Vec2(20, 40), Vec2(-20, 40)], into: &out)
        #expect(out.count == 4)
        #expect(out.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        out.removeAll()
        t.projectRing([Vec2(-20, -300), Vec2(20, -300), Vec2(0, -250)], into: &out)
        #expect(out.isEmpty)
    }

    @Test func flatRingProjectionMatchesPoints() throws {
        let t = transform(pitch: 0, heading: 225)
        let ring = [Vec2(-20, -10), Vec2(20, -10), Vec2(0, 30)]
        var out: [Vec2] = []
        t.projectRing(ring, into: &out)
        #expect(out.count == 3)
        for (p, s) in zip(ring, out) {
            #expect(try #require(t.toScreen(p)).distance(to: s) < 1e-9)
        }
    }

    @Test func groundRectAroundThePointerCoversItsSquare() throws {
        let t = transform(pitch: 45, heading: 30)
        let pointer = Vec2(50, 60)
        let rect = try #require(t.groundRect(around: pointer, radius: 2))
        #expect(rect.contains(try #require(t.toGround(pointer))))
        #expect(rect.contains(try #require(t.toGround(Vec2(52, 58)))))
        #expect(t.groundRect(around: Vec2(80, -1000), radius: 1) == nil)
        let flat = transform(distance: 144, pitch: 0, heading: 0)
        let square = try #require(flat.groundRect(around: Vec2(80, 48), radius: 3))
        #expect(abs(square.width - 6) < 1e-9 && abs(square.height - 6) < 1e-9)
    }
}
