import Localization

/// Where and why a JSON text could not be parsed.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column (in bytes) of the offending byte.
    public var column: Int
    /// What was wrong, in plain words (English: ``problem``'s text).
    public var message: String
    /// What was wrong, as a code, for every language.
    public var problem: JSONProblem

    /// "line L, column C: message".
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes, with line and column in its errors.
///
/// Nesting deeper than ``maxDepth`` is an error rather than a stack overflow.
/// An optional lenient mode accepts trailing commas and the non-standard number
/// tokens `NaN` and `Infinity`, quirks of hand-edited or script-written files,
/// so that the rest of such a file can still be read.
public struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maxDepth = 256

    // Internal rather than private: ``FeatureScanner`` reads features straight off the same bytes
    // with the same grammar (FeatureScanner.swift).
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Lenient mode: accept trailing commas (`[1,2,]`, `{"a":1,}`) and the non-JSON numbers
    /// `NaN`, `Infinity` and `-Infinity`, as real archives carry them.
    var lenient: Bool
    /// Strict until the first construct only lenient mode accepts; then lenient from there on,
    /// with that construct's strict error kept in ``firstStrictError`` (see ``lenientOnly(_:)``).
    var turnsLenient = false
    /// The error a strict parse stops at, when a parser that ``turnsLenient`` went on past it.
    var firstStrictError: JSONParseError?
    /// Room for the positions of one ring as the geometry scan reads them, kept from ring to
    /// ring so that each ring's array is allocated once, at its size (FeatureScanner.swift).
    var positionScratch: [GeoPoint] = []

    /// Parses a whole document.
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - lenient: accept `[1,2,]`, `{"a":1,}`, `NaN` and `Infinity`.
    /// - Returns: the value.
    /// - Throws: ``JSONParseError`` with the position of the first problem.
    public static func parse(_ bytes: [UInt8], lenient: Bool = false) throws(JSONParseError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONParseError) -> JSONValue in
            var parser = JSONParser(bytes: buffer, lenient: lenient)
            return try parser.parseDocument { (p: inout JSONParser) throws(JSONParseError) in try p.parseValue(depth: 0) }
        }
    }

    /// Parses a whole document with `body` for the top value: BOM, white space, then nothing after it.
    mutating func parseDocument<T>(_ body: (inout JSONParser) throws(JSONParseError) -> T) throws(JSONParseError) -> T {
        skipBOM()
        skipWhitespace()
        let value = try body(&self)
        skipWhitespace()
        if index < bytes.count {
            throw error(.textAfterValue)
        }
        return value
    }

    init(bytes: UnsafeBufferPointer<UInt8>, lenient: Bool) {
        self.bytes = bytes
        self.lenient = lenient
    }

    private mutating func skipBOM() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// The error `problem` at `position` (the current byte when nil), with its line and column.
    func error(_ problem: JSONProblem, at position: Int? = nil) -> JSONParseError {
        let pos = min(position ?? index, bytes.count)
        var line = 1, lineStart = 0
        var i = 0
        while i < pos {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        return JSONParseError(line: line, column: pos - lineStart + 1, message: problem.text(UIText.english), problem: problem)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// At a construct only lenient mode accepts: go on in lenient mode; in strict mode throw
    /// `strictError`, unless the parser ``turnsLenient``: then keep that error and go on leniently.
    @inline(__always)
    mutating func lenientOnly(_ strictError: (JSONParser) -> JSONParseError) throws(JSONParseError) {
        if lenient { return }
        let e = strictError(self)
        guard turnsLenient else { throw e }
        firstStrictError = e
        lenient = true
    }

    func found() -> JSONProblem.Found {
        guard index < bytes.count else { return .endOfFile }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return .character(Character(Unicode.Scalar(b))) }
        return .byte(b)
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error(.truncated) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N") where lenient || turnsLenient:
            try lenientOnly { p in p.error(.expectedValue(p.found())) }
            try expectWord("NaN"); return .number(.nan)
        case UInt8(ascii: "I") where lenient || turnsLenient:
            try lenientOnly { p in p.error(.expectedValue(p.found())) }
            try expectWord("Infinity"); return .number(.infinity)
        case UInt8(ascii: "-") where (lenient || turnsLenient) && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "I"):
            try lenientOnly { p in p.error(.invalidNumber) }   // what parseNumber says of "-I" in strict mode
            index += 1
            try expectWord("Infinity")
            return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(.expectedValue(found()))
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = index
        let w = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard index < bytes.count, bytes[index] == w[k] else {
                throw error(.expectedValue(found()), at: start)
            }
            index += 1
        }
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try scanObject(depth: depth) { (p: inout JSONParser, key: String) throws(JSONParseError) in
            members[key] = try p.parseValue(depth: depth)
        }
        return .object(members)
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
        var elements: [JSONValue] = []
        try scanArray(depth: depth) { (p: inout JSONParser) throws(JSONParseError) in
            elements.append(try p.parseValue(depth: depth))
        }
        return .array(elements)
    }

    /// Walks an object's members (the object's opening brace is current), handing each
    /// member's name to `member`, which must consume the value. The one walk of the object
    /// grammar: ``parseObject(depth:)`` builds on it, and ``FeatureScanner`` reads features with it.
    mutating func scanObject(depth: Int, _ member: (inout JSONParser, String) throws(JSONParseError) -> Void) throws(JSONParseError) {
        try walkObject(depth: depth, key: { (p: inout JSONParser) throws(JSONParseError) in try p.parseString() }, text: { _, key in key }, member)
    }

    /// The walk of ``scanObject(depth:_:)`` with each member name read by `readKey` (as text,
    /// or where it stands in the bytes for ``scanObjectKeys(depth:_:)``); `text` gives the
    /// name as text for a message.
    @inline(__always)
    mutating func walkObject<Key>(depth: Int, key readKey: (inout JSONParser) throws(JSONParseError) -> Key,
                                  text: (JSONParser, Key) -> String,
                                  _ member: (inout JSONParser, Key) throws(JSONParseError) -> Void) throws(JSONParseError) {
        if depth > Self.maxDepth { throw error(.nestingTooDeep(Self.maxDepth)) }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.truncatedObject) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") {
                    try lenientOnly { p in p.error(.trailingComma(before: "}")) }
                    index += 1
                    return
                }
                throw error(.expectedMemberName(found()))
            }
            let key = try readKey(&self)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(.expectedColon(member: text(self, key), found: found()))
            }
            index += 1
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            guard index < bytes.count else { throw error(.truncatedObject) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return }
            throw error(.expectedCommaInObject(found()))
        }
    }

    /// Walks an array's elements (the opening bracket is current); `element` must consume each
    /// one. The one walk of the array grammar, as ``scanObject(depth:_:)`` is of objects.
    mutating func scanArray(depth: Int, _ element: (inout JSONParser) throws(JSONParseError) -> Void) throws(JSONParseError) {
        if depth > Self.maxDepth { throw error(.nestingTooDeep(Self.maxDepth)) }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.truncatedArray) }
            if bytes[index] == UInt8(ascii: "]") {
                try lenientOnly { p in p.error(.trailingComma(before: "]")) }
                index += 1
                return
            }
            try element(&self)
            skipWhitespace()
            guard index < bytes.count else { throw error(.truncatedArray) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return }
            throw error(.expectedCommaInArray(found()))
        }
    }

    /// Passes the decimal digits from the current byte, folding them into `value` (which wraps
    /// past 19 digits, as a fold of one digit at a time would); returns how many there were.
    /// Eight bytes at a time while eight remain: how many of them lead as digits, found without
    /// a loop, and their value at once (``digitRun(_:)``), so that a coordinate's 1–3 integer
    /// and 5–10 fraction digits cost one or two words instead of a loop whose end is a guess.
    @inline(__always)
    mutating func passDigits(into value: inout UInt64) -> Int {
        let first = index
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index &+ 8 <= bytes.count {
                let (n, digits) = Self.digitRun(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                value = value &* Self.wordPowersOfTen[n] &+ digits
                index &+= n
                if n < 8 { return index - first }
            }
        }
        while index < bytes.count, bytes[index] &- 0x30 < 10 {
            value = value &* 10 &+ UInt64(bytes[index] &- 0x30)
            index += 1
        }
        return index - first
    }

    /// 10⁰ … 10⁸, for folding a run of up to eight digits into a mantissa.
    static let wordPowersOfTen: [UInt64] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// How many of the eight bytes of `word` (little-endian: the first byte lowest) lead as
    /// ASCII digits, and the value of those digits read as a decimal number (0 for none).
    @inline(__always)
    static func digitRun(_ word: UInt64) -> (count: Int, value: UInt64) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Each byte minus "0": a digit is 0–9 there; any other byte is above 9 or has its
        // high bit set. Tested per byte, with no carry between bytes: (low seven bits + 0x76)
        // reaches 0x80 exactly from 0x0A, and stays below 0x100.
        let d = word ^ (ones &* 0x30)
        let other = (((d & (ones &* 0x7F)) &+ (ones &* 0x76)) | d) & (ones &* 0x80)
        let n = other.trailingZeroBitCount >> 3
        guard n > 0 else { return (0, 0) }
        // The n digits moved to the top bytes (the bytes above them become leading zeros),
        // then the classic three steps: pairs, fours, eight (the first byte the highest digit).
        var x = d << UInt64(8 * (8 - n))
        x = x &* 10 &+ (x >> 8)
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        x = ((x & mask) &* (100 &+ (1_000_000 << 32)) &+ ((x >> 16) & mask) &* (1 &+ (10_000 << 32))) >> 32
        return (n, x)
    }

    /// A number token. One walk checks the grammar and gathers the decimal mantissa, so that a
    /// plain decimal of at most 19 digits (most coordinates) takes ``JSONNumber``'s fast path
    /// without a second walk; a token with an exponent or more digits goes through
    /// ``JSONNumber/value(_:from:to:)`` (whose fast path also skips leading zeros).
    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Integer digits, then (after a point) fraction digits, all into one mantissa; past 19
        // digits it may wrap, and is then not used.
        var mantissa: UInt64 = 0
        let integerDigits = passDigits(into: &mantissa)
        if integerDigits == 0 { throw error(.invalidNumber, at: start) }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = passDigits(into: &mantissa)
            if fractionDigits == 0 { throw error(.numberWithoutFraction, at: start) }
        }
        var plain = integerDigits + fractionDigits <= 19
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            plain = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            var exponent: UInt64 = 0   // read again by JSONNumber
            if passDigits(into: &exponent) == 0 { throw error(.numberWithoutExponent, at: start) }
        }
        if plain, let value = JSONNumber.decimal(mantissa, power: -fractionDigits, negative: negative) { return value }
        // Exponents, long mantissas: the fast path's general form, else the standard library.
        guard let value = JSONNumber.value(bytes, from: start, to: index) else { throw error(.invalidNumber, at: start) }
        return value
    }

    mutating func parseString() throws(JSONParseError) -> String {
        var escaped = false
        return try readString(keep: true, escaped: &escaped) ?? ""
    }

    /// Checks a string's syntax and moves past it without building it.
    mutating func skipString() throws(JSONParseError) {
        var escaped = false
        _ = try readString(keep: false, escaped: &escaped)
    }

    /// Checks a string's syntax and moves past it without building it; whether it holds a
    /// backslash escape (then its text is not its bytes), learnt in the same walk.
    mutating func passString() throws(JSONParseError) -> Bool {
        var escaped = false
        _ = try readString(keep: false, escaped: &escaped)
        return escaped
    }

    /// Whether any of the eight bytes of `word` is a quote, a backslash or below 0x20, and
    /// which comes first: the lowest set bit of the result is the high bit of the first such
    /// byte (little-endian). Zero-byte tests of the classic form: a borrow can mark bytes above
    /// a true match, never one below it.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    /// Moves past plain bytes (none a quote, a backslash or below 0x20) eight at a time, up
    /// to the first byte that is not plain or the last whole word of the buffer.
    @inline(__always)
    private mutating func passPlainWords() {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        while index &+ 8 <= bytes.count {
            let special = Self.specialBytes(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            if special != 0 {
                index &+= special.trailingZeroBitCount >> 3
                return
            }
            index &+= 8
        }
    }

    /// The one walk of the string grammar: the string (`keep`), or nil after only checking it;
    /// `escaped` is set when it holds a backslash escape.
    @inline(__always)
    private mutating func readString(keep: Bool, escaped: inout Bool) throws(JSONParseError) -> String? {
        let start = index
        index += 1
        var plainStart = index
        var result: [UInt8] = []
        passPlainWords()
        while true {
            guard index < bytes.count else { throw error(.unterminatedString, at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard keep else { return nil }
                if !escaped {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]), as: UTF8.self)
                }
                result.append(contentsOf: bytes[plainStart..<index])
                return String(decoding: result, as: UTF8.self)
            }
            if b < 0x20 { throw error(.controlCharacter) }
            if b == UInt8(ascii: "\\") {
                escaped = true
                if keep { result.append(contentsOf: bytes[plainStart..<index]) }
                index += 1
                guard index < bytes.count else { throw error(.unterminatedString, at: start) }
                let e = bytes[index]
                index += 1
                let plain: UInt8
                switch e {
                case UInt8(ascii: "\""): plain = 0x22
                case UInt8(ascii: "\\"): plain = 0x5C
                case UInt8(ascii: "/"): plain = 0x2F
                case UInt8(ascii: "b"): plain = 0x08
                case UInt8(ascii: "f"): plain = 0x0C
                case UInt8(ascii: "n"): plain = 0x0A
                case UInt8(ascii: "r"): plain = 0x0D
                case UInt8(ascii: "t"): plain = 0x09
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                       bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            code = 0xFFFD
                        }
                    }
                    if keep {
                        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                        result.append(contentsOf: Array(String(Character(scalar)).utf8))
                    }
                    plainStart = index
                    passPlainWords()
                    continue
                default:
                    throw error(.invalidEscape, at: index - 2)
                }
                if keep { result.append(plain) }
                plainStart = index
                passPlainWords()
                continue
            }
            index += 1
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.truncatedUnicodeEscape) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw error(.invalidUnicodeEscape)
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }
}
