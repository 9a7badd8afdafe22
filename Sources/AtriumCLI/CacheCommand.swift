import ArgumentParser
import Foundation
import VenueSources

/// `atrium cache list|clear`: the OpenStreetMap answers kept for `osm:` places.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "List or clear the cached OpenStreetMap data of osm: places.",
        discussion: "The cache is $XDG_CACHE_HOME/atrium (else ~/.cache/atrium); answers stay fresh 14 days."
    )

    /// What to do with the cache.
    enum Action: String, ExpressibleByArgument, CaseIterable {
        case list, clear
    }

    @Argument(help: "list or clear.")
    var action: Action

    func run() throws {
        let settings = try PlaceOptions.parse([]).settings()
        let fetcher = PlaceFetcher(settings: settings)
        switch action {
        case .list:
            let entries = fetcher.cachedPlaces()
            if entries.isEmpty {
                print("The cache (\(settings.cacheRoot.path)) holds no places.")
                return
            }
            let formatter = ISO8601DateFormatter()
            for e in entries {
                let label = e.record.label.map { " \($0)" } ?? ""
                let age = Date().timeIntervalSince(e.record.fetchedAt) < SourceSettings.freshness ? "" : " (stale)"
                print("\(e.record.place)\(label) · fetched \(formatter.string(from: e.record.fetchedAt))\(age) from \(e.record.endpoint)"
                      + " · OSM data \(e.record.osmBase ?? "of unknown date") · \(formatBytes(e.record.bytes)) · \(e.data.path)")
            }
        case .clear:
            do {
                let n = try fetcher.clearCache()
                print("Cleared \(settings.cacheRoot.path) (\(n) file\(n == 1 ? "" : "s")).")
            } catch let error as SourceError {
                printError("atrium: \(error)")
                throw ExitCode(1)
            }
        }
    }
}
