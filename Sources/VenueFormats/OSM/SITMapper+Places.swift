/// Points of interest → occupants and amenities; connectors on several levels → relationships;
/// walls → details, columns → fixtures.
extension SITMapper {
    // MARK: Places

    /// The unit of a level that contains a point, connectors before rooms before corridors; the
    /// strips of footways (``buildNetworkUnits()``) hold nothing.
    func unit(containing p: GeoPoint, level: Double) -> Int? {
        let found = (unitsOnLevel[level]?.candidates(at: p) ?? []).filter {
            !(networkUnits.contains($0) && SITCategories.connectorCategories.contains(archive.units[$0].category) == false)
                && OSMGeometry.mayContain(unitBoxes[$0], p) && archive.units[$0].geometry.contains(p)
        }
        return found.min { a, b in rank(archive.units[a].category) < rank(archive.units[b].category) }
    }

    func rank(_ category: String) -> Int {
        if SITCategories.connectorCategories.contains(category) { return 0 }
        return ["walkway", "unenclosedarea", "lobby", "parking"].contains(category) ? 2 : 1
    }

    mutating func buildPlaces() {
        var outside: [OSMFeature] = []
        for poi in pois {
            let t = poi.feature.tags
            guard let g = poi.feature.geometry, let p = OSMGeometry.labelPoint(g) else { continue }
            var placedAny = false
            for level in poi.levels {
                guard let u = unit(containing: p, level: level) else { continue }
                placedAny = true
                if SITCategories.isBusiness(t), SITCategories.connector(t) == nil, let name = Self.labels(t) {
                    addOccupant(t, name: name, ref: poi.feature.ref, level: level, at: p, unit: u)
                } else {
                    var accessibility: [String] = []
                    if t["wheelchair"] == "yes" { accessibility.append("wheelchair") }
                    let amenityID = StableID.uuid("amenity", poi.feature.ref, level: level)
                    noteFacilities(Self.facilities(t), id: amenityID)
                    archive.amenities.append(Amenity(id: amenityID, file: file, location: p,
                                                     category: SITCategories.amenity(t) ?? "unspecified", accessibility: accessibility,
                                                     name: Self.labels(t), altName: Self.altLabels(t), hours: t["opening_hours"],
                                                     phone: SITCategories.phone(t), website: t["website"] ?? t["contact:website"],
                                                     unitIDs: [archive.units[u].id], addressID: nil))
                }
            }
            if !placedAny { outside.append(poi.feature) }
        }
        if let first = outside.first {
            report(.warning, first, .osmStrayPoints(count: outside.count))
        }
    }

    // MARK: Vertical connections

    /// Joins the units a multi-level connector stands in, lowest level first, with an IMDF relationship.
    mutating func buildConnections() {
        var done = Set<OSMRef>()
        for s in spaces where s.levels.count > 1 {
            // A room mapped on several levels that is not itself a connector (a two-storey shop
            // or restaurant) is one space on those floors, with its own way between them:
            // joined like stairs (not step-free, since the data does not say how).
            let kind = SITCategories.connector(s.feature.tags) ?? (s.feature.tags["indoor"] == "room" ? "stairs" : nil)
            guard let kind, let units = unitsOfRef[s.feature.ref] else { continue }
            addRelationship(kind, key: "\(s.feature.ref)", units: units.sorted { $0.level < $1.level }.map(\.unit))
            done.insert(s.feature.ref)
        }
        for c in connectors where c.levels.count > 1 && !done.contains(c.feature.ref) {
            guard let kind = SITCategories.connector(c.feature.tags), let g = c.feature.geometry else { continue }
            let probes: [GeoPoint]
            switch g {
            case .point(let p): probes = [p]
            default:
                let pts = g.lines.first ?? g.polygons.first?.first ?? []
                probes = [pts.first, pts.last, OSMGeometry.labelPoint(g)].compactMap { $0 }
            }
            var units: [Int] = []
            for level in c.levels {
                for probe in probes {
                    if let u = unit(containing: probe, level: level) { units.append(u); break }
                }
            }
            if units.count >= 2 { addRelationship(kind, key: "\(c.feature.ref)", units: units) }
        }
    }

    mutating func addRelationship(_ kind: String, key: String, units: [Int]) {
        guard units.count >= 2 else { return }
        func ref(_ u: Int) -> FeatureReference { FeatureReference(id: archive.units[u].id, featureType: "unit") }
        archive.relationships.append(Relationship(id: StableID.uuid("relationship \(key)"), file: file, geometry: nil, category: kind,
                                                  direction: "undirected", origin: ref(units[0]), intermediary: units.dropFirst().dropLast().map(ref),
                                                  destination: ref(units[units.count - 1]), hours: nil))
    }

    // MARK: Walls and columns

    mutating func buildLines() {
        for w in walls {
            guard let g = w.feature.geometry else { continue }
            let lines = g.lines.isEmpty ? g.polygons.flatMap { $0 } : g.lines
            guard !lines.isEmpty else { continue }
            for level in w.levels {
                archive.details.append(Detail(id: StableID.uuid("detail", w.feature.ref, level: level), file: file,
                                              geometry: lines.count == 1 ? .lineString(lines[0]) : .multiLineString(lines), levelID: levelIDs[level]))
            }
        }
        for c in columns {
            guard let g = c.feature.geometry, !g.polygons.isEmpty else { continue }
            for level in c.levels {
                archive.fixtures.append(Fixture(id: StableID.uuid("fixture", c.feature.ref, level: level), file: file,
                                                geometry: g, category: "obstruction", name: nil, altName: nil, anchorID: nil,
                                                levelID: levelIDs[level]!, displayPoint: nil))
            }
        }
    }
}
