import Foundation
import Testing
import VenueFormats
@testable import MapCore

/// Search in scripts written without spaces, and category matches above fuzzy ones.
@Suite struct SearchScriptsTests {
    static func index() throws -> SearchIndex {
        var v = TinyVenue()
        let l = v.level(0, "B1")
        v.unit("B1女子トイレ", "restroom.female", level: l, 0, 0, 10, 10)
        v.unit("コンビニ東京駅店", "shop", level: l, 10, 0, 20, 10)
        v.unit("콜랩2", "room", level: l, 20, 0, 30, 10)
        v.unit("男厕所", "restroom.male", level: l, 30, 0, 40, 10)
        v.unit("The Spice of Life", "restaurant", level: l, 40, 0, 50, 10)
        v.unit("Aufzug Nord", "elevator", level: l, 50, 0, 54, 4)
        return SearchIndex(graph: try IMDFLoader.load(members: v.members(), sourcePath: "tiny").graph)
    }

    @Test func japaneseChineseAndHangulMatchAnySubstring() throws {
        let index = try Self.index()
        #expect(index.search("トイレ").first?.name == "B1女子トイレ")
        #expect(index.search("女子").first?.name == "B1女子トイレ")
        #expect(index.search("東京").first?.name == "コンビニ東京駅店")
        #expect(index.search("랩").first?.name == "콜랩2")
        #expect(index.search("厕所").first?.name == "男厕所")
        // "トイレ" is also the Japanese word for toilets (CategoryWords): the other restroom
        // follows the one whose name holds the word.
        #expect(index.search("トイレ").map(\.name) == ["B1女子トイレ", "男厕所"])
        #expect(index.search("コンビニ").count == 1)
    }

    /// Category words in the eleven languages find the restroom, the elevator, the
    /// restaurant; a word in another script is not a fuzzy match for a Latin name.
    @Test(arguments: ["toilet", "Toilette", "toilettes", "aseo", "bagno", "wc", "banheiro", "туалет", "お手洗い", "洗手间", "화장실"])
    func toiletWordsFindTheRestrooms(_ word: String) throws {
        let found = try Self.index().search(word).map(\.name)
        #expect(Set(found.prefix(2)) == ["B1女子トイレ", "男厕所"], "\(word): \(found)")
    }

    @Test(arguments: ["elevator", "Aufzug", "ascenseur", "ascensor", "ascensore", "lift", "elevador", "лифт", "エレベーター", "电梯", "엘리베이터"])
    func elevatorWordsFindTheElevator(_ word: String) throws {
        #expect(try Self.index().search(word).first?.name == "Aufzug Nord", "\(word)")
    }

    @Test func categoryMatchesRankAboveFuzzyNames() throws {
        let index = try Self.index()
        let names = index.search("lift").map(\.name)
        #expect(names.first == "Aufzug Nord", "\(names)")
        if let spice = names.firstIndex(of: "The Spice of Life") { #expect(spice > 0) }
        #expect(index.search("The Spice of Life").first?.name == "The Spice of Life")
    }

    @Test func unspacedScriptsAreRecognised() {
        #expect("トイレ女子콜厕".unicodeScalars.allSatisfy(SearchText.isUnspacedScript))
        #expect(!"toilet".unicodeScalars.contains(where: SearchText.isUnspacedScript))
        #expect(SearchText.contains(Array("b1女子トイレ".unicodeScalars), run: Array("トイレ".unicodeScalars)))
        #expect(!SearchText.contains(Array("トイ".unicodeScalars), run: Array("トイレ".unicodeScalars)))
    }
}
