import Foundation
import Localization
import Testing
import TestSupport
import VenueFormats
@testable import MapCore

/// Category names are words in every interface language: every IMDF category has a name in
/// the catalogue, and no place of any sample venue is shown with its category glued
/// ("Computersandaccessories") or raw.
@Suite struct CategoryWordsTests {
    static let languages = UILanguage.allCases.map { UIText(UILocale(language: $0)) }

    /// The category lists of ../shared/imdf-categories.json for the feature types whose
    /// categories Atrium shows (units, amenities, openings, sections, fixtures).
    static func imdfCategories() throws -> [String] {
        let data = try Data(contentsOf: TestPaths.shared.appendingPathComponent("imdf-categories.json"))
        let lists = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return ["unit", "amenity", "opening", "section", "fixture"].flatMap { lists[$0] as? [String] ?? [] }
    }

    @Test func everyIMDFCategoryHasANameInEveryLanguage() throws {
        let categories = try Self.imdfCategories()
        #expect(categories.count > 250)
        for ui in Self.languages {
            let missing = categories.filter { ui.category($0) == nil }
            #expect(missing.isEmpty, "\(ui.language): \(missing.prefix(10))")
        }
        #expect(UIText.english.category("computersandaccessories") == "Computers & accessories")
        #expect(UIText.english.category("lostandfound") == "Lost and found")
        #expect(UIText.english.category("boardinggate") == "Boarding gate")
        #expect(UIText(UILocale(language: .ja)).category("lostandfound") == "遺失物取扱所")
    }

    /// Every venue in ../shared and the bundled sample.
    static func sampleGraphs() throws -> [(String, VenueGraph)] {
        let fm = FileManager.default
        var paths = try fm.contentsOfDirectory(atPath: TestPaths.imdfSamples.path).sorted().map { TestPaths.imdfSamples.appendingPathComponent($0).path }
        paths += try fm.contentsOfDirectory(atPath: TestPaths.osmSamples.path).sorted().filter { $0.hasSuffix(".osm") || $0.hasSuffix(".geojson") }
            .map { TestPaths.osmSamples.appendingPathComponent($0).path }
        paths.append(TestPaths.sampleVenue.path)
        return try paths.map { ($0, try IMDFLoader.load(path: $0).graph) }
    }

    /// A shown category name is the catalogue's name of some category, or a group's name, or
    /// (English only) an OSM value's words: "Car repair" from `car_repair`, never glued.
    static func isWords(_ text: String, _ ui: UIText, raw: Set<String>) -> Bool {
        if ui.isCategoryName(text) || CategoryGroup.allCases.contains(where: { $0.name(ui) == text }) { return true }
        return ui.language == .en && raw.contains { $0.contains("_") && VenueGraph.readableCategory($0) == text }
    }

    @Test func noPlaceOfAnySampleShowsItsCategoryGlued() throws {
        let graphs = try Self.sampleGraphs()
        #expect(graphs.count >= 5)
        for (path, graph) in graphs {
            for ui in Self.languages {
                let index = SearchIndex(graph: graph, ui: ui)
                let directory = Directory(graph: graph, search: index, at: LocalDateTime(Date(timeIntervalSince1970: 0), in: TimeZone(identifier: "UTC")!), ui: ui)
                let shown = Set(directory.entries.map(\.categoryName) + index.all.map { CategoryNames.readable($0.category, ui: ui) })
                let raw = Set(index.all.map(\.category))
                let bad = shown.filter { !Self.isWords($0, ui, raw: raw) }
                #expect(bad.isEmpty, "\(path) \(ui.language): \(bad.sorted().prefix(8))")
            }
            // The glued words the issue saw are gone in English.
            let english = Set(Directory(graph: graph, search: SearchIndex(graph: graph), at: LocalDateTime(Date(), in: TimeZone(identifier: "UTC")!)).entries.map(\.categoryName))
            for glued in ["Computersandaccessories", "Mobilephones", "Musicalinstruments", "Lostandfound", "Boardinggate", "Unenclosedarea", "Waitingroom"] {
                #expect(!english.contains(glued), "\(path): \(glued)")
            }
        }
    }

    @Test func unknownCategoriesAreTheirGroupOrOSMWords() {
        let de = UIText(UILocale(language: .de))
        #expect(CategoryNames.readable("3dprinting", ui: de) == CategoryGroup(category: "3dprinting").name(de))
        #expect(CategoryNames.readable("vintage_clothes") == "Vintage clothes")
        #expect(CategoryNames.readable(nil, ui: de) == "Ohne Namen")
        #expect(CategoryNames.readable("restroom.female.wheelchair", ui: de) == "Barrierefreies Damen-WC")
    }

    @Test func hoursAreSaidInTheLanguageWithItsClock() throws {
        let hours = try #require(OpeningHours("Mo-Su 10:00-20:00"))
        let noon = LocalDateTime(date: CivilDate(year: 2026, month: 11, day: 26), minute: 12 * 60)
        #expect(HoursStatus(hours, at: noon, ui: UIText(UILocale(language: .de))).text == "Jetzt geöffnet · schließt um 20:00")
        #expect(HoursStatus(hours, at: noon, ui: UIText(UILocale(tag: "en_US.UTF-8")!)).text == "Open now · closes 8:00 PM")
        #expect(HoursStatus(hours, at: noon).text == "Open now · closes 20:00")
        #expect(HoursStatus(hours, at: noon, ui: UIText(UILocale(language: .ja))).text == "営業中 · 20:00に閉店")
        #expect(HoursStatus(hours, at: noon, ui: UIText(UILocale(language: .fr))).text == "Ouvert · ferme à 20:00")
    }
}
