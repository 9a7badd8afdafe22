import Testing
import VenueFormats
import VenueFixtures
@testable import MapCore

/// `--to toilet` goes to the nearest restroom of any kind; "men's toilet", "women's toilet",
/// "accessible toilet", "family toilet" and "baby change" to the nearest of that kind (issue
/// 36, item 6), resolved as `route --to` resolves a destination.
///
/// A corridor (x 0…80) with Bookworm at its west end and, along its south side going east: an
/// accessible unisex restroom (nearest), a men's, a women's, a mothers' room and a family restroom.
@Suite struct ToiletKindTests {
    static let graph: VenueGraph = {
        var sketch = OSMSketch()
        // x0, x1, y0, y1 as the rooms line up along the corridor.
        func rect(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ tags: [(String, String)]) { sketch.rect(x0, y0, x1, y1, tags) }
        rect(0, 80, 0, 10, [("indoor", "corridor"), ("level", "0"), ("name", "Corridor")])
        rect(0, 6, -8, 0, [("indoor", "room"), ("shop", "books"), ("level", "0"), ("name", "Bookworm")])
        rect(10, 14, -8, 0, [("indoor", "room"), ("amenity", "toilets"), ("unisex", "yes"), ("wheelchair", "yes"), ("level", "0"), ("name", "Room 10")])
        rect(20, 24, -8, 0, [("indoor", "room"), ("amenity", "toilets"), ("male", "yes"), ("level", "0"), ("name", "Room 20")])
        rect(30, 34, -8, 0, [("indoor", "room"), ("amenity", "toilets"), ("female", "yes"), ("level", "0"), ("name", "Room 30")])
        rect(40, 44, -8, 0, [("indoor", "room"), ("level", "0"), ("name", "Room 40")])
        rect(50, 54, -8, 0, [("indoor", "room"), ("level", "0"), ("name", "Room 50")])
        let loaded = try! OSMLoader.load(bytes: Array(sketch.osmXML().utf8), sourcePath: "toilets.osm").graph
        // IMDF's kinds OSM has no tags for: a mothers' room and a family restroom.
        var archive = loaded.archive
        for i in archive.units.indices {
            if loaded.name(of: .unit(i)) == "Room 40" { archive.units[i].category = "mothersroom" }
            if loaded.name(of: .unit(i)) == "Room 50" { archive.units[i].category = "restroom.family" }
        }
        var log = DiagnosticLog()
        return VenueGraph(archive: archive, log: &log)
    }()

    @Test(arguments: [("toilet", "Room 10"), ("toilets", "Room 10"), ("men's toilet", "Room 20"), ("women's toilet", "Room 30"),
                      ("ladies toilet", "Room 30"), ("accessible toilet", "Room 10"), ("family toilet", "Room 50"),
                      ("baby change", "Room 40"), ("Toilette", "Room 10")])
    func aKindOfToiletGoesToTheNearestOfThatKind(_ query: String, _ expected: String) throws {
        let index = SearchIndex(graph: Self.graph)
        let candidates = try #require(index.categoryDestinations(query), "\(query) names no kind of place")
        let router = Router(model: MapModel(graph: Self.graph))
        let start = try #require(index.bestFeature("Bookworm"))
        let route = try router.nearest(from: start, to: candidates)
        #expect(route.end.name == expected, "\(query)")
    }
}
