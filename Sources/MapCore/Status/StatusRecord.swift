import Foundation
import Localization

/// One record of a live status feed (`--status FILE`): a lift out of service, a closed door,
/// an escalator running at reduced capacity.
///
/// The feed is a JSON array of objects:
/// `{"id": "FEATURE-ID", "status": "closed", "reason": "maintenance", "until": "2026-11-27T14:00:00Z", "updated": "2026-11-26T09:00:00Z"}`,
/// or, for feeds that have no ids, `kind` (`elevator`, `escalator`, `stairs`, `door`…), `lat`,
/// `lon` and `level` instead of `id`.
public struct StatusRecord: Sendable, Equatable {
    /// What a record says of its feature.
    public enum State: String, Sendable, Equatable {
        /// In service (cancels an older closure).
        case open
        /// Out of service: left out of routes.
        case closed
        /// In service with a restriction (said, still routed).
        case limited
    }

    /// The feature's id, when the feed names it.
    public var id: String?
    /// The kind of feature (`elevator`, `escalator`, `stairs`, `door`), with the position.
    public var kind: String?
    /// Where it is, with the kind: latitude and longitude.
    public var latitude: Double?, longitude: Double?
    /// The level, with the kind: a short name, name, id or ordinal.
    public var level: String?
    /// What it says.
    public var state: State
    /// Why ("maintenance").
    public var reason: String?
    /// When the state ends, if said.
    public var until: Date?
    /// When the record was written.
    public var updated: Date?

    /// A record.
    public init(id: String? = nil, kind: String? = nil, latitude: Double? = nil, longitude: Double? = nil, level: String? = nil,
                state: State, reason: String? = nil, until: Date? = nil, updated: Date? = nil) {
        self.id = id
        self.kind = kind
        self.latitude = latitude
        self.longitude = longitude
        self.level = level
        self.state = state
        self.reason = reason
        self.until = until
        self.updated = updated
    }
}

/// Why a status feed could not be read: ``description`` in English, ``text(_:)`` in any
/// interface language.
public enum StatusFeedError: Error, Equatable, CustomStringConvertible {
    /// The text is not JSON.
    case notJSON
    /// JSON, but no array.
    case notArray

    /// The phrase in the language of `ui` ("not a JSON array of records").
    public func text(_ ui: UIText) -> String {
        switch self {
        case .notJSON: ui.statusFeedNotJson
        case .notArray: ui.statusFeedNotArray
        }
    }

    /// The English phrase.
    public var description: String { text(.english) }
}

extension StatusRecord {
    /// Reads a feed: a JSON array of records. A record without a usable `status`, or without
    /// an `id` and without `kind`, `lat`, `lon` and `level`, is skipped and counted.
    /// - Throws: ``StatusFeedError`` when the text is not a JSON array.
    public static func parse(_ data: Data) throws(StatusFeedError) -> (records: [StatusRecord], skipped: Int) {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw StatusFeedError.notJSON
        }
        guard let array = object as? [Any] else {
            throw StatusFeedError.notArray
        }
        var records: [StatusRecord] = [], skipped = 0
        for item in array {
            guard let o = item as? [String: Any], let record = StatusRecord(json: o) else { skipped += 1; continue }
            records.append(record)
        }
        return (records, skipped)
    }

    /// A record from a JSON object; nil when it is not one.
    init?(json o: [String: Any]) {
        func text(_ key: String) -> String? {
            if let s = o[key] as? String, !s.trimmingCharacters(in: .whitespaces).isEmpty { return s }
            if let n = o[key] as? NSNumber, key == "level" { return n.stringValue }
            return nil
        }
        func number(_ key: String) -> Double? {
            if let n = o[key] as? NSNumber { return n.doubleValue }
            return (o[key] as? String).flatMap(Double.init)
        }
        guard let raw = text("status"), let state = State(rawValue: raw.lowercased()) else { return nil }
        let id = text("id"), kind = text("kind")?.lowercased()
        let lat = number("lat"), lon = number("lon"), level = text("level")
        guard id != nil || (kind != nil && lat != nil && lon != nil && level != nil) else { return nil }
        self.init(id: id, kind: kind, latitude: lat, longitude: lon, level: level, state: state, reason: text("reason"),
                  until: text("until").flatMap(Self.instant), updated: text("updated").flatMap(Self.instant))
    }

    /// An ISO-8601 instant (`2026-11-27T14:00:00Z`, with an offset or fractional seconds).
    static func instant(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let d = plain.date(from: text) { return d }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }
}
