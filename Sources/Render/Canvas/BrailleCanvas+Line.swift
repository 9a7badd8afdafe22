import MapCore

extension BrailleCanvas {
    /// Draws a straight line between two points in dot coordinates.
    ///
    /// A point `(x, y)` falls in dot `(⌊x⌋, ⌊y⌋)`; both end dots are drawn. The segment is
    /// clipped to the canvas in floating point first, then rasterised with integer
    /// Bresenham, so the cost is bounded by the canvas size whatever the coordinates.
    /// Segments with a non-finite coordinate are skipped.
    public mutating func line(from a: Vec2, to b: Vec2, style: CellStyle = .plain,
                              priority: UInt8 = 0, stroke: Stroke = .thin) {
        withDotWriter { dots in Self.line(dots, from: a, to: b, style: style, priority: priority, width: stroke.width) }
    }

    /// Draws connected line segments through the points; `closed` also joins the last
    /// point to the first. Segments touching a non-finite point are skipped.
    ///
    /// With a double stroke a closed polyline also gets its inner ring (see ``Stroke``).
    public mutating func polyline(_ points: [Vec2], closed: Bool = false, style: CellStyle = .plain,
                                  priority: UInt8 = 0, stroke: Stroke = .thin) {
        guard !points.isEmpty else { return }
        let width = stroke.width
        withDotWriter { dots in
            if points.count == 1 {
                Self.line(dots, from: points[0], to: points[0], style: style, priority: priority, width: width)
                return
            }
            for i in 1..<points.count {
                Self.line(dots, from: points[i - 1], to: points[i], style: style, priority: priority, width: width)
            }
            if closed {
                Self.line(dots, from: points[points.count - 1], to: points[0], style: style, priority: priority, width: width)
            }
        }
        if closed && points.count > 1, stroke.isDouble, let inner = RingInset.inset(points, by: Stroke.doubleInset) {
            var single = stroke
            single.isDouble = false
            polyline(inner, closed: true, style: style, priority: priority, stroke: single)
        }
    }

    /// One segment through a dot writer: clipped in floating point, then rasterised
    /// (the body of ``line(from:to:style:priority:stroke:)``).
    @inline(__always)
    static func line(_ dots: DotWriter, from a: Vec2, to b: Vec2, style: CellStyle, priority: UInt8, width: Int) {
        let pad = Double(width)
        guard let (p, q) = LineClip.clip(a, b, minX: -pad, minY: -pad,
                                         maxX: Double(dots.dotWidth) + pad,
                                         maxY: Double(dots.dotHeight) + pad) else { return }
        let x0 = dotIndex(p.x, limit: dots.dotWidth), y0 = dotIndex(p.y, limit: dots.dotHeight)
        let x1 = dotIndex(q.x, limit: dots.dotWidth), y1 = dotIndex(q.y, limit: dots.dotHeight)
        bresenham(dots, x0, y0, x1, y1, width: width, style: style, priority: priority)
    }

    /// The dot index holding a coordinate, clamped to `-limit…2·limit` so that the
    /// conversion to `Int` is safe (the caller has already clipped near the canvas).
    @inline(__always)
    static func dotIndex(_ v: Double, limit: Int) -> Int {
        // Clipped coordinates are small: floor through Int, without a libm call.
        if v.magnitude < 1e15 {
            let i = Int(v)
            let f = Double(i) > v ? i - 1 : i
            return Swift.min(Swift.max(f, -limit - 8), 2 * limit + 8)
        }
        let f = v.rounded(.down)
        return Int(Swift.min(Swift.max(f, -Double(limit) - 8), 2 * Double(limit) + 8))
    }

    /// Integer Bresenham from (x0, y0) to (x1, y1), both ends included; `width` extra
    /// parallel dot lines thicken it across its major axis. Dots off the canvas are ignored.
    @inline(__always)
    static func bresenham(_ dots: DotWriter, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int,
                          width: Int, style: CellStyle, priority: UInt8) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        let xMajor = dx >= -dy
        let lo = -(width - 1) / 2, hi = width / 2
        var x = x0, y = y0, err = dx + dy
        while true {
            if width == 1 {
                dots.setDot(x: x, y: y, style: style, priority: priority)
            } else {
                for k in lo...hi {
                    if xMajor { dots.setDot(x: x, y: y + k, style: style, priority: priority) }
                    else { dots.setDot(x: x + k, y: y, style: style, priority: priority) }
                }
            }
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }
}
