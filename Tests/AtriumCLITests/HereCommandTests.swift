import Foundation
import Testing
import TestSupport

/// `--here` on `render` and `route` (issue 24), on the built binary.
@Suite struct HereCommandTests {
    static let sample = TestPaths.sampleVenue.path

    func atrium(_ arguments: String...) async throws -> Command.Result {
        try await Command.run([TestPaths.atriumBinary.path] + arguments, timeout: 60)
    }

    @Test func renderDrawsTheMarkerOnTheKiosksFloor() async throws {
        let r = try await atrium("render", Self.sample, "--here", "Information Desk", "--size", "100x30", "--color", "none")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("◉"))
        #expect(r.stdout.contains("you are here"))
        let upstairs = try await atrium("render", Self.sample, "--here", "Information Desk", "--level", "1", "--size", "100x30", "--color", "none")
        #expect(!upstairs.stdout.contains("◉"), "the marker stays on its own floor")
        let ascii = try await atrium("render", Self.sample, "--here", "entrance", "--charset", "ascii", "--size", "100x30", "--color", "none")
        #expect(ascii.stdout.contains("@"))
    }

    @Test func routeStartsHereWithoutFrom() async throws {
        let r = try await atrium("route", Self.sample, "--here", "Information Desk", "--to", "toilet")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("From Information Desk (level G) to "))
        let explicit = try await atrium("route", Self.sample, "--here", "Information Desk", "--from", "here", "--to", "Bookworm", "--json")
        #expect(explicit.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(explicit.stdout.utf8)) as? [String: Any])
        #expect((json["from"] as? [String: Any])?["id"] as? String == "here")
    }

    @Test func aBadHereIsOneClearLine() async throws {
        let r = try await atrium("render", Self.sample, "--here", "47.1,8.5@L9")
        #expect(r.status == 1)
        #expect(r.stderr == "atrium: no level \"L9\" (levels: B1, G, 1, 2)\n")
        let none = try await atrium("route", Self.sample, "--to", "toilet")
        #expect(none.status != 0)
        #expect(none.stderr.contains("--here"))
    }

    /// A `--here` 1.3 m outside a corridor (issue 38): the route starts in the corridor and
    /// says so; 50 m outside, the failure says how far the nearest walkable space is.
    @Test func aHereJustOutsideACorridorRoutesFromTheCorridor() async throws {
        let venue = try LiftHall.write()
        let near = try await atrium("route", venue, "--here", LiftHall.here(10, 5.3, level: "0"), "--to", "Start Room")
        #expect(near.status == 0, "\(near.stderr)")
        #expect(near.stderr == "atrium: you are about 1 m from West Bridge Corridor; the route starts there\n")
        #expect(near.stdout.contains("to Start Room (level 0)"), "\(near.stdout)")
        let far = try await atrium("route", venue, "--here", LiftHall.here(10, 54, level: "0"), "--to", "Start Room")
        #expect(far.status == 1)
        #expect(far.stderr.hasSuffix("is not inside any unit, so no route can start there: the nearest walkable space, West Bridge Corridor, is 50 m away\n"), "\(far.stderr)")
    }
}
