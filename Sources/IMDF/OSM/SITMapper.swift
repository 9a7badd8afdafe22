/// Maps OpenStreetMap features tagged with Simple Indoor Tagging onto IMDF features, so that
/// everything built on IMDF (explorer, render, search, route, validate, info, serve) works on
/// them unchanged:
///
/// - `indoor=room|area|corridor` areas → units, one per level they are on (`level`, `repeat_on`,
///   `min_level`/`max_level`); connectors (stairs, elevators, escalators) on several levels are
///   joined by IMDF relationships as well as by being stacked;
/// - `indoor=level` and building outlines → level outlines, footprints; `indoor=wall` → details,
///   `indoor=column` → fixtures;
/// - `door=*`/`entrance=*` nodes on a room's outline → openings along that outline;
/// - points of interest with a level → occupants with anchors (shops, offices, places to eat)
///   or amenities; elevators and steps join the rooms they stand in across levels;
/// - `name`, `name:xx` → labels (plain `name` as language `und`), `ref` → the label when there is
///   no name, else an alternative name;
/// - everything else (streets, bus routes, landuse…) is skipped and counted in one diagnostic.
struct SITMapper {
    let file: String
    var log: DiagnosticLog
    var archive: IMDFArchive

    /// The language tag of plain `name=*`: undetermined.
    static let plainLanguage = "und"
    /// The credit OSM's licence (ODbL) requires wherever the data is shown.
    static let attribution = "© OpenStreetMap contributors"
    /// Width given to a door without `width=*`, in meters.
    static let defaultDoorWidth = 1.0
    /// How far from an outline a door node may lie and still be on it, in meters.
    static let doorTolerance = 0.3

    private struct Space { var feature: OSMFeature; var levels: [Double]; var geometry: Geometry }
    private struct Located { var feature: OSMFeature; var levels: [Double] }

    private var spaces: [Space] = []
    private var outlines: [Located] = []
    private var walls: [Located] = []
    private var columns: [Located] = []
    private var doors: [Located] = []
    private var pois: [Located] = []
    private var connectors: [Located] = []
    private var buildings: [OSMFeature] = []
    private var named: [OSMFeature] = []
    private var skipped: [String: Int] = [:]
    private var firstSkipped: OSMFeature?
    private var levelIDs: [Double: String] = [:]
    private var unitsOnLevel: [Double: [Int]] = [:]
    private var unitsOfRef: [OSMRef: [(level: Double, unit: Int)]] = [:]
    private var usedBuildings = Set<OSMRef>()

    /// Maps the features of one file.
    static func map(_ features: [OSMFeature], file: String, sourcePath: String, log: DiagnosticLog) -> (IMDFArchive, DiagnosticLog) {
        var m = SITMapper(file: file, log: log, archive: IMDFArchive(sourcePath: sourcePath))
        m.classify(features)
        m.build()
        return (m.archive, m.log)
    }

    // MARK: Diagnostics

    private mutating func report(_ severity: Diagnostic.Severity, _ f: OSMFeature, _ message: String) {
        log.add(Diagnostic(severity, file: file, featureID: f.ref.description, message: message, line: f.position?.line, column: f.position?.column))
    }

    // MARK: Levels

    /// The levels a feature is on: `level` and `repeat_on`, else `min_level`…`max_level`.
    private mutating func levels(of f: OSMFeature) -> [Double] {
        var out = Set<Double>()
        for key in ["level", "repeat_on"] {
            guard let value = f.tags[key] else { continue }
            switch OSMLevels.parse(value) {
            case .success(let l): out.formUnion(l)
            case .failure(let e): report(.warning, f, "\(key): \(e.message); that value is ignored")
            }
        }
        if out.isEmpty, let lo = f.tags["min_level"], let hi = f.tags["max_level"] {
            if case .success(let l) = OSMLevels.parse("\(lo)-\(hi)") { out.formUnion(l) }
        }
        if let gone = f.tags["non_existent_levels"], case .success(let l) = OSMLevels.parse(gone) { out.subtract(l) }
        return out.sorted()
    }

    // MARK: Classification

    private mutating func classify(_ features: [OSMFeature]) {
        for f in features {
            let t = f.tags
            let indoor = t["indoor"]
            switch indoor {
            case "room", "area", "corridor":
                let l = levels(of: f)
                guard let g = f.geometry, !g.polygons.isEmpty else {
                    report(.warning, f, "indoor=\(indoor!) is not a closed area (\(f.geometry?.typeName ?? "no geometry")): it encloses no space; skipped")
                    continue
                }
                guard !l.isEmpty else {
                    report(.warning, f, "indoor=\(indoor!) has no level=*: it cannot be placed on a floor; skipped")
                    continue
                }
                spaces.append(Space(feature: f, levels: l, geometry: g))
                continue
            case "level":
                if f.geometry?.polygons.isEmpty == false { outlines.append(Located(feature: f, levels: levels(of: f))) }
                continue
            case "wall":
                walls.append(Located(feature: f, levels: levels(of: f)))
                continue
            case "column", "pillar":
                columns.append(Located(feature: f, levels: levels(of: f)))
                continue
            default:
                break
            }
            if case .point? = f.geometry, t["door"] != nil || t["entrance"] != nil {
                doors.append(Located(feature: f, levels: levels(of: f)))
                continue
            }
            let isOutline = f.geometry?.polygons.isEmpty == false
            if isOutline, let b = t["building"], b != "no" {
                buildings.append(f)
                if t["name"] != nil { named.append(f) }
                continue
            }
            if isOutline, t["name"] != nil, t["level"] == nil { named.append(f) }
            let hasLevel = t["level"] != nil || t["repeat_on"] != nil
            if hasLevel, f.geometry != nil, indoor != "yes", SITCategories.connector(t) != nil {
                let l = levels(of: f)
                if !l.isEmpty { connectors.append(Located(feature: f, levels: l)) }
                if case .point? = f.geometry { pois.append(Located(feature: f, levels: l)) }
                continue
            }
            if hasLevel, f.geometry != nil, indoor != "yes", SITCategories.isBusiness(t) || SITCategories.amenity(t) != nil {
                pois.append(Located(feature: f, levels: levels(of: f)))
                continue
            }
            if !isOutline || t["name"] == nil { skip(f) }
        }
    }

    /// Counts a feature that is not indoor data, by what it is.
    private mutating func skip(_ f: OSMFeature) {
        let t = f.tags
        let reason: String
        if t["type"] == "route" || f.ref.kind == .relation && t["route"] != nil {
            reason = "route=\(t["route"] ?? "?") relations"
        } else if t["indoor"] == "yes" {
            reason = "indoor=yes (no room, area or corridor)"
        } else if let key = ["highway", "railway", "public_transport", "building:part", "landuse", "natural", "leisure", "barrier", "amenity", "shop", "man_made", "power"].first(where: { t[$0] != nil }) {
            reason = t["level"] == nil ? "\(key)=* without level" : "\(key)=*"
        } else if t.keys.contains(where: { $0.hasPrefix("addr:") }) {
            reason = "addresses"
        } else {
            reason = "other"
        }
        skipped[reason, default: 0] += 1
        if firstSkipped == nil { firstSkipped = f }
    }

    // MARK: Building

    private mutating func build() {
        archive.attribution = Self.attribution
        archive.manifest = Manifest(version: "1.0.0", created: nil, language: Self.plainLanguage,
                                    generatedBy: "Atrium (from OpenStreetMap)", extensions: [])
        // Every level that holds something.
        var values = Set<Double>()
        for s in spaces { values.formUnion(s.levels) }
        for group in [outlines, walls, columns, doors, pois] { for x in group { values.formUnion(x.levels) } }
        for b in buildings where containsSpace(b.geometry) {
            values.formUnion(levels(of: OSMFeature(ref: b.ref, tags: b.tags.filter { ["min_level", "max_level", "non_existent_levels"].contains($0.key) }, geometry: nil)))
        }
        guard !values.isEmpty else { return finishSkips() }
        let ordinals = OSMLevels.ordinals(values)
        for v in values.sorted() { levelIDs[v] = StableID.uuid("level \(OSMLevels.text(v))") }

        buildUnits()
        buildLevels(values.sorted(), ordinals: ordinals)
        buildDoors()
        buildPlaces()
        buildConnections()
        buildLines()
        buildVenue()
        finishSkips()
    }

    private func containsSpace(_ g: Geometry?) -> Bool {
        guard let g, let box = g.bounds else { return false }
        return spaces.contains { s in
            guard let p = OSMGeometry.labelPoint(s.geometry) else { return false }
            return p.longitude >= box.min.longitude && p.longitude <= box.max.longitude && p.latitude >= box.min.latitude
                && p.latitude <= box.max.latitude && g.contains(p)
        }
    }

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

    private mutating func buildUnits() {
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
                unitsOfRef[s.feature.ref, default: []].append((level, index))
                if SITCategories.isBusiness(t), let name = Self.labels(t), t["name"] != nil {
                    addOccupant(t, name: name, key: "\(s.feature.ref) level \(OSMLevels.text(level))",
                                at: OSMGeometry.labelPoint(s.geometry), unit: index)
                }
            }
        }
    }

    private mutating func addOccupant(_ t: [String: String], name: Labels, key: String, at point: GeoPoint?, unit: Int) {
        guard let point else { return }
        let anchorID = StableID.uuid("anchor \(key)")
        archive.anchors.append(Anchor(id: anchorID, file: file, location: point, addressID: nil, unitID: archive.units[unit].id))
        archive.occupants.append(Occupant(id: StableID.uuid("occupant \(key)"), file: file, name: name, category: SITCategories.occupant(t),
                                          anchorID: anchorID, hours: t["opening_hours"], phone: t["phone"] ?? t["contact:phone"],
                                          website: t["website"] ?? t["contact:website"], validity: nil))
    }

    private mutating func buildLevels(_ values: [Double], ordinals: [Double: Int]) {
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
            let name = own.lazy.compactMap { Self.labels($0.feature.tags) }.first ?? Labels([Self.plainLanguage: "Level \(text)"])
            let short = own.lazy.compactMap { $0.feature.tags["level:ref"] }.first ?? text
            archive.levels.append(Level(id: levelIDs[v]!, file: file, geometry: geometry, category: "unspecified", restriction: nil,
                                        outdoor: false, ordinal: ordinals[v]!, name: name, shortName: Labels([Self.plainLanguage: short]),
                                        displayPoint: nil, addressID: nil, buildingIDs: []))
        }
    }

    // MARK: Doors

    private mutating func buildDoors() {
        var stray: [OSMFeature] = []
        for d in doors {
            guard case .point(let p)? = d.feature.geometry else { continue }
            var placed = false
            let width = d.feature.tags["width"].flatMap { Double($0.replacingOccurrences(of: ",", with: ".")) }.map { min(5, max(0.5, $0)) } ?? Self.defaultDoorWidth
            let candidates = d.levels.isEmpty ? Array(unitsOnLevel.keys).sorted() : d.levels
            for level in candidates {
                // The room outlines it lies on, else the level's outline (an entrance on the building's wall).
                var rings: [[GeoPoint]] = []
                for u in unitsOnLevel[level] ?? [] {
                    for poly in archive.units[u].geometry.polygons {
                        for ring in poly where (OSMGeometry.nearest(on: ring, to: p)?.meters ?? .infinity) <= Self.doorTolerance { rings.append(ring) }
                    }
                }
                if rings.isEmpty, !d.levels.isEmpty {
                    // An entrance on the level's, a building's or the venue's outline (from the street).
                    let level = archive.levels.first { $0.id == levelIDs[level] }?.geometry
                    let outlines = [level].compactMap { $0 } + (buildings + named).compactMap(\.geometry)
                    for poly in outlines.flatMap(\.polygons) {
                        for ring in poly where (OSMGeometry.nearest(on: ring, to: p)?.meters ?? .infinity) <= Self.doorTolerance { rings.append(ring) }
                    }
                }
                guard let ring = rings.first, let line = OSMGeometry.stretch(of: ring, around: p, width: width), line.count >= 2 else { continue }
                placed = true
                let t = d.feature.tags
                archive.openings.append(Opening(id: StableID.uuid("opening \(d.feature.ref) level \(OSMLevels.text(level))"), file: file,
                                                geometry: .lineString(line), category: SITCategories.opening(t),
                                                accessibility: t["wheelchair"] == "yes" ? ["wheelchair"] : [], accessControl: [],
                                                door: SITCategories.door(t), name: Self.labels(t), altName: nil, displayPoint: nil,
                                                levelID: levelIDs[level]!))
            }
            if !placed { stray.append(d.feature) }
        }
        if let first = stray.first {
            report(.warning, first, "\(stray.count) door or entrance node(s) lie on no room, level, building or venue outline (e.g. this one); not drawn")
        }
    }

    // MARK: Places

    /// The unit of a level that contains a point, connectors and rooms before corridors.
    private func unit(containing p: GeoPoint, level: Double) -> Int? {
        let found = (unitsOnLevel[level] ?? []).filter { archive.units[$0].geometry.contains(p) }
        return found.min { a, b in rank(archive.units[a].category) < rank(archive.units[b].category) }
    }

    private func rank(_ category: String) -> Int {
        ["walkway", "unenclosedarea", "lobby", "parking"].contains(category) ? 1 : 0
    }

    private mutating func buildPlaces() {
        var outside: [OSMFeature] = []
        for poi in pois {
            let t = poi.feature.tags
            guard let g = poi.feature.geometry, let p = OSMGeometry.labelPoint(g) else { continue }
            var placedAny = false
            for level in poi.levels {
                guard let u = unit(containing: p, level: level) else { continue }
                placedAny = true
                let key = "\(poi.feature.ref) level \(OSMLevels.text(level))"
                if SITCategories.isBusiness(t), SITCategories.connector(t) == nil, let name = Self.labels(t) {
                    addOccupant(t, name: name, key: key, at: p, unit: u)
                } else {
                    var accessibility: [String] = []
                    if t["wheelchair"] == "yes" { accessibility.append("wheelchair") }
                    archive.amenities.append(Amenity(id: StableID.uuid("amenity \(key)"), file: file, location: p,
                                                     category: SITCategories.amenity(t) ?? "unspecified", accessibility: accessibility,
                                                     name: Self.labels(t), altName: Self.altLabels(t), hours: t["opening_hours"],
                                                     phone: t["phone"] ?? t["contact:phone"], website: t["website"] ?? t["contact:website"],
                                                     unitIDs: [archive.units[u].id], addressID: nil))
                }
            }
            if !placedAny { outside.append(poi.feature) }
        }
        if let first = outside.first {
            report(.warning, first, "\(outside.count) point(s) of interest lie in no room, area or corridor of their level (e.g. this one); not shown")
        }
    }

    // MARK: Vertical connections

    /// Joins the units a multi-level connector stands in, lowest level first, with an IMDF relationship.
    private mutating func buildConnections() {
        var done = Set<OSMRef>()
        for s in spaces where s.levels.count > 1 {
            guard let kind = SITCategories.connector(s.feature.tags), let units = unitsOfRef[s.feature.ref] else { continue }
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

    private mutating func addRelationship(_ kind: String, key: String, units: [Int]) {
        guard units.count >= 2 else { return }
        func ref(_ u: Int) -> FeatureReference { FeatureReference(id: archive.units[u].id, featureType: "unit") }
        archive.relationships.append(Relationship(id: StableID.uuid("relationship \(key)"), file: file, geometry: nil, category: kind,
                                                  direction: "undirected", origin: ref(units[0]), intermediary: units.dropFirst().dropLast().map(ref),
                                                  destination: ref(units[units.count - 1]), hours: nil))
    }

    // MARK: Walls and columns

    private mutating func buildLines() {
        for w in walls {
            guard let g = w.feature.geometry else { continue }
            let lines = g.lines.isEmpty ? g.polygons.flatMap { $0 } : g.lines
            guard !lines.isEmpty else { continue }
            for level in w.levels {
                archive.details.append(Detail(id: StableID.uuid("detail \(w.feature.ref) level \(OSMLevels.text(level))"), file: file,
                                              geometry: lines.count == 1 ? .lineString(lines[0]) : .multiLineString(lines), levelID: levelIDs[level]))
            }
        }
        for c in columns {
            guard let g = c.feature.geometry, !g.polygons.isEmpty else { continue }
            for level in c.levels {
                archive.fixtures.append(Fixture(id: StableID.uuid("fixture \(c.feature.ref) level \(OSMLevels.text(level))"), file: file,
                                                geometry: g, category: "obstruction", name: nil, altName: nil, anchorID: nil,
                                                levelID: levelIDs[level]!, displayPoint: nil))
            }
        }
    }

    // MARK: Venue

    /// The venue: named after the largest named outline that holds indoor spaces (a building,
    /// a mall…), outlined by the hull of everything indoor.
    private mutating func buildVenue() {
        let holders = named.filter { containsSpace($0.geometry) }
        let pool = holders.isEmpty ? named : holders
        let namer = pool.max { OSMGeometry.area($0.geometry?.polygons.first?.first ?? []) < OSMGeometry.area($1.geometry?.polygons.first?.first ?? []) }
        let points = archive.units.flatMap(\.geometry.allPoints) + archive.levels.compactMap(\.geometry).flatMap(\.allPoints)
        let hull = OSMGeometry.convexHull(points)
        let geometry = hull.map { Geometry.polygon([$0]) }
        let stem = (archive.sourcePath.split(separator: "/").last.map(String.init) ?? "venue").split(separator: ".").first.map(String.init) ?? "venue"
        let name = namer.flatMap { Self.labels($0.tags) } ?? Labels([Self.plainLanguage: stem])
        let venueID = StableID.uuid("venue \(namer.map { "\($0.ref)" } ?? stem)")
        archive.venues.append(Venue(id: venueID, file: file, geometry: geometry, category: namer.map { SITCategories.venue($0.tags) } ?? "businesscampus",
                                    restriction: nil, name: name, altName: nil, hours: namer?.tags["opening_hours"], phone: nil,
                                    website: namer?.tags["website"], displayPoint: hull.flatMap { OSMGeometry.interiorPoint([$0]) }, addressID: nil))
        let buildingID = StableID.uuid("building \(namer.map { "\($0.ref)" } ?? stem)")
        let used = buildings.filter { usedBuildings.contains($0.ref) }
        if !used.isEmpty {
            archive.buildings.append(Building(id: buildingID, file: file, name: name, altName: nil, category: "unspecified",
                                              restriction: nil, displayPoint: nil, addressID: nil))
            for b in used {
                guard let g = b.geometry else { continue }
                archive.footprints.append(Footprint(id: StableID.uuid("footprint \(b.ref)"), file: file, geometry: g, category: "ground",
                                                    name: Self.labels(b.tags), buildingIDs: [buildingID]))
            }
        }
        for b in buildings where !usedBuildings.contains(b.ref) && !(namer.map { $0.ref == b.ref } ?? false) {
            skipped["building=* outside the indoor data", default: 0] += 1
        }
    }

    private mutating func finishSkips() {
        let total = skipped.values.reduce(0, +)
        guard total > 0 else { return }
        let parts = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        log.add(Diagnostic(.warning, file: file, message: "skipped \(total) feature(s) that are not indoor data: \(parts.joined(separator: ", "))"))
    }
}
