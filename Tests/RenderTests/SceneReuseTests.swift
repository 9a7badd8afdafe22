import Foundation
import VenueFormats
import MapCore
import Testing
@testable import Render

/// What the renderer keeps between frames (cut labels, the last frame updated in place,
/// shared walls drawn once) never changes what a frame shows.
@Suite struct SceneReuseTests {
    /// Cameras a session goes through: zooms, pans, turns, tilts.
    static func tour(_ model: MapModel, _ viewport: Viewport) -> [Camera] {
        let fitted = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        var cameras: [Camera] = []
        for (zoom, heading, pitch) in [(1.0, 0.0, 0.0), (1.5, 0, 0), (2.25, 0, 0), (2.25, 15, 0), (2.25, 0, 20), (3.4, 30, 40), (1.0, 0, 0)] {
            var c = fitted
            c.distance /= zoom
            c.heading = heading
            c.pitch = pitch
            cameras.append(c)
        }
        return cameras
    }

    static let venues: [MapModel] = ["uulm-osm", "seamans-center"].map { name in
        MapModel(graph: try! IMDFLoader.load(path: Golden.samples.appendingPathComponent(name).path).graph)
    } + [Golden.sample]

    @Test(arguments: 0..<3)
    func aRendererKeptAcrossFramesDrawsWhatAFreshOneDraws(_ venue: Int) {
        let model = Self.venues[venue]
        let viewport = Viewport(columns: 200, rows: 60)
        let kept = SceneRenderer()
        for ordinal in model.graph.floors.map(\.ordinal).prefix(2) {
            for camera in Self.tour(model, viewport) {
                for charset in [Charset.braille, .ascii] {
                    var options = SceneOptions()
                    options.charset = charset
                    let reused = kept.render(model: model, camera: camera, ordinal: ordinal, columns: 200, rows: 60, options: options)
                    let fresh = SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: 200, rows: 60, options: options)
                    let same = reused == fresh   // (not inside #expect: it would print both frames)
                    #expect(same, "ordinal \(ordinal), distance \(camera.distance), heading \(camera.heading), pitch \(camera.pitch), \(charset)")
                }
            }
        }
    }

    /// A filter that keeps everything looks like no filter, but draws every wall of every
    /// unit (walls are shared only without a filter): the frames must be the same.
    @Test(arguments: 0..<3)
    func sharedWallsAreDrawnOnceWithoutChangingADot(_ venue: Int) {
        let model = Self.venues[venue]
        let viewport = Viewport(columns: 200, rows: 60)
        let everything = SceneFilter(units: Set(model.graph.archive.units.indices), amenities: Set(model.graph.archive.amenities.indices),
                                     occupants: Set(model.graph.archive.occupants.indices))
        for ordinal in model.graph.floors.map(\.ordinal).prefix(2) {
            for camera in Self.tour(model, viewport) where camera.pitch == 0 {
                var filtered = SceneOptions()
                filtered.filter = everything
                let shared = SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: 200, rows: 60, options: SceneOptions())
                let all = SceneRenderer().render(model: model, camera: camera, ordinal: ordinal, columns: 200, rows: 60, options: filtered)
                let same = shared == all
                #expect(same, "ordinal \(ordinal), distance \(camera.distance), heading \(camera.heading)")
            }
        }
    }

    @Test func wallOwnersNameTheFirstUnitWithTheSameWall() {
        // Two squares side by side share the wall x = 1; a third repeats the first's top.
        let points = [Vec2(0, 0), Vec2(1, 0), Vec2(1, 1), Vec2(0, 1),
                      Vec2(1, 1), Vec2(1, 0), Vec2(2, 0), Vec2(2, 1),
                      Vec2(0, 1), Vec2(1, 1)]
        let owners = FloorDerived.wallOwners(points: points, rings: [0..<4, 4..<8, 8..<10], ringsOfSlot: [0..<1, 1..<2, 2..<3])
        // Unit 1's wall (1,1)→(1,0) is unit 0's (1,0)→(1,1); unit 2's two walls are unit 0's top, both ways.
        #expect(owners == [-1, -1, -1, -1, 0, -1, -1, -1, 0, 0])
    }
}
