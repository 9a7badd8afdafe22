import ArgumentParser
import Testing
@testable import AtriumCLI

/// The command tree the `atrium` main runs: every command the README lists is there.
@Suite struct CommandTreeTests {
    @Test func everyCommandIsASubcommand() {
        let shown = Atrium.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
        #expect(shown == ["explore", "validate", "info", "render", "search", "route", "serve", "bench", "convert", "directory", "cache"])
        // Started by `atrium serve` (the venue host, docs/serve.md), not by people: not in the help.
        let hidden = Atrium.configuration.subcommands.filter { !$0.configuration.shouldDisplay }.map { $0._commandName }
        #expect(hidden == ["venue-host"])
        #expect(Atrium.configuration.defaultSubcommand == ExploreCommand.self)
    }

    @Test func argumentsParseIntoTheirCommands() throws {
        #expect(try Atrium.parseAsRoot(["info", "--json"]) is InfoCommand)
        #expect(try Atrium.parseAsRoot(["route", "--from", "a", "--to", "b", "--accessible"]) is RouteCommand)
        #expect(try Atrium.parseAsRoot(["search", "toilet", "--limit", "3"]) is SearchCommand)
        #expect(throws: (any Error).self) { try Atrium.parseAsRoot(["route", "--no-such-flag"]) }
        let convert = try #require(try Atrium.parseAsRoot(["convert", "in.osm", "--to", "imdf", "out.zip"]) as? ConvertCommand)
        #expect(convert.input == "in.osm" && convert.output == "out.zip" && convert.format == .imdf)
        #expect(throws: (any Error).self) { try Atrium.parseAsRoot(["convert", "in.osm", "--to", "kml", "out"]) }
    }

    /// The options of `osm:` places reach every command that takes a VENUE.
    @Test func placeOptionsParseOnEveryVenueCommand() throws {
        let options = ["--overpass-url", "http://o.test/api/interpreter", "--nominatim-url", "http://n.test", "--offline", "--pick", "2"]
        for command in [["info"], ["render"], ["validate"], ["directory"], ["explore"], ["route", "--from", "a", "--to", "b"],
                        ["search", "osm:x", "toilet"], ["convert", "osm:x", "--to", "imdf", "out"], ["bench"], ["serve", "--public"]] {
            let parsed = try Atrium.parseAsRoot(command + options)
            let place: PlaceOptions? = switch parsed {
            case let c as InfoCommand: c.options.place
            case let c as RenderCommand: c.venue.place
            case let c as ValidateCommand: c.options.place
            case let c as DirectoryCommand: c.options.place
            case let c as ExploreCommand: c.venue.place
            case let c as RouteCommand: c.venue.place
            case let c as SearchCommand: c.place
            case let c as ConvertCommand: c.place
            case let c as BenchCommand: c.place
            case let c as ServeCommand: c.place
            default: nil
            }
            let p = try #require(place, "\(command)")
            #expect(p.offline && p.pick == 2 && p.overpassURL == "http://o.test/api/interpreter" && p.nominatimURL == "http://n.test", "\(command)")
        }
        let search = try #require(try Atrium.parseAsRoot(["search", "osm:Berlin Hauptbahnhof", "toilet"]) as? SearchCommand)
        #expect(search.venue == "osm:Berlin Hauptbahnhof" && search.query == "toilet")
    }

    /// Negative values follow their option as `--help` shows them (`--level -1`), not only
    /// as `--level=-1`; the share line (`y`) prints them that way.
    @Test func negativeValuesFollowTheirOptions() throws {
        let render = try #require(try Atrium.parseAsRoot(["render", "--level", "-1", "--heading", "-45", "--center", "-33.8,151.2"]) as? RenderCommand)
        #expect(render.view.level == "-1")
        #expect(render.view.heading == -45)
        #expect(render.view.center == "-33.8,151.2")
        let route = try #require(try Atrium.parseAsRoot(["route", "--from", "-1 Bar", "--to", "toilet"]) as? RouteCommand)
        #expect(route.from == "-1 Bar")
        let directory = try #require(try Atrium.parseAsRoot(["directory", "--level", "-1", "--open-now"]) as? DirectoryCommand)
        #expect(directory.level == "-1" && directory.openNow)
    }
}
