import Foundation
import VenueFormats
import MapCore
import Testing
@testable import Render
import TerminalKit

/// Scene behaviour: attribution corner, compass, rotation, pitch, degenerate geometry.
@Suite struct SceneTests {
    func render(_ model: MapModel, columns: Int, rows: Int, heading: Double = 0, pitch: Double = 0, ordinal: Int? = nil, options: SceneOptions = SceneOptions()) -> Frame {
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.heading = heading
        camera.pitch = pitch
        return SceneRenderer().render(model: model, camera: camera, ordinal: ordinal ?? model.graph.defaultOrdinal ?? 0, columns: columns, rows: rows, options: options)
    }

    @Test(arguments: ["uulm-osm", "postech-c5"])
    func realArchivesRenderBrailleWithAttributionInTheCorner(_ name: String) throws {
        let r = try IMDFLoader.load(path: Golden.samples.appendingPathComponent(name).path)
        let model = MapModel(graph: r.graph)
        var options = SceneOptions()
        options.attribution = "test data"
        let f = render(model, columns: 200, rows: 60, options: options)
        let braille = f.cells.filter { ("\u{2801}"..."\u{28FF}").contains($0.character) }.count
        #expect(braille > 500)
        let text = "Atrium · test data"
        let row = f.lines[60 - 2]
        #expect(row.hasSuffix(text + "  "), "row: \(row.suffix(40))")
        #expect(f.lines[59].trimmingCharacters(in: .whitespaces).isEmpty || !f.lines[59].contains("Atrium"))
    }

    /// Doors are drawn where they are: every door cell in the door colour lies on an
    /// opening of the floor (projected once), and most openings in view show one.
    @Test(arguments: [(0.0, 0.0), (90.0, 0.0), (30.0, 40.0)])
    func doorsAreDrawnOnTheirOpenings(_ heading: Double, _ pitch: Double) {
        let model = Golden.sample
        let ordinal = model.graph.defaultOrdinal ?? 0
        let (columns, rows) = (160, 50)
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.heading = heading
        camera.pitch = pitch
        let f = SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: columns, rows: rows, options: SceneOptions())
        let t = camera.transform(in: viewport)
        let doorColour = TermColor.index(SceneTheme(.default).door)
        // Cells each opening's line passes through (sampled finely along it).
        var openingCells = Set<Int>()
        var openingsInView = 0
        for o in model.floor(ordinal).openings {
            var inView = false
            for line in o.lines {
                for i in 1..<max(1, line.count) {
                    for step in 0...40 {
                        let g = line[i - 1] + (line[i] - line[i - 1]) * (Double(step) / 40)
                        guard let p = t.toScreen(g), p.x >= 0, p.y >= 0, p.x < Double(columns * 2), p.y < Double(rows * 4) else { continue }
                        inView = true
                        openingCells.insert(Int(p.y / 4) * columns + Int(p.x / 2))
                    }
                }
            }
            if inView { openingsInView += 1 }
        }
        let doorCells = f.cells.indices.filter { f.cells[$0].style.fg == doorColour && f.cells[$0].character != " " }
        #expect(openingsInView > 20)
        #expect(doorCells.count >= openingsInView / 2)
        // Allow one cell of slack around each line (a stroke's dots can fall in the next cell).
        let near = { (i: Int) -> Bool in
            let (x, y) = (i % columns, i / columns)
            for dy in -1...1 { for dx in -1...1 where openingCells.contains((y + dy) * columns + x + dx) { return true } }
            return false
        }
        let astray = doorCells.filter { !near($0) }
        #expect(astray.isEmpty, "door cells away from any opening: \(astray.prefix(5).map { ($0 % columns, $0 / columns) })")
    }

    /// A frame asked for again with nothing changed (an idle redraw, a note) is the last
    /// one, not drawn again: labels and clusters are placed only when the view changes.
    @Test func anUnchangedRequestIsNotDrawnAgain() {
        let model = Golden.sample
        let viewport = Viewport(columns: 100, rows: 30)
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        let renderer = SceneRenderer()
        let ordinal = model.graph.defaultOrdinal ?? 0
        let first = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: 100, rows: 30, options: SceneOptions())
        let again = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: 100, rows: 30, options: SceneOptions())
        #expect(again == first)
        #expect(renderer.scenesDrawn == 1)
        var moved = camera
        moved.heading = 30
        _ = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: 100, rows: 30, options: SceneOptions())
        var muted = SceneOptions()
        muted.style = .muted
        _ = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: 100, rows: 30, options: muted)
        _ = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: 100, rows: 31, options: muted)
        #expect(renderer.scenesDrawn == 4)
        // Back to the first request: drawn again, and the same as the first time.
        let back = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: 100, rows: 30, options: SceneOptions())
        #expect(back == first && renderer.scenesDrawn == 5)
    }

    @Test func compassAppearsOnlyWhenRotatedAndPointsLeftAt90() {
        let north = render(Golden.sample, columns: 120, rows: 40)
        #expect(!north.lines[0].contains("N↑") && !north.lines[0].contains("N←"))
        let east = render(Golden.sample, columns: 120, rows: 40, heading: 90)
        #expect(east.lines[0].contains("N←"), "\(east.lines[0].prefix(10))")
        let west = render(Golden.sample, columns: 120, rows: 40, heading: 270)
        #expect(west.lines[0].contains("N→"))
    }

    @Test func rotationSwapsTheVenueExtent() {
        // The building is wider than tall: at heading 90 its drawn extent is taller than wide.
        func extent(_ f: Frame) -> (Int, Int) {
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            for y in 0..<f.height { for x in 0..<f.width where ("\u{2801}"..."\u{28FF}").contains(f[x, y].character) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            } }
            return (maxX - minX, maxY - minY)
        }
        let a = extent(render(Golden.sample, columns: 120, rows: 40))
        let b = extent(render(Golden.sample, columns: 120, rows: 40, heading: 90))
        #expect(Double(a.0) / Double(a.1) > Double(b.0) / Double(b.1))
    }

    @Test func pitchForeshortensTowardTheTop() {
        let f = render(Golden.sample, columns: 120, rows: 40, pitch: 45)
        let rows = (0..<f.height).filter { y in (0..<f.width).contains { ("\u{2801}"..."\u{28FF}").contains(f[$0, y].character) } }
        func width(_ y: Int) -> Int {
            let xs = (0..<f.width).filter { ("\u{2801}"..."\u{28FF}").contains(f[$0, y].character) }
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        let top = try! #require(rows.first), bottom = try! #require(rows.last)
        #expect(width(top + 1) < width(bottom - 1), "top \(width(top + 1)) bottom \(width(bottom - 1))")
    }

    /// A venue made of degenerate units: zero area, duplicate points, a bowtie, and a 100,000-vertex ring.
    func degenerateModel() throws -> MapModel {
        func unit(_ id: String, _ ring: String) -> String { InMemoryVenue.unit(id: id, name: id, ring: ring) }
        let circle = (0...100_000).map { i -> String in
            let a = Double(i) / 100_000 * 2 * .pi
            return "[\(8.0005 + 0.0004 * cos(a)),\(47.0005 + 0.0003 * sin(a))]"
        }.joined(separator: ",")
        let units = [
            unit("zero", "[[8.0001,47.0001],[8.0002,47.0001],[8.0003,47.0001],[8.0001,47.0001]]"),
            unit("dups", "[[8.0001,47.0002],[8.0001,47.0002],[8.0001,47.0002],[8.0002,47.0003],[8.0002,47.0003],[8.0001,47.0002]]"),
            unit("bowtie", "[[8.0,47.0],[8.001,47.001],[8.001,47.0],[8.0,47.001],[8.0,47.0]]"),
            unit("circle", "[\(circle)]"),
        ]
        return try InMemoryVenue.model(levelRing: "[[8.0,47.0],[8.001,47.0],[8.001,47.001],[8.0,47.001],[8.0,47.0]]", units: units, name: "degenerate")
    }

    @Test func degenerateGeometryRendersWithoutCrashing() throws {
        let model = try degenerateModel()
        #expect(model.graph.archive.units.count == 4)
        for (heading, pitch) in [(0.0, 0.0), (33.0, 0.0), (0.0, 60.0), (200.0, 45.0)] {
            let f = render(model, columns: 80, rows: 24, heading: heading, pitch: pitch)
            #expect(f.cells.contains { ("\u{2801}"..."\u{28FF}").contains($0.character) })
        }
        let tiny = render(model, columns: 1, rows: 1)
        #expect(tiny.width == 1)
    }
}
