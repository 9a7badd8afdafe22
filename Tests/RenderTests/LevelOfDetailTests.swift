import Foundation
import VenueFormats
import MapCore
import VenueFixtures
import Testing
@testable import Render

/// Level of detail (issue 39): rings simplified per zoom band keep shared walls shared,
/// stay within the band's tolerance, are made once per band, and leave the model alone.
@Suite struct LevelOfDetailTests {
    static func model(_ shape: VenueShape, _ units: Int) throws -> MapModel {
        MapModel(graph: try IMDFLoader.load(members: SyntheticVenue(units: units, shape: shape).members(), sourcePath: "synthetic").graph)
    }

    /// A wall as its two ends, either way round, compared bit for bit.
    struct Wall: Hashable {
        var a: [UInt64], b: [UInt64]
        init(_ p: Vec2, _ q: Vec2) {
            let pk = [p.x.bitPattern, p.y.bitPattern], qk = [q.x.bitPattern, q.y.bitPattern]
            (a, b) = pk.lexicographicallyPrecedes(qk) ? (pk, qk) : (qk, pk)
        }
    }

    /// Each unit's walls (by slot) and their lengths.
    static func walls(_ d: FloorDerived) -> [[Wall: Double]] {
        d.unitRingsOfSlot.map { slotRings in
            var out: [Wall: Double] = [:]
            for range in d.unitRingRanges[slotRings] where range.count >= 2 {
                for k in range {
                    let next = k + 1 == range.upperBound ? range.lowerBound : k + 1
                    let p = d.unitPoints[k], q = d.unitPoints[next]
                    if p != q { out[Wall(p, q)] = p.distance(to: q) }
                }
            }
            return out
        }
    }

    /// For every pair of units that share walls, the length they share.
    static func sharedLengths(_ walls: [[Wall: Double]]) -> [[Int]: Double] {
        var owners: [Wall: [Int]] = [:]
        for (slot, w) in walls.enumerated() { for wall in w.keys { owners[wall, default: []].append(slot) } }
        var shared: [[Int]: Double] = [:]
        for (wall, slots) in owners where slots.count == 2 { shared[slots.sorted(), default: 0] += walls[slots[0]][wall] ?? 0 }
        return shared
    }

    @Test(arguments: [(VenueShape.officeBuilding, 400), (.curvedTerminal, 264)])
    func neighboursStillShareTheirWallsAfterSimplification(shape: VenueShape, units: Int) throws {
        let model = try Self.model(shape, units)
        for floor in model.floors.values {
            let full = FloorDerived(model: model, floor: floor)
            let before = Self.sharedLengths(Self.walls(full))
            #expect(!before.isEmpty)
            for tolerance in [0.05, 0.4, 3.2] {
                let simple = full.simplified(tolerance: tolerance, floor: floor)
                let after = Self.sharedLengths(Self.walls(simple))
                // Every pair of rooms that shared a wall shares (nearly) all of it still:
                // straightening a curve shortens it a little, never opens a gap.
                for (pair, length) in before where length > 2 * tolerance {
                    let kept = after[pair] ?? 0
                    #expect(kept >= 0.9 * length, "units \(pair) shared \(length) m, \(kept) m after simplifying to \(tolerance) m")
                }
                #expect(simple.unitPoints.count < full.unitPoints.count)
            }
        }
    }

    @Test func simplifiedRingsStayWithinTheToleranceAndDropMostVertices() throws {
        let model = try Self.model(.curvedTerminal, 264)
        let floor = model.floor(model.graph.defaultOrdinal ?? 0)
        let full = FloorDerived(model: model, floor: floor)
        let tolerance = 0.4
        let simple = full.simplified(tolerance: tolerance, floor: floor)
        #expect(Double(simple.unitPoints.count) < 0.5 * Double(full.unitPoints.count), "\(simple.unitPoints.count) of \(full.unitPoints.count)")
        for (slot, slotRings) in full.unitRingsOfSlot.enumerated() {
            let simpleRanges = simple.unitRingRanges[simple.unitRingsOfSlot[slot]]
            for (range, simpleRange) in zip(full.unitRingRanges[slotRings], simpleRanges) {
                let ring = Array(simple.unitPoints[simpleRange])
                for p in full.unitPoints[range] {
                    var nearest = Double.infinity
                    for k in ring.indices { nearest = min(nearest, RingSimplifier.distance(p, ring[k], ring[(k + 1) % ring.count])) }
                    #expect(nearest <= tolerance + 1e-9, "a vertex \(nearest) m from its simplified ring")
                }
            }
        }
    }

    @Test func bandsGoByHalfADotAndFineViewsKeepEveryVertex() {
        #expect(FloorDerived.detailBand(metersPerDot: 0.01) == nil)
        for metersPerDot in [0.05, 0.3, 1.7, 12.0, 400.0] {
            let band = try! #require(FloorDerived.detailBand(metersPerDot: metersPerDot))
            #expect(FloorDerived.tolerance(ofBand: band) <= metersPerDot / 2)
            #expect(FloorDerived.tolerance(ofBand: band) * 2 > metersPerDot / 2)
        }
    }

    @Test func aBandIsSimplifiedOnceAndTheModelKeepsItsGeometry() throws {
        let model = try Self.model(.curvedTerminal, 264)
        let ordinal = model.graph.defaultOrdinal ?? 0
        let before = model.floor(ordinal).units.map(\.rings)
        let viewport = Viewport(columns: 200, rows: 60)
        let camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport)
        let renderer = SceneRenderer()
        for step in 0..<6 {
            let moved = camera.panned(byScreenDots: Double(step * 2), dy: 0, viewport: viewport)
            _ = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: 200, rows: 60, options: SceneOptions())
        }
        #expect(renderer.floorTables.bandsMade == 1)
        _ = renderer.render(model: model, camera: camera.zoomed(by: 4), ordinal: ordinal, columns: 200, rows: 60, options: SceneOptions())
        _ = renderer.render(model: model, camera: camera, ordinal: ordinal, columns: 200, rows: 60, options: SceneOptions())
        #expect(renderer.floorTables.bandsMade == 2)
        // The floor's rings were cut into chains once, for both bands.
        #expect(renderer.floorTables.cuts.count == 1)
        #expect(model.floor(ordinal).units.map(\.rings) == before)
    }

    /// Pitched views (issue 39, session 36) draw from simplified rings too: the band of the
    /// view's nearest point, walls' tops included, made once and kept while the view pans;
    /// the model keeps its geometry.
    @Test func pitchedViewsUseTheBandOfTheirNearestPoint() throws {
        let model = try Self.model(.officeBuilding, 400)
        let ordinal = model.graph.defaultOrdinal ?? 0
        let before = model.floor(ordinal).units.map(\.rings)
        let viewport = Viewport(columns: 200, rows: 60)
        let options = SceneOptions()
        var camera = Camera(fitting: CameraBoundary(rect: model.bounds, projection: model.projection), viewport: viewport).zoomed(by: 4)
        camera.pitch = 40
        let t = camera.transform(in: viewport)
        #expect(SceneRenderer.wallsStandUp(t, height: options.wallHeight))
        let renderer = SceneRenderer()
        for step in 0..<6 {
            let moved = camera.panned(byScreenDots: Double(step * 2), dy: 0, viewport: viewport)
            _ = renderer.render(model: model, camera: moved, ordinal: ordinal, columns: 200, rows: 60, options: options)
        }
        #expect(renderer.floorTables.bandsMade == 1)
        let (key, simple) = try #require(renderer.floorTables.bands.first)
        // Nothing in view moves more than half a dot: the band goes by the nearest point,
        // which a dot spans fewer meters of than the screen's centre.
        let finest = t.finestMetersPerDot(upTo: options.wallHeight)
        #expect(finest < t.metersPerDot)
        #expect(FloorDerived.tolerance(ofBand: key.band) <= finest / 2)
        let full = FloorDerived(model: model, floor: model.floor(ordinal))
        #expect(simple.unitPoints.count < full.unitPoints.count)
        #expect(model.floor(ordinal).units.map(\.rings) == before)
    }
}
