import Foundation

/// Small planar helpers for building IMDF features from OSM geometry, in local meters
/// around a reference latitude (good to centimetres across a building).
enum OSMGeometry {
    /// Meters per degree of latitude.
    static let metersPerDegree = 111_320.0

    /// East/north meters of `p` from `origin`.
    static func meters(_ p: GeoPoint, from origin: GeoPoint) -> (x: Double, y: Double) {
        ((p.longitude - origin.longitude) * metersPerDegree * cos(origin.latitude * .pi / 180),
         (p.latitude - origin.latitude) * metersPerDegree)
    }

    /// The position `x`, `y` meters east and north of `origin`.
    static func point(x: Double, y: Double, from origin: GeoPoint) -> GeoPoint {
        GeoPoint(longitude: origin.longitude + x / (metersPerDegree * cos(origin.latitude * .pi / 180)),
                 latitude: origin.latitude + y / metersPerDegree)
    }

    /// Where `p` is closest to a ring: the segment index, the parameter along it and the distance in meters.
    static func nearest(on ring: [GeoPoint], to p: GeoPoint) -> (segment: Int, t: Double, meters: Double)? {
        guard ring.count >= 2 else { return nil }
        var best: (Int, Double, Double)?
        // ``meters(_:from:)`` with the cosine taken once (the same arithmetic, in the same order).
        let c = cos(p.latitude * .pi / 180)
        func offset(_ q: GeoPoint) -> (x: Double, y: Double) {
            ((q.longitude - p.longitude) * metersPerDegree * c, (q.latitude - p.latitude) * metersPerDegree)
        }
        for i in 0..<(ring.count - 1) {
            let a = offset(ring[i]), b = offset(ring[i + 1])
            let dx = b.x - a.x, dy = b.y - a.y
            let len2 = dx * dx + dy * dy
            let t = len2 > 0 ? max(0, min(1, -(a.x * dx + a.y * dy) / len2)) : 0
            let cx = a.x + t * dx, cy = a.y + t * dy
            let d = (cx * cx + cy * cy).squareRoot()
            if best == nil || d < best!.2 { best = (i, t, d) }
        }
        return best
    }

    /// The stretch of a closed ring of `width` meters centred where `p` lies on it, following
    /// the ring through its corners (so a door at a corner stays on the wall).
    static func stretch(of ring: [GeoPoint], around p: GeoPoint, width: Double) -> [GeoPoint]? {
        guard let at = nearest(on: ring, to: p) else { return nil }
        let n = ring.count - 1  // segments of a closed ring
        guard n >= 2 else { return nil }
        func walk(forward: Bool) -> [GeoPoint] {
            var out: [GeoPoint] = []
            var remaining = width / 2
            var seg = at.segment
            var from = p
            for _ in 0..<n {
                let to = forward ? ring[seg + 1] : ring[seg]
                let d = meters(to, from: from)
                let len = (d.x * d.x + d.y * d.y).squareRoot()
                if len >= remaining {
                    let f = len > 0 ? remaining / len : 0
                    out.append(point(x: d.x * f, y: d.y * f, from: from))
                    return out
                }
                remaining -= len
                out.append(to)
                from = to
                seg = forward ? (seg + 1) % n : (seg - 1 + n) % n
            }
            return out
        }
        let back = walk(forward: false), ahead = walk(forward: true)
        return back.reversed() + [p] + ahead
    }

    /// A point inside a polygon (its first ring, holes respected): the middle of the widest
    /// stretch of the horizontal line through the box's centre that lies inside.
    static func interiorPoint(_ rings: [[GeoPoint]]) -> GeoPoint? {
        guard let box = GeoBounds(points: rings.first ?? []) else { return nil }
        let c = box.center
        if Geometry.polygon(rings).contains(c) { return c }
        for fraction in [0.5, 0.3, 0.7, 0.15, 0.85] {
            let lat = box.min.latitude + (box.max.latitude - box.min.latitude) * fraction
            var xs: [Double] = []
            for ring in rings where ring.count >= 2 {
                for i in 0..<(ring.count - 1) {
                    let a = ring[i], b = ring[i + 1]
                    if (a.latitude > lat) != (b.latitude > lat) {
                        xs.append(a.longitude + (lat - a.latitude) * (b.longitude - a.longitude) / (b.latitude - a.latitude))
                    }
                }
            }
            xs.sort()
            var best: (Double, Double)?
            var i = 0
            while i + 1 < xs.count {
                if best == nil || xs[i + 1] - xs[i] > best!.1 - best!.0 { best = (xs[i], xs[i + 1]) }
                i += 2
            }
            if let best { return GeoPoint(longitude: (best.0 + best.1) / 2, latitude: lat) }
        }
        return rings.first?.first
    }

    /// A point inside a polygonal geometry (the largest part's), else its first position.
    static func labelPoint(_ g: Geometry) -> GeoPoint? {
        if case .point(let p) = g { return p }
        let polys = g.polygons
        if polys.isEmpty { return g.allPoints.first }
        let biggest = polys.max { area($0.first ?? []) < area($1.first ?? []) }!
        return interiorPoint(biggest)
    }

    /// Whether `box` may hold `p`: false only when `p` lies outside it by more than a
    /// billionth of a degree (far beyond rounding), so that a containment test can be skipped.
    static func mayContain(_ box: GeoBounds?, _ p: GeoPoint) -> Bool {
        guard let box else { return true }
        let margin = 1e-9
        return p.longitude >= box.min.longitude - margin && p.longitude <= box.max.longitude + margin
            && p.latitude >= box.min.latitude - margin && p.latitude <= box.max.latitude + margin
    }

    /// Whether every point of `box` is more than `meters` from `p`, in the local meters of
    /// ``nearest(on:to:)`` around `p` (a distance along either axis bounds the true one).
    static func isFar(_ p: GeoPoint, from box: GeoBounds, meters: Double) -> Bool {
        let dLon = max(box.min.longitude - p.longitude, p.longitude - box.max.longitude, 0)
        let dLat = max(box.min.latitude - p.latitude, p.latitude - box.max.latitude, 0)
        return dLat * metersPerDegree > meters || dLon * metersPerDegree * cos(p.latitude * .pi / 180) > meters
    }

    /// Whether every point within a metre of box `a` lies more than `meters` from every point of
    /// box `b`, as ``isFar(_:from:meters:)`` measures (its cosine taken at the latitude farthest
    /// from the equator, where a degree of longitude is shortest): a line in `a` then has no
    /// point ``isFar(_:from:meters:)`` keeps near `b`, even off the line by rounding.
    static func boxesFar(_ a: GeoBounds, _ b: GeoBounds, meters: Double) -> Bool {
        let dLon = max(a.min.longitude - b.max.longitude, b.min.longitude - a.max.longitude, 0)
        let dLat = max(a.min.latitude - b.max.latitude, b.min.latitude - a.max.latitude, 0)
        let farthest = max(abs(a.min.latitude), abs(a.max.latitude), abs(b.min.latitude), abs(b.max.latitude))
        guard farthest < 90 else { return false }
        let reach = meters + 1
        return dLat * metersPerDegree > reach || dLon * metersPerDegree * cos(farthest * .pi / 180) > reach
    }

    /// The unsigned area of a ring in square degrees (only for comparisons).
    static func area(_ ring: [GeoPoint]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var s = 0.0
        for i in 0..<(ring.count - 1) {
            s += ring[i].longitude * ring[i + 1].latitude - ring[i + 1].longitude * ring[i].latitude
        }
        return abs(s) / 2
    }

    /// The convex hull of points as a closed ring (counter-clockwise), or nil for fewer than 3 distinct points.
    static func convexHull(_ points: [GeoPoint]) -> [GeoPoint]? {
        // Later copies dropped, sorted, then equal neighbours dropped (the first of each kept):
        // the distinct points in order.
        let sorted = withoutLaterCopies(points).sorted { $0.longitude != $1.longitude ? $0.longitude < $1.longitude : $0.latitude < $1.latitude }
        var pts: [GeoPoint] = []
        pts.reserveCapacity(sorted.count)
        for p in sorted where pts.last != p { pts.append(p) }
        return hull(ofSortedDistinct: pts)
    }

    /// Andrew's monotone chain over points sorted by longitude then latitude, without repeats:
    /// the hull as a closed ring (counter-clockwise), or nil for fewer than 3 points.
    static func hull(ofSortedDistinct pts: [GeoPoint]) -> [GeoPoint]? {
        guard pts.count >= 3 else { return nil }
        func cross(_ o: GeoPoint, _ a: GeoPoint, _ b: GeoPoint) -> Double {
            (a.longitude - o.longitude) * (b.latitude - o.latitude) - (a.latitude - o.latitude) * (b.longitude - o.longitude)
        }
        var lower: [GeoPoint] = [], upper: [GeoPoint] = []
        for p in pts {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in pts.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        let hull = Array(lower.dropLast()) + Array(upper.dropLast())
        guard hull.count >= 3 else { return nil }
        return hull + [hull[0]]
    }
}
