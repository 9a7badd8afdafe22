import Testing
@testable import MapCore
import VenueFixtures

@Suite struct WalkingGraphEdgeLengthTests {
    @Test(arguments: [0, 1, 2, 7, 40])
    func walkLengthIsThePolylineLengthToTheLastBit(viaCount: Int) {
        var rng = SplitMix(seed: UInt64(viaCount) + 11)
        for _ in 0..<200 {
            func point() -> Vec2 { Vec2(Double.random(in: -500...500, using: &rng), Double.random(in: -500...500, using: &rng)) }
            let a = point(), b = point()
            let via = (0..<viaCount).map { _ in point() }
            #expect(WalkingGraph.walkLength(from: a, via: via, to: b) == PlanarGeometry.polylineLength([a] + via + [b]))
        }
    }
}
