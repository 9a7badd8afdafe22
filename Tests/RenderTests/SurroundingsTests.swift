import MapCore
import Testing
@testable import Render
import TerminalKit
import VenueFormats

/// Surroundings drawn dimmed under the indoor map: streets with their names outside the
/// building, water, a park; a golden frame of the sample with streets made up around it.
@Suite struct SurroundingsTests {
    /// The sample venue with made-up surroundings just outside its bounding box.
    static let model: MapModel = {
        var r = try! IMDFLoader.load(path: Golden.root.appendingPathComponent("Data/atrium-sample").path)
        r.archive.surroundings = made(around: r.graph.bounds!)
        var log = DiagnosticLog()
        return MapModel(graph: VenueGraph(archive: r.archive, log: &log))
    }()

    /// Two named streets (north and south), a path (west), water (south) and a park (east).
    static func made(around b: GeoBounds) -> [Surrounding] {
        let (w, e, s, n) = (b.min.longitude, b.max.longitude, b.min.latitude, b.max.latitude)
        let dLat = (n - s) * 0.15, dLon = (e - w) * 0.15
        func p(_ lon: Double, _ lat: Double) -> GeoPoint { GeoPoint(longitude: lon, latitude: lat) }
        func box(_ w: Double, _ s: Double, _ e: Double, _ n: Double) -> Geometry { .polygon([[p(w, s), p(e, s), p(e, n), p(w, n), p(w, s)]]) }
        return [
            Surrounding(kind: .street, name: "North Street", geometry: .lineString([p(w - 2 * dLon, n + dLat), p(e + 2 * dLon, n + dLat)])),
            Surrounding(kind: .street, name: "Quay Road", geometry: .lineString([p(w - 2 * dLon, s - dLat), p(e + 2 * dLon, s - dLat)])),
            Surrounding(kind: .path, name: "West Lane", geometry: .lineString([p(w - dLon, s - dLat), p(w - dLon, n + dLat)])),
            Surrounding(kind: .water, name: "River", geometry: box(w - 2 * dLon, s - 4 * dLat, e + 2 * dLon, s - 2 * dLat)),
            Surrounding(kind: .park, name: "Park", geometry: box(e + dLon, s, e + 2 * dLon, n)),
        ]
    }

    func frame(columns: Int = 100, rows: Int = 30, distanceFactor: Double = 1.8, color: Bool = true) -> Frame {
        let model = Self.model
        let viewport = Viewport(columns: columns, rows: rows)
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        camera.distance *= distanceFactor
        var options = SceneOptions()
        options.attribution = "© Atrium contributors (sample data, CC0)"
        options.areaFill = color ? .tint : .pattern
        return SceneRenderer().render(model: model, camera: camera, ordinal: 0, columns: columns, rows: rows, options: options)
    }

    @Test func streetNamesShowOutsideTheBuildingDimmed() {
        let f = frame()
        let rows = f.lines
        let north = rows.firstIndex { $0.contains("North Street") }
        let quay = rows.firstIndex { $0.contains("Quay Road") }
        #expect(north != nil && quay != nil, "\(rows.joined(separator: "\n"))")
        if let north, let quay { #expect(north < quay) }
        // Every cell of the street names is dim: under the venue, never above it.
        if let north {
            let column = rows[north].distance(of: "North Street")
            #expect(f[column, north].style.dim)
        }
        #expect(Golden.check(f, "surroundings") == nil)
    }

    @Test func withoutSurroundingsTheFrameIsTheSampleAsBefore() {
        let plain = Golden.sample
        #expect(plain.surroundings.isEmpty)
        #expect(Self.model.surroundings.count == 5)
        #expect(Self.model.bounds == plain.bounds)
    }
}

extension String {
    /// The column (in characters) where `text` starts in this line.
    func distance(of text: String) -> Int {
        guard let r = range(of: text) else { return 0 }
        return self[..<r.lowerBound].count
    }
}
