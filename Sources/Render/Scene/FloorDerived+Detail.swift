import Foundation
import MapCore

/// Level of detail: a floor's table with its rings simplified for a zoom band.
///
/// Band `b` simplifies with a tolerance of ``baseTolerance`` · 2^b meters; a view of
/// `m` meters per braille dot uses the largest band whose tolerance is at most `m / 2`,
/// so nothing that moves is bigger than half a dot. The units' rings go through
/// ``RingSimplifier`` together (shared walls stay shared), fixtures, kiosks, sections and
/// level outlines each alone. Flat and pitched views use the same bands (see
/// ``SceneRenderer/derived(model:floor:t:wallHeight:)``). Only drawing uses these rings:
/// hit-testing, routing and the selection's outline keep the full geometry of the model.
extension FloorDerived {
    /// The tolerance of band 0, in meters: views closer than 4 cm a dot draw every vertex.
    static let baseTolerance = 0.02

    /// The band for a view of `metersPerDot` meters per dot, nil when every vertex is drawn.
    static func detailBand(metersPerDot: Double) -> Int? {
        let half = metersPerDot / 2
        guard half.isFinite, half >= baseTolerance else { return nil }
        return min(30, Int(log2(half / baseTolerance).rounded(.down)))
    }

    /// The simplification tolerance of `band`, in meters.
    static func tolerance(ofBand band: Int) -> Double {
        baseTolerance * Double(1 << max(0, min(30, band)))
    }

    /// This table with every ring simplified to `tolerance` (see ``RingSimplifier``); the
    /// wall owners found again on the simplified walls.
    func simplified(tolerance: Double, floor: FloorGeometry) -> FloorDerived {
        simplified(tolerance: tolerance, cut: FloorCut(self, floor: floor))
    }

    /// ``simplified(tolerance:floor:)`` from the floor's rings already cut into chains
    /// (``FloorCut``, made once per floor for all its bands).
    func simplified(tolerance: Double, cut: FloorCut) -> FloorDerived {
        var d = self
        (d.unitPoints, d.unitRingRanges) = cut.units.simplified(tolerance: tolerance)
        d.unitWallOwners = Self.wallOwners(points: d.unitPoints, rings: d.unitRingRanges, ringsOfSlot: unitRingsOfSlot)
        func alone(_ s: RingSimplifier) -> [[Vec2]] {
            let (out, outRanges) = s.simplified(tolerance: tolerance)
            return outRanges.map { Array(out[$0]) }
        }
        d.minorRings = MinorRings(fixtures: cut.fixtures.map(alone), kiosks: cut.kiosks.map(alone),
                                  sections: cut.sections.map(alone), levels: cut.levels.map(alone))
        return d
    }
}

/// A floor's rings cut into chains between junctions (see ``RingSimplifier``): the units'
/// rings together (shared walls stay shared), each fixture, kiosk, section and level alone.
/// The cut does not depend on the band, so a floor's is made once and kept.
struct FloorCut: Sendable {
    var units: RingSimplifier
    var fixtures: [RingSimplifier]
    var kiosks: [RingSimplifier]
    var sections: [RingSimplifier]
    var levels: [RingSimplifier]

    init(_ derived: FloorDerived, floor: FloorGeometry) {
        units = RingSimplifier(points: derived.unitPoints, ranges: derived.unitRingRanges)
        func alone(_ rings: [[Vec2]]) -> RingSimplifier {
            var points: [Vec2] = [], ranges: [Range<Int>] = []
            _ = FloorDerived.flatten(rings, points: &points, ranges: &ranges)
            return RingSimplifier(points: points, ranges: ranges)
        }
        fixtures = floor.fixtures.map { alone($0.rings) }
        kiosks = floor.kiosks.map { alone($0.rings) }
        sections = floor.sections.map { alone($0.rings) }
        levels = floor.levels.map { alone($0.rings) }
    }
}

/// The rings of a floor's fixtures, kiosks, sections and levels for one zoom band, by
/// position in the floor's lists (see ``FloorDerived/simplified(tolerance:floor:)``).
struct MinorRings {
    var fixtures: [[[Vec2]]]
    var kiosks: [[[Vec2]]]
    var sections: [[[Vec2]]]
    var levels: [[[Vec2]]]
}

extension SceneRenderer {
    /// The derived table for a view through `t`: the floor's own, or for a view zoomed out
    /// enough to lose detail, its simplified copy for the view's band (made on the first
    /// frame that needs it and kept with the floor's table). A pitched view takes the band
    /// of its nearest point, walls `wallHeight` meters tall included
    /// (``ViewTransform/finestMetersPerDot(upTo:)``): nothing in view, near or far, moves
    /// more than half a dot; farther parts keep more detail than they could lose.
    func derived(model: MapModel, floor: FloorGeometry, t: ViewTransform, wallHeight: Double) -> FloorDerived {
        let base = derived(model: model, floor: floor)
        guard let band = FloorDerived.detailBand(metersPerDot: t.finestMetersPerDot(upTo: wallHeight)) else { return base }
        let key = FloorTables.BandKey(ordinal: floor.ordinal, band: band)
        if let d = floorTables.bands[key] { return d }
        let cut = floorTables.cuts[floor.ordinal] ?? FloorCut(base, floor: floor)
        floorTables.cuts[floor.ordinal] = cut
        let d = base.simplified(tolerance: FloorDerived.tolerance(ofBand: band), cut: cut)
        floorTables.bands[key] = d
        floorTables.bandsMade += 1
        return d
    }
}
