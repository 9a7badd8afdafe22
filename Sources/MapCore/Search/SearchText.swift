import Foundation

/// Text normalisation for search: folding and splitting into words.
///
/// Folding ignores case, accents and width (`"Café"` → `"cafe"`, `"Zürich"` → `"zurich"`,
/// `"Straße"` → `"strasse"`), and maps the few Latin letters that do not decompose
/// (`ø`, `æ`, `œ`, `ł`, `đ`, `þ`, `ı`) to plain letters. Apostrophes are dropped so that
/// `"Women's"` is one word, `womens`. Scripts without case or accents (Hangul, Han, Kana)
/// pass through unchanged.
public enum SearchText {
    /// Letters that survive diacritic folding, and what they fold to.
    private static let extraFolds: [Character: String] = [
        "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ŀ": "l", "ħ": "h",
    ]

    /// Apostrophes of every kind, removed before splitting into words.
    private static let apostrophes: Set<Character> = ["'", "’", "ʼ", "‘", "`", "´"]

    /// Folds a string for comparison: lower case, no accents, no apostrophes.
    public static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        for ch in folded where !apostrophes.contains(ch) {
            if let repl = extraFolds[ch] { out += repl } else { out.append(ch) }
        }
        return out
    }

    /// The folded words of a text: runs of letters and digits, in order.
    public static func words(_ text: String) -> [String] {
        splitWords(fold(text))
    }

    /// The written words of a text, not folded: runs of letters and digits, apostrophes dropped.
    public static func writtenWords(_ text: String) -> [String] {
        splitWords(String(text.filter { !apostrophes.contains($0) }))
    }

    /// Splits text into runs of letters and digits.
    static func splitWords(_ folded: String) -> [String] {
        var words: [String] = []
        var current = ""
        for ch in folded {
            if ch.isLetter || ch.isNumber {
                current.append(ch)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The parts of a written word at lower-to-upper case changes and letter–digit changes,
    /// folded: `"MeetingRoom7"` → `["meeting", "room", "7"]`. A word with no inner change gives one part.
    public static func camelParts(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for ch in word {
            if let p = previous, isBoundary(p, ch), !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(ch)
            previous = ch
        }
        if !current.isEmpty { parts.append(current) }
        return parts.map(fold)
    }

    /// Whether a word breaks between two adjacent characters.
    private static func isBoundary(_ a: Character, _ b: Character) -> Bool {
        if a.isLowercase && b.isUppercase { return true }
        if a.isLetter && b.isNumber { return true }
        if a.isNumber && b.isLetter { return true }
        return false
    }
}
