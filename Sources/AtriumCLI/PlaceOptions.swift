import ArgumentParser
import CSupport
import Foundation
import Localization
import VenueSources

/// The options of `osm:` places, on every command that takes a VENUE: endpoints, `--offline`,
/// `--refresh`, `--pick N`. The endpoints default to `ATRIUM_OVERPASS_URL` /
/// `ATRIUM_NOMINATIM_URL`, else the public instances.
struct PlaceOptions: ParsableArguments {
    @Option(name: .customLong("overpass-url"), help: ArgumentHelp(CLILanguage.ui.helpOptionPlaceOverpassUrl(url: SourceSettings.publicOverpass.absoluteString), valueName: "URL"))
    var overpassURL: String?

    @Option(name: .customLong("nominatim-url"), help: ArgumentHelp(CLILanguage.ui.helpOptionPlaceNominatimUrl(url: SourceSettings.publicNominatim.absoluteString), valueName: "URL"))
    var nominatimURL: String?

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionPlaceOffline))
    var offline = false

    @Flag(help: ArgumentHelp(CLILanguage.ui.helpOptionPlaceRefresh))
    var refresh = false

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionPlaceContact, valueName: "CONTACT"))
    var contact: String?

    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionPlacePick, valueName: "N"))
    var pick: Int?

    func validate() throws {
        if offline && refresh { throw ValidationError(CLILanguage.ui.cliOfflineRefresh) }
        if let pick, pick < 1 { throw ValidationError(CLILanguage.ui.cliAtLeastOne(option: "--pick")) }
        for (flag, value) in [("--overpass-url", overpassURL), ("--nominatim-url", nominatimURL)] {
            if let value, Self.endpoint(value) == nil { throw ValidationError(CLILanguage.ui.cliNotHttpUrl(option: flag, value: value)) }
        }
    }

    /// An http(s) URL with a host, or nil.
    static func endpoint(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    /// The User-Agent with `--contact` (else `ATRIUM_CONTACT`).
    func userAgent(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        Atrium.userAgent(contact: contact, environment: environment)
    }

    /// The settings these options and the environment give.
    func settings(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> SourceSettings {
        func url(_ option: String?, _ flag: String, _ variable: String, _ fallback: URL) throws -> URL {
            guard let text = option ?? environment[variable].flatMap({ $0.isEmpty ? nil : $0 }) else { return fallback }
            guard let url = Self.endpoint(text) else {
                printError("atrium: " + CLILanguage.ui.cliNotHttpUrl(option: option != nil ? flag : variable, value: text))
                throw ExitCode(64)
            }
            return url
        }
        var settings = SourceSettings(
            userAgent: userAgent(environment: environment),
            cacheRoot: SourceSettings.defaultCacheRoot(environment: environment),
            overpassURL: try url(overpassURL, "--overpass-url", "ATRIUM_OVERPASS_URL", SourceSettings.publicOverpass),
            nominatimURL: try url(nominatimURL, "--nominatim-url", "ATRIUM_NOMINATIM_URL", SourceSettings.publicNominatim),
            offline: offline, refresh: refresh, pick: pick)
        // Hidden settings for the loopback tests (README, "Fetching from OpenStreetMap"): an HTTP
        // idle timeout, and a shorter floor for the wait after HTTP 429 and the 504 back-off.
        if let s = environment["ATRIUM_HTTP_IDLE_TIMEOUT"].flatMap(Double.init), s > 0 { settings.idleTimeout = s }
        if let s = environment["ATRIUM_OVERPASS_MIN_WAIT"].flatMap(Double.init), s >= 0 {
            settings.slotWaitFloor = s
            settings.backoff = min(settings.backoff, s)
        }
        return settings
    }
}

/// A VENUE argument made into a path the readers open: an `osm:` place fetched (or taken
/// from the cache) through VenueSources, anything else as it is.
struct ResolvedVenue {
    /// The file or folder to load.
    var path: String
    /// What was fetched, for an `osm:` place.
    var place: FetchedPlace?

    /// Resolves `argument`; prints one line and exits with the README's status on failure, and
    /// with 1 and the honest sentence when the place holds no indoor data.
    static func resolve(_ argument: String, options: PlaceOptions) throws -> ResolvedVenue {
        guard PlaceSpec.isPlace(argument) else { return ResolvedVenue(path: argument, place: nil) }
        let settings = try options.settings()
        let progress = ProgressLine.standardError()
        atrium_install_quit_signals()
        defer {
            progress.finish()
            for s in [SIGINT, SIGTERM, SIGHUP] { signal(s, SIG_DFL) }
        }
        let cancellation = Cancellation {
            let s = atrium_pending_signal()
            return s == 0 ? nil : s
        }
        do {
            let place = try fetch(argument, settings: settings, cancellation: cancellation, progress: progress.sink)
            progress.finish()
            for note in place.notes { printError("atrium: " + note.text(CLILanguage.ui)) }
            return ResolvedVenue(path: place.file.path, place: place)
        } catch {
            progress.finish()
            error.print()
            throw ExitCode(error.status)
        }
    }

    /// Fetches `argument` (or takes it from the cache): the place, or why not, in the one line
    /// a command prints (the explorer shows it on its status line too), in the language of `ui`.
    static func fetch(_ argument: String, settings: SourceSettings, cancellation: Cancellation,
                      progress: SourceProgress, ui: UIText = CLILanguage.ui) throws(PlaceFailure) -> FetchedPlace {
        do {
            let spec = try PlaceSpec.parse(argument)
            let place = try PlaceFetcher(settings: settings, cancellation: cancellation, progress: progress).fetch(spec)
            if let empty = place.empty {
                throw PlaceFailure(message: "atrium: " + empty.text(ui), status: 1, notes: place.notes.map { $0.text(ui) })
            }
            return place
        } catch let failure as PlaceFailure {
            throw failure
        } catch let error as SourceError {
            if case .cancelled = error { throw PlaceFailure(message: nil, status: error.exitStatus) }
            throw PlaceFailure(message: "atrium: \(argument): " + error.text(ui), status: error.exitStatus)
        } catch {
            throw PlaceFailure(message: "atrium: \(argument): \(error)", status: 2)
        }
    }
}

/// Why a place cannot be opened: the line to print (none when cancelled), the exit status,
/// and the notes said before it.
struct PlaceFailure: Error {
    var message: String?
    var status: Int32
    var notes: [String] = []

    /// Prints the notes and the line on stderr.
    func print() {
        for note in notes { printError("atrium: \(note)") }
        if let message { printError(message) }
    }
}
