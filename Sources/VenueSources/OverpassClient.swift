import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends the one query to Overpass, politely: HTTP 429 → read `/api/status` and wait as it
/// says (never under `slotWaitFloor`, 30 s by default, counting down in the progress line);
/// HTTP 504 → back off and try again with half the `[timeout:]`; a 200 whose JSON carries a
/// `remark` is an error. The answer streams into the cache's `.part` file.
struct OverpassClient {
    /// Tries after a 429 before giving up.
    static let slotAttempts = 3
    /// Tries after a 504 before giving up.
    static let timeoutAttempts = 3
    /// The smallest `[timeout:]` a retry asks for.
    static let smallestTimeout = 25

    let settings: SourceSettings
    let http: HTTPClient
    let clock: any SourceClock
    let progress: SourceProgress

    /// Fetches `target` into `part`; returns the query that answered and what the answer holds.
    func fetch(_ target: OverpassTarget, into part: URL) throws -> (query: String, summary: OverpassSummary) {
        var timeout = settings.queryTimeout
        var busy = 0, gatewayTimeouts = 0
        let host = settings.overpassURL.host ?? settings.overpassURL.absoluteString
        while true {
            let query = OverpassQuery.text(for: target, timeout: timeout, maxSize: settings.maxSize)
            var request = URLRequest(url: settings.overpassURL)
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(("data=" + Self.formEncode(query)).utf8)
            progress.report(.asking(host: host))
            let answer = try http.send(request, idleTimeout: settings.idleTimeout(forQueryTimeout: timeout), into: part) { bytes in
                progress.report(.received(bytes: bytes, host: host))
            }
            switch answer.status {
            case 200:
                let data: Data
                do { data = try Data(contentsOf: part) } catch { throw SourceError.cache(.cannotReadBack(part.path)) }
                do {
                    return (query, try OverpassSummary.read(data, from: host))
                } catch {
                    try? FileManager.default.removeItem(at: part)
                    throw error
                }
            case 429:
                busy += 1
                guard busy <= Self.slotAttempts else {
                    throw SourceError.busy(host: host, waits: Self.slotAttempts)
                }
                try waitForSlot(host: host)
            case 504:
                gatewayTimeouts += 1
                guard gatewayTimeouts <= Self.timeoutAttempts else {
                    throw SourceError.http(504, .overpassTimeouts(host, tries: Self.timeoutAttempts))
                }
                timeout = max(Self.smallestTimeout, timeout / 2)
                let wait = settings.backoff * Double(1 << (gatewayTimeouts - 1))
                try countdown(wait) { .retrying(timeout: timeout, seconds: $0) }
            default:
                let first = String(decoding: answer.body.prefix(2000), as: UTF8.self)
                    .components(separatedBy: .newlines).map { Self.stripTags($0) }.first { !$0.isEmpty } ?? ""
                throw SourceError.http(answer.status, .overpass(host, said: String(first.prefix(200))))
            }
        }
    }

    /// Reads `/api/status` and waits as it says, never under the floor.
    private func waitForSlot(host: String) throws {
        progress.report(.busy)
        var said: TimeInterval?
        if let status = try? http.send(URLRequest(url: settings.overpassStatusURL), idleTimeout: 30), status.status == 200 {
            said = OverpassQuery.slotWait(status: String(decoding: status.body, as: UTF8.self))
        }
        let wait = max(settings.slotWaitFloor, said ?? 0)
        try countdown(wait) { .waitingForSlot(seconds: $0) }
    }

    /// Waits `seconds`, saying the seconds left every second.
    private func countdown(_ seconds: TimeInterval, _ stage: (Int) -> SourceStage) throws {
        var left = seconds
        while left > 0 {
            progress.report(stage(Int(left.rounded(.up))))
            let step = min(1, left)
            try clock.sleep(step, cancellation: http.cancellation)
            left -= step
        }
    }

    /// `application/x-www-form-urlencoded` for a value: everything but unreserved characters escaped.
    static func formEncode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._*")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// An HTML line without its tags (Overpass explains errors in an HTML page).
    static func stripTags(_ line: String) -> String {
        line.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
    }
}
