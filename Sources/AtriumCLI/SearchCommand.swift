import ArgumentParser
import Foundation
import Localization
import MapCore
import TerminalKit

/// `atrium search`: finds shops, rooms and amenities by name or by everyday category words.
struct SearchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search",
            abstract: CLILanguage.ui.abstractSearch,
            discussion: CLILanguage.ui.discussionSearch
        )
    }

    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionSearchWords,
                                 valueName: CLILanguage.ui.helpOptionSearchWordsName))
    var words: [String]

    @Option(name: .long, help: ArgumentHelp(CLILanguage.ui.helpOptionSearchLang))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp(CLILanguage.ui.helpOptionSearchLimit))
    var limit = 20

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionJson))
    var json = false

    @Option(name: .customLong("time-zone"), help: ArgumentHelp(CLILanguage.ui.helpOptionSearchTimeZone, valueName: "ZONE"))
    var timeZone: String?

    @Option(name: .customLong("ui-lang"), help: ArgumentHelp(CLILanguage.ui.helpOptionUiLang, valueName: "TAG"))
    var uiLang: String?

    @OptionGroup var place: PlaceOptions

    func validate() throws {
        if words.isEmpty { throw ValidationError(CLILanguage.ui.searchCommandNoQuery) }
        if limit < 1 { throw ValidationError(CLILanguage.ui.cliAtLeastOne(option: "--limit")) }
    }

    /// The venue argument: the first of several words, when it names an existing file or folder
    /// or is written as a path (`/…`, `./…`, `../…`, `~…`, `….zip`).
    var venue: String? {
        guard words.count >= 2 else { return nil }
        let first = words[0]
        let pathLike = ["/", "./", "../", "~", "osm:"].contains { first.hasPrefix($0) } || first.lowercased().hasSuffix(".zip")
        return pathLike || FileManager.default.fileExists(atPath: first) ? first : nil
    }

    /// The query: every word after the venue.
    var query: String { words.dropFirst(venue == nil ? 0 : 1).joined(separator: " ") }

    func run() throws {
        var options = try VenueOptions.parse([venue, lang.map { "--lang=\($0)" }, timeZone.map { "--time-zone=\($0)" },
                                              uiLang.map { "--ui-lang=\($0)" }].compactMap { $0 })
        options.place = place
        let graph = try options.load().graph
        // People read categories in the interface language; `--json` stays English.
        let ui = json ? UIText.english : options.ui
        let results = SearchIndex(graph: graph, ui: ui).search(query, limit: limit)
        if json {
            if results.isEmpty { print("[]") } else { try printJSON(results.map(SearchResultJSON.init)) }
        } else {
            printTable(results, ui: ui)
        }
        if results.isEmpty {
            let shown = query.count > 200 ? String(query.prefix(200)) + "…" : query
            printError(options.ui.searchCommandNoResults(query: shown))
            throw ExitCode(1)
        }
    }

    /// One aligned line per result: name, category, level, kind.
    private func printTable(_ results: [SearchResult], ui: UIText) {
        // Columns in terminal cells: Japanese categories and names take two a character.
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.terminalWidth)) }
        let nameWidth = min(40, results.map(\.name.terminalWidth).max() ?? 0)
        let categories = results.map { ui.category($0.category) ?? $0.category }
        let categoryWidth = min(28, categories.map(\.terminalWidth).max() ?? 0)
        let levelWidth = results.map(\.levelShortName.terminalWidth).max() ?? 0
        for (r, category) in zip(results, categories) {
            print("\(pad(r.name, nameWidth))  \(pad(category, categoryWidth))  \(pad(r.levelShortName, levelWidth))  \(ui.searchKindName(r.kind))")
        }
    }
}

/// One result of `atrium search --json`.
struct SearchResultJSON: Encodable {
    var id: String
    var name: String
    var kind: String
    var category: String
    var group: String
    var ordinal: Int
    var level: String
    var lat: Double?
    var lon: Double?

    init(_ r: SearchResult) {
        id = r.id
        name = r.name
        kind = r.kind.rawValue
        category = r.category
        group = r.primaryGroup.rawValue
        ordinal = r.ordinal
        level = r.levelShortName
        lat = r.location?.latitude
        lon = r.location?.longitude
    }
}
