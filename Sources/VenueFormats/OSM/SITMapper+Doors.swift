/// Door and entrance nodes → openings along the outline they lie on.
extension SITMapper {
    // MARK: Doors

    mutating func buildDoors() {
        var stray: [OSMFeature] = []
        // The outlines an entrance may lie on, with their boxes: worked out once for all doors.
        let outlines = Self.ringsWithBoxes((buildings + named).compactMap(\.geometry))
        var levelOutlines: [Double: [RingWithBox]] = [:]
        for d in doors {
            guard case .point(let p)? = d.feature.geometry else { continue }
            var placed = false
            let width = d.feature.tags["width"].flatMap { Double($0.replacingOccurrences(of: ",", with: ".")) }.map { min(5, max(0.5, $0)) } ?? Self.defaultDoorWidth
            let candidates = d.levels.isEmpty ? Array(unitsOnLevel.keys).sorted() : d.levels
            for level in candidates {
                // The first room outline it lies on, else the level's outline (an entrance on the building's wall).
                var ring: [GeoPoint]?
                for u in unitsOnLevel[level]?.candidates(near: p, meters: 2 * Self.doorTolerance) ?? [] {
                    // Units whose box lies well beyond the tolerance hold no ring near the door.
                    if let box = unitBoxes[u], OSMGeometry.isFar(p, from: box, meters: 2 * Self.doorTolerance) { continue }
                    ring = Self.firstRing(near: p, in: archive.units[u].geometry.polygons)
                    if ring != nil { break }
                }
                if ring == nil, !d.levels.isEmpty {
                    // An entrance on the level's, a building's or the venue's outline (from the street).
                    if levelOutlines[level] == nil {
                        let outline = archive.levels.first { $0.id == levelIDs[level] }?.geometry
                        levelOutlines[level] = Self.ringsWithBoxes([outline].compactMap { $0 })
                    }
                    ring = Self.firstRing(near: p, in: levelOutlines[level]!) ?? Self.firstRing(near: p, in: outlines)
                }
                guard let ring, let line = OSMGeometry.stretch(of: ring, around: p, width: width), line.count >= 2 else { continue }
                placed = true
                let t = d.feature.tags
                archive.openings.append(Opening(id: StableID.uuid("opening", d.feature.ref, level: level), file: file,
                                                geometry: .lineString(line), category: SITCategories.opening(t),
                                                accessibility: t["wheelchair"] == "yes" ? ["wheelchair"] : [], accessControl: [],
                                                door: SITCategories.door(t), name: Self.labels(t), altName: nil, displayPoint: nil,
                                                levelID: levelIDs[level]!, accessTags: Self.accessTags(t)))
            }
            if !placed { stray.append(d.feature) }
        }
        if let first = stray.first {
            report(.warning, first, .osmStrayDoors(count: stray.count))
        }
    }

    /// The tags that open or close a door or space by time or for good: `access`, `foot`,
    /// `disused:*` and their `:conditional` forms (evaluated by MapCore's status).
    static func accessTags(_ t: OSMTags) -> [String: String] {
        var out: [String: String] = [:]
        for (key, value) in t where key == "access" || key == "foot" || key.hasPrefix("disused:") || key == "disused"
            || key == "access:conditional" || key == "foot:conditional" {
            out[key] = value
        }
        return out
    }

    /// The first ring of `polygons`, in order, that passes within ``doorTolerance`` of `p`: the
    /// outline a door at `p` opens in (later rings are not measured).
    static func firstRing(near p: GeoPoint, in polygons: [[[GeoPoint]]]) -> [GeoPoint]? {
        for poly in polygons {
            for ring in poly where isOnRing(p, ring) { return ring }
        }
        return nil
    }

    /// A ring of an outline and its bounds.
    typealias RingWithBox = (ring: [GeoPoint], box: GeoBounds?)

    /// The rings of `geometries`' polygons in order, each with its bounds.
    static func ringsWithBoxes(_ geometries: [Geometry]) -> [RingWithBox] {
        geometries.flatMap(\.polygons).flatMap { $0 }.map { ($0, GeoBounds(points: $0)) }
    }

    /// ``firstRing(near:in:)`` over rings with their bounds: a ring whose box lies beyond twice
    /// the tolerance is not measured (no point of it can be within the tolerance).
    static func firstRing(near p: GeoPoint, in rings: [RingWithBox]) -> [GeoPoint]? {
        for r in rings {
            if let box = r.box, OSMGeometry.isFar(p, from: box, meters: 2 * doorTolerance) { continue }
            if isOnRing(p, r.ring) { return r.ring }
        }
        return nil
    }

    /// Whether `p` lies within ``doorTolerance`` of `ring`.
    static func isOnRing(_ p: GeoPoint, _ ring: [GeoPoint]) -> Bool {
        (OSMGeometry.nearest(on: ring, to: p)?.meters ?? .infinity) <= doorTolerance
    }
}
