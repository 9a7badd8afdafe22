import Foundation
import Localization
import AtriumApp
import MapCore
import VenueSources

/// Follows a live status feed (`--status URL`) on a thread of its own, as ``StatusWatcher``
/// follows a file: polls it with conditional requests (`If-None-Match`, `If-Modified-Since`)
/// on a ``StatusPollSchedule`` (every `--status-interval`, backing off after 429 and 5xx and
/// never before the server's `Retry-After`), posts new records to the ``LiveFeed``, re-posts
/// when a time that changes the status passes, and says once when the feed goes stale (its
/// last records stay) and once when it answers again. The HTTP is VenueSources'.
enum StatusFeedWatcher {
    /// Seconds between two looks at the clock (the poll and the next change are due then).
    static let tick = 0.2

    /// What the watcher starts from: the records and validators of the fetch at start.
    struct Start: Sendable {
        var records: [StatusRecord]
        var validators: StatusFeedValidators?
    }

    /// Starts following `client`'s feed for `model` into `feed`; `stop` ends it (tests).
    static func start(client: StatusFeedClient, schedule: StatusPollSchedule, from start: Start, model: MapModel, feed: LiveFeed,
                      now: @escaping @Sendable () -> Date = { Date() }, stop: @escaping @Sendable () -> Bool = { false }) {
        // The schedule starts now, on the caller's clock reading: a thread that starts late
        // (a busy machine) must not start it later and miss the first poll's moment.
        let began = now()
        Thread.detachNewThread {
            follow(client: client, schedule: schedule, from: start, began: began, model: model, feed: feed, now: now, stop: stop)
        }
    }

    /// The loop: poll when due, post what changed, note staleness, sleep a tick.
    static func follow(client: StatusFeedClient, schedule: StatusPollSchedule, from start: Start, began: Date, model: MapModel,
                       feed: LiveFeed, now: @Sendable () -> Date, stop: @Sendable () -> Bool, ui: UIText = CLILanguage.ui) {
        var schedule = schedule
        var records = start.records
        var validators = start.validators
        var due = began.addingTimeInterval(schedule.answered(at: began))
        var next = VenueStatus.nextChange(after: began, records: records, model: model)
        var stale = false
        var lastProblem = ""
        while !stop() {
            let time = now()
            if time >= due {
                var delay: TimeInterval
                do {
                    switch try client.fetch(since: validators) {
                    case .updated(let body, let v):
                        delay = schedule.answered(at: time)
                        validators = v
                        do {
                            records = try StatusRecord.parse(body).records
                            feed.post(.statusFeed(records, at: time))
                            next = VenueStatus.nextChange(after: time, records: records, model: model)
                        } catch {
                            feed.post(.problem(ui.statusFeedWatchFeedIs(host: client.host, problem: error.text(ui))))
                        }
                    case .notModified:
                        delay = schedule.answered(at: time)
                    case .refused(let code, let retryAfter):
                        delay = schedule.failed(retryAfter: retryAfter)
                        lastProblem = "HTTP \(code)"
                    }
                } catch {
                    delay = schedule.failed()
                    lastProblem = (error as? SourceError)?.text(ui) ?? "\(error)"
                }
                due = time.addingTimeInterval(delay)
                if schedule.failures == 0, stale {
                    stale = false
                    feed.post(.problem(ui.statusFeedAnswersAgain(host: client.host)))
                } else if !stale, schedule.isStale(at: time, since: began) {
                    stale = true
                    feed.post(.problem(ui.statusFeedNoAnswerSince(host: client.host, problem: lastProblem, time: clockTime(schedule.lastAnswer ?? began))))
                }
            }
            if let n = next, time >= n {
                feed.post(.statusFeed(records, at: time))
                next = VenueStatus.nextChange(after: time, records: records, model: model)
            }
            Thread.sleep(forTimeInterval: tick)
        }
    }

    /// "14:03", local time.
    static func clockTime(_ date: Date) -> String {
        let f = DateFormatter()
        f.dateFormat = "HH:mm"
        return f.string(from: date)
    }
}
