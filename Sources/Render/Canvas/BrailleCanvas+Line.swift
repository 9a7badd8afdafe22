import MapCore
import TerminalKit

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
            // A thin ring that repeats its first point is closed already: the closing
            // segment would only draw the first point's dot again, in the same style.
            if closed && (width != 1 || points[points.count - 1] != points[0]) {
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
    ///
    /// A segment that runs off the canvas draws the visible stretch of the Bresenham
    /// line between its *own* end dots, not a new line between the clipped ends: the
    /// clipped ends move along the canvas edge as the map pans, and a line restarted
    /// there would step at other places each time (long sloping walls would shimmer,
    /// and a pan would no longer be the same dots moved).
    @inline(__always)
    static func line(_ dots: DotWriter, from a: Vec2, to b: Vec2, style: CellStyle, priority: UInt8, width: Int) {
        let pad = Double(width)
        guard let (p, q) = LineClip.clip(a, b, minX: -pad, minY: -pad,
                                         maxX: Double(dots.dotWidth) + pad,
                                         maxY: Double(dots.dotHeight) + pad) else { return }
        let ax = snapped(a.x), ay = snapped(a.y), bx = snapped(b.x), by = snapped(b.y)
        let reach = Double(1 << 24)   // products of two such indices stay far inside Int
        let clipped = p.x != a.x || p.y != a.y || q.x != b.x || q.y != b.y
        if !clipped {
            bresenham(dots, dotIndex(ax, limit: dots.dotWidth), dotIndex(ay, limit: dots.dotHeight),
                      dotIndex(bx, limit: dots.dotWidth), dotIndex(by, limit: dots.dotHeight),
                      steps: 0...Int.max, width: width, style: style, priority: priority)
            return
        }
        if ax.magnitude < reach && ay.magnitude < reach && bx.magnitude < reach && by.magnitude < reach {
            let x0 = Int(ax.rounded(.down)), y0 = Int(ay.rounded(.down))
            let x1 = Int(bx.rounded(.down)), y1 = Int(by.rounded(.down))
            let xMajor = abs(x1 - x0) >= abs(y1 - y0)
            let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
            // Steps along the major axis from a's dot to each clipped end (one spare each side).
            func step(_ v: Vec2) -> Int {
                xMajor ? (Int(snapped(v.x).rounded(.down)) - x0) * sx : (Int(snapped(v.y).rounded(.down)) - y0) * sy
            }
            let kp = step(p), kq = step(q)
            bresenham(dots, x0, y0, x1, y1, steps: (min(kp, kq) - 1)...(max(kp, kq) + 1),
                      width: width, style: style, priority: priority)
            return
        }
        let x0 = dotIndex(snapped(p.x), limit: dots.dotWidth), y0 = dotIndex(snapped(p.y), limit: dots.dotHeight)
        let x1 = dotIndex(snapped(q.x), limit: dots.dotWidth), y1 = dotIndex(snapped(q.y), limit: dots.dotHeight)
        bresenham(dots, x0, y0, x1, y1, steps: 0...Int.max, width: width, style: style, priority: priority)
    }

    /// The dot holding `p` when `p` lies on the canvas, else nil. A segment between two
    /// points on the canvas is never clipped: ``line(_:from:to:style:priority:width:)``
    /// draws it as ``bresenham(_:_:_:_:_:steps:width:style:priority:)`` between these dots.
    @inline(__always)
    static func dotOnCanvas(_ p: Vec2, _ dots: DotWriter) -> (x: Int, y: Int)? {
        guard p.x >= 0, p.y >= 0, p.x < Double(dots.dotWidth), p.y < Double(dots.dotHeight) else { return nil }
        return (snappedDot(p.x, limit: dots.dotWidth), snappedDot(p.y, limit: dots.dotHeight))
    }

    /// `dotIndex(snapped(v), limit:)` for `v` in `0..<limit`: a coordinate at least 1/1024
    /// of a dot from either edge of its dot stays in that dot when snapped (snapping moves
    /// it by at most 1/2048), so only coordinates near an edge are snapped.
    @inline(__always)
    static func snappedDot(_ v: Double, limit: Int) -> Int {
        let i = Int(v)
        let fraction = v - Double(i)
        if fraction >= 1.0 / 1024 && fraction <= 1 - 1.0 / 1024 { return i }
        return dotIndex(snapped(v), limit: limit)
    }

    /// Whether the segment from `a` to `b` runs along one column or one row of dots, so
    /// that drawing it from either end sets the same dots (coordinates within ±2²⁰ dots).
    static func uprightOrLevel(_ a: Vec2, _ b: Vec2) -> Bool {
        let reach = Double(1 << 20)
        guard a.x.magnitude < reach, a.y.magnitude < reach, b.x.magnitude < reach, b.y.magnitude < reach else { return false }
        return dotIndex(snapped(a.x), limit: Int(reach)) == dotIndex(snapped(b.x), limit: Int(reach))
            || dotIndex(snapped(a.y), limit: Int(reach)) == dotIndex(snapped(b.y), limit: Int(reach))
    }

    /// A coordinate rounded to 1/1024 of a dot, before it is rasterised.
    ///
    /// Projection leaves rounding noise (a wall at 12 dots may arrive as 11.999999999),
    /// and the noise differs from one camera position to the next. Without this a map
    /// moved by whole cells would not be the same dots moved: walls that lie exactly on
    /// a dot boundary would flip between two dots as you pan (and the terminal would
    /// have to redraw them). Multiples of 1/1024 are exact in binary, so a whole-dot
    /// move of snapped coordinates is exact too.
    ///
    /// Rounds half away from zero, as `rounded()` does, without its library call (x86-64
    /// has no rounding instruction before SSE4.1): the fraction left by truncating to an
    /// integer is exact, so the result is bit for bit the same, the sign of zero included.
    @inline(__always)
    static func snapped(_ v: Double) -> Double {
        guard v.magnitude < 1e12 else { return v }
        let s = v * 1024
        let whole = Double(Int64(s))   // truncated; exact below 2⁵³
        let fraction = s - whole
        var r = whole
        if fraction >= 0.5 { r += 1 } else if fraction <= -0.5 { r -= 1 }
        if r == 0 && s.sign == .minus { r = -0.0 }
        return r / 1024
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

    /// The thin line's dots from step `first` to step `last` when it runs along one dot row
    /// (`level`) or one dot column from (x0, y0) in direction (sx, sy): the dots Bresenham
    /// steps through there, painted a cell at a time (each cell once, with all its dots).
    @inline(__always)
    static func straight(_ dots: DotWriter, _ x0: Int, _ y0: Int, _ sx: Int, _ sy: Int, first: Int, last: Int,
                         level: Bool, style: CellStyle, priority: UInt8) {
        let columns = dots.columns
        if level {
            guard y0 >= 0, y0 < dots.dotHeight else { return }
            let a = x0 + sx * first, b = x0 + sx * last
            let lo = max(0, min(a, b)), hi = min(dots.dotWidth - 1, max(a, b))
            guard lo <= hi else { return }
            let rowStart = (y0 >> 2) * columns
            let leftBit = BrailleDots.bit(x: 0, y: y0), rightBit = BrailleDots.bit(x: 1, y: y0)
            var x = lo
            while x <= hi {
                var bits: UInt8
                if x & 1 == 0 {
                    bits = leftBit
                    if x < hi { bits |= rightBit }
                } else {
                    bits = rightBit
                }
                dots.paint(cell: rowStart + (x >> 1), bits: bits, style: style, priority: priority)
                x = (x | 1) + 1
            }
        } else {
            guard x0 >= 0, x0 < dots.dotWidth else { return }
            let a = y0 + sy * first, b = y0 + sy * last
            let lo = max(0, min(a, b)), hi = min(dots.dotHeight - 1, max(a, b))
            guard lo <= hi else { return }
            let column = x0 >> 1
            var y = lo
            while y <= hi {
                let end = min(hi, y | 3)
                var bits: UInt8 = 0
                for k in y...end { bits |= BrailleDots.bit(x: x0, y: k) }
                dots.paint(cell: (y >> 2) * columns + column, bits: bits, style: style, priority: priority)
                y = end + 1
            }
        }
    }

    /// Integer Bresenham from (x0, y0) to (x1, y1), both ends included, drawing only the
    /// dots whose step along the major axis lies in `steps` (step 0 is (x0, y0)); `width`
    /// extra parallel dot lines thicken it across its major axis. Dots off the canvas are
    /// ignored.
    ///
    /// The first dot drawn comes from the closed form of the same algorithm: after k
    /// steps along the major axis of length A, with B along the minor one, the minor
    /// axis has moved ⌊(2kB + A) / 2A⌋ dots, and the error term is A − B − kB + mA
    /// (x-major; swap the roles for y-major). So a stretch costs its own length, and is
    /// exactly the dots the whole line would have had there.
    @inline(__always)
    static func bresenham(_ dots: DotWriter, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, steps: ClosedRange<Int>,
                          width: Int, style: CellStyle, priority: UInt8) {
        let dx = abs(x1 - x0), dy = -abs(y1 - y0)
        let sx = x0 < x1 ? 1 : -1, sy = y0 < y1 ? 1 : -1
        let xMajor = dx >= -dy
        let length = xMajor ? dx : -dy
        let first = Swift.max(0, steps.lowerBound), last = Swift.min(length, steps.upperBound)
        guard first <= last else { return }
        if width == 1 && (dx == 0 || dy == 0) {
            straight(dots, x0, y0, sx, sy, first: first, last: last, level: dy == 0, style: style, priority: priority)
            return
        }
        let lo = -(width - 1) / 2, hi = width / 2
        var x: Int, y: Int, err: Int
        if first == 0 {
            x = x0
            y = y0
            err = dx + dy
        } else if xMajor {
            let m = dx == 0 ? 0 : (2 * first * -dy + dx) / (2 * dx)
            x = x0 + sx * first
            y = y0 + sy * m
            err = dx + dy + first * dy + m * dx
        } else {
            let m = (2 * first * dx - dy) / (-2 * dy)
            y = y0 + sy * first
            x = x0 + sx * m
            err = dx + dy + first * dx + m * dy
        }
        if width == 1 {
            // Dots in a row that fall in the same cell are painted together: one paint per
            // cell visited instead of one per dot (the same result, as every paint of a
            // line has the same style and priority).
            var cell = -1, bits: UInt8 = 0
            let w = dots.dotWidth, h = dots.dotHeight, columns = dots.columns
            for _ in first...last {
                if x >= 0 && y >= 0 && x < w && y < h {
                    let c = (y >> 2) * columns + (x >> 1)
                    if c != cell {
                        if cell >= 0 { dots.paint(cell: cell, bits: bits, style: style, priority: priority) }
                        cell = c
                        bits = 0
                    }
                    bits |= BrailleDots.bit(x: x, y: y)
                }
                let e2 = 2 * err
                if e2 >= dy { err += dy; x += sx }
                if e2 <= dx { err += dx; y += sy }
            }
            if cell >= 0 { dots.paint(cell: cell, bits: bits, style: style, priority: priority) }
            return
        }
        for _ in first...last {
            for k in lo...hi {
                if xMajor { dots.setDot(x: x, y: y + k, style: style, priority: priority) }
                else { dots.setDot(x: x + k, y: y, style: style, priority: priority) }
            }
            let e2 = 2 * err
            if e2 >= dy { err += dy; x += sx }
            if e2 <= dx { err += dx; y += sy }
        }
    }
}
