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
        Self.fill(CatalogueTables.table(language)[slot], values.map { ($0.key, $0.value) })
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
    static func fill<Values: Sequence>(_ text: String, _ values: Values) -> String where Values.Element == (String, String) {
        guard text.contains("{") else { return text }
        let table = Dictionary(values.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        guard !table.isEmpty else { return text }
        var out = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = table[String(after[..<close])] {
                out += value
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
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
