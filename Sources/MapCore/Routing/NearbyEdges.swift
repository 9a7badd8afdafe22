/// The edges of some rings that lie near a box, bucketed on a uniform grid so that the edges
/// near one segment are found without testing every edge: shared-wall detection between two
/// outlines of hundreds of vertices each (``PlanarGeometry/sharedBoundary(of:with:tolerance:maxAngle:)``)
/// then costs about the edges that are near each other, not the product of the vertex counts.
struct NearbyEdges {
    /// One edge, from `r` to `s`, with its bounding box.
    struct Edge {
        var r: Vec2
        var s: Vec2
        var box: Rect
    }

    /// The kept edges: those whose box meets the box given at creation.
    private(set) var edges: [Edge] = []
    /// The box of the kept edges.
    private(set) var bounds: Rect?
    private var origin = Vec2.zero
    private var cell = 1.0
    private var columns = 0
    private var rows = 0
    /// Edge numbers per grid cell (row-major); empty when there are few edges (scanned in full).
    private var buckets: [[Int32]] = []

    /// Below this many edges, a query scans them all.
    static let scanLimit = 24

    /// The edges of `rings` (each ring closed from its last point to its first) whose boxes
    /// meet `box`.
    init(rings: [[Vec2]], near box: Rect) {
        for ring in rings where ring.count >= 2 {
            var r = ring[ring.count - 1]
            for s in ring {
                defer { r = s }
                guard let b = Rect(points: [r, s]), b.intersects(box) else { continue }
                edges.append(Edge(r: r, s: s, box: b))
                bounds = bounds.map { $0.union(b) } ?? b
            }
        }
        guard edges.count > Self.scanLimit, let all = bounds else { return }
        // About one edge per cell, at most about a thousand cells a side.
        cell = Swift.max((all.width * all.height / Double(edges.count)).squareRoot(), Swift.max(all.width, all.height) / 1000, 1e-3)
        origin = all.min
        columns = Int(all.width / cell) + 1
        rows = Int(all.height / cell) + 1
        buckets = [[Int32]](repeating: [], count: columns * rows)
        for (k, e) in edges.enumerated() {
            let (c0, c1, r0, r1) = cells(of: e.box)
            for row in r0...r1 { for column in c0...c1 { buckets[row * columns + column].append(Int32(k)) } }
        }
    }

    /// The grid cells (clamped) a box covers: first and last column, first and last row.
    private func cells(of box: Rect) -> (Int, Int, Int, Int) {
        func index(_ v: Double, _ limit: Int) -> Int {
            guard v.isFinite else { return v > 0 ? limit - 1 : 0 }
            return Swift.min(limit - 1, Swift.max(0, Int((v / cell).rounded(.down))))
        }
        return (index(box.min.x - origin.x, columns), index(box.max.x - origin.x, columns),
                index(box.min.y - origin.y, rows), index(box.max.y - origin.y, rows))
    }

    /// Calls `body` once for every kept edge whose box meets `box`.
    func forEach(meeting box: Rect, _ body: (Edge) -> Void) {
        guard let all = bounds, all.intersects(box) else { return }
        if buckets.isEmpty {
            for e in edges where e.box.intersects(box) { body(e) }
            return
        }
        let (c0, c1, r0, r1) = cells(of: box)
        for row in r0...r1 {
            for column in c0...c1 {
                for k in buckets[row * columns + column] {
                    let e = edges[Int(k)]
                    guard e.box.intersects(box) else { continue }
                    // An edge in several cells is reported from the first cell it shares with the query.
                    let (ec0, _, er0, _) = cells(of: e.box)
                    guard column == Swift.max(c0, ec0), row == Swift.max(r0, er0) else { continue }
                    body(e)
                }
            }
        }
    }
}
