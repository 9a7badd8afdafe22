/// Reads GeoJSON exported from OpenStreetMap (osmtogeojson, overpass turbo, JOSM's GeoJSON
/// export): one Feature per element, its id as `way/123` (in `id`, `properties.id` or
/// `properties.@id`), its tags either as the properties themselves or under `properties.tags`.
enum OSMGeoJSONReader {
    /// Keys of osmtogeojson's flat properties that are metadata, not tags (each starts with
    /// one of `i @ t v c u m r`: ``OSMRawProperties/member(_:)`` relies on it).
    static let metaKeys: Set<String> = [
        "id", "@id", "timestamp", "version", "changeset", "user", "uid", "@timestamp", "@version",
        "@changeset", "@user", "@uid", "@relations", "@geometry", "meta", "relations", "tainted",
    ]

    /// The features of a GeoJSON FeatureCollection (its `features` member, as scanned or parsed).
    static func read(_ document: OSMJSONDocument, file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> [OSMFeature] {
        guard case .list(let features)? = document.features else {
            log.error(file, nil, .osmFeaturesNotArray)
            return []
        }
        var out: [OSMFeature] = []
        var total = 0
        var unnamed = 0
        for (index, f) in features.enumerated() {
            if let other = f.nonObject {
                log.error(file, nil, .featureNotObject(index: index + 1, kind: other.kind))
                continue
            }
            let props = f.properties
            let idText = f.id?.stringValue ?? props.id?.stringValue ?? props.atID?.stringValue
                ?? props.type?.stringValue.flatMap { t in props.id?.numberValue.map { "\(t)/\(OSMLevels.text($0))" } }
            let ref: OSMRef
            if let idText, let r = OSMRef(text: idText) {
                ref = r
            } else {
                unnamed += 1
                ref = OSMRef(.way, -Int64(index + 1))
            }
            var tags: OSMTags
            if case .object? = props.tags {
                tags = OverpassJSONReader.tagDictionary(props.tags)
            } else {
                tags = props.flatTags
            }
            if tags.isEmpty { continue }
            tags.removeValue(forKey: "@id")
            var geometry: Geometry?
            if let g = f.geometry {
                do {
                    geometry = try GeometryDecoder.decode(g, limits: limits, total: &total)
                } catch {
                    log.error(file, ref.description, .badGeometry(error, skipped: true))
                    continue
                }
            }
            out.append(OSMFeature(ref: ref, tags: tags, geometry: geometry))
        }
        if unnamed > 0 {
            log.warning(file, nil, .osmUnnamed(count: unnamed))
        }
        return out
    }
}
