import Foundation
import VenueFormats
@testable import MapCore
import Testing
import VenueFixtures

/// ``WalkGrid`` indexed from data coordinates: points anywhere — beyond every edge, far
/// away, not finite — never trap, and a venue whose doorway lies beyond its floor's grid
/// routes instead of crashing (issue 22: a railway station and a university institute).
@Suite struct WalkGridTests {
    /// A 10 m × 6 m grid of 0.5 m cells, all open.
    private func openGrid() throws -> WalkGrid {
        var grid = try #require(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(10, 6)), cell: 0.5, maxCells: 10_000))
        grid.fill([[Vec2(-1, -1), Vec2(11, -1), Vec2(11, 7), Vec2(-1, 7)]], value: true)
        return grid
    }

    /// A raster of `size` (from the origin) with `outline` open and `pillars` random boxes of
    /// sides up to `upTo` closed in it.
    private func room(_ outline: [Vec2], size: Vec2, cell: Double, pillars: Int, upTo side: Double,
                      rng: inout SplitMix) throws -> WalkGrid {
        var grid = try #require(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: size), cell: cell, maxCells: 100_000))
        grid.fill([outline], value: true)
        for _ in 0..<pillars {
            let x = Double.random(in: 0...(size.x - 1), using: &rng), y = Double.random(in: 0...(size.y - 1), using: &rng)
            let w = Double.random(in: 0.1...side, using: &rng), h = Double.random(in: 0.1...side, using: &rng)
            grid.fill([[Vec2(x, y), Vec2(x + w, y), Vec2(x + w, y + h), Vec2(x, y + h)]], value: false)
        }
        return grid
    }

    @Test func nearestOpenFindsTheCellUnderAPointInside() throws {
        let grid = try openGrid()
        let c = try #require(grid.nearestOpen(to: Vec2(2.2, 3.1), within: 1))
        #expect(grid.center(c).distance(to: Vec2(2.2, 3.1)) < 0.5)
    }

    @Test func nearestOpenLooksOnlyAsFarAsTheRadius() throws {
        let grid = try openGrid()
        #expect(grid.nearestOpen(to: Vec2(5, 6.6), within: 1) != nil, "just above the top edge, within reach")
        #expect(grid.nearestOpen(to: Vec2(5, 9), within: 1) == nil, "above the top edge, out of reach")
    }

    /// The crash: a point more than the radius beyond an edge made an empty range.
    @Test func pointsBeyondEveryEdgeAreNil() throws {
        let grid = try openGrid()
        for p in [Vec2(5, 400), Vec2(5, -400), Vec2(400, 3), Vec2(-400, 3), Vec2(1e300, -1e300), Vec2(-1e18, 1e18)] {
            #expect(grid.nearestOpen(to: p, within: 1.2) == nil, "\(p)")
            #expect(grid.cell(at: p) == nil, "\(p)")
        }
    }

    @Test func pointsThatAreNotNumbersAreNil() throws {
        let grid = try openGrid()
        for p in [Vec2(.nan, 3), Vec2(5, .nan), Vec2(.infinity, 3), Vec2(5, -.infinity)] {
            #expect(grid.nearestOpen(to: p, within: 1.2) == nil, "\(p)")
            #expect(grid.cell(at: p) == nil, "\(p)")
            #expect(!grid.lineOfSight(Vec2(1, 1), p), "\(p)")
        }
        #expect(grid.nearestOpen(to: Vec2(5, 3), within: .infinity) != nil, "an unbounded radius stops at the grid")
    }

    @Test func gridsOverBoxesThatAreNotFiniteAreRefused() {
        #expect(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(.infinity, 1)), cell: 0.5, maxCells: 1_000) == nil)
        #expect(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(10, 10)), cell: .nan, maxCells: 1_000) == nil)
        #expect(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(1e300, 1e300)), cell: 0.25, maxCells: 1_000) == nil)
    }

    @Test func fillingRingsFarOutsideTouchesNothing() throws {
        var grid = try #require(WalkGrid(bounds: Rect(min: Vec2(0, 0), max: Vec2(10, 6)), cell: 0.5, maxCells: 10_000))
        grid.fill([[Vec2(1e9, 1e9), Vec2(1e9 + 5, 1e9), Vec2(1e9 + 5, 1e9 + 5)]], value: true)
        grid.fill([[Vec2(.nan, 0), Vec2(.infinity, 1), Vec2(3, -.infinity)]], value: true)
        #expect(grid.nearestOpen(to: Vec2(5, 3), within: 100) == nil)
        // Rings of astronomical size are filled without trapping (what they cover is
        // rounding's to decide at that size).
        grid.fill([[Vec2(-1e300, -1e300), Vec2(1e300, -1e300), Vec2(1e300, 1e300)]], value: true)
        grid.fill([[Vec2(-1e6, -1e6), Vec2(1e6, -1e6), Vec2(1e6, 1e6), Vec2(-1e6, 1e6)]], value: true)
        #expect(grid.nearestOpen(to: Vec2(5, 3), within: 0.5) != nil)
    }

    /// An OSM building: a corridor with two offices and a door to the outside, and a third
    /// office 400 m north (a stray level tag) whose door lies far beyond the floor's grid.
    static let strayDoorBuilding: String = {
        let lat0 = 48.0, lon0 = 11.0
        func ll(_ x: Double, _ y: Double) -> (Double, Double) {
            (lat0 + y / 111_320, lon0 + x / (111_320 * cos(lat0 * .pi / 180)))
        }
        var nodes = "", ways = "", next = 0
        func node(_ x: Double, _ y: Double, _ tags: [String: String] = [:]) -> Int {
            next += 1
            let (lat, lon) = ll(x, y)
            nodes += "<node id='\(next)' lat='\(lat)' lon='\(lon)'>" + tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</node>\n"
            return next
        }
        func way(_ id: Int, _ refs: [Int], _ tags: [String: String]) {
            ways += "<way id='\(id)'>" + (refs + [refs[0]]).map { "<nd ref='\($0)'/>" }.joined()
                + tags.sorted { $0.key < $1.key }.map { "<tag k='\($0.key)' v='\($0.value)'/>" }.joined() + "</way>\n"
        }
        let door = ["door": "yes", "level": "0"]
        let c0 = node(0, 0), outside = node(15, 0, door), c1 = node(30, 0), c2 = node(30, 3), b1 = node(20, 3)
        let ab = node(10, 3), aDoor = node(5, 3, door), c3 = node(0, 3)
        way(1, [c0, outside, c1, c2, b1, ab, aDoor, c3], ["indoor": "corridor", "level": "0"])
        way(2, [c3, aDoor, ab, node(10, 8), node(0, 8)], ["indoor": "room", "level": "0", "name": "Office A"])
        way(3, [ab, b1, node(20, 8), node(10, 8.0001)], ["indoor": "room", "level": "0", "name": "Office B"])
        way(4, [node(0, 400), node(5, 400, door), node(10, 400), node(10, 405), node(0, 405)],
            ["indoor": "room", "level": "0", "name": "Office C"])
        way(5, [node(-1, -1), node(31, -1), node(31, 9), node(-1, 9)], ["building": "yes", "name": "Test Hall"])
        return "<?xml version='1.0' encoding='UTF-8'?>\n<osm version='0.6'>\n\(nodes)\(ways)</osm>\n"
    }()

    @Test func aDoorwayBeyondTheFloorsGridRoutesInsteadOfCrashing() throws {
        let loaded = try OSMLoader.load(bytes: Array(Self.strayDoorBuilding.utf8), sourcePath: "stray-door.osm")
        let graph = loaded.graph
        let router = Router(model: MapModel(graph: graph))
        func unit(_ name: String) throws -> FeatureHandle {
            .unit(try #require(graph.archive.units.firstIndex { $0.name?.values.values.contains(name) == true }))
        }
        let route = try router.route(from: unit("Office A"), to: unit("Office B"))
        #expect(route.totalMeters > 0 && route.totalMeters < 60)
        // Office C is reached, if at all, through the outdoors: 400 m away.
        if let far = try? router.route(from: unit("Office A"), to: unit("Office C")) { #expect(far.totalMeters > 395) }
    }

    /// A field from several sources is the same whatever order they come in: cells equally
    /// near two sources, and their parents, do not go to whichever source was listed first.
    /// (The walking graph gathered a floor's sources in a dictionary, so routes on venues with
    /// unmapped floor changed with the process's hash seed: grand-place, 221.37 m or 220.64 m.)
    @Test func aFieldDoesNotDependOnTheOrderOfItsSources() throws {
        let grid = try openGrid()
        let cells = [Vec2(1.1, 1.1), Vec2(8.9, 1.1), Vec2(5.1, 4.9), Vec2(1.1, 4.9), Vec2(8.9, 4.9)].compactMap(grid.cell(at:))
        let sources = cells.enumerated().map { (cell: $0.element, label: Int32($0.offset)) }
        let reference = grid.field(from: sources)
        // Equally near cells exist, so the order would show if it mattered.
        let alone = cells.map { grid.field(from: [(cell: $0, label: 0)]) }
        var tied = 0
        for c in 0..<(grid.width * grid.height) {
            let ds = alone.map { $0.distance[c] }
            if ds.filter({ $0 == ds.min() }).count > 1 { tied += 1 }
        }
        #expect(tied > 0)
        let orders = [[4, 3, 2, 1, 0], [2, 3, 4, 0, 1], [1, 0, 3, 2, 4], [3, 1, 4, 0, 2]].map { $0.map { sources[$0] } }
        for order in orders {
            let f = grid.field(from: order)
            #expect(f.source == reference.source, "\(order.map(\.label))")
            #expect(f.parent == reference.parent, "\(order.map(\.label))")
            #expect(f.distance == reference.distance)
        }
    }

    /// The two merged queues of ``WalkGrid/field(from:until:)`` take cells in Dial's order:
    /// compared with plain buckets (one list per distance, each emptied in the order it was
    /// filled) on random rasters with pillars, random sources (some on closed cells, some
    /// twice) and targets: the same distances, parents and sources, cell for cell.
    @Test func aFieldTakesCellsInTheOrderOfDialsBuckets() throws {
        func buckets(_ grid: WalkGrid, _ sources: [(cell: Int, label: Int32)], until target: Int?) -> WalkGrid.Field {
            let n = grid.width * grid.height
            var f = WalkGrid.Field(distance: [Int32](repeating: .max, count: n), parent: [Int32](repeating: -1, count: n),
                                   source: [Int32](repeating: -1, count: n))
            var lists: [Int32: [Int]] = [:]
            for s in sources.sorted(by: { ($0.label, $0.cell) < ($1.label, $1.cell) }) where grid.open[s.cell] && f.distance[s.cell] != 0 {
                f.distance[s.cell] = 0
                f.source[s.cell] = s.label
                lists[0, default: []].append(s.cell)
            }
            var d: Int32 = 0
            while let last = lists.keys.max(), d <= last {
                for c in lists.removeValue(forKey: d) ?? [] where f.distance[c] == d {
                    if c == target { return f }
                    let x = c % grid.width, y = c / grid.width
                    func isOpen(_ dx: Int, _ dy: Int) -> Bool {
                        (0..<grid.width).contains(x + dx) && (0..<grid.height).contains(y + dy) && grid.open[c + dy * grid.width + dx]
                    }
                    let steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
                    for (dx, dy) in steps where isOpen(dx, dy) && isOpen(dx, 0) && isOpen(0, dy) {
                        let m = c + dy * grid.width + dx, nd = d + (dx != 0 && dy != 0 ? WalkGrid.diagonal : WalkGrid.straight)
                        guard nd < f.distance[m] else { continue }
                        f.distance[m] = nd
                        f.parent[m] = Int32(c)
                        f.source[m] = f.source[c]
                        lists[nd, default: []].append(m)
                    }
                }
                d += 1
            }
            return f
        }
        var rng = SplitMix(seed: 3939)
        var compared = 0
        for round in 0..<30 {
            let cell = [0.25, 0.5, 0.37][round % 3]
            let grid = try room([Vec2(0.5, 0.5), Vec2(11.5, 0.5), Vec2(11.5, 4), Vec2(5, 4), Vec2(5, 7.5), Vec2(0.5, 7.5)],
                                size: Vec2(12, 8), cell: cell, pillars: round % 7, upTo: 1.5, rng: &rng)
            let n = grid.width * grid.height
            let sources = (0..<(1 + rng.next(below: 6))).map { _ in (cell: rng.next(below: n), label: Int32(rng.next(below: 3))) }
            for target in [nil, rng.next(below: n)] {
                let f = grid.field(from: sources, until: target), reference = buckets(grid, sources, until: target)
                #expect(f.distance == reference.distance, "round \(round) target \(String(describing: target))")
                #expect(f.parent == reference.parent, "round \(round) target \(String(describing: target))")
                #expect(f.source == reference.source, "round \(round) target \(String(describing: target))")
                compared += 1
            }
        }
        #expect(compared == 60)
    }

    /// The index of closed cells (``WalkGrid/indexClosedCells()``) gives the sampled answer on
    /// every line: random rasters (an L-shaped room with pillars and wall pieces, three cell
    /// sizes) and random segments inside, across and beyond them, some with ends on cell
    /// edges, with and without their ends left out.
    @Test func lineOfSightWithTheIndexIsTheSampledAnswer() throws {
        var rng = SplitMix(seed: 39)
        var clear = 0, blocked = 0
        for round in 0..<24 {
            let cell = [0.25, 0.5, 0.37][round % 3]
            let grid = try room([Vec2(0.5, 0.5), Vec2(19.5, 0.5), Vec2(19.5, 6), Vec2(8, 6), Vec2(8, 11.5), Vec2(0.5, 11.5)],
                                size: Vec2(20, 12), cell: cell, pillars: round % 8, upTo: 2, rng: &rng)
            var indexed = grid
            indexed.indexClosedCells()
            func point() -> Vec2 {
                if rng.next(below: 4) == 0 {
                    // On a cell's edge or center, where rounding decides the cell.
                    return Vec2(Double(rng.next(below: 90)) * cell * 0.5, Double(rng.next(below: 54)) * cell * 0.5)
                }
                return Vec2(Double.random(in: -2...22, using: &rng), Double.random(in: -2...14, using: &rng))
            }
            for _ in 0..<400 {
                let a = point(), b = rng.next(below: 3) == 0 ? point() * 0.5 + Vec2(5, 3) : point()
                let skip = [0, WalkingGraph.endSkip, 3][rng.next(below: 3)]
                let sampled = grid.lineOfSight(a, b, skippingEnds: skip)
                #expect(indexed.lineOfSight(a, b, skippingEnds: skip) == sampled, "\(a) \(b) \(skip) cell \(cell)")
                if sampled { clear += 1 } else { blocked += 1 }
            }
        }
        #expect(clear > 1_000 && blocked > 1_000, "both answers are tried: \(clear) clear, \(blocked) blocked")
    }

    /// Ports found by searching only the regions near the doorways (``WalkGrid/LargeRegions``)
    /// are those found with the size of every region (`regionSizes()` below): random
    /// rooms full of small pillars, whose pockets of a few cells a port must avoid, and random
    /// doorway points in and beyond them, three cell sizes.
    @Test func portsFromTheRegionsNearDoorwaysAreThoseOfEveryRegionsSize() throws {
        var rng = SplitMix(seed: 3737)
        var compared = 0, pocketsPassed = 0
        for round in 0..<30 {
            let cell = [0.25, 0.37, 0.5][round % 3]
            let grid = try room([Vec2(0.5, 0.5), Vec2(11.5, 0.5), Vec2(11.5, 4), Vec2(5, 4), Vec2(5, 7.5), Vec2(0.5, 7.5)],
                                size: Vec2(12, 8), cell: cell, pillars: 10 + round * 3, upTo: 1.2, rng: &rng)
            let sizes = grid.regionSizes()
            let least = grid.leastPortCells
            var regions = WalkGrid.LargeRegions(grid)
            for _ in 0..<60 {
                let p = Vec2(Double.random(in: -1...13, using: &rng), Double.random(in: -1...9, using: &rng))
                let radius = [1.5, 0.6, 3][rng.next(below: 3)]
                let reference = grid.nearestPort(to: p, within: radius, regions: sizes)
                #expect(grid.nearestPort(to: p, within: radius, regions: &regions) == reference, "round \(round) \(p) \(radius)")
                if let nearest = grid.nearestOpen(to: p, within: radius), sizes[nearest] < least, reference != nearest { pocketsPassed += 1 }
                compared += 1
            }
        }
        #expect(compared == 1_800)
        #expect(pocketsPassed > 20, "ports that pass over a small pocket are tried: \(pocketsPassed)")
    }

    /// Changing a cell drops the index: a line that was clear is blocked by a cell closed on it.
    @Test func closingACellAfterIndexingBlocksTheLine() throws {
        var grid = try openGrid()
        grid.indexClosedCells()
        #expect(grid.lineOfSight(Vec2(1, 3), Vec2(9, 3)))
        grid.setOpen(try #require(grid.cell(at: Vec2(5, 3))), false)
        #expect(!grid.lineOfSight(Vec2(1, 3), Vec2(9, 3)))
        grid.indexClosedCells()
        #expect(!grid.lineOfSight(Vec2(1, 3), Vec2(9, 3)))
        #expect(grid.lineOfSight(Vec2(1, 2), Vec2(9, 2)))
    }
}

/// The ports as the graph found them before ``WalkGrid/LargeRegions``: with the size of every
/// region of the raster; the reference the regions searched near doorways are checked against.
private extension WalkGrid {
    /// The size in cells of the open region each cell belongs to (0 for a closed cell).
    func regionSizes() -> [Int32] {
        var label = [Int32](repeating: -1, count: width * height)
        var sizes: [Int32] = []
        var stack: [Int] = []
        for start in label.indices where isOpen(start) && label[start] < 0 {
            let id = Int32(sizes.count)
            label[start] = id
            stack.append(start)
            var size: Int32 = 0
            while let c = stack.popLast() {
                size += 1
                for k in 0..<4 {
                    let m = sideNeighbour(c, k)
                    guard m >= 0, isOpen(m), label[m] < 0 else { continue }
                    label[m] = id
                    stack.append(m)
                }
            }
            sizes.append(size)
        }
        return label.map { $0 < 0 ? 0 : sizes[Int($0)] }
    }

    /// The open cell nearest `p` within `radius` in a region of at least ``leastPortCells``
    /// (`regions` from ``regionSizes()``), else the nearest open cell.
    func nearestPort(to p: Vec2, within radius: Double, regions: [Int32]) -> Int? {
        let least = leastPortCells
        return nearestOpen(to: p, within: radius) { regions[$0] >= least } ?? nearestOpen(to: p, within: radius)
    }
}
