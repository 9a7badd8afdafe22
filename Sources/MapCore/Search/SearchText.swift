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

    /// The folded words of a name that stand for it on their own: three letters or more, or two
    /// in scripts that write a word in two characters (Japanese 書店, 飲食); not "&", "de", "of".
    public static func telling(_ text: String) -> [String] {
        words(text).filter { w in w.count >= 3 || (w.count == 2 && w.unicodeScalars.allSatisfy { $0.value >= 0x3000 }) }
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

    /// Whether a scalar belongs to a script written without spaces between words, or whose
    /// syllable blocks make any substring a meaningful query: Han, Hiragana, Katakana, Hangul.
    public static func isUnspacedScript(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true  // Hiragana, Katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true  // Han
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return true  // Hangul
        default: return false
        }
    }

    /// Whether `run` occurs as consecutive scalars inside `word`.
    static func contains(_ word: [Unicode.Scalar], run: [Unicode.Scalar]) -> Bool {
        guard !run.isEmpty, run.count <= word.count else { return false }
        for start in 0...(word.count - run.count) where word[start] == run[0] {
            if word[start..<(start + run.count)].elementsEqual(run) { return true }
        }
        return false
    }
}
