import Testing
import MapCore
@testable import AtriumApp

/// The scale on the status line at the closest zoom: one cell about 0.3 m (issue 37), on
/// terminals of several sizes, never "0.0 m" nor a few centimeters.
struct ClosestZoomScaleTests {
    @Test(arguments: [(160, 48), (80, 24), (200, 60)])
    func theClosestZoomShowsAboutThirtyCentimetersACell(_ size: (Int, Int)) {
        var state = AppFixture.state(columns: size.0, rows: size.1)
        // Zoom in far past the limit: the camera stops at its closest distance.
        for _ in 0..<80 { AppFixture.press(&state, .char("+")) }
        #expect(state.map.camera.distance == state.map.camera.zoomRange.lowerBound)
        #expect(metersPerCellText(state) == "1 cell ≈ 0.3 m", "\(size): \(metersPerCellText(state))")
    }
}
