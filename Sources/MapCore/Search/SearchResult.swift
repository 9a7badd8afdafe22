import VenueFormats

/// The type of feature a search result stands for.
public enum SearchKind: String, CaseIterable, Sendable, Codable {
    /// A business or organisation (``IMDF/Occupant``).
    case occupant
    /// A room or space (``IMDF/Unit``).
    case unit
    /// A stand inside a larger space (``IMDF/Kiosk``).
    case kiosk
    /// An entrance or emergency exit (``IMDF/Opening``).
    case opening
    /// A point of interest: restroom, ATM, elevator… (``IMDF/Amenity``).
    case amenity
    /// A whole floor (``IMDF/Level``).
    case level

    /// Order among equally good matches: occupants and units before kiosks, entrances and amenities.
    var rank: Int {
        switch self {
        case .occupant: return 0
        case .unit: return 1
        case .kiosk: return 2
        case .opening: return 3
        case .amenity: return 4
        case .level: return 5
        }
    }
}

/// One searchable feature of a venue, as a search returns it.
public struct SearchResult: Sendable, Equatable {
    /// The feature's id.
    public var id: String
    /// Its type.
    public var kind: SearchKind
    /// Index into the archive's array for ``kind`` (`units`, `occupants`, `amenities`, `kiosks`, `openings`, `levels`).
    public var featureIndex: Int
    /// Display name in the graph's language; for unnamed features a readable category name ("Restroom").
    public var name: String
    /// The raw IMDF category (`restroom.female`, `cafe`); `kiosk` for kiosks, `unspecified` when missing.
    public var category: String
    /// The filter groups it belongs to: its own category's and those of features folded into it
    /// (a café occupant and its `foodservice` unit). Empty for levels.
    public var groups: Set<CategoryGroup>
    /// The ordinal of its floor.
    public var ordinal: Int
    /// The floor's short name, e.g. "G".
    public var levelShortName: String
    /// Index into the archive's units of the unit it is in (or is), when known.
    public var unitIndex: Int?
    /// Where to show it: display point, anchor, amenity point, or the middle of its outline.
    public var location: GeoPoint?

    /// Whether it belongs to a filter group.
    public func matches(group: CategoryGroup) -> Bool { groups.contains(group) }

    /// The group shown for it: the first of its groups that is not ``CategoryGroup/other``, else `other`.
    public var primaryGroup: CategoryGroup {
        groups.sorted().first { $0 != .other } ?? .other
    }
}
