/// The 16 IMDF 1.0.0 feature types, named as in `feature_type` and in file names.
public enum FeatureType: String, CaseIterable, Sendable, Comparable {
    case address, amenity, anchor, building, detail, fixture, footprint, geofence
    case kiosk, level, occupant, opening, relationship, section, unit, venue

    /// Alphabetical order, for stable listings.
    public static func < (a: FeatureType, b: FeatureType) -> Bool { a.rawValue < b.rawValue }

    /// What geometry the spec asks for.
    public var expectedGeometry: GeometryExpectation {
        switch self {
        case .address, .building, .occupant: return .none
        case .amenity, .anchor: return .point
        case .opening, .detail: return .lineal
        case .relationship: return .any
        default: return .polygonal
        }
    }
}

/// Which GeoJSON geometry a feature type takes.
public enum GeometryExpectation: Sendable {
    /// `null` (unlocated features).
    case none
    /// A Point.
    case point
    /// A LineString (MultiLineString tolerated).
    case lineal
    /// A Polygon or MultiPolygon.
    case polygonal
    /// Anything, or null.
    case any
}
