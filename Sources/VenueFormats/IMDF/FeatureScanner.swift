/// Reads a GeoJSON FeatureCollection straight from its bytes into a ``RawCollection``,
/// without building a generic tree of the whole file.
///
/// Same grammar and same nesting limit as ``JSONParser`` (it is the parser, walking the
/// document with knowledge of GeoJSON): coordinates are read into ``GeoPoint``s as they come,
/// members no decoder reads (properties a feature type does not define, `bbox`, foreign
/// members) are checked for syntax and skipped, and only the rest becomes ``JSONValue``s.
/// Where a coordinates value has an unusual shape it is re-read by the generic parser.
///
/// Its errors are the parser's, word for word and at the same line and column, and it reads a
/// file that is not strict JSON in the same pass (see ``scan(_:type:)``): no generic parse and
/// no second pass.
enum FeatureScanner {
    /// What one pass gave: the strict reading, or the strict error and the lenient reading.
    struct Outcome {
        /// The collection; nil when the bytes are not JSON even leniently.
        var collection: RawCollection?
        /// The first error exactly as ``JSONParser/parse(_:lenient:)`` reports it in
        /// strict mode (same message, line and column); nil for strict JSON.
        var strictError: JSONParseError?
    }

    /// Reads a collection in one pass: strictly up to the first construct only the lenient mode
    /// accepts (a trailing comma, `NaN`, `Infinity`), then leniently, as a second lenient parse
    /// would (the text before that point reads the same either way). A file with a hard error
    /// gives that error and no collection, as both of the parser's modes would.
    static func scan(_ bytes: [UInt8], type: FeatureType) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, lenient: false)
            parser.turnsLenient = true
            let known = PropertyChecks.knownKeyList(type)
            do throws(JSONParseError) {
                let c = try parser.parseDocument { (p: inout JSONParser) throws(JSONParseError) in try p.scanCollection(known: known) }
                return Outcome(collection: c, strictError: parser.firstStrictError)
            } catch {
                return Outcome(collection: nil, strictError: parser.firstStrictError ?? error)
            }
        }
    }
}

extension JSONParser {
    /// Checks a value's syntax and moves past it without building it. `depth` as for `parseValue`.
    mutating func skipValue(depth: Int) throws(JSONParseError) {
        guard index < bytes.count else { throw error(.truncated) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try scanObject(depth: depth + 1) { (p: inout JSONParser, _: String) throws(JSONParseError) in try p.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): try scanArray(depth: depth + 1) { (p: inout JSONParser) throws(JSONParseError) in try p.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): try skipString()
        default: _ = try parseValue(depth: depth)
        }
    }

    /// The document: a FeatureCollection object (or anything else, kept for the message).
    mutating func scanCollection(known: [String]) throws(JSONParseError) -> RawCollection {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            return RawCollection(try parseValue(depth: 0), type: .unit)
        }
        var c = RawCollection()
        try scanObject(depth: 1) { (p: inout JSONParser, key: String) throws(JSONParseError) in
            switch key {
            case "type": c.type = try p.parseValue(depth: 1)
            case "features":
                if let list = try p.scanFeatureList({ (q: inout JSONParser) throws(JSONParseError) in try q.scanFeature(depth: 2, known: known) }) {
                    c.features = .list(list)
                } else {
                    c.features = .other(try p.parseValue(depth: 1))
                }
            default: try p.skipValue(depth: 1)
            }
        }
        return c
    }

    /// A top-level `features` member that is an array, each element read by `feature` (at
    /// depth 2); nil, with nothing read, when it is not an array.
    mutating func scanFeatureList<F>(_ feature: (inout JSONParser) throws(JSONParseError) -> F) throws(JSONParseError) -> [F]? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        var list: [F] = []
        try scanArray(depth: 2) { (q: inout JSONParser) throws(JSONParseError) in list.append(try feature(&q)) }
        return list
    }

    /// The current value parsed when it is not an object (kept for a message); nil, with
    /// nothing read, when an object starts here. `depth` as for `parseValue`.
    mutating func nonObject(depth: Int) throws(JSONParseError) -> JSONValue? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return try parseValue(depth: depth) }
        return nil
    }

    /// One element of `features`; `depth` is that of the array holding it.
    mutating func scanFeature(depth: Int, known: [String]) throws(JSONParseError) -> RawFeature {
        var f = RawFeature()
        if let other = try nonObject(depth: depth) {
            f.nonObject = other
            return f
        }
        let d = depth + 1
        try scanObject(depth: d) { (p: inout JSONParser, key: String) throws(JSONParseError) in
            switch key {
            case "id": f.id = try p.parseValue(depth: d)
            case "feature_type": f.featureType = try p.parseValue(depth: d)
            case "properties":
                guard p.index < p.bytes.count, p.bytes[p.index] == UInt8(ascii: "{") else {
                    f.properties = .other(try p.parseValue(depth: d))
                    return
                }
                var bag = PropertyBag()
                try p.scanObject(depth: d + 1) { (q: inout JSONParser, name: String) throws(JSONParseError) in
                    let n = name.utf8.count   // lengths first: most names differ in length, and that test is cheap
                    if known.contains(where: { $0.utf8.count == n && $0 == name }) {
                        bag.set(name, try q.parseValue(depth: d + 1))
                    } else {
                        bag.addUnknown(name)
                        try q.skipValue(depth: d + 1)
                    }
                }
                f.properties = .object(bag)
            case "geometry": f.geometry = try p.scanGeometry(depth: d)
            default: try p.skipValue(depth: d)
            }
        }
        return f
    }

    /// A feature's `geometry` member (`depth` as for `parseValue`): nil for null, its `type`
    /// and its coordinates read as positions for an object, the parsed value otherwise.
    mutating func scanGeometry(depth d: Int) throws(JSONParseError) -> RawGeometry? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            let v = try parseValue(depth: d)
            return v.isNull ? nil : .other(v)
        }
        var type: JSONValue?, coordinates: CoordinateValue?
        try scanObjectKeys(depth: d + 1) { (q: inout JSONParser, name: JSONKey) throws(JSONParseError) in
            if q.key(name, is: "type") {
                type = try q.parseValue(depth: d + 1)
            } else if q.key(name, is: "coordinates") {
                coordinates = try q.scanCoordinates(depth: d + 1)
            } else {
                try q.skipValue(depth: d + 1)
            }
        }
        return .object(type: type, coordinates: coordinates)
    }

    /// A `coordinates` value; `depth` as for `parseValue`. The usual shapes (nested arrays with
    /// numbers only in the innermost ones, two or more each) are read as positions; anything
    /// else is read again from the start by `parseValue`.
    mutating func scanCoordinates(depth: Int) throws(JSONParseError) -> CoordinateValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "["), let v = try? scanPositions(depth: depth) { return v }
        index = start
        return .other(try parseValue(depth: depth))
    }

    /// An array of the usual shape (the opening bracket is current), or nil for any other.
    private mutating func scanPositions(depth: Int) throws(JSONParseError) -> CoordinateValue? {
        let d = depth + 1
        if d > Self.maxDepth { return nil }
        index += 1
        skipWhitespace()
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "]") { index += 1; return .arrays([]) }
        if first == UInt8(ascii: "-") || (first &- 0x30) < 10 {
            var lon = 0.0, lat = 0.0, count = 0
            while true {
                guard index < bytes.count else { return nil }
                let b = bytes[index]
                guard (b &- 0x30) < 10 || (b == UInt8(ascii: "-") && index + 1 < bytes.count && bytes[index + 1] != UInt8(ascii: "I")) else { return nil }
                let v = try parseNumber()
                if count == 0 { lon = v } else if count == 1 { lat = v }
                count += 1
                skipWhitespace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1; skipWhitespace(); continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                return nil
            }
            return count >= 2 ? .position(GeoPoint(longitude: lon, latitude: lat)) : nil
        }
        guard first == UInt8(ascii: "[") else { return nil }
        // Positions go into the scratch array (taken, so that a nested call cannot use it at the
        // same time) and leave it as one array of their number.
        var points = positionScratch
        positionScratch = []
        points.removeAll(keepingCapacity: true)
        defer {
            points.removeAll(keepingCapacity: true)
            if points.capacity > positionScratch.capacity { positionScratch = points }
        }
        var nodes: [CoordinateValue]?
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "["), let child = try scanPositions(depth: d) else { return nil }
            if nodes == nil, case .position(let p) = child {
                points.append(p)
            } else {
                if nodes == nil { nodes = points.map { .position($0) } }
                nodes!.append(child)
            }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") { index += 1; skipWhitespace(); continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            return nil
        }
        if let nodes { return .arrays(nodes) }
        let exact = [GeoPoint](unsafeUninitializedCapacity: points.count) { buffer, n in
            n = buffer.initialize(fromContentsOf: points)
        }
        return .positions(exact)
    }
}
