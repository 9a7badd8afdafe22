import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// Route lines around obstacles (issue 39): pillars and wall pieces drawn as `structure` units
/// over a walkway are never walked through, and the drawn line never passes through one
/// (docs/routing.md, "Lines around obstacles").
@Suite struct RouteObstacleTests {
    /// The pillar hall's router, built once.
    static let hall: Router = {
        // The generator is pure; an archive it writes that does not load is a bug in it.
        let graph = try! IMDFLoader.load(members: SyntheticPillarHall.members(), sourcePath: "synthetic:pillar-hall").graph
        return Router(model: MapModel(graph: graph))
    }()

    /// Meters of a route's drawn line inside units that cannot be walked (structure), other than
    /// its ends, with where the worst stretch is.
    static func metersInsideObstacles(_ route: Route, _ graph: WalkingGraph) -> (meters: Double, at: Vec2?) {
        var total = 0.0, worst = 0.0
        var at: Vec2?
        for leg in route.legs {
            let floor = graph.model.floor(leg.ordinal)
            for (a, b) in zip(leg.points, leg.points.dropFirst()) {
                guard let box = Rect(points: [a, b]) else { continue }
                floor.unitIndex.forEach(intersecting: box) { slot in
                    let u = floor.units[slot]
                    guard graph.isObstacle(u.index), u.index != route.start.unit, u.index != route.end.unit else { return }
                    for t in PlanarGeometry.insideIntervals(ofSegment: a, b, rings: u.rings) {
                        let m = (t.upperBound - t.lowerBound) * a.distance(to: b)
                        total += m
                        if m > worst { worst = m; at = a + (b - a) * t.lowerBound }
                    }
                }
            }
        }
        return (total, at)
    }

    /// Every route between 40 fixed-seed pairs of shops across the hall routes, and none runs
    /// more than ``RouteRegion/obstacleGraze`` through a column or wall piece (before the fix:
    /// columns thinner than the hall's raster cells and walls between two rows of cell centers
    /// were walked through).
    @Test func routesInAPillarHallGoAroundEveryPillarAndWall() throws {
        let router = Self.hall
        let names = SyntheticPillarHall.shopNames
        var rng = SplitMix(seed: 39)
        var problems: [String] = []
        var routed = 0
        for _ in 0..<40 {
            let a = names[rng.next(below: names.count)], b = names[rng.next(below: names.count)]
            guard a != b else { continue }
            let from = try #require(RouteData.handle(a, in: router)), to = try #require(RouteData.handle(b, in: router))
            let route = try router.route(from: from, to: to)
            routed += 1
            let inside = Self.metersInsideObstacles(route, router.graph)
            if inside.meters > RouteRegion.obstacleGraze {
                problems.append("\(a) → \(b): \(inside.meters) m inside obstacles, worst at \(String(describing: inside.at))")
            }
        }
        #expect(routed >= 30)
        #expect(problems.isEmpty, "\(problems.count) routes: \(problems.prefix(5))")
    }

    /// The pillars and walls are obstacles of the hall's walkway: its raster closes them, even
    /// the stub whose corners all lie on or near the hall's outline.
    @Test func theHallsRasterClosesEveryObstacle() throws {
        let graph = Self.hall.graph
        let hallUnit = try #require(graph.model.graph.archive.units.firstIndex { $0.name?.values["en"] == "Pillar hall" })
        let area = try #require(graph.model.unitArea(hallUnit))
        let standing = graph.obstaclesStanding(in: area, on: graph.model.floor(0))
        #expect(standing.count == SyntheticPillarHall.obstacles.count)
        let grid = try #require(graph.unitGrids[hallUnit] ?? graph.unitGrid(hallUnit))
        // Every cell the obstacle's box covers, its corners included, is closed.
        for o in standing {
            for p in [o.bounds.min, o.bounds.max, o.bounds.center, Vec2(o.bounds.min.x, o.bounds.max.y), Vec2(o.bounds.max.x, o.bounds.min.y)] {
                let c = try #require(grid.cell(at: p))
                #expect(!grid.isOpen(c), "obstacle at \(o.bounds.center) left open at \(p)")
            }
        }
    }

    /// The exact measure: a segment through a square, along its edge, and past its corner.
    @Test func insideIntervalsAreTheStretchesStrictlyInside() {
        let square = [[Vec2(0, 0), Vec2(1, 0), Vec2(1, 1), Vec2(0, 1)]]
        let through = PlanarGeometry.insideIntervals(ofSegment: Vec2(-1, 0.5), Vec2(2, 0.5), rings: square)
        #expect(through.count == 1)
        #expect(abs((through.first?.lowerBound ?? 0) - 1.0 / 3) < 1e-9 && abs((through.first?.upperBound ?? 0) - 2.0 / 3) < 1e-9)
        #expect(PlanarGeometry.insideIntervals(ofSegment: Vec2(-1, 0), Vec2(2, 0), rings: square).isEmpty)
        #expect(PlanarGeometry.insideIntervals(ofSegment: Vec2(-0.5, 0.5), Vec2(0.5, -0.5), rings: square).isEmpty)
        #expect(PlanarGeometry.insideIntervals(ofSegment: Vec2(0.2, 0.2), Vec2(0.8, 0.8), rings: square) == [0...1])
    }
}
