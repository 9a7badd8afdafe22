/// Turns typed features back into IMDF GeoJSON: one FeatureCollection per feature type,
/// properties named and shaped as IMDF 1.0.0 defines them.
public enum IMDFEncoder {
    /// The FeatureCollection of each feature type that has features (venue, level and unit always).
    public static func collections(_ a: IMDFArchive) -> [FeatureType: JSONValue] {
        var out: [FeatureType: [JSONValue]] = [:]
        func add(_ type: FeatureType, _ id: String, _ geometry: Geometry?, _ props: [String: JSONValue]) {
            out[type, default: []].append(.object([
                "type": .string("Feature"), "id": .string(id), "feature_type": .string(type.rawValue),
                "geometry": geometry.map(encode) ?? .null, "properties": .object(props),
            ]))
        }
        for v in a.venues {
            add(.venue, v.id, v.geometry, ["category": text(v.category), "restriction": text(v.restriction), "name": labels(v.name),
                                          "alt_name": labels(v.altName), "hours": text(v.hours), "phone": phone(v.phone), "website": text(v.website),
                                          "display_point": point(v.displayPoint), "address_id": text(v.addressID)])
        }
        for x in a.addresses {
            add(.address, x.id, nil, ["address": text(x.address), "unit": text(x.unit), "locality": text(x.locality), "province": text(x.province),
                                      "country": text(x.country), "postal_code": text(x.postalCode), "postal_code_ext": text(x.postalCodeExt),
                                      "postal_code_vanity": text(x.postalCodeVanity)])
        }
        for b in a.buildings {
            add(.building, b.id, nil, ["name": labels(b.name), "alt_name": labels(b.altName), "category": text(b.category),
                                       "restriction": text(b.restriction), "display_point": point(b.displayPoint), "address_id": text(b.addressID)])
        }
        for f in a.footprints {
            add(.footprint, f.id, f.geometry, ["category": text(f.category), "name": labels(f.name), "building_ids": ids(f.buildingIDs)])
        }
        for l in a.levels {
            add(.level, l.id, l.geometry, ["category": text(l.category ?? "unspecified"), "restriction": text(l.restriction), "outdoor": .bool(l.outdoor),
                                           "ordinal": .number(Double(l.ordinal)), "name": labels(l.name), "short_name": labels(l.shortName),
                                           "display_point": point(l.displayPoint), "address_id": text(l.addressID),
                                           "building_ids": l.buildingIDs.isEmpty ? .null : ids(l.buildingIDs)])
        }
        for u in a.units {
            add(.unit, u.id, u.geometry, ["category": text(u.category), "restriction": text(u.restriction), "accessibility": list(u.accessibility),
                                          "name": labels(u.name), "alt_name": labels(u.altName), "level_id": text(u.levelID),
                                          "display_point": point(u.displayPoint)])
        }
        for o in a.openings {
            var door: JSONValue = .null
            if let d = o.door {
                door = .object(["type": text(d.type), "automatic": d.automatic.map { .bool($0) } ?? .null, "material": text(d.material)])
            }
            add(.opening, o.id, o.geometry, ["category": text(o.category), "accessibility": list(o.accessibility), "access_control": list(o.accessControl),
                                             "door": door, "name": labels(o.name), "alt_name": labels(o.altName),
                                             "display_point": point(o.displayPoint), "level_id": text(o.levelID)])
        }
        for f in a.fixtures {
            add(.fixture, f.id, f.geometry, ["category": text(f.category), "name": labels(f.name), "alt_name": labels(f.altName),
                                             "anchor_id": text(f.anchorID), "level_id": text(f.levelID), "display_point": point(f.displayPoint)])
        }
        for k in a.kiosks {
            add(.kiosk, k.id, k.geometry, ["name": labels(k.name), "alt_name": labels(k.altName), "anchor_id": text(k.anchorID),
                                           "level_id": text(k.levelID), "display_point": point(k.displayPoint)])
        }
        for s in a.sections {
            add(.section, s.id, s.geometry, ["category": text(s.category), "restriction": text(s.restriction), "accessibility": list(s.accessibility),
                                             "name": labels(s.name), "alt_name": labels(s.altName), "display_point": point(s.displayPoint),
                                             "level_id": text(s.levelID), "address_id": text(s.addressID), "parents": list(s.parents)])
        }
        for g in a.geofences {
            add(.geofence, g.id, g.geometry, ["category": text(g.category), "restriction": text(g.restriction), "name": labels(g.name),
                                              "display_point": point(g.displayPoint), "building_ids": list(g.buildingIDs), "level_ids": list(g.levelIDs)])
        }
        for d in a.details { add(.detail, d.id, d.geometry, ["level_id": text(d.levelID)]) }
        for m in a.amenities {
            add(.amenity, m.id, .point(m.location), ["category": text(m.category), "accessibility": list(m.accessibility), "name": labels(m.name),
                                                     "alt_name": labels(m.altName), "hours": text(m.hours), "phone": phone(m.phone),
                                                     "website": text(m.website), "unit_ids": ids(m.unitIDs), "address_id": text(m.addressID)])
        }
        for x in a.anchors {
            add(.anchor, x.id, .point(x.location), ["address_id": text(x.addressID), "unit_id": text(x.unitID)])
        }
        for o in a.occupants {
            var validity: JSONValue = .null
            if let v = o.validity { validity = .object(["start": text(v.start), "end": text(v.end), "modified": text(v.modified)]) }
            add(.occupant, o.id, nil, ["name": labels(o.name), "category": text(o.category), "anchor_id": text(o.anchorID), "hours": text(o.hours),
                                       "phone": phone(o.phone), "website": text(o.website), "validity": validity])
        }
        for r in a.relationships {
            add(.relationship, r.id, r.geometry, ["category": text(r.category), "direction": text(r.direction), "origin": reference(r.origin),
                                                  "intermediary": r.intermediary.isEmpty ? .null : .array(r.intermediary.map { reference($0) }),
                                                  "destination": reference(r.destination), "hours": text(r.hours)])
        }
        var result: [FeatureType: JSONValue] = [:]
        for type in [FeatureType.venue, .level, .unit] where out[type] == nil { out[type] = [] }
        for (type, features) in out {
            result[type] = .object(["type": .string("FeatureCollection"), "name": .string(type.rawValue), "features": .array(features)])
        }
        return result
    }

    /// A geometry as GeoJSON.
    public static func encode(_ g: Geometry) -> JSONValue {
        func pos(_ p: GeoPoint) -> JSONValue { .array([.number(p.longitude), .number(p.latitude)]) }
        func line(_ l: [GeoPoint]) -> JSONValue { .array(l.map(pos)) }
        func poly(_ rings: [[GeoPoint]]) -> JSONValue { .array(rings.map(line)) }
        switch g {
        case .point(let p): return .object(["type": .string("Point"), "coordinates": pos(p)])
        case .lineString(let l): return .object(["type": .string("LineString"), "coordinates": line(l)])
        case .multiLineString(let ls): return .object(["type": .string("MultiLineString"), "coordinates": .array(ls.map(line))])
        case .polygon(let rings): return .object(["type": .string("Polygon"), "coordinates": poly(rings)])
        case .multiPolygon(let polys): return .object(["type": .string("MultiPolygon"), "coordinates": .array(polys.map(poly))])
        }
    }

    static func text(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }

    /// A phone number in the E.164 form IMDF asks for when it is an international number
    /// written with grouping, else as it is.
    static func phone(_ s: String?) -> JSONValue { text(s.map { PhoneNumber.e164($0) ?? $0 }) }
    static func labels(_ l: Labels?) -> JSONValue {
        guard let l, !l.isEmpty else { return .null }
        return .object(l.values.mapValues { .string($0) })
    }
    static func point(_ p: GeoPoint?) -> JSONValue { p.map { encode(.point($0)) } ?? .null }
    static func ids(_ a: [String]) -> JSONValue { .array(a.map { .string($0) }) }
    static func list(_ a: [String]) -> JSONValue { a.isEmpty ? .null : ids(a) }
    static func reference(_ r: FeatureReference?) -> JSONValue {
        r.map { .object(["id": .string($0.id), "feature_type": .string($0.featureType)]) } ?? .null
    }
}
