import ArgumentParser
import Foundation
import VenueFormats
import MapCore

/// `atrium search`: finds shops, rooms and amenities by name or by everyday category words.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search a venue by name (any language, accents and typos forgiven) or by category words.",
        discussion: """
            Prints the best matches first: name, category, level and kind. The venue is optional: \
            when two or more words are given and the first is an existing file or folder, or is written \
            as a path (/…, ./…, ../…, ~…, ….zip) or a place (osm:…), it is the venue. \
            Exit status: 0 with results, 1 without, 2 when the archive cannot be read.
            """
    )

    @Argument(help: ArgumentHelp("[VENUE] QUERY: an optional IMDF archive, then the words to look for.",
                                 valueName: "venue-and-query"))
    var words: [String]

    @Option(name: .long, help: "Label language (BCP 47 tag, e.g. en, de, ko-KR); defaults to the manifest's language.")
    var lang: String?

    @Option(name: .long, help: "The most results to print.")
    var limit = 20

    @Flag(help: "Print the results as a JSON array, best first.")
    var json = false

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone opening hours are read in (a tz database name, e.g. Europe/Berlin).", valueName: "ZONE"))
    var timeZone: String?

    @OptionGroup var place: PlaceOptions

    func validate() throws {
        if words.isEmpty { throw ValidationError("Give a query, e.g. `atrium search cafe`.") }
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
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
        var options = try VenueOptions.parse([venue, lang.map { "--lang=\($0)" }, timeZone.map { "--time-zone=\($0)" }].compactMap { $0 })
        options.place = place
        let graph = try options.load().graph
        let results = SearchIndex(graph: graph).search(query, limit: limit)
        if json {
            if results.isEmpty { print("[]") } else { try printJSON(results.map(SearchResultJSON.init)) }
        } else {
            printTable(results)
        }
        if results.isEmpty {
            let shown = query.count > 200 ? String(query.prefix(200)) + "…" : query
            printError("no results for \"\(shown)\"")
            throw ExitCode(1)
        }
    }

    /// One aligned line per result: name, category, level, kind.
    private func printTable(_ results: [SearchResult]) {
        let nameWidth = min(40, results.map(\.name.count).max() ?? 0)
        let categoryWidth = min(28, results.map(\.category.count).max() ?? 0)
        let levelWidth = results.map(\.levelShortName.count).max() ?? 0
        for r in results {
            print("\(r.name.rightPad(nameWidth))  \(r.category.rightPad(categoryWidth))  \(r.levelShortName.rightPad(levelWidth))  \(r.kind.rawValue)")
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
