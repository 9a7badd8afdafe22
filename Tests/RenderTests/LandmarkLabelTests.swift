import MapCore
import Testing
@testable import Render
import TerminalKit

/// The largest named spaces of a floor keep their names: wherever the name fits inside
/// them, and never pushed out by an amenity mark.
@Suite struct LandmarkLabelTests {
    static let halls = ["West Exhibition Hall", "Central Exhibition Hall", "East Exhibition Hall"]

    /// A museum floor: three exhibition halls side by side (about 38 m by 28 m each), each
    /// with an exhibit mark at its centre, above a corridor.
    static func museum() throws -> MapModel {
        let hallWidth = 0.0005, corridorTop = 47.00005, hallTop = 47.0003
        func ring(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
            "[[\(x0),\(y0)],[\(x1),\(y0)],[\(x1),\(y1)],[\(x0),\(y1)],[\(x0),\(y0)]]"
        }
        var units: [String] = []
        var amenities: [String] = []
        for (i, name) in halls.enumerated() {
            let id = "33333333-3333-3333-3333-\(String(format: "%012d", i + 1))"
            let x0 = 8.0 + Double(i) * hallWidth
            units.append(InMemoryVenue.unit(id: id, name: name, ring: ring(x0, corridorTop, x0 + hallWidth, hallTop)))
            amenities.append(InMemoryVenue.amenity(id: "44444444-4444-4444-4444-\(String(format: "%012d", i + 1))", category: "exhibit",
                                                   unit: id, point: "[\(x0 + hallWidth / 2),\((corridorTop + hallTop) / 2)]"))
        }
        units.append(InMemoryVenue.unit(id: "33333333-3333-3333-3333-000000000099", category: "walkway", name: "Corridor",
                                        ring: ring(8.0, 47.0, 8.0 + 3 * hallWidth, corridorTop)))
        return try InMemoryVenue.model(levelRing: ring(8.0, 47.0, 8.0 + 3 * hallWidth, hallTop), units: units,
                                       amenities: amenities, name: "museum")
    }

    /// The frame of the museum at a size, the camera fitting it and then zoomed by `factor`.
    static func render(_ model: MapModel, columns: Int, rows: Int, factor: Double, configure: (inout SceneOptions) -> Void = { _ in }) -> Frame {
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.distance *= factor
        var options = SceneOptions()
        options.areaFill = .tint
        configure(&options)
        return SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options)
    }

    @Test(arguments: [(80, 24), (100, 30), (160, 48), (200, 60)])
    func exhibitionHallsKeepTheirNamesBesideTheirExhibitMarks(_ size: (Int, Int)) throws {
        let model = try Self.museum()
        for factor in [1.0, 0.8] {
            let frame = Self.render(model, columns: size.0, rows: size.1, factor: factor)
            let text = frame.text
            for hall in Self.halls {
                #expect(text.contains(hall), "\(hall) at \(size.0)x\(size.1), zoom \(factor):\n\(text)")
            }
            // The marks stay too: the names go beside them, on another row of the hall.
            let marks = frame.cells.filter { $0.character == "A" && $0.style.fg == .index(SceneTheme(.default).icon) }.count
            #expect(marks == 3, "\(marks) exhibit marks at \(size.0)x\(size.1), zoom \(factor)")
        }
    }

    /// Zoomed in so far that the hall's centre, where the exhibit mark is, fills the row:
    /// the name goes to another row, or the mark makes way; it is never the name that goes.
    @Test func aMarkNeverTakesTheOnlySpotOfTheName() throws {
        let model = try Self.museum()
        let text = Self.render(model, columns: 60, rows: 14, factor: 0.45).text
        #expect(text.contains("Central Exhibition Hall"), "\n\(text)")
    }

    @Test func landmarksAreTheLargestNamedRooms() {
        let labels: [String?] = ["Hall", "Room", nil, "Corridor", "Closet", "Gallery", "Void", "Shop 1", "Shop 2", "Shop 3"]
        let classes: [UnitClass] = [.room, .room, .room, .walkway, .room, .room, .opentobelow, .room, .room, .room]
        let areas: [Double] = [900, 40, 2000, 5000, 4, 600, 3000, 50, 45, 30]
        let landmarks = LabelTier.landmarks(labels: labels, classes: classes, areas: areas)
        // Unnamed, corridors and voids are never landmarks; of the rest, the five largest.
        #expect(landmarks == [true, true, false, false, false, true, false, true, true, false])
    }
}
