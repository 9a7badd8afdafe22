/// What an everyday word stands for: IMDF categories, or a whole ``CategoryGroup``.
public enum CategoryTarget: Hashable, Sendable {
    /// A category pattern, matched by ``CategoryTarget/matches(category:)``.
    case category(String)
    /// Every category of a group.
    case group(CategoryGroup)

    /// Whether a pattern matches a category: equal, a parent (`restroom` ⊃ `restroom.female`),
    /// or, for a pattern without dots, one of its segments (`wheelchair` ⊂ `restroom.unisex.wheelchair`).
    public static func pattern(_ pattern: String, matches category: String) -> Bool {
        if category == pattern || category.hasPrefix(pattern + ".") { return true }
        return !pattern.contains(".") && category.split(separator: ".").contains { $0 == pattern }
    }
}

/// The synonym table: everyday words and the categories they find, in English and, through
/// ``CategoryWords``, in German, French, Spanish, Italian, Dutch, Portuguese, Russian,
/// Japanese, Chinese and Korean. Keys of several words are phrases ("first aid").
public enum SearchSynonyms {
    /// Builds table rows: every word of `words` maps to `targets`.
    private static func row(_ words: [String], _ targets: [CategoryTarget]) -> [(String, [CategoryTarget])] {
        words.map { ($0, targets) }
    }

    /// Folded word or phrase to what it finds.
    public static let table: [String: [CategoryTarget]] = {
        var rows: [(String, [CategoryTarget])] = []
        rows += row(["toilet", "toilets", "wc", "wcs", "bathroom", "bathrooms", "restroom", "restrooms", "lavatory",
                     "loo", "washroom", "washrooms", "toilette", "toiletten", "화장실"], [.category("restroom")])
        rows += row(["food", "eat", "eating", "restaurant", "restaurants", "dining", "lunch", "dinner", "breakfast",
                     "hungry", "meal", "essen", "식당"], [.group(.food)])
        rows += row(["coffee", "cafe", "cafes", "espresso", "kaffee", "카페"],
                    [.category("cafe"), .category("coffee"), .category("coffeeshop"), .category("themedcafe")])
        rows += row(["lift", "lifts", "elevator", "elevators", "aufzug", "fahrstuhl", "엘리베이터"], [.category("elevator")])
        rows += row(["stairs", "stair", "staircase", "stairway", "steps", "treppe", "계단"],
                    [.category("stairs"), .category("steps")])
        rows += row(["escalator", "escalators", "rolltreppe"], [.category("escalator"), .category("movingwalkway")])
        rows += row(["atm", "atms", "cash", "cashpoint", "bank", "money", "geldautomat", "bancomat"],
                    [.category("atm"), .category("bank"), .category("changemachine"), .category("currencyexchange")])
        rows += row(["info", "information", "help", "helpdesk", "questions"], [.group(.info)])
        rows += row(["parking", "car", "cars", "garage", "parkplatz", "주차장"], [.group(.parking)])
        rows += row(["exit", "exits", "entrance", "entrances", "entry", "way out", "ausgang", "eingang", "출입구"],
                    [.category("pedestrian.principal"), .category("entry"), .category("emergencyexit")])
        rows += row(["shop", "shops", "shopping", "store", "stores", "boutique", "laden"], [.group(.shopping)])
        rows += row(["first aid", "firstaid", "medic", "medical", "doctor", "ambulance"],
                    [.category("firstaid"), .category("defibrillator"), .category("clinic")])
        rows += row(["pharmacy", "chemist", "drugstore", "apotheke"], [.category("pharmacy")])
        rows += row(["baby", "babies", "changing", "nappy", "diaper", "nursing"],
                    [.category("babychanging"), .category("mothersroom"), .category("restroom.family")])
        rows += row(["baby change", "baby changing", "changing table", "changing tables", "baby care", "nappy change",
                     "diaper change", "wickelraum", "wickeltisch"],
                    [.category("babychanging"), .category("mothersroom"), .category("restroom.family")])
        rows += row(["family", "families", "familie", "famille", "familia", "famiglia"], [.category("restroom.family")])
        rows += row(["water", "drinking", "fountain"], [.category("drinkingfountain")])
        rows += row(["wifi", "wlan", "internet", "hotspot"], [.category("wifi")])
        rows += row(["charging", "charger", "power"],
                    [.category("powerchargingstation"), .category("phonechargingstation"), .category("parking.ev")])
        rows += row(["bike", "bikes", "bicycle", "bicycles", "velo"], [.category("parking.bicycle"), .category("bicycleshop")])
        rows += row(["accessible", "wheelchair", "disabled"], [.category("wheelchair")])
        rows += row(["women", "womens", "ladies", "female"], [.category("restroom.female")])
        rows += row(["men", "mens", "gents", "male"], [.category("restroom.male")])
        rows += row(["lost", "lost and found", "lostandfound", "fundburo"], [.category("lostandfound")])
        rows += row(["movie", "movies", "cinema", "film", "kino"], [.category("cinema"), .category("movietheater")])
        rows += row(["gym", "fitness", "workout"], [.category("gym"), .category("fitnessroom")])
        rows += row(["bus", "taxi", "train", "transit"], [.category("bus"), .category("taxi"), .category("transit"),
                                                           .category("rail"), .category("shuttle")])
        rows += CategoryWords.rows
        var table: [String: [CategoryTarget]] = [:]
        // Keys go through the same folding and word splitting as queries ("Öffnungszeiten",
        // "お手洗い", "casa de banho"), so a table word matches however it is typed.
        for (word, targets) in rows {
            let key = SearchText.words(word).joined(separator: " ")
            guard !key.isEmpty else { continue }
            for target in targets where !(table[key]?.contains(target) ?? false) { table[key, default: []].append(target) }
        }
        return table
    }()

    /// The longest key, in words.
    static let longestPhrase = table.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// What each query word stands for. A word takes the targets of every key it is part of
    /// (single words, and phrases spelled out by it and its neighbours). When `lastIsPrefix`,
    /// the last word of three or more letters also takes the targets of keys it begins.
    public static func targets(for words: [String], lastIsPrefix: Bool) -> [Set<CategoryTarget>] {
        var result = [Set<CategoryTarget>](repeating: [], count: words.count)
        for start in words.indices {
            for length in 1...max(1, longestPhrase) where start + length <= words.count {
                let key = words[start..<start + length].joined(separator: " ")
                if let found = table[key] {
                    for i in start..<start + length { result[i].formUnion(found) }
                }
            }
        }
        if lastIsPrefix, let last = words.last, last.count >= 3, result[words.count - 1].isEmpty {
            for (key, found) in table where !key.contains(" ") && key.hasPrefix(last) {
                result[words.count - 1].formUnion(found)
            }
        }
        // A misspelt category word ("toilete", "tolet"): a word of five letters or more that
        // names nothing takes the targets of the one-word keys one edit away from it.
        for i in words.indices where result[i].isEmpty && words[i].count >= 5 {
            let word = Array(words[i])
            for (key, found) in table where !key.contains(" ") && abs(key.count - word.count) <= 1 && Self.oneEditApart(word, Array(key)) {
                result[i].formUnion(found)
            }
        }
        return result
    }

    /// Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours.
    static func oneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        guard a != b else { return false }
        var i = 0
        while i < min(a.count, b.count) && a[i] == b[i] { i += 1 }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        let (long, short) = a.count > b.count ? (a, b) : (b, a)
        return long[(i + 1)...] == short[i...]
    }
}
