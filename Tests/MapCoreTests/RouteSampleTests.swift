import Foundation
import TestSupport
import Testing
import VenueFormats
@testable import MapCore

/// Where the routing tests find their archives.
enum RouteData {
    /// The package root.
    static let root = TestPaths.packageRoot

    /// A shared real-world sample: `../shared/imdf-samples/<name>` (missing stops the run).
    static func shared(_ name: String) -> String? {
        TestPaths.imdfSample(name).path
    }

    /// A router over an archive on disk.
    static func router(_ path: String) throws -> Router {
        Router(model: MapModel(graph: try IMDFLoader.load(path: path).graph))
    }

    /// The router over the bundled sample venue, built once.
    static let sample: Router = {
        // The sample ships with the repository; failing to load it is a broken checkout.
        try! router(root.appendingPathComponent("Data/atrium-sample").path)
    }()

    /// The handle of a unit, occupant, amenity or kiosk by id, or of the first one whose English name is `name`.
    static func handle(_ key: String, in router: Router) -> FeatureHandle? {
        let g = router.graph.model.graph
        if let h = g.handle(forID: key) { return h }
        if let i = g.archive.occupants.firstIndex(where: { $0.name.values["en"] == key }) { return .occupant(i) }
        return g.archive.units.firstIndex { $0.name?.values["en"] == key }.map { .unit($0) }
    }

    /// The route between two features named or identified by key.
    static func route(_ from: String, _ to: String, in router: Router = sample, accessible: Bool = false) throws -> Route {
        let a = try #require(handle(from, in: router)), b = try #require(handle(to, in: router))
        return try router.route(from: a, to: b, options: RouteOptions(accessible: accessible))
    }
}

/// Routes through Atrium Galleria, checked against the hand-computed route in Data/README.md.
@Suite struct RouteSampleTests {
    static let bikeRoom = "6cded6e6-f366-53b8-a327-69c67bced6d1"
    static let conferenceRoom = "c2802f38-654b-5009-9c65-2846dfb78ab9"
    static let bikeRoomDoor = "2fd005e4-4ee9-5b49-a543-8fc27afd1f7b"
    static let conferenceRoomDoor = "9baf17ff-dbdb-55bb-8928-e5e9798ffaca"

    @Test func bikeRoomToConferenceRoomTakesTheElevatorFromB1ToLevel2() throws {
        let route = try RouteData.route(Self.bikeRoom, Self.conferenceRoom)
        #expect(route.ordinals == [-1, 2])
        #expect(route.transitions.map(\.kind) == [.elevator])
        #expect(route.floorsChanged == 3)
        #expect(route.legs.map(\.ordinal) == [-1, 2])
        let names = route.legs.map { $0.units.map { RouteData.sample.graph.model.graph.archive.units[$0].name?.values["en"] ?? "?" } }
        #expect(names == [["Velostation (Bike Room)", "Lift Lobby West"],
                          ["West Landing", "Galleria West", "North Gallery", "Conference Room Zürichsee"]])
        #expect(route.steps.map(\.instruction) == [
            "Walk 31 m through Lift Lobby West to Elevator West",
            "Take the elevator up to level 2",
            "Walk 56 m through West Landing, Galleria West and North Gallery to Conference Room Zürichsee",
        ])
        #expect(route.steps.map(\.ordinal) == [-1, -1, 2])
        let elevator = try #require(route.transitions.first?.unit)
        #expect(RouteData.sample.graph.model.graph.archive.units[elevator].id == "fd65bb55-59df-5a34-bfc5-f0a71a4a6bc7")
    }

    @Test func lengthMatchesTheHandComputedRouteWithinTenPercent() throws {
        let route = try RouteData.route(Self.bikeRoom, Self.conferenceRoom)
        // Door to door, as the README measures: 61.86 m in straight lines.
        #expect(abs(route.doorToDoorMeters - 61.86) / 61.86 < 0.10)
        // The whole walk adds the stretches from each room's label point to its door.
        let model = RouteData.sample.graph.model
        let g = model.graph
        func doorMiddle(_ id: String) throws -> Vec2 {
            let line = try #require(model.floors.values.flatMap(\.openings).first { $0.index == g.openingIndex[id] })
            return (line.lines[0][0] + line.lines[0][line.lines[0].count - 1]) * 0.5
        }
        let out = try #require(model.location(of: .unit(g.unitIndex[Self.bikeRoom]!))).distance(to: try doorMiddle(Self.bikeRoomDoor))
        let into = try #require(model.location(of: .unit(g.unitIndex[Self.conferenceRoom]!))).distance(to: try doorMiddle(Self.conferenceRoomDoor))
        let expected = 61.86 + out + into
        #expect(abs(route.totalMeters - expected) / expected < 0.10)
        #expect(abs(route.legs.reduce(0) { $0 + $1.meters } - route.totalMeters) < 1e-9)
    }

    @Test func accessibleRouteRidesTheElevatorAndNeverStairsOrEscalators() throws {
        for (from, to) in [(Self.bikeRoom, Self.conferenceRoom), ("Café Lumière", "Crêperie Bretonne")] {
            let route = try RouteData.route(from, to, accessible: true)
            #expect(route.accessible)
            #expect(!route.transitions.isEmpty)
            #expect(route.transitions.allSatisfy { $0.kind == .elevator })
            #expect(!route.steps.contains { $0.instruction.contains("stairs") || $0.instruction.contains("escalator") })
            let categories = route.legs.flatMap(\.units).map { RouteData.sample.graph.model.graph.archive.units[$0].category }
            #expect(!categories.contains("stairs") && !categories.contains("escalator"), "\(categories)")
        }
    }

    @Test func withoutTheAccessibleFlagOneFloorGoesByEscalator() throws {
        let route = try RouteData.route("Café Lumière", "Crêperie Bretonne")
        #expect(route.transitions.map(\.kind) == [.escalator])
        #expect(route.steps[1].instruction == "Take the escalator up to level 1")
        let accessible = try RouteData.route("Café Lumière", "Crêperie Bretonne", accessible: true)
        #expect(accessible.totalMeters > route.totalMeters)
    }

    @Test func aRouteOnOneFloorStaysOnIt() throws {
        let route = try RouteData.route("Café Lumière", "Morgenrot Bakery")
        #expect(route.ordinals == [0])
        #expect(route.transitions.isEmpty)
        #expect(route.legs.allSatisfy { $0.ordinal == 0 })
        #expect(route.steps.count == 1)
        #expect(route.steps[0].instruction.hasPrefix("Walk "))
        #expect(route.steps[0].instruction.hasSuffix(" to Morgenrot Bakery"))
        #expect(route.linesByOrdinal.keys.sorted() == [0])
    }

    @Test func goingDownNamesTheLowerLevel() throws {
        let route = try RouteData.route(Self.conferenceRoom, Self.bikeRoom)
        #expect(route.ordinals == [2, -1])
        #expect(route.steps.contains { $0.instruction == "Take the elevator down to level B1" })
    }

    @Test func startAndEndInOneUnitIsAStraightWalk() throws {
        let route = try RouteData.route(Self.bikeRoom, Self.bikeRoom)
        #expect(route.totalMeters == 0)
        #expect(route.ordinals == [-1])
        #expect(route.doorToDoorMeters == 0)
    }

    @Test func everyWalkableUnitOfTheSampleIsReachableFromTheWestEntrance() throws {
        let router = RouteData.sample
        let g = router.graph.model.graph
        let hall = try #require(RouteData.handle("West Entrance Hall", in: router))
        var failures: [String] = []
        for (i, unit) in g.archive.units.enumerated() where router.graph.classes[i].isWalkable {
            do {
                _ = try router.route(from: hall, to: .unit(i), options: RouteOptions(allowRestricted: true))
            } catch {
                failures.append("\(unit.name?.values["en"] ?? unit.id): \(error.message)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
