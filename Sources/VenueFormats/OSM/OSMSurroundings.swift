/// OpenStreetMap features as ``Surrounding``s: what the SIT mapper leaves out of the venue
/// (streets, other buildings, platforms, tracks, water, parks), and `--surroundings FILE`,
/// an OSM extract around any venue.
extension Surrounding {
    /// `highway=*` values that are streets.
    static let streets: Set<String> = ["motorway", "trunk", "primary", "secondary", "tertiary", "unclassified", "residential",
                                       "service", "living_street", "road", "motorway_link", "trunk_link", "primary_link",
                                       "secondary_link", "tertiary_link", "busway"]
    /// `highway=*` values that are ways on foot or by bike.
    static let paths: Set<String> = ["footway", "path", "pedestrian", "steps", "cycleway", "bridleway", "track", "corridor"]
    /// `railway=*` values that are tracks.
    static let tracks: Set<String> = ["rail", "subway", "light_rail", "tram", "narrow_gauge", "monorail", "funicular"]
    /// `leisure=*`/`landuse=*` values that are parks and green.
    static let green: Set<String> = ["park", "garden", "playground", "grass", "recreation_ground", "village_green", "meadow", "pitch"]

    /// The surrounding a feature is, or nil (points, and what is none of the kinds).
    init?(_ f: OSMFeature) {
        guard let geometry = f.geometry else { return nil }
        if case .point = geometry { return nil }
        let t = f.tags
        let kind: Kind
        if let h = t["highway"], Self.streets.contains(h) { kind = .street }
        else if let h = t["highway"], Self.paths.contains(h) { kind = .path }
        else if t["railway"] == "platform" || t["public_transport"] == "platform" { kind = .platform }
        else if let r = t["railway"], Self.tracks.contains(r) { kind = .track }
        else if t["natural"] == "water" || t["waterway"] != nil || t["water"] != nil || t["landuse"] == "reservoir" || t["landuse"] == "basin" { kind = .water }
        else if let g = t["leisure"] ?? t["landuse"], Self.green.contains(g) { kind = .park }
        else if t["building"] != nil || t["building:part"] != nil { kind = .building }
        else { return nil }
        // Inside is not around: nothing tagged indoor=*, and no way on foot or street with a level
        // (a mall's walkways); platforms and tracks with a level are a station's, and shown.
        if t["indoor"] != nil || t["level"] != nil && [.street, .path, .building].contains(kind) { return nil }
        // Areas only where an area is meant: a closed highway or railway way is still a line.
        var g = geometry
        if [.street, .path, .track].contains(kind), case .polygon(let rings) = geometry, t["area"] != "yes" { g = .multiLineString(rings) }
        self.init(kind: kind, name: t["name"], geometry: g)
    }
}

extension OSMLoader {
    /// The surroundings in an OSM file (XML, Overpass JSON or GeoJSON), for `--surroundings`:
    /// every street, path, building, platform, track, water and park in it, indoor or not.
    public static func surroundings(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(LoadFailure) -> [Surrounding] {
        let bytes = try readBytes(path: path, limits: limits)
        var log = DiagnosticLog()
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let (features, format) = readFeatures(bytes, file: file, limits: limits, log: &log)
        guard format != nil else {
            throw LoadFailure(path: path, code: .notOSMFile, diagnostics: log.items)
        }
        return features.compactMap(Surrounding.init)
    }
}
