import Testing
import VenueFormats
@testable import MapCore

/// An occupant anchored in a corridor (issue 36, item 4): its hours, phone and website are its
/// own, never the corridor's; it stays a place of its own at its anchor — found, selected,
/// routed to and listed — while the corridor lists nothing of it.
@Suite struct CorridorOccupantTests {
    /// A corridor "Galleria East" holding a kiosk node "Phone Doctor" with hours, phone and
    /// website, and a shop room "Book Nook" beside it holding its own occupant node.
    static let xml: String = {
        var s = "<?xml version='1.0' encoding='UTF-8'?><osm version='0.6'>"
        func square(_ id: Int, _ x0: Double, _ x1: Double, _ tags: [(String, String)]) {
            let n = id * 10
            for (i, c) in [(x0, 48.0), (x1, 48.0), (x1, 48.0002), (x0, 48.0002)].enumerated() {
                s += "<node id='\(n + i)' lat='\(c.1)' lon='\(c.0)'/>"
            }
            s += "<way id='\(id)'>" + [0, 1, 2, 3, 0].map { "<nd ref='\(n + $0)'/>" }.joined()
            for (k, v) in tags { s += "<tag k='\(k)' v='\(v)'/>" }
            s += "</way>"
        }
        square(1, 11.0, 11.001, [("indoor", "corridor"), ("level", "0"), ("name", "Galleria East")])
        square(2, 11.001, 11.0013, [("indoor", "room"), ("level", "0"), ("name", "Book Nook"), ("shop", "books")])
        s += "<node id='900' lat='48.0001' lon='11.0004'><tag k='level' v='0'/><tag k='shop' v='mobile_phone'/>"
            + "<tag k='name' v='Phone Doctor'/><tag k='opening_hours' v='Mo-Su 08:00-20:00'/>"
            + "<tag k='phone' v='+49 30 1234567'/><tag k='website' v='https://phone-doctor.example'/></node>"
        return s + "</osm>"
    }()

    static func graph() throws -> VenueGraph {
        try OSMLoader.load(bytes: Array(xml.utf8), sourcePath: "galleria.osm").graph
    }

    static func unit(_ g: VenueGraph, _ name: String) throws -> Int {
        try #require(g.archive.units.indices.first { g.archive.units[$0].name?.values.values.contains(name) == true })
    }

    static func occupant(_ g: VenueGraph, _ name: String) throws -> Int {
        try #require(g.archive.occupants.indices.first { g.archive.occupants[$0].name.values.values.contains(name) })
    }

    @Test func theCorridorCarriesNoneOfTheKiosksDetails() throws {
        let g = try Self.graph()
        let corridor = try Self.unit(g, "Galleria East"), kiosk = try Self.occupant(g, "Phone Doctor")
        #expect(g.unitOfOccupant[kiosk] == corridor, "the kiosk stands in the corridor")
        #expect(g.occupantsOfUnit[corridor] == nil && g.pointOccupants.contains(kiosk))
        let d = g.details(of: .unit(corridor))
        #expect(d.hours == nil && d.phone == nil && d.website == nil, "\(d)")
        #expect(!d.otherNames.contains("Phone Doctor"))
        let k = g.details(of: .occupant(kiosk))
        #expect(k.hours == "Mo-Su 08:00-20:00" && k.phone == "+49 30 1234567" && k.website == "https://phone-doctor.example")
        #expect(k.inUnit == "Galleria East")
    }

    @Test func aShopRoomStillCarriesItsOccupantsDetails() throws {
        let g = try Self.graph()
        let room = try Self.unit(g, "Book Nook")
        #expect(g.occupantsOfUnit[room]?.count == 1)
        #expect(VenueGraph.canHoldOccupant(category: "room") && !VenueGraph.canHoldOccupant(category: "walkway.island"))
    }

    @Test func theKioskIsAPlaceAtItsAnchor() throws {
        let g = try Self.graph()
        let kiosk = try Self.occupant(g, "Phone Doctor")
        let model = MapModel(graph: g)
        let anchor = model.projection.project(GeoPoint(longitude: 11.0004, latitude: 48.0001))
        let at = try #require(model.location(of: .occupant(kiosk)))
        #expect(at.distance(to: anchor) < 0.01, "at its anchor, not at the corridor's label point")
        #expect(model.floor(0).pointOccupants.map(\.index) == [kiosk])
        #expect(model.hitTest(anchor, ordinal: 0, tolerance: 2) == .occupant(kiosk))
        let corridorPoint = anchor + Vec2(30, 0)
        #expect(model.hitTest(corridorPoint, ordinal: 0, tolerance: 2) == .unit(try Self.unit(g, "Galleria East")))
        let near = model.selectables(ordinal: 0, in: Rect(min: anchor - Vec2(100, 100), max: anchor + Vec2(100, 100)), near: anchor)
        #expect(near.first == .occupant(kiosk))
    }

    @Test func theKioskIsFoundAndListedAndTheCorridorIsNot() throws {
        let g = try Self.graph()
        let kiosk = try Self.occupant(g, "Phone Doctor")
        let search = SearchIndex(graph: g)
        #expect(search.search("phone doctor").first?.handle == .occupant(kiosk))
        let directory = Directory(graph: g, search: search, at: LocalDateTime(iso: "2026-11-26T12:00")!)
        let entry = try #require(directory.entries.first { $0.name == "Phone Doctor" })
        #expect(entry.group == .shopping && entry.isOpen == true && entry.phone == "+49 30 1234567")
        #expect(!directory.entries.contains { $0.name == "Galleria East" }, "a walkway is no directory entry")
        #expect(!directory.entries.contains { $0.name != "Phone Doctor" && ($0.phone != nil || $0.hours != nil) })
    }

    @Test func routesEndAtTheKiosk() throws {
        let g = try Self.graph()
        let kiosk = try Self.occupant(g, "Phone Doctor")
        let router = Router(model: MapModel(graph: g))
        let route = try router.route(from: .unit(try Self.unit(g, "Book Nook")), to: .occupant(kiosk), options: RouteOptions())
        let anchor = router.graph.model.projection.project(GeoPoint(longitude: 11.0004, latitude: 48.0001))
        #expect(route.end.point.distance(to: anchor) < 1, "the route ends at the kiosk, not in the corridor's middle")
    }
}
