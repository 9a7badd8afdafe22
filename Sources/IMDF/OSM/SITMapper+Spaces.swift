/// Labels, units (one per level), the occupants of named shop rooms, and levels.
extension SITMapper {
    /// Labels from `name` and `name:xx`; `ref` when there is no name.
    static func labels(_ t: [String: String], key: String = "name") -> Labels? {
        var v: [String: String] = [:]
        if let n = t[key], !n.isEmpty { v[plainLanguage] = n.replacingControlCharacters }
        for (k, value) in t where k.hasPrefix(key + ":") && !value.isEmpty {
            let lang = k.dropFirst(key.count + 1)
            guard !lang.isEmpty, lang.count <= 12, lang.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) else { continue }
            v[String(lang)] = value.replacingControlCharacters
        }
        if v.isEmpty, key == "name", let ref = t["ref"], !ref.isEmpty { v[plainLanguage] = ref.replacingControlCharacters }
        return v.isEmpty ? nil : Labels(v)
    }

    /// The alternative name: `alt_name`, else `ref` when the feature also has a name.
    static func altLabels(_ t: [String: String]) -> Labels? {
        if let alt = labels(t, key: "alt_name") { return alt }
        if t["name"] != nil, let ref = t["ref"], !ref.isEmpty { return Labels([plainLanguage: ref.replacingControlCharacters]) }
        return nil
    }

    mutating func buildUnits() {
        for s in spaces {
            let t = s.feature.tags
            let category = SITCategories.unit(t)
            var accessibility: [String] = []
            if t["wheelchair"] == "yes" { accessibility.append("wheelchair") }
            let restriction = ["private", "no"].contains(t["access"] ?? "") ? "restricted" : nil
            for level in s.levels {
                let id = StableID.uuid("unit \(s.feature.ref) level \(OSMLevels.text(level))")
                let index = archive.units.count
                archive.units.append(Unit(id: id, file: file, geometry: s.geometry, category: category, restriction: restriction,
                                          accessibility: accessibility, name: Self.labels(t), altName: Self.altLabels(t),
                                          levelID: levelIDs[level]!, displayPoint: nil))
                unitsOnLevel[level, default: []].append(index)
                noteFacilities(t, id: id)
                unitsOfRef[s.feature.ref, default: []].append((level, index))
                if SITCategories.isBusiness(t), let name = Self.labels(t), t["name"] != nil {
                    addOccupant(t, name: name, key: "\(s.feature.ref) level \(OSMLevels.text(level))",
                                at: OSMGeometry.labelPoint(s.geometry), unit: index)
                }
            }
        }
    }

    mutating func addOccupant(_ t: [String: String], name: Labels, key: String, at point: GeoPoint?, unit: Int) {
        guard let point else { return }
        let anchorID = StableID.uuid("anchor \(key)")
        archive.anchors.append(Anchor(id: anchorID, file: file, location: point, addressID: nil, unitID: archive.units[unit].id))
        let occupantID = StableID.uuid("occupant \(key)")
        noteFacilities(t, id: occupantID)
        archive.occupants.append(Occupant(id: occupantID, file: file, name: name, category: SITCategories.occupant(t),
                                          anchorID: anchorID, hours: t["opening_hours"], phone: SITCategories.phone(t),
                                          website: t["website"] ?? t["contact:website"], validity: nil))
    }

    /// Records what a place has (``Facility``: `toilets=yes`…) under its feature id.
    /// A toilet itself (`amenity=toilets`) does not "have toilets"; its other facilities stay.
    mutating func noteFacilities(_ t: [String: String], id: String) {
        var facilities = Facility.fromOSM(t)
        if SITCategories.isToilet(t) { facilities.removeAll { $0 == .toilets } }
        if !facilities.isEmpty { archive.facilities[id] = facilities }
    }

    mutating func buildLevels(_ values: [Double], ordinals: [Double: Int]) {
        for v in values {
            let text = OSMLevels.text(v)
            let own = outlines.filter { $0.levels.contains(v) }
            let unitGeometries = (unitsOnLevel[v] ?? []).map { archive.units[$0].geometry }
            var polygons: [[[GeoPoint]]] = own.flatMap { $0.feature.geometry?.polygons ?? [] }
            if polygons.isEmpty {
                let probes = unitGeometries.compactMap(OSMGeometry.labelPoint)
                for b in buildings {
                    guard let g = b.geometry, probes.contains(where: { g.contains($0) }) else { continue }
                    polygons += g.polygons
                    usedBuildings.insert(b.ref)
                }
            }
            if polygons.isEmpty {
                let all = unitGeometries.isEmpty ? archive.units.map(\.geometry) : unitGeometries
                if let hull = OSMGeometry.convexHull(all.flatMap(\.allPoints)) { polygons = [[hull]] }
            }
            let geometry: Geometry? = polygons.isEmpty ? nil : polygons.count == 1 ? .polygon(polygons[0]) : .multiPolygon(polygons)
            let name = own.lazy.compactMap { Self.labels($0.feature.tags) }.first ?? Labels(["en": Self.levelName(v)])
            let short = own.lazy.compactMap { $0.feature.tags["level:ref"] }.first ?? text
            archive.levels.append(Level(id: levelIDs[v]!, file: file, geometry: geometry, category: "unspecified", restriction: nil,
                                        outdoor: false, ordinal: ordinals[v]!, name: name, shortName: Labels([Self.plainLanguage: short]),
                                        displayPoint: nil, addressID: nil, buildingIDs: []))
        }
    }

    /// An English name for a level without an `indoor=level` name, by OSM's convention that 0 is
    /// the ground floor: "Ground floor", "Floor 2", "Basement 1", "Floor 0.5".
    static func levelName(_ value: Double) -> String {
        if value == 0 { return "Ground floor" }
        return value > 0 ? "Floor \(OSMLevels.text(value))" : "Basement \(OSMLevels.text(-value))"
    }
}
