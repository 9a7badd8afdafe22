/// How well an entry matches a query; smaller is better.
struct SearchRank: Comparable {
    /// How a name matched, best first.
    enum Tier: Int, Comparable {
        /// The whole name is the query.
        case exact
        /// The name begins with the query.
        case prefix
        /// Every query word begins a word of the name (or, in scripts written without spaces,
        /// lies anywhere inside one), in any order.
        case words
        /// Some query words matched only the entry's category: "lift" finds elevators before
        /// names that merely look like it.
        case category
        /// Every query word matched a word of the name, some with typos.
        case fuzzy

        static func < (a: Tier, b: Tier) -> Bool { a.rawValue < b.rawValue }
    }

    /// How the name matched.
    var tier: Tier
    /// 0 when a query word names the entry's category, else 1.
    var categoryMiss: Int
    /// Query words that matched only the category, not a name (0 above ``Tier/category``).
    var nameMisses = 0
    /// Total typos.
    var distance: Int
    /// Words of the name no query word matched (shorter, closer names first).
    var unmatched: Int

    static func < (a: SearchRank, b: SearchRank) -> Bool {
        (a.tier, a.categoryMiss, a.nameMisses, a.distance, a.unmatched)
            < (b.tier, b.categoryMiss, b.nameMisses, b.distance, b.unmatched)
    }
}

/// Matches a query against entries.
enum SearchMatcher {
    /// The rank of an entry for a query, or nil when some query word matches neither its names nor its category.
    static func rank(_ entry: SearchEntry, _ query: SearchQuery) -> SearchRank? {
        let categoryHits = query.words.map { categoryHit($0, entry) }
        let categoryMiss = categoryHits.contains(true) ? 0 : 1
        var best: SearchRank?
        for form in entry.forms {
            guard let r = rank(form, query, categoryHits, categoryMiss) else { continue }
            if best.map({ r < $0 }) ?? true { best = r }
        }
        return best
    }

    /// Whether a query word names one of the entry's categories: a dot segment it is (or begins),
    /// or a category its synonyms stand for.
    static func categoryHit(_ word: SearchQuery.Word, _ entry: SearchEntry) -> Bool {
        if entry.categoryWords.contains(word.text) { return true }
        if word.text.count >= 3, entry.categoryWords.contains(where: { $0.hasPrefix(word.text) }) { return true }
        return word.targets.contains { entry.matches($0) }
    }

    /// The rank of one name form.
    private static func rank(_ form: NameForm, _ query: SearchQuery, _ categoryHits: [Bool], _ categoryMiss: Int) -> SearchRank? {
        if form.joined == query.joined || form.compact == query.compact {
            return SearchRank(tier: .exact, categoryMiss: categoryMiss, distance: 0, unmatched: 0)
        }
        if form.joined.hasPrefix(query.joined) || form.compact.hasPrefix(query.compact) {
            return SearchRank(tier: .prefix, categoryMiss: categoryMiss, distance: 0,
                              unmatched: max(0, form.words.count - query.words.count))
        }
        var hitWords = Set<Int>()
        var distance = 0
        var nameMisses = 0
        for (i, word) in query.words.enumerated() {
            if let (d, hit) = bestWordMatch(word, form) {
                distance += d
                if let hit { hitWords.insert(hit) }
            } else if categoryHits[i] {
                nameMisses += 1
            } else {
                return nil
            }
        }
        let tier: SearchRank.Tier = nameMisses > 0 ? .category : distance == 0 ? .words : .fuzzy
        // Among category matches, the name's length says nothing: order them by kind and name.
        let unmatched = tier == .category ? 0 : form.words.count - hitWords.count
        return SearchRank(tier: tier, categoryMiss: categoryMiss, nameMisses: nameMisses, distance: distance, unmatched: unmatched)
    }

    /// The best match of a query word in a form: typos (0 for an exact word or a prefix) and the
    /// index of the name word it met (nil for a part or run-together word); nil when nothing matches.
    private static func bestWordMatch(_ word: SearchQuery.Word, _ form: NameForm) -> (Int, Int?)? {
        var best: (Int, Int?)?
        for (i, w) in form.words.enumerated() {
            guard let d = distance(word, w) else { continue }
            if d == 0 { return (0, i) }
            if best.map({ d < $0.0 }) ?? true { best = (d, i) }
        }
        for (w, prefixTypos) in form.parts.map({ ($0, true) }) + form.runTogether.map({ ($0, false) }) {
            guard let d = distance(word, w, prefixTypos: prefixTypos) else { continue }
            if d == 0 { return (0, nil) }
            if best.map({ d < $0.0 }) ?? true { best = (d, nil) }
        }
        return best
    }

    /// Typos between a query word and a name word: 0 when the name word begins with it, else
    /// the edit distance to the whole name word within the word's tolerance, or to its closest
    /// prefix within the tolerance of a word one letter shorter (so "baby" does not begin "Babel"),
    /// unless `prefixTypos` is false.
    static func distance(_ word: SearchQuery.Word, _ nameWord: SearchWord, prefixTypos: Bool = true) -> Int? {
        if nameWord.starts(with: word.scalars) { return 0 }
        // Japanese, Chinese and Korean names run words together: any substring matches.
        if word.scalars.contains(where: SearchText.isUnspacedScript), SearchText.contains(nameWord, run: word.scalars) { return 0 }
        guard word.tolerance > 0, let r = EditDistance.compare(word.scalars, nameWord, limit: word.tolerance) else { return nil }
        if r.full <= word.tolerance { return max(1, r.full) }
        return prefixTypos && r.prefix <= word.prefixTolerance ? max(1, r.prefix) : nil
    }
}
