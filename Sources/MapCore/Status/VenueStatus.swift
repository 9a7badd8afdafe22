import Foundation
import Localization
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
    public init(state: StatusRecord.State, reason: String? = nil, until: Date? = nil, updated: Date? = nil,
                why: StatusNotice.Reason? = nil) {
        self.state = state
        self.reason = reason
        self.why = why
        self.until = until
        self.updated = updated
    }
    /// Why ("maintenance", "access=no"), in the feed's words or, for OSM tags, in English.
    public var reason: String?
    /// Why, when Atrium says it from OSM tags (in any language); nil for a feed's own reason.
    public var why: StatusNotice.Reason?
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
    /// (access=no)": a feature's status in `ui`'s words, times in `zone` (the day too when it
    /// is not `now`'s).
    public func sentence(for target: StatusTarget, model: MapModel, now: Date, zone: TimeZone, ui: UIText = .english) -> String? {
        notice(for: target, model: model, now: now, zone: zone)?.sentence(ui)
    }

    /// What the status says of a feature, to be said in any language.
    public func notice(for target: StatusTarget, model: MapModel, now: Date, zone: TimeZone) -> StatusNotice? {
        guard let s = features[target] else { return nil }
        let subject: StatusNotice.Subject
        switch target {
        case .unit(let u): subject = .named(model.graph.name(of: .unit(u)))
        case .opening(let o): subject = model.graph.language.text(model.graph.archive.openings[o].name).map { .named($0) } ?? .door
        }
        let condition: StatusNotice.Condition
        switch (s.state, target) {
        case (.closed, .unit(let u)) where SpaceClass(category: model.graph.archive.units[u].category).connector != nil: condition = .outOfService
        case (.closed, _): condition = .closed
        case (.limited, _): condition = .limited
        case (.open, _): condition = .open
        }
        return StatusNotice(subject: subject, condition: condition,
                            until: s.until.map { (LocalDateTime($0, in: zone), LocalDateTime(now, in: zone)) },
                            reason: s.why ?? s.reason.map { .text($0) })
    }

    /// A feature's name: a unit's, an opening's, else "the door".
    public static func name(of target: StatusTarget, graph: VenueGraph) -> String {
        switch target {
        case .unit(let u): return graph.name(of: .unit(u))
        case .opening(let o): return graph.language.text(graph.archive.openings[o].name) ?? "the door"
        }
    }
}
