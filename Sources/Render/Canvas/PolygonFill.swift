
/// One polygon edge in the scanline edge table: the dot rows whose centres it crosses
/// and enough to find its x at any of those rows.
struct FillEdge: Sendable {
    /// First dot row whose centre line the edge crosses.
    var firstRow: Int
    /// Last dot row whose centre line the edge crosses.
    var lastRow: Int
    /// The upper end point.
    var x0: Double, y0: Double
    /// The lower end point minus the upper one.
    var dx: Double, dy: Double

    /// The edge's x on the horizontal line through the centres of `row`.
    @inline(__always)
    func x(atRow row: Int) -> Double {
        x0 + dx * ((Double(row) + 0.5 - y0) / dy)
    }
}

/// Reusable buffers for scanline fills, so repeated fills do not allocate.
struct FillScratch: Sendable {
    /// The edge table, sorted by first row before scanning.
    var edges: [FillEdge] = []
    /// Indices into `edges` of the edges crossing the current row.
    var active: [Int] = []
    /// Crossing x positions on the current row.
    var crossings: [Double] = []
}

/// Limits for polygon fill input.
enum PolygonFillLimits {
    /// Vertices with a coordinate larger than this in magnitude are treated like
    /// non-finite ones and skipped, so that edge arithmetic cannot overflow.
    static let maxCoordinate = 1e150
}
