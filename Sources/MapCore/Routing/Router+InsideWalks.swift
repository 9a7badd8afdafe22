/// The walks from one point to others inside one unit, worked out one target at a time: straight
/// where the line stays inside, else around the unit's corners through its raster
/// (``WalkingGraph/unitGrids``), pulled taut. The raster's distance field from the point is
/// computed at most once, and only when some walk needs it.
///
/// A route's end points walk to every exit of their units; in a concourse with a hundred doors
/// the router asks for the few walks its search reaches (``Router/search(from:to:options:)``).
struct InsideWalks {
    /// The unit's raster, nil for a unit walked in straight lines.
    let grid: WalkGrid?
    /// Where the walks start.
    let point: Vec2
    /// The open cell nearest the start, nil when the raster cannot place it.
    let start: Int?
    /// Distances over the raster from ``start``, once computed.
    private var field: WalkGrid.Field?

    /// The walks from a point inside a unit of a graph.
    init(graph: WalkingGraph, unit: Int, from p: Vec2) {
        grid = graph.unitGrids[unit]
        point = p
        start = grid?.nearestOpen(to: p, within: 1.5)
    }

    /// Whether the walk to `q` is known to be straight without searching the raster.
    func isStraight(to q: Vec2) -> Bool {
        guard let grid, start != nil else { return true }
        return grid.lineOfSight(point, q, skippingEnds: WalkingGraph.endSkip)
    }

    /// The inner points of the walk to `q` (empty for a straight walk, or when the raster
    /// has no way there).
    mutating func via(to q: Vec2) -> [Vec2] {
        guard let grid, let start, !isStraight(to: q), let c = grid.nearestOpen(to: q, within: 1.5) else { return [] }
        if field == nil { field = grid.field(from: [(cell: start, label: 0)]) }
        guard let f = field, f.source[c] >= 0 else { return [] }
        let cells = grid.trace(f, from: c).reversed().map(grid.center)
        return Array(grid.taut([point] + cells + [q]).dropFirst().dropLast())
    }
}
