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
        let pad = Double(stroke.width)
        guard let (p, q) = LineClip.clip(a, b, minX: -pad, minY: -pad,
                                         maxX: Double(dotWidth) + pad,
                                         maxY: Double(dotHeight) + pad) else { return }
        let x0 = Self.dotIndex(p.x, limit: dotWidth), y0 = Self.dotIndex(p.y, limit: dotHeight)
        let x1 = Self.dotIndex(q.x, limit: dotWidth), y1 = Self.dotIndex(q.y, limit: dotHeight)
        bresenham(x0, y0, x1, y1, width: stroke.width, style: style, priority: priority)
    }

    /// Draws connected line segments through the points; `closed` also joins the last
    /// point to the first. Segments touching a non-finite point are skipped.
    ///
    /// With a double stroke a closed polyline also gets its inner ring (see ``Stroke``).
    public mutating func polyline(_ points: [Vec2], closed: Bool = false, style: CellStyle = .plain,
                                  priority: UInt8 = 0, stroke: Stroke = .thin) {
        guard !points.isEmpty else { return }
        if points.count == 1 {
            line(from: points[0], to: points[0], style: style, priority: priority, stroke: stroke)
            return
        }
        for i in 1..<points.count {
            line(from: points[i - 1], to: points[i], style: style, priority: priority, stroke: stroke)
        }
        if closed {
            line(from: points[points.count - 1], to: points[0], style: style, priority: priority, stroke: stroke)
            if stroke.isDouble, let inner = RingInset.inset(points, by: Stroke.doubleInset) {
                var single = stroke
                single.isDouble = false
                polyline(inner, closed: true, style: style, priority: priority, stroke: single)
            }
        }
    }

    /// The dot index holding a coordinate, clamped to `-limit…2·limit` so that the
    /// conversion to `Int` is safe (the caller has already clipped near the canvas).
    @inline(__always)
    static func dotIndex(_ v: Double, limit: Int) -> Int {
        let f = v.rounded(.down)
        return Int(Swift.min(Swift.max(f, -Double(limit) - 8), 2 * Double(limit) + 8))
    }

    /// Integer Bresenham from (x0, y0) to (x1, y1), both ends included; `width` extra
    /// parallel dot lines thicken it across its major axis. Dots off the canvas are ignored.
    mutating func bresenham(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int,
                            width: Int, style: CellStyle, priority: UInt8) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        let xMajor = dx >= -dy
        let lo = -(width - 1) / 2, hi = width / 2
        var x = x0, y = y0, err = dx + dy
        while true {
            if width == 1 {
                setDot(x: x, y: y, style: style, priority: priority)
            } else {
                for k in lo...hi {
                    if xMajor { setDot(x: x, y: y + k, style: style, priority: priority) }
                    else { setDot(x: x + k, y: y, style: style, priority: priority) }
                }
            }
            if x == x1 && y == y1 { break }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }
}
