import Testing
import VenueFormats
@testable import MapCore

/// "has toilets" searches (issue 23): places with `toilets=yes` are found by what they have,
/// and a plain "toilet" search finds the restrooms first (issue 36: then those places).
@Suite struct SearchFacilityTests {
    /// A square room at a longitude offset, with tags.
    static func room(_ id: Int, lon: Double, _ tags: [String: String]) -> String {
        let n = id * 10, s = 0.0002, lat = 48.0, x = 11.0 + lon
        var out = ""
        for (i, c) in [(x, lat), (x + s, lat), (x + s, lat + s), (x, lat + s)].enumerated() {
            out += "<node id='\(n + i)' lat='\(c.1)' lon='\(c.0)'/>"
        }
        out += "<way id='\(id)'>" + [0, 1, 2, 3, 0].map { "<nd ref='\(n + $0)'/>" }.joined()
        for (k, v) in tags.sorted(by: { $0.key < $1.key }) { out += "<tag k='\(k)' v='\(v)'/>" }
        return out + "</way>\n"
    }

    static func graph(_ rooms: String) throws -> VenueGraph {
        let xml = "<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>\(rooms)</osm>"
        return try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "facilities.osm").graph
    }

    static func index(_ rooms: String) throws -> SearchIndex { SearchIndex(graph: try graph(rooms)) }

    static let mall = room(1, lon: 0, ["indoor": "room", "level": "0", "amenity": "restaurant", "toilets": "yes", "name": "Chez Nous"])
        + room(2, lon: 0.001, ["indoor": "room", "level": "0", "amenity": "fast_food", "name": "Burger Bar"])
        + room(3, lon: 0.002, ["indoor": "room", "level": "0", "amenity": "toilets", "name": "WC"])
        + room(4, lon: 0.003, ["indoor": "room", "level": "0", "name": "Lounge", "changing_table": "yes", "toilets:wheelchair": "yes"])

    @Test func hasToiletsFindsThePlacesThatHaveThem() throws {
        let names = Set(try Self.index(Self.mall).search("has toilets").map(\.name))
        #expect(names == ["Chez Nous", "Lounge"], "\(names)")
    }

    @Test func aToiletSearchFindsRestroomsFirstThenRestaurantsWithToilets() throws {
        let results = try Self.index(Self.mall).search("toilet")
        #expect(results.first?.name == "WC")
        #expect(Set(results.dropFirst().map(\.name)) == ["Chez Nous", "Lounge"], "\(results.map(\.name))")
        #expect(!results.contains { $0.name == "Burger Bar" })
    }

    @Test func wheelchairToiletsAndChangingTablesInOtherWords() throws {
        let index = try Self.index(Self.mall)
        #expect(index.search("with accessible toilets").map(\.name) == ["Lounge"])
        #expect(index.search("has changing table").map(\.name) == ["Lounge"])
        #expect(Set(index.search("mit Toilette").map(\.name)) == ["Chez Nous", "Lounge"], "German lead word and toilet word")
    }

    @Test func hasToiletsIsAKindOfPlaceToRouteTo() throws {
        let graph = try Self.graph(Self.mall), index = SearchIndex(graph: graph)
        let names = Set(try #require(index.categoryDestinations("has toilets")).map { graph.name(of: $0) })
        #expect(names == ["Chez Nous", "Lounge"], "\(names)")
        #expect(index.categoryDestinations("chez nous") == nil, "a name is one place")
    }

    @Test func withoutSuchPlacesTheRestOfTheQueryIsSearched() throws {
        let index = try Self.index(Self.room(3, lon: 0, ["indoor": "room", "level": "0", "amenity": "toilets", "name": "WC"]))
        #expect(index.search("has toilets").map(\.name) == ["WC"])
        #expect(FacilityQuery.facility(in: SearchQuery("hasselt")) == nil, "a name beginning with a lead word is no facility query")
        #expect(FacilityQuery.facility(in: SearchQuery("with")) == nil)
    }
}
