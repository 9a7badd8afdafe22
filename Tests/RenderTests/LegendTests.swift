import Foundation
import VenueFixtures
import VenueFormats
import MapCore
import Testing
@testable import Render

/// The legend names every area colour and mark the venue uses, with counts.
@Suite struct LegendTests {
    @Test func sampleFloorLegendCountsItsUnitsAndAmenities() {
        let model = Golden.sample
        var options = SceneOptions()
        options.areaFill = .tint
        let floor = model.floor(0)
        let legend = Legend(model: model, ordinal: 0, options: options)
        #expect(legend.areas.compactMap(\.count).reduce(0, +) == floor.units.count)
        #expect(legend.icons.compactMap(\.count).reduce(0, +) == floor.amenities.count)
        #expect(legend.areas.contains { $0.meaning == UnitClass.walkway.meaning })
        #expect(legend.areas.contains { $0.meaning == UnitClass.room.meaning })
        // Swatches are the tints the map uses.
        let theme = SceneTheme(.default)
        let room = legend.areas.first { $0.meaning == UnitClass.room.meaning }
        #expect(room?.style.bg == .index(theme.area(.room).tint!))
        // Each mark on the floor is explained once.
        let icons = Set(floor.amenities.map { AmenityIcon.icon(for: model.graph.archive.amenities[$0.index].category) })
        #expect(Set(legend.icons.map(\.symbol)) == icons)
        // Cluster marks explain themselves.
        #expect(legend.marks.contains { $0.symbol.hasPrefix("WC×") && $0.meaning.contains("zoom in") })
        #expect(legend.marks.contains { $0.symbol == "(5)" })
    }

    /// A platform known by a point (a stop position, a platform node: issue 36) is marked "PF"
    /// on the map, and the legend says what that is.
    @Test func platformsKnownByPointsHaveTheirMark() throws {
        let station = SyntheticStation.pointPlatforms()
        let graph = try OSMLoader.load(bytes: Array(station.osmXML().utf8), sourcePath: "hbf.osm").graph
        let model = MapModel(graph: graph)
        let legend = Legend(model: model, ordinal: 0, options: SceneOptions())
        #expect(AmenityIcon.icon(for: "platform") == "PF")
        #expect(legend.icons.contains { $0.symbol == "PF" && $0.meaning == "platforms" }, "\(legend.icons.map(\.symbol))")
    }

    @Test(arguments: ["uulm-osm", "postech-c5", "seamans-center"])
    func realArchivesHaveALegendForTheWholeVenue(_ name: String) throws {
        let r = try IMDFLoader.load(path: Golden.samples.appendingPathComponent(name).path)
        let model = MapModel(graph: r.graph)
        let legend = Legend(model: model, ordinal: nil, options: SceneOptions())
        let units = model.floors.values.reduce(0) { $0 + $1.units.count }
        #expect(legend.areas.compactMap(\.count).reduce(0, +) == units)
        #expect(!legend.areas.isEmpty)
        let text = legend.frame().text
        #expect(text.contains("Areas"))
        // Patterns without colour: swatches are dots, not tints.
        #expect(legend.areas.allSatisfy { $0.style.bg == .default })
    }

    @Test func asciiLegendIsASCII() {
        var options = SceneOptions()
        options.charset = .ascii
        let legend = Legend(model: Golden.sample, ordinal: 0, options: options)
        let text = legend.frame().text
        #expect(text.allSatisfy { $0.isASCII }, "\(text)")
    }
}
