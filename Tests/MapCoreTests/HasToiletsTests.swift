import Testing
import VenueFormats
@testable import MapCore

/// "Has toilets" (issue 36, item 7): `toilets=yes`, `toilets:wheelchair=yes`,
/// `changing_table=yes`, and restroom or baby-changing amenities inside a room, are what a place
/// has; a "toilet" search answers them after every real restroom, never above a nearer one.
@Suite struct HasToiletsTests {
    typealias F = SearchFacilityTests

    /// A restaurant with toilets right beside the searcher, a restroom far away, a lounge whose
    /// room holds a wheelchair restroom node and a baby-changing node, a shop with nothing.
    static let venue = F.room(1, lon: 0, ["indoor": "room", "level": "0", "amenity": "restaurant", "toilets": "yes", "name": "Chez Nous"])
        + F.room(2, lon: 0.004, ["indoor": "room", "level": "0", "amenity": "toilets", "name": "WC"])
        + F.room(3, lon: 0.001, ["indoor": "room", "level": "0", "name": "Lounge"])
        + "<node id='900' lat='48.0001' lon='11.00105'><tag k='level' v='0'/><tag k='amenity' v='toilets'/><tag k='wheelchair' v='yes'/></node>"
        + "<node id='901' lat='48.0001' lon='11.00115'><tag k='level' v='0'/><tag k='amenity' v='baby_changing'/></node>"
        + F.room(5, lon: 0.002, ["indoor": "room", "level": "0", "shop": "books", "name": "Books"])

    @Test func restroomAmenitiesInsideARoomAreWhatItHas() throws {
        let g = try F.graph(Self.venue)
        let lounge = try #require(g.archive.units.indices.first { g.archive.units[$0].name?.values.values.contains("Lounge") == true })
        #expect(g.facilities(of: .unit(lounge)) == [.toilets, .wheelchairToilets, .changingTable])
        #expect(Facility.line(g.facilities(of: .unit(lounge))) == "Has toilets · wheelchair toilet · baby change")
        let wc = try #require(g.archive.units.indices.first { g.archive.units[$0].name?.values.values.contains("WC") == true })
        #expect(g.facilities(of: .unit(wc)).isEmpty, "a restroom does not have toilets: it is one")
        let books = try #require(g.archive.units.indices.first { g.archive.units[$0].name?.values.values.contains("Books") == true })
        #expect(g.facilities(of: .unit(books)).isEmpty)
    }

    @Test func aToiletSearchAnswersThePlacesWithToiletsAfterEveryRestroom() throws {
        let g = try F.graph(Self.venue)
        let index = SearchIndex(graph: g)
        let chez = try #require(index.all.first { $0.name == "Chez Nous" })
        // Seen from the restaurant itself: the restroom far away still comes first.
        let near = SearchVantage(ordinal: 0, point: try #require(chez.location))
        let names = index.search("toilet", near: near).map(\.name)
        let firstHaving = try #require(names.firstIndex(of: "Chez Nous"))
        let restroomNames = Set(index.all.filter { $0.category.hasPrefix("restroom") }.map(\.name))
        let restrooms = names.indices.filter { restroomNames.contains(names[$0]) }
        #expect(!restrooms.isEmpty && restrooms.allSatisfy { $0 < firstHaving }, "\(names)")
        #expect(names.contains("Lounge") && !names.contains("Books"), "\(names)")
        #expect(index.search("baby changing").map(\.name).contains("Lounge"))
    }
}
