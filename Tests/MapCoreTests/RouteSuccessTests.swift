import Foundation
import Testing
import VenueFormats
import TestSupport
import VenueFixtures
@testable import MapCore

/// The share of random pairs of named rooms that route, on every real archive and the sample.
///
/// A fixed seed draws the same pairs every run; the figures are recorded in
/// docs/routing.md. Each venue must reach ``target``; a pair that fails must fail for a reason
/// that names the room (never a bare "no route").
@Suite struct RouteSuccessTests {
    /// The least share of pairs that must route.
    static let target = 0.95
    /// Pairs drawn per venue.
    static let pairs = 200

    /// What one venue measured.
    struct Measure: CustomStringConvertible {
        var venue: String
        var rooms: Int
        var routed: Int
        var tried: Int
        var failures: [String]
        var share: Double { tried == 0 ? 0 : Double(routed) / Double(tried) }
        var description: String {
            "\(venue): \(routed)/\(tried) pairs route (\(String(format: "%.1f", share * 100))%), \(rooms) named rooms"
        }
    }

    /// Named walkable units: what a person would type as a start or an end.
    static func namedRooms(_ router: Router) -> [Int] {
        let a = router.graph.model.graph.archive
        return a.units.indices.filter { a.units[$0].name != nil && router.graph.classes[$0].isWalkable && router.graph.model.unitArea($0) != nil }
    }

    /// `count` pairs of distinct rooms drawn with SplitMix64 `seed` (none when fewer than two).
    static func drawPairs(_ rooms: [Int], count: Int, seed: UInt64) -> [(Int, Int)] {
        guard rooms.count >= 2 else { return [] }
        var rng = SplitMix(seed: seed)
        return (0..<count).map { _ in
            let a = rooms[rng.next(below: rooms.count)]
            var b = a
            while b == a { b = rooms[rng.next(below: rooms.count)] }
            return (a, b)
        }
    }

    /// Routes `pairs` fixed-seed pairs of named rooms, both ways of choosing accessible too.
    static func measure(_ venue: String, _ router: Router, accessible: Bool = false) -> Measure {
        let rooms = namedRooms(router)
        var m = Measure(venue: venue, rooms: rooms.count, routed: 0, tried: 0, failures: [])
        for (a, b) in drawPairs(rooms, count: pairs, seed: 13) {
            m.tried += 1
            do {
                _ = try router.route(from: .unit(a), to: .unit(b), options: RouteOptions(accessible: accessible))
                m.routed += 1
            } catch {
                m.failures.append(error.message)
            }
        }
        return m
    }

    static func check(_ m: Measure, target: Double = target) {
        print("route success \(m)")
        for f in Set(m.failures).sorted().prefix(12) { print("  \(f)") }
        #expect(m.tried == pairs)
        #expect(m.share >= target, "\(m)")
        for f in m.failures { #expect(!f.isEmpty) }
    }

    /// The named rooms no route reaches from the venue's largest connected part, with why:
    /// what docs/routing.md lists for a venue below ``target``.
    static func unreachable(_ router: Router) -> [(room: Int, why: String)] {
        let g = router.graph
        var comp = [Int](repeating: -1, count: g.nodes.count)
        var adj = [[Int]](repeating: [], count: g.nodes.count)
        for n in g.nodes.indices { for e in g.edges(from: n) { adj[n].append(e.to); adj[e.to].append(n) } }
        var sizes: [Int] = []
        for s in g.nodes.indices where comp[s] < 0 {
            var stack = [s]
            comp[s] = sizes.count
            var size = 0
            while let n = stack.popLast() {
                size += 1
                for m in adj[n] where comp[m] < 0 { comp[m] = sizes.count; stack.append(m) }
            }
            sizes.append(size)
        }
        guard let main = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) else { return [] }
        return namedRooms(router).compactMap { u in
            let exits = g.exits(ofUnit: u)
            if exits.isEmpty { return (u, "island: no opening and no wall or gap of 2.5 m or less shared with walkable space") }
            if exits.contains(where: { comp[$0] == main }) { return nil }
            return (u, "in a part of the building that no door, shared wall or connector joins to the rest")
        }
    }

    @Test(arguments: ["postech-c5", "seamans-center"])
    func realArchive(_ name: String) throws {
        let path = try #require(RouteData.shared(name), "../shared/imdf-samples/\(name) is missing")
        let router = try RouteData.router(path)
        Self.check(Self.measure(name, router))
    }

    /// uulm-osm stays below 95% (87.5%): 19 of its 347 named rooms lie in parts of the campus
    /// that its data joins to nothing (listed with why in docs/routing.md). The test holds that
    /// list: no other room may become unreachable, and the rest must route.
    @Test func uulmRoutesEverythingButTheDocumentedRooms() throws {
        let path = try #require(RouteData.shared("uulm-osm"), "../shared/imdf-samples/uulm-osm is missing")
        let router = try RouteData.router(path)
        let g = router.graph.model.graph
        let lost = Self.unreachable(router)
        for (u, why) in lost { print("unreachable uulm-osm \(g.name(of: .unit(u))) (\(g.archive.units[u].id), level \(g.shortName(ordinal: g.ordinal(ofUnit: u)!))): \(why)") }
        #expect(Set(lost.map { g.archive.units[$0.room].id }).isSubset(of: Self.uulmDocumented), "\(lost.map { g.archive.units[$0.room].id })")
        Self.check(Self.measure("uulm-osm", router), target: 0.87)
    }

    /// Accessible routes on the real archives: every failure must say why (most are "no
    /// step-free route": stairs only); the shares are recorded in docs/routing.md.
    @Test(arguments: [("postech-c5", 0.9), ("seamans-center", 0.93), ("uulm-osm", 0.78)])
    func realArchiveAccessible(_ name: String, _ floor: Double) throws {
        let path = try #require(RouteData.shared(name), "../shared/imdf-samples/\(name) is missing")
        let router = try RouteData.router(path)
        Self.check(Self.measure(name + " (accessible)", router, accessible: true), target: floor)
    }

    /// The uulm-osm rooms docs/routing.md names as unreachable (unit ids).
    static let uulmDocumented: Set<String> = [
        "21118556-ba2b-4c1b-953e-2f788c3428d6",
        "b725eab9-84fd-4aec-aa36-be0e7239c097",
        "ca86e699-07bc-4c1a-8cef-d92faf37cb80",
        "1ae5f2ee-f268-4717-941d-5d5a3c4bc5ae",
        "cdf1540d-19cb-4ec7-ada4-616910ac16eb",
        "6977015c-ff8b-4559-b175-0a13b6da57cb",
        "f32180e6-2322-4b4a-9d26-9c61a673c68d",
        "097b4bad-6bf9-4f26-9ea2-6dd611854c19",
        "dea359da-bf7a-499a-9491-a3c757b63fd6",
        "d3020e6e-6d83-42c7-b6be-62f33ca4bd8b",
        "c524a27a-6b86-4d6c-9300-b94dd33b44c3",
        "69a75400-e7f4-4800-bff8-08d89702da0f",
        "940460c0-df7a-44ae-b1f1-0d9fb885f1fe",
        "22ec6b5c-6784-488b-9fd1-cf32740c0e99",
        "6969be2c-4e1f-4aef-beb3-901a74daba6e",
        "9b0c2ea8-d989-437b-9f1a-534f56a8e531",
        "5ddd5417-1d29-4126-ae55-53ba9fa36e7c",
        "c9a3ed83-4002-421b-8553-572095d311f2",
        "2f53ebe5-4385-4f55-ad20-4c5ef7bd0b5f",
    ]

    /// OpenStreetMap indoor data through the OSM readers: caserne, an open-air mall, routes
    /// through entrances joined outside, two-storey shops and doors where mapped.
    @Test(arguments: ["caserne.osm", "caserne.geojson"])
    func osmSample(_ name: String) throws {
        let router = try RouteData.router(TestPaths.osmSamples.appendingPathComponent(name).path)
        Self.check(Self.measure(name, router))
    }

    /// grand-place: its level-1 kiosks stand inside the avenues' polygons and are entered from
    /// around them; what fails is a level 0 that no connector joins (docs/routing.md).
    @Test func grandPlace() throws {
        let router = try RouteData.router(TestPaths.osmSamples.appendingPathComponent("grand-place.geojson").path)
        Self.check(Self.measure("grand-place.geojson", router))
    }

    @Test func sampleVenue() {
        Self.check(Self.measure("atrium-sample", RouteData.sample))
    }
}
