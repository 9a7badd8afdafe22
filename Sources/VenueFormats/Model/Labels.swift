import Localization

/// An IMDF LABELS value: one string per BCP 47 language tag, e.g. `{"en": "Ground", "de": "Erdgeschoss"}`.
public struct Labels: Sendable, Equatable {
    /// Language tag to text.
    public var values: [String: String]

    /// Creates labels from a dictionary.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// Whether there is no text in any language.
    public var isEmpty: Bool { values.isEmpty }

    /// The text for a preferred language, with the fallback chain:
    /// exact tag, then language subtag, then the fallback language (the manifest's), then any
    /// (the alphabetically first tag, so the choice is stable).
    public func resolve(_ preferred: String?, fallback: String? = nil) -> String? {
        if values.isEmpty { return nil }
        for tag in [preferred, fallback].compactMap({ $0 }) {
            if let v = lookup(tag) { return v }
        }
        return values.keys.sorted().first.flatMap { values[$0] }
    }

    private func lookup(_ tag: String) -> String? {
        let wanted = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        if let hit = values.first(where: { $0.key.lowercased() == wanted }) { return hit.value }
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        if let hit = values.first(where: { $0.key.lowercased() == primary }) { return hit.value }
        let prefixed = values.keys.sorted().first { $0.lowercased().split(separator: "-").first.map(String.init) == primary }
        return prefixed.flatMap { values[$0] }
    }

    /// Every text in every language (for search).
    public var allTexts: [String] { values.keys.sorted().compactMap { values[$0] } }
}

/// The language choice for a whole session: the user's `--lang`, else the manifest's language.
public struct LanguagePreference: Sendable, Equatable {
    /// The tag asked for with `--lang`, if any.
    public var requested: String?
    /// The manifest's `language`.
    public var manifest: String?
    /// The interface language of the session, for what Atrium names itself where the data
    /// names nothing ("Entrance": German "Eingang"); English unless a session sets it.
    public var interface: UILanguage = .en

    /// The interface's words in ``interface``.
    public var ui: UIText { UIText(UILocale(language: interface)) }

    /// Creates a preference.
    public init(requested: String? = nil, manifest: String? = nil) {
        self.requested = requested
        self.manifest = manifest
    }

    /// Resolves labels with this preference.
    public func text(_ labels: Labels?) -> String? {
        labels?.resolve(requested ?? manifest, fallback: manifest)
    }
}
