import Testing
import TestSupport
import VenueFormats
@testable import MapCore

/// A way outside is said on the maneuver that walks it (issue 37: a blind visitor hears "leave
/// by the entrance of H&M, walk 134 m outside" when they are about to, not three turns later).
@Suite struct OutsideNotePlacementTests {
    static let model: MapModel = {
        let r = try! IMDFLoader.load(path: TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
        return MapModel(graph: r.graph)
    }()

    /// Routes from every place to every tenth other place; a maneuver that says a way outside
    /// must itself walk outside: some point of its path, sampled every half meter, in no unit.
    @Test func eachWayOutsideIsSaidOnAManeuverThatWalksOutside() throws {
        let model = Self.model
        let router = Router(model: model)
        let places = SearchIndex(graph: model.graph).all.compactMap(\.handle)
        var checked = 0
        for (i, from) in places.enumerated() {
            for to in places.enumerated().filter({ ($0.offset + i) % 10 == 0 && $0.offset != i }).map(\.element) {
                guard let route = try? router.route(from: from, to: to) else { continue }
                for m in RouteGuidance(route: route, model: model).maneuvers where m.notes.contains(where: Self.isOutside) {
                    checked += 1
                    #expect(Self.walksOutside(m, model), "\(route.start.name) → \(route.end.name): \(m.meters) m maneuver")
                }
            }
        }
        #expect(checked > 0, "caserne has routes that go outside")
    }

    static func isOutside(_ note: RouteNote) -> Bool {
        if case .outside = note { return true } else { return false }
    }

    static func walksOutside(_ m: Maneuver, _ model: MapModel) -> Bool {
        for k in m.path.indices.dropFirst() {
            let a = m.path[k - 1], b = m.path[k]
            let n = max(1, Int(a.distance(to: b) * 2))
            for t in 0...n where model.unit(at: a + (b - a) * (Double(t) / Double(n)), ordinal: m.ordinal) == nil { return true }
        }
        return false
    }
}
