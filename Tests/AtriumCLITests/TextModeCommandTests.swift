import Foundation
import Testing
import TestSupport

/// `atrium --text` driven through a pipe on the built binary: the answers a screen-reader user
/// hears, on the sample and on every real venue in ../shared.
@Suite struct TextModeCommandTests {
    static let sample = TestPaths.sampleVenue.path

    /// Runs `atrium --text ARGS…` with `script` on standard input (ended by end of input).
    func text(_ arguments: [String], script: [String], environment: [String: String]? = nil) async throws -> Command.Result {
        let binary = TestPaths.atriumBinary.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the atrium product first (scripts/test does)")
        return try await Command.run([binary] + arguments, input: script.joined(separator: "\n") + "\n", timeout: 90,
                                     environment: environment)
    }

    /// Whether a text holds braille patterns or box drawing.
    static func forbidden(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) || (0x2500...0x257F).contains($0.value) }
    }

    @Test func whereAfterGoBookwormNamesItAndThreeNeighbours() async throws {
        let r = try await text(["--text", Self.sample], script: ["go Bookworm", "where"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.forbidden(r.stdout).isEmpty)
        #expect(!r.stdout.contains("\u{1B}"), "no escape sequences from a pipe")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let near = try #require(lines.last { $0.hasPrefix("Near: ") })
        let items = near.dropFirst(6).split(separator: ",")
        #expect(items.count >= 3, "\(near)")
        #expect(items.allSatisfy { $0.contains(/\d+ metres? (north|east|south|west)/) }, "\(near)")
        #expect(lines.filter { $0.contains("You are at Bookworm") }.count == 2, "go and where both say it")
        #expect(lines.last == "Goodbye.", "end of input says goodbye and exits 0")
    }

    @Test func routeToToiletThenNextWalksEveryStepToArrival() async throws {
        let r = try await text(["--text", Self.sample, "--here", "Bookworm"], script: ["route to toilet"] + Array(repeating: "next", count: 25))
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let summary = try #require(lines.first { $0.hasPrefix("Route to ") })
        let match = try #require(summary.firstMatch(of: /(\d+) steps/))
        let total = try #require(Int(match.1))
        let steps = lines.filter { $0.hasPrefix("Step ") }
        #expect(steps.count == total, "\(steps)")
        for (i, s) in steps.enumerated() { #expect(s.hasPrefix("Step \(i + 1) of \(total): "), "\(s)") }
        #expect(steps.last?.hasSuffix("You have arrived.") == true)
        #expect(lines.contains("The route is done. Type route to and a place for a new one."))
        #expect(Self.forbidden(r.stdout).isEmpty)
    }

    @Test func clockDirectionsAndLeftRightAtTurns() async throws {
        let r = try await text(["--text", Self.sample, "--here", "Bookworm", "--directions", "clock"],
                               script: ["where", "route to Burger Barn"] + Array(repeating: "next", count: 12))
        #expect(r.status == 0)
        #expect(r.stdout.contains("o'clock"))
        #expect(!r.stdout.contains(" metres north") && !r.stdout.contains("heading "), "no compass words in clock mode")
        #expect(r.stdout.contains("On your left: ") || r.stdout.contains("On your right: "), "\(r.stdout)")
    }

    @Test func findForgivesATypo() async throws {
        let r = try await text(["--text", Self.sample], script: ["find cafe lumire"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("1. Café Lumière"), "\(r.stdout)")
    }

    @Test func directoryFoodOpenAtAFixedTime() async throws {
        let morning = try await text(["--text", Self.sample, "--at", "2026-11-24T10:00"], script: ["directory food open"])
        let night = try await text(["--text", Self.sample, "--at", "2026-11-24T23:30"], script: ["directory food open"])
        #expect(morning.status == 0 && night.status == 0)
        let open = morning.stdout.split(separator: "\n").filter { $0.contains(#/^\d+\. /#) }
        #expect(!open.isEmpty && open.allSatisfy { $0.contains("Open now") || $0.contains("Open 24/7") }, "\(morning.stdout)")
        #expect(morning.stdout.contains("Café Lumière"))
        #expect(!night.stdout.contains("Café Lumière"), "closed at 23:30")
    }

    @Test func unknownCommandGetsAOneLineHintAndScreenReaderVariableStartsTextMode() async throws {
        var env = ProcessInfo.processInfo.environment
        env["ATRIUM_SCREEN_READER"] = "1"
        env["LANG"] = "C.UTF-8"
        let r = try await text([Self.sample], script: ["fly"], environment: env)
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.contains("I do not know the command fly. Type help for the commands."))
        #expect(lines.first?.contains("Text mode") == true, "the variable alone starts the text mode")
        #expect(lines.filter { $0.contains("fly") }.count == 1, "one line of hint")
    }

    @Test func quitEndsWithStatusZero() async throws {
        let r = try await text(["--text", Self.sample], script: ["quit", "where"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.last == "Goodbye." && lines.filter { $0 == "Goodbye." }.count == 1, "nothing after quit")
        #expect(lines.filter { $0.hasPrefix("Near: ") }.count <= 1, "only the opening where, not the one after quit")
    }

    /// Every real venue: the same commands, no crash, no forbidden character, sensible answers.
    @Test(arguments: ["osm-samples/caserne.osm", "osm-samples/caserne.geojson", "osm-samples/grand-place.geojson",
                      "imdf-samples/postech-c5", "imdf-samples/seamans-center", "imdf-samples/uulm-osm"])
    func sharedVenues(_ path: String) async throws {
        let venue = TestPaths.shared.appendingPathComponent(path).path
        let script = ["levels", "find toilet", "find tolet", "go 1", "where", "around 50", "directory", "directory food open",
                      "info 1", "route to toilet", "next", "next", "back", "repeat", "route to entrance accessible", "fly", "help"]
        let r = try await text(["--text", venue, "--at", "2026-11-24T12:00"], script: script)
        #expect(r.status == 0, "\(path): \(r.stderr)")
        #expect(Self.forbidden(r.stdout).isEmpty, "\(path)")
        #expect(!r.stdout.contains("\u{1B}"))
        #expect(r.stdout.contains("I do not know the command fly."))
        #expect(r.stdout.contains(/\d+ levels?:/), "\(path): \(r.stdout.prefix(400))")
        #expect(r.stdout.contains("Level "), "where names the level: \(path)")
        #expect(r.stdout.hasSuffix("Goodbye.\n"))
    }
}
