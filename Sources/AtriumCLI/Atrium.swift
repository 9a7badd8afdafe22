import ArgumentParser

/// The `atrium` command: indoor maps in the terminal. `Sources/atrium/main.swift` runs it.
public struct Atrium: ParsableCommand {
    /// The subcommands, `explore` by default.
    public static let configuration = CommandConfiguration(
        commandName: "atrium",
        abstract: "Indoor maps (IMDF, OpenStreetMap indoor) in the terminal.",
        version: "0.1.0",
        subcommands: [ExploreCommand.self, ValidateCommand.self, InfoCommand.self, RenderCommand.self, SearchCommand.self,
                      RouteCommand.self, ServeCommand.self, BenchCommand.self, ConvertCommand.self, DirectoryCommand.self, CacheCommand.self],
        defaultSubcommand: ExploreCommand.self
    )

    /// Where the project lives: the `+URL` of the User-Agent that Nominatim's and Overpass's
    /// usage policies ask for.
    static let projectURL = "https://github.com/atrium-maps/atrium"

    /// Creates the command (the argument parser fills it in).
    public init() {}
}
