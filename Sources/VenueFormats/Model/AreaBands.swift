/// A polygonal geometry made ready for many "does it hold this point" questions: its edges in
/// latitude bands, so that each question tests the edges of one band instead of every edge of
/// every polygon (a level outline of many buildings, asked about each of thousands of units).
///
/// The answer is ``Geometry/contains(_:)``'s, bit for bit: the same crossing test on the same
/// edges with the same operands, polygon by polygon. Only an edge whose latitudes span the
/// point's can cross it, and every band such an edge overlaps holds it (bands follow
/// latitude in order, so the point's band lies between its ends' bands).
struct AreaBands {
    /// One edge of a ring: `a` is the ring's point `i`, `b` the one before it, as
    /// ``Geometry/contains(_:)`` takes them; `polygon` is the index of its polygon.
    struct Edge { var a: GeoPoint; var b: GeoPoint; var polygon: Int }

    private let south: Double, north: Double, bandHeight: Double, bandCount: Int
    /// The edges of band `k` are `edges[starts[k]..<starts[k + 1]]`, in polygon order.
    private var starts: [Int] = []
    private var edges: [Edge] = []

    /// Most bands: beyond this a band's share of the edges no longer shrinks much.
    static let maxBands = 1024

    init(_ g: Geometry) {
        var all: [Edge] = []
        var edgeCount = 0
        for rings in g.polygons { for ring in rings where ring.count >= 3 { edgeCount += ring.count } }
        all.reserveCapacity(edgeCount)
        for (k, rings) in g.polygons.enumerated() {
            for ring in rings where ring.count >= 3 {
                var j = ring.count - 1
                for i in 0..<ring.count {
                    all.append(Edge(a: ring[i], b: ring[j], polygon: k))
                    j = i
                }
            }
        }
        var lo = Double.infinity, hi = -Double.infinity
        for e in all {
            lo = min(lo, e.a.latitude, e.b.latitude)
            hi = max(hi, e.a.latitude, e.b.latitude)
        }
        south = lo
        north = hi
        let count = all.isEmpty || !(hi > lo) || !(hi - lo).isFinite ? 1 : max(1, min(Self.maxBands, all.count / 4))
        bandHeight = count == 1 ? .infinity : (hi - lo) / Double(count)
        bandCount = count
        // Two passes: how many edges each band holds, then the edges in place; each edge's
        // bands worked out once, in the first.
        var sizes = [Int](repeating: 0, count: count + 1)
        let spans = all.map { e in
            let (first, last) = bands(e)
            for k in first...last { sizes[k + 1] += 1 }
            return (first, last)
        }
        for k in 0..<count { sizes[k + 1] += sizes[k] }
        starts = sizes
        var next = sizes
        edges = [Edge](repeating: Edge(a: GeoPoint(longitude: 0, latitude: 0), b: GeoPoint(longitude: 0, latitude: 0), polygon: 0),
                       count: sizes[count])
        for (e, (first, last)) in zip(all, spans) {
            for k in first...last {
                edges[next[k]] = e
                next[k] += 1
            }
        }
    }

    /// The band of a latitude, clamped to the bands there are.
    private func band(_ latitude: Double) -> Int {
        let n = bandCount
        guard n > 1 else { return 0 }
        let f = ((latitude - south) / bandHeight).rounded(.down)
        return f.isNaN || f < 0 ? 0 : f >= Double(n - 1) ? n - 1 : Int(f)
    }

    private func bands(_ e: Edge) -> (Int, Int) {
        (band(min(e.a.latitude, e.b.latitude)), band(max(e.a.latitude, e.b.latitude)))
    }

    /// ``Geometry/contains(_:)`` of the geometry this was made from.
    func contains(_ p: GeoPoint) -> Bool {
        // No edge spans a latitude outside the geometry's (NaN included): no crossing.
        guard p.latitude >= south, p.latitude <= north else { return false }
        let k = band(p.latitude)
        var polygon = -1
        var inside = false
        for e in edges[starts[k]..<starts[k + 1]] {
            if e.polygon != polygon {
                if inside { return true }
                polygon = e.polygon
            }
            let a = e.a, b = e.b
            if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                let x = (b.longitude - a.longitude) * (p.latitude - a.latitude) / (b.latitude - a.latitude) + a.longitude
                if p.longitude < x { inside.toggle() }
            }
        }
        return inside
    }
}
