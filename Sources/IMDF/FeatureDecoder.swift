/// Decodes the features of one FeatureCollection into an ``IMDFArchive``.
struct FeatureDecoder {
    var limits: ArchiveLimits
    var seenIDs: [String: (file: String, type: FeatureType)] = [:]
    var totalPoints = 0
    var unknownKeys: [String: Int] = [:]

    init(limits: ArchiveLimits) {
        self.limits = limits
    }

    /// Makes room for about `count` ids at once: every growth of the table rehashes every id
    /// in it, which showed in load profiles.
    mutating func expectIDs(_ count: Int) {
        seenIDs.reserveCapacity(count)
    }

    /// Decodes one file's FeatureCollection of the given type into the archive.
    mutating func decodeCollection(_ root: RawCollection, type: FeatureType, file: String, into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        if let other = root.nonObject {
            log.error(file, nil, "the file holds \(other.kindDescription), not a GeoJSON FeatureCollection")
            return
        }
        if let t = root.type?.stringValue, t != "FeatureCollection" {
            log.warning(file, nil, "'type' is \"\(t)\", expected \"FeatureCollection\"")
        }
        guard let featuresValue = root.features else {
            log.error(file, nil, "the FeatureCollection has no 'features' array")
            return
        }
        guard case .list(let features) = featuresValue else {
            if case .other(let v) = featuresValue { log.error(file, nil, "'features' is \(v.kindDescription), not an array") }
            return
        }
        if features.isEmpty {
            log.warning(file, nil, "the FeatureCollection is empty")
        }
        unknownKeys = [:]
        // Room for this file's ids, growing at least twofold (reserving the exact count per file
        // rehashed every id already seen, file after file; see also ``expectIDs(_:)``).
        let needed = seenIDs.count + features.count
        if seenIDs.capacity < needed { seenIDs.reserveCapacity(max(needed, 2 * seenIDs.capacity)) }
        // Through a buffer: each feature is read in place rather than copied (a retain per member).
        features.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                decodeFeature(buffer[index], index: index, type: type, file: file, into: &archive, log: &log)
            }
        }
        if !unknownKeys.isEmpty {
            let names = unknownKeys.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(6).map { "'\($0.key)'" }
            log.warning(file, nil, "features carry properties IMDF does not define (\(names.joined(separator: ", "))\(unknownKeys.count > 6 ? ", …" : "")); ignored")
        }
    }

    private mutating func decodeFeature(_ f: RawFeature, index: Int, type: FeatureType, file: String, into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        if let other = f.nonObject {
            log.error(file, nil, "feature #\(index + 1) is \(other.kindDescription), not a Feature object; skipped")
            return
        }
        var id: String
        switch f.id {
        case .string(let s)?: id = s
        case .number(let n)?:
            id = String(n)
            log.warning(file, id, "id should be a UUID string but is a number")
        default:
            id = "\(file)#\(index + 1)"
            log.error(file, nil, "feature #\(index + 1) has no id; it is called \(id) here")
        }
        // References go through the same replacement (PropertyReader), so ids still match.
        id = id.replacingControlCharacters
        if let previous = seenIDs[id] {
            if previous.type == type {
                log.error(file, id, "duplicate id (already used in \(previous.file)); this copy was skipped")
                return
            }
            // Ids must be unique across the archive, but lookups are per type, so both copies stay usable.
            log.error(file, id, "duplicate id: the \(previous.type.rawValue) in \(previous.file) has the same id; both are kept")
        } else {
            seenIDs[id] = (file, type)
        }
        if let ft = f.featureType?.stringValue, ft != type.rawValue {
            log.warning(file, id, "feature_type is \"\(ft)\" in a \(type.rawValue) file; read as \(type.rawValue)")
        }
        let props: PropertyBag
        switch f.properties {
        case .object(let p)?: props = p
        case nil, .other(.null)?:
            log.error(file, id, "the feature has no properties object")
            props = PropertyBag()
        case .other(let other)?:
            log.error(file, id, "properties is \(other.kindDescription), not an object")
            props = PropertyBag()
        }
        // Geometry.
        var geometry: Geometry?
        if let g = f.geometry {
            do {
                geometry = try GeometryDecoder.decode(g, limits: limits, total: &totalPoints)
            } catch {
                log.error(file, id, "bad geometry: \(error.message)")
                if type.expectedGeometry == .none || type.expectedGeometry == .any { geometry = nil } else { return }
            }
        }
        let r = PropertyReader(file: file, id: id, properties: props)
        for key in props.unknownKeys { unknownKeys[key, default: 0] += 1 }
        if type != .address, type != .anchor, type != .detail, type != .kiosk {
            PropertyChecks.category(props["category"]?.stringValue, type: type, file: file, id: id, log: &log)
        }
        guard checkGeometry(&geometry, type: type, file: file, id: id, log: &log) else { return }

        switch type {
        case .venue:
            let name = r.labels("name", required: true, log: &log) ?? Labels()
            let dp = r.displayPoint(log: &log)
            if dp == nil { log.warning(file, id, "venue has no display_point (required); its label goes at the outline's center") }
            archive.venues.append(Venue(id: id, file: file, geometry: geometry, category: r.string("category", required: true, log: &log),
                                        restriction: r.string("restriction", log: &log), name: name, altName: r.labels("alt_name", log: &log),
                                        hours: r.string("hours", log: &log), phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log), website: r.string("website", log: &log),
                                        displayPoint: dp, addressID: r.string("address_id", log: &log)))
        case .address:
            archive.addresses.append(Address(id: id, file: file, address: r.string("address", log: &log), unit: r.string("unit", log: &log),
                                             locality: r.string("locality", log: &log), province: r.string("province", log: &log),
                                             country: r.string("country", log: &log), postalCode: r.string("postal_code", log: &log),
                                             postalCodeExt: r.string("postal_code_ext", log: &log), postalCodeVanity: r.string("postal_code_vanity", log: &log)))
        case .building:
            archive.buildings.append(Building(id: id, file: file, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                              category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                              displayPoint: r.displayPoint(log: &log), addressID: r.string("address_id", log: &log)))
        case .footprint:
            archive.footprints.append(Footprint(id: id, file: file, geometry: geometry, category: r.string("category", log: &log),
                                                name: r.labels("name", log: &log), buildingIDs: r.stringArray("building_ids", log: &log)))
        case .level:
            guard let ordinal = r.int("ordinal", required: true, log: &log) else {
                log.error(file, id, "a level without a usable ordinal cannot be placed; skipped")
                return
            }
            archive.levels.append(Level(id: id, file: file, geometry: geometry, category: r.string("category", log: &log),
                                        restriction: r.string("restriction", log: &log), outdoor: r.bool("outdoor", log: &log) ?? false,
                                        ordinal: ordinal, name: r.labels("name", log: &log), shortName: r.labels("short_name", log: &log),
                                        displayPoint: r.displayPoint(log: &log), addressID: r.string("address_id", log: &log),
                                        buildingIDs: r.stringArray("building_ids", log: &log)))
        case .unit:
            guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            archive.units.append(Unit(id: id, file: file, geometry: g, category: r.string("category", log: &log) ?? missingCategory(file, id, &log),
                                      restriction: r.string("restriction", log: &log), accessibility: r.stringArray("accessibility", log: &log),
                                      name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log), levelID: levelID,
                                      displayPoint: r.displayPoint(log: &log)))
        case .opening:
            guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            var door: Door?
            if case .object(let d)? = props["door"] {
                door = Door(type: d["type"]?.stringValue?.replacingControlCharacters, automatic: d["automatic"]?.boolValue,
                            material: d["material"]?.stringValue?.replacingControlCharacters)
            }
            archive.openings.append(Opening(id: id, file: file, geometry: g, category: r.string("category", log: &log) ?? missingCategory(file, id, &log),
                                            accessibility: r.stringArray("accessibility", log: &log), accessControl: r.stringArray("access_control", log: &log),
                                            door: door, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                            displayPoint: r.displayPoint(log: &log), levelID: levelID))
        case .fixture:
            guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            archive.fixtures.append(Fixture(id: id, file: file, geometry: g, category: r.string("category", log: &log), name: r.labels("name", log: &log),
                                            altName: r.labels("alt_name", log: &log), anchorID: r.string("anchor_id", log: &log), levelID: levelID,
                                            displayPoint: r.displayPoint(log: &log)))
        case .kiosk:
            guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            archive.kiosks.append(Kiosk(id: id, file: file, geometry: g, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                        anchorID: r.string("anchor_id", log: &log), levelID: levelID, displayPoint: r.displayPoint(log: &log)))
        case .section:
            guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            archive.sections.append(Section(id: id, file: file, geometry: g, category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                            accessibility: r.stringArray("accessibility", log: &log), name: r.labels("name", log: &log),
                                            altName: r.labels("alt_name", log: &log), displayPoint: r.displayPoint(log: &log), levelID: levelID,
                                            addressID: r.string("address_id", log: &log), parents: r.stringArray("parents", log: &log)))
        case .geofence:
            guard let g = geometry else { return skip(type, file, id, &log) }
            archive.geofences.append(Geofence(id: id, file: file, geometry: g, category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                              name: r.labels("name", log: &log), displayPoint: r.displayPoint(log: &log),
                                              buildingIDs: r.stringArray("building_ids", log: &log), levelIDs: r.stringArray("level_ids", log: &log)))
        case .detail:
            guard let g = geometry else { return skip(type, file, id, &log) }
            let levelID = r.string("level_id", log: &log)
            if levelID == nil { log.warning(file, id, "detail has no level_id; it is not drawn on any level") }
            archive.details.append(Detail(id: id, file: file, geometry: g, levelID: levelID))
        case .amenity:
            guard case .point(let p)? = geometry else { return skip(type, file, id, &log) }
            archive.amenities.append(Amenity(id: id, file: file, location: p, category: r.string("category", log: &log) ?? missingCategory(file, id, &log),
                                             accessibility: r.stringArray("accessibility", log: &log), name: r.labels("name", log: &log),
                                             altName: r.labels("alt_name", log: &log), hours: r.string("hours", log: &log), phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log),
                                             website: r.string("website", log: &log), unitIDs: r.stringArray("unit_ids", log: &log),
                                             addressID: r.string("address_id", log: &log)))
        case .anchor:
            guard case .point(let p)? = geometry, let unitID = r.string("unit_id", required: true, log: &log) else { return skip(type, file, id, &log) }
            archive.anchors.append(Anchor(id: id, file: file, location: p, addressID: r.string("address_id", log: &log), unitID: unitID))
        case .occupant:
            guard let name = r.labels("name", required: true, log: &log), let anchorID = r.string("anchor_id", required: true, log: &log) else {
                return skip(type, file, id, &log)
            }
            let category = r.string("category", log: &log)
            if category == nil { log.warning(file, id, "occupant has no category") }
            var validity: Validity?
            if case .object(let v)? = props["validity"] {
                func text(_ key: String) -> String? { v[key]?.stringValue?.replacingControlCharacters }
                validity = Validity(start: text("start"), end: text("end"), modified: text("modified"))
            }
            archive.occupants.append(Occupant(id: id, file: file, name: name, category: category, anchorID: anchorID, hours: r.string("hours", log: &log),
                                              phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log), website: r.string("website", log: &log), validity: validity))
        case .relationship:
            guard let category = r.string("category", required: true, log: &log) else { return skip(type, file, id, &log) }
            var intermediary: [FeatureReference] = []
            if case .array(let a)? = props["intermediary"] {
                intermediary = a.compactMap { PropertyReader.reference($0) }
            }
            archive.relationships.append(Relationship(id: id, file: file, geometry: geometry, category: category, direction: r.string("direction", log: &log),
                                                      origin: r.reference("origin", log: &log), intermediary: intermediary,
                                                      destination: r.reference("destination", log: &log), hours: r.string("hours", log: &log)))
        }
    }

    private func skip(_ type: FeatureType, _ file: String, _ id: String, _ log: inout DiagnosticLog) {
        log.error(file, id, "this \(type.rawValue) lacks what it needs to be shown (see above); skipped")
    }

    private func missingCategory(_ file: String, _ id: String, _ log: inout DiagnosticLog) -> String {
        log.warning(file, id, "required property 'category' is missing; treated as 'unspecified'")
        return "unspecified"
    }

    /// Checks the geometry kind against the feature type. Returns false when the feature must be skipped.
    private func checkGeometry(_ geometry: inout Geometry?, type: FeatureType, file: String, id: String, log: inout DiagnosticLog) -> Bool {
        switch type.expectedGeometry {
        case .any:
            return true
        case .none:
            if let g = geometry {
                log.warning(file, id, "\(type.rawValue) should have null geometry but has a \(g.typeName); ignored")
                geometry = nil
            }
            return true
        case .point:
            guard let g = geometry else {
                log.error(file, id, "\(type.rawValue) has null geometry; a Point is required")
                return false
            }
            guard case .point = g else {
                if let first = g.allPoints.first {
                    log.warning(file, id, "\(type.rawValue) should be a Point but is a \(g.typeName); using its first position")
                    geometry = .point(first)
                    return true
                }
                log.error(file, id, "\(type.rawValue) should be a Point but is a \(g.typeName)")
                return false
            }
            return true
        case .lineal:
            guard let g = geometry else {
                log.error(file, id, "\(type.rawValue) has null geometry; a LineString is required")
                return false
            }
            switch g {
            case .lineString: return true
            case .multiLineString(let ls):
                if type == .opening { log.warning(file, id, "opening should be a LineString but is a MultiLineString; using it") }
                return !ls.isEmpty
            default:
                log.error(file, id, "\(type.rawValue) should be a LineString but is a \(g.typeName)")
                return false
            }
        case .polygonal:
            guard let g = geometry else {
                if type == .venue || type == .footprint || type == .level {
                    log.error(file, id, "\(type.rawValue) has null geometry; its outline cannot be drawn")
                    return true
                }
                log.error(file, id, "\(type.rawValue) has null geometry; it cannot be drawn")
                return false
            }
            switch g {
            case .polygon(let rings):
                geometry = .polygon(closeRings(rings, file: file, id: id, log: &log))
                return true
            case .multiPolygon(let polys):
                if polys.isEmpty {
                    log.error(file, id, "\(type.rawValue) has an empty MultiPolygon")
                    return false
                }
                geometry = .multiPolygon(polys.map { closeRings($0, file: file, id: id, log: &log) })
                return true
            default:
                log.error(file, id, "\(type.rawValue) should be a Polygon or MultiPolygon but is a \(g.typeName)")
                return false
            }
        }
    }

    private func closeRings(_ rings: [[GeoPoint]], file: String, id: String, log: inout DiagnosticLog) -> [[GeoPoint]] {
        rings.map { ring in
            var r = ring
            if r.count < 4 {
                log.warning(file, id, "a polygon ring has \(r.count) position(s); it encloses no area")
            }
            if let f = r.first, let l = r.last, f != l {
                log.warning(file, id, "a polygon ring is not closed; closed it")
                r.append(f)
            }
            return r
        }
    }
}
