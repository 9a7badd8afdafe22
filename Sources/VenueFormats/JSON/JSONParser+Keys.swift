/// A member name where it stands in the bytes, so that a scanner can match the names it knows
/// (`type`, `id`, `coordinates`, OSM metadata such as `timestamp`) without making a `String`
/// of each: an OSM GeoJSON feature has some sixteen names, and most are only compared.
struct JSONKey {
    /// The first byte after the opening quote.
    var start: Int
    /// The closing quote.
    var end: Int
    /// Whether the name holds a backslash escape (then its text is not its bytes).
    var escaped: Bool
}

extension JSONParser {
    /// ``scanObject(depth:_:)`` handing each member's name as a ``JSONKey``.
    mutating func scanObjectKeys(depth: Int, _ member: (inout JSONParser, JSONKey) throws(JSONParseError) -> Void) throws(JSONParseError) {
        try walkObject(depth: depth, key: { (p: inout JSONParser) throws(JSONParseError) in try p.scanKey() },
                       text: { p, key in p.text(of: key) }, member)
    }

    /// A member name (its opening quote is current): checked as ``parseString()`` checks it, and passed (one walk).
    mutating func scanKey() throws(JSONParseError) -> JSONKey {
        let start = index + 1
        let escaped = try passString()
        return JSONKey(start: start, end: index - 1, escaped: escaped)
    }

    /// A name's text, escapes decoded: the `String` ``parseString()`` gives for it.
    func text(of key: JSONKey) -> String {
        if !key.escaped { return String(decoding: bytes(of: key), as: UTF8.self) }
        var p = self
        p.index = key.start - 1
        return (try? p.parseString()) ?? ""   // checked by scanKey: cannot fail
    }

    /// The bytes of a name between its quotes (its text when it is not ``JSONKey/escaped``).
    func bytes(of key: JSONKey) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[key.start..<key.end])
    }

    /// Whether a name is `name` (escapes decoded).
    func key(_ key: JSONKey, is name: StaticString) -> Bool {
        if key.escaped { return text(of: key) == name.description }
        return Self.bytes(bytes(of: key), are: name)
    }

    /// Whether `bytes` are those of `name`.
    @inline(__always)
    static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, are name: StaticString) -> Bool {
        let n = name.utf8CodeUnitCount
        guard bytes.count == n else { return false }
        let s = name.utf8Start
        for i in 0..<n where bytes[i] != s[i] { return false }
        return true
    }
}
