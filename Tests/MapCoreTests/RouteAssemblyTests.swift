@testable import MapCore
import Testing

/// ``RouteAssembly``'s geometry steps: loose points on the unmapped floor are dropped where
/// the floor has a clear line past them, never where it has not; repeats are removed.
@Suite struct RouteAssemblyTests {
    /// An L-shaped floor: a corridor along the bottom (0…20 × 0…4) and one up the right side
    /// (16…20 × 0…20).
    private func lFloor() throws -> WalkGrid {
        var grid = try #require(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(20, 20)), cell: 0.25, maxCells: 100_000))
        grid.fill([[Vec2(0, 0), Vec2(20, 0), Vec2(20, 4), Vec2(0, 4)]], value: true)
        grid.fill([[Vec2(16, 0), Vec2(20, 0), Vec2(20, 20), Vec2(16, 20)]], value: true)
        return grid
    }

    @Test func loosePointsOnAStraightCorridorAreDropped() throws {
        let points = [Vec2(1, 2), Vec2(5, 2.3), Vec2(9, 1.7), Vec2(13, 2)]
        let taut = RouteAssembly.pulledTaut(points, loose: [false, true, true, false], on: try lFloor())
        #expect(taut == [Vec2(1, 2), Vec2(13, 2)])
    }

    @Test func theCornerOfAnLIsKept() throws {
        // From the bottom corridor round the corner and up: the corner point cannot go, as the
        // straight line from start to end crosses the closed block.
        let points = [Vec2(2, 2), Vec2(18, 2), Vec2(18, 18)]
        let taut = RouteAssembly.pulledTaut(points, loose: [false, true, false], on: try lFloor())
        #expect(taut == points)
    }

    @Test func pointsThatAreNotLooseAreAlwaysKept() throws {
        let points = [Vec2(1, 2), Vec2(5, 2), Vec2(9, 2)]
        #expect(RouteAssembly.pulledTaut(points, loose: [false, false, false], on: try lFloor()) == points)
        #expect(RouteAssembly.pulledTaut(points, loose: [false, true], on: try lFloor()) == points, "a mismatched mask changes nothing")
    }

    @Test func pointsWithinACentimetreOfTheLastAreDropped() {
        let out = RouteAssembly.withoutRepeats([Vec2(0, 0), Vec2(0.005, 0), Vec2(1, 0), Vec2(1, 0.009), Vec2(2, 0)])
        #expect(out == [Vec2(0, 0), Vec2(1, 0), Vec2(2, 0)])
    }
}
