/// A reference to another feature, as IMDF relationships write it.
public struct FeatureReference: Sendable, Equatable {
    /// The referenced feature's id.
    public var id: String
    /// The referenced feature's type.
    public var featureType: String
}

/// An opening's door description.
public struct Door: Sendable, Equatable {
    /// Door type, e.g. `swinging`, `sliding`.
    public var type: String?
    /// Whether it opens by itself.
    public var automatic: Bool?
    /// `wood`, `glass`, `metal` or `gate`.
    public var material: String?
}

/// An occupant's validity period.
public struct Validity: Sendable, Equatable {
    /// Start date-time.
    public var start: String?
    /// End date-time.
    public var end: String?
    /// Last modification date-time.
    public var modified: String?
}

/// Properties shared by every feature: its id and the file it came from.
public protocol IMDFFeature: Sendable {
    /// The feature's id (a UUID in well-formed data).
    var id: String { get }
    /// The archive member it was read from.
    var file: String { get }
    /// Its type.
    static var featureType: FeatureType { get }
}

/// The venue: the whole place, with its outline and address.
public struct Venue: IMDFFeature {
    public static let featureType = FeatureType.venue
    public var id: String, file: String
    /// Outline of the venue grounds.
    public var geometry: Geometry?
    /// VENUE-CATEGORY, e.g. `shoppingcenter`.
    public var category: String?
    /// `employeesonly` or `restricted`.
    public var restriction: String?
    /// Name labels.
    public var name: Labels
    /// Alternative name labels.
    public var altName: Labels?
    /// Opening hours (OSM syntax).
    public var hours: String?
    /// Phone (E.164).
    public var phone: String?
    /// Website URI.
    public var website: String?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// The venue's address.
    public var addressID: String?
}

/// A postal address.
public struct Address: IMDFFeature {
    public static let featureType = FeatureType.address
    public var id: String, file: String
    /// Street address without the suite.
    public var address: String?
    /// Suite or unit.
    public var unit: String?
    /// City.
    public var locality: String?
    /// ISO 3166-2 subdivision.
    public var province: String?
    /// ISO 3166 country.
    public var country: String?
    /// Postal code.
    public var postalCode: String?
    /// Postal code extension.
    public var postalCodeExt: String?
    /// Vanity postal code.
    public var postalCodeVanity: String?

    /// One line: "address, unit, postal_code locality, country".
    public var formatted: String {
        let cityLine = [postalCode, locality].compactMap { $0 }.joined(separator: " ")
        return [address, unit, cityLine.isEmpty ? nil : cityLine, province, country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

/// A building; its extent is given by footprints.
public struct Building: IMDFFeature {
    public static let featureType = FeatureType.building
    public var id: String, file: String
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// BUILDING-CATEGORY.
    public var category: String?
    /// Access restriction.
    public var restriction: String?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// The building's address.
    public var addressID: String?
}

/// The outline of a building on the ground, in the air or underground.
public struct Footprint: IMDFFeature {
    public static let featureType = FeatureType.footprint
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry?
    /// `ground`, `aerial` or `subterranean`.
    public var category: String?
    /// Name (metadata only).
    public var name: Labels?
    /// The buildings it outlines.
    public var buildingIDs: [String]
}

/// One floor of one building (or an outdoor area) at an ordinal.
public struct Level: IMDFFeature {
    public static let featureType = FeatureType.level
    public var id: String, file: String
    /// Outline of the floor.
    public var geometry: Geometry?
    /// LEVEL-CATEGORY.
    public var category: String?
    /// Access restriction.
    public var restriction: String?
    /// Whether this is an outdoor level.
    public var outdoor: Bool
    /// Vertical order: 0 is the ground floor, negative below.
    public var ordinal: Int
    /// Name labels, e.g. "Ground Floor".
    public var name: Labels?
    /// Short name labels for the level bar, e.g. "G".
    public var shortName: Labels?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// Address.
    public var addressID: String?
    /// Buildings this level belongs to.
    public var buildingIDs: [String]
}

/// A room, corridor or other space on a level.
public struct Unit: IMDFFeature {
    public static let featureType = FeatureType.unit
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry
    /// UNIT-CATEGORY, e.g. `room`, `walkway`, `restroom.female`.
    public var category: String
    /// Access restriction.
    public var restriction: String?
    /// Accessibility features.
    public var accessibility: [String]
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// The level it is on.
    public var levelID: String
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// OSM tags that open or close it by time or for good (`access`, `foot`, `disused:*`,
    /// `*:conditional`), as the file had them; empty for IMDF.
    public var accessTags: [String: String] = [:]
}

/// A doorway or other passage, drawn as a line across its width.
public struct Opening: IMDFFeature {
    public static let featureType = FeatureType.opening
    public var id: String, file: String
    /// The doorway line.
    public var geometry: Geometry
    /// OPENING-CATEGORY.
    public var category: String
    /// Accessibility features.
    public var accessibility: [String]
    /// Access controls.
    public var accessControl: [String]
    /// Door details.
    public var door: Door?
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// The level it is on.
    public var levelID: String
    /// OSM tags that open or close it by time or for good (`access`, `foot`, `disused:*`,
    /// `*:conditional`), as the file had them; empty for IMDF.
    public var accessTags: [String: String] = [:]
}

/// Furniture, equipment or other fixed objects on a level.
public struct Fixture: IMDFFeature {
    public static let featureType = FeatureType.fixture
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry
    /// FIXTURE-CATEGORY.
    public var category: String?
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// Anchor.
    public var anchorID: String?
    /// The level it is on.
    public var levelID: String
    /// Curated label point.
    public var displayPoint: GeoPoint?
}

/// A kiosk: a small stand inside a larger space.
public struct Kiosk: IMDFFeature {
    public static let featureType = FeatureType.kiosk
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// Anchor.
    public var anchorID: String?
    /// The level it is on.
    public var levelID: String
    /// Curated label point.
    public var displayPoint: GeoPoint?
}

/// A named area within units, such as seating or a retail department.
public struct Section: IMDFFeature {
    public static let featureType = FeatureType.section
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry
    /// SECTION-CATEGORY.
    public var category: String?
    /// Access restriction.
    public var restriction: String?
    /// Accessibility features.
    public var accessibility: [String]
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// The level it is on.
    public var levelID: String
    /// Address.
    public var addressID: String?
    /// Parent sections.
    public var parents: [String]
}

/// A region used for presence, not drawn as a space.
public struct Geofence: IMDFFeature {
    public static let featureType = FeatureType.geofence
    public var id: String, file: String
    /// Outline.
    public var geometry: Geometry
    /// GEOFENCE-CATEGORY.
    public var category: String?
    /// Access restriction.
    public var restriction: String?
    /// Name labels.
    public var name: Labels?
    /// Curated label point.
    public var displayPoint: GeoPoint?
    /// Buildings.
    public var buildingIDs: [String]
    /// Levels.
    public var levelIDs: [String]
}

/// A line detail on a level: curbs, railings, edges.
public struct Detail: IMDFFeature {
    public static let featureType = FeatureType.detail
    public var id: String, file: String
    /// The lines.
    public var geometry: Geometry
    /// The level it is on, when known.
    public var levelID: String?
}

/// A point of interest inside one or more units: restroom, ATM, information desk, elevator...
public struct Amenity: IMDFFeature {
    public static let featureType = FeatureType.amenity
    public var id: String, file: String
    /// Where it is.
    public var location: GeoPoint
    /// AMENITY-CATEGORY.
    public var category: String
    /// Accessibility features.
    public var accessibility: [String]
    /// Name labels.
    public var name: Labels?
    /// Alternative name labels.
    public var altName: Labels?
    /// Opening hours.
    public var hours: String?
    /// Phone.
    public var phone: String?
    /// Website.
    public var website: String?
    /// The units it serves.
    public var unitIDs: [String]
    /// Address.
    public var addressID: String?
}

/// A point inside a unit where an occupant or kiosk is placed.
public struct Anchor: IMDFFeature {
    public static let featureType = FeatureType.anchor
    public var id: String, file: String
    /// Where it is.
    public var location: GeoPoint
    /// Address.
    public var addressID: String?
    /// The unit it is in.
    public var unitID: String
}

/// A business or organisation in the venue, placed through an anchor.
public struct Occupant: IMDFFeature {
    public static let featureType = FeatureType.occupant
    public var id: String, file: String
    /// Name labels.
    public var name: Labels
    /// OCCUPANT-CATEGORY, e.g. `restaurant`.
    public var category: String?
    /// Its anchor.
    public var anchorID: String
    /// Opening hours.
    public var hours: String?
    /// Phone.
    public var phone: String?
    /// Website.
    public var website: String?
    /// Validity period.
    public var validity: Validity?
}

/// A connection between features: traversals, elevators, stairs...
public struct Relationship: IMDFFeature {
    public static let featureType = FeatureType.relationship
    public var id: String, file: String
    /// Optional geometry.
    public var geometry: Geometry?
    /// RELATIONSHIP-CATEGORY, e.g. `elevator`, `traversal`.
    public var category: String
    /// `directed` or `undirected`.
    public var direction: String?
    /// Where it starts.
    public var origin: FeatureReference?
    /// What lies in between.
    public var intermediary: [FeatureReference]
    /// Where it ends.
    public var destination: FeatureReference?
    /// Hours it can be used.
    public var hours: String?
}

/// The manifest: version, creation time, default language.
public struct Manifest: Sendable, Equatable {
    /// Declared version; only `1.0.0` is valid.
    public var version: String?
    /// Creation date-time.
    public var created: String?
    /// Default language of the labels.
    public var language: String?
    /// The tool that wrote the archive.
    public var generatedBy: String?
    /// Declared extensions.
    public var extensions: [String]
}
