import Foundation

/// Platforms known only by points (issue 36): stations where the platforms are mapped as
/// `public_transport=platform` nodes, or not at all, only the `public_transport=stop_position`
/// / `railway=stop` nodes on the tracks, still have findable platforms.
///
/// - A numbered platform node, or a numbered stop of a train, tram or subway (not a bus-only
///   one), whose numbers no platform place of the same level within ``platformNumberReach``
///   holds (a station's platform numbers are its own: a stop numbered 3 anywhere in a station
///   that has a "Platform 3/4" is that platform's) becomes a platform.
/// - Points with the same numbers on one level within ``platformNumberReach`` of each other
///   (the stop positions at both ends of a platform, the platform node between them) are one
///   platform, placed at its platform node, else at the middle of its stops. A platform node
///   within ``stopReach`` of a platform area or line is that platform mapped twice: it only
///   numbers it (as a stop does).
/// - Its level: the point's `level`, else the level of the track it stands on, else the ground
///   (0), as OpenStreetMap reads a feature with no level.
/// - It is reached from the nearest walkable space of its level (a footway, corridor, concourse
///   or platform area) within ``platformSnapReach``: an IMDF amenity of category `platform`
///   in that unit, at the point of the unit nearest to it. With no walkable space that near, it
///   is a small platform unit of its own (``platformHalfWidth`` each side of the point).
extension SITMapper {
    /// How far from the walkable space it is reached from a platform known by a point may lie, in meters.
    static let platformSnapReach = 30.0
    /// How far apart points with one number may lie and be one platform, and how far a platform
    /// place may lie and still hold a stop's number, in meters.
    static let platformNumberReach = 500.0

    /// A platform known by points: its numbers, levels, position and the features it stands for.
    struct PointPlatform {
        var numbers: [String]
        var levels: [Double]
        var point: GeoPoint
        var features: [OSMFeature]
        /// Whether a platform node places it (else stops only).
        var hasPlatformNode: Bool
    }

    /// Whether a stop position is where a train, tram, subway or monorail stops (not only buses).
    static func isRailStop(_ t: OSMTags) -> Bool {
        guard isStopPosition(t) else { return false }
        if t["railway"] == "stop" || t["railway"] == "tram_stop" { return true }
        if ["train", "subway", "light_rail", "tram", "monorail"].contains(where: { t[$0] == "yes" }) { return true }
        return !(t["bus"] == "yes" || t["trolleybus"] == "yes" || t["share_taxi"] == "yes")
    }

    /// The numbers a stop or platform node gives: a platform node's own (`ref`, its name's),
    /// a stop's `local_ref`/`ref`/bare-number name.
    static func pointNumbers(_ t: OSMTags) -> [String] {
        isStationPlatform(t) ? ownNumbers(t) : stopNumbers(t)
    }

    /// The levels of a point: its own, else those of the track it stands on, else the ground.
    mutating func pointLevels(_ x: Located) -> [Double] {
        if !x.levels.isEmpty { return x.levels }
        guard case .point(let p)? = x.feature.geometry else { return [0] }
        for track in tracks where !track.levels.isEmpty {
            guard let line = Self.networkLine(track.feature.geometry) else { continue }
            if let d = OSMGeometry.nearest(on: line, to: p)?.meters, d <= 1.5 { return track.levels }
        }
        return [0]
    }

    /// The numbers of each platform space (by index in `spaces`): its own, else those beside it.
    func platformSpaceNumbers() -> [Int: [String]] {
        var out: [Int: [String]] = [:]
        for (i, s) in spaces.enumerated() where SITCategories.isPlatform(s.feature.tags) {
            out[i] = numbers(of: s)
        }
        return out
    }

    /// Meters from a point to a space (0 inside it).
    static func distance(from p: GeoPoint, to g: Geometry) -> Double {
        if g.contains(p) { return 0 }
        return g.polygons.compactMap { OSMGeometry.nearest(on: $0[0], to: p)?.meters }.min() ?? .infinity
    }

    /// The platforms known only by points (run after ``keepPlatforms()``, before levels are counted).
    mutating func findPointPlatforms() {
        let numbered = platformSpaceNumbers()
        var groups: [PointPlatform] = []
        for x in stops {
            let t = x.feature.tags
            let isNode = Self.isStationPlatform(t)
            guard isNode || Self.isRailStop(t), case .point(let p)? = x.feature.geometry else { continue }
            let numbers = Self.naturalOrder(Self.pointNumbers(t))
            guard !numbers.isEmpty else {
                if isNode { skip(x.feature) }
                continue
            }
            let levels = pointLevels(x)
            // A platform node on a platform area or line is that platform mapped twice.
            if isNode, spaces.contains(where: { s in
                SITCategories.isPlatform(s.feature.tags) && !Set(s.levels).isDisjoint(with: levels)
                    && Self.distance(from: p, to: s.geometry) <= Self.stopReach
            }) {
                skipDouble(x.feature)
                continue
            }
            // Numbers a platform place of the station holds already.
            let held = numbered.filter { i, _ in
                !Set(spaces[i].levels).isDisjoint(with: levels) && Self.distance(from: p, to: spaces[i].geometry) <= Self.platformNumberReach
            }.values.flatMap { $0 }
            if Set(numbers).isSubset(of: held) {
                if isNode { skipDouble(x.feature) }
                continue
            }
            if let k = groups.firstIndex(where: { g in
                g.numbers == numbers && g.levels == levels && g.features.contains { f in
                    guard case .point(let q)? = f.geometry else { return false }
                    let d = OSMGeometry.meters(q, from: p)
                    return (d.x * d.x + d.y * d.y).squareRoot() <= Self.platformNumberReach
                }
            }) {
                groups[k].features.append(x.feature)
                if isNode && !groups[k].hasPlatformNode {
                    groups[k].point = p
                    groups[k].hasPlatformNode = true
                }
            } else {
                groups.append(PointPlatform(numbers: numbers, levels: levels, point: p, features: [x.feature], hasPlatformNode: isNode))
            }
        }
        // Stops only: the middle of them.
        for k in groups.indices where !groups[k].hasPlatformNode && groups[k].features.count > 1 {
            let points = groups[k].features.compactMap { f -> GeoPoint? in
                if case .point(let q)? = f.geometry { return q } else { return nil }
            }
            let origin = points[0]
            let xy = points.map { OSMGeometry.meters($0, from: origin) }
            groups[k].point = OSMGeometry.point(x: xy.map(\.x).reduce(0, +) / Double(xy.count),
                                                y: xy.map(\.y).reduce(0, +) / Double(xy.count), from: origin)
        }
        pointPlatforms = groups
    }

    /// Unit categories a platform known by a point is reached from.
    static let platformSnapCategories: Set<String> = ["walkway", "unenclosedarea", "lobby", "waitingroom", "platform"]

    /// The platforms of ``findPointPlatforms()`` as amenities in the walkable space nearest to
    /// them, or as small platform units of their own (after ``buildNetworkUnits()``).
    mutating func buildPointPlatforms() {
        for platform in pointPlatforms {
            let lead = platform.features.first { Self.isStationPlatform($0.tags) } ?? platform.features[0]
            let name = Self.platformLabels(platform.numbers)
            // The name the data gives (the station's, "Gleis 3") stays findable.
            let alt = lead.tags["name"].map { Labels([Self.plainLanguage: $0.replacingControlCharacters]) }
            for level in platform.levels {
                if let (unit, at) = nearestWalkable(to: platform.point, level: level) {
                    let id = StableID.uuid("amenity platform", lead.ref, level: level)
                    archive.amenities.append(Amenity(id: id, file: file, location: at, category: "platform",
                                                     accessibility: lead.tags["wheelchair"] == "yes" ? ["wheelchair"] : [],
                                                     name: name, altName: alt, hours: nil, phone: nil, website: nil,
                                                     unitIDs: [archive.units[unit].id], addressID: nil))
                } else {
                    addPointPlatformUnit(platform, lead: lead, name: name, alt: alt, level: level)
                }
            }
        }
    }

    /// The walkable unit of a level nearest to a point within ``platformSnapReach``, and the
    /// point of it nearest to the point (a little inside its outline).
    func nearestWalkable(to p: GeoPoint, level: Double) -> (Int, GeoPoint)? {
        var best: (unit: Int, meters: Double, at: GeoPoint)?
        for u in unitsOnLevel[level]?.candidates(near: p, meters: Self.platformSnapReach) ?? [] {
            let unit = archive.units[u]
            guard Self.platformSnapCategories.contains(unit.category), unit.restriction == nil,
                  let box = unitBoxes[u], !OSMGeometry.isFar(p, from: box, meters: Self.platformSnapReach) else { continue }
            if unit.geometry.contains(p) { return (u, p) }
            for polygon in unit.geometry.polygons {
                let ring = polygon[0]
                guard let n = OSMGeometry.nearest(on: ring, to: p), n.meters <= Self.platformSnapReach,
                      best == nil || n.meters < best!.meters else { continue }
                let a = ring[n.segment], b = ring[n.segment + 1]
                let d = OSMGeometry.meters(b, from: a)
                let q = OSMGeometry.point(x: d.x * n.t, y: d.y * n.t, from: a)
                // A step of 20 cm from the outline away from the point: inside the unit.
                let out = OSMGeometry.meters(q, from: p)
                let len = max((out.x * out.x + out.y * out.y).squareRoot(), 1e-9)
                let inside = OSMGeometry.point(x: out.x / len * 0.2, y: out.y / len * 0.2, from: q)
                best = (u, n.meters, unit.geometry.contains(inside) ? inside : q)
            }
        }
        return best.map { ($0.unit, $0.at) }
    }

    /// A platform with no walkable space near: a small square platform unit at its point.
    mutating func addPointPlatformUnit(_ platform: PointPlatform, lead: OSMFeature, name: Labels, alt: Labels?, level: Double) {
        let h = Self.platformHalfWidth
        let ring = [(-h, -h), (h, -h), (h, h), (-h, h), (-h, -h)].map { OSMGeometry.point(x: $0.0, y: $0.1, from: platform.point) }
        let g = Geometry.polygon([ring])
        let index = archive.units.count
        archive.units.append(Unit(id: StableID.uuid("unit", lead.ref, level: level), file: file, geometry: g, category: "platform",
                                  restriction: nil, accessibility: lead.tags["wheelchair"] == "yes" ? ["wheelchair"] : [],
                                  name: name, altName: alt, levelID: levelIDs[level]!, displayPoint: nil))
        placeUnit(index, level: level, box: g.bounds, labelPoint: platform.point)
    }
}

/// Platforms mapped twice (issue 36): one place, not two.
///
/// - A platform drawn as a line that runs within ``doubleReach`` of a platform area of its
///   level over at least half its length, and whose numbers or name do not differ from the
///   area's (or either has none), is that area mapped again: the line is not a place; its
///   numbers go to the area when the area has none.
/// - Two platforms drawn as lines beside each other (within ``sidesReach`` over half the
///   shorter one's length) with no track between them are the two sides (edges) of one island
///   platform: one place over both, numbered by both ("Platform 3/4").
/// - `railway=platform_edge` ways number the platform they run along by their `ref`, as tracks do.
extension SITMapper {
    /// How far from a platform area a line may run and still be it, in meters.
    static let doubleReach = 2.0
    /// How far apart the two sides of one platform drawn as lines may be, in meters.
    static let sidesReach = 15.0

    /// The numbers of a platform space: those of the platform it was merged with (both sides of
    /// an island) or of its doubles, else its own, else those beside it.
    func numbers(of s: Space) -> [String] {
        if let inherited = inheritedNumbers[s.feature.ref], !inherited.isEmpty { return inherited }
        let own = Self.ownNumbers(s.feature.tags)
        if !own.isEmpty { return own }
        return neighbourNumbers(s, stops: stops, tracks: tracks)
    }

    /// The line a platform space was drawn from, nil for an area.
    static func platformLine(_ s: Space) -> [GeoPoint]? {
        guard s.feature.geometry?.polygons.isEmpty != false else { return nil }
        return networkLine(s.feature.geometry)
    }

    static func lineLength(_ line: [GeoPoint]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { sum, ab in
            let d = OSMGeometry.meters(ab.1, from: ab.0)
            return sum + (d.x * d.x + d.y * d.y).squareRoot()
        }
    }

    /// Whether two platforms' numbers or names let them be one: equal, overlapping, or unsaid on one side.
    static func mayBeOne(_ a: OSMTags, _ b: OSMTags) -> Bool {
        let na = Set(ownNumbers(a)), nb = Set(ownNumbers(b))
        if na.isEmpty || nb.isEmpty { return a["name"] == nil || b["name"] == nil || a["name"] == b["name"] || !na.isDisjoint(with: nb) }
        return !na.isDisjoint(with: nb)
    }

    /// Merges the platform candidates mapped twice (run first in ``keepPlatforms()``).
    mutating func mergeDoubledPlatforms() {
        let areas = (spaces + platformCandidates).filter { SITCategories.isPlatform($0.feature.tags) && Self.platformLine($0) == nil }
        var dropped = Set<Int>()
        // Lines along areas.
        for (i, c) in platformCandidates.enumerated() {
            guard let line = Self.platformLine(c) else { continue }
            let needed = 0.5 * Self.lineLength(line)
            let lineBox = GeoBounds(points: line)
            for a in areas {
                // An area whose box lies beyond the reach has no meter of the line beside it.
                guard let box = a.geometry.bounds, needed <= 0 || lineBox.map({ !OSMGeometry.boxesFar($0, box, meters: Self.doubleReach) }) ?? true,
                      !Set(a.levels).isDisjoint(with: c.levels), Self.mayBeOne(a.feature.tags, c.feature.tags) else { continue }
                let along = lengthAlong(line, within: Self.doubleReach, of: box) { Self.distance(from: $0, to: a.geometry) }
                guard along >= needed else { continue }
                dropped.insert(i)
                let own = Self.ownNumbers(c.feature.tags)
                if Self.ownNumbers(a.feature.tags).isEmpty, !own.isEmpty { inheritedNumbers[a.feature.ref, default: []] += own }
                break
            }
        }
        // The two sides of one platform.
        for i in platformCandidates.indices where !dropped.contains(i) {
            guard let li = Self.platformLine(platformCandidates[i]) else { continue }
            let liBox = GeoBounds(points: li)
            for j in platformCandidates.indices where j > i && !dropped.contains(j) {
                let a = platformCandidates[i], b = platformCandidates[j]
                guard let lj = Self.platformLine(b), a.levels == b.levels else { continue }
                // Sides farther apart than the reach (boxes apart) are not one platform, unless
                // one has no length (then no meter is needed beside the other).
                if let liBox, let bBox = b.geometry.bounds, OSMGeometry.boxesFar(liBox, bBox, meters: Self.sidesReach),
                   min(Self.lineLength(li), Self.lineLength(lj)) > 0 { continue }
                let na = Self.ownNumbers(a.feature.tags), nb = Self.ownNumbers(b.feature.tags)
                guard !na.isEmpty, !nb.isEmpty, Set(na).isDisjoint(with: nb), let box = b.geometry.bounds else { continue }
                let needed = 0.5 * min(Self.lineLength(li), Self.lineLength(lj))
                let along = lengthAlong(li, within: Self.sidesReach, of: box) { p in OSMGeometry.nearest(on: lj, to: p)?.meters ?? .infinity }
                guard along >= needed, !trackBetween(li, lj, levels: a.levels) else { continue }
                guard let hull = OSMGeometry.convexHull(li + lj) else { continue }
                platformCandidates[i].geometry = .polygon([hull])
                inheritedNumbers[a.feature.ref] = Self.naturalOrder(na + nb)
                dropped.insert(j)
                break
            }
        }
        for i in dropped.sorted(by: >) {
            skipDouble(platformCandidates[i].feature)
            platformCandidates.remove(at: i)
        }
    }

    /// Counts a platform feature that maps a platform place again: skipped, and not drawn as a
    /// surrounding (the place is drawn already).
    mutating func skipDouble(_ f: OSMFeature) {
        skipped[.platformMappedAgain, default: 0] += 1
        if firstSkipped == nil { firstSkipped = f }
    }

    /// Whether a track of the levels crosses the line between the middle of `a` and the nearest point of `b`.
    func trackBetween(_ a: [GeoPoint], _ b: [GeoPoint], levels: [Double]) -> Bool {
        let mid = a[a.count / 2]
        guard let n = OSMGeometry.nearest(on: b, to: mid) else { return false }
        let d = OSMGeometry.meters(b[n.segment + 1], from: b[n.segment])
        let q = OSMGeometry.point(x: d.x * n.t, y: d.y * n.t, from: b[n.segment])
        let end = OSMGeometry.meters(q, from: mid)
        for track in tracks where track.feature.tags["railway"] != "platform_edge" && (track.levels.isEmpty || !Set(track.levels).isDisjoint(with: levels)) {
            guard let line = Self.networkLine(track.feature.geometry) else { continue }
            let xy = line.map { OSMGeometry.meters($0, from: mid) }
            for k in 0..<(xy.count - 1) where Self.segmentsCross((0, 0), end, xy[k], xy[k + 1]) { return true }
        }
        return false
    }

    /// Whether segments p1–p2 and q1–q2 cross.
    static func segmentsCross(_ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double), _ q1: (x: Double, y: Double), _ q2: (x: Double, y: Double)) -> Bool {
        func side(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double)) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        let d1 = side(q1, q2, p1), d2 = side(q1, q2, p2), d3 = side(p1, p2, q1), d4 = side(p1, p2, q2)
        return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0)
    }
}
