import Foundation
import Localization
import Testing
import VenueFormats
@testable import MapCore

/// A small venue drawn in local meters (x east, y north) and written as IMDF members in memory.
struct TinyVenue {
    private var features: [String: [String]] = [:]
    private var count = 0

    /// Degrees per meter near (8° E, 47° N).
    static let degreesNorth = 1 / 111_200.0
    static let degreesEast = 1 / (111_200.0 * cos(47 * Double.pi / 180))

    /// A fresh UUID-shaped id.
    private mutating func nextID() -> String {
        count += 1
        return String(format: "00000000-0000-4000-8000-%012d", count)
    }

    static func position(_ x: Double, _ y: Double) -> String {
        "[\(8.0 + x * degreesEast),\(47.0 + y * degreesNorth)]"
    }

    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        let ring = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)].map { position($0.0, $0.1) }.joined(separator: ",")
        return #"{"type":"Polygon","coordinates":[[\#(ring)]]}"#
    }

    private mutating func add(_ type: String, geometry: String, properties: String) -> String {
        let id = nextID()
        features[type, default: []].append(#"{"type":"Feature","id":"\#(id)","feature_type":"\#(type)","geometry":\#(geometry),"properties":{\#(properties)}}"#)
        return id
    }

    /// Adds a level covering 0…100 × 0…100 m.
    mutating func level(_ ordinal: Int, _ shortName: String) -> String {
        add("level", geometry: Self.rectangle(0, 0, 100, 100),
            properties: #""category":"unspecified","outdoor":false,"ordinal":\#(ordinal),"name":{"en":"Level \#(shortName)"},"short_name":{"en":"\#(shortName)"}"#)
    }

    /// Adds a rectangular unit.
    @discardableResult
    mutating func unit(_ name: String, _ category: String, level: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                       restriction: String? = nil) -> String {
        let r = restriction.map { #""\#($0)""# } ?? "null"
        return add("unit", geometry: Self.rectangle(x0, y0, x1, y1),
                   properties: #""category":"\#(category)","restriction":\#(r),"name":{"en":"\#(name)"},"level_id":"\#(level)""#)
    }

    /// Adds a door line.
    @discardableResult
    mutating func opening(level: String, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        add("opening", geometry: #"{"type":"LineString","coordinates":[\#(Self.position(x0, y0)),\#(Self.position(x1, y1))]}"#,
            properties: #""category":"pedestrian","level_id":"\#(level)""#)
    }

    /// Adds a relationship between two features.
    mutating func relationship(_ category: String, from origin: (String, String), to destination: (String, String), directed: Bool = false) {
        _ = add("relationship", geometry: "null",
                properties: #""category":"\#(category)","direction":"\#(directed ? "directed" : "undirected")","origin":{"id":"\#(origin.0)","feature_type":"\#(origin.1)"},"intermediary":null,"destination":{"id":"\#(destination.0)","feature_type":"\#(destination.1)"}"#)
    }

    /// The archive's members.
    func members() -> [ArchiveMember] {
        var files = [
            "manifest.json": #"{"version":"1.0.0","created":"2026-01-01T00:00:00Z","language":"en"}"#,
            "venue.geojson": #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"00000000-0000-4000-8000-999999999999","feature_type":"venue","geometry":\#(Self.rectangle(-10, -10, 110, 110)),"properties":{"category":"businesscampus","name":{"en":"Tiny"},"display_point":{"type":"Point","coordinates":\#(Self.position(50, 50))}}}]}"#,
        ]
        for (type, list) in features {
            files["\(type).geojson"] = #"{"type":"FeatureCollection","features":[\#(list.joined(separator: ","))]}"#
        }
        return files.sorted { $0.key < $1.key }.map { ArchiveMember(path: $0.key, bytes: Array($0.value.utf8)) }
    }

    /// A router over the venue.
    func router() throws -> Router {
        Router(model: MapModel(graph: try IMDFLoader.load(members: members(), sourcePath: "tiny").graph))
    }

    /// The route between units named `from` and `to`, or the failure.
    func route(_ from: String, _ to: String, accessible: Bool = false, allowRestricted: Bool = false) throws -> Result<Route, RouteFailure> {
        let router = try router()
        let a = try #require(RouteData.handle(from, in: router)), b = try #require(RouteData.handle(to, in: router))
        do {
            return .success(try router.route(from: a, to: b, options: RouteOptions(accessible: accessible, allowRestricted: allowRestricted)))
        } catch {
            return .failure(error)
        }
    }

    /// Two levels, G and 1, each a 40 × 10 m corridor along y 0…10 with a room north of it whose
    /// door is at x 35, and a 4 × 4 m connector of `connector`'s category at x 0…4, y 10…14 with
    /// a door onto the corridor on each level (none when `connector` is nil).
    static func twoFloors(connector: String?) -> TinyVenue {
        var v = TinyVenue()
        for (ordinal, short) in [(0, "G"), (1, "1")] {
            let level = v.level(ordinal, short)
            v.unit("Corridor \(short)", "walkway", level: level, 0, 0, 40, 10)
            v.unit("Room \(short)", "room", level: level, 30, 10, 40, 20)
            v.opening(level: level, 34, 10, 36, 10)
            if let connector {
                v.unit("\(connector.capitalized) \(short)", connector, level: level, 0, 10, 4, 14)
                v.opening(level: level, 1, 10, 3, 10)
            }
        }
        return v
    }
}

/// Routes that cannot be found, and the reasons given.
@Suite struct RouteFailureTests {
    @Test func aRoomWithoutAnOpeningIsEnteredThroughItsWallElseNamedAsAnIsland() throws {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("Corridor", "walkway", level: g, 0, 0, 40, 10)
        v.unit("Room A", "room", level: g, 0, 10, 10, 20)
        v.unit("Room B", "room", level: g, 10, 10, 20, 20)
        v.unit("Room C", "room", level: g, 0, 40, 10, 50)
        v.opening(level: g, 14, 10, 16, 10)
        #expect(try v.route("Room B", "Corridor").get().totalMeters > 0)
        let route = try v.route("Room B", "Room A").get()
        #expect(route.steps.last?.instruction.hasSuffix("(no door mapped: entering Room A from Corridor)") == true)
        let failure = try #require(try v.route("Room B", "Room C").failure)
        #expect(failure.message.hasPrefix("Room C (unit "))
        #expect(failure.message.contains("is an island"))
        guard case .noDoors = failure.reason else { Issue.record("reason \(failure.reason)"); return }
    }

    @Test func levelsWithoutAnyConnectorAreNamed() throws {
        let failure = try #require(try TinyVenue.twoFloors(connector: nil).route("Room G", "Room 1").failure)
        #expect(failure.reason == .noVerticalLink)
        #expect(failure.message == "Room 1 is on level 1, but no stairs, elevator, escalator or ramp links level 1 to the other levels (mapping the stairs or elevator on level 1 too, over the same ones on the next level, would fix it)")
    }

    @Test func stairsCarryTheRouteButNotTheAccessibleOne() throws {
        let v = TinyVenue.twoFloors(connector: "stairs")
        let route = try v.route("Room G", "Room 1").get()
        #expect(route.transitions.map(\.kind) == [.stairs])
        #expect(route.steps.map(\.instruction).contains("Take the stairs up to level 1"))
        let failure = try #require(try v.route("Room G", "Room 1", accessible: true).failure)
        #expect(failure.reason == .accessibleNeedsLift)
        #expect(failure.message.contains("needs an elevator or ramp between levels G and 1"))
    }

    /// Stairs mapped on G only, inside the hall of level 1: routes assume they lead there, the
    /// step and `atrium validate` say so.
    @Test func stairsMappedOnOneLevelOnlyAreAssumedToLeadOn() throws {
        var v = TinyVenue()
        let g = v.level(0, "G"), one = v.level(1, "1")
        v.unit("Corridor G", "walkway", level: g, 0, 0, 40, 10)
        v.unit("Room G", "room", level: g, 30, 10, 40, 20)
        v.opening(level: g, 34, 10, 36, 10)
        v.unit("Stairs G", "stairs", level: g, 0, 10, 4, 14)
        v.opening(level: g, 1, 10, 3, 10)
        v.unit("Hall 1", "walkway", level: one, 0, 0, 40, 20)
        v.unit("Room 1", "room", level: one, 30, 20, 40, 30)
        v.opening(level: one, 34, 20, 36, 20)
        let route = try v.route("Room G", "Room 1").get()
        #expect(route.transitions.map(\.kind) == [.stairs])
        #expect(route.steps.map(\.instruction).contains("Take the stairs up to level 1 (stairs mapped on G only: assumed to lead to 1)"),
                "\(route.steps.map(\.instruction))")
        let back = try v.route("Room 1", "Room G").get()
        #expect(back.steps.map(\.instruction).contains("Take the stairs down to level G (stairs mapped on G only: assumed to lead to 1)"))
        let diagnostics = try v.router().graph.routingDiagnostics().map(\.message)
        #expect(diagnostics.contains { $0.hasPrefix("stairs \"Stairs G\" is mapped on level G only; routes assume it leads to \"Hall 1\" on level 1") },
                "\(diagnostics)")
    }

    @Test func anElevatorCarriesTheAccessibleRoute() throws {
        let route = try TinyVenue.twoFloors(connector: "elevator").route("Room G", "Room 1", accessible: true).get()
        #expect(route.transitions.map(\.kind) == [.elevator])
        #expect(route.ordinals == [0, 1])
        // On each level: from the room's centre (35, 15) through the west end of the middle half
        // of its door (34.5, 10), where the straightened walk crosses (doors are crossed near
        // their middle), to the elevator door (2, 10); both doors lie on the corridor's wall, so
        // the walk along it is drawn 0.5 m inside the corridor (0.5 m in, 0.5 m out). Within
        // 1 %: the test's degrees per meter are rounder than the projection's.
        let expected = 2 * ((25.25).squareRoot() + 32.5 + 2 * RouteAssembly.wallClearance)
        #expect(abs(route.totalMeters - expected) / expected < 0.01)
    }

    @Test func aRouteOnlyThroughNonPublicSpaceNeedsPermission() throws {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("Lobby", "lobby", level: g, 0, 0, 10, 10)
        v.unit("Back Corridor", "nonpublic", level: g, 10, 0, 20, 10)
        v.unit("Store Room", "room", level: g, 20, 0, 30, 10)
        v.opening(level: g, 10, 4, 10, 6)
        v.opening(level: g, 20, 4, 20, 6)
        let failure = try #require(try v.route("Lobby", "Store Room").failure)
        #expect(failure.reason == .restrictedOnly)
        #expect(failure.message.contains("Back Corridor"))
        #expect(try v.route("Lobby", "Store Room", allowRestricted: true).get().totalMeters > 0)
        // Ending in the restricted unit itself is fine.
        #expect(try v.route("Lobby", "Back Corridor").get().totalMeters > 0)
    }

    @Test func disconnectedSpacesOnOneLevelAreReported() throws {
        var v = TinyVenue()
        let g = v.level(0, "G")
        v.unit("West Hall", "lobby", level: g, 0, 0, 10, 10)
        v.unit("West Room", "room", level: g, 0, 10, 10, 20)
        v.unit("East Hall", "lobby", level: g, 50, 0, 60, 10)
        v.opening(level: g, 4, 10, 6, 10)
        v.opening(level: g, 60, 4, 60, 6)
        let failure = try #require(try v.route("West Room", "East Hall").failure)
        #expect(failure.reason == .disconnected)
        #expect(failure.message.contains("West Room") && failure.message.contains("East Hall"))
    }

    /// Every kind of failure above, said in each interface language: English is ``message``
    /// (what `route --json` prints); the others differ from it, keep the venue's names, and
    /// Japanese keeps no English word but those names.
    @Test func failuresAreSaidInEveryInterfaceLanguage() throws {
        var island = TinyVenue(), restricted = TinyVenue(), apart = TinyVenue()
        let g1 = island.level(0, "G"), g2 = restricted.level(0, "G"), g3 = apart.level(0, "G")
        island.unit("Corridor", "walkway", level: g1, 0, 0, 40, 10)
        island.unit("Room C", "room", level: g1, 0, 40, 10, 50)
        restricted.unit("Lobby", "lobby", level: g2, 0, 0, 10, 10)
        restricted.unit("Back Corridor", "nonpublic", level: g2, 10, 0, 20, 10)
        restricted.unit("Store Room", "room", level: g2, 20, 0, 30, 10)
        restricted.opening(level: g2, 10, 4, 10, 6)
        restricted.opening(level: g2, 20, 4, 20, 6)
        apart.unit("West Hall", "lobby", level: g3, 0, 0, 10, 10)
        apart.unit("West Room", "room", level: g3, 0, 10, 10, 20)
        apart.unit("East Hall", "lobby", level: g3, 50, 0, 60, 10)
        apart.opening(level: g3, 4, 10, 6, 10)
        apart.opening(level: g3, 60, 4, 60, 6)
        let failures = [
            try #require(try island.route("Corridor", "Room C").failure),
            try #require(try TinyVenue.twoFloors(connector: nil).route("Room G", "Room 1").failure),
            try #require(try TinyVenue.twoFloors(connector: "stairs").route("Room G", "Room 1", accessible: true).failure),
            try #require(try restricted.route("Lobby", "Store Room").failure),
            try #require(try apart.route("West Room", "East Hall").failure),
        ]
        let names = ["Corridor", "Room C", "Room G", "Room 1", "Lobby", "Store Room", "Back Corridor", "West Room", "East Hall"]
        for failure in failures {
            #expect(failure.text(.english) == failure.message)
            let named = names.filter { failure.message.contains($0) }
            #expect(!named.isEmpty)
            for language in UILanguage.allCases where language != .en {
                let said = failure.text(UIText(UILocale(language: language)))
                #expect(said != failure.message && !said.contains("{"), "\(language): \(said)")
                #expect(named.allSatisfy { said.contains($0) }, "\(language): \(said)")
                guard language == .ja else { continue }
                var rest = said
                for name in named.sorted(by: { $0.count > $1.count }) { rest = rest.replacingOccurrences(of: name, with: " ") }
                let english = rest.split(whereSeparator: { !$0.isASCII || !$0.isLetter }).filter { $0.count >= 4 }
                #expect(english.isEmpty, "ja keeps English \(english): \(said)")
            }
        }
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        if case .failure(let e) = self { return e }
        return nil
    }
}
