import Foundation
import Testing
@testable import MapCore

/// Routes to a category go to the nearest reachable match by walking cost.
@Suite struct RouteNearestTests {
    static let index = SearchIndex(graph: RouteData.sample.graph.model.graph)

    @Test func bookwormToToiletPicksTheNearestRestroom() throws {
        let router = RouteData.sample
        let from = try #require(RouteData.handle("Bookworm", in: router))
        let toilets = try #require(Self.index.categoryDestinations("toilet"))
        #expect(toilets.count >= 3)
        let nearest = try router.nearest(from: from, to: toilets)
        for t in toilets {
            guard let single = try? router.route(from: from, to: t) else { continue }
            #expect(nearest.cost <= single.cost + 1e-9, "\(single.end.name) costs \(single.cost), nearest \(nearest.cost)")
        }
        // The Women's Restroom on G is 59 m away, the Men's beside it 67 m; the first match
        // by name order used to be the Accessible Restroom, 107 m away.
        #expect(nearest.end.name == "Women's Restroom")
        #expect(nearest.end.ordinal == 0)
        #expect(nearest.totalMeters < 65)
    }

    @Test func categoryRouteIsNeverLongerThanAnySingleMatch() throws {
        let router = RouteData.sample
        let g = router.graph.model.graph
        for query in ["toilet", "women's restroom", "elevator", "cafe", "stairs"] {
            let matches = try #require(Self.index.categoryDestinations(query), "\(query) names a category")
            for origin in ["Bookworm", "Velostation (Bike Room)", "Conference Room Zürichsee"] {
                let from = try #require(RouteData.handle(origin, in: router))
                let nearest = try router.nearest(from: from, to: matches)
                for m in matches where m != from {
                    guard let single = try? router.route(from: from, to: m) else { continue }
                    #expect(nearest.cost <= single.cost + 1e-9, "\(query) from \(origin): \(g.name(of: m)) \(single.cost) < \(nearest.cost)")
                }
            }
        }
    }

    @Test func aNameIsNotACategory() {
        #expect(Self.index.categoryDestinations("Bookworm") == nil)
        #expect(Self.index.categoryDestinations("zzzz") == nil)
    }

    @Test func noReachableMatchSaysWhy() throws {
        let router = RouteData.sample
        let from = try #require(RouteData.handle("Bookworm", in: router))
        do {
            _ = try router.nearest(from: from, to: [])
            Issue.record("a route to nothing")
        } catch {
            #expect(error.message.contains("none of the 0 places"))
        }
    }
}

/// Category words in the eleven languages of ``CategoryWords`` route to the same nearest
/// place as the English word, on the sample (issue 23).
@Suite struct RouteNearestLanguagesTests {
    @Test(arguments: [
        ("toilet", ["Toilette", "toilettes", "aseo", "bagno", "wc", "banheiro", "туалет", "お手洗い", "洗手间", "화장실"]),
        ("elevator", ["Aufzug", "ascenseur", "ascensor", "ascensore", "lift", "elevador", "лифт", "エレベーター", "电梯", "엘리베이터"]),
        ("stairs", ["Treppe", "escalier", "escalera", "scale", "trap", "escada", "лестница", "階段", "楼梯", "계단"]),
    ])
    func wordsInEveryLanguageRouteToTheNearestOfTheirKind(_ english: String, _ words: [String]) throws {
        let router = RouteData.sample
        let graph = router.graph.model.graph
        let index = SearchIndex(graph: graph)
        let from = try #require(index.search("Bookworm").first?.handle)
        let reference = try #require(index.categoryDestinations(english))
        let expected = try router.nearest(from: from, to: reference)
        for word in words {
            let targets = try #require(index.categoryDestinations(word), "\(word) is not a kind of place")
            let route = try router.nearest(from: from, to: targets)
            #expect(route.end.handle == expected.end.handle, "\(word)")
            #expect(abs(route.totalMeters - expected.totalMeters) < 0.01, "\(word)")
        }
    }
}
