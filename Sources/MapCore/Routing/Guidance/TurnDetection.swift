import Foundation

/// Where a walked polyline turns, and which way, ignoring the jitter of tiny segments.
///
/// The line is first simplified (Douglas–Peucker, ``tolerance``), so zigzags between doorways
/// a few centimeters apart vanish; bends joined by a segment shorter than ``shortSegment`` count
/// as one bend (two 45° bends a meter apart are one left turn; a jog left then right is none);
/// a first or last segment that short turns nothing (a label point a meter from its door).
public enum TurnDetection {
    /// How far (meters) the simplified line may stray from the walked one.
    public static let tolerance = 0.6
    /// Segments shorter than this (meters) join the bends at their ends into one.
    public static let shortSegment = 2.0

    /// A place where the walk turns.
    public struct Bend: Sendable, Equatable {
        /// Index into the polyline's points of the vertex where it turns.
        public var index: Int
        /// Which way.
        public var turn: Turn
        /// The signed change of direction in degrees (positive to the left).
        public var degrees: Double
    }

    /// The compass bearing from `a` to `b`: degrees clockwise from north (local meters are
    /// east, north), in [0, 360).
    public static func bearing(from a: Vec2, to b: Vec2) -> Double {
        let d = atan2(b.x - a.x, b.y - a.y) * 180 / .pi
        return d < 0 ? d + 360 : (d >= 360 ? d - 360 : d)
    }

    /// The signed change from one compass bearing to another, in (-180, 180]: positive is a
    /// turn to the left (counter-clockwise), negative to the right.
    public static func change(from a: Double, to b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 360)
        if d <= -180 { d += 360 }
        if d > 180 { d -= 360 }
        return d
    }

    /// The bends of a polyline, in order (never straight ones).
    public static func bends(_ points: [Vec2]) -> [Bend] {
        let idx = simplifiedIndices(points, tolerance: tolerance)
        let v = idx.map { points[$0] }
        guard v.count >= 3 else { return [] }
        let lengths = (0..<(v.count - 1)).map { v[$0].distance(to: v[$0 + 1]) }
        let bearings = (0..<(v.count - 1)).map { bearing(from: v[$0], to: v[$0 + 1]) }
        var out: [Bend] = []
        var k = 1
        while k <= v.count - 2 {
            var end = k
            while end + 1 <= v.count - 2, lengths[end] < shortSegment { end += 1 }
            defer { k = end + 1 }
            // A short first or last segment is the way out of a room or into it: no bend.
            if k == 1, lengths[0] < shortSegment { continue }
            if end == v.count - 2, lengths[end] < shortSegment { continue }
            var degrees = change(from: bearings[k - 1], to: bearings[end])
            var turn = Turn(degrees: degrees)
            // Round the end of a wall wider than a corridor: a sharp turn to the side walked
            // round, not "turn around" (which says: walk back the way you came).
            if turn == .uturn, offset(v[end + 1], fromLine: v[k - 1], v[k]) > reversalWidth || offset(v[end], fromLine: v[k - 1], v[k]) > reversalWidth {
                let left = (v[k].x - v[k - 1].x) * (v[end].y - v[k].y) - (v[k].y - v[k - 1].y) * (v[end].x - v[k].x) > 0
                turn = left ? .sharpLeft : .sharpRight
                degrees = left ? Swift.abs(degrees) : -Swift.abs(degrees)
            }
            if turn != .straight { out.append(Bend(index: idx[k], turn: turn, degrees: degrees)) }
        }
        return out
    }

    /// How far (meters) the walk back may run beside the walk there and still be "turning
    /// around": about a corridor's width.
    public static let reversalWidth = 2.5
    /// Bends closer than this (meters) along one space are one step (``mergingZigzags(_:_:oneSpace:)``).
    public static let zigzag = 6.0

    /// The distance of `p` from the line through `a` and `b` (from `a` when they coincide).
    static func offset(_ p: Vec2, fromLine a: Vec2, _ b: Vec2) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
        guard len > 1e-9 else { return p.distance(to: a) }
        return Swift.abs(dx * (p.y - a.y) - dy * (p.x - a.x)) / len
    }

    /// Bends with the zigzags taken out: consecutive bends less than ``zigzag`` apart along the
    /// walk, with the walk around them in one space (`oneSpace` of a point before the first, the
    /// middle and a point after the last), whose changes together come to less than a sharp
    /// turn, are one bend at the first (their summed change), or none when they cancel out
    /// ("sharp right, 4 m, sharp left" along one corridor is walking straight on).
    public static func mergingZigzags(_ bends: [Bend], _ points: [Vec2], oneSpace: ([Vec2]) -> Bool) -> [Bend] {
        guard bends.count >= 2 else { return bends }
        var along = [0.0]
        for i in points.indices.dropFirst() { along.append(along[i - 1] + points[i - 1].distance(to: points[i])) }
        func at(_ d: Double) -> Vec2 {
            let d = Swift.max(0, Swift.min(along[along.count - 1], d))
            guard let i = along.indices.dropFirst().first(where: { along[$0] >= d }) else { return points[points.count - 1] }
            let len = along[i] - along[i - 1], f = len > 0 ? (d - along[i - 1]) / len : 0
            return Vec2(points[i - 1].x + (points[i].x - points[i - 1].x) * f, points[i - 1].y + (points[i].y - points[i - 1].y) * f)
        }
        var out: [Bend] = []
        var i = 0
        while i < bends.count {
            var j = i, total = bends[i].degrees
            while j + 1 < bends.count {
                let a = along[bends[j].index], b = along[bends[j + 1].index]
                let net = change(from: 0, to: -(total + bends[j + 1].degrees))
                guard b - a < zigzag, Swift.abs(net) < 120,
                      oneSpace([at(along[bends[i].index] - 1), at((a + b) / 2), at(b + 1)]) else { break }
                j += 1
                total = net
            }
            defer { i = j + 1 }
            if j == i { out.append(bends[i]); continue }
            let turn = Turn(degrees: total)
            if turn != .straight { out.append(Bend(index: bends[i].index, turn: turn, degrees: total)) }
        }
        return out
    }

    /// The indices of the points Douglas–Peucker keeps (the first and last always).
    static func simplifiedIndices(_ points: [Vec2], tolerance: Double) -> [Int] {
        guard points.count > 2 else { return Array(points.indices) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var stack = [(0, points.count - 1)]
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var far = -1, farDistance = tolerance
            for i in (a + 1)..<b {
                let d = PlanarGeometry.distance(from: points[i], toSegment: points[a], points[b])
                if d > farDistance { far = i; farDistance = d }
            }
            if far >= 0 {
                keep[far] = true
                stack.append((a, far))
                stack.append((far, b))
            }
        }
        return points.indices.filter { keep[$0] }
    }

    /// "north", "northeast", … for a compass bearing.
    public static func compassWord(_ bearing: Double) -> String {
        let words = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
        let i = Int(((bearing.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45).rounded(.down)) % 8
        return words[i]
    }
}
