import Foundation
import VenueFormats

/// The OSM tags that close a door or a connector, read at one time: `access=no` (or
/// `foot=no`), any `disused:*` tag, and `access:conditional` / `foot:conditional` whose
/// condition is an `opening_hours` range (`no @ (20:00-06:00)`), evaluated with
/// ``OpeningHours``. A conditional whose condition is not understood is left out, never
/// guessed.
public enum OSMAccessRule {
    /// Values that shut people out.
    static let closedValues: Set<String> = ["no", "private"]

    /// What a feature's access tags say at a wall-clock time: closed (and why), else nil.
    public static func status(_ tags: [String: String], at time: LocalDateTime) -> FeatureStatus? {
        guard !tags.isEmpty else { return nil }
        if tags.keys.contains(where: { $0 == "disused" || $0.hasPrefix("disused:") }) {
            return FeatureStatus(state: .closed, reason: "disused", why: .disused)
        }
        for key in ["access", "foot"] {
            var value = tags[key]
            var reason = value.map { "\(key)=\($0)" }
            var why = value.map { StatusNotice.Reason.tag("\(key)=\($0)") }
            // Later conditions win over earlier ones, and over the plain tag (as OSM reads them).
            for (conditionValue, condition) in conditions(tags[key + ":conditional"] ?? "") {
                guard let hours = OpeningHours(condition), hours.isOpen(at: time) else { continue }
                value = conditionValue
                reason = closedValues.contains(conditionValue) ? "no \(key == "foot" ? "entry" : "access") \(condition)" : nil
                why = closedValues.contains(conditionValue) ? (key == "foot" ? .noEntry(condition: condition) : .noAccess(condition: condition)) : nil
            }
            if let value, closedValues.contains(value) {
                return FeatureStatus(state: .closed, reason: reason, why: why)
            }
        }
        return nil
    }

    /// The `VALUE @ (CONDITION)` parts of a conditional tag, separated by `;` outside
    /// parentheses; a condition without parentheses runs to the next `;`.
    static func conditions(_ text: String) -> [(value: String, condition: String)] {
        var parts: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth = max(0, depth - 1) }
            if c == ";" && depth == 0 { parts.append(current); current = ""; continue }
            current.append(c)
        }
        parts.append(current)
        return parts.compactMap { part in
            let halves = part.split(separator: "@", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard halves.count == 2, !halves[0].isEmpty else { return nil }
            var condition = halves[1]
            if condition.hasPrefix("("), condition.hasSuffix(")") { condition = String(condition.dropFirst().dropLast()) }
            return (halves[0].lowercased(), condition.trimmingCharacters(in: .whitespaces))
        }
    }
}

extension VenueStatus {
    /// The statuses the venue's OSM tags give its doors and connectors at `now` (in the
    /// venue's time zone): the defaults a feed's records override.
    public static func osmDefaults(model: MapModel, now: Date) -> [StatusTarget: FeatureStatus] {
        let g = model.graph
        let time = LocalDateTime(now, in: VenueTimeZone.zone(for: g, at: nil))
        var out: [StatusTarget: FeatureStatus] = [:]
        for (i, o) in g.archive.openings.enumerated() where !o.accessTags.isEmpty {
            if let s = OSMAccessRule.status(o.accessTags, at: time) { out[.opening(i)] = s }
        }
        for (i, u) in g.archive.units.enumerated() where !u.accessTags.isEmpty && SpaceClass(category: u.category).connector != nil {
            if let s = OSMAccessRule.status(u.accessTags, at: time) { out[.unit(i)] = s }
        }
        return out
    }

    /// The status at `now`: a feed's records over the venue's OSM tags.
    public static func at(_ now: Date, records: [StatusRecord], model: MapModel) -> VenueStatus {
        var status = VenueStatus(records: records, model: model, now: now)
        status.addDefaults(osmDefaults(model: model, now: now))
        return status
    }
}

extension VenueStatus {
    /// The first instant after `now` at which the status could change with nothing new read:
    /// a record's `until`, a record turning ``maximumAge`` old, or the next boundary of an OSM
    /// `*:conditional` time range on a door or connector; nil when there is none.
    public static func nextChange(after now: Date, records: [StatusRecord], model: MapModel) -> Date? {
        var times: [Date] = []
        for r in records {
            if let until = r.until, until > now { times.append(until) }
            if let updated = r.updated {
                let stale = updated.addingTimeInterval(maximumAge)
                if stale > now { times.append(stale) }
            }
        }
        let g = model.graph
        let zone = VenueTimeZone.zone(for: g, at: nil)
        let local = LocalDateTime(now, in: zone)
        let tagged = g.archive.openings.map(\.accessTags) + g.archive.units.map(\.accessTags)
        for tags in tagged where !tags.isEmpty {
            for key in ["access:conditional", "foot:conditional"] {
                for (_, condition) in OSMAccessRule.conditions(tags[key] ?? "") {
                    if let change = OpeningHours(condition)?.nextChange(after: local, horizonDays: 8) {
                        times.append(change.instant(in: zone))
                    }
                }
            }
        }
        return times.min()
    }
}
