import Foundation
import TestSupport
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// The real explorer behind the real server, seen through the real OpenSSH client.
    @Suite struct RealExplorerTests {
        static let atrium = TestPaths.atriumBinary.path
        static let venue = TestPaths.sampleVenue.path

        @Test func mapOverSSHResizesAndQuitsCleanly() async throws {
            #expect(FileManager.default.isExecutableFile(atPath: Self.atrium), "build the atrium product first (scripts/test does)")
            try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
                let terminal = try await fixture.openTerminal(identity: key, width: 100, height: 30)
                #expect(try await terminal.waitFor("Atrium Galleria"))
                let screen = try await terminal.screen()
                let braille = screen.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
                #expect(braille > 200, "the braille map is on screen")
                #expect(screen.contains("│ B1"), "the level picker is on screen")
                // A resize reaches the explorer: at 40 columns the status line loses its scale text.
                try await terminal.resize(width: 60, height: 20)
                #expect(try await terminal.waitFor("1 cell"))
                try await terminal.resize(width: 30, height: 10)
                #expect(try await terminal.waitFor("terminal too small"))
                try await terminal.resize(width: 100, height: 30)
                try await terminal.tmux(["send-keys", "-t", "main", "q"])
                #expect(try await terminal.exitStatus() == 0)
                #expect(await Command.waitUntil(timeout: 5) { fixture.logs.contains("session ended", "exit status 0") })
            }
        }
    }
}
