import Foundation
import TestSupport
import VenueFormats
import Testing
@testable import MapCore

/// Venues and indexes shared by the search tests, loaded once.
enum SearchFixtures {
    /// The package root.
    static let packageRoot = TestPaths.packageRoot

    /// The shared real archives, `../shared/imdf-samples` (missing stops the run).
    static var samples: URL? { TestPaths.imdfSamples }

    /// Our sample venue's graph, or nil when it cannot be loaded.
    static let sampleGraph: VenueGraph? = try? IMDFLoader.load(path: packageRoot.appendingPathComponent("Data/atrium-sample").path).graph

    /// The sample venue's index.
    static let sample: SearchIndex? = sampleGraph.map { SearchIndex(graph: $0) }

    /// The graph of a shared real archive.
    static func realGraph(_ name: String) -> VenueGraph? {
        guard let samples else { return nil }
        return try? IMDFLoader.load(path: samples.appendingPathComponent(name).path).graph
    }
}

/// Search on Atrium Galleria: every kind of query puts the intended feature first.
@Suite struct SearchIndexTests {
    let index: SearchIndex
    let archive: IMDFArchive

    init() throws {
        index = try #require(SearchFixtures.sample)
        archive = try #require(SearchFixtures.sampleGraph).archive
    }

    /// The id of the occupant with an English name.
    func occupant(_ en: String) throws -> String {
        try #require(archive.occupants.first { $0.name.values["en"] == en }).id
    }

    /// The first result of a query.
    func first(_ query: String) throws -> SearchResult {
        try #require(index.search(query).first, "no results for \(query)")
    }

    @Test(arguments: ["cafe lumiere", "Cafe Lumire", "CAFÉ LUMIÈRE", "café lumière"])
    func cafeLumiereDespiteAccentsAndTypos(_ query: String) throws {
        let r = try first(query)
        #expect(r.id == (try occupant("Café Lumière")))
        #expect(r.name == "Café Lumière" && r.kind == .occupant && r.levelShortName == "G")
    }

    @Test(arguments: ["bokworm", "Bookworm", "Bücherwurm", "bucherwurm", "BUECHERWURM", "bücherwrum"])
    func bookwormInBothLanguagesAndMisspelled(_ query: String) throws {
        #expect(try first(query).id == (try occupant("Bookworm")))
    }

    @Test func germanAndEnglishNamesFindTheSameShop() throws {
        let bakery = try occupant("Morgenrot Bakery")
        #expect(try first("Bäckerei Morgenrot").id == bakery)
        #expect(try first("Morgenrot Bakery").id == bakery)
        #expect(try first("baeckerei morgenrot").id == bakery) // "ae" typed for "ä" is one typo
        #expect(try first("Parfümerie Duftwerk").id == (try occupant("Duftwerk Perfumery")))
        #expect(try first("Schlüsseldienst").id == (try occupant("Blitz Key Service")))
    }

    @Test(arguments: ["conferance zurichsee", "zurichsee conference", "room conference zurichsee",
                      "Konferenzraum Zürichsee", "conf zur", "zuerichsee"])
    func conferenceRoomInAnyOrderAndSpelling(_ query: String) throws {
        let r = try first(query)
        #expect(r.name == "Conference Room Zürichsee", "\(query) → \(r.name)")
        #expect(r.id == "c2802f38-654b-5009-9c65-2846dfb78ab9")
        #expect(r.kind == .unit && r.ordinal == 2)
    }

    @Test(arguments: ["c", "ca", "caf", "cafe", "cafe l", "café lum"])
    func prefixesAsYouType(_ query: String) throws {
        let results = index.search(query)
        #expect(!results.isEmpty)
        if query.count >= 3 { #expect(results.first?.name == "Café Lumière", "\(query) → \(results.first?.name ?? "-")") }
    }

    @Test(arguments: ["toilet", "toilets", "wc", "bathroom", "restroom", "Toilette"])
    func toiletWordsFindARestroom(_ query: String) throws {
        let r = try first(query)
        #expect(r.category.hasPrefix("restroom"), "\(query) → \(r.name) \(r.category)")
        #expect(r.matches(group: .restrooms))
    }

    @Test func liftFindsAnElevator() throws {
        let r = try first("lift")
        #expect(r.category == "elevator" && r.name.hasPrefix("Elevator"))
        #expect(try first("elevator").category == "elevator")
    }

    @Test func atmFindsTheATMAmenity() throws {
        let r = try first("atm")
        #expect(r.kind == .amenity && r.category == "atm" && r.name == "ATM")
        #expect(try first("cash").category == "atm" || (try first("cash").category == "bank"))
    }

    @Test func coffeeFindsACoffeePlace() throws {
        #expect(try first("coffee").id == (try occupant("Café Lumière")))
    }

    @Test func otherCategoryWords() throws {
        #expect(try first("stairs").category == "stairs")
        #expect(try first("escalator").category == "escalator")
        #expect(try first("first aid").category == "firstaid")
        #expect(try first("wifi").category == "wifi")
        #expect(try first("baby").category == "babychanging")
        #expect(try first("water").category == "drinkingfountain")
        #expect(try first("exit").kind == .opening)
        #expect(try first("entrance").category == "pedestrian.principal")
        #expect(try first("parking").matches(group: .parking))
        #expect(try first("info").matches(group: .info) || (try first("info").name.hasPrefix("Information")))
        let food = index.search("food")
        #expect(food.first?.name == "Food Court") // a name beats a category
        #expect(food.dropFirst().prefix(10).allSatisfy { $0.matches(group: .food) && $0.kind == .occupant })
        let shops = index.search("shop")
        #expect(!shops.isEmpty && shops.allSatisfy { $0.matches(group: .shopping) || $0.name.lowercased().contains("shop") })
    }

    @Test func categorySegmentsMatch() throws {
        let female = index.search("female")
        #expect(!female.isEmpty && female.allSatisfy { $0.category == "restroom.female" })
        #expect(try first("female restroom").category == "restroom.female")
    }

    @Test func levelsAreFoundByName() throws {
        let r = try first("Untergeschoss")
        #expect(r.kind == .level && r.ordinal == -1 && r.levelShortName == "B1")
    }

    @Test func resultsCarryPlaceAndUnit() throws {
        let r = try first("Bookworm")
        let unit = try #require(r.unitIndex)
        #expect(archive.units[unit].name?.values["en"] == "Bookworm")
        let p = try #require(r.location)
        #expect(archive.units[unit].geometry.contains(p))
        #expect(archive.occupants[r.featureIndex].id == r.id)
    }

    @Test func aShopIsListedOnceNotAgainAsItsUnit() throws {
        let hits = index.search("Bookworm")
        #expect(hits.filter { $0.name == "Bookworm" }.count == 1)
        // The restroom amenity is folded into its restroom unit: one result per floor.
        #expect(index.search("Women's Restroom").filter { $0.ordinal == 0 && $0.name == "Women's Restroom" }.count == 1)
    }

    @Test func rankingIsDeterministic() throws {
        for q in ["toilet", "food", "e", "west", "lift"] {
            #expect(index.search(q).map(\.id) == index.search(q).map(\.id))
        }
        #expect(index.search("west", limit: 3).count == 3)
        #expect(index.search("west", limit: 0).isEmpty)
    }

    @Test(arguments: ["", "   ", "!!!", "-- ..", "zzqxjv", "qwxzy plonk"])
    func emptyAndNonsenseQueriesFindNothing(_ query: String) {
        #expect(index.search(query).isEmpty)
    }

    @Test func hugeQueriesAreFastAndSafe() {
        let queries = [String(repeating: "a", count: 10_000), String(repeating: "cafe ", count: 2_000),
                       String(repeating: "ü", count: 10_000), String(repeating: "lumiere", count: 1_500)]
        let start = Date()
        for q in queries { _ = index.search(q) }
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
