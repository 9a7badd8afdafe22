import VenueFormats

/// A deterministic synthetic IMDF venue of any size, for benchmarks and scaling tests.
///
/// The venue is an office-like building: on every level a spine corridor runs
/// north–south along the west side, and east of it strips of rooms are stacked,
/// each strip a corridor with a row of rooms on either side. Every room has a
/// door onto its corridor and every corridor a door onto the spine; stairs and
/// elevators sit at the ends of the strips, restrooms here and there, and about
/// one room in ten carries an amenity (restrooms, stairs and elevators always do).
///
/// Generation is pure: the same unit count and seed give the same bytes, with no
/// clock, randomness or I/O. The result is a set of archive members (GeoJSON text,
/// as a real archive holds), so loading it exercises the whole loader:
///
/// ```swift
/// let members = SyntheticVenue(units: 100_000).members()
/// let result = try IMDFLoader.load(members: members, sourcePath: "synthetic:100000")
/// ```
public struct SyntheticVenue: Sendable, Equatable {
    /// How many units (rooms, corridors, stairs, …) the venue has in all levels together.
    public var units: Int
    /// How many levels (ordinals 0 and up) the units are spread over.
    public var levels: Int
    /// The seed for room widths, categories and names.
    public var seed: UInt64
    /// The kind of building: office strips (the default), doorless office floor plates or
    /// an airport terminal.
    public var shape: VenueShape

    /// Depth of a room, wall to wall, in meters.
    static let roomDepth = 8.0
    /// Width of a strip corridor, in meters.
    static let corridorWidth = 3.0
    /// Width of the spine corridor, in meters.
    static let spineWidth = 4.0
    /// Room widths to choose from, in meters.
    static let roomWidths: [Double] = [4, 5, 6, 6, 7, 8]
    /// Where the venue's south-west corner sits on Earth.
    static let origin = GeoPoint(longitude: 9.95, latitude: 48.42)

    /// Describes a venue of `units` units (at least 1).
    /// - Parameters:
    ///   - units: the total number of units.
    ///   - levels: the number of levels; nil picks ``defaultLevels(forUnits:)``.
    ///   - seed: varies room widths, categories and names.
    ///   - shape: the kind of building (see ``VenueShape``).
    public init(units: Int, levels: Int? = nil, seed: UInt64 = 1, shape: VenueShape = .strips) {
        self.units = max(1, units)
        self.levels = max(1, min(self.units, levels ?? shape.defaultLevels(forUnits: self.units)))
        self.seed = seed
        self.shape = shape
    }

    /// The number of levels a venue of `units` units gets by default: one for up to
    /// 60 units, then about √(units / 1000), from 2 up to 10 (100 000 units make 10
    /// levels of 10 000).
    public static func defaultLevels(forUnits units: Int) -> Int {
        if units <= 60 { return 1 }
        let root = (Double(units) / 1000).squareRoot().rounded(.up)
        return max(2, min(10, Int(root)))
    }

    /// The units on a level: an even share, the first levels taking the remainder.
    public func units(onLevel level: Int) -> Int {
        units / levels + (level < units % levels ? 1 : 0)
    }

    /// The archive: `manifest.json` and the venue, building, footprint, level, unit,
    /// opening and amenity files (and fixture, section and geofence files for shapes that
    /// have them).
    public func members() -> [ArchiveMember] {
        var plan = SyntheticPlan(venue: self)
        plan.build()
        return plan.members()
    }
}
