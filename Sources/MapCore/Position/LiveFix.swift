import Foundation
/// One position report from a live source (gpsd, an indoor-positioning feed), as read:
/// nothing is checked against the venue yet (see ``MapModel/livePosition(_:shownOrdinal:feedOrdinal:)``).
public struct LiveFix: Sendable, Equatable {
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// The level the source named (short name, name or id), if any.
    public var level: String?
    /// The ordinal the source named, if any.
    public var ordinal: Int?
    /// The horizontal error radius in meters, if known.
    public var accuracy: Double?
    /// The walking direction in degrees clockwise from north, if known.
    public var heading: Double?
    /// The speed in meters per second, if known.
    public var speed: Double?
    /// The source's own time stamp, as it wrote it, if any.
    public var time: String?

    /// A fix.
    public init(latitude: Double, longitude: Double, level: String? = nil, ordinal: Int? = nil,
                accuracy: Double? = nil, heading: Double? = nil, speed: Double? = nil, time: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.level = level
        self.ordinal = ordinal
        self.accuracy = accuracy
        self.heading = heading
        self.speed = speed
        self.time = time
    }

    /// Whether the fix names a floor (gpsd never does).
    public var namesFloor: Bool { level != nil || ordinal != nil }
}

/// What a live source reader hands the explorer: a fix, or a sentence about the source.
public enum LiveFeedEvent: Sendable, Equatable {
    /// A position report.
    case fix(LiveFix)
    /// Something went wrong (a malformed line, a lost connection): one note, the last good
    /// position stays.
    case problem(String)
    /// News that is not a problem ("connected to gpsd at 127.0.0.1:2947").
    case status(String)
    /// A live status feed's records (`--status`), read at a wall-clock instant: posted when the
    /// file changes and when a time it names (an `until`, a record going stale, an OSM
    /// condition's boundary) passes.
    case statusFeed([StatusRecord], at: Date)
}
