import MapCore
import TerminalKit

extension BrailleCanvas {
    /// Fills the area inside `rings` with a dot pattern, using the even-odd rule over all
    /// rings together: holes and multipolygons can be passed as one flat list of rings.
    ///
    /// A dot is inside when its centre `(x + 0.5, y + 0.5)` is. Rings need not repeat
    /// their first point; vertices with non-finite (or absurdly large) coordinates are
    /// skipped. The fill is clipped to the canvas and costs O(E log E) for E edges plus
    /// the rows and crossings it covers. `origin` anchors the pattern phase in dots.
    public mutating func fillPolygon(rings: [[Vec2]], pattern: FillPattern = .solid,
                                     style: CellStyle = .plain, priority: UInt8 = 0,
                                     origin: (x: Int, y: Int) = (0, 0)) {
        guard pattern != .none, dotWidth > 0, dotHeight > 0 else { return }
        var scratch = fillScratch
        fillScratch = FillScratch()   // keep the buffers uniquely referenced while we work
        defer { fillScratch = scratch }
        let rows = dotHeight
        withDotWriter { dots in
            Self.scanSpans(rings, scaleX: 1, scaleY: 1, rows: rows, scratch: &scratch) { row, left, right in
                Self.fillSpan(dots, row: row, from: left, to: right, pattern: pattern, style: style, priority: priority, origin: origin)
            }
        }
    }

    /// Runs `span(row, left, right)` for every stretch of every row inside `rings` (even-odd
    /// rule), in a grid scaled from dot space by `scaleX` × `scaleY` (1 × 1: dot rows; ½ × ¼:
    /// cell rows), for the rows `0..<rows` whose centres (`row + 0.5`) the rings cross.
    /// `left` and `right` are the crossings in the scaled grid, unclipped.
    @inline(__always)
    static func scanSpans(_ rings: [[Vec2]], scaleX: Double, scaleY: Double, rows: Int,
                          scratch: inout FillScratch, _ span: (Int, Double, Double) -> Void) {
        if rings.count == 1, let r = uprightRectangle(rings[0], scaleX: scaleX, scaleY: scaleY) {
            // The same rows and crossings the edge table would give (its two upright
            // edges cross every row at their own x), without building it.
            let first = max(0, (r.minY - 0.5).rounded(.up))
            let last = min(Double(rows - 1), (r.maxY - 0.5).rounded(.up) - 1)
            guard first <= last else { return }
            for row in Int(first)...Int(last) { span(row, r.minX, r.maxX) }
            return
        }
        if rings.count == 1 && rings[0].count <= smallRing,
           smallRingSpans(rings[0], scaleX: scaleX, scaleY: scaleY, rows: rows, span) { return }
        buildEdges(rings, scaleX: scaleX, scaleY: scaleY, rows: rows, into: &scratch.edges)
        guard !scratch.edges.isEmpty else { return }
        sortByFirstRow(&scratch.edges)
        // The active list and the crossings never hold more than one entry per edge: size
        // them once and track their lengths by hand (no per-row reallocation or clearing).
        let count = scratch.edges.count
        if scratch.active.count < count { scratch.active += repeatElement(0, count: count - scratch.active.count) }
        if scratch.crossings.count < count { scratch.crossings += repeatElement(0, count: count - scratch.crossings.count) }
        scratch.edges.withUnsafeBufferPointer { edges in
            scratch.active.withUnsafeMutableBufferPointer { active in
                scratch.crossings.withUnsafeMutableBufferPointer { crossings in
                    var activeCount = 0
                    var next = 0
                    var row = edges[0].firstRow
                    while row < rows {
                        if activeCount == 0 {
                            guard next < count else { break }
                            row = max(row, edges[next].firstRow)
                        }
                        while next < count && edges[next].firstRow <= row {
                            active[activeCount] = next
                            activeCount += 1
                            next += 1
                        }
                        var kept = 0
                        for k in 0..<activeCount where edges[active[k]].lastRow >= row {
                            active[kept] = active[k]
                            kept += 1
                        }
                        activeCount = kept
                        for k in 0..<activeCount { crossings[k] = edges[active[k]].x(atRow: row) }
                        Self.sortPrefix(crossings, activeCount)
                        var k = 0
                        while k + 1 < activeCount {
                            span(row, crossings[k], crossings[k + 1])
                            k += 2
                        }
                        row += 1
                    }
                }
            }
        }
    }

    /// Sorts edges by first row, keeping the order of edges that start on the same row
    /// (a stable sort, so the result is the library's): insertion sort for the usual
    /// handful of edges, the library sort beyond that.
    @inline(__always)
    private static func sortByFirstRow(_ edges: inout [FillEdge]) {
        guard edges.count <= 16 else {
            edges.sort { $0.firstRow < $1.firstRow }
            return
        }
        edges.withUnsafeMutableBufferPointer { e in
            var i = 1
            while i < e.count {
                let v = e[i]
                var j = i - 1
                while j >= 0 && e[j].firstRow > v.firstRow {
                    e[j + 1] = e[j]
                    j -= 1
                }
                e[j + 1] = v
                i += 1
            }
        }
    }

    /// Sorts the first `count` values ascending: insertion sort for the usual handful of
    /// crossings, the library sort beyond that.
    @inline(__always)
    static func sortPrefix(_ values: UnsafeMutableBufferPointer<Double>, _ count: Int) {
        guard count > 16 else {
            var i = 1
            while i < count {
                let v = values[i]
                var j = i - 1
                while j >= 0 && values[j] > v {
                    values[j + 1] = values[j]
                    j -= 1
                }
                values[j + 1] = v
                i += 1
            }
            return
        }
        var prefix = UnsafeMutableBufferPointer(rebasing: values[0..<count])
        prefix.sort()
    }

    /// The ring as an upright rectangle in the scaled grid (points snapped and scaled as
    /// ``buildEdges`` does): four corners, the first maybe repeated, joined by level and
    /// upright sides; nil for any other ring or one with an unusable coordinate.
    @inline(__always)
    static func uprightRectangle(_ ring: [Vec2], scaleX: Double, scaleY: Double) -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        let n = ring.count
        guard n == 4 || (n == 5 && ring[4] == ring[0]) else { return nil }
        let limit = PolygonFillLimits.maxCoordinate
        var p: (Vec2, Vec2, Vec2, Vec2) = (.zero, .zero, .zero, .zero)
        for k in 0..<4 {
            let raw = ring[k]
            guard raw.x.isFinite, raw.y.isFinite, abs(raw.x) <= limit, abs(raw.y) <= limit else { return nil }
            let q = Vec2(snapped(raw.x) * scaleX, snapped(raw.y) * scaleY)
            switch k {
            case 0: p.0 = q
            case 1: p.1 = q
            case 2: p.2 = q
            default: p.3 = q
            }
        }
        let levelFirst = p.0.y == p.1.y && p.1.x == p.2.x && p.2.y == p.3.y && p.3.x == p.0.x
        let uprightFirst = p.0.x == p.1.x && p.1.y == p.2.y && p.2.x == p.3.x && p.3.y == p.0.y
        guard levelFirst || uprightFirst else { return nil }
        return (min(p.0.x, p.2.x), max(p.0.x, p.2.x), min(p.0.y, p.2.y), max(p.0.y, p.2.y))
    }

    /// Appends the edges of every ring, scaled from dot space, that cross a row centre of
    /// rows `0..<rows`.
    private static func buildEdges(_ rings: [[Vec2]], scaleX: Double, scaleY: Double, rows: Int, into edges: inout [FillEdge]) {
        edges.removeAll(keepingCapacity: true)
        let lastRow = Double(rows - 1)
        for ring in rings {
            var first: Vec2?
            var previous: Vec2?
            for raw in ring {
                guard let p = scaledPoint(raw, scaleX: scaleX, scaleY: scaleY) else { continue }
                if let q = previous { if let e = edge(q, p, lastRow: lastRow) { edges.append(e) } } else { first = p }
                previous = p
            }
            if let a = previous, let b = first, let e = edge(a, b, lastRow: lastRow) { edges.append(e) }
        }
    }

    /// A ring point snapped like line ends (see `snapped`: whole-dot moves stay exact) and
    /// scaled from dot space; nil for an unusable coordinate (left out of the ring).
    @inline(__always)
    private static func scaledPoint(_ raw: Vec2, scaleX: Double, scaleY: Double) -> Vec2? {
        let limit = PolygonFillLimits.maxCoordinate
        guard raw.x.isFinite, raw.y.isFinite, abs(raw.x) <= limit, abs(raw.y) <= limit else { return nil }
        return Vec2(snapped(raw.x) * scaleX, snapped(raw.y) * scaleY)
    }

    /// The edge from `a` to `b` (scaled points) when it crosses a row centre of rows
    /// `0...lastRow`.
    @inline(__always)
    private static func edge(_ a: Vec2, _ b: Vec2, lastRow: Double) -> FillEdge? {
        guard a.y != b.y else { return nil }
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        // Rows r with top.y <= r + 0.5 < bottom.y.
        let first = max(0, (top.y - 0.5).rounded(.up))
        let last = min(lastRow, (bottom.y - 0.5).rounded(.up) - 1)
        guard first <= last else { return nil }
        return FillEdge(firstRow: Int(first), lastRow: Int(last), x0: top.x, y0: top.y, dx: bottom.x - top.x, dy: bottom.y - top.y)
    }

    /// Rings of at most this many points (a standing wall's face, a room) may be scanned
    /// by ``smallRingSpans`` without the edge table's buffers.
    static let smallRing = 24

    /// ``scanSpans`` for one ring of at most ``smallRing`` points: the same edges, and on
    /// each row the same crossings (those of the edges whose rows hold it) sorted and paired,
    /// with the edges on the stack and each row's crossings gathered afresh. Each row reads
    /// every edge, so a ring of more than eight edges over more than 16 rows is left to the
    /// edge table: false then, before any span.
    @inline(__always)
    private static func smallRingSpans(_ ring: [Vec2], scaleX: Double, scaleY: Double, rows: Int,
                                       _ span: (Int, Double, Double) -> Void) -> Bool {
        withUnsafeTemporaryAllocation(of: FillEdge.self, capacity: smallRing) { edges in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: smallRing) { crossings in
                let lastRow = Double(rows - 1)
                var count = 0
                var first: Vec2?
                var previous: Vec2?
                func add(_ a: Vec2, _ b: Vec2) {
                    guard let e = edge(a, b, lastRow: lastRow) else { return }
                    edges.initializeElement(at: count, to: e)
                    count += 1
                }
                for raw in ring {
                    guard let p = scaledPoint(raw, scaleX: scaleX, scaleY: scaleY) else { continue }
                    if let q = previous { add(q, p) } else { first = p }
                    previous = p
                }
                if let a = previous, let b = first { add(a, b) }
                defer { edges.baseAddress!.deinitialize(count: count) }
                guard count > 0 else { return true }
                var top = edges[0].firstRow, bottom = edges[0].lastRow
                for k in 1..<count {
                    top = min(top, edges[k].firstRow)
                    bottom = max(bottom, edges[k].lastRow)
                }
                if count > 8 && bottom - top >= 16 { return false }
                for row in top...bottom {
                    var n = 0
                    for k in 0..<count where edges[k].firstRow <= row && row <= edges[k].lastRow {
                        crossings[n] = edges[k].x(atRow: row)
                        n += 1
                    }
                    sortPrefix(crossings, n)
                    var k = 0
                    while k + 1 < n {
                        span(row, crossings[k], crossings[k + 1])
                        k += 2
                    }
                }
                return true
            }
        }
    }

    /// Sets the pattern's dots in one dot row whose centres lie in `[left, right)`.
    @inline(__always)
    private static func fillSpan(_ dots: DotWriter, row y: Int, from left: Double, to right: Double,
                                 pattern: FillPattern, style: CellStyle, priority: UInt8,
                                 origin: (x: Int, y: Int)) {
        let w = Double(dots.dotWidth)
        // Dots x with left <= x + 0.5 < right.
        let a = Int(min(max((left - 0.5).rounded(.up), 0), w))
        let b = Int(min(max((right - 0.5).rounded(.up), 0), w)) - 1
        guard a <= b else { return }
        let bits = pattern.rowBits(y - origin.y)
        guard bits != 0 else { return }
        let leftBit = BrailleDots.leftBit(row: y), rightBit = BrailleDots.rightBit(row: y)
        let rowStart = (y >> 2) * dots.columns
        var x = a
        while x <= b {
            var cellBits: UInt8 = 0
            if x & 1 == 0 {
                if bits >> UInt8((x - origin.x) & 3) & 1 != 0 { cellBits |= leftBit }
                x += 1
            }
            if x <= b, bits >> UInt8((x - origin.x) & 3) & 1 != 0 { cellBits |= rightBit }
            if cellBits != 0 {
                dots.paint(cell: rowStart + (x >> 1), bits: cellBits, style: style, priority: priority)
            }
            x += 1
        }
    }
}
