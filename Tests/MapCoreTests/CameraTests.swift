import Foundation
import Testing
@testable import MapCore
import VenueFixtures

@Suite struct CameraTests {
    @Test func distanceStaysInZoomRange() {
        var camera = Camera(center: Fixtures.projection.origin, distance: 50, zoomRange: 10...100)
        #expect(camera.lastClamp.isEmpty)
        camera.distance = 5
        #expect(camera.distance == 10)
        #expect(camera.lastClamp == .zoomLimit)
        camera.distance = 1000
        #expect(camera.distance == 100)
        #expect(camera.lastClamp.contains(.zoomLimit))
        camera.distance = 42
        #expect(camera.distance == 42 && camera.lastClamp.isEmpty)
        camera = camera.zoomed(by: 100)
        #expect(camera.distance == 10 && camera.lastClamp == .zoomLimit)
        camera.zoomRange = 20...30
        #expect(camera.distance == 20 && camera.lastClamp == .zoomLimit)
        camera.distance = .nan
        #expect(camera.distance == 20 && camera.lastClamp.isEmpty)
    }

    @Test func initializerClampsToo() {
        let camera = Camera(center: Fixtures.projection.origin, distance: 1, pitch: 80, heading: -30, zoomRange: 5...50)
        #expect(camera.distance == 5 && camera.pitch == 60 && camera.heading == 330)
        #expect(camera.lastClamp == [.zoomLimit, .pitchLimit])
    }

    @Test func pitchStaysBetweenZeroAndSixty() {
        var camera = Fixtures.camera()
        camera.pitch = 75
        #expect(camera.pitch == 60 && camera.lastClamp == .pitchLimit)
        camera.pitch = -5
        #expect(camera.pitch == 0 && camera.lastClamp == .pitchLimit)
        camera = camera.pitched(by: 45)
        #expect(camera.pitch == 45 && camera.lastClamp.isEmpty)
        camera = camera.pitched(by: 30)
        #expect(camera.pitch == 60 && camera.lastClamp == .pitchLimit)
    }

    @Test(arguments: [(-90.0, 270.0), (720, 0), (360, 0), (365, 5), (-720.5, 359.5), (-1e-20, 0), (90, 90)])
    func headingIsNormalized(input: Double, expected: Double) {
        var camera = Fixtures.camera()
        camera.heading = input
        #expect(camera.heading == expected)
        #expect(camera.lastClamp.isEmpty)
        #expect(Fixtures.camera().rotated(by: input).heading == expected)
    }

    /// Expected largest x of the center under the keep-visible rule at heading 0.
    private func expectedMaxX(distance: Double) -> Double {
        let hx = Fixtures.viewport.halfExtent(distance: distance).x
        let m = min(hx, Fixtures.venue.width / 2) * 0.25
        return Fixtures.venue.max.x + hx - m
    }

    @Test(arguments: [20.0, 60, 200, 600, 3000])
    func boundaryOverscrollGrowsWithDistance(distance: Double) throws {
        var camera = Fixtures.camera(distance: distance)
        camera.boundary = Fixtures.boundary
        camera.viewport = Fixtures.viewport
        #expect(camera.lastClamp.isEmpty)
        camera.center = Fixtures.projection.unproject(Vec2(10_000, 0))
        #expect(camera.lastClamp == .boundary)
        let x = Fixtures.projection.project(camera.center).x
        #expect(abs(x - expectedMaxX(distance: distance)) < 1e-6)
        // Part of the venue is still on screen: its east edge strip.
        let t = Fixtures.viewport.transform(for: camera, projection: Fixtures.projection)
        let edge = try #require(t.toScreen(Vec2(Fixtures.venue.max.x - 0.001, 0)))
        #expect(edge.x > 0 && edge.x < Double(Fixtures.viewport.width))
    }

    @Test func farOverscrollIsLargerThanClose() {
        let close = expectedMaxX(distance: 30) - Fixtures.venue.max.x
        let far = expectedMaxX(distance: 600) - Fixtures.venue.max.x
        #expect(close > 0 && close < 20)
        #expect(far > 100)
    }

    @Test func boundaryWithoutViewportHoldsTheCenterOnTheVenue() {
        var camera = Fixtures.camera(distance: 500)
        camera.boundary = Fixtures.boundary
        camera.center = Fixtures.projection.unproject(Vec2(-400, 80))
        let p = Fixtures.projection.project(camera.center)
        #expect(abs(p.x - -50) < 1e-6 && abs(p.y - 30) < 1e-6)
    }

    @Test func zoomingInPullsAnOverscrolledCenterBack() {
        var camera = Fixtures.camera(distance: 600)
        camera.boundary = Fixtures.boundary
        camera.viewport = Fixtures.viewport
        camera.center = Fixtures.projection.unproject(Vec2(expectedMaxX(distance: 600), 0))
        #expect(camera.lastClamp.isEmpty)
        camera = camera.zoomed(by: 10)
        #expect(camera.lastClamp == .boundary)
        #expect(abs(Fixtures.projection.project(camera.center).x - expectedMaxX(distance: 60)) < 1e-6)
    }

    /// Whatever the heading, distance and requested center, some venue point stays on screen.
    @Test func venueNeverLeavesTheScreen() {
        var rng = SplitMix(seed: 7)
        var camera = Fixtures.camera()
        camera.boundary = Fixtures.boundary
        camera.viewport = Fixtures.viewport
        let samples = stride(from: -50.0, through: 50, by: 1).flatMap { x in
            stride(from: -30.0, through: 30, by: 1).map { Vec2(x, $0) }
        }
        for _ in 0..<200 {
            camera.distance = Double.random(in: 10...3000, using: &rng)
            camera.heading = Double.random(in: 0..<360, using: &rng)
            let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
            camera.center = Fixtures.projection.unproject(Vec2(cos(angle), sin(angle)) * 1e5)
            #expect(camera.lastClamp.contains(.boundary))
            let t = camera.transform(in: Fixtures.viewport)
            let visible = samples.contains { p in t.toScreen(p).map(Fixtures.viewport.contains) ?? false }
            #expect(visible, "heading \(camera.heading) distance \(camera.distance)")
        }
    }

    @Test func allowedRegionIsTheKeepVisibleBoxWhenAxisAligned() {
        let h = Fixtures.viewport.halfExtent(distance: 300)
        for heading in [0.0, 90, 180, 270] {
            let polygon = Fixtures.boundary.allowedCenters(viewHalfExtent: h, heading: heading)
            let box = Rect(points: polygon)!
            let rotated = Fixtures.viewport.rotatedHalfExtent(distance: 300, heading: heading)
            let mx = min(rotated.x, 50) * 0.25, my = min(rotated.y, 30) * 0.25
            #expect(abs(box.max.x - (50 + rotated.x - mx)) < 1e-6)
            #expect(abs(box.min.y - (-30 - rotated.y + my)) < 1e-6)
            #expect(abs(PlanarGeometry.area([polygon]) - box.width * box.height) < 1e-6)
        }
        // At 45° the corners are cut: the octagon is smaller than its box.
        let octagon = Fixtures.boundary.allowedCenters(viewHalfExtent: h, heading: 45)
        #expect(PlanarGeometry.area([octagon]) < Rect(points: octagon)!.width * Rect(points: octagon)!.height - 1)
    }

    @Test func fittingShowsTheWholeRect() {
        let d = Camera.fitting(bounds: Fixtures.venue, viewport: Fixtures.viewport)
        var camera = Fixtures.camera(distance: d)
        let t = camera.transform(in: Fixtures.viewport)
        for corner in [Fixtures.venue.min, Fixtures.venue.max, Vec2(-50, 30), Vec2(50, -30)] {
            #expect(t.toScreen(corner).map(Fixtures.viewport.contains) == true)
        }
        // With 10 % padding the tighter axis fills about 1/1.1 of the view.
        let width = t.toScreen(Vec2(50, 0))!.x - t.toScreen(Vec2(-50, 0))!.x
        let height = t.toScreen(Vec2(0, -30))!.y - t.toScreen(Vec2(0, 30))!.y
        let fill = max(width / 160, height / 96)
        #expect(abs(fill - 1 / 1.1) < 1e-9)
        camera.heading = 90
        let rotated = Camera.fitting(bounds: Fixtures.venue, viewport: Fixtures.viewport, heading: 90)
        #expect(rotated > d)
    }

    @Test func defaultZoomRangeFollowsTheVenue() {
        let range = Fixtures.boundary.defaultZoomRange(viewport: Fixtures.viewport)
        let fit = Camera.fitting(bounds: Fixtures.venue, viewport: Fixtures.viewport)
        #expect(abs(range.upperBound - 3 * fit) < 1e-9)
        // The closest zoom: 0.15 m a dot, a cell (two dots wide) about 0.3 m.
        #expect(abs(range.lowerBound / Fixtures.viewport.focalLength - 0.15) < 1e-12)
        #expect(abs(2 * range.lowerBound / Fixtures.viewport.focalLength - 0.3) < 1e-12)
        let camera = Camera(fitting: Fixtures.boundary, viewport: Fixtures.viewport)
        #expect(camera.zoomRange == range)
        #expect(abs(camera.distance - fit) < 1e-9)
        #expect(camera.lastClamp.isEmpty)
        // A tiny venue collapses the range to its minimum.
        let tiny = CameraBoundary(rect: Rect(min: .zero, max: Vec2(0.5, 0.5)), projection: Fixtures.projection)
        let tinyRange = tiny.defaultZoomRange(viewport: Fixtures.viewport)
        #expect(tinyRange.lowerBound == range.lowerBound && tinyRange.upperBound == range.lowerBound)
    }

    @Test func panningFollowsScreenDirectionsWhateverTheHeading() {
        let camera = Fixtures.camera(distance: 150, heading: 90)
        let projection = Fixtures.projection
        // Heading 90: screen right is south, screen up is east.
        let right = camera.panned(byScreenDots: 10, dy: 0, viewport: Fixtures.viewport, projection: projection)
        let p = projection.project(right.center)
        #expect(abs(p.x) < 1e-6 && abs(p.y - -10 * 150 / 144) < 1e-6)
        let up = camera.panned(byScreenDots: 0, dy: -10, viewport: Fixtures.viewport, projection: projection)
        let q = projection.project(up.center)
        #expect(abs(q.x - 10 * 150 / 144) < 1e-6 && abs(q.y) < 1e-6)
        #expect(up.viewport == Fixtures.viewport)
    }

    @Test func panByDotsMovesTheCenterDotsOnScreen() throws {
        for pitch in [0.0, 40] {
            let camera = Fixtures.camera(distance: 120, pitch: pitch, heading: 30)
            let moved = camera.panned(byScreenDots: 7, dy: 5, viewport: Fixtures.viewport, projection: Fixtures.projection)
            let before = Fixtures.viewport.transform(for: camera, projection: Fixtures.projection)
            let newCenter = try #require(before.toScreen(Fixtures.projection.project(moved.center)))
            #expect(abs(newCenter.x - (80 + 7)) < 1e-6)
            #expect(abs(newCenter.y - (48 + 5)) < 1e-6)
        }
    }

    @Test(arguments: [0.0, 30, 60])
    func zoomAboutAPointKeepsItsGroundPointFixed(pitch: Double) throws {
        var camera = Fixtures.camera(distance: 300, pitch: pitch, heading: 40)
        camera.boundary = CameraBoundary(rect: Rect(min: Vec2(-5000, -5000), max: Vec2(5000, 5000)), projection: Fixtures.projection)
        camera.viewport = Fixtures.viewport
        let pointer = Vec2(31, 77)
        let before = try #require(camera.transform(in: Fixtures.viewport).toGround(pointer))
        for factor in [2.0, 0.5, 1.37] {
            let zoomed = camera.zoomed(about: pointer, factor: factor, viewport: Fixtures.viewport)
            #expect(abs(zoomed.distance - 300 / factor) < 1e-9)
            #expect(zoomed.lastClamp.isEmpty)
            let after = try #require(zoomed.transform(in: Fixtures.viewport).toGround(pointer))
            #expect(after.distance(to: before) < 1e-6)
        }
    }

    @Test func zoomAboutAPointStopsAtTheZoomLimit() throws {
        let camera = Camera(center: Fixtures.projection.origin, distance: 100, zoomRange: 50...200)
        let pointer = Vec2(20, 20)
        let zoomed = camera.zoomed(about: pointer, factor: 4, viewport: Fixtures.viewport, projection: Fixtures.projection)
        #expect(zoomed.distance == 50 && zoomed.lastClamp == .zoomLimit)
        let t0 = Fixtures.viewport.transform(for: camera, projection: Fixtures.projection)
        let t1 = Fixtures.viewport.transform(for: zoomed, projection: Fixtures.projection)
        #expect(try #require(t1.toGround(pointer)).distance(to: try #require(t0.toGround(pointer))) < 1e-6)
    }

    @Test func equalityIgnoresLastClamp() {
        var a = Fixtures.camera()
        a.pitch = 90
        var b = Fixtures.camera()
        b.pitch = 60
        #expect(a.lastClamp == .pitchLimit && b.lastClamp.isEmpty)
        #expect(a == b)
    }
}
