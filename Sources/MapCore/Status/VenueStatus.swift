import Foundation
import VenueFormats

/// What live status can be said of: a unit (a lift, escalator, stairs, a shop) or an opening
/// (a door).
public enum StatusTarget: Hashable, Sendable {
    /// An index into the archive's units.
    case unit(Int)
    /// An index into the archive's openings.
    case opening(Int)
}

/// The status in force for one feature: what the newest current record (or OSM tag) says.
public struct FeatureStatus: Sendable, Equatable {
    /// Closed or limited (open features have none).
    public var state: StatusRecord.State
    /// A status.
    public init(state: StatusRecord.State, reason: String? = nil, until: Date? = nil, updated: Date? = nil) {
        self.state = state
        self.reason = reason
        self.until = until
        self.updated = updated
    }
    /// Why ("maintenance", "access=no").
    public var reason: String?
    /// When it ends, if said.
    public var until: Date?
    /// When it was written.
    public var updated: Date?
}

/// The live status of a venue at one instant: which lifts, escalators, stairs and doors are
/// closed or limited, from a status feed's records (``StatusRecord``) and the OSM tags that
/// close a door or connector (``OSMAccessRule``).
///
/// Records are joined to features by id, else by kind within ``joinRadius`` on the same
/// level. A record older than ``maximumAge`` is ignored, and so is one older than another
/// record for the same feature; a record whose `until` has passed no longer holds.
public struct VenueStatus: Sendable, Equatable {
    /// How far a record placed by position may be from its feature, in meters.
    public static let joinRadius = 2.0
    /// How old a record may be (by `updated`) and still count: a day.
    public static let maximumAge: TimeInterval = 86_400

    /// The status in force per feature (closed or limited only).
    public private(set) var features: [StatusTarget: FeatureStatus] = [:]
    /// Records that named no feature of the venue.
    public private(set) var unmatched = 0
    /// Records ignored as older than a day.
    public private(set) var stale = 0
    /// The instant the status was worked out for.
    public private(set) var time = Date.distantPast

    /// No status: everything open.
    public init() {}

    /// The status in force at `now` from a feed's records.
    public init(records: [StatusRecord], model: MapModel, now: Date) {
        time = now
        var newest: [StatusTarget: StatusRecord] = [:]
        for r in records {
            if let updated = r.updated, now.timeIntervalSince(updated) > Self.maximumAge { stale += 1; continue }
            guard let target = Self.target(of: r, model: model) else { unmatched += 1; continue }
            if let held = newest[target], (held.updated ?? .distantPast) > (r.updated ?? .distantPast) { continue }
            newest[target] = r
        }
        for (target, r) in newest where r.state != .open {
            if let until = r.until, until <= now { continue }
            features[target] = FeatureStatus(state: r.state, reason: r.reason, until: r.until, updated: r.updated)
        }
    }

    /// Adds statuses that hold unless a record says otherwise (OSM tags): a feature the feed
    /// speaks of keeps the feed's word.
    public mutating func addDefaults(_ defaults: [StatusTarget: FeatureStatus]) {
        for (target, s) in defaults where features[target] == nil { features[target] = s }
    }

    /// Whether nothing is closed or limited.
    public var isEmpty: Bool { features.isEmpty }

    /// The closed features.
    public var closed: Set<StatusTarget> { Set(features.filter { $0.value.state == .closed }.keys) }

    /// The feature a record names: by id (a unit, occupant's unit, amenity's unit or opening),
    /// else the feature of its kind nearest its position on its level within ``joinRadius``.
    static func target(of r: StatusRecord, model: MapModel) -> StatusTarget? {
        let g = model.graph
        if let id = r.id {
            if let h = g.handle(forID: id), let u = g.unitIndex(of: h) { return .unit(u) }
            if let o = g.archive.openings.firstIndex(where: { $0.id == id }) { return .opening(o) }
            return nil
        }
        guard let kind = r.kind, let lat = r.latitude, let lon = r.longitude, let level = r.level,
              let ordinal = model.ordinal(forLevel: level) else { return nil }
        let p = model.projection.project(GeoPoint(longitude: lon, latitude: lat))
        let f = model.floor(ordinal)
        var best: (StatusTarget, Double)?
        func consider(_ t: StatusTarget, _ d: Double) {
            if d <= joinRadius, d < (best?.1 ?? .infinity) { best = (t, d) }
        }
        let box = Rect(min: p, max: p).insetBy(joinRadius)
        if ["door", "entrance", "opening", "gate"].contains(kind) {
            f.minorIndex.forEach(intersecting: box) { minor in
                guard case .opening(let slot) = minor else { return }
                let line = f.openings[slot]
                let d = line.lines.map { l in zip(l, l.dropFirst()).map { PlanarGeometry.distance(from: p, toSegment: $0, $1) }.min() ?? .infinity }.min() ?? .infinity
                consider(.opening(line.index), d)
            }
        } else {
            f.unitIndex.forEach(intersecting: box) { slot in
                let u = f.units[slot]
                guard g.archive.units[u.index].category.lowercased() == kind else { return }
                let d = PlanarGeometry.contains(p, rings: u.rings) ? 0 : PlanarGeometry.distance(from: p, toRings: u.rings)
                consider(.unit(u.index), d)
            }
        }
        return best?.0
    }

    /// "Elevator East is out of service until 14:00 (maintenance)", "Door 3 is closed
    /// (access=no)": a feature's status in words, times in `zone` (the day too when it is not
    /// `now`'s).
    public func sentence(for target: StatusTarget, model: MapModel, now: Date, zone: TimeZone) -> String? {
        guard let s = features[target] else { return nil }
        let name = Self.name(of: target, graph: model.graph)
        var text = name
        switch (s.state, target) {
        case (.closed, .unit(let u)) where SpaceClass(category: model.graph.archive.units[u].category).connector != nil:
            text += " is out of service"
        case (.closed, _): text += " is closed"
        case (.limited, _): text += " is limited"
        case (.open, _): text += " is open"
        }
        if let until = s.until { text += " until " + Self.time(until, now: now, zone: zone) }
        if let reason = s.reason { text += " (\(reason))" }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A feature's name: a unit's, an opening's, else "the door".
    public static func name(of target: StatusTarget, graph: VenueGraph) -> String {
        switch target {
        case .unit(let u): return graph.name(of: .unit(u))
        case .opening(let o): return graph.language.text(graph.archive.openings[o].name) ?? "the door"
        }
    }

    /// "14:00" on `now`'s day, else "Fri 14:00" within a week, else "2026-12-24 14:00".
    static func time(_ t: Date, now: Date, zone: TimeZone) -> String {
        let a = LocalDateTime(t, in: zone), b = LocalDateTime(now, in: zone)
        let clock = String(format: "%02d:%02d", a.minute / 60, a.minute % 60)
        if a.date == b.date { return clock }
        let days = a.date.dayNumber - b.date.dayNumber
        if days > 0 && days < 7 { return ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"][a.date.weekday] + " " + clock }
        return String(format: "%04d-%02d-%02d ", a.date.year, a.date.month, a.date.day) + clock
    }
}
