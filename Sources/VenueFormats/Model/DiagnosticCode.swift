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
    /// `invalid JSON: trailing comma before ']'` (the parser's detail stays English).
    case invalidJSON(detail: String)
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
        case .invalidJSON(let detail): return ui.diagnosticInvalidJson(detail: detail)
        case .readLeniently: return ui.diagnosticReadLeniently
        case .unitsOutsideLevel(let count, let example): return ui.diagnosticUnitsOutsideLevel(count: count, example: example)
        case .enteredThroughWall(let unit, let level, let sides):
            let names = Set(sides.map { $0.map { "\"\($0)\"" } ?? ui.diagnosticUnmappedFloor }).sorted()
            return ui.diagnosticEnteredThroughWall(level: level, sides: ui.list(names), unit: unit)
        case .island(let unit, let level, let wall, let gap):
            return ui.diagnosticIsland(gap: ui.decimal(gap, digits: 1), level: level, unit: unit, wall: ui.decimal(wall, digits: 1))
        }
    }
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
