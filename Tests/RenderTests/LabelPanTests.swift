import Foundation
import MapCore
import Testing
@testable import Render

/// Labels move with the map: a pan by whole cells puts each label that stays in view in
/// the same cells moved, so the terminal only slides them (see docs/performance.md, issue 27).
@Suite struct LabelPanTests {
    /// A room from dot 200 to dot 216 across (a wall in cell 100, another in cell 108),
    /// 40 dots down, its left wall given as the projection may deliver it: a hair either
    /// side of the dot edge.
    static func room(left: Double) -> [[Vec2]] {
        [[Vec2(left, 0), Vec2(216, 0), Vec2(216, 40), Vec2(left, 40), Vec2(left, 0)]]
    }

    @Test(arguments: [200.0, 200 - 1e-9, 200 + 1e-9])
    func aRoomsInsideIgnoresProjectionNoiseAtACellEdge(_ left: Double) throws {
        var scratch: [Double] = []
        let inside = try #require(SceneRenderer.inside(Self.room(left: left), at: Vec2(208, 10), scratch: &scratch))
        // The wall is drawn in dot 200 (walls are snapped to 1/1024 dot), so in cell 100:
        // the inside starts at cell 101 however the edge arrives.
        #expect(inside.first == 101 && inside.end == 108, "\(inside)")
        let runs = SceneRenderer.insideRuns(Self.room(left: left), row: 2, columns: 200, scratch: &scratch)
        #expect(runs.count == 1 && runs[0].first == 101 && runs[0].end == 108, "\(runs)")
    }

    @Test(arguments: [(Vec2(200, 12), 100), (Vec2(200 - 1e-9, 12), 100), (Vec2(201.999, 12), 100), (Vec2(202 - 1e-9, 12), 101)])
    func aLabelPointPicksItsCellAsWallsDo(_ point: Vec2, _ column: Int) throws {
        let model = try LabelTests.rowOfRooms()
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: Viewport(columns: 200, rows: 30))
        let renderer = SceneRenderer()
        _ = renderer.render(model: model, camera: camera, ordinal: 0, columns: 200, rows: 30, options: SceneOptions())
        let cell = try #require(renderer.labelCell(point))
        #expect(cell.column == column && cell.row == 3, "\(cell)")
    }

    @Test(arguments: [(2.0, 0.0), (-2.0, 0.0), (50.0, 0.0), (-50.0, 0.0), (0.0, 4.0), (0.0, -28.0)])
    func labelsInViewMoveWithTheMapOnAWholeCellPan(_ dx: Double, _ dy: Double) throws {
        let model = try LabelTests.rowOfRooms()
        let columns = 240, rows = 40
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera = camera.zoomed(by: 1.5)
        var options = SceneOptions()
        options.areaFill = .tint
        let renderer = SceneRenderer()
        _ = renderer.render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options)
        let before = renderer.placedLabels
        let moved = camera.panned(byScreenDots: dx, dy: dy, viewport: viewport)
        _ = renderer.render(model: model, camera: moved, ordinal: 0, columns: columns, rows: rows, options: options)
        let after = renderer.placedLabels
        let shiftX = -Int(dx / 2), shiftY = -Int(dy / 4)
        // A label whose room is wholly in view in one frame (rooms are about as wide as their
        // labels: a margin of the widest label and a few cells) must be in the same cells of
        // the map in the other frame wherever it fits whole on the screen there, even if its
        // room reaches past the edge.
        let margin = ((before + after).map(\.width).max() ?? 0) + 6
        var compared = 0
        for (from, to, sx, sy) in [(before, after, shiftX, shiftY), (after, before, -shiftX, -shiftY)] {
            for label in from {
                guard let column = label.column, let row = label.row,
                      column >= margin, column + label.width <= columns - margin else { continue }
                let column2 = column + sx, row2 = row + sy
                guard column2 >= 0, column2 + label.width <= columns, row2 >= 1, row2 < rows - 1 else { continue }
                compared += 1
                #expect(to.contains { $0.text == label.text && $0.column == column2 && $0.row == row2 },
                        "\(label.text) at \(column),\(row) is not at \(column2),\(row2) in the other frame: \(to)")
            }
        }
        #expect(compared >= 3, "too few labels stay in view to compare: \(before)")
    }
}
