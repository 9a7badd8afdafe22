import Foundation
import MapCore
import Testing
import TestSupport
import VenueFormats

/// "Entrance Nord → Europaplatz": which street an entrance opens onto, from the surroundings
/// in the same OSM data (issue 35, item 8), on a building made in code.
@Suite struct EntranceStreetTests {
    static func model(streets: Bool = true) throws -> MapModel {
        MapModel(graph: try OSMLoader.load(bytes: Array(EntranceHall.osm(streets: streets).utf8), sourcePath: "halle.osm").graph)
    }

    static func unit(_ name: String, in model: MapModel) throws -> Int {
        try #require(model.graph.archive.units.indices.first { model.graph.name(of: .unit($0)) == name })
    }

    @Test func anEntranceSaysTheNearestNamedStreetAndAnInsideDoorSaysNothing() throws {
        let model = try Self.model()
        let hall = try Self.unit("Great Hall", in: model)
        let found = model.entranceStreets(ofUnit: hall)
        #expect(found.map(\.line) == ["Entrance Nord → Europaplatz"])
        #expect(abs((found.first?.distance ?? 0) - 12) < 0.5)
        // The office has only the door from the hall: no entrance, no street.
        #expect(model.entranceStreets(ofUnit: try Self.unit("Office", in: model)).isEmpty)
        #expect(model.entranceStreets().map(\.line) == ["Entrance Nord → Europaplatz"])
    }

    @Test func withoutStreetsAroundNothingIsSaid() throws {
        let model = try Self.model(streets: false)
        #expect(model.entranceStreets(ofUnit: try Self.unit("Great Hall", in: model)).isEmpty)
        #expect(model.entranceStreets().isEmpty)
    }
}
