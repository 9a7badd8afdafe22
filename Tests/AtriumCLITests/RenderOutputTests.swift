import Foundation
import Testing
import TestSupport

/// What `atrium render` prints: background tints with `--color ansi`, no colour at all
/// with `--color none`, wide characters without placeholders, and the legend.
@Suite struct RenderOutputTests {
    func atrium(_ arguments: String...) async throws -> Command.Result {
        let binary = TestPaths.atriumBinary.path
        #expect(FileManager.default.isExecutableFile(atPath: binary), "build the atrium product first (scripts/test does)")
        return try await Command.run([binary] + arguments, timeout: 60)
    }

    @Test func ansiUsesBackgroundColoursForUnitsAndNoneUsesNone() async throws {
        let sample = TestPaths.sampleVenue.path
        let ansi = try await atrium("render", sample, "--size", "100x30", "--color", "ansi")
        #expect(ansi.status == 0)
        // 48;5;N: a 256-colour background; the sample's rooms and corridors are tinted.
        let backgrounds = ansi.stdout.components(separatedBy: "48;5;").count - 1
        #expect(backgrounds > 50, "\(backgrounds) background colour changes")
        let none = try await atrium("render", sample, "--size", "100x30", "--color", "none")
        #expect(none.status == 0)
        #expect(!none.stdout.contains("\u{1B}"))
        #expect(none.stdout.contains("⠂"), "rooms keep their dotted pattern without colour")
    }

    @Test func koreanNamesAreFoundByGrepInRenderOutput() async throws {
        let r = try await atrium("render", TestPaths.imdfSample("postech-c5").path, "--size", "120x40", "--color", "none")
        #expect(r.status == 0)
        #expect(r.stdout.contains("융합연구동"))
        #expect(!r.stdout.unicodeScalars.contains { $0.value == 0x200B })
        // Every row is exactly 120 columns wide on a terminal.
        for line in r.stdout.split(separator: "\n") {
            let columns = line.unicodeScalars.reduce(0) { $0 + (($1.value >= 0xAC00 && $1.value <= 0xD7A3) ? 2 : 1) }
            #expect(columns == 120, "\(line)")
        }
    }

    @Test func legendListsAreasAndMarksWithCounts() async throws {
        let r = try await atrium("render", TestPaths.sampleVenue.path, "--size", "100x30", "--color", "none", "--legend")
        #expect(r.status == 0)
        #expect(r.stdout.contains("Areas"))
        #expect(r.stdout.contains("corridor, lobby, walkway (10)"))
        #expect(r.stdout.contains("WC    restroom, shower (3)"))
        #expect(r.stdout.contains("zoom in"))
    }

    /// `render --floors`: every floor, highest first, the one shown marked, empty ones said so.
    @Test func floorsListsEveryFloorAndMarksEmptyOnes() async throws {
        let path = try EmptyFloorVenue.write()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try await atrium("render", path, "--floors", "--level", "1")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.stdout)")
        #expect(lines[0].contains("Floor 2") && lines[0].contains("(nothing mapped)"))
        #expect(lines[1].hasPrefix("> ") && lines[1].contains("Floor 1") && lines[1].contains("places"))
        #expect(lines[2].contains("Ground floor"))
    }

    /// `render --floors --matching toilet`: each floor's count of what the search finds.
    @Test func floorsCountTheMatchesOfASearch() async throws {
        let r = try await atrium("render", TestPaths.sampleVenue.path, "--floors", "--matching", "toilet")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4 && lines.allSatisfy { $0.contains(" match") }, "\(r.stdout)")
        #expect(lines.contains { $0.contains("Ground Floor") && !$0.contains("· 0 matches") }, "\(r.stdout)")
    }

    /// `--level -1` (a negative value after its option, as `--help` shows it) on an OSM
    /// sample: its basement, with the supermarket there.
    @Test func aNegativeLevelOpensTheBasementOfAnOSMSample() async throws {
        let r = try await atrium("render", TestPaths.osmSamples.appendingPathComponent("caserne.osm").path, "--level", "-1", "--size", "80x24", "--color", "none")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Monoprix"), "\(r.stdout)")
    }
}
