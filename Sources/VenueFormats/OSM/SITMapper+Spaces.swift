/// Labels, units (one per level), the occupants of named shop rooms, and levels.
extension SITMapper {
    /// Labels from `name` and `name:xx`; `ref` when there is no name.
    static func labels(_ t: OSMTags, key: String = "name") -> Labels? {
        var v: [String: String] = [:]
        if let n = t[key], !n.isEmpty { v[plainLanguage] = n.replacingControlCharacters }
        for (k, value) in t where !value.isEmpty {
            guard let lang = languageTag(k, after: key) else { continue }
            v[lang] = value.replacingControlCharacters
        }
        if v.isEmpty, key == "name", let ref = t["ref"] ?? t["local_ref"], !ref.isEmpty {
            // A platform or gate known by its number only is called so ("Platform 7", "Gate B12").
            let parts = refParts(ref).map(\.replacingControlCharacters)
            if SITCategories.isPlatform(t) {
                return parts.isEmpty ? platformLabels([ref.replacingControlCharacters]) : platformLabels(parts)
            }
            if t["aeroway"] == "gate" { return gateLabels(ref.replacingControlCharacters) }
            v[plainLanguage] = ref.replacingControlCharacters
        }
        return v.isEmpty ? nil : Labels(v)
    }

    /// The language of a tag `KEY:xx`: 1 to 12 ASCII letters or `-` after `key` and a colon;
    /// nil for any other tag. Read from the bytes: called for every tag of every named feature.
    static func languageTag(_ tag: String, after key: String) -> String? {
        let t = tag.utf8, k = key.utf8
        guard t.count > k.count + 1, t.count <= k.count + 13, t.starts(with: k) else { return nil }
        let rest = t.dropFirst(k.count)
        guard rest.first == UInt8(ascii: ":") else { return nil }
        let lang = rest.dropFirst()
        for b in lang where !(b == UInt8(ascii: "-") || (b | 0x20) &- UInt8(ascii: "a") < 26) { return nil }
        return String(Substring(lang))
    }

    /// The alternative name: `alt_name`, else `ref` when the feature also has a name.
    static func altLabels(_ t: OSMTags) -> Labels? {
        if let alt = labels(t, key: "alt_name") { return alt }
        if t["name"] != nil, let ref = t["ref"], !ref.isEmpty { return Labels([plainLanguage: ref.replacingControlCharacters]) }
        return nil
    }

    mutating func buildUnits() {
        // Room for every space at once (only looked up, never walked: its order means nothing).
        unitsOfRef.reserveCapacity(unitsOfRef.count + spaces.count)
        for (i, s) in spaces.enumerated() {
            let t = s.feature.tags
            let category = SITCategories.unit(t)
            var accessibility: [String] = []
            if t["wheelchair"] == "yes" { accessibility.append("wheelchair") }
            let restriction = ["private", "no"].contains(t["access"] ?? "") ? "restricted" : nil
            // The same for each level the space is on: worked out once.
            let renamed = platformNames[i]
            let name = renamed.map(\.name) ?? Self.labels(t), altName = renamed.map(\.alt) ?? Self.altLabels(t)
            let occupantName = (SITCategories.isBusiness(t) || SITCategories.isServiceRoom(t)) && t["name"] != nil ? name : nil
            let anchor = spaceLabelPoints[i]
            let box = s.geometry.bounds
            let facilities = Self.facilities(t)
            let occupant = occupantName.map { _ in OccupantDetails(t, facilities: facilities) }
            let accessTags = Self.accessTags(t)
            for level in s.levels {
                let id = StableID.uuid("unit", s.feature.ref, level: level)
                let index = archive.units.count
                archive.units.append(Unit(id: id, file: file, geometry: s.geometry, category: category, restriction: restriction,
                                          accessibility: accessibility, name: name, altName: altName,
                                          levelID: levelIDs[level]!, displayPoint: nil, accessTags: accessTags))
                placeUnit(index, level: level, box: box, labelPoint: anchor)
                noteFacilities(facilities, id: id)
                unitsOfRef[s.feature.ref, default: []].append((level, index))
                if let occupantName, let occupant {
                    addOccupant(occupant, name: occupantName, ref: s.feature.ref, level: level, at: anchor, unit: index)
                }
            }
        }
    }

    /// The occupant of `REF` on `level` and its anchor (ids from `anchor`/`occupant REF level L`).
    mutating func addOccupant(_ t: OSMTags, name: Labels, ref: OSMRef, level: Double, at point: GeoPoint?, unit: Int) {
        addOccupant(OccupantDetails(t, facilities: Self.facilities(t)), name: name, ref: ref, level: level, at: point, unit: unit)
    }

    /// What an occupant takes from its feature's tags, the same on every level: worked out once.
    struct OccupantDetails {
        var facilities: [Facility], category: String, hours: String?, phone: String?, website: String?

        /// The details of tags `t` whose ``SITMapper/facilities(_:)`` are `facilities`.
        init(_ t: OSMTags, facilities: [Facility]) {
            self.facilities = facilities
            category = SITCategories.occupant(t)
            hours = t["opening_hours"]
            phone = SITCategories.phone(t)
            website = t["website"] ?? t["contact:website"]
        }
    }

    /// ``addOccupant(_:name:ref:level:at:unit:)`` with the tags' details already worked out.
    mutating func addOccupant(_ d: OccupantDetails, name: Labels, ref: OSMRef, level: Double, at point: GeoPoint?, unit: Int) {
        guard let point else { return }
        let anchorID = StableID.uuid("anchor", ref, level: level)
        archive.anchors.append(Anchor(id: anchorID, file: file, location: point, addressID: nil, unitID: archive.units[unit].id))
        let occupantID = StableID.uuid("occupant", ref, level: level)
        noteFacilities(d.facilities, id: occupantID)
        archive.occupants.append(Occupant(id: occupantID, file: file, name: name, category: d.category,
                                          anchorID: anchorID, hours: d.hours, phone: d.phone, website: d.website, validity: nil))
    }

    /// What a place has (``Facility``: `toilets=yes`…); a toilet itself (`amenity=toilets`)
    /// does not "have toilets", its other facilities stay.
    static func facilities(_ t: OSMTags) -> [Facility] {
        var facilities = Facility.fromOSM(t)
        if SITCategories.isToilet(t) { facilities.removeAll { $0 == .toilets } }
        return facilities
    }

    /// Records facilities under a feature id (only when there are some).
    mutating func noteFacilities(_ facilities: [Facility], id: String) {
        if !facilities.isEmpty { archive.facilities[id] = facilities }
    }

    mutating func buildLevels(_ values: [Double], ordinals: [Double: Int]) {
        for v in values {
            let text = OSMLevels.text(v)
            let own = outlines.filter { $0.levels.contains(v) }
            let unitsHere = unitsOnLevel[v]?.all ?? []
            let unitGeometries = unitsHere.map { archive.units[$0].geometry }
            var polygons: [[[GeoPoint]]] = own.flatMap { $0.feature.geometry?.polygons ?? [] }
            if polygons.isEmpty {
                let probes = unitsHere.compactMap { unitLabelPoints[$0] }
                for b in buildings {
                    guard let g = b.geometry, let box = g.bounds,
                          probes.contains(where: { OSMGeometry.mayContain(box, $0) && g.contains($0) }) else { continue }
                    polygons += g.polygons
                    usedBuildings.insert(b.ref)
                }
            }
            if polygons.isEmpty {
                let all = unitGeometries.isEmpty ? archive.units.map(\.geometry) : unitGeometries
                if let hull = OSMGeometry.convexHull(all.flatMap(\.allPoints)) { polygons = [[hull]] }
            }
            let geometry: Geometry? = polygons.isEmpty ? nil : polygons.count == 1 ? .polygon(polygons[0]) : .multiPolygon(polygons)
            let name = own.lazy.compactMap { Self.labels($0.feature.tags) }.first ?? Self.levelLabels(v)
            let short = own.lazy.compactMap { $0.feature.tags["level:ref"] }.first ?? text
            archive.levels.append(Level(id: levelIDs[v]!, file: file, geometry: geometry, category: "unspecified", restriction: nil,
                                        outdoor: false, ordinal: ordinals[v]!, name: name, shortName: Labels([Self.plainLanguage: short]),
                                        displayPoint: nil, addressID: nil, buildingIDs: []))
        }
    }
}
