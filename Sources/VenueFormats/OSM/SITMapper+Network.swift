import Foundation

/// Footway networks (railway stations are mapped mainly as ways): `highway=footway|path|
/// pedestrian|corridor|steps|elevator` ways (and `conveying=*` ways) with a level become units a
/// person walks along, joined where they meet, so every consumer of IMDF (routing, drawing,
/// `convert --to imdf`) sees them without knowing OSM:
///
/// - a way on one level → one strip unit per segment, ``networkHalfWidth`` each side of the
///   line (`walkway`, `steps` for `highway=steps`);
/// - a way that changes level (`highway=steps` or `conveying=*` on two or more levels, or any
///   listed way whose two ends meet the network on two different levels) → a connector unit
///   (stairs, escalator, else ramp) drawn along the whole way on the level of each end, joined
///   by a relationship, `directed` for `conveying=forward|backward` (origin where it starts);
/// - a `highway=elevator` node on two or more levels → a small elevator unit on each level
///   (unless a mapped elevator room holds it), joined by the usual connector relationship;
/// - where two network units meet, or a way's point lies in a walkable area or connector, or
///   on a door: a `traversal` relationship between the two with the meeting point as its
///   geometry (the walking graph makes a doorway there).
///
/// Rooms beside a way get no invented doors here: the walking graph enters a doorless room
/// from walkable space within its reach (docs/routing.md).
extension SITMapper {
    /// Meters each side of a way's line that its strip covers.
    static let networkHalfWidth = 0.5
    /// Side of the square drawn for an elevator node, in meters.
    static let elevatorNodeSide = 1.6
    /// `highway=*` values of ways people walk along.
    static let networkHighways: Set<String> = ["footway", "path", "pedestrian", "corridor", "steps", "elevator"]
    /// Unit categories a way's point may join when it lies inside them.
    static let joinableCategories: Set<String> = [
        "walkway", "unenclosedarea", "lobby", "waitingroom", "parking", "platform", "elevator", "stairs", "escalator", "ramp",
    ]

    /// Whether a feature is a way of the walking network (a line; an area with `area=yes` is a space).
    static func isNetworkWay(_ t: OSMTags, _ g: Geometry?) -> Bool {
        guard networkLine(g) != nil, t["area"] != "yes" else { return false }
        if let h = t["highway"], networkHighways.contains(h) { return true }
        return t["conveying"].map { $0 != "no" } == true
    }

    /// The line of a way: a LineString, or the outline of a closed way (a loop of footway).
    static func networkLine(_ g: Geometry?) -> [GeoPoint]? {
        guard let g else { return nil }
        let line = g.lines.first ?? g.polygons.first?.first ?? []
        var out: [GeoPoint] = []
        for p in line where p != out.last { out.append(p) }
        return out.count >= 2 ? out : nil
    }

    /// Where and how a network unit meets others: its index and a point on it.
    struct NetworkEnd { var unit: Int; var point: GeoPoint; var level: Double }

    /// Builds the units of the network's ways and elevator nodes (after ``buildUnits()``).
    mutating func buildNetworkUnits() {
        // The levels each point of the one-level ways lies on: tells which end of a way listing
        // several levels sits on which.
        var pointLevels: [GeoPoint: Set<Double>] = [:]
        for w in network where w.levels.count == 1 {
            for p in Self.networkLine(w.feature.geometry) ?? [] { pointLevels[p, default: []].insert(w.levels[0]) }
        }
        for w in network {
            guard let line = Self.networkLine(w.feature.geometry), !w.levels.isEmpty else { continue }
            let t = w.feature.tags
            if let change = levelChange(w, line: line, pointLevels: pointLevels) {
                addLevelChange(w, line: line, from: change.from, to: change.to)
                continue
            }
            let category = t["highway"] == "steps" ? "steps" : "walkway"
            for level in w.levels {
                for i in 0..<(line.count - 1) {
                    guard let ring = Self.stripRing([line[i], line[i + 1]]) else { continue }
                    guard let u = addNetworkUnit(.polygon([ring]), category: category, key: "segment \(i)", ref: w.feature.ref, level: level,
                                                 tags: t) else { continue }
                    networkEnds.append(NetworkEnd(unit: u, point: line[i], level: level))
                    networkEnds.append(NetworkEnd(unit: u, point: line[i + 1], level: level))
                }
            }
        }
        for c in connectors where c.levels.count > 1 && SITCategories.connector(c.feature.tags) == "elevator" {
            guard case .point(let p)? = c.feature.geometry else { continue }
            for level in c.levels {
                let held = (unitsOnLevel[level]?.candidates(at: p) ?? []).contains { u in
                    archive.units[u].category == "elevator" && OSMGeometry.mayContain(unitBoxes[u], p) && archive.units[u].geometry.contains(p)
                }
                guard !held, let ring = Self.squareRing(around: p, side: Self.elevatorNodeSide) else { continue }
                guard let u = addNetworkUnit(.polygon([ring]), category: "elevator", key: "elevator", ref: c.feature.ref, level: level,
                                             tags: c.feature.tags, named: true) else { continue }
                networkEnds.append(NetworkEnd(unit: u, point: p, level: level))
            }
        }
    }

    /// The levels of a way's first and last points when it changes level, else nil (a way on
    /// one level, or one listed on several whose ends do not tell them apart: on each of them).
    func levelChange(_ w: Located, line: [GeoPoint], pointLevels: [GeoPoint: Set<Double>]) -> (from: Double, to: Double)? {
        guard w.levels.count >= 2, let lo = w.levels.first, let hi = w.levels.last else { return nil }
        let t = w.feature.tags
        let listed = Set(w.levels)
        // The level of an end: the one-level ways that meet it, else the areas that hold it.
        func end(_ p: GeoPoint) -> Double? {
            var s = (pointLevels[p] ?? []).intersection(listed)
            if s.isEmpty { s = listed.filter { joinableUnit(containing: p, level: $0) != nil } }
            return s.count == 1 ? s.first : nil
        }
        let first = end(line[0]), last = end(line[line.count - 1])
        if let first, let last, first != last { return (first, last) }
        let climbs = t["highway"] == "steps" || t["conveying"].map { $0 != "no" } == true
        if let first, climbs { return (first, first == lo ? hi : lo) }
        if let last, climbs { return (last == lo ? hi : lo, last) }
        guard climbs else { return nil }
        // Nothing tells: `incline=down` goes down from the first point, else up.
        return t["incline"] == "down" ? (hi, lo) : (lo, hi)
    }

    /// A way from one level to another: a connector unit along it on each end's level, joined
    /// by a relationship (directed for a moving escalator).
    mutating func addLevelChange(_ w: Located, line: [GeoPoint], from: Double, to: Double) {
        let t = w.feature.tags
        let kind = t["conveying"].map { $0 != "no" } == true ? "escalator" : t["highway"] == "steps" ? "stairs" : "ramp"
        checkLevelChange(w, kind: kind)
        guard let ring = Self.stripRing(line), ring.allSatisfy(\.isValid),
              let a = addNetworkUnit(.polygon([ring]), category: kind, key: "start", ref: w.feature.ref, level: from, tags: t, named: true),
              let b = addNetworkUnit(.polygon([ring]), category: kind, key: "end", ref: w.feature.ref, level: to, tags: t, named: true)
        else { return }
        networkEnds.append(NetworkEnd(unit: a, point: line[0], level: from))
        networkEnds.append(NetworkEnd(unit: b, point: line[line.count - 1], level: to))
        let conveying = t["conveying"]
        let (origin, destination) = conveying == "backward" ? (b, a) : (a, b)
        let directed = conveying == "forward" || conveying == "backward"
        func ref(_ u: Int) -> FeatureReference { FeatureReference(id: archive.units[u].id, featureType: "unit") }
        archive.relationships.append(Relationship(id: StableID.uuid("relationship way \(w.feature.ref)"), file: file, geometry: nil, category: kind,
                                                  direction: directed ? "directed" : "undirected", origin: ref(origin), intermediary: [],
                                                  destination: ref(destination), hours: nil))
    }

    /// Appends a unit of the network and returns its index; nil when its outline leaves the
    /// valid range of coordinates (a way at longitude 180 widened past it).
    mutating func addNetworkUnit(_ g: Geometry, category: String, key: String, ref: OSMRef, level: Double, tags t: OSMTags,
                                 named: Bool = false) -> Int? {
        guard g.polygons.allSatisfy({ $0.allSatisfy { $0.allSatisfy(\.isValid) } }) else { return nil }
        let index = archive.units.count
        let restriction = ["private", "no"].contains(t["access"] ?? "") ? "restricted" : nil
        archive.units.append(Unit(id: StableID.uuid("unit \(key)", ref, level: level), file: file, geometry: g, category: category,
                                  restriction: restriction, accessibility: t["wheelchair"] == "yes" ? ["wheelchair"] : [],
                                  name: named ? Self.labels(t) : nil, altName: nil, levelID: levelIDs[level]!, displayPoint: nil))
        placeUnit(index, level: level, box: g.bounds, labelPoint: OSMGeometry.labelPoint(g))
        networkUnits.insert(index)
        return index
    }

    /// Joins the network where it meets itself, the areas and connectors its points lie in, and
    /// the doors on it (after ``buildDoors()``): one `traversal` relationship per meeting, its
    /// geometry the point where they meet.
    mutating func buildNetworkJoins() {
        var doorsAt: [GeoPoint: [(level: Double, id: String)]] = [:]
        for d in doors {
            guard case .point(let p)? = d.feature.geometry else { continue }
            for level in d.levels { doorsAt[p, default: []].append((level, StableID.uuid("opening", d.feature.ref, level: level))) }
        }
        let openingIDs = Set(archive.openings.map(\.id))
        var byPoint: [Double: [GeoPoint: [Int]]] = [:]
        var order: [(Double, GeoPoint)] = []
        for e in networkEnds {
            if byPoint[e.level]?[e.point] == nil { order.append((e.level, e.point)) }
            byPoint[e.level, default: [:]][e.point, default: []].append(e.unit)
        }
        for (level, p) in order {
            guard let units = byPoint[level]?[p], let first = units.first else { continue }
            for other in Set(units.dropFirst()).subtracting([first]).sorted() { addJoin(first, unit: other, at: p) }
            if let area = joinableUnit(containing: p, level: level) { addJoin(first, unit: area, at: p) }
            for door in doorsAt[p] ?? [] where door.level == level && openingIDs.contains(door.id) {
                addJoin(first, to: FeatureReference(id: door.id, featureType: "opening"), at: p)
            }
        }
    }

    /// The area or connector (not a unit of the network) that holds a point of a way: connectors first.
    func joinableUnit(containing p: GeoPoint, level: Double) -> Int? {
        let found = (unitsOnLevel[level]?.candidates(at: p) ?? []).filter { u in
            // The box first: it rules out nearly every unit without hashing.
            OSMGeometry.mayContain(unitBoxes[u], p) && !networkUnits.contains(u)
                && Self.joinableCategories.contains(archive.units[u].category) && archive.units[u].geometry.contains(p)
        }
        return found.min { rank(archive.units[$0].category) < rank(archive.units[$1].category) }
    }

    mutating func addJoin(_ a: Int, unit b: Int, at p: GeoPoint) {
        addJoin(a, to: FeatureReference(id: archive.units[b].id, featureType: "unit"), at: p)
    }

    /// A `traversal` relationship between a network unit and another feature, at the point they meet.
    mutating func addJoin(_ a: Int, to b: FeatureReference, at p: GeoPoint) {
        let origin = FeatureReference(id: archive.units[a].id, featureType: "unit")
        archive.relationships.append(Relationship(id: StableID.joinUUID(origin.id, b.id, at: p), file: file, geometry: .point(p),
                                                  category: "traversal", direction: "undirected", origin: origin, intermediary: [],
                                                  destination: b, hours: nil))
    }

    // MARK: Shapes

    /// The closed, counter-clockwise outline `halfWidth` (``networkHalfWidth`` unless told) each
    /// side of a line, mitred at its bends (the mitre capped at three times the half width for
    /// sharp bends).
    static func stripRing(_ line: [GeoPoint], halfWidth h: Double = networkHalfWidth) -> [GeoPoint]? {
        guard line.count >= 2 else { return nil }
        let origin = line[0]
        let xy = line.map { OSMGeometry.meters($0, from: origin) }
        var normals: [(x: Double, y: Double)] = []
        for i in 0..<(xy.count - 1) {
            let dx = xy[i + 1].x - xy[i].x, dy = xy[i + 1].y - xy[i].y, len = (dx * dx + dy * dy).squareRoot()
            guard len > 1e-6 else { return nil }
            normals.append((-dy / len, dx / len))
        }
        // The offset of each point to the left of the line.
        var offsets: [(x: Double, y: Double)] = []
        for i in xy.indices {
            let a = normals[max(0, i - 1)], b = normals[min(normals.count - 1, i)]
            var mx = a.x + b.x, my = a.y + b.y
            let ml = (mx * mx + my * my).squareRoot()
            if ml < 1e-6 { mx = b.x; my = b.y } else { mx /= ml; my /= ml }
            let scale = min(3, 1 / max(1e-3, mx * b.x + my * b.y)) * h
            offsets.append((mx * scale, my * scale))
        }
        var ring: [GeoPoint] = []
        for i in xy.indices { ring.append(OSMGeometry.point(x: xy[i].x - offsets[i].x, y: xy[i].y - offsets[i].y, from: origin)) }
        for i in xy.indices.reversed() { ring.append(OSMGeometry.point(x: xy[i].x + offsets[i].x, y: xy[i].y + offsets[i].y, from: origin)) }
        ring.append(ring[0])
        return ring
    }

    /// A closed counter-clockwise square of `side` meters centred on `p`.
    static func squareRing(around p: GeoPoint, side: Double) -> [GeoPoint]? {
        let s = side / 2
        let corners = [(-s, -s), (s, -s), (s, s), (-s, s), (-s, -s)]
        return corners.map { OSMGeometry.point(x: $0.0, y: $0.1, from: p) }
    }
}
