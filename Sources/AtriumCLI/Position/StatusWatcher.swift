#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Localization
import AtriumApp
import MapCore

/// Follows a live status file (`--status FILE`) on a thread of its own and posts its records to
/// a ``LiveFeed`` as ``LiveFeedEvent/statusFeed(_:at:)``: once at start, again whenever the
/// file changes (its inode, size or modification time, checked with one `stat` every
/// ``interval`` — the file may be replaced by a rename, which inotify on the path would miss
/// without re-arming), and again when a time that changes the status passes (an `until`, a
/// record turning a day old, an OSM condition's boundary: ``VenueStatus/nextChange(after:records:model:)``).
/// Nothing is posted while nothing changes, so an idle explorer is not redrawn.
enum StatusWatcher {
    /// Seconds between two looks at the file.
    static let interval = 0.5

    /// Starts following `path` for `model` into `feed`; `stop` ends it (tests), `now` is the wall clock.
    static func start(path: String, model: MapModel, feed: LiveFeed, now: @escaping @Sendable () -> Date = { Date() },
                      stop: @escaping @Sendable () -> Bool = { false }) {
        Thread.detachNewThread { follow(path: path, model: model, feed: feed, now: now, stop: stop) }
    }

    /// The file's identity and version: inode, size, modification time; nil when it cannot be read.
    static func signature(_ path: String) -> [Int]? {
        var s = stat()
        guard stat(path, &s) == 0 else { return nil }
        return [Int(s.st_ino), Int(s.st_size), Int(s.st_mtim.tv_sec), Int(s.st_mtim.tv_nsec)]
    }

    /// The loop: read on change, re-post at the next change of time, sleep.
    static func follow(path: String, model: MapModel, feed: LiveFeed, now: @Sendable () -> Date, stop: @Sendable () -> Bool,
                       ui: UIText = CLILanguage.ui) {
        var seen: [Int]?? = .none
        var records: [StatusRecord] = []
        var next: Date?
        let name = URL(fileURLWithPath: path).lastPathComponent
        while !stop() {
            let signature = signature(path)
            let time = now()
            if seen == .none || signature != seen! {
                seen = .some(signature)
                if signature == nil {
                    feed.post(.problem(ui.statusFeedWatchFileUnreadable(name: name)))
                } else if let data = FileManager.default.contents(atPath: path) {
                    do {
                        records = try StatusRecord.parse(data).records
                        feed.post(.statusFeed(records, at: time))
                    } catch {
                        feed.post(.problem(ui.statusFeedWatchFileIs(name: name, problem: error.text(ui))))
                    }
                }
                next = VenueStatus.nextChange(after: time, records: records, model: model)
            } else if let n = next, time >= n {
                feed.post(.statusFeed(records, at: time))
                next = VenueStatus.nextChange(after: time, records: records, model: model)
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }
}
