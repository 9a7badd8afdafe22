import ArgumentParser
import AtriumServe
import Foundation
import Localization
import VenueSources
import VenueFormats
import Logging
import MapCore
import Synchronization

/// `atrium serve`: serve the explorer over SSH with the built-in server.
struct ServeCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: CLILanguage.ui.abstractServe,
            discussion: CLILanguage.ui.discussionServe
        )
    }

    /// The venue archive every session opens.
    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionServeVenue))
    var venue: String?

    /// A catalogue of venues, chosen by slug.
    @Option(name: .customLong("catalog"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeCatalog, valueName: "FILE"))
    var catalog: String?

    @OptionGroup var place: PlaceOptions

    /// The listen address.
    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionServeHost))
    var host = "127.0.0.1"

    /// The listen port.
    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionServePort))
    var port = 2222

    /// Where the host keys live.
    @Option(name: .customLong("host-key"),
            help: ArgumentHelp(CLILanguage.ui.helpOptionServeHostKey))
    var hostKeys: [String] = []

    /// Write a new host key and exit.
    @Option(name: .customLong("generate-host-key"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeGenerateHostKey, valueName: "PATH"))
    var generateHostKey: String?

    /// Which keys may log in.
    @Option(name: .customLong("authorized-keys"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeAuthorizedKeys))
    var authorizedKeys: String?

    /// Anyone may log in, read-only.
    @Flag(name: .customLong("public"), help: ArgumentHelp(CLILanguage.ui.helpOptionServePublic))
    var isPublic = false

    /// The session cap.
    @Option(name: .customLong("max-sessions"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeMaxSessions))
    var maxSessions = 16

    /// The per-connection session cap.
    @Option(name: .customLong("max-sessions-per-connection"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeMaxSessionsPerConnection))
    var maxPerConnection: Int?

    /// The per-key (per-address with --public) session cap.
    @Option(name: .customLong("max-sessions-per-key"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeMaxSessionsPerKey))
    var maxPerKey: Int?

    /// The login grace time.
    @Option(name: .customLong("login-grace-time"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeLoginGraceTime))
    var loginGrace: Double = 20

    /// Unauthenticated connections per address.
    @Option(name: .customLong("max-startups-per-source"),
            help: ArgumentHelp(CLILanguage.ui.helpOptionServeMaxStartupsPerSource))
    var maxStartupsPerSource: Int?

    /// The share of all connections one address may hold logged in.
    @Option(name: .customLong("max-share-per-source"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeMaxSharePerSource))
    var maxSharePerSource = 0.25

    /// "You are here" for every session (a kiosk box).
    @Option(parsing: .unconditional, help: ArgumentHelp(CLILanguage.ui.helpOptionServeHere))
    var here: String?

    /// A live position for every session: gpsd only (each session is one more gpsd client).
    @Option(name: .customLong("position"), help: ArgumentHelp(CLILanguage.ui.helpOptionServePosition))
    var position: String?

    /// A live status file for every session.
    @Option(name: .customLong("status"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeStatus, valueName: "FILE|URL"))
    var statusFile: String?

    @Option(name: .customLong("status-interval"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeStatusInterval, valueName: "SECONDS"))
    var statusInterval: Double = StatusPollSchedule.defaultInterval

    /// Proxies that send a PROXY v2 header.
    @Option(name: .customLong("proxy-protocol"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeProxyProtocol))
    var proxyProtocol: String?

    /// Each session loads its venue (no venue host).
    @Flag(name: .customLong("no-shared-venues"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeNoSharedVenues))
    var noSharedVenues = false

    /// The idle timeout.
    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(CLILanguage.ui.helpOptionServeIdleTimeout))
    var idleTimeout: Double = 900

    func validate() throws {
        if generateHostKey != nil { return }
        let ui = CLILanguage.ui
        if isPublic == (authorizedKeys != nil) {
            throw ValidationError(ui.serveUsageKeysOrPublic)
        }
        if catalog != nil && statusFile != nil {
            throw ValidationError(ui.serveUsageCatalogStatus)
        }
        if let statusFile, !StatusFeedClient.isFeedURL(statusFile), !FileManager.default.isReadableFile(atPath: statusFile) {
            throw ValidationError(ui.serveUsageStatusUnreadable(file: statusFile))
        }
        if catalog != nil && (venue != nil || here != nil) {
            throw ValidationError(ui.serveUsageCatalogVenue)
        }
        guard statusInterval >= 1 else { throw ValidationError(ui.cliStatusInterval) }
        guard (0...65535).contains(port) else { throw ValidationError(ui.serveUsagePort) }
        guard maxSessions >= 1 else { throw ValidationError(ui.cliAtLeastOne(option: "--max-sessions")) }
        guard idleTimeout > 0 else { throw ValidationError(ui.serveUsagePositive(option: "--idle-timeout")) }
        guard loginGrace > 0 else { throw ValidationError(ui.serveUsagePositive(option: "--login-grace-time")) }
        guard maxSharePerSource > 0 && maxSharePerSource <= 1 else { throw ValidationError(ui.serveUsageShare) }
        guard [maxPerConnection, maxPerKey, maxStartupsPerSource].allSatisfy({ ($0 ?? 1) >= 1 }) else {
            throw ValidationError(ui.serveUsageLimits)
        }
        if let position {
            // A file or FIFO could feed one explorer only; gpsd serves every session.
            guard case .gpsd = try? PositionSource(parsing: position) else {
                throw ValidationError("--position for serve takes gpsd or gpsd://HOST:PORT (a file feeds one explorer only).")
            }
        }
    }

    func run() throws {
        if let generateHostKey {
            let key = try HostKeyStore.generate(at: generateHostKey, warn: { printError("atrium: \($0)") })
            print(key.listing)
            return
        }
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let (statusPath, mirror) = try sessionStatusFile()
        let feeds = StatusMirrors()
        defer {
            mirror?.remove()
            feeds.removeAll()
        }
        var configuration = ServeConfiguration(
            host: host, port: port, hostKeyPaths: hostKeys.isEmpty ? [HostKeyStore.defaultPath()] : hostKeys,
            authorizedKeysPath: authorizedKeys, isPublic: isPublic, maxSessions: maxSessions,
            maxSessionsPerConnection: maxPerConnection, maxSessionsPerClient: maxPerKey,
            idleTimeout: idleTimeout, loginGraceTime: loginGrace, maxStartupsPerSource: maxStartupsPerSource,
            maxSharePerSource: maxSharePerSource,
            proxyProtocolFrom: (proxyProtocol ?? "").split(separator: ",").map { String($0) },
            catalogPath: catalog, catalogCheck: try catalogCheck(feeds: feeds), catalogOpenNow: Self.openNow,
            explorerCommand: try ExplorerCommand.forThisExecutable(venue: try servedVenue(), options: try hereOptions() + (position.map { ["--position", $0] } ?? [])
                + (statusPath.map { ["--status", $0] } ?? [])))
        if !noSharedVenues {
            // Room in the host's command line for the sessions' (each is written over it).
            configuration.venueHostCommand = [try ExplorerCommand.currentExecutable(), "venue-host",
                                              "--room", String(repeating: " ", count: 2048), "--"]
            configuration.sharedVenues = [try servedVenue() ?? SampleVenue.path]
        }
        try SSHServer(configuration: configuration).run()
    }

    /// The status file sessions follow: `--status FILE` as it is, or for `--status URL` the
    /// copy the server keeps of the feed (polled here, once for all sessions).
    func sessionStatusFile() throws -> (String?, StatusMirror?) {
        guard let statusFile else { return (nil, nil) }
        guard let url = StatusFeedClient.feedURL(statusFile) else { return (URL(fileURLWithPath: statusFile).standardizedFileURL.path, nil) }
        let mirror: StatusMirror
        do {
            mirror = try StatusMirror(url: url, userAgent: place.userAgent())
        } catch {
            printError("atrium: \(error)")
            throw ExitCode(1)
        }
        mirror.follow(interval: statusInterval) { printError("atrium: \($0)") }
        return (mirror.file.path, mirror)
    }

    /// The check of each catalogue entry, with the `osm:` settings of this command (endpoints,
    /// `--offline`, `--contact`), or nil without a catalogue.
    func catalogCheck(feeds: StatusMirrors) throws -> (@Sendable (inout Catalog.Entry) -> String?)? {
        guard catalog != nil else { return nil }
        let settings = try place.settings()
        let interval = statusInterval
        return { entry in
            if let problem = Self.checkVenue(&entry, places: settings) { return problem }
            guard let url = entry.statusURL else { return nil }
            switch feeds.mirror(url, userAgent: settings.userAgent, interval: interval) {
            case .success(let file): entry.statusFile = file
            case .failure(let failure): return failure.description
            }
            return nil
        }
    }

    /// Why a catalogue entry cannot be served: its venue does not load (an `osm:` place that
    /// cannot be fetched nor taken from the cache, or that holds no indoor data, included), or
    /// its `here:` is not in it; nil when it can. An `osm:` place is fetched (or taken from the
    /// cache while fresh) at start and at each reload, and its sessions open the cached file.
    /// (The server process loads each venue once for this; every session's explorer loads its own.)
    /// Notes the venue's opening hours and time zone in `entry` for the list.
    /// Said in the language of `ui` (the server's: its `--ui-lang` or locale variables).
    static func checkVenue(_ entry: inout Catalog.Entry, places: SourceSettings, ui: UIText = CLILanguage.ui) -> String? {
        if PlaceSpec.isPlace(entry.venue) {
            do {
                let fetched = try PlaceFetcher(settings: places).fetch(try PlaceSpec.parse(entry.venue))
                if let empty = fetched.empty { return empty.text(ui) }
                entry.venue = fetched.file.path
            } catch let error as SourceError {
                return "\(entry.venue): " + error.text(ui)
            } catch {
                return "\(entry.venue): \(error)"
            }
        }
        do {
            let result = try IMDFLoader.load(path: entry.venue)
            if let here = entry.here {
                do {
                    _ = try MapModel(graph: result.graph).here(here, search: SearchIndex(graph: result.graph))
                } catch {
                    return error.text(ui)
                }
            }
            entry.hours = result.graph.archive.venues.first?.hours
            entry.timeZone = VenueTimeZone.zone(for: result.graph, at: nil).identifier
            return nil
        } catch let failure as LoadFailure {
            return ui.cliCannotOpen(path: failure.path, reason: failure.text(ui))
        } catch {
            return "\(error)"
        }
    }

    /// "Open now · closes 19:00" (or "Closed · opens Mon 07:00") for a catalogue venue with
    /// opening hours, at this moment in the venue's time zone; nil without hours.
    @Sendable static func openNow(_ entry: Catalog.Entry) -> String? {
        let zone = entry.timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
        return HoursStatus(hours: entry.hours, at: LocalDateTime(Date(), in: zone))?.text
    }

    /// The venue the sessions open: an `osm:` place is fetched once, here, and every session
    /// opens its cached file.
    func servedVenue() throws -> String? {
        guard let venue else { return nil }
        return try ResolvedVenue.resolve(venue, options: place).path
    }

    /// `--here SPOT` for the explorers, once the spot is known to exist in the venue (a typo
    /// fails here, at start, not in every session).
    func hereOptions() throws -> [String] {
        guard let here else { return [] }
        // Parsed, not made with VenueOptions(): an option group made by hand has no values to
        // read, and reading one stops the program ("Can't read a value from a parsable argument").
        let options = try VenueOptions.parse(try servedVenue().map { [$0] } ?? [])
        let result = try options.load()
        do {
            _ = try MapModel(graph: result.graph).here(here, search: SearchIndex(graph: result.graph))
        } catch {
            printError("atrium: \(error.text(CLILanguage.ui))")
            throw ExitCode(1)
        }
        return ["--here", here]
    }
}

/// The status feeds (`status: URL`) of a catalogue's venues, each polled once for all its
/// sessions into a file of the server's (`StatusMirror`), kept across reloads: a reload that
/// names the same URL keeps its mirror (and its last status, should the feed be down then).
final class StatusMirrors: Sendable {
    private let mirrors = Mutex<[String: StatusMirror]>([:])

    /// The file that follows `url`: the mirror already polling it, else a new one (fetched once
    /// now, then polled every `interval` seconds); the failure when the feed cannot be had.
    func mirror(_ url: String, userAgent: String, interval: Double) -> Result<String, StatusMirror.Failure> {
        if let known = mirrors.withLock({ $0[url] }) { return .success(known.file.path) }
        guard let feed = StatusFeedClient.feedURL(url) else {
            return .failure(StatusMirror.Failure(description: CLILanguage.ui.serveStatusNotUrl(url: url)))
        }
        do {
            let mirror = try StatusMirror(url: feed, userAgent: userAgent)
            mirror.follow(interval: interval) { printError("atrium: \($0)") }
            mirrors.withLock { $0[url] = mirror }
            return .success(mirror.file.path)
        } catch {
            return .failure(error)
        }
    }

    /// Stops every poller and removes their files (at exit).
    func removeAll() {
        mirrors.withLock { all in
            all.values.forEach { $0.stop() }
            all = [:]
        }
    }
}
