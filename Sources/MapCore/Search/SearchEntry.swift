import VenueFormats

/// A word as Unicode scalars, the unit of edit distance.
typealias SearchWord = [Unicode.Scalar]

/// One name of a feature in one language, folded and split once when the index is built.
struct NameForm: Sendable, Equatable {
    /// The folded words joined by single spaces: `"conference room zurichsee"`.
    var joined: String
    /// The folded words run together: `"conferenceroomzurichsee"` (so "wifi" meets "Wi-Fi").
    var compact: String
    /// The folded words, in order.
    var words: [SearchWord]
    /// Camel-case parts, further words a query word may meet (`"MeetingRoom7"` → meeting, room, 7).
    var parts: [SearchWord]
    /// Words run together, met whole or as a prefix but never by a typo in a prefix (so "water" does
    /// not meet "wasteroom"): hyphenated or slashed words (`"Wi-Fi"` → wifi) and the compact form.
    var runTogether: [SearchWord]

    /// Folds and splits a name; nil when it has no letter or digit.
    init?(_ text: String) {
        let written = SearchText.writtenWords(text)
        let folded = written.flatMap { SearchText.splitWords(SearchText.fold($0)) }
        guard !folded.isEmpty else { return nil }
        joined = folded.joined(separator: " ")
        compact = folded.joined()
        words = folded.map { Array($0.unicodeScalars) }
        var seen = Set(folded)
        var parts: [String] = []
        for word in written {
            let camel = SearchText.camelParts(word)
            if camel.count > 1 { parts += camel }
        }
        self.parts = parts.filter { seen.insert($0).inserted }.map { Array($0.unicodeScalars) }
        var runTogether: [String] = []
        for chunk in text.split(whereSeparator: { $0.isWhitespace }) {
            let words = SearchText.words(String(chunk))
            if words.count > 1 { runTogether.append(words.joined()) }
        }
        if folded.count > 1 { runTogether.append(compact) }
        self.runTogether = runTogether.filter { seen.insert($0).inserted }.map { Array($0.unicodeScalars) }
    }
}

/// One entry of the index: the result it returns, and what queries are matched against.
struct SearchEntry: Sendable {
    /// What a search returns for it.
    var result: SearchResult
    /// Every name and alternative name, in every language, of it and of features folded into it.
    var forms: [NameForm]
    /// Its categories, lower case: its own first, then those of features folded into it.
    var categories: [String]
    /// The dot segments of its categories (`restroom`, `female`).
    var categoryWords: Set<String>
    /// The folded display name, for ordering ties.
    var sortName: String
    /// How many floors it is from the venue's default floor, for ordering ties.
    var floorDistance: Int
    /// What it has beside what it is (toilets, a changing table), for "has toilets" searches.
    var facilities: Set<Facility> = []

    /// Creates an entry from a result, its label texts and its categories.
    init(result: SearchResult, texts: [String], categories: [String], floorDistance: Int) {
        self.result = result
        forms = []
        self.categories = []
        categoryWords = []
        sortName = SearchText.fold(result.name)
        self.floorDistance = floorDistance
        add(texts: texts, categories: categories)
        if result.kind == .level { self.result.groups = [] } else { updateGroups() }
    }

    /// Adds names and categories (from itself, or from a feature folded into it).
    mutating func add(texts: [String], categories: [String]) {
        for text in texts {
            if let form = NameForm(text), !forms.contains(form) { forms.append(form) }
        }
        for category in categories.map({ $0.lowercased() }) where !category.isEmpty && !self.categories.contains(category) {
            self.categories.append(category)
            categoryWords.formUnion(category.split(separator: ".").map(String.init))
        }
    }

    /// Adds the words of its categories' names as a person reads them ("Bäckerei",
    /// "Computers & accessories"), so a query in the interface language finds the kind of place
    /// the card and the directory call it (``SearchText/telling(_:)``).
    mutating func add(categoryNames: [String]) {
        for name in categoryNames {
            categoryWords.formUnion(SearchText.telling(name))
        }
    }

    /// Folds another entry at the same place with the same name into this one.
    mutating func absorb(_ other: SearchEntry) {
        forms += other.forms.filter { !forms.contains($0) }
        add(texts: [], categories: other.categories)
        categoryWords.formUnion(other.categoryWords)
        facilities.formUnion(other.facilities)
        if result.location == nil { result.location = other.result.location }
        if result.kind != .level { updateGroups() }
    }

    /// Recomputes the filter groups from the categories: every group they fall in, without
    /// ``CategoryGroup/other`` when there is a more telling one.
    private mutating func updateGroups() {
        var groups = Set(categories.map { CategoryGroup(category: $0) })
        if groups.isEmpty { groups = [.other] }
        if groups.count > 1 { groups.remove(.other) }
        result.groups = groups
    }

    /// Whether a category target (from a synonym) applies to it.
    func matches(_ target: CategoryTarget) -> Bool {
        switch target {
        case .category(let pattern): return categories.contains { CategoryTarget.pattern(pattern, matches: $0) }
        case .group(let group): return result.groups.contains(group)
        }
    }
}
