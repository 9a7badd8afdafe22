import Foundation
import VenueFormats
@testable import MapCore
import TestSupport
import Testing

/// `--here`: the texts that name a position, on the sample and on every archive in ../shared.
@Suite struct HerePositionTests {
    static let sample: MapModel = {
        let r = try! IMDFLoader.load(path: TestPaths.sampleVenue.path)
        return MapModel(graph: r.graph)
    }()

    func here(_ text: String, in model: MapModel = sample) throws(HereSpecError) -> HerePosition {
        try model.here(text, search: SearchIndex(graph: model.graph))
    }

    @Test func aKioskByNameStandsInItsUnitOnItsFloor() throws {
        let desk = try here("Information Desk")
        #expect(desk.name == "Information Desk")
        #expect(desk.ordinal == 0)
        #expect(desk.unit != nil)
        let router = Router(model: Self.sample)
        let toilet = try #require(SearchIndex(graph: Self.sample.graph).categoryDestinations("toilet"))
        let route = try router.nearest(from: desk, to: toilet)
        #expect(route.start.name == "Information Desk")
        #expect(route.totalMeters > 10)
    }

    @Test func entranceIsAPrincipalOrPedestrianOpeningNearTheGround() throws {
        let entrance = try here("entrance")
        #expect(entrance.unit != nil)
        let openings = Self.sample.graph.archive.openings.filter { $0.category.hasPrefix("pedestrian") }
        #expect(!openings.isEmpty)
        #expect(entrance.ordinal == 0)
    }

    @Test func coordinatesTakeALevelByShortNameOrOrdinal() throws {
        let desk = try here("Information Desk")
        let geo = Self.sample.projection.unproject(desk.point)
        let text = "\(geo.latitude),\(geo.longitude)"
        let upstairs = try here(text + "@1")
        #expect(upstairs.ordinal == 1)
        let basement = try here(text + "@B1")
        #expect(basement.ordinal == -1)
        let plain = try here(text)
        #expect(plain.ordinal == 0, "without a level: the floor nearest the ground that has a unit there")
        #expect(abs(plain.point.x - desk.point.x) < 0.01 && abs(plain.point.y - desk.point.y) < 0.01)
    }

    @Test func badTextsSayWhatIsWrong() {
        #expect(throws: HereSpecError.self) { try here("48.1,11.5@L9") }
        #expect((try? here("0,0")) == nil, "far outside the venue")
        #expect((try? here("91,0")) == nil)
        #expect((try? here("no such place at all xyzzy")) == nil)
        do {
            _ = try here("48.1,11.5@L9")
        } catch {
            #expect(error.description.contains("no level \"L9\""))
        }
    }

    /// Issue 24: on every IMDF archive in ../shared, `--here` takes a unit, an opening and a
    /// LAT,LON@LEVEL, and a route can start from each.
    @Test(arguments: ["postech-c5", "uulm-osm", "seamans-center"])
    func everySharedArchiveTakesAUnitAnOpeningAndACoordinate(_ name: String) throws {
        let result = try IMDFLoader.load(path: TestPaths.imdfSample(name).path)
        let model = MapModel(graph: result.graph)
        let a = result.graph.archive
        let unit = try #require(a.units.first { u in model.graph.ordinal(ofUnit: a.units.firstIndex { $0.id == u.id }!) != nil })
        let byUnit = try here(unit.id, in: model)
        #expect(byUnit.unit != nil)
        // uulm-osm maps no openings at all (it has no opening file); the others have many.
        #expect(a.openings.isEmpty == (name == "uulm-osm"))
        if let opening = a.openings.first(where: { result.graph.ordinalOfLevel[$0.levelID] != nil }) {
            let byOpening = try here(opening.id, in: model)
            #expect(byOpening.ordinal == result.graph.ordinalOfLevel[opening.levelID])
        }
        let geo = model.projection.unproject(byUnit.point)
        let level = result.graph.shortName(ordinal: byUnit.ordinal)
        let byCoordinate = try here("\(geo.latitude),\(geo.longitude)@\(level)", in: model)
        #expect(byCoordinate.ordinal == byUnit.ordinal)
        #expect(byCoordinate.unit != nil)
    }
}
