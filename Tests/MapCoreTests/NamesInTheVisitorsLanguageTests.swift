import Localization
import Testing
import VenueFixtures
@testable import VenueFormats
@testable import MapCore

/// What a visitor reads and types is in their language also where the data is silent or
/// names kinds (issue 37): levels, platforms and gates the OSM data leaves unnamed, the main
/// entrance, category words in a search, group names in a directory filter.
@Suite struct NamesInTheVisitorsLanguageTests {
    static func ui(_ language: UILanguage) -> UIText { UIText(UILocale(language: language)) }

    /// PlatformGateSearchTests' hall (gates and platforms known by number, one level without a
    /// name), read as a session in `language` reads it.
    static func graph(_ language: UILanguage?) throws -> VenueGraph {
        var g = try PlatformGateSearchTests.graph()
        if let language {
            g.language.requested = language.rawValue
            g.language.interface = language
        }
        return g
    }

    @Test(arguments: [(UILanguage?.none, "Ground floor", "Gate 4", "Platform 7"),
                      (.en, "Ground floor", "Gate 4", "Platform 7"),
                      (.de, "Erdgeschoss", "Flugsteig 4", "Gleis 7"),
                      (.fr, "Rez-de-chaussée", "Porte 4", "Voie 7"),
                      (.es, "Planta baja", "Puerta 4", "Vía 7"),
                      (.ja, "地上階", "4番ゲート", "7番線")])
    func unnamedLevelsGatesAndPlatformsAreNamedInTheLanguage(_ language: UILanguage?, _ level: String, _ gate: String, _ platform: String) throws {
        let g = try Self.graph(language)
        #expect(g.levelName(ordinal: 0) == level)
        let names = SearchIndex(graph: g, ui: Self.ui(language ?? .en)).all.map(\.name)
        #expect(names.contains(gate), "\(names)")
        #expect(names.contains(platform), "\(names)")
        // A platform the data names keeps its name in every language.
        #expect(names.contains("Gleis 12"), "\(names)")
    }

    @Test func everyLanguagesNameFindsThePlace() throws {
        let index = SearchIndex(graph: try Self.graph(.en), ui: Self.ui(.en))
        for query in ["Gleis 7", "7番線", "Voie 7", "Flugsteig 4", "Puerta 4"] {
            let first = index.search(query, limit: 3).first?.name
            #expect(first == (query.contains("4") ? "Gate 4" : "Platform 7"), "\(query): \(String(describing: first))")
        }
    }

    @Test(arguments: [(-1.0, "Basement 1", "1. Untergeschoss", "地下1階"), (2.0, "Floor 2", "2. Obergeschoss", "レベル2"),
                      (0.5, "Floor 0.5", "Ebene 0,5", "レベル0.5"), (1e300, "Floor 1e+300", "Ebene 1e+300", "レベル1e+300")])
    func levelNumbersAreWrittenAsTheLanguageWritesThem(_ value: Double, _ en: String, _ de: String, _ ja: String) {
        let labels = SITMapper.levelLabels(value)
        #expect(labels.values["und"] == en)
        #expect(labels.values["en"] == en)
        #expect(labels.values["de"] == de)
        #expect(labels.values["ja"] == ja)
        #expect(Set(labels.values.keys) == Set(UILanguage.allCases.map(\.rawValue) + ["und"]))
    }

    @Test func theMainEntranceWithoutANameIsCalledSoInTheLanguage() throws {
        var g = try Self.shops()
        #expect(MapModel(graph: g).mainEntrance()?.name == "Entrance")
        g.language.interface = .de
        let model = MapModel(graph: g)
        #expect(model.mainEntrance()?.name == "Eingang")
        // `--here` takes the word in the language too.
        #expect(try model.here("eingang", search: SearchIndex(graph: g, ui: Self.ui(.de))).name == "Eingang")
    }

    /// A bakery, a bookshop and a café in a hall: their kinds are found by the words the cards
    /// show in the interface language, and the English ones still work.
    static func shops() throws -> VenueGraph {
        var sketch = OSMSketch()
        sketch.rect(0, 0, 60, 10, [("indoor", "corridor"), ("level", "0")])
        // An unnamed main entrance on the corridor's west wall.
        sketch.node(0, 5, [("entrance", "main"), ("door", "yes"), ("level", "0")])
        sketch.rect(0, 10, 20, 20, [("indoor", "room"), ("level", "0"), ("shop", "bakery"), ("name", "Brotzeit")])
        sketch.rect(20, 10, 40, 20, [("indoor", "room"), ("level", "0"), ("shop", "books"), ("name", "Seitenweise")])
        sketch.rect(40, 10, 60, 20, [("indoor", "room"), ("level", "0"), ("amenity", "cafe"), ("name", "Bohne")])
        return try OSMLoader.load(bytes: Array(sketch.osmXML().utf8), sourcePath: "shops.osm").graph
    }

    @Test(arguments: [(UILanguage.de, "bäckerei", "Brotzeit"), (.de, "Backerei", "Brotzeit"), (.de, "bücher", "Seitenweise"), (.fr, "librairie", "Seitenweise"),
                      (.fr, "boulangerie", "Brotzeit"), (.es, "panadería", "Brotzeit"), (.de, "bakery", "Brotzeit")])
    func aKindIsFoundByTheWordTheCardShows(_ language: UILanguage, _ query: String, _ name: String) throws {
        let ui = Self.ui(language)
        let g = try Self.shops()
        let card = ui.category("bakery") ?? ""
        #expect(!card.isEmpty)
        let found = SearchIndex(graph: g, ui: ui).search(query, limit: 5).map(\.name)
        #expect(found.first == name, "\(query): \(found)")
    }

    @Test(arguments: ["einkaufen", "Boutiques", "ショッピング", "shopping", "Essen", "trinken", "restauration"])
    func aDirectoryKindIsAGroupNamedInAnyLanguage(_ word: String) throws {
        let g = try Self.shops()
        let search = SearchIndex(graph: g, ui: Self.ui(.de))
        let directory = Directory(graph: g, search: search, at: LocalDateTime(iso: "2026-01-05T12:00")!)
        let names = Set(directory.filtered(categoryWord: word, search: search).map(\.name))
        // A bakery is food (CategoryGroup), a bookshop shopping.
        let food = ["Essen", "trinken", "restauration"].contains(word)
        #expect(names == (food ? ["Bohne", "Brotzeit"] : ["Seitenweise"]), "\(word): \(names)")
    }
}
