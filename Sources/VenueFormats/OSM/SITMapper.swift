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

    struct Space { var feature: OSMFeature; var levels: [Double]; var geometry: Geometry }
    struct Located { var feature: OSMFeature; var levels: [Double] }

    var spaces: [Space] = []
    var outlines: [Located] = []
    var walls: [Located] = []
    var columns: [Located] = []
    var doors: [Located] = []
    var pois: [Located] = []
    var connectors: [Located] = []
    /// Ways of the walking network (``isNetworkWay(_:_:)``) with their levels.
    var network: [Located] = []
    /// Ways of the walking network without a level (reported by ``reportUnleveledNetworkWays(levelCount:)``).
    var unleveledNetwork: [OSMFeature] = []
    /// The units made for the network (strips, level changes, elevator nodes), by index in `archive.units`.
    var networkUnits = Set<Int>()
    /// Where each network unit meets others.
    var networkEnds: [NetworkEnd] = []
    var buildings: [OSMFeature] = []
    /// Stop positions (and platform nodes) and tracks: what names a platform that carries no number.
    var stops: [Located] = []
    /// Numbers a platform area takes from the line that maps it twice, or the merged sides of an
    /// island platform (``mergeDoubledPlatforms()``), by the area's feature.
    var inheritedNumbers: [OSMRef: [String]] = [:]
    /// Platforms known only by points (``findPointPlatforms()``).
    var pointPlatforms: [PointPlatform] = []
    var tracks: [Located] = []
    /// Platforms that are not `indoor=*` areas: places when ``isPlaceOfStation(_:)``.
    var platformCandidates: [Space] = []
    /// The label and alternative name of each platform space that its numbers rename, by index in `spaces`.
    var platformNames: [Int: (name: Labels?, alt: Labels?)] = [:]
    var named: [OSMFeature] = []
    /// Named buildings and stations that are not outlines (a station mapped as a node): the
    /// venue's title when no named outline holds the indoor data (see ``buildVenue()``).
    var titlePlaces: [OSMFeature] = []
    var skipped: [OSMSkipReason: Int] = [:]
    var firstSkipped: OSMFeature?
    var levelIDs: [Double: String] = [:]
    /// The units of each level, in a grid of their boxes (``UnitGrid``): searches near a
    /// point test only the units near it.
    var unitsOnLevel: [Double: UnitGrid] = [:]
    var unitsOfRef: [OSMRef: [(level: Double, unit: Int)]] = [:]
    var usedBuildings = Set<OSMRef>()
    /// The label point of each space, by index in `spaces`: worked out once at the start of
    /// ``build()`` (outlines, levels and occupants all ask for them).
    var spaceLabelPoints: [GeoPoint?] = []
    /// The label points of the spaces that have one (``containsSpace(_:)`` tries them for
    /// every outline).
    var spaceProbes: [GeoPoint] = []
    /// The label point of each unit's geometry, by index in `archive.units`.
    var unitLabelPoints: [GeoPoint?] = []
    /// The bounds of each unit's geometry, by index in `archive.units`, so that searches
    /// through a level's units test only those near a point.
    var unitBoxes: [GeoBounds?] = []

    /// Maps the features of one file.
    static func map(_ features: [OSMFeature], file: String, sourcePath: String, log: DiagnosticLog) -> (IMDFArchive, DiagnosticLog) {
        var m = SITMapper(file: file, log: log, archive: IMDFArchive(sourcePath: sourcePath))
        m.classify(features)
        m.build()
        return (m.archive, m.log)
    }

    // MARK: Diagnostics

    /// Records a problem of one OSM feature whose words come from the catalogue.
    mutating func report(_ severity: Diagnostic.Severity, _ f: OSMFeature, _ code: DiagnosticCode) {
        log.add(Diagnostic(severity, file: file, featureID: f.ref.description, code: code, line: f.position?.line, column: f.position?.column))
    }

    // MARK: Levels

    /// The keys that list a feature's levels.
    static let levelKeys = ["level", "repeat_on"]

    /// The levels a feature is on: `level` and `repeat_on`, else `min_level`…`max_level`.
    mutating func levels(of f: OSMFeature) -> [Double] {
        // Sorted and without repeats throughout, as parse() gives them: most features have
        // one `level` and take it as it is, without a Set.
        var out: [Double] = []
        for key in Self.levelKeys {
            guard let value = f.tags[key] else { continue }
            switch OSMLevels.parse(value) {
            case .success(let l): out = out.isEmpty ? l : Set(out).union(l).sorted()
            case .failure(let e): report(.warning, f, .osmLevelValue(key: key, e))
            }
        }
        if out.isEmpty, let lo = f.tags["min_level"], let hi = f.tags["max_level"] {
            if case .success(let l) = OSMLevels.parse("\(lo)-\(hi)") { out = l }
        }
        if let gone = f.tags["non_existent_levels"], case .success(let l) = OSMLevels.parse(gone) { out.removeAll { l.contains($0) } }
        return out
    }

    // MARK: Classification

    mutating func classify(_ features: [OSMFeature]) {
        for f in features {
            let t = f.tags
            let indoor = t["indoor"]
            switch indoor {
            case "room", "area", "corridor":
                let l = levels(of: f)
                guard let g = f.geometry, !g.polygons.isEmpty else {
                    report(.warning, f, .osmNotClosed(indoor: indoor!, geometry: f.geometry?.typeName))
                    continue
                }
                guard !l.isEmpty else {
                    report(.warning, f, .osmNoLevel(indoor: indoor!))
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
            // Platforms (outdoor ones too: no level is the ground); stops and tracks name them.
            // A platform node numbers the platform area it stands on, like a stop, else is a
            // platform of its own (``findPointPlatforms()``).
            if Self.isStationPlatform(t), case .point? = f.geometry {
                stops.append(Located(feature: f, levels: levels(of: f)))
                continue
            }
            if Self.isStationPlatform(t), let space = platformSpace(f) {
                platformCandidates.append(space)
                continue
            }
            if case .point? = f.geometry, Self.isStopPosition(t) { stops.append(Located(feature: f, levels: levels(of: f))) }
            if Self.isTrack(t), f.geometry != nil { tracks.append(Located(feature: f, levels: levels(of: f))) }
            let isOutline = f.geometry?.polygons.isEmpty == false
            let hasName = t["name"] != nil, level = t["level"]
            if isOutline, let b = t["building"], b != "no" {
                buildings.append(f)
                if hasName { named.append(f) }
                continue
            }
            if isOutline, hasName, level == nil { named.append(f) }
            if !isOutline, hasName, Self.isTitlePlace(t) { titlePlaces.append(f) }
            let hasLevel = level != nil || t["repeat_on"] != nil
            // Footways, corridors, steps and escalators drawn as lines: the walking network.
            if hasLevel, Self.isNetworkWay(t, f.geometry) {
                let l = levels(of: f)
                if !l.isEmpty { network.append(Located(feature: f, levels: l)) }
                continue
            }
            if !hasLevel, t["highway"] != nil, Self.isNetworkWay(t, f.geometry) { noteUnleveledNetworkWay(f) }
            // Walkable areas drawn as `highway=*` areas (`area=yes`), and elevator shafts drawn as
            // building parts: spaces like `indoor=*` ones (`indoor=yes` only says they are inside).
            if hasLevel, let g = f.geometry, !g.polygons.isEmpty, SITCategories.isWalkableArea(t) {
                let l = levels(of: f)
                if !l.isEmpty { spaces.append(Space(feature: f, levels: l, geometry: g)); continue }
            }
            // Elevators, stairs and escalators keep whatever else they carry: `indoor=yes` (a
            // station's elevator nodes), `railway=*`, level lists.
            if hasLevel, f.geometry != nil, SITCategories.connector(t) != nil {
                let l = levels(of: f)
                if !l.isEmpty { connectors.append(Located(feature: f, levels: l)) }
                if case .point? = f.geometry { pois.append(Located(feature: f, levels: l)) }
                continue
            }
            // A point with `indoor=yes` only says it is inside: still a place.
            let isPoint: Bool = { if case .point? = f.geometry { return true } else { return false } }()
            if hasLevel, f.geometry != nil, indoor != "yes" || isPoint, SITCategories.isBusiness(t) || SITCategories.amenity(t) != nil {
                pois.append(Located(feature: f, levels: levels(of: f)))
                continue
            }
            if !isOutline || !hasName { skip(f) }
        }
    }

    /// The keys that name what a skipped feature is, in the order they are tried.
    static let skippedKinds = ["highway", "railway", "public_transport", "building:part", "landuse", "natural", "leisure",
                               "barrier", "amenity", "shop", "man_made", "power"]

    /// Counts a feature that is not indoor data, by what it is.
    mutating func skip(_ f: OSMFeature) {
        let t = f.tags
        let reason: OSMSkipReason
        if t["type"] == "route" || f.ref.kind == .relation && t["route"] != nil {
            reason = .route(t["route"] ?? "?")
        } else if t["indoor"] == "yes" {
            reason = .indoorYes
        } else if let key = Self.skippedKinds.first(where: { t[$0] != nil }) {
            reason = t["level"] == nil ? .withoutLevel(key) : .tagged(key)
        } else if t.keys.contains(where: { $0.hasPrefix("addr:") }) {
            reason = .addresses
        } else {
            reason = .other
        }
        skipped[reason, default: 0] += 1
        if firstSkipped == nil { firstSkipped = f }
        if let s = Surrounding(f) { archive.surroundings.append(s) }
    }

    // MARK: Building

    mutating func build() {
        archive.attribution = Self.attribution
        archive.manifest = Manifest(version: "1.0.0", created: nil, language: Self.plainLanguage,
                                    generatedBy: "Atrium (from OpenStreetMap)", extensions: [])
        keepPlatforms()
        platformNames = platformLabels(stops: stops, tracks: tracks)
        findPointPlatforms()
        spaceLabelPoints = spaces.map { OSMGeometry.labelPoint($0.geometry) }
        spaceProbes = spaceLabelPoints.compactMap { $0 }
        // Every level that holds something.
        var values = Set<Double>()
        for s in spaces { values.formUnion(s.levels) }
        for group in [outlines, walls, columns, doors, pois, network] { for x in group { values.formUnion(x.levels) } }
        for p in pointPlatforms { values.formUnion(p.levels) }
        for b in buildings where containsSpace(b.geometry) {
            values.formUnion(levels(of: OSMFeature(ref: b.ref, tags: b.tags.filter { ["min_level", "max_level", "non_existent_levels"].contains($0.key) }, geometry: nil)))
        }
        guard !values.isEmpty else { return finishSkips() }
        reportUnleveledNetworkWays(levelCount: values.count)
        let ordinals = OSMLevels.ordinals(values)
        for v in values.sorted() { levelIDs[v] = StableID.uuid("level \(OSMLevels.text(v))") }

        buildUnits()
        buildNetworkUnits()
        buildPointPlatforms()
        buildLevels(values.sorted(), ordinals: ordinals)
        buildDoors()
        buildPlaces()
        buildConnections()
        buildNetworkJoins()
        buildLines()
        buildVenue()
        finishSkips()
    }

    /// Records where unit `index` (just appended to `archive.units`) lies: its level, box and
    /// label point.
    mutating func placeUnit(_ index: Int, level: Double, box: GeoBounds?, labelPoint: GeoPoint?) {
        unitBoxes.append(box)
        unitLabelPoints.append(labelPoint)
        unitsOnLevel[level, default: UnitGrid()].insert(index, box: box)
    }

    func containsSpace(_ g: Geometry?) -> Bool {
        guard let g, let box = g.bounds else { return false }
        return spaceProbes.contains { p in
            p.longitude >= box.min.longitude && p.longitude <= box.max.longitude && p.latitude >= box.min.latitude
                && p.latitude <= box.max.latitude && g.contains(p)
        }
    }
}
