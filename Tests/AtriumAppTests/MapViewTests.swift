import MapCore
import Testing
@testable import AtriumApp

/// The camera and the floor: moves by keys with their limits, the mouse drag, the camera asked
/// for on the command line.
@Suite struct MapViewTests {
    static let model = AppFixture.env.model
    static let viewport = AppFixture.state().viewport

    static func view() -> MapView { AppFixture.state().map }

    @Test func zoomingInStopsAtTheClosestViewWithAnAlert() {
        var map = Self.view()
        var notice: Notice?
        for _ in 0..<60 where notice == nil { notice = map.move(.zoom(Steps.zoom), viewport: Self.viewport) }
        #expect(notice == Notice("zoom limit: closest view", alert: true))
        let closest = map.camera.distance
        let back = map.move(.zoom(1 / Steps.zoom), viewport: Self.viewport)
        #expect(back == nil)
        #expect(map.camera.distance > closest)
    }

    @Test func panningPastTheVenueSaysSoAndMovesByWholeCells() {
        var map = Self.view()
        var notice: Notice?
        for _ in 0..<200 where notice == nil { notice = map.move(.pan(dx: 40, dy: 0), viewport: Self.viewport) }
        #expect(notice == Notice("edge of the venue"))
    }

    @Test func turningTiltingAndNorthUp() {
        var map = Self.view()
        let turned = map.move(.rotate(30), viewport: Self.viewport)
        #expect(turned == nil && map.camera.heading == 30)
        var limit: Notice?
        for _ in 0..<10 where limit == nil { limit = map.move(.pitch(Steps.pitch), viewport: Self.viewport) }
        #expect(limit == Notice("pitch limit (0-60°)"))
        _ = map.move(.north, viewport: Self.viewport)
        #expect(map.camera.heading == 0)
    }

    @Test func aDragMovesTheMapAndItsReleaseSaysSo() {
        var map = Self.view()
        let before = map.camera.center
        map.press(column: 10, row: 10)
        let clicked = map.release()
        #expect(!clicked, "a click without moving")
        map.press(column: 10, row: 10)
        map.dragged(column: 14, row: 10, viewport: Self.viewport)
        #expect(map.camera.center != before)
        let dragged = map.release()
        #expect(dragged && map.drag == nil)
    }

    @Test func theCameraAskedForAppliesOnceAtTheFirstResize() {
        var map = Self.view()
        // Distances well above the closest zoom (0.15 m a dot: 26 m in this viewport).
        map.cameraRequest = CameraRequest(distance: 100)
        let note = map.resize(to: Self.viewport, model: Self.model)
        #expect(note == nil)
        #expect(abs(map.camera.distance - 100) < 1e-9 && map.cameraRequest == nil)
        _ = map.move(.zoom(2), viewport: Self.viewport)
        _ = map.resize(to: Self.viewport, model: Self.model)
        #expect(abs(map.camera.distance - 50) < 1e-9, "later resizes keep the camera")
    }
}
