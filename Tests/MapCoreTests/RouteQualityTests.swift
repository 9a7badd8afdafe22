import Foundation
import Testing
import IMDF
import TestSupport
import VenueFixtures
@testable import MapCore

/// Routes a person would walk (issue 23), on every real venue, the sample and a synthetic
/// doorless office floor plate: fixed-seed pairs of named rooms (``RouteQuality``), at most 5%
/// of routes entering a room other than their start or end through a wall (venues whose data
/// does not allow it yet hold their measured ceiling, ``wallCeiling``), at most 2% of route
/// length outside the spaces the route names everywhere. Figures in docs/routing.md.
@Suite struct RouteQualityTests {
    /// The most routes that may enter someone else's room through a wall.
    static let wallLimit = 0.05
    /// The most route length that may lie outside the spaces the route names.
    static let outsideLimit = 0.02

    /// Venues whose data still sends some routes through a wall, with the share measured
    /// (docs/routing.md says why): no venue may get worse.
    static let wallCeiling: [String: Double] = [
        "postech-c5": 0.07,          // phone booths and labs whose only door opens into another room
        "uulm-osm": 0.33,            // suites reached only through another room; walkways drawn over rooms
        "caserne.osm": 0.65,         // shops joined only through other shops
        "caserne.geojson": 0.65,
        "synthetic office-plate": 0.07,
    ]

    static func check(_ q: RouteQuality) {
        print("route quality \(q)")
        for e in q.examples { print("  \(e)") }
        #expect(q.routed >= 20, "\(q)")
        #expect(q.wallShare <= wallCeiling[q.venue] ?? wallLimit, "\(q) \(q.examples)")
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

    @Test func sample() {
        Self.check(RouteQuality.measure("atrium-sample", RouteData.sample))
    }
}
