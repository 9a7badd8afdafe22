import Localization

/// What a diagnostic says, as a code and its arguments: ``text(_:)`` writes it in any
/// interface language from the catalogue, and ``Diagnostic/message`` is its English text (what
/// `--json` prints). Problems without a code yet keep their English message only.
public enum DiagnosticCode: Sendable, Equatable {
    /// `category "lab0" is not an IMDF unit category; styled as a generic unit`.
    case unknownCategory(value: String, type: FeatureType)
    /// `'name' should be a LABELS object like {"en": "Lobby"} but is a plain string; using it`.
    case labelsIsString(key: String)
    /// `'accessibility' should be an array but is a string; using it as one element`.
    case arrayIsString(key: String)
    /// `display_point has no coordinates; the label goes inside the shape instead`.
    case displayPointEmpty
    /// `features carry properties IMDF does not define ('id', 'meta', …); ignored`.
    case undefinedProperties(names: String)
    /// `duplicate id (already used in anchor.geojson); this copy was skipped`.
    case duplicateIDSkipped(file: String)
    /// `IMDF files should be named unit.geojson; read anyway`.
    case fileName(expected: String)
    /// `manifest version is "1.0.0.rc.1", not "1.0.0"; read as 1.0.0`.
    case manifestVersion(version: String)
    /// `invalid JSON: trailing comma before ']'`.
    case invalidJSON(JSONParseError)
    /// `read anyway, tolerating trailing commas and NaN`.
    case readLeniently
    /// `3 unit(s) lie outside this level's outline (e.g. u1); drawn anyway`.
    case unitsOutsideLevel(count: Int, example: String)
    /// `unit "Store" (level G) has no opening that leads anywhere; routes enter it through the
    /// wall it shares with "Walkway"`; a nil side is the unmapped floor around it.
    case enteredThroughWall(unit: String, level: String, sides: [String?])
    /// `unit "226" (level 2) is an island: no opening, and no wall of 0.8 m or more (nor a gap
    /// of 2.5 m or less) shared with walkable space; routes cannot reach it`.
    case island(unit: String, level: String, wall: Double, gap: Double)

    /// `duplicate id: the amenity in amenity.geojson has the same id; both are kept`.
    case duplicateIDKept(type: FeatureType, file: String)
    /// `occupant category "academic center" is not a lower-case dotted IMDF category`.
    case occupantCategoryForm(value: String)
    /// `unit_id u9 does not match any unit; its occupants are not placed`.
    case anchorUnitMissing(unitID: String)
    /// `address_id a9 does not match any address`.
    case addressMissing(addressID: String)
    /// `the FeatureCollection is empty`.
    case emptyCollection
    /// `amenity has no unit_ids and lies in no unit; it is not drawn`.
    case amenityNotDrawn
    /// `amenity has no unit_ids; placed in the unit that contains it`.
    case amenityPlaced
    /// `stairs "1100S" is mapped on level L1 only; routes assume it leads to "2100S" on level
    /// L2 (map it on level L2 too, or a relationship between the levels, to confirm)`.
    case assumedConnector(category: String, unit: String, level: String, landing: String, toLevel: String)
    /// `indoor=room has no level=*: it cannot be placed on a floor; skipped`.
    case osmNoLevel(indoor: String)
    /// `indoor=room is not a closed area (LineString): it encloses no space; skipped`.
    case osmNotClosed(indoor: String, geometry: String)
    /// `2 point(s) of interest lie in no room, area or corridor of their level (e.g. this one); not shown`.
    case osmStrayPoints(count: Int)
    /// `7 door or entrance node(s) lie on no room, level, building or venue outline (e.g. this one); not drawn`.
    case osmStrayDoors(count: Int)
    /// `way "highway=footway" has no level in a building of 3 levels; it is not part of the
    /// walking network (tag level=*)`.
    case osmUnleveledWay(highway: String, levels: Int)
    /// `escalator without a direction (conveying "yes"); routes may take it either way (tag
    /// conveying=forward or backward)`.
    case osmEscalatorDirection(conveying: String)

    /// `skipped 26 feature(s) that are not indoor data: 9 addresses, 3 highway=*`.
    case osmSkipped(total: Int, parts: [OSMSkipCount])

    /// The sentence in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .unknownCategory(let value, let type): return ui.diagnosticUnknownCategory(type: type.name(ui), value: value)
        case .labelsIsString(let key): return ui.diagnosticLabelsIsString(key: key)
        case .arrayIsString(let key): return ui.diagnosticArrayIsString(key: key)
        case .displayPointEmpty: return ui.diagnosticDisplayPointEmpty
        case .undefinedProperties(let names): return ui.diagnosticUndefinedProperties(names: names)
        case .duplicateIDSkipped(let file): return ui.diagnosticDuplicateIdSkipped(file: file)
        case .fileName(let expected): return ui.diagnosticFileName(expected: expected)
        case .manifestVersion(let version): return ui.diagnosticManifestVersion(version: version)
        case .invalidJSON(let e): return ui.diagnosticInvalidJson(detail: e.problem?.text(ui) ?? e.message)
        case .readLeniently: return ui.diagnosticReadLeniently
        case .unitsOutsideLevel(let count, let example): return ui.diagnosticUnitsOutsideLevel(count: count, example: example)
        case .enteredThroughWall(let unit, let level, let sides):
            let names = Set(sides.map { $0.map { "\"\($0)\"" } ?? ui.diagnosticUnmappedFloor }).sorted()
            return ui.diagnosticEnteredThroughWall(level: level, sides: ui.list(names), unit: unit)
        case .duplicateIDKept(let type, let file): return ui.diagnosticDuplicateIdKept(file: file, type: type.name(ui))
        case .occupantCategoryForm(let value): return ui.diagnosticOccupantCategoryForm(value: value)
        case .anchorUnitMissing(let id): return ui.diagnosticAnchorUnitMissing(id: id)
        case .addressMissing(let id): return ui.diagnosticAddressMissing(id: id)
        case .emptyCollection: return ui.diagnosticEmptyCollection
        case .amenityNotDrawn: return ui.diagnosticAmenityNotDrawn
        case .amenityPlaced: return ui.diagnosticAmenityPlaced
        case .assumedConnector(let category, let unit, let level, let landing, let toLevel):
            // English names the IMDF category as it is ("stairs"); other languages by its name.
            let kind = ui.language == .en ? category : (ui.category(category) ?? category)
            return ui.diagnosticAssumedConnector(kind: kind, landing: landing, level: level, to_level: toLevel, unit: unit)
        case .osmNoLevel(let indoor): return ui.diagnosticOsmNoLevel(indoor: indoor)
        case .osmNotClosed(let indoor, let geometry): return ui.diagnosticOsmNotClosed(geometry: geometry, indoor: indoor)
        case .osmStrayPoints(let count): return ui.diagnosticOsmStrayPoints(count: count)
        case .osmStrayDoors(let count): return ui.diagnosticOsmStrayDoors(count: count)
        case .osmUnleveledWay(let highway, let levels): return ui.diagnosticOsmUnleveledWay(count: levels, highway: highway)
        case .osmEscalatorDirection(let conveying): return ui.diagnosticOsmEscalatorDirection(conveying: conveying)
        case .osmSkipped(let total, let parts):
            let list = parts.map { ui.diagnosticSkipPart(count: ui.number($0.count), what: $0.reason.text(ui)) }
            return ui.diagnosticOsmSkipped(count: total, parts: list.joined(separator: ui.listSeparator))
        case .island(let unit, let level, let wall, let gap):
            return ui.diagnosticIsland(gap: ui.decimal(gap, digits: 1), level: level, unit: unit, wall: ui.decimal(wall, digits: 1))
        }
    }
}

/// Why an OpenStreetMap feature is not indoor data, as `validate` counts them.
public enum OSMSkipReason: Hashable, Sendable {
    /// A route relation (`route=bus`).
    case route(String)
    /// `indoor=yes` with no room, area or corridor.
    case indoorYes
    /// One of the mapper's skipped keys, without a level.
    case withoutLevel(String)
    /// One of the mapper's skipped keys, with a level.
    case tagged(String)
    /// Addresses (`addr:*`).
    case addresses
    /// A building outside the indoor data.
    case outsideBuilding
    /// A platform feature that maps a platform place again (an area and its line or node).
    case platformMappedAgain
    /// Anything else.
    case other

    /// The reason in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .route(let value): return ui.diagnosticSkipRoute(value: value)
        case .indoorYes: return ui.diagnosticSkipIndoorYes
        case .withoutLevel(let key): return ui.diagnosticSkipWithoutLevel(key: key)
        case .tagged(let key): return "\(key)=*"
        case .addresses: return ui.diagnosticSkipAddresses
        case .outsideBuilding: return ui.diagnosticSkipOutside
        case .platformMappedAgain: return ui.diagnosticSkipPlatformAgain
        case .other: return ui.diagnosticSkipOther
        }
    }
}

/// How many features were skipped for one reason.
public struct OSMSkipCount: Sendable, Equatable {
    /// Why.
    public var reason: OSMSkipReason
    /// How many.
    public var count: Int
}

extension UIText {
    /// Items as a sentence lists them: "a", "a and b", "a, b and c" ("a、b、c" in Japanese).
    public func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return listAnd(first: items.dropLast().joined(separator: listSeparator), last: items[items.count - 1])
    }

    /// The separator of a list's items: ", " ("、" in Japanese).
    public var listSeparator: String { cliListSeparator }
}

extension FeatureType {
    /// The feature type as people read it ("unit", "Raum", "ユニット").
    public func name(_ ui: UIText) -> String {
        switch self {
        case .address: return ui.featureAddress
        case .amenity: return ui.featureAmenity
        case .anchor: return ui.featureAnchor
        case .building: return ui.featureBuilding
        case .detail: return ui.featureDetail
        case .fixture: return ui.featureFixture
        case .footprint: return ui.featureFootprint
        case .geofence: return ui.featureGeofence
        case .kiosk: return ui.featureKiosk
        case .level: return ui.featureLevel
        case .occupant: return ui.featureOccupant
        case .opening: return ui.featureOpening
        case .relationship: return ui.featureRelationship
        case .section: return ui.featureSection
        case .unit: return ui.featureUnit
        case .venue: return ui.featureVenue
        }
    }
}
