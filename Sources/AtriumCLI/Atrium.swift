import ArgumentParser
import Foundation
import VenueSources

/// The `atrium` command: indoor maps in the terminal. `Sources/atrium/main.swift` runs it.
public struct Atrium: ParsableCommand {
    /// The subcommands, `explore` by default.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "atrium",
            abstract: CLILanguage.ui.abstractAtrium,
            usage: """
            atrium [VENUE] [--here PLACE] [--position SOURCE] [--text] [<explorer options>]
              atrium <subcommand> [<options>]
            """,
            discussion: CLILanguage.ui.discussionAtrium,
            version: "0.1.0",
            subcommands: [ExploreCommand.self, ValidateCommand.self, InfoCommand.self, RenderCommand.self, SearchCommand.self,
                          RouteCommand.self, ServeCommand.self, BenchCommand.self, ConvertCommand.self, DirectoryCommand.self, CacheCommand.self,
                          VenueHostCommand.self],
            defaultSubcommand: ExploreCommand.self
        )
    }

    /// The User-Agent of every request Atrium sends (`osm:` places, status feeds):
    /// `atrium/VERSION`, with the operator's contact (`--contact`, else `ATRIUM_CONTACT`) in
    /// parentheses when given, as Nominatim's usage policy asks. The project has no public
    /// address to put there.
    static func userAgent(contact: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let given = contact ?? environment["ATRIUM_CONTACT"]
        return SourceSettings.userAgent(version: configuration.version, contact: given)
    }

    /// Creates the command (the argument parser fills it in).
    public init() {}

    /// Parses the arguments and runs the command, as ArgumentParser's `main()` does, but with
    /// its help, usage lines and errors in the interface language (``ParserText``).
    public static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let text = ParserText.translate(fullMessage(for: error), CLILanguage.ui)
            if !text.isEmpty {
                if code == .success { print(text) } else { printError(text) }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
