/// The interface's words in one language: every sentence of the catalogue (generated
/// accessors in `Catalogue+Tables.swift`, one per key, its placeholders as arguments), the
/// names of categories, and numbers and times written the way the language writes them.
///
/// A value, so each explorer session (each SSH visitor) has its own; nothing process-wide.
public struct UIText: Sendable, Equatable {
    /// The language and region.
    public let locale: UILocale

    /// The words of `locale`.
    public init(_ locale: UILocale) { self.locale = locale }

    /// English without a region.
    public static let english = UIText(.english)

    /// The catalogue language.
    public var language: UILanguage { locale.language }

    /// The text in `slot` of this language's table, its `{name}` placeholders replaced.
    func entry(_ slot: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        Self.fill(CatalogueTables.table(language)[slot], values.lazy.map { ($0.key, $0.value) })
    }

    /// A plural key's text for `count`: the `one` form in `slot`, `other` in `slot + 1`;
    /// `{count}` becomes the count written with the language's digit grouping.
    func plural(_ slot: Int, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let form = PluralForm(count: count, language: language)
        let text = CatalogueTables.table(language)[form == .one ? slot : slot + 1]
        return Self.fill(text, Array(values) + [("count", number(count))])
    }

    /// `text` with each `{name}` of `values` replaced, in one pass (a value that itself holds
    /// braces, such as a venue's name, is never read as a placeholder); scripts/catalogue.py
    /// checks that every language has the same placeholders.
    ///
    /// A placeholder's value is the first of `values` with its name, found by walking them: a
    /// sentence has one to three, and a dictionary built for each fill cost more than the fill
    /// (an OSM load names every level in five languages).
    static func fill<Values: Collection>(_ text: String, _ values: Values) -> String where Values.Element == (String, String) {
        // No `{` byte, no placeholder: nothing to walk grapheme by grapheme.
        guard text.utf8.contains(UInt8(ascii: "{")), !values.isEmpty else { return text }
        if let filled = fillASCII(text, values) { return filled }
        var out = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = Self.value(of: after[..<close], in: values) {
                out += value
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
    }

    /// ``fill(_:_:)`` read as bytes, when every brace of the text is a character of its own:
    /// then no other character equals a brace, so the braces found are the ones the walk by
    /// characters finds, and the text between them is cut at the same bytes. A brace next to
    /// an ASCII byte or an end is never joined on that side (only a non-ASCII scalar joins a
    /// brace: a prepended mark before it; a combining mark, a joiner or a spacing mark after
    /// it; rules that look further need the brace to be other than it is); beside a non-ASCII
    /// scalar, the pair is asked (``joins(_:_:)``). So an all-ASCII text always qualifies (CR
    /// LF, the one ASCII pair that is a single character, holds no brace), and so do the
    /// catalogue's Japanese texts ("地下{number}階"). Nil for any other text.
    static func fillASCII<Values: Collection>(_ text: String, _ values: Values) -> String? where Values.Element == (String, String) {
        var text = text
        return text.withUTF8 { bytes -> String? in
            for i in bytes.indices where bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "}") {
                let brace = Unicode.Scalar(bytes[i])
                if i > 0, bytes[i - 1] >= 0x80 {
                    var start = i - 1
                    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
                    let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self).unicodeScalars
                    if let scalar = before.first, joins(scalar, brace) { return nil }
                }
                if i + 1 < bytes.count, bytes[i + 1] >= 0x80 {
                    var end = i + 2
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let after = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<end]), as: UTF8.self).unicodeScalars
                    if let scalar = after.first, joins(brace, scalar) { return nil }
                }
            }
            var out = ""
            var i = 0, copied = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "{") else { i += 1; continue }
                var close = i + 1
                while close < bytes.count, bytes[close] != UInt8(ascii: "}") { close += 1 }
                guard close < bytes.count else { break }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<close]), as: UTF8.self)
                guard let value = values.first(where: { $0.0 == name })?.1 else { i += 1; continue }
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied..<i]), as: UTF8.self)
                out += value
                i = close + 1
                copied = i
            }
            out += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
            return out
        }
    }

    /// Whether two scalars side by side make one character (no grapheme break between them).
    static func joins(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        var pair = String.UnicodeScalarView()
        pair.append(a)
        pair.append(b)
        return String(pair).count == 1
    }

    /// The value of the first of `values` named `name`.
    private static func value<Values: Collection>(of name: Substring, in values: Values) -> String? where Values.Element == (String, String) {
        for (key, value) in values where key == name { return value }
        return nil
    }

    /// The name of an IMDF category (or of the OSM value Atrium maps to one) in this
    /// language: the whole category (`restroom.female.wheelchair`), else its parents
    /// (`clothing.womens.plus` → `clothing.womens`); nil when the catalogue has none.
    public func category(_ raw: String) -> String? {
        var key = raw.lowercased()
        while true {
            if let slot = CatalogueTables.categorySlot(key) { return entry(slot) }
            guard let dot = key.lastIndex(of: ".") else { return nil }
            key = String(key[..<dot])
        }
    }

    /// Whether `text` is the name the catalogue gives some category in this language.
    public func isCategoryName(_ text: String) -> Bool {
        CatalogueTables.categoryKeys.indices.contains { entry(CatalogueTables.categoryBase + $0) == text }
    }
}
