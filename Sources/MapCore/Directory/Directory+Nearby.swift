
/// A directory place seen from a point: how far and which way.
public struct NearbyPlace: Sendable, Equatable {
    /// The place.
    public var entry: DirectoryEntry
    /// Meters in a straight line from the point to the place's location.
    public var meters: Double
    /// The compass bearing from the point to the place, degrees clockwise from north.
    public var bearing: Double
}

extension Directory {
    /// The directory's places on `ordinal` within `radius` meters of `point`, nearest first:
    /// what a person standing there has around them ("Bookworm 5 m north"). Places in the unit
    /// `excludingUnit` (the one the person stands in) are left out, and of several places with
    /// one name only the nearest is kept.
    public func nearby(_ point: Vec2, ordinal: Int, radius: Double, projection: LocalProjection,
                       excludingUnit: Int? = nil, limit: Int = 10) -> [NearbyPlace] {
        var found: [NearbyPlace] = []
        for e in entries where e.place.ordinal == ordinal {
            guard let geo = e.place.location else { continue }
            if let u = excludingUnit, e.place.unitIndex == u || (e.place.kind == .unit && e.place.featureIndex == u) { continue }
            let p = projection.project(geo)
            let d = p.distance(to: point)
            guard d <= radius, d.isFinite else { continue }
            found.append(NearbyPlace(entry: e, meters: d, bearing: TurnDetection.bearing(from: point, to: p)))
        }
        found.sort { $0.meters != $1.meters ? $0.meters < $1.meters : $0.entry.id < $1.entry.id }
        var seen = Set<String>(), out: [NearbyPlace] = []
        for n in found where seen.insert(SearchText.fold(n.entry.name)).inserted {
            out.append(n)
            if out.count == limit { break }
        }
        return out
    }
}
