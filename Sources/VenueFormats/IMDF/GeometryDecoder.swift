/// Turns GeoJSON geometry objects into ``Geometry`` values, checking every position.
enum GeometryDecoder {
    /// A failure, as the diagnostic says it.
    typealias Failure = GeometryProblem

    /// A `[lon, lat(, alt)]` array as a position, or nil when it is not one.
    static func position(_ v: JSONValue) -> GeoPoint? {
        guard case .array(let a) = v, a.count >= 2, let lon = a[0].numberValue, let lat = a[1].numberValue else { return nil }
        return GeoPoint(longitude: lon, latitude: lat)
    }

    /// Decodes a geometry object within the archive limits: at most `maxPointsPerFeature`
    /// positions, and `total` (positions read so far) stays within `maxTotalPoints`.
    static func decode(_ v: JSONValue, limits: ArchiveLimits, total: inout Int) throws(Failure) -> Geometry {
        try decode(RawGeometry(v), limits: limits, total: &total)
    }

    /// Decodes a geometry member as the scanner or ``RawFeature`` read it, within the archive
    /// limits, with the same checks and messages as ``decode(_:limits:total:)``.
    static func decode(_ g: RawGeometry, limits: ArchiveLimits, total: inout Int) throws(Failure) -> Geometry {
        var budget = min(limits.maxPointsPerFeature, limits.maxTotalPoints - total)
        let before = budget
        let result = try decode(g, pointBudget: &budget)
        total += before - budget
        return result
    }

    private static func decode(_ g: RawGeometry, pointBudget: inout Int) throws(Failure) -> Geometry {
        let typeValue: JSONValue?, coordinates: CoordinateValue?
        switch g {
        case .object(let t, let c): (typeValue, coordinates) = (t, c)
        case .other(let v): throw .notObject(v.kind)
        }
        guard let type = typeValue?.stringValue else { throw .noType }
        guard let coords = coordinates, !coords.isNull else { throw .noCoordinates(type: type) }
        switch type {
        case "Point":
            return .point(try point(coords, &pointBudget))
        case "LineString":
            return .lineString(try line(coords, &pointBudget))
        case "MultiLineString":
            return .multiLineString(try array(coords, "MultiLineString") { (x: CoordinateValue) throws(Failure) in try line(x, &pointBudget) })
        case "Polygon":
            return .polygon(try polygon(coords, &pointBudget))
        case "MultiPolygon":
            return .multiPolygon(try array(coords, "MultiPolygon") { (x: CoordinateValue) throws(Failure) in try polygon(x, &pointBudget) })
        case "MultiPoint", "GeometryCollection":
            throw .notUsedByIMDF(type: type)
        default:
            throw .unknownType(type)
        }
    }

    private static func array<T>(_ v: CoordinateValue, _ what: String, _ body: (CoordinateValue) throws(Failure) -> T) throws(Failure) -> [T] {
        guard let a = v.elements else {
            throw what == "ring" ? .ringCoordinatesNotArray(v.json.kind) : .coordinatesNotArray(type: what, kind: v.json.kind)
        }
        var out: [T] = []
        out.reserveCapacity(a.count)
        for x in a { out.append(try body(x)) }
        return out
    }

    private static func point(_ v: CoordinateValue, _ budget: inout Int) throws(Failure) -> GeoPoint {
        guard case .position(let p) = v else { return try point(v.json, &budget) }
        return try check(p, &budget)
    }

    /// A ring or line's positions, read as they were scanned when they are plain positions.
    private static func positions(_ v: CoordinateValue, _ what: String, _ budget: inout Int) throws(Failure) -> [GeoPoint] {
        guard case .positions(let ps) = v else {
            return try array(v, what) { (x: CoordinateValue) throws(Failure) in try point(x, &budget) }
        }
        for p in ps { _ = try check(p, &budget) }
        return ps
    }

    private static func line(_ v: CoordinateValue, _ budget: inout Int) throws(Failure) -> [GeoPoint] {
        let pts = try positions(v, "LineString", &budget)
        if pts.count < 2 { throw .lineTooShort(count: pts.count) }
        return pts
    }

    private static func polygon(_ v: CoordinateValue, _ budget: inout Int) throws(Failure) -> [[GeoPoint]] {
        let rings = try array(v, "Polygon") { (x: CoordinateValue) throws(Failure) in try positions(x, "ring", &budget) }
        if rings.isEmpty { throw .noRings }
        return rings
    }

    private static func point(_ v: JSONValue, _ budget: inout Int) throws(Failure) -> GeoPoint {
        guard let p = position(v) else { throw .positionNotPair }
        return try check(p, &budget)
    }

    /// Checks a position (finite, within WGS 84) and counts it against the budget.
    @inline(__always)
    private static func check(_ p: GeoPoint, _ budget: inout Int) throws(Failure) -> GeoPoint {
        guard p.longitude.isFinite, p.latitude.isFinite else { throw .notFinite }
        guard abs(p.longitude) <= 180, abs(p.latitude) <= 90 else {
            throw .outsideWGS84(longitude: p.longitude, latitude: p.latitude)
        }
        budget -= 1
        if budget < 0 { throw .tooManyPositions }
        return p
    }
}
