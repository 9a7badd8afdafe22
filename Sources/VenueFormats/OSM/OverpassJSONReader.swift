/// Reads Overpass API JSON (`[out:json]`): `{"elements": [{"type": "node", …}, …]}`, with
/// ways as node ids or, from `out geom`, as inline `geometry` positions.
enum OverpassJSONReader {
    /// Collects the elements of a parsed Overpass JSON document.
    static func read(_ root: JSONValue, file: String, limits: ArchiveLimits, log: inout DiagnosticLog) -> OSMData {
        var data = OSMData()
        guard let elements = root["elements"]?.arrayValue else {
            log.error(file, nil, .osmElementsNotArray)
            return data
        }
        var bad = 0
        for (index, e) in elements.enumerated() {
            guard case .object(let o) = e, let type = o["type"]?.stringValue, let kind = OSMElementKind(rawValue: type),
                  let idNumber = o["id"]?.numberValue, let id = Int64(exactly: idNumber.rounded()) else {
                bad += 1
                if bad == 1 { log.error(file, nil, .osmElementNoTypeID(index: index + 1)) }
                continue
            }
            let tags = tagDictionary(o["tags"])
            switch kind {
            case .node:
                data.positions += 1
                data.nodes.append(OSMNode(id: id, point: point(e), tags: tags, position: nil))
            case .way:
                let ids = (o["nodes"]?.arrayValue ?? []).compactMap { $0.numberValue.flatMap { Int64(exactly: $0.rounded()) } }
                let inline = (o["geometry"]?.arrayValue ?? []).compactMap(point)
                guard max(ids.count, inline.count) <= limits.maxPointsPerFeature else {
                    log.error(file, "way/\(id)", .osmTooManyNodes(limit: limits.maxPointsPerFeature))
                    continue
                }
                data.positions += inline.count
                data.ways.append(OSMWay(id: id, nodeIDs: ids, inline: inline, tags: tags, position: nil))
            case .relation:
                var members: [OSMMember] = []
                for m in o["members"]?.arrayValue ?? [] {
                    guard let t = m["type"]?.stringValue.flatMap(OSMElementKind.init(rawValue:)),
                          let r = m["ref"]?.numberValue.flatMap({ Int64(exactly: $0.rounded()) }) else { continue }
                    var inline = (m["geometry"]?.arrayValue ?? []).compactMap(point)
                    if t == .node, let p = point(m) { inline = [p] }
                    data.positions += inline.count
                    members.append(OSMMember(ref: OSMRef(t, r), role: m["role"]?.stringValue ?? "", inline: inline))
                }
                data.relations.append(OSMRelation(id: id, members: members, tags: tags, position: nil))
            }
            if data.positions > limits.maxTotalPoints {
                log.error(file, nil, .osmTooManyPositions(limit: limits.maxTotalPoints))
                break
            }
        }
        if bad > 1 { log.error(file, nil, .osmElementsNoTypeID(count: bad)) }
        return data
    }

    /// `{"lat": …, "lon": …}` as a position, when valid.
    static func point(_ v: JSONValue) -> GeoPoint? {
        guard let lat = v["lat"]?.numberValue, let lon = v["lon"]?.numberValue else { return nil }
        let p = GeoPoint(longitude: lon, latitude: lat)
        return p.isValid ? p : nil
    }

    /// A JSON object of tags as strings (numbers and booleans written as text).
    static func tagDictionary(_ v: JSONValue?) -> OSMTags {
        guard case .object(let o)? = v else { return [:] }
        var tags = OSMTags()
        for (k, value) in o {
            if let text = tagText(value) { tags[k] = text }
        }
        return tags
    }

    /// A tag's value as text: a string as it is, a number as ``OSMLevels/text(_:)`` writes
    /// it, a boolean as `yes` or `no`; nil for anything else (no tag).
    static func tagText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let s): return s
        case .number(let n): return OSMLevels.text(n)
        case .bool(let b): return b ? "yes" : "no"
        default: return nil
        }
    }
}
