import VenueFormats
import Testing
import TestSupport
@testable import MapCore

/// Walking distances to many places at once agree with the routes the router finds.
@Suite struct RouteDistancesTests {
    @Test func distancesAgreeWithRoutesAndTheNearest() throws {
        let graph = try IMDFLoader.load(path: TestPaths.sampleVenue.path).graph
        let model = MapModel(graph: graph)
        let router = Router(model: model)
        let index = SearchIndex(graph: graph)
        let start = try #require(index.bestFeature("Café Lumière"))
        let targets = index.all.compactMap(\.handle).filter { $0 != start }
        let walks = router.walkingDistances(from: start, to: targets)
        #expect(walks.count > targets.count * 3 / 4, "most places are reachable")
        for t in targets.prefix(40) {
            guard let route = try? router.route(from: start, to: t) else { continue }
            let w = try #require(walks[t], "\(graph.name(of: t)) has a route but no distance")
            // The same search, with the last stretch inside the unit taken straight: never costlier.
            #expect(w.cost <= route.cost + 0.5, "\(graph.name(of: t)): \(w.cost) against \(route.cost)")
            #expect(w.cost >= route.cost * 0.6 - 1, "\(graph.name(of: t)): \(w.cost) against \(route.cost)")
        }
        // The nearest restroom by these distances is the router's nearest.
        let restrooms = try #require(index.categoryDestinations("toilet"))
        let nearest = try router.nearest(from: start, to: restrooms)
        let best = restrooms.compactMap { h in walks[h].map { (h, $0.cost) } }.min { $0.1 < $1.1 }
        #expect(best?.0 == nearest.end.handle)
    }
}
