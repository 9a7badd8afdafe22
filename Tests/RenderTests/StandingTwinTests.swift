import VenueFormats
import MapCore
import Testing
@testable import Render
import VenueFixtures

/// Pitched views draw a wall two rooms share once in full (issue 39, session 38): the
/// frames are the same cell for cell as drawing every face whole, on random views.
@Suite struct StandingTwinTests {
    static func model(_ shape: VenueShape, _ units: Int) throws -> MapModel {
        MapModel(graph: try IMDFLoader.load(members: SyntheticVenue(units: units, shape: shape).members(), sourcePath: "synthetic").graph)
    }

    @Test(arguments: [(VenueShape.officeBuilding, 400), (.curvedTerminal, 264), (.strips, 120)])
    func twinsLeftOutDrawTheSameFrames(shape: VenueShape, units: Int) throws {
        let model = try Self.model(shape, units)
        var rng = SplitMix(seed: UInt64(units))
        let viewport = Viewport(columns: 120, rows: 40)
        let fitted = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        let ordinals = model.graph.floors.map(\.ordinal)
        let fast = SceneRenderer(), plain = SceneRenderer()
        plain.wallPass.drawsTwinsOnce = false
        var twins = 0, views = 0
        for round in 0..<14 {
            var camera = fitted.zoomed(by: [1, 2, 4, 8, 16][Int(rng.next() % 5)])
            camera.pitch = 10 + Double(rng.next() % 61)
            // Straight along the grid (whole rows of walls at one depth) and at random.
            camera.heading = round % 3 == 0 ? [0, 90, 180, 270][Int(rng.next() % 4)] : Double(rng.next() % 360)
            camera = camera.panned(byScreenDots: Double(Int(rng.next() % 81) - 40), dy: Double(Int(rng.next() % 61) - 30), viewport: viewport)
            var options = SceneOptions()
            options.areaFill = round % 2 == 0 ? .tint : .pattern
            if round % 4 == 3 {
                // Some rooms dimmed: a shared wall's two faces then differ in look.
                let kept = Set(model.graph.archive.units.indices.filter { _ in rng.next() % 3 == 0 })
                options.filter = SceneFilter(units: kept, amenities: [])
            }
            let ordinal = ordinals[Int(rng.next() % UInt64(ordinals.count))]
            let a = fast.render(model: model, camera: camera, ordinal: ordinal, columns: 120, rows: 40, options: options)
            let b = plain.render(model: model, camera: camera, ordinal: ordinal, columns: 120, rows: 40, options: options)
            #expect(a == b, "round \(round): pitch \(camera.pitch), heading \(camera.heading)")
            if SceneRenderer.wallsStandUp(camera.transform(in: viewport), height: options.wallHeight) {
                views += 1
                twins += fast.wallPass.standing.filter { $0.twin != .none }.count
            }
        }
        // The views stood walls up and found shared walls (else nothing was compared).
        #expect(views >= 4)
        #expect(twins > 0)
    }

    /// Marking finds, for every face, whether a later face of its run stands on the same
    /// edge in the same look, in short runs and long ones alike.
    @Test func markingFindsEveryLaterTwin() {
        var rng = SplitMix(seed: 38)
        var scratch: [Int] = []
        for _ in 0..<200 {
            let points = (0..<6).map { _ in Vec2(Double(rng.next() % 3), Double(rng.next() % 3)) }
            var walls: [StandingWall] = []
            let runs = 1 + Int(rng.next() % 4)
            for run in 0..<runs {
                for _ in 0..<(1 + Int(rng.next() % 40)) {
                    let a = points[Int(rng.next() % 6)], b = points[Int(rng.next() % 6)]
                    walls.append(StandingWall(a: a, b: b, depth: Double(runs - run), dimmed: rng.next() % 4 == 0))
                }
            }
            SceneRenderer.markTwins(&walls, scratch: &scratch)
            for i in walls.indices {
                let later = walls[(i + 1)...].filter { $0.depth == walls[i].depth && $0.dimmed == walls[i].dimmed }
                let same = later.contains { $0.a == walls[i].a && $0.b == walls[i].b }
                let reversed = later.contains { $0.a == walls[i].b && $0.b == walls[i].a }
                switch walls[i].twin {
                case .none: #expect(!same && !reversed)
                case .same: #expect(same)
                case .reversed: #expect(reversed)
                }
            }
        }
    }
}
