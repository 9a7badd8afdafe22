import ArgumentParser
import Foundation
import Localization
import MapCore
import VenueSources

/// `--status FILE|URL`: the live status (closed lifts, escalators, stairs and doors) a command
/// works with. The time it is read at is the command's (`--at`, else now). A URL (http or
/// https) is fetched through VenueSources; the explorer polls it every `--status-interval`.
struct StatusOptions: ParsableArguments {
    @Option(help: ArgumentHelp(CLILanguage.ui.helpOptionStatusStatus, valueName: "FILE|URL"))
    var status: String?

    @Option(name: .customLong("status-interval"), help: ArgumentHelp(CLILanguage.ui.helpOptionStatusInterval, valueName: "SECONDS"))
    var statusInterval: Double = StatusPollSchedule.defaultInterval

    func validate() throws {
        guard statusInterval >= 1 else { throw ValidationError(CLILanguage.ui.cliStatusInterval) }
        if let status, status.contains("://"), !StatusFeedClient.isFeedURL(status) {
            throw ValidationError(CLILanguage.ui.cliStatusTakes(value: status))
        }
    }

    /// The feed's URL when `--status` is one.
    var feedURL: URL? { status.flatMap(StatusFeedClient.feedURL) }

    /// The instant `--at TEXT` names (read in the venue's time zone), else now.
    static func now(at: String?, model: MapModel) -> Date {
        let zone = VenueTimeZone.zone(for: model.graph, at: nil)
        return at.flatMap { DirectoryClock.parse($0, zone: zone) }?.instant(in: zone) ?? Date()
    }

    /// The status in force at `now`: the file's (or the feed's) records over the venue's OSM
    /// access tags. `userAgent` names us to a feed.
    /// - Throws: `ExitCode(1)` after one line on stderr when the file or feed cannot be read.
    func load(model: MapModel, now: Date, userAgent: String) throws -> VenueStatus {
        try read(model: model, now: now, userAgent: userAgent).status
    }

    /// What `--status` holds at start: the status at `now`, its records, and a feed's
    /// validators (so the explorer's next poll is a conditional one).
    /// - Throws: `ExitCode(1)` after one line on stderr when the file or feed cannot be read.
    func read(model: MapModel, now: Date, userAgent: String) throws -> (status: VenueStatus, records: [StatusRecord], validators: StatusFeedValidators?) {
        guard let status else { return (VenueStatus.at(now, records: [], model: model), [], nil) }
        let data: Data
        var validators: StatusFeedValidators?
        if let url = feedURL {
            (data, validators) = try Self.fetchOnce(url, userAgent: userAgent)
        } else {
            do { data = try Data(contentsOf: URL(fileURLWithPath: status)) } catch {
                printError("atrium: " + CLILanguage.ui.statusFeedCannotReadFile(detail: (error as NSError).localizedDescription, path: status))
                throw ExitCode(1)
            }
        }
        do {
            let (records, _) = try StatusRecord.parse(data)
            return (VenueStatus.at(now, records: records, model: model), records, validators)
        } catch {
            let ui = CLILanguage.ui
            printError("atrium: " + (feedURL == nil ? ui.statusFeedFileIs(path: status, problem: error.text(ui)) : ui.statusFeedFeedIs(problem: error.text(ui), url: status)))
            throw ExitCode(1)
        }
    }

    /// The feed's records, fetched once (for `route` and `directory`, and the explorer's start).
    /// - Throws: `ExitCode(1)` after one line on stderr when the feed cannot be had.
    static func fetchOnce(_ url: URL, userAgent: String,
                          ui: UIText = CLILanguage.ui,
                          report: (String) -> Void = { printError("atrium: \($0)") }) throws -> (Data, StatusFeedValidators) {
        let client = StatusFeedClient(url: url, userAgent: userAgent)
        let feed = url.absoluteString
        do {
            switch try client.fetch(since: nil) {
            case .updated(let body, let validators): return (body, validators)
            case .notModified:
                report(ui.statusFeedNotModifiedFirst(url: feed))
            case .refused(let code, let retryAfter):
                report(retryAfter.map { ui.statusFeedUnavailableRetry(code: String(code), seconds: ui.number(Int($0)), url: feed) }
                    ?? ui.statusFeedUnavailable(code: String(code), url: feed))
            }
        } catch let error as SourceError {
            report(ui.statusFeedFailed(reason: error.text(ui), url: feed))
        }
        throw ExitCode(1)
    }
}
