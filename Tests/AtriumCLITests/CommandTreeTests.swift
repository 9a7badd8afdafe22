import ArgumentParser
import Testing
@testable import AtriumCLI

/// The command tree the `atrium` main runs: every command the README lists is there.
@Suite struct CommandTreeTests {
    @Test func everyCommandIsASubcommand() {
        let names = Atrium.configuration.subcommands.map { $0._commandName }
        #expect(names == ["explore", "validate", "info", "render", "search", "route", "serve", "bench"])
        #expect(Atrium.configuration.defaultSubcommand == ExploreCommand.self)
    }

    @Test func argumentsParseIntoTheirCommands() throws {
        #expect(try Atrium.parseAsRoot(["info", "--json"]) is InfoCommand)
        #expect(try Atrium.parseAsRoot(["route", "--from", "a", "--to", "b", "--accessible"]) is RouteCommand)
        #expect(try Atrium.parseAsRoot(["search", "toilet", "--limit", "3"]) is SearchCommand)
        #expect(throws: (any Error).self) { try Atrium.parseAsRoot(["route", "--no-such-flag"]) }
    }
}
