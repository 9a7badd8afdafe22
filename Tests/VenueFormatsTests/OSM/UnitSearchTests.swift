import Foundation
import Testing
@testable import VenueFormats

/// The searches the OSM mapper makes faster on big files (docs/performance.md, session 36) give
/// the answers of the scans they replace: ``UnitGrid`` finds every unit a scan of the level's
/// boxes keeps, in the same order; ``AreaBands`` answers ``Geometry/contains(_:)`` exactly.
extension SplitMix: RandomNumberGenerator {}

@Suite struct UnitSearchTests {
    /// The suite's deterministic generator, so that a failure can be run again.
    typealias Mix = SplitMix

    /// A box of up to `size` degrees a side near (5.72, 45.18), some points on cell edges.
    static func box(_ rng: inout Mix, size: Double) -> GeoBounds {
        let lon = 5.72 + Double.random(in: 0..<0.01, using: &rng), lat = 45.18 + Double.random(in: 0..<0.01, using: &rng)
        let w = Double.random(in: 0...size, using: &rng), h = Double.random(in: 0...size, using: &rng)
        // One box in ten starts on a cell's edge: the grid's rounding is tested where it matters.
        let snap = Int.random(in: 0..<10, using: &rng) == 0
        let x = snap ? (lon / UnitGrid.cellDegrees).rounded(.down) * UnitGrid.cellDegrees : lon
        let y = snap ? (lat / UnitGrid.cellDegrees).rounded(.down) * UnitGrid.cellDegrees : lat
        return GeoBounds(min: GeoPoint(longitude: x, latitude: y), max: GeoPoint(longitude: x + w, latitude: y + h))
    }

    @Test func gridFindsWhatAScanOfTheLevelFinds() {
        var rng = Mix(seed: 39)
        var grid = UnitGrid()
        var boxes: [GeoBounds?] = []
        for u in 0..<3_000 {
            // Mostly rooms, some corridors across many cells, a few over more than the cap, some without a box.
            let roll = Int.random(in: 0..<100, using: &rng)
            let box: GeoBounds? = roll < 3 ? nil : Self.box(&rng, size: roll < 90 ? 0.0003 : roll < 98 ? 0.003 : 0.02)
            boxes.append(box)
            grid.insert(u, box: box)
        }
        #expect(grid.all == Array(boxes.indices))
        for _ in 0..<3_000 {
            // Points anywhere, and points on a box's corner or edge (where the margin counts).
            let p: GeoPoint
            if Bool.random(using: &rng), let b = boxes.randomElement(using: &rng)!, Bool.random(using: &rng) {
                // Just outside a corner, within the margin: on a snapped box, in the cell before it.
                let corners = [b.min, GeoPoint(longitude: b.max.longitude + 5e-10, latitude: b.min.latitude),
                               GeoPoint(longitude: b.min.longitude - 5e-10, latitude: b.min.latitude - 5e-10)]
                p = corners.randomElement(using: &rng)!
            } else {
                p = GeoPoint(longitude: 5.719 + Double.random(in: 0..<0.013, using: &rng), latitude: 45.179 + Double.random(in: 0..<0.013, using: &rng))
            }
            let at = grid.candidates(at: p)
            #expect(at == at.sorted() && Set(at).count == at.count)
            let held = boxes.indices.filter { OSMGeometry.mayContain(boxes[$0], p) }
            #expect(held == at.filter { OSMGeometry.mayContain(boxes[$0], p) }, "\(p)")
            let meters = [0.6, 2, 30].randomElement(using: &rng)!
            let near = grid.candidates(near: p, meters: meters)
            #expect(near == near.sorted() && Set(near).count == near.count)
            let kept = boxes.indices.filter { boxes[$0].map { !OSMGeometry.isFar(p, from: $0, meters: meters) } ?? true }
            #expect(kept == near.filter { boxes[$0].map { !OSMGeometry.isFar(p, from: $0, meters: meters) } ?? true }, "\(p) \(meters)")
        }
    }

    @Test func gridAnswersEveryUnitWhereCellsCannotBeCounted() {
        var grid = UnitGrid()
        grid.insert(0, box: GeoBounds(min: GeoPoint(longitude: 1, latitude: 1), max: GeoPoint(longitude: 1.0001, latitude: 1.0001)))
        grid.insert(1, box: GeoBounds(min: GeoPoint(longitude: 3, latitude: 3), max: GeoPoint(longitude: 3.0001, latitude: 3.0001)))
        #expect(grid.candidates(at: GeoPoint(longitude: .nan, latitude: 1)) == [0, 1])
        #expect(grid.candidates(near: GeoPoint(longitude: 1, latitude: 89.99999), meters: 5) == [0, 1])
        #expect(grid.candidates(near: GeoPoint(longitude: 1, latitude: 1), meters: 100_000) == [0, 1])
        #expect(grid.candidates(at: GeoPoint(longitude: 1.00005, latitude: 1.00005)) == [0])
        #expect(grid.candidates(at: GeoPoint(longitude: 2, latitude: 2)) == [])
    }

    /// A ring of `n` points around a centre at random radii (a star: concave, the hard case).
    static func star(_ rng: inout Mix, centre: GeoPoint, radius: Double, n: Int) -> [GeoPoint] {
        var ring = (0..<n).map { i -> GeoPoint in
            let a = Double(i) / Double(n) * 2 * .pi, r = radius * Double.random(in: 0.3...1, using: &rng)
            return GeoPoint(longitude: centre.longitude + r * cos(a), latitude: centre.latitude + r * sin(a))
        }
        ring.append(ring[0])
        return ring
    }

    @Test func bandsAnswerAsContainsDoes() {
        var rng = Mix(seed: 36)
        for round in 0..<40 {
            // Polygons with holes, overlapping parts, rings of 3 to 300 points, and a degenerate ring.
            var polygons: [[[GeoPoint]]] = []
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let c = GeoPoint(longitude: Double.random(in: 0..<0.01, using: &rng), latitude: 45 + Double.random(in: 0..<0.01, using: &rng))
                var rings = [Self.star(&rng, centre: c, radius: 0.003, n: Int.random(in: 3...300, using: &rng))]
                if Bool.random(using: &rng) { rings.append(Self.star(&rng, centre: c, radius: 0.0008, n: Int.random(in: 3...20, using: &rng))) }
                if round % 7 == 0 { rings.append([c, c]) }
                polygons.append(rings)
            }
            let g: Geometry = polygons.count == 1 ? .polygon(polygons[0]) : .multiPolygon(polygons)
            let bands = AreaBands(g)
            for _ in 0..<2_000 {
                let p: GeoPoint
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // A vertex's latitude exactly: the crossing test's edge case.
                    let v = polygons.randomElement(using: &rng)![0].randomElement(using: &rng)!
                    p = GeoPoint(longitude: Double.random(in: -0.005..<0.015, using: &rng), latitude: v.latitude)
                } else {
                    p = GeoPoint(longitude: Double.random(in: -0.005..<0.015, using: &rng), latitude: 45 + Double.random(in: -0.005..<0.015, using: &rng))
                }
                #expect(bands.contains(p) == g.contains(p), "round \(round) \(p)")
            }
        }
        #expect(!AreaBands(.polygon([])).contains(GeoPoint(longitude: 0, latitude: 0)))
        #expect(!AreaBands(.point(GeoPoint(longitude: 0, latitude: 0))).contains(GeoPoint(longitude: 0, latitude: 0)))
        let square = Geometry.polygon([[GeoPoint(longitude: 0, latitude: 0), GeoPoint(longitude: 1, latitude: 0), GeoPoint(longitude: 1, latitude: 1),
                                         GeoPoint(longitude: 0, latitude: 1), GeoPoint(longitude: 0, latitude: 0)]])
        #expect(AreaBands(square).contains(GeoPoint(longitude: 0.5, latitude: 0.5)))
        #expect(!AreaBands(square).contains(GeoPoint(longitude: 0.5, latitude: .nan)))
    }
}
