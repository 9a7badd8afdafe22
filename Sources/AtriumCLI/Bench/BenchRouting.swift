import Foundation
import VenueFormats
import MapCore
import VenueFixtures

/// Routing figures of one venue: building its walking graph, then routes between fixed-seed
/// random pairs of named rooms.
struct BenchRouting: Codable {
    /// Building the walking graph, `WalkingGraph(model:)`, in ms.
    var graphMs: Double
    /// Pairs timed.
    var pairs: Int
    /// Pairs that found a route (the rest are timed too: a failure also answers).
    var routed: Int
    /// Median time of one route query (A* plus the route's lines and steps), in ms.
    var p50: Double
    /// 99th percentile of the route queries, in ms.
    var p99: Double
    /// Slowest route query, in ms.
    var max: Double

    /// Pairs drawn per venue.
    static let pairCount = 200

    enum CodingKeys: String, CodingKey {
        case pairs, routed, p50, p99, max
        case graphMs = "graph_ms"
    }

    /// Builds the venue's walking graph and times routes between ``pairCount`` pairs of named
    /// walkable rooms drawn with SplitMix64 seed 13 (the same pairs every run).
    static func measure(_ model: MapModel) -> BenchRouting {
        let (router, graphMs) = BenchStats.time { Router(model: model) }
        let units = model.graph.archive.units
        let rooms = units.indices.filter { units[$0].name != nil && router.graph.classes[$0].isWalkable && model.unitArea($0) != nil }
        var times: [Double] = []
        var routed = 0
        var rng = SplitMix(seed: 13)
        if rooms.count >= 2 {
            for _ in 0..<pairCount {
                let a = rooms[rng.next(below: rooms.count)]
                var b = a
                while b == a { b = rooms[rng.next(below: rooms.count)] }
                let (ok, ms) = BenchStats.time { (try? router.route(from: .unit(a), to: .unit(b))) != nil }
                if ok { routed += 1 }
                times.append(ms)
            }
        }
        func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return BenchRouting(graphMs: r(graphMs), pairs: times.count, routed: routed, p50: r(BenchStats.percentile(times, 50)),
                            p99: r(BenchStats.percentile(times, 99)), max: r(times.max() ?? 0))
    }
}

extension BenchReport {
    /// The routing table: one row per venue.
    var routingText: String {
        var seen = Set<String>()
        var table = TextTable(["venue", "units", "route_graph_ms", "pairs", "routed", "route p50", "route p99", "route max"])
        for e in results {
            guard let r = e.routing, seen.insert(e.venue).inserted else { continue }
            table.add([e.venue, String(e.units), String(format: "%.1f", r.graphMs), String(r.pairs), String(r.routed),
                       String(format: "%.2f", r.p50), String(format: "%.2f", r.p99), String(format: "%.2f", r.max)])
        }
        guard seen.count > 0 else { return "" }
        return "\nRouting (ms): route_graph_ms = building the walking graph; route_ms over \(BenchRouting.pairCount) fixed-seed pairs of named rooms\n" + table.text
    }
}
