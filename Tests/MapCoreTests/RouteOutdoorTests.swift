import Foundation
import Testing
import VenueFormats
import TestSupport
@testable import MapCore

/// Parts of a level that nothing indoors joins are joined outside, between their nearest
/// entrances (``WalkingGraph/addOutdoorLinks()``).
@Suite struct RouteOutdoorTests {
    /// Caserne de Bonne is an open-air mall: its covered galleries are separate
    /// `indoor=corridor` areas whose doors lead onto unmapped streets.
    @Test func galleriesOfAnOpenAirMallAreJoinedThroughTheirEntrances() throws {
        let router = try RouteData.router(TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
        let g = router.graph.model.graph
        // OSM names carry no language: find the level-0 occupants by any label.
        func occupant(_ name: String) throws -> FeatureHandle {
            let i = try #require(g.archive.occupants.indices.first { i in
                g.archive.occupants[i].name.values.values.contains(name) && g.ordinal(of: .occupant(i)) == 0
            })
            return .occupant(i)
        }
        let route = try router.route(from: try occupant("Monoprix"), to: try occupant("Celio"))
        #expect(route.totalMeters > 0)
        let entrances = Set(router.graph.entrances.compactMap { router.graph.nodeOfOpening[$0] })
        let outside = (0..<router.graph.nodes.count).flatMap { a in
            router.graph.edges(from: a).filter { edge in
                if case .walk(unit: nil) = edge.kind { return entrances.contains(a) && entrances.contains(edge.to) }
                return false
            }
        }
        #expect(!outside.isEmpty, "an outdoor walk joins two entrances")
        #expect(outside.allSatisfy { $0.traits.contains(.outdoors) })
    }

    /// A route that walks outside between two parts says where it leaves and enters:
    /// "leave by …, walk N m outside, enter by …".
    @Test func anOutdoorWalkIsAStepOfItsOwnWords() throws {
        let router = try RouteData.router(TestPaths.osmSamples.appendingPathComponent("caserne.osm").path)
        let rooms = RouteSuccessTests.namedRooms(router)
        let outdoors = RouteSuccessTests.drawPairs(rooms, count: 200, seed: 13).compactMap { a, b in
            try? router.route(from: .unit(a), to: .unit(b))
        }.flatMap(\.steps).map(\.instruction).filter { $0.contains(" m outside, enter by ") }
        #expect(!outdoors.isEmpty)
        #expect(outdoors.allSatisfy { $0.contains("leave by ") }, "\(outdoors.prefix(3))")
        print("outdoor step: \(outdoors.first ?? "-")")
    }

    /// Where every part of a level is joined indoors, nothing is added: routes inside one
    /// building never leave it for a shortcut.
    @Test func aVenueJoinedIndoorsGetsNoOutdoorWalk() {
        let g = RouteData.sample.graph
        let entrances = Set(g.entrances.compactMap { g.nodeOfOpening[$0] })
        for a in entrances {
            for edge in g.edges(from: a) where entrances.contains(edge.to) {
                if case .walk(unit: nil) = edge.kind {
                    Issue.record("outdoor walk between entrances \(a) and \(edge.to) on the sample")
                }
            }
        }
    }
}
