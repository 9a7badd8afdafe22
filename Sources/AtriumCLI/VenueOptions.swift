import ArgumentParser
import AtriumServe
import Foundation
import MapCore
import VenueFormats
import VenueSources

/// The venue argument and label language shared by every subcommand.
struct VenueOptions: ParsableArguments {
    @Argument(help: "An IMDF archive (a folder or a .zip), an OpenStreetMap file (.osm XML, Overpass JSON, GeoJSON), or a place in OpenStreetMap: osm:NAME, osm:LAT,LON, osm:way/ID, osm:relation/ID. Defaults to the bundled sample venue.")
    var venue: String?

    @Option(name: .long, help: "Label language (BCP 47 tag, e.g. en, de, ko-KR); defaults to the interface language when the venue has names in it, else the manifest's language.")
    var lang: String?

    @Option(name: .customLong("ui-lang"), help: ArgumentHelp("Interface language: en, de, fr, es or ja (tags such as de_DE.UTF-8 or en-US work); defaults to LC_ALL, LC_MESSAGES or LANG, else English.", valueName: "TAG"))
    var uiLang: String?

    @OptionGroup var place: PlaceOptions

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone opening hours are read in (a tz database name, e.g. Europe/Berlin); defaults to the venue's country's zone, else the zone nearest to the venue.", valueName: "ZONE"))
    var timeZone: String?

    @Option(help: ArgumentHelp("An OpenStreetMap file (OSM XML, Overpass JSON, GeoJSON) around the venue: its streets, buildings, platforms, tracks, water and parks are drawn dimmed under the map.", valueName: "FILE"))
    var surroundings: String?

    /// The archive path as given: the argument, else the bundled sample.
    var resolvedPath: String { venue ?? SampleVenue.path }

    /// The venue to read: an `osm:` place fetched or taken from the cache, else the path.
    func resolve() throws -> ResolvedVenue {
        try ResolvedVenue.resolve(resolvedPath, options: place)
    }

    /// Loads the venue, printing a clear message and exiting with status 2 when nothing can be shown.
    func load() throws -> LoadResult { try open().result }

    /// Loads the venue and says where it came from (an `osm:` place's cache record).
    func open() throws -> (result: LoadResult, place: FetchedPlace?) {
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            printError("atrium: unknown time zone \"\(timeZone)\": give a tz database name such as Europe/Berlin or UTC")
            throw ExitCode(2)
        }
        let resolved = try resolve()
        do {
            // Under `atrium serve`'s venue host, the venue is already loaded (docs/serve.md).
            var result: LoadResult
            if let preloaded = PreloadedVenues.venue(resolved.path) {
                result = preloaded.result
            } else {
                result = try IMDFLoader.load(path: resolved.path)
            }
            if let surroundings { try attach(surroundings, to: &result) }
            result.graph.language.requested = lang ?? Self.defaultLabelLanguage(result.archive, requested: requestedUILanguage)
            result.graph.timeZoneIdentifier = timeZone
            return (result, resolved.place)
        } catch {
            printError("atrium: cannot open \(error.path): \(error.message)")
            for d in error.diagnostics.prefix(20) { printError("  \(d)") }
            throw ExitCode(2)
        }
    }
}

extension VenueOptions {
    /// The map of `graph` (this venue as ``open()`` gave it): prepared once for every session
    /// under `atrium serve`'s venue host, else now.
    func model(of graph: VenueGraph) -> MapModel {
        (surroundings == nil && !PlaceSpec.isPlace(resolvedPath) ? PreloadedVenues.model(resolvedPath, graph: graph) : nil)
            ?? MapModel(graph: graph)
    }

    /// Adds the surroundings read from an OSM file to a loaded venue (and its graph).
    func attach(_ file: String, to result: inout LoadResult) throws(LoadFailure) {
        result.archive.surroundings += try OSMLoader.surroundings(path: file)
        var log = DiagnosticLog()
        let zone = result.graph.timeZoneIdentifier
        result.graph = VenueGraph(archive: result.archive, log: &log)
        result.graph.timeZoneIdentifier = zone
    }
}

/// Where the bundled sample venue lives, from any working directory.
enum SampleVenue {
    /// `$ATRIUM_SAMPLE_VENUE`, else `Data/atrium-sample` in the source tree this binary was built from.
    static var path: String {
        if let env = ProcessInfo.processInfo.environment["ATRIUM_SAMPLE_VENUE"], !env.isEmpty { return env }
        let fm = FileManager.default
        // Installed layout: <prefix>/bin/atrium and <prefix>/share/atrium/atrium-sample.
        // The binary's own path: argv[0] may be a session's title (`atrium: session …`).
        let exe = URL(fileURLWithPath: (try? ExplorerCommand.currentExecutable()) ?? CommandLine.arguments[0]).resolvingSymlinksInPath()
        let installed = exe.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/atrium/atrium-sample")
        if fm.fileExists(atPath: installed.path) { return installed.path }
        // Built from source: the package root is three levels above this file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("Data/atrium-sample").path
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Encodes a value as pretty JSON with sorted keys, for `--json` output.
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    print(String(decoding: data, as: UTF8.self))
}
