import Foundation
import VenueFormats

extension String {
    /// The text with its accents taken off ("Café" → "Cafe") when that leaves only ASCII;
    /// nil when letters of another script remain.
    public var asciiFolded: String? {
        if self.allSatisfy({ $0.isASCII }) { return self }
        let folded = self.applyingTransform(.stripDiacritics, reverse: false) ?? self
        return folded.allSatisfy({ $0.isASCII }) ? folded : nil
    }

    /// The text as a screen that shows only ASCII can show it: accents taken off, other
    /// scripts transliterated to Latin letters ("東京駅" → "dong jing yi", "Москва" →
    /// "Moskva"), and anything still outside ASCII as "?".
    public var asciiShown: String {
        if let folded = asciiFolded { return folded }
        let latin: String = self.applyingTransform(.toLatin, reverse: false)?.applyingTransform(.stripDiacritics, reverse: false) ?? self
        return String(latin.map { $0.isASCII ? $0 : "?" })
    }
}

extension Labels {
    /// The text for a screen that shows only ASCII (no UTF-8 locale): the preferred
    /// language's when it folds to ASCII; else English; else the first language (by tag)
    /// whose text folds to ASCII; else the preferred text transliterated
    /// (``Swift/String/asciiShown``). Nil when there is no text.
    public func asciiText(_ preference: LanguagePreference) -> String? {
        guard let shown = preference.text(self) else { return nil }
        if let folded = shown.asciiFolded { return folded }
        let english = values.keys.sorted().filter { $0.lowercased() == "en" || $0.lowercased().hasPrefix("en-") }
        for tag in english + values.keys.sorted() {
            if let text = values[tag], !text.isEmpty, let folded = text.asciiFolded { return folded }
        }
        return shown.asciiShown
    }
}

extension VenueGraph {
    /// The venue's name for a screen that shows only ASCII (see ``IMDF/Labels/asciiText(_:)``);
    /// never empty when the venue has a name in any language.
    public var asciiVenueName: String {
        archive.venue?.name.asciiText(language) ?? venueName.asciiShown
    }
}
