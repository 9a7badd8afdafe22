import ArgumentParser
import AtriumServe
import Foundation
import Localization
import MapCore
import VenueFormats
import VenueSources

/// The venue argument and label language shared by every subcommand.
struct VenueOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionVenue))
    var venue: String?

    @Option(name: .long, help: ArgumentHelp(CLILanguage.ui.helpOptionLang))
    var lang: String?

    @Option(name: .customLong("ui-lang"), help: ArgumentHelp(CLILanguage.ui.helpOptionUiLang, valueName: "TAG"))
    var uiLang: String?

    @OptionGroup var place: PlaceOptions

    @Option(name: .customLong("time-zone"), help: ArgumentHelp(CLILanguage.ui.helpOptionTimeZone, valueName: "ZONE"))
    var timeZone: String?

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionSurroundings, valueName: "FILE"))
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
        try checkTimeZone()
        return try load(try resolve())
    }

    /// Exits with status 2 and one line when `--time-zone` names no zone.
    func checkTimeZone() throws {
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            printError("atrium: " + ui.cliUnknownTimeZone(zone: timeZone))
            throw ExitCode(2)
        }
    }

    /// Reads a resolved venue (with `--surroundings`, the label language and the time zone),
    /// printing a clear message and exiting with status 2 when nothing can be shown.
    func load(_ resolved: ResolvedVenue) throws -> (result: LoadResult, place: FetchedPlace?) {
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
            result.graph.language.interface = ui.language
            result.graph.timeZoneIdentifier = timeZone
            return (result, resolved.place)
        } catch {
            printError("atrium: " + ui.cliCannotOpen(path: error.path, reason: error.text(ui)))
            for d in error.diagnostics.prefix(20) { printError("  " + d.text(ui)) }
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
    guard !HeldErrors.hold(message) else { return }
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Lines for stderr held while the explorer has the screen (written there they would be drawn
/// over the map and lost when it redraws), then written once the terminal is restored.
enum HeldErrors {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lines: [String]?

    /// Holds the lines printed from now on.
    static func start() { lock.withLock { if lines == nil { lines = [] } } }

    /// Keeps `line` when lines are held; whether it was kept.
    static func hold(_ line: String) -> Bool {
        lock.withLock {
            guard lines != nil else { return false }
            lines!.append(line)
            return true
        }
    }

    /// How many lines are held so far.
    static var count: Int { lock.withLock { lines?.count ?? 0 } }

    /// The lines held after the first `from`.
    static func lines(from: Int) -> [String] { lock.withLock { Array((lines ?? []).dropFirst(from)) } }

    /// Writes the lines held and stops holding.
    static func release() {
        let held = lock.withLock { () -> [String] in
            defer { lines = nil }
            return lines ?? []
        }
        for line in held { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

/// Encodes a value as pretty JSON with sorted keys, for `--json` output.
func printJSON<T: Encodable>(_ value: T) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(value)
    print(String(decoding: data, as: UTF8.self))
}
