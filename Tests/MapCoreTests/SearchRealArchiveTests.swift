import Testing
@testable import MapCore

/// Search on the real archives in ../shared/imdf-samples.
@Suite struct SearchRealArchiveTests {
    @Test func koreanNamesInPostechAreFound() throws {
        let graph = try #require(SearchFixtures.realGraph("postech-c5"), "postech-c5 not found beside the package")
        let index = SearchIndex(graph: graph)
        let mainLab = try #require(graph.archive.occupants.first { $0.name.values["en"] == "MainLab" })
        #expect(mainLab.name.values["ko"] == "메인랩")
        for q in ["메인랩", "메인", "MainLab", "main lab"] {
            #expect(index.search(q).first?.id == mainLab.id, "\(q)")
        }
        // The manifest says ko-KR, so names show in Korean.
        #expect(index.search("메인랩").first?.name == "메인랩")
        let cafeteria = try #require(index.search("카페테리아").first)
        #expect(cafeteria.category == "cafeteria" && cafeteria.kind == .occupant)
    }

    @Test func postechRestroomsAndElevatorsByCategoryWord() throws {
        let index = SearchIndex(graph: try #require(SearchFixtures.realGraph("postech-c5")))
        #expect(index.search("toilet").first?.matches(group: .restrooms) == true)
        #expect(index.search("화장실").first?.matches(group: .restrooms) == true)
        #expect(index.search("lift").first?.category == "elevator")
        #expect(index.search("3층").first?.kind == .level)
    }

    @Test func uulmRoomNumbersAndGermanWords() throws {
        let index = SearchIndex(graph: try #require(SearchFixtures.realGraph("uulm-osm")))
        #expect(index.search("O27/121").first?.name == "O27/121")
        #expect(index.search("aufzug").first?.category == "elevator")
        #expect(index.search("toilet").first?.matches(group: .restrooms) == true)
        #expect(index.groupsPresent.contains { $0.group == .restrooms && $0.count >= 20 })
    }
}
