import Foundation
import Testing

@testable import AtriumServe

extension ServeIntegration {
    /// Each SSH session's interface language comes from the LANG its client sends, even when
    /// that locale is not installed on the server: two visitors at once see two languages.
    @Suite struct InterfaceLanguageServeTests {
        static let (atrium, venue) = (RealExplorerTests.atrium, RealExplorerTests.venue)

        @Test func twoClientsAtOnceGetTheirOwnLanguages() async throws {
            #expect(FileManager.default.isExecutableFile(atPath: Self.atrium), "build the atrium product first (scripts/test does)")
            try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
                let client = fixture.client(identity: key)
                let japanese = try await fixture.openTerminal(running: client.ssh(["-tt", "-o", "SetEnv=LANG=ja_JP.UTF-8"]))
                let french = try await fixture.openTerminal(running: client.ssh(["-tt", "-o", "SetEnv=LANG=fr_FR.UTF-8"]))
                #expect(try await japanese.waitFor("? ヘルプ"))
                #expect(try await french.waitFor("? aide"))
                // Both at once: the French session did not change the Japanese one.
                try await japanese.tmux(["send-keys", "-t", "main", "?"])
                try await french.tmux(["send-keys", "-t", "main", "?"])
                #expect(try await japanese.waitFor("キー操作と地図記号"))
                #expect(try await french.waitFor("Touches et symboles de la carte"))
                #expect(!(try await japanese.screen()).contains("Touches"))
                for terminal in [japanese, french] {
                    try await terminal.tmux(["send-keys", "-t", "main", "Escape"])
                    try await terminal.tmux(["send-keys", "-t", "main", "q"])
                    #expect(try await terminal.exitStatus() == 0)
                }
            }
        }

        @Test func aClientSendingNothingGetsEnglish() async throws {
            try await withKeyedServer({ $0.explorer = [Self.atrium, Self.venue] }) { fixture, key in
                let terminal = try await fixture.openTerminal(identity: key)
                #expect(try await terminal.waitFor("? help"))
                try await terminal.tmux(["send-keys", "-t", "main", "q"])
                #expect(try await terminal.exitStatus() == 0)
            }
        }
    }
}

/// The session's environment: the client's locale variables name the interface language,
/// parsed here; only an installed UTF-8 LANG is passed on as LANG.
@Suite struct ChildEnvironmentLanguageTests {
    @Test func localeVariablesNameTheSessionsLanguage() {
        var env = ChildEnvironment()
        let tookLang = env.offer(name: "LANG", value: "ja_JP.UTF-8")
        #expect(tookLang)
        #expect(env.entries.contains("ATRIUM_UI_LANG=ja-JP"))
        #expect(env.entries.contains("LANG=\(ChildEnvironment.defaultLang)") || env.entries.contains("LANG=ja_JP.UTF-8"))
        let tookLCAll = env.offer(name: "LC_ALL", value: "de_DE.UTF-8")
        #expect(tookLCAll)
        #expect(env.entries.contains("ATRIUM_UI_LANG=de-DE"))
        #expect(!env.entries.contains { $0.hasPrefix("LC_ALL=") }, "the client's LC_ALL is not passed on")
        let tookPreload = env.offer(name: "LD_PRELOAD", value: "/tmp/x.so")
        #expect(!tookPreload)
        #expect(!env.entries.contains { $0.hasPrefix("LD_PRELOAD") })
        #expect(ChildEnvironment().entries.contains("ATRIUM_UI_LANG=en"))
    }
}
