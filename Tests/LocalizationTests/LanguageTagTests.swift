import Testing
@testable import Localization

/// The interface language from tags and the environment: POSIX locale names, BCP-47 tags,
/// C/POSIX, the order of the variables.
@Suite struct LanguageTagTests {
    /// Each tag and the language and region it names (nil: not a catalogue language).
    @Test(arguments: [
        ("de_DE.UTF-8", "de", "DE"), ("de_CH.utf8@euro", "de", "CH"), ("ja_JP", "ja", "JP"), ("ja", "ja", nil),
        ("fr-CA", "fr", "CA"), ("es_419.UTF-8", "es", "419"), ("en_US.UTF-8", "en", "US"), ("en-GB", "en", "GB"),
        ("EN_us", "en", "US"), ("C", "en", nil), ("POSIX", "en", nil), ("C.UTF-8", "en", nil),
        (" fr_FR.UTF-8 ", "fr", "FR"), ("zh-Hant-TW", nil, nil), ("pt-BR", nil, nil), ("", nil, nil),
        ("1234", nil, nil), ("deutsch", nil, nil),
    ] as [(String, String?, String?)])
    func tagsNameTheirLanguageAndRegion(tag: String, language: String?, region: String?) {
        let locale = UILocale(tag: tag)
        #expect(locale?.language.rawValue == language)
        if language != nil { #expect(locale?.region == region) }
    }

    @Test func scriptSubtagsAreNotRegions() {
        #expect(UILocale.parts(of: "zh-Hant-TW")?.region == "TW")
        #expect(UILocale.parts(of: "sr_RS@latin")?.language == "sr")
        #expect(UILocale.parts(of: "pt-BR")?.language == "pt")
    }

    @Test func theFirstVariableSetDecidesAsInPOSIX() {
        #expect(UILocale.fromEnvironment(["LANG": "de_DE.UTF-8"]).language == .de)
        #expect(UILocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]).language == .fr)
        #expect(UILocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR", "LC_ALL": "ja_JP.UTF-8"]).language == .ja)
        #expect(UILocale.fromEnvironment(["LANG": "ja_JP.UTF-8", "ATRIUM_UI_LANG": "es"]).language == .es)
        // An empty variable is not set; a language the catalogue lacks is English, not the next variable.
        #expect(UILocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": ""]).language == .de)
        #expect(UILocale.fromEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "pt_BR.UTF-8"]) == .english)
        #expect(UILocale.fromEnvironment(["LANG": "C.UTF-8"]) == .english)
        #expect(UILocale.fromEnvironment([:]) == .english)
    }

    @Test func aLanguageIsRequestedOnlyWhenOneIsNamed() {
        #expect(UILocale.requestedInEnvironment(["LANG": "C.UTF-8"]) == nil)
        #expect(UILocale.requestedInEnvironment([:]) == nil)
        #expect(UILocale.requestedInEnvironment(["LANG": "de_DE.UTF-8", "LC_ALL": "POSIX"]) == nil)
        #expect(UILocale.requestedInEnvironment(["LANG": "en_GB.UTF-8"]) == UILocale(language: .en, region: "GB"))
        #expect(UILocale.requestedInEnvironment(["LANG": "ko_KR.UTF-8"]) == nil)
    }

    @Test func onlyUSEnglishUsesTheTwelveHourClock() {
        #expect(UILocale(tag: "en_US.UTF-8")!.uses12HourClock)
        for tag in ["en_GB.UTF-8", "en", "C", "de_DE", "fr_FR", "es_US", "ja_JP"] {
            #expect(!UILocale(tag: tag)!.uses12HourClock, "\(tag)")
        }
    }
}
