import Localization

/// What a diagnostic says, as a code and its arguments: ``text(_:)`` writes it in any
/// interface language from the catalogue, and ``Diagnostic/message`` is its English text (what
/// `--json` prints). Every diagnostic has one (``Diagnostic/code`` is required).
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
    /// `indoor=room is not a closed area (LineString): it encloses no space; skipped`; a nil
    /// geometry is said as "no geometry".
    case osmNotClosed(indoor: String, geometry: String?)
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

    // Properties of a feature (PropertyReader).
    /// `required property 'name' is missing`.
    case requiredPropertyMissing(key: String)
    /// `'name' should be a string but is a number; using it as text`.
    case stringIsNumber(key: String)
    /// `'name' should be a string but is an array`.
    case notString(key: String, kind: JSONKind)
    /// `'name' label for 'de' is a number, not a string; ignored`.
    case labelNotString(key: String, language: String, kind: JSONKind)
    /// `'name' has no text in any language`.
    case labelsEmpty(key: String)
    /// `'name' is missing`.
    case propertyMissing(key: String)
    /// `'name' should be a LABELS object but is a number`.
    case notLabels(key: String, kind: JSONKind)
    /// `'ordinal' is out of range (1e+20)`.
    case outOfRange(key: String, value: Double)
    /// `'ordinal' should be an integer but is 1.5; rounded`.
    case notIntegerRounded(key: String, value: Double)
    /// `'ordinal' should be a number but is the string "2"; using 2`.
    case numberIsString(key: String, text: String, value: Int)
    /// `'ordinal' should be an integer but is the string "two"`.
    case integerIsString(key: String, text: String)
    /// `'ordinal' should be an integer but is an object`.
    case notInteger(key: String, kind: JSONKind)
    /// `'restriction' should be true or false but is a string`.
    case notBoolean(key: String, kind: JSONKind)
    /// `'accessibility' holds a number where a string is expected; ignored`.
    case arrayItemNotString(key: String, kind: JSONKind)
    /// `'accessibility' should be an array but is a number; ignored`.
    case notArray(key: String, kind: JSONKind)
    /// `display_point has invalid coordinates; the label goes inside the shape instead`.
    case displayPointInvalid
    /// `'address_id' is not a feature reference with an id`.
    case notReference(key: String)
    /// `phone " +41 44" has surrounding spaces; trimmed`.
    case phoneSpaces(value: String)
    /// `phone is empty; left out`.
    case phoneEmpty
    /// `phone "044 555" is not in E.164 form (e.g. +41445550101)`.
    case phoneNotE164(value: String)

    // Features and their files (FeatureDecoder).
    /// `venue has no display_point (required); its label goes at the outline's center`.
    case venueNoDisplayPoint
    /// `a level without a usable ordinal cannot be placed; skipped`.
    case levelNoOrdinal
    /// `detail has no level_id; it is not drawn on any level`.
    case detailNoLevel
    /// `occupant has no category`.
    case occupantNoCategory
    /// `this unit lacks what it needs to be shown (see above); skipped`.
    case featureSkipped(type: FeatureType)
    /// `required property 'category' is missing; treated as 'unspecified'`.
    case categoryMissing
    /// `the file holds an array, not a GeoJSON FeatureCollection`.
    case notFeatureCollection(kind: JSONKind)
    /// `'type' is "Feature", expected "FeatureCollection"`.
    case collectionType(type: String)
    /// `the FeatureCollection has no 'features' array`.
    case noFeaturesArray
    /// `'features' is an object, not an array`.
    case featuresNotArray(kind: JSONKind)
    /// `feature #3 is a number, not a Feature object; skipped` (IMDF and GeoJSON).
    case featureNotObject(index: Int, kind: JSONKind)
    /// `id should be a UUID string but is a number`.
    case idIsNumber
    /// `feature #3 has no id; it is called unit#3 here`.
    case featureNoID(index: Int, id: String)
    /// `feature_type is "level" in a unit file; read as unit`.
    case featureTypeMismatch(found: String, type: FeatureType)
    /// `the feature has no properties object`.
    case noProperties
    /// `properties is an array, not an object`.
    case propertiesNotObject(kind: JSONKind)
    /// `bad geometry: a polygon has no rings` (and `; skipped` when the feature is dropped).
    case badGeometry(GeometryProblem, skipped: Bool)
    /// `address should have null geometry but has a Point; ignored`.
    case geometryNotNull(type: FeatureType, geometry: String)
    /// `anchor has null geometry; a Point is required`.
    case pointRequired(type: FeatureType)
    /// `anchor should be a Point but is a MultiPoint; using its first position`.
    case pointFirstPosition(type: FeatureType, geometry: String)
    /// `anchor should be a Point but is a Polygon`.
    case notPoint(type: FeatureType, geometry: String)
    /// `opening has null geometry; a LineString is required`.
    case lineRequired(type: FeatureType)
    /// `opening should be a LineString but is a MultiLineString; using it`.
    case openingMultiLine
    /// `opening should be a LineString but is a Point`.
    case notLine(type: FeatureType, geometry: String)
    /// `level has null geometry; its outline cannot be drawn`.
    case nullOutline(type: FeatureType)
    /// `unit has null geometry; it cannot be drawn`.
    case nullGeometry(type: FeatureType)
    /// `unit has an empty MultiPolygon`.
    case emptyMultiPolygon(type: FeatureType)
    /// `unit should be a Polygon or MultiPolygon but is a Point`.
    case notPolygon(type: FeatureType, geometry: String)
    /// `a polygon ring has 2 position(s); it encloses no area`.
    case ringTooShort(count: Int)
    /// `a polygon ring is not closed; closed it`.
    case ringNotClosed

    // The archive and its files (IMDFLoader, ArchiveReader, PositionScan).
    /// `unknown file (not an IMDF feature type); ignored`.
    case unknownFile
    /// `another file for unit features (unit.geojson) was read instead`.
    case otherFileRead(type: FeatureType, kept: String)
    /// `no manifest.json found at the archive root or one folder down; reading the files found`.
    case noManifest
    /// `missing file: the archive has no unit features`.
    case missingFile(type: FeatureType)
    /// `the file is empty`.
    case fileEmpty
    /// `more than one venue; only the first is used as the venue`.
    case moreThanOneVenue
    /// `another manifest.json was ignored; the archive root is 'imdf'`.
    case otherManifest(root: String)
    /// `the manifest is an array, not an object`.
    case manifestNotObject(kind: JSONKind)
    /// `manifest has no version`.
    case manifestNoVersion
    /// `manifest has no language; labels fall back to any language`.
    case manifestNoLanguage
    /// `manifest has no 'created' date`.
    case manifestNoCreated
    /// `symbolic link skipped: links are never followed`.
    case symlinkSkipped
    /// `cannot read the file`.
    case cannotReadFile
    /// `unsafe entry path refused (absolute, '..' or backslash); it was not read`.
    case unsafeEntryPath
    /// `symbolic link entry refused; links are never followed`.
    case symlinkEntryRefused
    /// `unknown file ignored`.
    case unknownFileIgnored
    /// `duplicate entry name; only the first one was read`.
    case duplicateEntry
    /// `cannot inflate this entry (damaged or truncated zip: …); it was skipped`; the detail
    /// is the zip library's own words.
    case inflateFailed(detail: String)
    /// `a geometry has more than 1000000 positions, the limit for one feature; the file (40 MiB)
    /// was not read, as parsing it would take too long`.
    case geometryOverLimit(limit: Int, mebibytes: Int)
    /// `the file holds more than 5000000 positions, the limit for an archive; the file (40 MiB) was not read`.
    case fileOverLimit(limit: Int, mebibytes: Int)

    // The venue as a whole (VenueGraph, VenueChecks).
    /// `no readable level: units cannot be placed on a floor`.
    case noReadableLevel
    /// `unit_ids names u9, which is not a unit`.
    case unitIDNotUnit(id: String)
    /// `anchor_id a9 does not match any anchor; the occupant is not placed`.
    case anchorMissing(id: String)
    /// `level_id l9 does not match any level; this amenity is not drawn`.
    case levelMissing(id: String, type: FeatureType)
    /// `2 levels share ordinal 0: G (l1), G2 (l2); they are drawn together as one floor, and
    /// --level takes each one's short name, name or id`.
    case sharedOrdinal(count: Int, ordinal: Int, names: String)
    /// `unit name "Test" (en) is a placeholder; it is shown as it is` (`level short name …`
    /// for a level's short name; no language when the label has none).
    case placeholderName(type: FeatureType, short: Bool, text: String, language: String)

    // OpenStreetMap files (OSMXMLReader, OverpassJSONReader, OSMGeoJSONReader, OSMLoader,
    // OSMAssembler, SITMapper).
    /// `bytes that are not UTF-8 (replaced by U+FFFD)`.
    case osmNotUTF8
    /// `more than 5000000 positions in the file, the limit; the rest is not read`.
    case osmTooManyPositions(limit: Int)
    /// `the file ends in the middle of the XML (cut short?); the elements before this point are read, the rest is not`.
    case osmXMLCutShort
    /// `malformed XML (XMLParser error 5); the elements before this point are read, the rest is not`.
    case osmXMLMalformed(code: Int)
    /// `a <way> without a numeric id; skipped`.
    case osmNoID(element: String)
    /// `node 12 has an unreadable position; skipped`.
    case osmNodeUnreadable(id: Int64)
    /// `way 12 has more than 2000 nodes, the limit per feature; skipped`.
    case osmWayTooManyNodes(id: Int64, limit: Int)
    /// `the XML holds no <osm> element`.
    case osmNoRoot
    /// `'features' is not an array`.
    case osmFeaturesNotArray
    /// `3 feature(s) have no OSM id (way/123); numbered by their place in the file`.
    case osmUnnamed(count: Int)
    /// `'elements' is not an array`.
    case osmElementsNotArray
    /// `element #4 has no usable type and id; skipped`.
    case osmElementNoTypeID(index: Int)
    /// `5 elements in all have no usable type and id; skipped`.
    case osmElementsNoTypeID(count: Int)
    /// `more than 2000 nodes, the limit per feature; skipped`.
    case osmTooManyNodes(limit: Int)
    /// `2 element(s) appear more than once in the file (e.g. way/7); only the first copy of each is read`.
    case osmRepeated(count: Int, example: String)
    /// `the file is an array that is neither Overpass JSON ('elements') nor GeoJSON ('features')`.
    case osmNeitherFormat(kind: JSONKind)
    /// `tagged node without a position; skipped`.
    case osmNodeNoPosition
    /// `2 way(s) refer to 5 node(s) that are not in the file (a partial download?); drawn with the nodes present`.
    case osmMissingNodes(ways: Int, nodes: Int)
    /// `multipolygon cannot be built: outer ways leave a gap near …`.
    case osmMultipolygon(MultipolygonProblem)
    /// `level: level value "x": "x" is not a level number, a list (0;1) or a range (-1-3); that value is ignored`.
    case osmLevelValue(key: String, LevelValueError)
    /// `way joins two levels but says neither highway=steps, conveying=*, ramp=* nor incline=*;
    /// read as a ramp (tag what it is)`.
    case osmLevelChangeUntagged

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
        case .invalidJSON(let e): return ui.diagnosticInvalidJson(detail: e.problem.text(ui))
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
        case .osmNotClosed(let indoor, let geometry): return ui.diagnosticOsmNotClosed(geometry: geometry ?? ui.diagnosticNoGeometry, indoor: indoor)
        case .osmStrayPoints(let count): return ui.diagnosticOsmStrayPoints(count: count)
        case .osmStrayDoors(let count): return ui.diagnosticOsmStrayDoors(count: count)
        case .osmUnleveledWay(let highway, let levels): return ui.diagnosticOsmUnleveledWay(count: levels, highway: highway)
        case .osmEscalatorDirection(let conveying): return ui.diagnosticOsmEscalatorDirection(conveying: conveying)
        case .osmSkipped(let total, let parts):
            let list = parts.map { ui.diagnosticSkipPart(count: ui.number($0.count), what: $0.reason.text(ui)) }
            return ui.diagnosticOsmSkipped(count: total, parts: list.joined(separator: ui.listSeparator))
        case .island(let unit, let level, let wall, let gap):
            return ui.diagnosticIsland(gap: ui.decimal(gap, digits: 1), level: level, unit: unit, wall: ui.decimal(wall, digits: 1))
        case .requiredPropertyMissing(let key): return ui.diagnosticRequiredPropertyMissing(key: key)
        case .stringIsNumber(let key): return ui.diagnosticStringIsNumber(key: key)
        case .notString(let key, let kind): return ui.diagnosticNotString(key: key, kind: kind.text(ui))
        case .labelNotString(let key, let language, let kind): return ui.diagnosticLabelNotString(key: key, kind: kind.text(ui), tag: language)
        case .labelsEmpty(let key): return ui.diagnosticLabelsEmpty(key: key)
        case .propertyMissing(let key): return ui.diagnosticPropertyMissing(key: key)
        case .notLabels(let key, let kind): return ui.diagnosticNotLabels(key: key, kind: kind.text(ui))
        case .outOfRange(let key, let value): return ui.diagnosticOutOfRange(key: key, value: "\(value)")
        case .notIntegerRounded(let key, let value): return ui.diagnosticNotIntegerRounded(key: key, value: "\(value)")
        case .numberIsString(let key, let text, let value): return ui.diagnosticNumberIsString(key: key, text: text, value: "\(value)")
        case .integerIsString(let key, let text): return ui.diagnosticIntegerIsString(key: key, text: text)
        case .notInteger(let key, let kind): return ui.diagnosticNotInteger(key: key, kind: kind.text(ui))
        case .notBoolean(let key, let kind): return ui.diagnosticNotBoolean(key: key, kind: kind.text(ui))
        case .arrayItemNotString(let key, let kind): return ui.diagnosticArrayItemNotString(key: key, kind: kind.text(ui))
        case .notArray(let key, let kind): return ui.diagnosticNotArray(key: key, kind: kind.text(ui))
        case .displayPointInvalid: return ui.diagnosticDisplayPointInvalid
        case .notReference(let key): return ui.diagnosticNotReference(key: key)
        case .phoneSpaces(let value): return ui.diagnosticPhoneSpaces(value: value)
        case .phoneEmpty: return ui.diagnosticPhoneEmpty
        case .phoneNotE164(let value): return ui.diagnosticPhoneNotE164(value: value)
        case .venueNoDisplayPoint: return ui.diagnosticVenueNoDisplayPoint
        case .levelNoOrdinal: return ui.diagnosticLevelNoOrdinal
        case .detailNoLevel: return ui.diagnosticDetailNoLevel
        case .occupantNoCategory: return ui.diagnosticOccupantNoCategory
        case .featureSkipped(let type): return ui.diagnosticFeatureSkipped(type: type.name(ui))
        case .categoryMissing: return ui.diagnosticCategoryMissing
        case .notFeatureCollection(let kind): return ui.diagnosticNotFeatureCollection(kind: kind.text(ui))
        case .collectionType(let type): return ui.diagnosticCollectionType(type: type)
        case .noFeaturesArray: return ui.diagnosticNoFeaturesArray
        case .featuresNotArray(let kind): return ui.diagnosticFeaturesNotArray(kind: kind.text(ui))
        case .featureNotObject(let index, let kind): return ui.diagnosticFeatureNotObject(index: "\(index)", kind: kind.text(ui))
        case .idIsNumber: return ui.diagnosticIdIsNumber
        case .featureNoID(let index, let id): return ui.diagnosticFeatureNoId(id: id, index: "\(index)")
        case .featureTypeMismatch(let found, let type): return ui.diagnosticFeatureTypeMismatch(found: found, type: type.name(ui))
        case .noProperties: return ui.diagnosticNoProperties
        case .propertiesNotObject(let kind): return ui.diagnosticPropertiesNotObject(kind: kind.text(ui))
        case .badGeometry(let problem, let skipped):
            return skipped ? ui.diagnosticBadGeometrySkipped(detail: problem.text(ui)) : ui.diagnosticBadGeometry(detail: problem.text(ui))
        case .geometryNotNull(let type, let geometry): return ui.diagnosticGeometryNotNull(geometry: geometry, type: type.name(ui))
        case .pointRequired(let type): return ui.diagnosticPointRequired(type: type.name(ui))
        case .pointFirstPosition(let type, let geometry): return ui.diagnosticPointFirstPosition(geometry: geometry, type: type.name(ui))
        case .notPoint(let type, let geometry): return ui.diagnosticNotPoint(geometry: geometry, type: type.name(ui))
        case .lineRequired(let type): return ui.diagnosticLineRequired(type: type.name(ui))
        case .openingMultiLine: return ui.diagnosticOpeningMultiLine
        case .notLine(let type, let geometry): return ui.diagnosticNotLine(geometry: geometry, type: type.name(ui))
        case .nullOutline(let type): return ui.diagnosticNullOutline(type: type.name(ui))
        case .nullGeometry(let type): return ui.diagnosticNullGeometry(type: type.name(ui))
        case .emptyMultiPolygon(let type): return ui.diagnosticEmptyMultiPolygon(type: type.name(ui))
        case .notPolygon(let type, let geometry): return ui.diagnosticNotPolygon(geometry: geometry, type: type.name(ui))
        case .ringTooShort(let count): return ui.diagnosticRingTooShort(count: count)
        case .ringNotClosed: return ui.diagnosticRingNotClosed
        case .unknownFile: return ui.diagnosticUnknownFile
        case .otherFileRead(let type, let kept): return ui.diagnosticOtherFileRead(kept: kept, type: type.name(ui))
        case .noManifest: return ui.diagnosticNoManifest
        case .missingFile(let type): return ui.diagnosticMissingFile(type: type.name(ui))
        case .fileEmpty: return ui.diagnosticFileEmpty
        case .moreThanOneVenue: return ui.diagnosticMoreThanOneVenue
        case .otherManifest(let root): return ui.diagnosticOtherManifest(root: root)
        case .manifestNotObject(let kind): return ui.diagnosticManifestNotObject(kind: kind.text(ui))
        case .manifestNoVersion: return ui.diagnosticManifestNoVersion
        case .manifestNoLanguage: return ui.diagnosticManifestNoLanguage
        case .manifestNoCreated: return ui.diagnosticManifestNoCreated
        case .symlinkSkipped: return ui.diagnosticSymlinkSkipped
        case .cannotReadFile: return ui.diagnosticCannotReadFile
        case .unsafeEntryPath: return ui.diagnosticUnsafeEntryPath
        case .symlinkEntryRefused: return ui.diagnosticSymlinkEntryRefused
        case .unknownFileIgnored: return ui.diagnosticUnknownFileIgnored
        case .duplicateEntry: return ui.diagnosticDuplicateEntry
        case .inflateFailed(let detail): return ui.diagnosticInflateFailed(detail: detail)
        case .geometryOverLimit(let limit, let mib): return ui.diagnosticGeometryOverLimit(limit: "\(limit)", size: "\(mib)")
        case .fileOverLimit(let limit, let mib): return ui.diagnosticFileOverLimit(limit: "\(limit)", size: "\(mib)")
        case .noReadableLevel: return ui.diagnosticNoReadableLevel
        case .unitIDNotUnit(let id): return ui.diagnosticUnitIdNotUnit(id: id)
        case .anchorMissing(let id): return ui.diagnosticAnchorMissing(id: id)
        case .levelMissing(let id, let type): return ui.diagnosticLevelMissing(id: id, type: type.name(ui))
        case .sharedOrdinal(let count, let ordinal, let names): return ui.diagnosticSharedOrdinal(count: count, names: names, ordinal: "\(ordinal)")
        case .placeholderName(let type, let short, let text, let language):
            let what = short ? ui.diagnosticLevelShortName : type.name(ui)
            return language.isEmpty ? ui.diagnosticPlaceholderName(text: text, what: what)
                                    : ui.diagnosticPlaceholderNameLanguage(language: language, text: text, what: what)
        case .osmNotUTF8: return ui.diagnosticOsmNotUtf8
        case .osmTooManyPositions(let limit): return ui.diagnosticOsmTooManyPositions(limit: "\(limit)")
        case .osmXMLCutShort: return ui.diagnosticOsmXmlCutShort
        case .osmXMLMalformed(let code): return ui.diagnosticOsmXmlMalformed(code: "\(code)")
        case .osmNoID(let element): return ui.diagnosticOsmNoId(element: element)
        case .osmNodeUnreadable(let id): return ui.diagnosticOsmNodeUnreadable(id: "\(id)")
        case .osmWayTooManyNodes(let id, let limit): return ui.diagnosticOsmWayTooManyNodes(id: "\(id)", limit: "\(limit)")
        case .osmNoRoot: return ui.diagnosticOsmNoRoot
        case .osmFeaturesNotArray: return ui.diagnosticOsmFeaturesNotArray
        case .osmUnnamed(let count): return ui.diagnosticOsmUnnamed(count: count)
        case .osmElementsNotArray: return ui.diagnosticOsmElementsNotArray
        case .osmElementNoTypeID(let index): return ui.diagnosticOsmElementNoTypeId(index: "\(index)")
        case .osmElementsNoTypeID(let count): return ui.diagnosticOsmElementsNoTypeId(count: count)
        case .osmTooManyNodes(let limit): return ui.diagnosticOsmTooManyNodes(limit: "\(limit)")
        case .osmRepeated(let count, let example): return ui.diagnosticOsmRepeated(count: count, example: example)
        case .osmNeitherFormat(let kind): return ui.diagnosticOsmNeitherFormat(kind: kind.text(ui))
        case .osmNodeNoPosition: return ui.diagnosticOsmNodeNoPosition
        case .osmMissingNodes(let ways, let nodes): return ui.diagnosticOsmMissingNodes(count: ways, nodes: ui.diagnosticOsmNodes(count: nodes))
        case .osmMultipolygon(let problem): return ui.diagnosticOsmMultipolygon(detail: problem.text(ui))
        case .osmLevelValue(let key, let error): return ui.diagnosticOsmLevelValue(detail: error.text(ui), key: key)
        case .osmLevelChangeUntagged: return ui.diagnosticOsmLevelChangeUntagged
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
