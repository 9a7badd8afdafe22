import Localization

/// The type of a JSON value where another was expected, as diagnostics name it ("an array").
public enum JSONKind: Sendable, Equatable, CaseIterable {
    case null, boolean, number, string, array, object

    /// "null", "a boolean", "a number", "a string", "an array", "an object" in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .null: return ui.jsonKindNull
        case .boolean: return ui.jsonKindBoolean
        case .number: return ui.jsonKindNumber
        case .string: return ui.jsonKindString
        case .array: return ui.jsonKindArray
        case .object: return ui.jsonKindObject
        }
    }
}

extension JSONValue {
    /// The type of this value, for diagnostics.
    public var kind: JSONKind {
        switch self {
        case .null: return .null
        case .bool: return .boolean
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }
}

/// Why a GeoJSON geometry could not be read (``GeometryDecoder``).
public enum GeometryProblem: Error, Sendable, Equatable {
    /// `geometry is an array, not a geometry object`.
    case notObject(JSONKind)
    /// `geometry has no 'type'`.
    case noType
    /// `Polygon geometry has no coordinates`.
    case noCoordinates(type: String)
    /// `GeometryCollection geometry is not used by IMDF`.
    case notUsedByIMDF(type: String)
    /// `unknown geometry type 'Circle'`.
    case unknownType(String)
    /// `Polygon coordinates are a number, not an array` (a GeoJSON type's coordinates).
    case coordinatesNotArray(type: String, kind: JSONKind)
    /// `ring coordinates are a number, not an array`.
    case ringCoordinatesNotArray(JSONKind)
    /// `a line has 1 position(s); at least 2 are needed`.
    case lineTooShort(count: Int)
    /// `a polygon has no rings`.
    case noRings
    /// `a position is not an array of two numbers`.
    case positionNotPair
    /// `a coordinate is not a finite number`.
    case notFinite
    /// `coordinate [200.0, 10.0] is outside WGS 84 (longitude ±180, latitude ±90)`.
    case outsideWGS84(longitude: Double, latitude: Double)
    /// `too many positions (over the per-feature limit); the feature was skipped`.
    case tooManyPositions

    /// The problem in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .notObject(let kind): return ui.diagnosticGeometryNotObject(kind: kind.text(ui))
        case .noType: return ui.diagnosticGeometryNoType
        case .noCoordinates(let type): return ui.diagnosticGeometryNoCoordinates(type: type)
        case .notUsedByIMDF(let type): return ui.diagnosticGeometryNotImdf(type: type)
        case .unknownType(let type): return ui.diagnosticGeometryUnknownType(type: type)
        case .coordinatesNotArray(let type, let kind): return ui.diagnosticGeometryCoordinatesNotArray(kind: kind.text(ui), type: type)
        case .ringCoordinatesNotArray(let kind): return ui.diagnosticGeometryRingNotArray(kind: kind.text(ui))
        case .lineTooShort(let count): return ui.diagnosticGeometryLineTooShort(count: count)
        case .noRings: return ui.diagnosticGeometryNoRings
        case .positionNotPair: return ui.diagnosticGeometryPositionNotPair
        case .notFinite: return ui.diagnosticGeometryNotFinite
        case .outsideWGS84(let lon, let lat): return ui.diagnosticGeometryOutsideWgs84(latitude: "\(lat)", longitude: "\(lon)")
        case .tooManyPositions: return ui.diagnosticGeometryTooManyPositions
        }
    }
}

/// Why a multipolygon relation's geometry could not be built (``OSMAssembler``).
public enum MultipolygonProblem: Error, Sendable, Equatable {
    /// `no outer way with positions`.
    case noOuter
    /// `outer ways leave a gap near (lat, lon)` (`inner ways …` for the holes).
    case gap(inner: Bool, near: String)

    /// The problem in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        switch self {
        case .noOuter: return ui.diagnosticMultipolygonNoOuter
        case .gap(let inner, let near):
            return inner ? ui.diagnosticMultipolygonInnerGap(near: near) : ui.diagnosticMultipolygonOuterGap(near: near)
        }
    }
}

extension LevelValueError {
    /// The sentence in the language of `ui`.
    public func text(_ ui: UIText) -> String {
        if outOfRange { return ui.diagnosticLevelValueBeyond(limit: "\(Int(OSMLevels.maxAbsLevel))", part: part, value: value) }
        if tooLong { return ui.diagnosticLevelValueRange(limit: "\(OSMLevels.maxRangeLevels)", part: part, value: value) }
        return ui.diagnosticLevelValueNotLevel(part: part, value: value)
    }
}
