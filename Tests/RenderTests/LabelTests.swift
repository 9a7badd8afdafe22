import Foundation
import MapCore
import Testing
@testable import Render

/// Labels keep what tells rooms apart, stay inside their rooms, and come in tiers.
@Suite struct LabelTests {
    @Test func abbreviationKeepsTheDistinctivePart() {
        #expect("Cabinet 304".abbreviated(toWidth: 20) == "Cabinet 304")
        #expect("Cabinet 304".abbreviated(toWidth: 8) == "Cab… 304")
        #expect("Cabinet 304".abbreviated(toWidth: 5) == "…304")
        #expect("Каб. 304".abbreviated(toWidth: 4) == "…304")
        #expect("Room 1.2 (north)".abbreviated(toWidth: 14) == "…1.2 (north)")
        #expect("Lecture Hall South".abbreviated(toWidth: 11) == "Lect… South")
        #expect("Besprechungsraum".abbreviated(toWidth: 9) == "Besprech…")
        #expect("Raum-1.204".abbreviated(toWidth: 7) == "…-1.204")
        #expect("연구실 304호".abbreviated(toWidth: 6) == "…304호")
        #expect("Cabinet 304".abbreviated(toWidth: 2) == nil)
    }

    @Test func tiersPutNumbersInASeriesBelowNamedRooms() {
        let labels: [String?] = ["Cabinet 301", "Cabinet 302", "Cabinet 303", "Café Lumière", "Hall 2", "Corridor", "Shop"]
        let classes: [UnitClass] = [.room, .room, .room, .food, .room, .walkway, .room]
        let tiers = LabelTier.tiers(labels: labels, classes: classes, hasOccupant: [false, false, false, false, false, false, true])
        #expect(tiers == [.roomNumber, .roomNumber, .roomNumber, .namedRoom, .namedRoom, .corridor, .pointOfInterest])
    }

    /// A corridor with a row of eight narrow rooms whose names share a long prefix.
    static func rowOfRooms() throws -> MapModel {
        let dLon = 0.00005, width = 5 * dLon   // rooms about 19 m wide, 11 m deep
        func ring(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
            "[[\(x0),\(y0)],[\(x1),\(y0)],[\(x1),\(y1)],[\(x0),\(y1)],[\(x0),\(y0)]]"
        }
        var units = (0..<8).map { i in
            InMemoryVenue.unit(id: "22222222-2222-2222-2222-\(String(format: "%012d", i + 1))", category: "office",
                               name: "Laboratory of Physical Chemistry \(301 + i)",
                               ring: ring(8.0 + Double(i) * width, 47.0001, 8.0 + Double(i + 1) * width, 47.0002))
        }
        units.append(InMemoryVenue.unit(id: "22222222-2222-2222-2222-000000000099", category: "walkway", name: "Main corridor",
                                        ring: ring(8.0, 47.0, 8.0 + 8 * width, 47.0001)))
        return try InMemoryVenue.model(levelRing: ring(8.0, 47.0, 8.0 + 8 * width, 47.0002), units: units, name: "row-of-rooms")
    }

    @Test(arguments: [100, 140, 200])
    func aRowOfRoomsSharingAPrefixGetsUniqueLabelsInsideTheirWalls(_ columns: Int) throws {
        let model = try Self.rowOfRooms()
        let viewport = Viewport(columns: columns, rows: 30)
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        let renderer = SceneRenderer()
        var options = SceneOptions()
        options.areaFill = .tint
        _ = renderer.render(model: model, camera: camera, ordinal: 0, columns: columns, rows: 30, options: options)
        let rooms = renderer.placedLabels.filter { $0.text != "Main corridor" && !$0.text.contains("corridor") }
        #expect(rooms.count >= 6, "labels: \(renderer.placedLabels.map(\.text))")
        #expect(Set(rooms.map(\.text)).count == rooms.count, "labels: \(rooms.map(\.text))")
        for label in rooms {
            // The number, which tells the rooms apart, is always kept.
            #expect(label.text.range(of: #"3\d\d"#, options: .regularExpression) != nil, "\(label.text)")
            // No wall runs under the label: its cells hold no dots (areas are tints).
            let row = try #require(label.row), column = try #require(label.column)
            for c in column..<(column + label.width) {
                #expect(renderer.canvas.mask(column: c, row: row) == 0, "\(label.text) covers a wall at column \(c)")
            }
        }
    }
}
