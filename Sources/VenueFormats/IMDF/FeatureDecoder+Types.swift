/// One feature whose id, properties and geometry have been checked, and the decoder of each
/// feature type that turns it into a typed value (a feature that lacks what its type needs is
/// skipped, with a diagnostic).
struct DecodedFeature {
    /// The feature's id.
    let id: String
    /// The file it came from.
    let file: String
    /// Its geometry, checked against the type (``FeatureDecoder``).
    let geometry: Geometry?
    /// Its properties.
    let properties: PropertyBag
    /// Reads and checks its properties.
    let reader: PropertyReader

    /// Adds the typed value of `type` to the archive.
    func decode(_ type: FeatureType, into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        switch type {
        case .venue: venue(into: &archive, log: &log)
        case .address: address(into: &archive, log: &log)
        case .building: building(into: &archive, log: &log)
        case .footprint: footprint(into: &archive, log: &log)
        case .level: level(into: &archive, log: &log)
        case .unit: unit(into: &archive, log: &log)
        case .opening: opening(into: &archive, log: &log)
        case .fixture: fixture(into: &archive, log: &log)
        case .kiosk: kiosk(into: &archive, log: &log)
        case .section: section(into: &archive, log: &log)
        case .geofence: geofence(into: &archive, log: &log)
        case .detail: detail(into: &archive, log: &log)
        case .amenity: amenity(into: &archive, log: &log)
        case .anchor: anchor(into: &archive, log: &log)
        case .occupant: occupant(into: &archive, log: &log)
        case .relationship: relationship(into: &archive, log: &log)
        }
    }

    private func venue(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        let name = r.labels("name", required: true, log: &log) ?? Labels()
        let dp = r.displayPoint(log: &log)
        if dp == nil { log.warning(file, id, .venueNoDisplayPoint) }
        archive.venues.append(Venue(id: id, file: file, geometry: geometry, category: r.string("category", required: true, log: &log),
                                    restriction: r.string("restriction", log: &log), name: name, altName: r.labels("alt_name", log: &log),
                                    hours: r.string("hours", log: &log), phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log), website: r.string("website", log: &log),
                                    displayPoint: dp, addressID: r.string("address_id", log: &log)))
    }

    private func address(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        archive.addresses.append(Address(id: id, file: file, address: r.string("address", log: &log), unit: r.string("unit", log: &log),
                                         locality: r.string("locality", log: &log), province: r.string("province", log: &log),
                                         country: r.string("country", log: &log), postalCode: r.string("postal_code", log: &log),
                                         postalCodeExt: r.string("postal_code_ext", log: &log), postalCodeVanity: r.string("postal_code_vanity", log: &log)))
    }

    private func building(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        archive.buildings.append(Building(id: id, file: file, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                          category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                          displayPoint: r.displayPoint(log: &log), addressID: r.string("address_id", log: &log)))
    }

    private func footprint(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        archive.footprints.append(Footprint(id: id, file: file, geometry: geometry, category: r.string("category", log: &log),
                                            name: r.labels("name", log: &log), buildingIDs: r.stringArray("building_ids", log: &log)))
    }

    private func level(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let ordinal = r.int("ordinal", required: true, log: &log) else {
            log.error(file, id, .levelNoOrdinal)
            return
        }
        archive.levels.append(Level(id: id, file: file, geometry: geometry, category: r.string("category", log: &log),
                                    restriction: r.string("restriction", log: &log), outdoor: r.bool("outdoor", log: &log) ?? false,
                                    ordinal: ordinal, name: r.labels("name", log: &log), shortName: r.labels("short_name", log: &log),
                                    displayPoint: r.displayPoint(log: &log), addressID: r.string("address_id", log: &log),
                                    buildingIDs: r.stringArray("building_ids", log: &log)))
    }

    private func unit(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(.unit, &log) }
        archive.units.append(Unit(id: id, file: file, geometry: g, category: r.string("category", log: &log) ?? missingCategory(&log),
                                  restriction: r.string("restriction", log: &log), accessibility: r.stringArray("accessibility", log: &log),
                                  name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log), levelID: levelID,
                                  displayPoint: r.displayPoint(log: &log)))
    }

    private func opening(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        let props = properties
        guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(.opening, &log) }
        var door: Door?
        if case .object(let d)? = props["door"] {
            door = Door(type: d["type"]?.stringValue?.replacingControlCharacters, automatic: d["automatic"]?.boolValue,
                        material: d["material"]?.stringValue?.replacingControlCharacters)
        }
        archive.openings.append(Opening(id: id, file: file, geometry: g, category: r.string("category", log: &log) ?? missingCategory(&log),
                                        accessibility: r.stringArray("accessibility", log: &log), accessControl: r.stringArray("access_control", log: &log),
                                        door: door, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                        displayPoint: r.displayPoint(log: &log), levelID: levelID))
    }

    private func fixture(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(.fixture, &log) }
        archive.fixtures.append(Fixture(id: id, file: file, geometry: g, category: r.string("category", log: &log), name: r.labels("name", log: &log),
                                        altName: r.labels("alt_name", log: &log), anchorID: r.string("anchor_id", log: &log), levelID: levelID,
                                        displayPoint: r.displayPoint(log: &log)))
    }

    private func kiosk(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(.kiosk, &log) }
        archive.kiosks.append(Kiosk(id: id, file: file, geometry: g, name: r.labels("name", log: &log), altName: r.labels("alt_name", log: &log),
                                    anchorID: r.string("anchor_id", log: &log), levelID: levelID, displayPoint: r.displayPoint(log: &log)))
    }

    private func section(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry, let levelID = r.string("level_id", required: true, log: &log) else { return skip(.section, &log) }
        archive.sections.append(Section(id: id, file: file, geometry: g, category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                        accessibility: r.stringArray("accessibility", log: &log), name: r.labels("name", log: &log),
                                        altName: r.labels("alt_name", log: &log), displayPoint: r.displayPoint(log: &log), levelID: levelID,
                                        addressID: r.string("address_id", log: &log), parents: r.stringArray("parents", log: &log)))
    }

    private func geofence(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry else { return skip(.geofence, &log) }
        archive.geofences.append(Geofence(id: id, file: file, geometry: g, category: r.string("category", log: &log), restriction: r.string("restriction", log: &log),
                                          name: r.labels("name", log: &log), displayPoint: r.displayPoint(log: &log),
                                          buildingIDs: r.stringArray("building_ids", log: &log), levelIDs: r.stringArray("level_ids", log: &log)))
    }

    private func detail(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard let g = geometry else { return skip(.detail, &log) }
        let levelID = r.string("level_id", log: &log)
        if levelID == nil { log.warning(file, id, .detailNoLevel) }
        archive.details.append(Detail(id: id, file: file, geometry: g, levelID: levelID))
    }

    private func amenity(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard case .point(let p)? = geometry else { return skip(.amenity, &log) }
        archive.amenities.append(Amenity(id: id, file: file, location: p, category: r.string("category", log: &log) ?? missingCategory(&log),
                                         accessibility: r.stringArray("accessibility", log: &log), name: r.labels("name", log: &log),
                                         altName: r.labels("alt_name", log: &log), hours: r.string("hours", log: &log), phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log),
                                         website: r.string("website", log: &log), unitIDs: r.stringArray("unit_ids", log: &log),
                                         addressID: r.string("address_id", log: &log)))
    }

    private func anchor(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        guard case .point(let p)? = geometry, let unitID = r.string("unit_id", required: true, log: &log) else { return skip(.anchor, &log) }
        archive.anchors.append(Anchor(id: id, file: file, location: p, addressID: r.string("address_id", log: &log), unitID: unitID))
    }

    private func occupant(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        let props = properties
        guard let name = r.labels("name", required: true, log: &log), let anchorID = r.string("anchor_id", required: true, log: &log) else {
            return skip(.occupant, &log)
        }
        let category = r.string("category", log: &log)
        if category == nil { log.warning(file, id, .occupantNoCategory) }
        var validity: Validity?
        if case .object(let v)? = props["validity"] {
            func text(_ key: String) -> String? { v[key]?.stringValue?.replacingControlCharacters }
            validity = Validity(start: text("start"), end: text("end"), modified: text("modified"))
        }
        archive.occupants.append(Occupant(id: id, file: file, name: name, category: category, anchorID: anchorID, hours: r.string("hours", log: &log),
                                          phone: PropertyChecks.phone(r.string("phone", log: &log), file: file, id: id, log: &log), website: r.string("website", log: &log), validity: validity))
    }

    private func relationship(into archive: inout IMDFArchive, log: inout DiagnosticLog) {
        let r = reader
        let props = properties
        guard let category = r.string("category", required: true, log: &log) else { return skip(.relationship, &log) }
        var intermediary: [FeatureReference] = []
        if case .array(let a)? = props["intermediary"] {
            intermediary = a.compactMap { PropertyReader.reference($0) }
        }
        archive.relationships.append(Relationship(id: id, file: file, geometry: geometry, category: category, direction: r.string("direction", log: &log),
                                                  origin: r.reference("origin", log: &log), intermediary: intermediary,
                                                  destination: r.reference("destination", log: &log), hours: r.string("hours", log: &log)))
    }

    private func skip(_ type: FeatureType, _ log: inout DiagnosticLog) {
        log.error(file, id, .featureSkipped(type: type))
    }

    private func missingCategory(_ log: inout DiagnosticLog) -> String {
        log.warning(file, id, .categoryMissing)
        return "unspecified"
    }
}
