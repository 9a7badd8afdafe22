/// A feature's properties as OSM exports write them: the tags themselves (osmtogeojson's flat
/// properties, metadata aside) or a `tags` object, and the members that may hold the OSM id.
struct OSMRawProperties {
    /// `properties.id`.
    var id: JSONValue?
    /// `properties.@id`.
    var atID: JSONValue?
    /// `properties.type` (also a tag).
    var type: JSONValue?
    /// `properties.tags` (also a tag when it is not an object).
    var tags: JSONValue?
    /// The members that are not metadata (``OSMGeoJSONReader/metaKeys``) and have a
    /// string, number or boolean value, as text.
    var flatTags = OSMTags()

    /// Whether a member's value matters beyond being a tag's text.
    static func isSpecial(_ key: String) -> Bool {
        key == "id" || key == "@id" || key == "type" || key == "tags"
    }

    /// Records a member; a repeated name keeps the last value, as a JSON object does.
    mutating func set(_ key: String, _ value: JSONValue) {
        setSpecial(key, value)
        guard !Self.isMeta(key) else { return }
        flatTags[key] = OverpassJSONReader.tagText(value)
    }

    /// Records the value of `id`, `@id`, `type` or `tags` (nothing for other names).
    mutating func setSpecial(_ key: String, _ value: JSONValue) {
        switch key {
        case "id": id = value
        case "@id": atID = value
        case "type": type = value
        case "tags": tags = value
        default: break
        }
    }

    /// Whether a member is metadata (one of ``OSMGeoJSONReader/metaKeys``), told by its first
    /// letter and then a few comparisons, without hashing: it is asked of every member of
    /// every feature.
    static func isMeta(_ key: String) -> Bool {
        switch key.utf8.first {
        case UInt8(ascii: "i"): return key == "id"
        case UInt8(ascii: "@"):
            switch key {
            case "@id", "@timestamp", "@version", "@changeset", "@user", "@uid", "@relations", "@geometry": return true
            default: return false
            }
        case UInt8(ascii: "t"): return key == "timestamp" || key == "tainted"
        case UInt8(ascii: "v"): return key == "version"
        case UInt8(ascii: "c"): return key == "changeset"
        case UInt8(ascii: "u"): return key == "user" || key == "uid"
        case UInt8(ascii: "m"): return key == "meta"
        case UInt8(ascii: "r"): return key == "relations"
        default: return false
        }
    }
}
