/// A FeatureCollection as ``FeatureDecoder`` reads it: only the members it looks at.
///
/// Made either straight from the bytes by ``FeatureScanner`` (no generic tree: coordinates
/// become ``GeoPoint``s as they are read, properties no feature type defines are checked and
/// skipped) or from a parsed ``JSONValue`` (the lenient retry, and anything the scanner leaves
/// to the generic parser). Both give the decoder the same input, so the same diagnostics.
struct RawCollection {
    /// The document itself when it is not an object (for the message), else nil.
    var nonObject: JSONValue?
    /// The `type` member.
    var type: JSONValue?
    /// The `features` member.
    var features: RawFeatures?

    /// The members the decoder reads of a parsed document.
    init(_ json: JSONValue, type featureType: FeatureType) {
        guard case .object(let o) = json else {
            nonObject = json
            return
        }
        type = o["type"]
        switch o["features"] {
        case .array(let a)?: features = .list(a.map { RawFeature($0, type: featureType) })
        case let other?: features = .other(other)
        case nil: features = nil
        }
    }

    init() {}
}

/// The `features` member: an array of features, or something else (for the message).
enum RawFeatures {
    /// An array.
    case list([RawFeature])
    /// Not an array.
    case other(JSONValue)
}

/// One element of `features`, as the decoder reads it.
struct RawFeature {
    /// The element itself when it is not an object (for the message), else nil.
    var nonObject: JSONValue?
    /// The `id` member.
    var id: JSONValue?
    /// The `feature_type` member.
    var featureType: JSONValue?
    /// The `properties` member.
    var properties: RawProperties?
    /// The `geometry` member, nil when missing or null.
    var geometry: RawGeometry?

    init() {}

    /// The members the decoder reads of a parsed feature.
    init(_ json: JSONValue, type: FeatureType) {
        guard case .object(let o) = json else {
            nonObject = json
            return
        }
        id = o["id"]
        featureType = o["feature_type"]
        switch o["properties"] {
        case .object(let p)?:
            var bag = PropertyBag()
            let known = PropertyChecks.knownKeyList(type)
            for (key, value) in p {
                if known.contains(key) { bag.set(key, value) } else { bag.unknownKeys.append(key) }
            }
            properties = .object(bag)
        case let other?: properties = .other(other)
        case nil: properties = nil
        }
        switch o["geometry"] {
        case nil, .null?: geometry = nil
        case let g?: geometry = RawGeometry(g)
        }
    }
}

/// The `properties` member: an object, or something else (for the message).
enum RawProperties {
    /// An object: the members its feature type defines, and the names of the others.
    case object(PropertyBag)
    /// Not an object (null included).
    case other(JSONValue)
}

/// The properties a feature type defines, with their values, and the names of the others
/// (whose values are not kept). A few entries, so a list beats a hashed dictionary.
struct PropertyBag {
    private(set) var keys: [String] = []
    private(set) var values: [JSONValue] = []
    /// Names of members the type does not define, each once.
    var unknownKeys: [String] = []

    /// The value of a member, or nil.
    subscript(key: String) -> JSONValue? {
        let n = key.utf8.count
        for i in keys.indices where keys[i].utf8.count == n && keys[i] == key { return values[i] }
        return nil
    }

    /// Sets a member; a repeated name keeps the last value, as a JSON object does.
    mutating func set(_ key: String, _ value: JSONValue) {
        let n = key.utf8.count
        for i in keys.indices where keys[i].utf8.count == n && keys[i] == key {
            values[i] = value
            return
        }
        keys.append(key)
        values.append(value)
    }

    /// Records an unknown member's name (once).
    mutating func addUnknown(_ key: String) {
        if !unknownKeys.contains(key) { unknownKeys.append(key) }
    }
}

/// The `geometry` member when not null.
enum RawGeometry {
    /// An object: its `type` and `coordinates` members.
    case object(type: JSONValue?, coordinates: CoordinateValue?)
    /// Not an object.
    case other(JSONValue)

    /// The members the geometry code reads of a parsed geometry.
    init(_ json: JSONValue) {
        guard case .object(let g) = json else {
            self = .other(json)
            return
        }
        self = .object(type: g["type"], coordinates: g["coordinates"].map { .other($0) })
    }
}

/// A `coordinates` value, read into positions where its shape is the usual one.
///
/// Not `indirect`: the nesting goes through arrays already, and an indirect case would put
/// every position the scanner returns in a heap box of its own.
enum CoordinateValue {
    /// An array of two or more numbers: a position (longitude, latitude; the rest dropped).
    case position(GeoPoint)
    /// A non-empty array of positions.
    case positions([GeoPoint])
    /// Any other array of arrays (empty included).
    case arrays([CoordinateValue])
    /// Anything else, as parsed: read by the generic geometry code.
    case other(JSONValue)

    /// The same value as a generic tree. Positions keep only longitude and latitude, all
    /// that the geometry code ever reads of an array of numbers.
    var json: JSONValue {
        switch self {
        case .position(let p): return .array([.number(p.longitude), .number(p.latitude)])
        case .positions(let ps): return .array(ps.map { CoordinateValue.position($0).json })
        case .arrays(let a): return .array(a.map(\.json))
        case .other(let v): return v
        }
    }

    /// The elements when this is an array, else nil.
    var elements: [CoordinateValue]? {
        switch self {
        case .position(let p): return [.other(.number(p.longitude)), .other(.number(p.latitude))]
        case .positions(let ps): return ps.map { .position($0) }
        case .arrays(let a): return a
        case .other(let v): return v.arrayValue?.map { .other($0) }
        }
    }

    /// Whether this is `null`.
    var isNull: Bool { if case .other(.null) = self { return true }; return false }
}
