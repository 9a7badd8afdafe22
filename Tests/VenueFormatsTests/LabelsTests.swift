import Testing
@testable import VenueFormats

@Suite struct LabelsTests {
    let labels = Labels(["en": "Ground", "de-CH": "Erdgeschoss", "ko-KR": "1층"])

    @Test func exactTagWins() { #expect(labels.resolve("ko-KR") == "1층") }
    @Test func languageSubtagMatches() {
        #expect(labels.resolve("en-US") == "Ground")
        #expect(labels.resolve("de") == "Erdgeschoss")
    }
    @Test func manifestLanguageIsTheFallback() { #expect(labels.resolve("fr", fallback: "ko-KR") == "1층") }
    @Test func anyLanguageIsTheLastResort() { #expect(labels.resolve("fr", fallback: "it") == "Erdgeschoss") }
    @Test func preferenceUsesRequestedThenManifest() {
        #expect(LanguagePreference(requested: "de", manifest: "en").text(labels) == "Erdgeschoss")
        #expect(LanguagePreference(requested: nil, manifest: "en").text(labels) == "Ground")
    }
}
