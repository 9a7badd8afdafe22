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

    /// What a member of the properties is to the readers.
    enum Member: Equatable {
        /// `id` and `@id`: metadata that may hold the OSM id (no tag).
        case id, atID
        /// `type` and `tags`: tags whose value may also matter beyond its text.
        case type, tags
        /// Other metadata (``OSMGeoJSONReader/metaKeys``): no tag.
        case meta
        /// A tag.
        case tag

        /// Whether it is metadata rather than a tag.
        var isMeta: Bool { self == .id || self == .atID || self == .meta }
    }

    /// What a member is, told from its name's bytes by first letter and a few comparisons,
    /// without hashing or making a `String`: it is asked of every member of every feature.
    /// ``OSMGeoJSONReader/metaKeys`` lists the metadata it knows.
    static func member(_ name: UnsafeBufferPointer<UInt8>) -> Member {
        func `is`(_ s: StaticString) -> Bool { JSONParser.bytes(name, are: s) }
        switch name.first {
        case UInt8(ascii: "i"): return `is`("id") ? .id : .tag
        case UInt8(ascii: "@"):
            if `is`("@id") { return .atID }
            return `is`("@timestamp") || `is`("@version") || `is`("@changeset") || `is`("@user") || `is`("@uid")
                || `is`("@relations") || `is`("@geometry") ? .meta : .tag
        case UInt8(ascii: "t"):
            if `is`("type") { return .type }
            if `is`("tags") { return .tags }
            return `is`("timestamp") || `is`("tainted") ? .meta : .tag
        case UInt8(ascii: "v"): return `is`("version") ? .meta : .tag
        case UInt8(ascii: "c"): return `is`("changeset") ? .meta : .tag
        case UInt8(ascii: "u"): return `is`("user") || `is`("uid") ? .meta : .tag
        case UInt8(ascii: "m"): return `is`("meta") ? .meta : .tag
        case UInt8(ascii: "r"): return `is`("relations") ? .meta : .tag
        default: return .tag
        }
    }

    /// ``member(_:)`` of a name as text.
    static func member(_ name: String) -> Member {
        var name = name
        return name.withUTF8 { member($0) }
    }

    /// Records a member; a repeated name keeps the last value, as a JSON object does.
    mutating func set(_ key: String, _ value: JSONValue) {
        let m = Self.member(key)
        setSpecial(m, value)
        guard !m.isMeta else { return }
        flatTags[key] = OverpassJSONReader.tagText(value)
    }

    /// Records the value of `id`, `@id`, `type` or `tags` (nothing for other members).
    mutating func setSpecial(_ member: Member, _ value: JSONValue) {
        switch member {
        case .id: id = value
        case .atID: atID = value
        case .type: type = value
        case .tags: tags = value
        case .meta, .tag: break
        }
    }
}
