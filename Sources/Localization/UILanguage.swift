/// The languages the interface is written in. The catalogue (Catalogue/*.yaml, made into
/// `Catalogue+Tables.swift` by scripts/catalogue.py) has every key in each of them.
public enum UILanguage: String, CaseIterable, Sendable, Equatable {
    /// English, the source language and the fallback.
    case en
    /// German.
    case de
    /// French.
    case fr
    /// Spanish.
    case es
    /// Japanese.
    case ja
}

/// A plural category of CLDR's cardinal rules, for the languages of ``UILanguage``.
public enum PluralForm: Sendable, Equatable {
    /// en, de, es: exactly 1; fr: 0 and 1; ja: never.
    case one
    /// Every other count.
    case other

    /// The form a count takes in a language (CLDR cardinal rules for integers).
    public init(count: Int, language: UILanguage) {
        switch language {
        case .en, .de, .es: self = count == 1 ? .one : .other
        case .fr: self = count == 0 || count == 1 ? .one : .other
        case .ja: self = .other
        }
    }
}
