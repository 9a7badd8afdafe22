import Testing
@testable import VenueFormats

/// The venue and level hulls drop repeated points before sorting: the same points, the same hull.
@Suite struct OSMHullTests {
    /// Points on a small grid, many repeated, some at -0.0 and 0.0 (equal, not the same bits).
    static func points(count: Int, seed: UInt64) -> [GeoPoint] {
        var rng = SplitMix(seed: seed)
        return (0..<count).map { _ in
            let x = Double(Int(rng.next() % 7) - 3) * 0.5, y = Double(Int(rng.next() % 5) - 2) * 0.5
            let negativeZero = rng.next() % 3 == 0
            return GeoPoint(longitude: x == 0 && negativeZero ? -0.0 : x, latitude: y == 0 && !negativeZero ? -0.0 : y)
        }
    }

    /// What ``OSMGeometry/withoutLaterCopies(_:)`` must give: the first of each bit pattern, in order.
    static func firstCopies(_ points: [GeoPoint]) -> [GeoPoint] {
        var seen = Set<[UInt64]>()
        return points.filter { seen.insert([$0.longitude.bitPattern, $0.latitude.bitPattern]).inserted }
    }

    @Test func laterCopiesGoFirstOnesStayInOrder() {
        for seed in UInt64(1)...50 {
            let p = Self.points(count: 5 + Int(seed) * 7, seed: seed)
            let got = OSMGeometry.withoutLaterCopies(p)
            let want = Self.firstCopies(p)
            #expect(got.map(\.longitude.bitPattern) == want.map(\.longitude.bitPattern))
            #expect(got.map(\.latitude.bitPattern) == want.map(\.latitude.bitPattern))
        }
    }

    /// The hull keeps the first of equal points, so dropping later copies changes nothing, to
    /// the bit (-0.0 against 0.0 included): compared with the chain over every point as given,
    /// sorted and deduplicated as before the table existed.
    @Test func theHullIsThatOfEveryPoint() {
        func reference(_ points: [GeoPoint]) -> [GeoPoint]? {
            let sorted = points.sorted { $0.longitude != $1.longitude ? $0.longitude < $1.longitude : $0.latitude < $1.latitude }
            var pts: [GeoPoint] = []
            for p in sorted where pts.last != p { pts.append(p) }
            return OSMGeometry.hull(ofSortedDistinct: pts)
        }
        for seed in UInt64(1)...50 {
            let p = Self.points(count: 5 + Int(seed) * 7, seed: seed &* 31)
            let got = OSMGeometry.convexHull(p), want = reference(p)
            #expect(got?.map(\.longitude.bitPattern) == want?.map(\.longitude.bitPattern))
            #expect(got?.map(\.latitude.bitPattern) == want?.map(\.latitude.bitPattern))
        }
    }

    /// Thousands of points, each repeated: every first copy stays, in order, whatever the table's
    /// probes did (past its probe limit a point is kept, and the sort drops it as before).
    @Test func manyPointsKeepEveryFirstCopyInOrder() {
        let p = (0..<5_000).map { GeoPoint(longitude: Double($0 % 2_000) * 1e-7, latitude: Double($0 % 3)) }
        let got = OSMGeometry.withoutLaterCopies(p)
        #expect(Self.firstCopies(got) == Self.firstCopies(p))
        #expect(got.count == Self.firstCopies(p).count)
    }
}
