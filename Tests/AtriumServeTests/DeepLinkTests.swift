import Foundation
import TestSupport
import Testing

@testable import AtriumServe

/// `ssh -t HOST 'Café Lumière'`: the command line opens the explorer on that place; anything
/// that is not a plain query is refused with one line.
@Suite struct DeepLinkQueryTests {
    @Test func plainQueriesArePlaces() {
        #expect(DeepLinkQuery(command: "Café Lumière") == .place("Café Lumière"))
        #expect(DeepLinkQuery(command: "  H&M  ") == .place("H&M"))
        #expect(DeepLinkQuery(command: "Women's Restroom (2)") == .place("Women's Restroom (2)"))
        #expect(DeepLinkQuery(command: "메인랩") == .place("메인랩"))
        #expect(DeepLinkQuery(command: "") == .none && DeepLinkQuery(command: "   ") == .none)
    }

    @Test func anythingElseIsRefused() {
        let refused = ["-la", "--help", "../../etc/passwd", "/etc/passwd", "~root", ".ssh", "a\u{7}b", "tab\there", "rtl\u{202E}txt",
                       "$(touch x)", "`id`", "a; rm x", "a | b", "a > b", "*", "x=1", "a\\b", String(repeating: "a", count: 101)]
        for command in refused {
            guard case .refused(let reason) = DeepLinkQuery(command: command) else {
                Issue.record("not refused: \(command.debugDescription)")
                continue
            }
            #expect(!reason.contains("\n") && !reason.isEmpty)
        }
        #expect(DeepLinkQuery(command: String(repeating: "a", count: 100)) == .place(String(repeating: "a", count: 100)))
    }
}

/// The deep link through the real OpenSSH client.
extension ServeIntegration.RealExplorerTests {
    @Test func aPlaceNameOnTheCommandLineOpensTheExplorerOnIt() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.atrium), "build the atrium product first (scripts/test does)")
        try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
            let command = fixture.client(identity: key).ssh(["-tt"], command: ["Café Lumière"])
            let terminal = try await fixture.openTerminal(running: command, width: 100, height: 30)
            // The place card is open on it: its title, its category and floor, its hint.
            #expect(try await terminal.waitFor("Esc close"))
            let screen = try await terminal.screen()
            #expect(screen.contains(" Café Lumière ") && screen.contains("Ground Floor"))
            try await terminal.tmux(["send-keys", "-t", "main", "q"])
            #expect(try await terminal.exitStatus() == 0)
            #expect(fixture.logs.contains("session started"))
        }
    }

    @Test func aNameThatMatchesNothingOpensTheMapWithANote() async throws {
        try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
            let command = fixture.client(identity: key).ssh(["-tt"], command: ["Zzyzx"])
            let terminal = try await fixture.openTerminal(running: command, width: 100, height: 30)
            #expect(try await terminal.waitFor("no \"Zzyzx\" here"))
            #expect(try await terminal.screen().contains("Atrium Galleria"))
            try await terminal.tmux(["send-keys", "-t", "main", "q"])
            #expect(try await terminal.exitStatus() == 0)
        }
    }

    @Test func aCommandLineThatIsNotAPlaceIsRefusedWithOneLine() async throws {
        try await withKeyedServer { fixture, alice in
            let marker = fixture.workspace.path("should-not-exist")
            let cases: [([String], String)] = [
                (["--help"], "options cannot be given"),
                (["../../etc/passwd"], "paths cannot be given"),
                (["$(touch \(marker))"], "paths cannot be given"),
                (["x;touch", "x"], "characters such as $ ; | < > are not part of a place name"),
                (["bell\u{7}"], "control characters are not part of a place name"),
                ([String(repeating: "a", count: 150)], "at most 100 characters"),
            ]
            for (command, message) in cases {
                // `--` so that ssh itself does not read a command line that starts with `-`.
                let result = try await Command.run(fixture.client(identity: alice).ssh(["-tt", "--"], command: command))
                #expect(result.status == 1, "\(command)")
                let lines = result.stderr.split(whereSeparator: \.isNewline).filter { $0.contains("atrium:") }
                #expect(lines.count == 1 && lines[0].contains(message), "\(command): \(result.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: marker))
            #expect(fixture.explorerPids().isEmpty)
            #expect(fixture.logs.contains("refused exec request"))
        }
    }
}
