import ArgumentParser
import Foundation
import Localization
import VenueSources

/// `atrium cache list|clear`: the OpenStreetMap answers kept for `osm:` places.
struct CacheCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "cache",
            abstract: CLILanguage.ui.abstractCache,
            discussion: CLILanguage.ui.discussionCache
        )
    }

    /// What to do with the cache.
    enum Action: String, ExpressibleByArgument, CaseIterable {
        case list, clear
    }

    @Argument(help: ArgumentHelp(CLILanguage.ui.helpOptionCacheAction))
    var action: Action

    func run() throws {
        let settings = try PlaceOptions.parse([]).settings()
        let fetcher = PlaceFetcher(settings: settings)
        let ui = CLILanguage.ui
        switch action {
        case .list:
            let entries = fetcher.cachedPlaces()
            if entries.isEmpty {
                print(ui.cacheEmpty(path: settings.cacheRoot.path))
                return
            }
            let formatter = ISO8601DateFormatter()
            for e in entries {
                let label = e.record.label.map { " \($0)" } ?? ""
                let when = formatter.string(from: e.record.fetchedAt)
                let fetched = Date().timeIntervalSince(e.record.fetchedAt) < SourceSettings.freshness
                    ? ui.cacheFetched(endpoint: e.record.endpoint, when: when) : ui.cacheFetchedStale(endpoint: e.record.endpoint, when: when)
                let data = e.record.osmBase.map { ui.cacheOsmData(date: $0) } ?? ui.cacheOsmDataUnknown
                print("\(e.record.place)\(label) · \(fetched) · \(data) · \(ui.bytes(e.record.bytes)) · \(e.data.path)")
            }
        case .clear:
            do {
                let n = try fetcher.clearCache()
                print(ui.cacheCleared(count: n, path: settings.cacheRoot.path))
            } catch let error as SourceError {
                printError("atrium: " + error.text(ui))
                throw ExitCode(1)
            }
        }
    }
}
