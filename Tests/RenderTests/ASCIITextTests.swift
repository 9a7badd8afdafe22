import VenueFormats
import MapCore
import Testing
@testable import Render

/// Without a UTF-8 locale (ASCII charset), labels fall back to a language of the archive
/// that ASCII can show, else to a transliteration; never to rows of "?".
@Suite struct ASCIITextTests {
    @Test func labelsPreferALanguageASCIICanShow() {
        let labels = Labels(["ja": "東京駅", "en": "Tokyo Station", "de": "Bahnhof Tōkyō"])
        #expect(labels.asciiText(LanguagePreference(manifest: "ja")) == "Tokyo Station")
        #expect(labels.asciiText(LanguagePreference(requested: "de", manifest: "ja")) == "Bahnhof Tokyo")
        #expect(Labels(["ja": "東京駅", "ko": "도쿄역"]).asciiText(LanguagePreference(manifest: "ja")) == "dong jing yi")
        #expect(Labels(["ru": "Этаж 1"]).asciiText(LanguagePreference(manifest: "ru")) == "Etaz 1")
        #expect("Café Lumière".asciiShown == "Cafe Lumiere")
        #expect(!"융합연구동".asciiShown.contains("?"))
    }

    @Test func asciiFramesTransliterateNamesWithoutAnASCIILanguage() throws {
        func ring(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
            "[[\(x0),\(y0)],[\(x1),\(y0)],[\(x1),\(y1)],[\(x0),\(y1)],[\(x0),\(y0)]]"
        }
        let units = [InMemoryVenue.unit(id: "55555555-5555-5555-5555-000000000001", name: "Москва", ring: ring(8.0, 47.0, 8.0004, 47.0003))]
        let model = try InMemoryVenue.model(levelRing: ring(8.0, 47.0, 8.0004, 47.0003), units: units, name: "moscow")
        let viewport = Viewport(columns: 80, rows: 24)
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        var options = SceneOptions()
        options.charset = .ascii
        let text = SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: 80, rows: 24, options: options).text
        #expect(text.contains("Moskva"), "\n\(text)")
        #expect(!text.contains("??"))
    }
}
