import MapCore
import Testing
@testable import Render
import TerminalKit

/// The explorer's footer (``SceneOptions/footer``): the frame's last row holds the scale bar
/// and the attribution on the terminal's background, and the map is the rows above it, the
/// same picture as a frame of those rows alone.
@Suite struct SceneFooterTests {
    let model = Golden.sample
    static let attribution = "© Atrium contributors (sample data, CC0)"

    func camera(columns: Int, mapRows: Int, distanceFactor: Double = 1) -> Camera {
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection),
                            viewport: Viewport(columns: columns, rows: mapRows))
        camera.distance *= distanceFactor
        return camera
    }

    func options(footer: Bool, labels: Bool = true) -> SceneOptions {
        var options = SceneOptions()
        options.attribution = Self.attribution
        options.areaFill = .tint
        options.footer = footer
        options.showLabels = labels
        return options
    }

    func row(_ frame: Frame, _ y: Int) -> String { String((0..<frame.width).map { frame[$0, y].character }) }

    @Test(arguments: [(100, 30), (200, 60), (80, 24)])
    func theFooterHoldsTheScaleBarAndTheAttributionAlone(_ columns: Int, _ rows: Int) {
        let camera = camera(columns: columns, mapRows: rows - 1)
        let frame = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options(footer: true))
        #expect(frame.width == columns && frame.height == rows)
        let footer = row(frame, rows - 1)
        let attribution = "Atrium · " + Self.attribution
        let shown = attribution.truncated(toWidth: columns - 4, ellipsis: "…")
        #expect(footer.hasSuffix(shown + "  "), "\(footer)")
        #expect(footer.hasPrefix("  ├"), "\(footer)")
        #expect((0..<columns).allSatisfy { frame[$0, rows - 1].style.bg == .default }, "no map behind the footer")
        #expect(!footer.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }, "no dots in the footer")
        // The map's rows above carry neither.
        #expect(!(0..<rows - 1).contains { row(frame, $0).contains("Atrium · ") })
    }

    /// Without labels (whose places the chrome on the map's second-to-last row changes), the
    /// map's rows are those of a frame without a footer one row shorter, but for that row.
    @Test func theMapAboveTheFooterIsTheMapOfItsRows() {
        let columns = 120, rows = 40
        let camera = camera(columns: columns, mapRows: rows - 1, distanceFactor: 0.6)
        let footer = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options(footer: true, labels: false))
        let plain = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows - 1, options: options(footer: false, labels: false))
        var compared = 0
        for y in 0..<rows - 1 where y != rows - 3 {
            for x in 0..<columns {
                #expect(footer[x, y] == plain[x, y], "\(x),\(y)")
                compared += 1
            }
        }
        #expect(compared == columns * (rows - 2))
    }

    /// Marks placed at any cost (you are here, route ends) still stay off the footer: a mark
    /// whose point is on the footer's row is not drawn.
    @Test func marksBelowTheMapStayOffTheFooter() throws {
        let columns = 100, rows = 30
        let camera = camera(columns: columns, mapRows: rows - 1)
        let t = camera.transform(in: Viewport(columns: columns, rows: rows - 1))
        let below = try #require(t.toGround(Vec2(100, Double(rows - 1) * 4 + 2)), "a ground point under the footer's row")
        var o = options(footer: true)
        o.here = HereMarker(ordinal: 0, point: below)
        let frame = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: o)
        #expect(!row(frame, rows - 1).contains("◉"))
        // One cell up, on the map's last row, it is drawn.
        o.here = HereMarker(ordinal: 0, point: try #require(t.toGround(Vec2(100, Double(rows - 2) * 4 + 2))))
        let up = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: o)
        #expect(row(up, rows - 2).contains("◉"))
    }

    /// A renderer that updates its last frame in place gives the same frame, footer included,
    /// as a fresh one, through zooms (the scale bar changes) and pans; and so does the same
    /// request asked again (served without drawing).
    @Test func framesUpdatedInPlaceMatchFreshOnes() {
        let columns = 120, rows = 36
        let kept = SceneRenderer()
        var camera = camera(columns: columns, mapRows: rows - 1)
        let viewport = Viewport(columns: columns, rows: rows - 1)
        for step in 0..<6 {
            if step % 2 == 0 { camera.distance *= 0.55 } else { camera = camera.panned(byScreenDots: 24, dy: -12, viewport: viewport) }
            var frame: Frame? = kept.render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options(footer: true))
            let fresh = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options(footer: true))
            #expect(frame == fresh, "step \(step)")
            #expect(kept.render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options(footer: true)) == fresh,
                    "step \(step), asked again")
            frame = nil   // let go of it, so that the next frame is updated in place
            _ = frame
        }
    }

    /// `atrium render` keeps its look: without the footer, the attribution sits on the map's
    /// second-to-last row, two columns from the right.
    @Test func withoutTheFooterTheAttributionStaysOnTheMap() {
        let frame = SceneRenderer().render(model: model, camera: camera(columns: 100, mapRows: 30), ordinal: 0, columns: 100, rows: 30, options: options(footer: false))
        #expect(row(frame, 28).hasSuffix("(sample data, CC0)  "))
        #expect(frame.height == 30)
    }

    /// The explorer's frame of the sample with the footer, on purpose (session 39).
    @Test func golden() {
        let frame = SceneRenderer().render(model: model, camera: camera(columns: 100, mapRows: 29), ordinal: 0, columns: 100, rows: 30, options: options(footer: true))
        #expect(Golden.check(frame, "footer") == nil)
    }
}
