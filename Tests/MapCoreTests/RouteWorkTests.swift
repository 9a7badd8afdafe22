import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// The work of a route query, counted rather than timed (issue 23, "Routes at once"): a route
/// from or to a point inside a concourse with a hundred doors works out the raster walks to the
/// doors its search reaches, not to all of them, and still finds the cheapest route.
@Suite struct RouteWorkTests {
    /// The synthetic airport terminal: a rasterised concourse (fixtures down its middle) with
    /// every gate, shop and restroom opening onto it.
    static let terminal: Router = {
        let venue = SyntheticVenue(units: 264, shape: .terminal)
        let graph = try! IMDFLoader.load(members: venue.members(), sourcePath: "synthetic").graph
        return Router(model: MapModel(graph: graph))
    }()

    /// The exits of a unit that a walk from its label point cannot reach in a straight line.
    static func bentExits(_ r: Router, _ unit: Int) -> Int {
        guard let p = r.graph.model.unitArea(unit)?.labelPoint else { return 0 }
        let walks = InsideWalks(graph: r.graph, unit: unit, from: p)
        return r.graph.exits(ofUnit: unit).filter { !walks.isStraight(to: r.graph.nodes[$0].point) }.count
    }

    /// The rasterised unit whose label point sees the fewest of its exits in a straight line
    /// (the arrivals hall, behind a baggage carousel), and the named unit on its level
    /// farthest from it.
    static func concourseAndFarRoom(_ r: Router) -> (Int, Int)? {
        let g = r.graph
        guard let concourse = g.unitGrids.keys.sorted().max(by: { bentExits(r, $0) < bentExits(r, $1) }),
              let ordinal = g.model.graph.ordinal(ofUnit: concourse), let here = g.model.unitArea(concourse)?.labelPoint else { return nil }
        let units = g.model.graph.archive.units
        let far = units.indices.filter { u in
            u != concourse && units[u].name != nil && g.classes[u].isWalkable && g.model.graph.ordinal(ofUnit: u) == ordinal && !g.exits(ofUnit: u).isEmpty
        }.max { (g.model.unitArea($0)?.labelPoint.distance(to: here) ?? 0) < (g.model.unitArea($1)?.labelPoint.distance(to: here) ?? 0) }
        return far.map { (concourse, $0) }
    }

    /// The cost of the cheapest route with every walk from the end points worked out first
    /// (Dijkstra over ``Router/startEdges(_:_:end:)`` and ``Router/endEdges(_:end:)``).
    static func eagerCost(_ r: Router, from a: RouteEndpoint, to b: RouteEndpoint, options: RouteOptions) -> Double {
        let n = r.graph.nodes.count, start = n, end = n + 1
        let intoEnd = r.endEdges(b, end: end)
        var cost = [Double](repeating: .infinity, count: n + 2)
        var open = PriorityQueue<Int>()
        cost[start] = 0
        open.push(start, priority: 0)
        while let (c, node) = open.pop() {
            guard c == cost[node], node != end else { continue }
            var out = node == start ? r.startEdges(a, b, end: end) : r.graph.edges(from: node)
            if node != start, let e = intoEnd[node] { out.append(e) }
            for e in out where options.permits(e.traits) && c + options.cost(of: e) < cost[e.to] {
                cost[e.to] = c + options.cost(of: e)
                open.push(e.to, priority: cost[e.to])
            }
        }
        return cost[end]
    }

    @Test(arguments: [false, true])
    func aRouteInsideABigConcourseWorksOutOnlyTheWalksItReaches(_ intoConcourse: Bool) throws {
        let r = Self.terminal
        let (concourse, room) = try #require(Self.concourseAndFarRoom(r))
        let bent = Self.bentExits(r, concourse)
        #expect(bent > WalkingGraph.pairwiseDoorLimit)
        let c = try r.endpoint(.unit(concourse)), o = try r.endpoint(.unit(room))
        let (a, b) = intoConcourse ? (o, c) : (c, o)
        var walks = 0
        let hops = try #require(r.search(from: a, to: b, options: RouteOptions(), rasterWalks: &walks))
        // Worked out first, every one of them would be (106 on this terminal; 40 and 3 now).
        #expect(walks <= bent / 2, "worked out \(walks) raster walks; \(bent) exits are out of sight")
        let cost = hops.reduce(0) { $0 + RouteOptions().cost(of: $1.edge) }
        #expect(abs(cost - Self.eagerCost(r, from: a, to: b, options: RouteOptions())) < 1e-6)
    }

    /// A raster search toward one cell (an outdoor walk between two entrances) stops there: the
    /// same distance and path as a search of the whole raster, and far fewer cells reached.
    @Test func aRasterSearchWithATargetStopsThereWithTheSameAnswer() throws {
        var grid = try #require(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(100, 40)), cell: 0.5, maxCells: 100_000))
        grid.fill([[Vec2(-1, -1), Vec2(101, -1), Vec2(101, 41), Vec2(-1, 41)]], value: true)
        grid.fill([[Vec2(8, 5), Vec2(9, 5), Vec2(9, 40), Vec2(8, 40)]], value: false)      // a wall to go around
        let from = try #require(grid.cell(at: Vec2(4, 20))), to = try #require(grid.cell(at: Vec2(14, 20)))
        let whole = grid.field(from: [(cell: from, label: 0)])
        let toTarget = grid.field(from: [(cell: from, label: 0)], until: to)
        #expect(toTarget.distance[to] == whole.distance[to])
        #expect(grid.trace(toTarget, from: to) == grid.trace(whole, from: to))
        let reached = toTarget.distance.filter { $0 != .max }.count, all = whole.distance.filter { $0 != .max }.count
        #expect(reached * 4 < all, "reached \(reached) of \(all) cells")
    }

    /// Room names in plain ASCII are matched against the corridor words on their bytes, with
    /// the answers of the general search: a word standing alone, not inside another word.
    @Test(arguments: [("Corridor B", true), ("Flur 2", true), ("Hallway", true), ("Main lobby", true), ("Lobby-2", true),
                      ("A1432", false), ("Marshall", false), ("Gangway", false), ("", false)])
    func asciiNamesMatchCorridorWordsAsTheGeneralSearchDoes(_ name: String, _ corridor: Bool) {
        #expect(WalkingGraph.asciiLooksLikeCorridor(name.lowercased()) == corridor)
        #expect(WalkingGraph.looksLikeCorridor(name) == corridor)
    }

    @Test func namesInOtherScriptsTakeTheGeneralSearch() {
        #expect(WalkingGraph.asciiLooksLikeCorridor("1층 복도") == nil)
        #expect(WalkingGraph.looksLikeCorridor("1층 복도"))
        #expect(!WalkingGraph.looksLikeCorridor("Hallé"))
    }
}
