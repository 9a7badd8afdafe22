import Foundation
import Testing
import VenueFormats
import TestSupport
import VenueFixtures
@testable import MapCore

/// Routes a person would walk (issue 23), on every real venue, the sample and a synthetic
/// doorless office floor plate: fixed-seed pairs of named rooms (``RouteQuality``), at most 5%
/// of routes entering a room other than their start or end through a wall where a way without
/// exists (routes no way avoids are counted apart, ``RouteQuality``), at most 2% of route
/// length outside the spaces the route names everywhere. Figures in docs/routing.md.
@Suite struct RouteQualityTests {
    /// The most routes that may enter someone else's room through a wall.
    static let wallLimit = 0.05
    /// The most route length that may lie outside the spaces the route names.
    static let outsideLimit = 0.02

    static func check(_ q: RouteQuality) {
        print("route quality \(q)")
        for e in q.examples { print("  \(e)") }
        #expect(q.routed >= 20, "\(q)")
        #expect(q.wallShare <= wallLimit, "\(q) \(q.examples)")
        #expect(q.outsideShare <= outsideLimit, "\(q)")
    }

    @Test(arguments: ["postech-c5", "seamans-center", "uulm-osm"])
    func realArchive(_ name: String) throws {
        let path = try #require(RouteData.shared(name))
        Self.check(RouteQuality.measure(name, try RouteData.router(path)))
    }

    @Test(arguments: ["caserne.osm", "caserne.geojson", "grand-place.geojson"])
    func osmSample(_ name: String) throws {
        let router = try RouteData.router(TestPaths.osmSamples.appendingPathComponent(name).path)
        Self.check(RouteQuality.measure(name, router))
    }

    /// The doorless office floor plate of issue 23 (1,770 units: offices along aisles, no
    /// openings).
    @Test func officePlate() throws {
        let venue = SyntheticVenue(units: 1770, shape: .officePlate)
        let graph = try IMDFLoader.load(members: venue.members(), sourcePath: "synthetic").graph
        Self.check(RouteQuality.measure("synthetic office-plate", Router(model: MapModel(graph: graph))))
    }

    /// The measure fails a router that cuts through offices: on the same floor plate, with
    /// rooms entered through their walls costing no more than corridors, most routes take the
    /// short way through the offices, and none of them counts as unavoidable.
    @Test func measureCountsShortcutsThroughOffices() throws {
        let venue = SyntheticVenue(units: 600, shape: .officePlate)
        let graph = try IMDFLoader.load(members: venue.members(), sourcePath: "synthetic").graph
        var costs = RouteCosts.standard
        costs.roomFactor = 1
        costs.wallFactor = 1
        costs.wallPassage = 0
        let q = RouteQuality.measure("synthetic office-plate, walls free", Router(model: MapModel(graph: graph)), pairs: 30,
                                     options: RouteOptions(costs: costs))
        print("route quality \(q)")
        #expect(q.routed >= 20)
        #expect(q.wallShare > Self.wallLimit, "\(q)")
        #expect(q.unavoidable == 0, "\(q)")
    }

    @Test func sample() {
        Self.check(RouteQuality.measure("atrium-sample", RouteData.sample))
    }
}
