/// The interface's language and region, as a tag names them (`de_DE.UTF-8`, `pt-BR`, `ja`),
/// and what follows from them: the words (the catalogue), the clock (12 or 24 hours) and the
/// way numbers are written.
///
/// Parsed here rather than taken from Foundation's `Locale.current` or the C library: on
/// Linux those follow `LANG` only when that locale is installed on the machine, and an SSH
/// server's sessions each have their own language (see docs/i18n.md).
public struct UILocale: Sendable, Equatable {
    /// The catalogue language.
    public var language: UILanguage
    /// The region in upper case (`US`, `GB`, `CH`), nil when the tag names none.
    public var region: String?

    /// Creates a locale.
    public init(language: UILanguage, region: String? = nil) {
        self.language = language
        self.region = region
    }

    /// English without a region: the fallback.
    public static let english = UILocale(language: .en)

    /// Whether times are written "12:30 PM": only English in the United States (and its
    /// territories that follow it); English without a region, en-GB and every other
    /// language write "12:30".
    public var uses12HourClock: Bool {
        language == .en && ["US", "PR", "AS", "GU", "MP", "UM", "VI"].contains(region ?? "")
    }

    /// The parts of a tag: `de_DE.UTF-8@euro` → ("de", "DE"), `pt-BR` → ("pt", "BR"),
    /// `zh-Hant-TW` → ("zh", "TW"), `C`/`POSIX` → ("en", nil); nil for an empty or malformed
    /// tag (a language is 2 or 3 ASCII letters).
    public static func parts(of tag: String) -> (language: String, region: String?)? {
        let trimmed = tag.trimmingSpaces
        if trimmed == "C" || trimmed == "POSIX" || trimmed.hasPrefix("C.") { return ("en", nil) }
        // Drop the codeset (`.UTF-8`) and the modifier (`@euro`).
        let base = trimmed.split(separator: "@", omittingEmptySubsequences: false)[0]
            .split(separator: ".", omittingEmptySubsequences: false)[0]
        let subtags = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = subtags.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return nil }
        // The region: the first later subtag of 2 letters or 3 digits (a script, `Hant`, is 4 letters).
        let region = subtags.dropFirst().first { s in
            (s.count == 2 && s.allSatisfy(\.isASCIILetter)) || (s.count == 3 && s.allSatisfy(\.isASCIIDigit))
        }
        return (first.lowercased(), region?.uppercased())
    }

    /// The locale a tag names when its language is one of the catalogue's; nil otherwise.
    public init?(tag: String) {
        guard let p = Self.parts(of: tag), let language = UILanguage(rawValue: p.language) else { return nil }
        self.init(language: language, region: p.region)
    }

    /// The variables that name the interface language, most important first: Atrium's own
    /// (set by `atrium serve` for a session from the client's), then POSIX's order.
    public static let environmentVariables = ["ATRIUM_UI_LANG", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The interface locale from the environment: the first of ``environmentVariables`` set
    /// and not empty decides (as in POSIX, a set `LC_ALL` hides `LANG`); a language the
    /// catalogue lacks, or none, gives English.
    public static func fromEnvironment(_ environment: [String: String]) -> UILocale {
        for name in environmentVariables {
            guard let value = environment[name], !value.trimmingSpaces.isEmpty else { continue }
            return UILocale(tag: value) ?? .english
        }
        return .english
    }

    /// The language the environment asks for, when it asks for one: nil when no variable is
    /// set, or the one that decides is `C`/`POSIX` (no preference) or names a language the
    /// catalogue lacks. (The label language follows only a language asked for.)
    public static func requestedInEnvironment(_ environment: [String: String]) -> UILocale? {
        for name in environmentVariables {
            guard let value = environment[name], !value.trimmingSpaces.isEmpty else { continue }
            let plain = value.trimmingSpaces
            if plain == "C" || plain == "POSIX" || plain.hasPrefix("C.") { return nil }
            return UILocale(tag: value)
        }
        return nil
    }

    /// The tag as `--ui-lang` and `ATRIUM_UI_LANG` take it: `de`, `en-US`.
    public var tag: String { region.map { "\(language.rawValue)-\($0)" } ?? language.rawValue }
}

extension String {
    /// Without spaces and tabs at either end (no Foundation in this target).
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}

extension Character {
    /// An ASCII letter.
    var isASCIILetter: Bool { isASCII && isLetter }
    /// An ASCII digit.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
