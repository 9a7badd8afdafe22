/// A query, folded and split once per search, with limits that keep any input fast.
struct SearchQuery {
    /// Characters of the query that are read; the rest is ignored.
    static let maxCharacters = 256
    /// Words of the query that are matched; the rest are ignored.
    static let maxWords = 8
    /// Words longer than this are matched exactly or as prefixes only, never with typos.
    static let maxFuzzyLength = 32

    /// One word of the query.
    struct Word {
        /// The folded word.
        var text: String
        /// Its scalars.
        var scalars: SearchWord
        /// Typos allowed between it and a whole name word.
        var tolerance: Int
        /// Typos allowed between it and the beginning of a name word (one letter stricter).
        var prefixTolerance: Int
        /// Categories it stands for through the synonym table.
        var targets: Set<CategoryTarget>
    }

    /// The folded words joined by single spaces.
    let joined: String
    /// The folded words run together.
    let compact: String
    /// The words, at most ``maxWords``.
    let words: [Word]

    /// Folds and splits the first ``maxCharacters`` characters of a query.
    init(_ text: String) {
        let folded = Array(SearchText.words(String(text.prefix(Self.maxCharacters))).prefix(Self.maxWords))
        joined = folded.joined(separator: " ")
        compact = folded.joined()
        let targets = SearchSynonyms.targets(for: folded, lastIsPrefix: true)
        words = zip(folded, targets).map { word, targets in
            let scalars = Array(word.unicodeScalars)
            let fuzzy = scalars.count <= Self.maxFuzzyLength
            return Word(text: word, scalars: scalars,
                        tolerance: fuzzy ? EditDistance.tolerance(forLength: scalars.count) : 0,
                        prefixTolerance: fuzzy ? EditDistance.tolerance(forLength: scalars.count - 1) : 0,
                        targets: targets)
        }
    }

    /// Whether there is nothing to look for.
    var isEmpty: Bool { words.isEmpty }
}
