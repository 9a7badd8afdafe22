import ArgumentParser
import Foundation
import MapCore
import VenueSources
import Synchronization

/// `serve --status URL`: the server polls the feed once for all sessions (politely: one
/// client, conditional requests, backing off when refused) and keeps its latest good answer
/// in a file of its own (written to a `.part` and renamed, in a folder only this user may
/// read), which every session's explorer follows as `--status FILE`. Without it, each
/// session would poll the feed: fifty sessions, fifty clients.
final class StatusMirror: @unchecked Sendable {
    /// The file the sessions follow.
    let file: URL
    private let folder: URL
    private let client: StatusFeedClient

    /// Why a feed cannot be mirrored (one line for the operator).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Fetches the feed once into a new private file.
    /// - Throws: ``Failure`` when the feed cannot be had at start.
    init(url: URL, userAgent: String) throws(Failure) {
        client = StatusFeedClient(url: url, userAgent: userAgent)
        var template = Array((FileManager.default.temporaryDirectory.path + "/atrium-status-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw Failure(description: CLILanguage.ui.statusFeedNoCopyFolder(detail: String(cString: strerror(errno))))
        }
        folder = URL(fileURLWithPath: String(cString: made))
        file = folder.appendingPathComponent("status.json")
        var said: String?
        do {
            let (body, validators) = try StatusOptions.fetchOnce(url, userAgent: userAgent) { said = $0 }
            do { _ = try StatusRecord.parse(body) } catch {
                throw Failure(description: CLILanguage.ui.statusFeedFeedIs(problem: error.text(CLILanguage.ui), url: url.absoluteString))
            }
            try write(body)
            self.validators = validators
        } catch let failure as Failure {
            remove()
            throw failure
        } catch {
            remove()
            throw Failure(description: said ?? CLILanguage.ui.statusFeedCannotBeHad(reason: "\(error)", url: url.absoluteString))
        }
    }

    /// Set by ``stop()``: the poller ends at its next wake.
    private let stopped = Atomic<Bool>(false)

    private var validators: StatusFeedValidators?

    /// Replaces the file with `body`, whole (a `.part` renamed over it).
    private func write(_ body: Data) throws(Failure) {
        let part = folder.appendingPathComponent("status.json.part")
        do {
            try body.write(to: part)
            guard rename(part.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            throw Failure(description: CLILanguage.ui.statusFeedCannotWriteCopy(path: folder.path))
        }
    }

    /// Polls on a thread of its own every `interval` seconds (longer after errors) while the
    /// server runs; logs (through `log`) when the feed goes stale and when it comes back.
    func follow(interval: TimeInterval, log: @escaping @Sendable (String) -> Void) {
        Thread.detachNewThread { [self] in
            var schedule = StatusPollSchedule(interval: interval)
            let began = Date()
            var delay = schedule.answered(at: began)
            var stale = false
            while true {
                Thread.sleep(forTimeInterval: delay)
                if stopped.load(ordering: .relaxed) { return }
                let now = Date()
                var problem = ""
                do {
                    switch try client.fetch(since: validators) {
                    case .updated(let body, let v):
                        if (try? StatusRecord.parse(body)) != nil, (try? write(body)) != nil {
                            validators = v
                            delay = schedule.answered(at: now)
                        } else {
                            problem = "an answer that is no status feed"
                            delay = schedule.failed()
                        }
                    case .notModified: delay = schedule.answered(at: now)
                    case .refused(let code, let retryAfter):
                        problem = "HTTP \(code)"
                        delay = schedule.failed(retryAfter: retryAfter)
                    }
                } catch {
                    problem = "\(error)"
                    delay = schedule.failed()
                }
                if schedule.failures == 0, stale {
                    stale = false
                    log("the status feed \(client.host) answers again")
                } else if !stale, schedule.isStale(at: now, since: began) {
                    stale = true
                    log("the status feed \(client.host) has not answered since \(StatusFeedWatcher.clockTime(schedule.lastAnswer ?? began)) (\(problem)); sessions keep its last status")
                }
            }
        }
    }

    /// Stops polling (at the poller's next wake) and removes the copy.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        remove()
    }

    /// Removes the copy and its folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
