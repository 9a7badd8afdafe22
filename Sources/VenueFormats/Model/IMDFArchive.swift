/// Every feature of an archive, typed, plus its manifest and attribution.
///
/// Produced by ``IMDFLoader``; holds only what decoded cleanly enough to be used.
public struct IMDFArchive: Sendable {
    /// Where it was read from.
    public var sourcePath: String
    /// The manifest, when there was one.
    public var manifest: Manifest?
    /// The text of `attribution.txt` at the archive root, trimmed.
    public var attribution: String?

    public var addresses: [Address] = []
    public var amenities: [Amenity] = []
    public var anchors: [Anchor] = []
    public var buildings: [Building] = []
    public var details: [Detail] = []
    public var fixtures: [Fixture] = []
    public var footprints: [Footprint] = []
    public var geofences: [Geofence] = []
    public var kiosks: [Kiosk] = []
    public var levels: [Level] = []
    public var occupants: [Occupant] = []
    public var openings: [Opening] = []
    public var relationships: [Relationship] = []
    public var sections: [Section] = []
    public var units: [Unit] = []
    public var venues: [Venue] = []
    /// What lies around the venue (streets, other buildings, platforms, tracks, water, parks):
    /// from OpenStreetMap data, drawn dimmed under the map; not IMDF features.
    public var surroundings: [Surrounding] = []
    /// What places have beside what they are (``Facility``), by feature id; only features with
    /// at least one are listed. Read from OpenStreetMap tags; IMDF has no such property.
    public var facilities: [String: [Facility]] = [:]
    /// The venue's country as a source states it outside an address (OpenStreetMap's
    /// `addr:country` code or `is_in:country` name), for the venue's time zone; nil when unsaid.
    public var country: String?

    /// Creates an empty archive for a path.
    public init(sourcePath: String) {
        self.sourcePath = sourcePath
    }

    /// How many features of each type were loaded.
    public var counts: [FeatureType: Int] {
        [.address: addresses.count, .amenity: amenities.count, .anchor: anchors.count, .building: buildings.count,
         .detail: details.count, .fixture: fixtures.count, .footprint: footprints.count, .geofence: geofences.count,
         .kiosk: kiosks.count, .level: levels.count, .occupant: occupants.count, .opening: openings.count,
         .relationship: relationships.count, .section: sections.count, .unit: units.count, .venue: venues.count]
    }

    /// The first venue, which IMDF says is the only one.
    public var venue: Venue? { venues.first }
}
