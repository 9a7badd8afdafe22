import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a live status feed's last answer said about its version: sent back as
/// `If-None-Match` and `If-Modified-Since`, so an unchanged feed costs the server a 304.
public struct StatusFeedValidators: Sendable, Equatable {
    /// The `ETag` header of the last 200.
    public var etag: String?
    /// The `Last-Modified` header of the last 200.
    public var lastModified: String?

    /// Validators as a server sent them.
    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }
}

/// One poll of a live status feed.
public enum StatusFeedAnswer: Sendable, Equatable {
    /// A new version: its body (the JSON records) and its validators.
    case updated(Data, StatusFeedValidators)
    /// HTTP 304: what was fetched last still holds.
    case notModified
    /// HTTP 429 or 5xx: the server asks to be left alone for a while (`Retry-After` seconds, when it said).
    case refused(status: Int, retryAfter: TimeInterval?)
}

/// A live status feed over HTTP or HTTPS (`--status URL`), fetched with the same client as
/// `osm:` places (our User-Agent, one request at a time, an idle timeout, Ctrl-C noticed)
/// and conditional requests. Lives here, with the rest of the network; the readers and the
/// explorer only ever see the records it brings.
public struct StatusFeedClient: Sendable {
    /// The feed.
    public let url: URL
    /// No byte for this long fails a poll (seconds).
    public let idleTimeout: TimeInterval
    let http: HTTPClient

    /// A client of the feed at `url`, naming itself with `userAgent`.
    public init(url: URL, userAgent: String, cancellation: Cancellation = .never, idleTimeout: TimeInterval = 30) {
        self.url = url
        self.idleTimeout = idleTimeout
        http = HTTPClient(userAgent: userAgent, cancellation: cancellation)
    }

    /// Whether `text` names a feed this client fetches (an http:// or https:// URL with a host).
    public static func isFeedURL(_ text: String) -> Bool { feedURL(text) != nil }

    /// `text` as a feed URL, or nil when it is no http(s) URL with a host.
    public static func feedURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    /// The feed's host, as messages name it.
    public var host: String { url.host ?? url.absoluteString }

    /// Polls the feed once, conditionally on `validators` (the last 200's).
    /// - Throws: ``SourceError`` when the feed cannot be had: the network, a timeout, an HTTP
    ///   error other than 429 and 5xx (those are ``StatusFeedAnswer/refused(status:retryAfter:)``).
    public func fetch(since validators: StatusFeedValidators?) throws -> StatusFeedAnswer {
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let etag = validators?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let date = validators?.lastModified { request.setValue(date, forHTTPHeaderField: "If-Modified-Since") }
        let answer = try http.send(request, idleTimeout: idleTimeout)
        switch answer.status {
        case 200:
            return .updated(answer.body, StatusFeedValidators(etag: answer.etag, lastModified: answer.lastModified))
        case 304:
            return .notModified
        case 429, 500...599:
            return .refused(status: answer.status, retryAfter: answer.retryAfter.flatMap { Self.seconds($0) })
        default:
            throw SourceError.http(answer.status, .host(host))
        }
    }

    /// `Retry-After` in seconds: a number of seconds, or an HTTP date (seconds from now).
    static func seconds(_ retryAfter: String, now: Date = Date()) -> TimeInterval? {
        let text = retryAfter.trimmingCharacters(in: .whitespaces)
        if let s = TimeInterval(text), s >= 0 { return s }
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "GMT")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return format.date(from: text).map { max(0, $0.timeIntervalSince(now)) }
    }
}
