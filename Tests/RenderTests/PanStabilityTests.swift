import Foundation
import VenueFormats
import MapCore
import VenueFixtures
import Testing
@testable import Render
import TerminalKit
import TestSupport

/// A pan of one step (an eighth of the view, whole cells) changes the new strip and little
/// else: everything that stays in view is in the same cells moved, so the terminal only
/// slides it (issue 39: pans ≤ 2,048 B on every venue).
@Suite struct PanStabilityTests {
    /// The venues of the bench: the sample, the IMDF samples, the OSM GeoJSON samples (with
    /// the streets, paths and buildings around them drawn) and the real-shaped synthetic ones.
    static let venues: [String] = ["sample", "seamans-center", "uulm-osm", "postech-c5", "osm:grand-place.geojson", "osm:caserne.geojson",
                                   "office-building:1770", "curved-terminal:264"]

    static func model(_ name: String) throws -> MapModel {
        if name == "sample" { return Golden.sample }
        if name.hasPrefix("osm:") {
            let model = MapModel(graph: try IMDFLoader.load(path: TestPaths.osmSamples.appendingPathComponent(String(name.dropFirst(4))).path).graph)
            if name.contains("grand-place") { #expect(!model.surroundings.isEmpty, "grand-place's surroundings are part of the check") }
            return model
        }
        if let colon = name.firstIndex(of: ":"), let shape = VenueShape(rawValue: String(name[..<colon])), let units = Int(name[name.index(after: colon)...]) {
            return MapModel(graph: try IMDFLoader.load(members: SyntheticVenue(units: units, shape: shape).members(), sourcePath: name).graph)
        }
        return MapModel(graph: try IMDFLoader.load(path: Golden.samples.appendingPathComponent(name).path).graph)
    }

    /// The cells of `after` that differ both from `before` shifted by the pan and from
    /// `before` in place (chrome that stays where it is), outside the strip the pan brings
    /// in: what the terminal must redraw beyond the new strip.
    static func changedOutsideStrip(_ before: Frame, _ after: Frame, shiftX: Int, shiftY: Int) -> [(x: Int, y: Int)] {
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<after.height {
            for x in 0..<after.width {
                let sx = x + shiftX, sy = y + shiftY
                guard sx >= 0, sx < before.width, sy >= 0, sy < before.height else { continue }   // the new strip
                if after[x, y] != before[sx, sy] && after[x, y] != before[x, y] { changed.append((x, y)) }
            }
        }
        return changed
    }

    @Test(arguments: venues)
    func aOneStepPanRedrawsLittleBeyondTheNewStrip(_ name: String) throws {
        let model = try Self.model(name)
        let columns = 200, rows = 59
        let viewport = Viewport(columns: columns, rows: rows)
        let ordinal = model.graph.defaultOrdinal ?? 0
        var options = SceneOptions()
        options.areaFill = .tint
        // The explorer's step (`Steps.panFraction` of the view, whole cells): 25 columns or
        // 7 rows here, as in `atrium bench`.
        let stepCells = max(1, Int(Double(viewport.width / 2) * 0.125)), stepRows = max(1, Int(Double(viewport.height / 4) * 0.125))
        #expect(stepCells == 25 && stepRows == 7)
        var worst: (count: Int, detail: String) = (0, "")
        for zoom in [1.5, 2.25] {
            let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport).zoomed(by: zoom)
            for (dx, dy) in [(stepCells * 2, 0), (-stepCells * 2, 0), (0, stepRows * 4), (0, -stepRows * 4)] {
                let renderer = SceneRenderer()
                let before = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: options)
                let moved = camera.panned(byScreenDots: Double(dx), dy: Double(dy), viewport: viewport)
                let after = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: columns, rows: rows, options: options)
                let changed = Self.changedOutsideStrip(before, after, shiftX: dx / 2, shiftY: dy / 4)
                if changed.count > worst.count {
                    let rowsHit = Dictionary(grouping: changed, by: \.y).sorted { $0.key < $1.key }.prefix(8).map { y, cells in
                        "row \(y) [\(cells.count)]: " + String(after.lines[y].dropFirst(max(0, (cells.first?.x ?? 0) - 2)).prefix(40))
                            + " ⇐ " + String(before.lines[min(before.height - 1, max(0, y + dy / 4))].dropFirst(max(0, (cells.first?.x ?? 0) + dx / 2 - 2)).prefix(40))
                    }
                    worst = (changed.count, "zoom \(zoom) pan \(dx),\(dy):\n" + rowsHit.joined(separator: "\n"))
                }
            }
        }
        // A label or two may come and go at the strip's edge; whole rows of re-placed
        // labels or re-phased patterns may not.
        #expect(worst.count <= 60, "\(name): \(worst.count) cells redrawn beyond the strip; \(worst.detail)")
    }
}
