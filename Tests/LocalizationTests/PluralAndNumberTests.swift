import Testing
@testable import Localization

/// CLDR's plural forms chosen through the catalogue, numbers and times per language, and
/// placeholders filled in one pass.
@Suite struct PluralAndNumberTests {
    @Test func pluralFormsFollowCLDR() {
        for language in [UILanguage.en, .de, .es] {
            #expect(PluralForm(count: 0, language: language) == .other)
            #expect(PluralForm(count: 1, language: language) == .one)
            #expect(PluralForm(count: 2, language: language) == .other)
        }
        #expect(PluralForm(count: 0, language: .fr) == .one)
        #expect(PluralForm(count: 1, language: .fr) == .one)
        #expect(PluralForm(count: 2, language: .fr) == .other)
        for n in [0, 1, 2, 11] { #expect(PluralForm(count: n, language: .ja) == .other) }
    }

    @Test func theCatalogueGivesEachFormItsSentence() {
        let fr = UIText(UILocale(language: .fr))
        #expect(fr.directoryOpenCount(count: 0) == "0 ouvert")
        #expect(fr.directoryOpenCount(count: 1) == "1 ouvert")
        #expect(fr.directoryOpenCount(count: 2) == "2 ouverts")
        let es = UIText(UILocale(language: .es))
        #expect(es.directoryOpenCount(count: 1) == "1 abierto")
        #expect(es.directoryOpenCount(count: 0) == "0 abiertos")
        #expect(UIText(UILocale(language: .ja)).directoryOpenCount(count: 1) == "1 件営業中")
        #expect(UIText(UILocale(language: .de)).directoryOpenCount(count: 1234) == "1.234 geöffnet")
    }

    @Test func numbersAreGroupedPerLanguage() {
        func text(_ l: UILanguage) -> UIText { UIText(UILocale(language: l)) }
        #expect(text(.en).number(1234567) == "1,234,567")
        #expect(text(.de).number(1234) == "1.234")
        #expect(text(.fr).number(1234) == "1\u{202F}234")
        #expect(text(.es).number(1234) == "1234")
        #expect(text(.es).number(12345) == "12.345")
        #expect(text(.ja).number(-1234) == "-1,234")
        #expect(text(.de).decimal(0.25, digits: 1) == "0,3")
        #expect(text(.en).decimal(12.04, digits: 1) == "12.0")
        #expect(text(.fr).decimal(-0.01, digits: 1) == "0,0")
    }

    @Test func timesFollowTheLanguageAndRegion() {
        let us = UIText(UILocale(tag: "en_US.UTF-8")!), gb = UIText(UILocale(tag: "en_GB.UTF-8")!)
        #expect(us.clock(minutes: 12 * 60 + 30) == "12:30 PM")
        #expect(us.clock(minutes: 5) == "12:05 AM")
        #expect(us.clock(minutes: 9 * 60) == "9:00 AM")
        #expect(gb.clock(minutes: 9 * 60 + 5) == "09:05")
        #expect(UIText(UILocale(language: .de)).clock(minutes: 20 * 60) == "20:00")
        #expect(UIText(UILocale(language: .ja)).clock(minutes: 9 * 60 + 5) == "9:05")
        #expect(UIText(UILocale(language: .fr)).clock(minutes: 1440) == "00:00")
    }

    @Test func placeholdersAreFilledOnceAndValuesAreNotReadAsPlaceholders() {
        #expect(UIText.fill("In: {place}", [("place", "Room {place}")]) == "In: Room {place}")
        #expect(UIText.fill("{a}{b} {c}", [("a", "1"), ("b", "{a}")]) == "1{a} {c}")
        #expect(UIText.english.cardIn(place: "{count}") == "In: {count}")
    }

    /// The fill that walks its values gives what the one with a dictionary of them gave (the
    /// first value of a name wins): random texts of placeholders, braces, unclosed and empty
    /// names, accents written two ways, against random values with repeated names.
    /// The old fill: the text walked character by character, each `{name}` replaced by
    /// `value(name)` when that gives one.
    static func fillByCharacters(_ text: String, _ value: (Substring) -> String?) -> String {
        var out = "", rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let v = value(after[..<close]) {
                out += v
                rest = after[after.index(after: close)...]
            } else {
                out.append("{")
                rest = after
            }
        }
        return out + rest
    }

    @Test func fillingByWalkingTheValuesGivesWhatADictionaryGave() {
        func byDictionary(_ text: String, _ values: [(String, String)]) -> String {
            guard text.contains("{") else { return text }
            let table = Dictionary(values, uniquingKeysWith: { a, _ in a })
            guard !table.isEmpty else { return text }
            return Self.fillByCharacters(text) { table[String($0)] }
        }
        var seed: UInt64 = 0x853C_49E6_748F_EA9B
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let names = ["", "a", "count", "place", "caf\u{E9}", "cafe\u{301}", "{a", "a}"]
        let pieces = ["{", "}", " ", "x", "{a}", "{count}", "{place}", "{}", "{caf\u{E9}}", "{cafe\u{301}}", "\u{301}", "日本"]
        for _ in 0..<3_000 {
            let text = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            let values = (0..<next(5)).map { i in (names[next(names.count)], next(3) == 0 ? "{a}" : "v\(i)") }
            #expect(UIText.fill(text, values) == byDictionary(text, values), "\(text) \(values)")
        }
    }

    /// The fill read as bytes, taken now also by non-ASCII texts whose braces stand alone,
    /// gives what the walk by characters gives (kept here): braces beside scalars that join
    /// them (combining marks, a joiner, spacing marks, variation selectors, prepended marks)
    /// and beside ones that do not (Japanese, accented letters, emoji), at either end.
    @Test func fillingAsBytesBesideNonASCIIGivesTheWalkByCharacters() {
        func byCharacters(_ text: String, _ values: [(String, String)]) -> String {
            guard text.utf8.contains(UInt8(ascii: "{")), !values.isEmpty else { return text }
            return Self.fillByCharacters(text) { name in values.first { $0.0 == name }?.1 }
        }
        var seed: UInt64 = 0x39
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let names = ["number", "a", "caf\u{E9}", "cafe\u{301}", "階"]
        let pieces = ["{", "}", "{number}", "{a}", "{caf\u{E9}}", "{階}", "地下", "階", "\u{301}", "\u{200D}", "\u{903}", "\u{FE0F}",
                      "\u{600}", "\u{110BD}", "\u{1F600}", "\u{1F3FB}", "é", "x", " ", "\r\n", "\u{1100}", "\u{1161}", "\u{1F1E6}"]
        var fast = 0
        for _ in 0..<6_000 {
            let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            let values = (0..<next(4)).map { i in (names[next(names.count)], next(4) == 0 ? "{a}" : "v\(i)") }
            #expect(UIText.fill(text, values) == byCharacters(text, values), "\(text.debugDescription) \(values)")
            if !text.utf8.allSatisfy({ $0 < 0x80 }), text.contains("{"), UIText.fillASCII(text, values) != nil { fast += 1 }
        }
        #expect(fast > 500)   // the byte path is taken by many non-ASCII texts, not only ASCII ones
        #expect(UIText.fillASCII("{a}\u{301}", [("a", "1")]) == nil && UIText.fillASCII("\u{600}{a}", [("a", "1")]) == nil)
        #expect(UIText(UILocale(language: .ja)).namesLevelBelow(number: "2") == "地下2階")
    }

    @Test func categoriesFallBackToTheirParents() {
        let de = UIText(UILocale(language: .de))
        #expect(de.category("restroom.female.wheelchair") == "Barrierefreies Damen-WC")
        #expect(de.category("clothing.womens.plus") == "Damenbekleidung")
        #expect(UIText.english.category("computersandaccessories") == "Computers & accessories")
        #expect(UIText.english.category("BoardingGate") == "Boarding gate")
        #expect(UIText.english.category("nosuchcategory") == nil)
    }
}
