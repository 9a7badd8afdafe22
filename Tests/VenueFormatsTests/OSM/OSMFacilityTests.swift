import Testing
@testable import VenueFormats

/// What a place has beside what it is (issue 23): `toilets=yes`, `toilets:wheelchair=*` and
/// `changing_table=*` become facilities of the place, never its category.
@Suite struct OSMFacilityTests {
    /// A restaurant with toilets, a lounge with a changing table and wheelchair toilets, a toilet
    /// with wheelchair toilets, and a café whose tags say it has no toilets.
    static let venue = OSMFixtures.osm(
        OSMFixtures.squareWay(id: 1, firstNode: 1, lon: 11, lat: 48, size: 0.0002,
                              tags: ["indoor": "room", "level": "0", "amenity": "restaurant", "toilets": "yes", "name": "Chez Nous"])
        + OSMFixtures.squareWay(id: 2, firstNode: 10, lon: 11.001, lat: 48, size: 0.0002,
                                tags: ["indoor": "room", "level": "0", "name": "Lounge", "changing_table": "yes", "toilets:wheelchair": "yes"])
        + OSMFixtures.squareWay(id: 3, firstNode: 20, lon: 11.002, lat: 48, size: 0.0001,
                                tags: ["indoor": "room", "level": "0", "amenity": "toilets", "toilets:wheelchair": "yes", "name": "WC"])
        + OSMFixtures.squareWay(id: 4, firstNode: 30, lon: 11.003, lat: 48, size: 0.0001,
                                tags: ["indoor": "room", "level": "0", "amenity": "cafe", "toilets": "no", "name": "Kaffeebar"]))

    static func unit(_ r: LoadResult, _ name: String) throws -> Int {
        try #require(r.archive.units.firstIndex { $0.name?.values.values.contains(name) == true })
    }

    @Test func toiletsYesIsAFacilityOfTheRestaurant() throws {
        let r = try OSMFixtures.load(Self.venue)
        let u = try Self.unit(r, "Chez Nous")
        #expect(r.archive.units[u].category == "foodservice")
        #expect(r.graph.facilities(of: .unit(u)) == [.toilets])
        let occupant = try #require(r.archive.occupants.firstIndex { $0.name.values.values.contains("Chez Nous") })
        let details = r.graph.details(of: .occupant(occupant))
        #expect(details.facilities == [.toilets], "the restaurant's occupant has them too")
        #expect(details.inUnit == nil, "its own room, of the same name, is not named again")
    }

    @Test func wheelchairToiletsImplyToiletsAndChangingTableIsKept() throws {
        let r = try OSMFixtures.load(Self.venue)
        let u = try Self.unit(r, "Lounge")
        #expect(r.archive.units[u].category == "room")
        #expect(r.graph.details(of: .unit(u)).facilities == [.toilets, .wheelchairToilets, .changingTable])
    }

    @Test func aToiletDoesNotHaveToiletsButIsWheelchairAccessible() throws {
        let r = try OSMFixtures.load(Self.venue)
        let u = try Self.unit(r, "WC")
        #expect(r.archive.units[u].category == "restroom.wheelchair")
        #expect(r.graph.facilities(of: .unit(u)) == [.wheelchairToilets])
    }

    @Test func toiletsNoStatesNone() throws {
        let r = try OSMFixtures.load(Self.venue)
        let u = try Self.unit(r, "Kaffeebar")
        #expect(r.graph.facilities(of: .unit(u)).isEmpty)
        #expect(Facility.fromOSM(["toilets": "no", "changing_table": "none"]).isEmpty)
        #expect(Facility.fromOSM(["toilets": "customers"]) == [.toilets], "any value but no says there are toilets")
    }
}
