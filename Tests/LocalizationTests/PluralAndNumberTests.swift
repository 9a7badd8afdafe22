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
    @Test func fillingByWalkingTheValuesGivesWhatADictionaryGave() {
        func byDictionary(_ text: String, _ values: [(String, String)]) -> String {
            guard text.contains("{") else { return text }
            let table = Dictionary(values, uniquingKeysWith: { a, _ in a })
            guard !table.isEmpty else { return text }
            var out = "", rest = Substring(text)
            while let open = rest.firstIndex(of: "{") {
                out += rest[..<open]
                let after = rest[rest.index(after: open)...]
                if let close = after.firstIndex(of: "}"), let value = table[String(after[..<close])] {
                    out += value
                    rest = after[after.index(after: close)...]
                } else {
                    out.append("{")
                    rest = after
                }
            }
            return out + rest
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

    @Test func categoriesFallBackToTheirParents() {
        let de = UIText(UILocale(language: .de))
        #expect(de.category("restroom.female.wheelchair") == "Barrierefreies Damen-WC")
        #expect(de.category("clothing.womens.plus") == "Damenbekleidung")
        #expect(UIText.english.category("computersandaccessories") == "Computers & accessories")
        #expect(UIText.english.category("BoardingGate") == "Boarding gate")
        #expect(UIText.english.category("nosuchcategory") == nil)
    }
}
