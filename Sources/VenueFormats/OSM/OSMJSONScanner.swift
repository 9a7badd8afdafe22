/// An OpenStreetMap JSON file (GeoJSON or Overpass JSON) with only the members the OSM
/// readers look at.
///
/// Made straight from the bytes by ``OSMJSONScanner`` (GeoJSON features read as they come:
/// coordinates into positions, properties into tags, no generic tree) or from a parsed
/// ``JSONValue``; both give ``OSMGeoJSONReader`` the same input, so the same features and
/// diagnostics.
struct OSMJSONDocument {
    /// The document itself when it is not an object (for the message), else nil.
    var nonObject: JSONValue?
    /// The `elements` member (Overpass JSON), parsed.
    var elements: JSONValue?
    /// The `features` member (GeoJSON).
    var features: OSMRawFeatures?

    init() {}

    /// The members the readers use of a parsed document.
    init(_ json: JSONValue) {
        guard case .object(let o) = json else {
            nonObject = json
            return
        }
        elements = o["elements"]
        switch o["features"] {
        case .array(let a)?: features = .list(a.map(OSMRawFeature.init))
        case let other?: features = .other(other)
        case nil: features = nil
        }
    }

    /// The document's JSON type, as the readers' diagnostics name it ("an object", "an array"…).
    var kind: JSONKind { nonObject?.kind ?? .object }
}

/// The `features` member: an array of features, or something else.
enum OSMRawFeatures {
    /// An array.
    case list([OSMRawFeature])
    /// Not an array.
    case other(JSONValue)
}

/// One element of `features`, as ``OSMGeoJSONReader`` reads it.
struct OSMRawFeature {
    /// The element itself when it is not an object (for the message), else nil.
    var nonObject: JSONValue?
    /// The feature's own `id` member.
    var id: JSONValue?
    /// Its `properties` (empty when missing or not an object).
    var properties = OSMRawProperties()
    /// The `geometry` member, nil when missing or null.
    var geometry: RawGeometry?

    init() {}

    /// The members the reader uses of a parsed feature.
    init(_ json: JSONValue) {
        guard case .object(let o) = json else {
            nonObject = json
            return
        }
        id = o["id"]
        if case .object(let p)? = o["properties"] {
            for (key, value) in p { properties.set(key, value) }
        }
        switch o["geometry"] {
        case nil, .null?: geometry = nil
        case let g?: geometry = RawGeometry(g)
        }
    }
}

/// Reads an OpenStreetMap JSON file from its bytes into an ``OSMJSONDocument`` in one pass:
/// the walk of ``JSONParser`` with knowledge of osmtogeojson's GeoJSON, as ``FeatureScanner``
/// does for IMDF. Coordinates become positions as they are read (the same geometry scan as
/// IMDF's), properties become tags, metadata and nested values that no reader uses are checked
/// for syntax and skipped; `elements` (Overpass JSON) is parsed as a tree.
///
/// Its errors are the parser's, word for word and at the same line and column, and a file
/// that is not strict JSON (trailing commas, `NaN`) is read leniently in the same pass.
enum OSMJSONScanner {
    /// What one pass gave: the strict reading, or the strict error and the lenient reading.
    struct Outcome {
        /// The document; nil when the bytes are not JSON even leniently.
        var document: OSMJSONDocument?
        /// The first error exactly as ``JSONParser/parse(_:lenient:)`` reports it in strict
        /// mode; nil for strict JSON.
        var strictError: JSONParseError?
    }

    /// Reads a document: strictly up to the first construct only the lenient mode accepts,
    /// then leniently (see ``FeatureScanner/scan(_:type:)``).
    static func scan(_ bytes: [UInt8]) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, lenient: false)
            parser.turnsLenient = true
            do throws(JSONParseError) {
                let d = try parser.parseDocument { (p: inout JSONParser) throws(JSONParseError) in try p.scanOSMDocument() }
                return Outcome(document: d, strictError: parser.firstStrictError)
            } catch {
                return Outcome(document: nil, strictError: parser.firstStrictError ?? error)
            }
        }
    }
}

extension JSONParser {
    /// The document: an object with `features` or `elements` (or anything else, kept for the message).
    mutating func scanOSMDocument() throws(JSONParseError) -> OSMJSONDocument {
        var document = OSMJSONDocument()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            document.nonObject = try parseValue(depth: 0)
            return document
        }
        try scanObject(depth: 1) { (p: inout JSONParser, key: String) throws(JSONParseError) in
            switch key {
            case "elements": document.elements = try p.parseValue(depth: 1)
            case "features":
                var members = OSMTagMembers()
                if let list = try p.scanFeatureList({ (q: inout JSONParser) throws(JSONParseError) in try q.scanOSMFeature(depth: 2, members: &members) }) {
                    document.features = .list(list)
                } else {
                    document.features = .other(try p.parseValue(depth: 1))
                }
            default: try p.skipValue(depth: 1)
            }
        }
        return document
    }

    /// One element of `features`; `depth` is that of the array holding it.
    ///
    /// `members` is scratch space for the tag members of the properties, kept from one feature
    /// to the next so that its storage is allocated once, with the tag names already read.
    mutating func scanOSMFeature(depth: Int, members: inout OSMTagMembers) throws(JSONParseError) -> OSMRawFeature {
        var f = OSMRawFeature()
        if let other = try nonObject(depth: depth) {
            f.nonObject = other
            return f
        }
        let d = depth + 1
        try scanObjectKeys(depth: d) { (p: inout JSONParser, key: JSONKey) throws(JSONParseError) in
            if p.key(key, is: "id") {
                f.id = try p.parseValue(depth: d)
            } else if p.key(key, is: "properties") {
                f.properties = OSMRawProperties()
                guard p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "{") else {
                    _ = try p.parseValue(depth: d)
                    return
                }
                // The tag members in file order, then the tags with room for all of them: what
                // ``OSMRawProperties/set(_:_:)`` gives member by member, without regrowing.
                // Names are matched as bytes; only a tag's name becomes a `String`.
                members.list.removeAll(keepingCapacity: true)
                try p.scanObjectKeys(depth: d + 1) { (q: inout JSONParser, name: JSONKey) throws(JSONParseError) in
                    guard q.index < q.bytes.count else { throw q.error(.truncated) }
                    let member = name.escaped ? OSMRawProperties.member(q.text(of: name)) : OSMRawProperties.member(q.bytes(of: name))
                    switch member {
                    case .id, .atID, .type, .tags:
                        let value = try q.parseValue(depth: d + 1)
                        f.properties.setSpecial(member, value)
                        if !member.isMeta { members.append(q.text(of: name), OverpassJSONReader.tagText(value)) }
                    case .meta:
                        try q.skipValue(depth: d + 1)   // metadata: only its syntax matters
                    case .tag:
                        let first = q.bytes[q.index]
                        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
                            try q.skipValue(depth: d + 1)   // a nested value is no tag, and hides an earlier one
                            members.append(name, in: q, nil)
                        } else if first == UInt8(ascii: "\"") {
                            // A text value: checked by the same walk, made into text once per file
                            // when short ("room", "yes", "0"), as names are.
                            let token = try q.scanKey()
                            let text = members.value(token, in: q)
                            members.append(name, in: q, text)
                        } else {
                            let text = OverpassJSONReader.tagText(try q.parseValue(depth: d + 1))
                            members.append(name, in: q, text)
                        }
                    }
                }
                var tags = OSMTags()
                tags.reserveCapacity(members.list.count)
                for m in members.list { tags.set(m.key, words: m.words, to: m.text) }
                f.properties.flatTags = tags
            } else if p.key(key, is: "geometry") {
                f.geometry = try p.scanGeometry(depth: d)
            } else {
                try p.skipValue(depth: d)
            }
        }
        return f
    }
}

/// The tag members of one feature's properties as the scanner reads them, and the tag names
/// of the file made into text so far.
///
/// The same few dozen names (`indoor`, `level`, `name`…) come back in every feature; each
/// ASCII name of at most 16 bytes is made into a `String` once, found again by its words
/// (``OSMTags/KeyWords``: equal words are equal bytes), and its words go with it into the tags.
struct OSMTagMembers {
    /// The members of the feature being read, in file order; a nil text removes the tag.
    var list: [(key: String, words: OSMTags.KeyWords?, text: String?)] = []
    /// Names made into text, by a hash of their words (open addressing, ``probes`` tries).
    private var names: [(words: OSMTags.KeyWords, key: String)?] = Array(repeating: nil, count: slotCount)
    /// Text values made into text, the same way (a table of their own: a file's many distinct
    /// values must not crowd out its few names).
    private var values: [(words: OSMTags.KeyWords, key: String)?] = Array(repeating: nil, count: slotCount)

    static let slotCount = 512
    /// How many slots a name tries before it is made into text without being kept.
    static let probes = 8

    /// Adds a member whose name is `key`.
    mutating func append(_ key: String, _ text: String?) {
        list.append((key, OSMTags.KeyWords(key), text))
    }

    /// Adds a member whose name is `name`.
    mutating func append(_ name: JSONKey, in parser: JSONParser, _ text: String?) {
        let (key, words) = self.key(name, in: parser)
        list.append((key, words, text))
    }

    /// A member's name as text and its words.
    mutating func key(_ name: JSONKey, in parser: JSONParser) -> (String, OSMTags.KeyWords?) {
        let bytes = parser.bytes(of: name)
        guard !name.escaped, bytes.count <= 16, let words = OSMTags.KeyWords(ascii: bytes) else {
            let key = parser.text(of: name)
            return (key, OSMTags.KeyWords(key))
        }
        return (Self.kept(bytes, words, in: &names), words)
    }

    /// A text value (a string token, scanned as a ``JSONKey``) as text: the `String` the
    /// parser gives for it.
    mutating func value(_ value: JSONKey, in parser: JSONParser) -> String {
        let bytes = parser.bytes(of: value)
        guard !value.escaped, bytes.count <= 16, let words = OSMTags.KeyWords(ascii: bytes) else { return parser.text(of: value) }
        return Self.kept(bytes, words, in: &values)
    }

    /// The text of ASCII `bytes` whose words are `words`: the one kept in `table`, else made
    /// (and kept when a slot is free within ``probes`` tries).
    private static func kept(_ bytes: UnsafeBufferPointer<UInt8>, _ words: OSMTags.KeyWords,
                             in table: inout [(words: OSMTags.KeyWords, key: String)?]) -> String {
        var h = words.head &* 0x9E37_79B9_7F4A_7C15 ^ (words.tail &+ UInt64(words.count)) &* 0xC2B2_AE3D_27D4_EB4F
        h ^= h >> 29
        var slot = Int(truncatingIfNeeded: h) & (Self.slotCount - 1)
        for _ in 0..<Self.probes {
            guard let kept = table[slot] else {
                let key = String(decoding: bytes, as: UTF8.self)
                table[slot] = (words, key)
                return key
            }
            if kept.words == words { return kept.key }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
