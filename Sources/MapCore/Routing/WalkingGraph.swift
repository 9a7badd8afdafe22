import VenueFormats

/// Where people can walk in a venue, as a graph over the projected geometry of a ``MapModel``.
///
/// - Nodes are doorways — every IMDF opening, at its midpoint, plus a virtual doorway in the
///   middle of each edge of 1 m or more shared by two open units (``SpaceClass/open``) — and
///   hubs: the inside of each connector unit (elevator, stairs, escalator, ramp, moving
///   walkway) and of units named by IMDF relationships.
/// - Inside a walkable unit every pair of its doorways is joined by a straight edge (so
///   a route may cut across a non-convex unit). Elevators and escalators are only ridden,
///   never walked through on one level.
/// - An opening belongs to each walkable unit whose outline it lies on (at least half its
///   length within ``tolerance`` of the unit's edges). One on a single unit is an entrance; so is
///   one on no unit's outline, which opens into the nearest walkable unit within
///   ``strayDoorReach``.
/// - A connector's hub joins the same kind of connector on the next ordinal up and down when
///   their outlines overlap (one's label point inside the other).
/// - IMDF relationships (traversal, elevator, stairs, escalator, ramp, moving walkway) add edges
///   from origin through intermediaries to destination, one way when `directed`.
///
/// Build it once per venue; every route reuses it.
public struct WalkingGraph: Sendable {
    /// The projected venue.
    public let model: MapModel
    /// How far (meters) a door line may lie from a unit's edge and still open onto it; also the
    /// tolerance for shared edges.
    public let tolerance: Double
    /// The shortest shared edge (meters) that joins two open units.
    public static let minimumSharedEdge = 1.0

    /// Every node.
    public internal(set) var nodes: [WalkNode] = []
    /// Outgoing edges of each node.
    var edges: [[WalkEdge]] = []
    /// The doorway nodes on each unit's outline, by unit index.
    public internal(set) var doorwaysOfUnit: [Int: [Int]] = [:]
    /// The hub node of a unit, by unit index, when it has one: where rides arrive and from
    /// which a route alights (and, for stairs and ramps, boards).
    public internal(set) var hubOfUnit: [Int: Int] = [:]
    /// The node a route boards a lift or escalator into, by unit index: it only rides on.
    public internal(set) var boardingHubOfUnit: [Int: Int] = [:]
    /// The node of each opening, by opening index.
    public internal(set) var nodeOfOpening: [Int: Int] = [:]
    /// The walkable units each opening lies on, by opening index.
    public internal(set) var unitsOfOpening: [Int: [Int]] = [:]
    /// Openings on the outline of exactly one walkable unit, or on none but within
    /// ``strayDoorReach`` of one: entrances from outside (opening indices).
    public internal(set) var entrances: [Int] = []
    /// Openings on no walkable unit's outline and farther than ``strayDoorReach`` from every
    /// one (opening indices); they connect nothing.
    public internal(set) var strayOpenings: [Int] = []
    /// How each unit is treated, by unit index.
    public let classes: [SpaceClass]
    /// Whether each unit is circulation space, by unit index (``isCirculation(_:)``): asked
    /// for every neighbour of every room while the graph is built, so worked out once.
    var circulationOfUnit: [Bool] = []
    /// Whether each unit is an obstacle to walking lines, by unit index (``isObstacle(_:)``).
    var obstacleOfUnit: [Bool] = []
    /// Rasters of the units that are not convex, by unit index: where a straight walk would
    /// leave the unit.
    var unitGrids: [Int: WalkGrid] = [:]
    /// Rasters of the unmapped floor, by ordinal, where it is walked.
    var floorGrids: [Int: WalkGrid] = [:]
    /// Connectors mapped on one level only that routes assume lead to the next level
    /// (``addAssumedConnectors()``).
    public internal(set) var assumedConnectors: [AssumedConnector] = []
    /// Relationships made doorways where two features meet (``addJunctions()``), by index.
    var junctionRelationships = Set<Int>()
    /// Connector units ridden one way only (the ends of a `directed` relationship: an
    /// escalator that moves): never joined to their stacked twins both ways.
    var directedUnits = Set<Int>()

    /// Builds the graph of a projected venue.
    /// - Parameters:
    ///   - model: the venue, projected once.
    ///   - tolerance: meters a door line may lie off a unit's edge (default 0.5).
    public init(model: MapModel, tolerance: Double = 0.5) {
        self.model = model
        self.tolerance = tolerance
        classes = model.graph.archive.units.map { SpaceClass(category: $0.category) }
        circulationOfUnit = classes.indices.map(looksLikeCirculation)
        obstacleOfUnit = classes.map { !$0.isWalkable }
        for ordinal in model.graph.ordinals {
            addOpenings(on: model.floor(ordinal))
        }
        for ordinal in model.graph.ordinals {
            addSharedEdges(on: model.floor(ordinal))
        }
        addJunctions()
        for ordinal in model.graph.ordinals {
            addWallEntries(on: model.floor(ordinal))
            addKioskEntries(on: model.floor(ordinal))
            addFloor(on: model.floor(ordinal))
            addDoorBridges(on: model.floor(ordinal))
            addSuiteEntries(on: model.floor(ordinal))
            addGapEntries(on: model.floor(ordinal))
            addCutOffEntries(on: model.floor(ordinal))
            addGapEntries(on: model.floor(ordinal), units: cutOffUnits(on: model.floor(ordinal)), circulationOnly: true)
        }
        addHubs()
        addRelationships()
        addAssumedConnectors()
        addWalksInsideUnits()
        addOutdoorLinks()
        addStackedConnectors()
        addBoardingRides()
        markRoomPassages()
    }

    /// The number of directed edges.
    public var edgeCount: Int { edges.reduce(0) { $0 + $1.count } }

    /// The edges leaving a node.
    public func edges(from node: Int) -> [WalkEdge] { edges[node] }

    /// The nodes a route can use to leave or enter a unit: its doorways and its hub.
    public func exits(ofUnit unit: Int) -> [Int] {
        (doorwaysOfUnit[unit] ?? []) + (hubOfUnit[unit].map { [$0] } ?? [])
    }

    /// Whether a unit is `nonpublic` or carries a restriction (staff only, restricted).
    public func isRestricted(unit: Int) -> Bool {
        let u = model.graph.archive.units[unit]
        return u.restriction != nil || u.category.lowercased() == "nonpublic"
    }

    /// The traits of walking through a unit.
    func traits(ofUnit unit: Int) -> EdgeTraits {
        var t: EdgeTraits = []
        if isRestricted(unit: unit) { t.insert(.restricted) }
        let category = model.graph.archive.units[unit].category.lowercased()
        if SpaceClass.steppedCategories.contains(category) || classes[unit].connector.map({ !$0.isAccessible }) == true {
            t.insert(.notAccessible)
        }
        return t
    }

    // MARK: Building blocks

    /// Appends a node and returns its id.
    mutating func addNode(_ node: WalkNode) -> Int {
        nodes.append(node)
        edges.append([])
        return nodes.count - 1
    }

    /// Adds an edge one way.
    mutating func addEdge(from a: Int, to b: Int, kind: WalkEdgeKind, traits: EdgeTraits, length: Double? = nil, via: [Vec2] = []) {
        let d = length ?? Self.walkLength(from: nodes[a].point, via: via, to: nodes[b].point)
        edges[a].append(WalkEdge(to: b, length: d, kind: kind, traits: traits, via: via))
    }

    /// Adds a walking edge both ways (through `via`, given from `a` to `b`).
    mutating func addWalk(_ a: Int, _ b: Int, unit: Int?, traits: EdgeTraits, via: [Vec2] = []) {
        addEdge(from: a, to: b, kind: .walk(unit: unit), traits: traits, via: via)
        addEdge(from: b, to: a, kind: .walk(unit: unit), traits: traits, via: via.reversed())
    }

    /// Joins the doorways of each walkable unit (except elevators and escalators): straight
    /// where the line between two stays inside the unit, else around its corners through a
    /// raster of the unit (``connectThroughGrid(_:ports:ordinal:unit:traits:)``).
    mutating func addWalksInsideUnits() {
        // Rasters of units share a budget, so an archive of countless odd-shaped units costs
        // straight walks rather than memory.
        var budget = Self.unitGridBudget
        for (unit, doors) in doorwaysOfUnit.sorted(by: { $0.key < $1.key }) where classes[unit].isWalkable {
            if let kind = classes[unit].connector, !kind.allowsWalkingThrough { continue }
            let t = traits(ofUnit: unit)
            var grid = budget > 0 && doors.count >= 2 ? unitGrid(unit) : nil
            if let g = grid {
                budget -= g.width * g.height
                if budget < 0 { grid = nil }
            }
            if let grid { unitGrids[unit] = grid }
            // A unit with many doorways and a raster (a concourse with seating) is joined
            // through the raster only: a line-of-sight check for every pair would cost the
            // square of its doorways.
            let gridOnly = grid != nil && doors.count > Self.pairwiseDoorLimit
            var blocked = gridOnly
            for i in doors.indices where !gridOnly {
                for j in doors.indices where j > i {
                    if let grid, !grid.lineOfSight(nodes[doors[i]].point, nodes[doors[j]].point, skippingEnds: Self.endSkip) {
                        blocked = true
                        continue
                    }
                    addWalk(doors[i], doors[j], unit: unit, traits: t)
                }
            }
            guard blocked, let grid, let ordinal = model.graph.ordinal(ofUnit: unit) else { continue }
            var regions = WalkGrid.LargeRegions(grid)
            let ports = doors.compactMap { d in grid.nearestPort(to: nodes[d].point, within: 1.5, regions: &regions).map { (node: d, cell: $0) } }
            connectThroughGrid(grid, ports: ports, ordinal: ordinal, unit: unit, traits: t)
            // A doorway the raster cannot place (a sliver of the unit thinner than a cell)
            // keeps a straight walk to the nearest other doorway rather than being cut off.
            for d in doors where !edges[d].contains(where: { $0.kind == .walk(unit: unit) }) {
                let p = nodes[d].point
                if let other = doors.filter({ $0 != d }).min(by: { nodes[$0].point.distance(to: p) < nodes[$1].point.distance(to: p) }) {
                    addWalk(d, other, unit: unit, traits: t)
                }
            }
        }
    }

    /// Units drawn overlapping a unit (OpenStreetMap corridors drawn under the rooms beside
    /// them) that walks inside it must go around: enclosed rooms, connectors and void units
    /// (not open or circulation space), smaller than it, with a corner more than
    /// ``overlapDepth`` inside it.
    func overlappingUnits(of area: PreparedArea, on floor: FloorGeometry) -> [PreparedArea] {
        var out: [PreparedArea] = []
        floor.unitIndex.forEach(intersecting: area.bounds) { slot in
            let o = floor.units[slot]
            guard o.index != area.index, !isCirculation(o.index), o.area < area.area, o.bounds.intersects(area.bounds) else { return }
            // The depth first (edges far from the corner skipped by their boxes), then the
            // parity: the same answer as the parity, then every edge's distance.
            let deep = o.rings.contains { ring in
                ring.contains { p in
                    area.bounds.contains(p) && Self.isFartherThanOverlapDepth(p, fromEdgesOf: area.rings)
                        && PlanarGeometry.contains(p, rings: area.rings)
                }
            }
            if deep { out.append(o) }
        }
        return out
    }

    /// How far (meters) a corner of another unit must lie inside a unit to count as overlapping it.
    static let overlapDepth = 0.3

    /// Whether every edge of `rings` is more than ``overlapDepth`` from `p` (what
    /// `rings.allSatisfy { PlanarGeometry.distance(from: p, toRing: $0) > overlapDepth }`
    /// says), measuring only the edges whose box comes within reach of `p`: a corridor's ring
    /// has hundreds of edges and a room beside it a handful of corners.
    static func isFartherThanOverlapDepth(_ p: Vec2, fromEdgesOf rings: [[Vec2]]) -> Bool {
        // An edge whose box lies farther than this from `p` is farther than the depth itself.
        let reach = overlapDepth + 1e-6
        for ring in rings {
            guard var previous = ring.last else { continue }
            for q in ring {
                defer { previous = q }
                guard Swift.max(previous.x, q.x) >= p.x - reach, Swift.min(previous.x, q.x) <= p.x + reach,
                      Swift.max(previous.y, q.y) >= p.y - reach, Swift.min(previous.y, q.y) <= p.y + reach else { continue }
                if PlanarGeometry.distance(from: p, toSegment: previous, q) <= overlapDepth { return false }
            }
        }
        return true
    }

    /// The most doorways of a rasterised unit joined pair by pair.
    static let pairwiseDoorLimit = 40

    /// The most raster cells all unit rasters of a venue may hold together.
    static let unitGridBudget = 16_000_000

    /// Meters at each end of a line that may leave the raster (a doorway lies on the unit's edge).
    static let endSkip = 0.6

    /// A raster of a unit that is not convex or holds fixtures (a fountain, a counter) or
    /// obstacles (pillars, wall pieces: ``obstaclesStanding(in:on:)``), which are left out;
    /// nil for a convex unit without fixtures, where every straight
    /// line between two points stays inside.
    func unitGrid(_ unit: Int) -> WalkGrid? {
        guard let area = model.unitArea(unit), let ordinal = model.graph.ordinal(ofUnit: unit) else { return nil }
        let floor = model.floor(ordinal)
        // Fixtures that lie inside the unit (their label point in it) and leave it mostly free.
        let obstacles = floor.fixtures.filter {
            $0.bounds.intersects(area.bounds) && PlanarGeometry.contains($0.labelPoint, rings: area.rings) && $0.area < area.area * 0.5
        }
        let overlapping = overlappingUnits(of: area, on: floor)
        let standing = obstaclesStanding(in: area, on: floor)
        guard !PlanarGeometry.isConvex(area.rings) || !obstacles.isEmpty || !overlapping.isEmpty || !standing.isEmpty else { return nil }
        let cell = WalkGrid.cellSize(for: area.bounds, finest: 0.25, maxCells: 60_000)
        guard var grid = WalkGrid(bounds: area.bounds.insetBy(cell * 2), cell: cell, maxCells: 120_000) else { return nil }
        grid.fill(area.rings, value: true)
        for f in obstacles { grid.fill(f.rings, value: false) }
        for o in overlapping { grid.fill(o.rings, value: false) }
        // Pillars and wall pieces close every cell they touch, with a margin that keeps a line
        // sampled every half cell (``WalkGrid/lineOfSight(_:_:skippingEnds:)``) out of them.
        for o in standing { grid.close(o.rings, margin: cell * 0.26) }
        grid.indexClosedCells()
        return grid
    }
}
