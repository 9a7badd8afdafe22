import Foundation
import Testing
import VenueFixtures
import VenueFormats
@testable import MapCore

/// Stations mapped as networks of ways (issue 36, items 1 and 2): the synthetic station of
/// ``SyntheticStation``, read from OSM XML and from Overpass JSON, routes between every pair of
/// its shops, step-free routes ride elevators only, escalators are ridden their way only, and
/// an IMDF archive converted from it routes the same pairs.
@Suite struct StationNetworkTests {
    enum Format: String, CaseIterable, Sendable { case xml = "station.osm", overpass = "station.json" }

    static func graph(_ format: Format) throws -> VenueGraph {
        let s = SyntheticStation.standard()
        let text = format == .xml ? s.osmXML() : s.overpassJSON()
        return try OSMLoader.load(bytes: Array(text.utf8), sourcePath: format.rawValue).graph
    }

    /// The unit named `name` on the ordinal of OSM level `level`.
    static func shop(_ graph: VenueGraph, _ name: String, _ level: Double) throws -> Int {
        try #require(graph.archive.units.indices.first {
            graph.archive.units[$0].name?.values["und"] == name && graph.ordinal(ofUnit: $0) == Int(level)
        }, "\(name) on \(level)")
    }

    static func unitName(_ graph: VenueGraph, _ unit: Int?) -> String? {
        unit.flatMap { graph.archive.units[$0].name?.values["und"] }
    }

    /// Every route between the reachable shops, both ways.
    static func allRoutes(_ graph: VenueGraph, accessible: Bool = false) throws -> [(String, String, Route)] {
        let router = Router(model: MapModel(graph: graph))
        var out: [(String, String, Route)] = []
        for a in SyntheticStation.reachableShops {
            for b in SyntheticStation.reachableShops where a.name != b.name || a.level != b.level {
                let from = try shop(graph, a.name, a.level), to = try shop(graph, b.name, b.level)
                do {
                    out.append(("\(a.name)@\(a.level)", "\(b.name)@\(b.level)", try router.route(from: .unit(from), to: .unit(to), options: RouteOptions(accessible: accessible))))
                } catch {
                    Issue.record("\(a.name)@\(a.level) → \(b.name)@\(b.level): \(error.message)")
                }
            }
        }
        return out
    }

    @Test(arguments: Format.allCases) func everyPairOfShopsRoutes(_ format: Format) throws {
        let graph = try Self.graph(format)
        #expect(graph.ordinals == [-1, 0, 1])
        let routes = try Self.allRoutes(graph)
        let n = SyntheticStation.reachableShops.count
        #expect(routes.count == n * (n - 1))
        // Between levels, routes change level: the steps, escalators, elevators and the
        // concourse's footway are walked.
        let across = routes.filter { $0.2.start.ordinal != $0.2.end.ordinal }
        #expect(!across.isEmpty && across.allSatisfy { !$0.2.transitions.isEmpty })
    }

    @Test(arguments: Format.allCases) func accessibleRoutesRideElevatorsOnly(_ format: Format) throws {
        let graph = try Self.graph(format)
        let routes = try Self.allRoutes(graph, accessible: true)
        let n = SyntheticStation.reachableShops.count
        #expect(routes.count == n * (n - 1))
        for (a, b, r) in routes {
            #expect(r.transitions.allSatisfy { $0.kind.isAccessible }, "\(a) → \(b): \(r.transitions.map(\.kind))")
        }
        // Level 0 to level 1 step-free: an elevator (the node or the shaft).
        let r = try #require(routes.first { $0.0 == "Bakery@0.0" && $0.1 == "Kiosk@1.0" }).2
        #expect(r.transitions.map(\.kind) == [.elevator])
    }

    @Test(arguments: Format.allCases) func noRouteGoesDownTheUpEscalator(_ format: Format) throws {
        let graph = try Self.graph(format)
        var upRidden = 0, downRidden = 0
        for (a, b, r) in try Self.allRoutes(graph) {
            for t in r.transitions {
                switch Self.unitName(graph, t.unit) {
                case "Escalator up":
                    #expect(t.toOrdinal > t.fromOrdinal, "\(a) → \(b) rides the up escalator down")
                    upRidden += 1
                case "Escalator down":
                    #expect(t.toOrdinal < t.fromOrdinal, "\(a) → \(b) rides the down escalator up")
                    downRidden += 1
                default: break
                }
            }
        }
        // Both are used, each its own way (so the check above checks something).
        #expect(upRidden > 0 && downRidden > 0)
        // Books (level 1, beside the up escalator) to the Pharmacy (level 0): down, not by the up escalator.
        let router = Router(model: MapModel(graph: graph))
        let r = try router.route(from: .unit(try Self.shop(graph, "Books", 1)), to: .unit(try Self.shop(graph, "Pharmacy", 0)))
        #expect(!r.transitions.isEmpty && r.transitions.allSatisfy { Self.unitName(graph, $0.unit) != "Escalator up" })
    }

    @Test func elevatorNodeAndRepeatedShaftJoinEveryLevelTheyList() throws {
        let graph = try Self.graph(.xml)
        let a = graph.archive
        // The node (`level=0;1`) is an elevator on 0 and 1; the shaft (`repeat_on=-1;0;1`) on all three.
        let elevators = a.units.indices.filter { a.units[$0].category == "elevator" }
        let byName = Dictionary(grouping: elevators) { a.units[$0].name?.values["und"] ?? "" }
        #expect(Set(byName["Shaft", default: []].compactMap { graph.ordinal(ofUnit: $0) }) == [-1, 0, 1])
        #expect(Set(byName["", default: []].compactMap { graph.ordinal(ofUnit: $0) }) == [0, 1])
        // From the café on −1 to level 1 without steps: only the shaft goes there.
        let router = Router(model: MapModel(graph: graph))
        let r = try router.route(from: .unit(try Self.shop(graph, "Café", -1)), to: .unit(try Self.shop(graph, "Books", 1)),
                                 options: RouteOptions(accessible: true))
        #expect(r.transitions.allSatisfy { $0.kind.isAccessible })
        #expect(r.transitions.contains { Self.unitName(graph, $0.unit) == "Shaft" })
    }

    @Test func aFootwayListingTwoLevelsJoinsThem() throws {
        let graph = try Self.graph(.xml)
        let a = graph.archive
        // `level=-1;0` from the concourse (−1) to the level-0 footway: a ramp on each end's level.
        let ramps = a.units.indices.filter { a.units[$0].category == "ramp" }
        #expect(Set(ramps.compactMap { graph.ordinal(ofUnit: $0) }) == [-1, 0])
        #expect(a.relationships.contains { $0.category == "ramp" })
    }

    @Test func doorlessShopsAreEnteredFromTheFootwayAndDoorsWin() throws {
        let graph = try Self.graph(.xml)
        let router = Router(model: MapModel(graph: graph))
        let bakery = try Self.shop(graph, "Bakery", 0), pharmacy = try Self.shop(graph, "Pharmacy", 0)
        let r = try router.route(from: .unit(bakery), to: .unit(pharmacy))
        let notes = r.steps.flatMap(\.notes)
        #expect(notes.contains { $0.contains("Bakery") }, "\(notes)")
        // The pharmacy's door is mapped: it is entered through it, nothing said.
        #expect(!notes.contains { $0.contains("Pharmacy") }, "\(notes)")
        #expect(r.totalMeters < 30)
    }

    @Test func nothingJoinsAShopFartherThanThreeMeters() throws {
        let graph = try Self.graph(.xml)
        let router = Router(model: MapModel(graph: graph))
        let far = try Self.shop(graph, SyntheticStation.farShop, 0)
        #expect(throws: RouteFailure.self) { try router.route(from: .unit(try Self.shop(graph, "Bakery", 0)), to: .unit(far)) }
    }

    @Test func theNearestOfTwoShopsWithOneNameIsChosen() throws {
        let graph = try Self.graph(.xml)
        let index = SearchIndex(graph: graph)
        let kamps = try #require(index.namesakes("Kamps"))
        #expect(kamps.count == 2)
        let router = Router(model: MapModel(graph: graph))
        let fromBooks = try router.nearest(from: .unit(try Self.shop(graph, "Books", 1)), to: kamps, options: RouteOptions())
        #expect(fromBooks.end.ordinal == 1)
        let fromBakery = try router.nearest(from: .unit(try Self.shop(graph, "Bakery", 0)), to: kamps, options: RouteOptions())
        #expect(fromBakery.end.ordinal == 0)
        #expect(index.namesakes("Books") == nil)
    }

    /// `convert --to imdf` keeps the network (units and relationships), so the archive routes
    /// the same pairs the same length.
    @Test func aConvertedArchiveRoutesTheSamePairs() throws {
        let osm = try Self.graph(.xml)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("atrium-station-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try IMDFWriter.write(osm.archive, to: dir.path)
        let imdf = try IMDFLoader.load(path: dir.path).graph
        let before = try Self.allRoutes(osm), after = try Self.allRoutes(imdf)
        #expect(before.count == after.count)
        for (x, y) in zip(before, after) {
            #expect(x.0 == y.0 && x.1 == y.1)
            #expect(abs(x.2.totalMeters - y.2.totalMeters) < 0.5, "\(x.0) → \(x.1): \(x.2.totalMeters) vs \(y.2.totalMeters)")
        }
    }
}
