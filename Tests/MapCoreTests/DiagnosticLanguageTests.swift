import Foundation
import Testing
import TestSupport
import Localization
@testable import VenueFormats

/// Every diagnostic in every interface language: each ``DiagnosticCode`` case (and each part a
/// case holds: geometry, multipolygon and level-value problems, JSON types, skip reasons) is
/// said with no placeholder left, keeps its arguments, and holds no English in de, fr, es or
/// ja. The cases are read from the source, so a new case without a sample here fails.
struct DiagnosticLanguageTests {
    /// A JSON error as the parser gives it.
    static let jsonError: JSONParseError = {
        do throws(JSONParseError) { _ = try JSONParser.parse(Array("[1,]".utf8)) } catch { return error }
        preconditionFailure("a trailing comma parsed as strict JSON")
    }()

    /// One sample of every case; arguments are markers (`Zq…`) that must come through.
    static var samples: [DiagnosticCode] {
        var out: [DiagnosticCode] = [
            .unknownCategory(value: "Zqcat", type: .unit), .labelsIsString(key: "Zqkey"), .arrayIsString(key: "Zqkey"), .displayPointEmpty,
            .undefinedProperties(names: "'Zqa', 'Zqb'"), .duplicateIDSkipped(file: "Zqfile"), .fileName(expected: "Zqunit.geojson"),
            .manifestVersion(version: "Zqv"), .invalidJSON(jsonError), .readLeniently, .unitsOutsideLevel(count: 3, example: "Zqu1"),
            .enteredThroughWall(unit: "Zqroom", level: "Zqlevel", sides: ["Zqhall", nil]),
            .island(unit: "Zqroom", level: "Zqlevel", wall: 0.8, gap: 2.5), .duplicateIDKept(type: .amenity, file: "Zqfile"),
            .occupantCategoryForm(value: "Zqcat"), .anchorUnitMissing(unitID: "Zqu9"), .addressMissing(addressID: "Zqa9"), .emptyCollection,
            .amenityNotDrawn, .amenityPlaced,
            .assumedConnector(category: "stairs", unit: "Zqs1", level: "Zql1", landing: "Zqs2", toLevel: "Zql2"),
            .osmNoLevel(indoor: "Zqroom"), .osmNotClosed(indoor: "Zqroom", geometry: "LineString"), .osmNotClosed(indoor: "Zqroom", geometry: nil), .osmStrayPoints(count: 2),
            .osmStrayDoors(count: 7), .osmUnleveledWay(highway: "Zqfootway", levels: 3), .osmEscalatorDirection(conveying: "Zqyes"),
            .osmSkipped(total: 9, parts: [OSMSkipCount(reason: .route("Zqbus"), count: 1), OSMSkipCount(reason: .indoorYes, count: 1),
                                          OSMSkipCount(reason: .withoutLevel("Zqshop"), count: 1), OSMSkipCount(reason: .tagged("Zqamenity"), count: 1),
                                          OSMSkipCount(reason: .addresses, count: 1), OSMSkipCount(reason: .outsideBuilding, count: 1),
                                          OSMSkipCount(reason: .platformMappedAgain, count: 1), OSMSkipCount(reason: .other, count: 2)]),
            .requiredPropertyMissing(key: "Zqkey"), .stringIsNumber(key: "Zqkey"), .labelsEmpty(key: "Zqkey"), .propertyMissing(key: "Zqkey"),
            .outOfRange(key: "Zqkey", value: 1e20), .notIntegerRounded(key: "Zqkey", value: 1.5),
            .numberIsString(key: "Zqkey", text: "Zq2", value: 2), .integerIsString(key: "Zqkey", text: "Zqtwo"),
            .displayPointInvalid, .notReference(key: "Zqkey"), .phoneSpaces(value: "Zq+41"), .phoneEmpty, .phoneNotE164(value: "Zq044"),
            .venueNoDisplayPoint, .levelNoOrdinal, .detailNoLevel, .occupantNoCategory, .featureSkipped(type: .unit), .categoryMissing,
            .collectionType(type: "Zqtype"), .noFeaturesArray, .idIsNumber, .featureNoID(index: 3, id: "Zqunit#3"),
            .featureTypeMismatch(found: "Zqlevel", type: .unit), .noProperties,
            .geometryNotNull(type: .address, geometry: "Point"), .pointRequired(type: .anchor),
            .pointFirstPosition(type: .anchor, geometry: "MultiPoint"), .notPoint(type: .anchor, geometry: "Polygon"),
            .lineRequired(type: .opening), .openingMultiLine, .notLine(type: .opening, geometry: "Point"), .nullOutline(type: .level),
            .nullGeometry(type: .unit), .emptyMultiPolygon(type: .unit), .notPolygon(type: .unit, geometry: "Point"),
            .ringTooShort(count: 1), .ringTooShort(count: 2), .ringNotClosed,
            .unknownFile, .otherFileRead(type: .unit, kept: "Zqunit.geojson"), .noManifest, .missingFile(type: .venue), .fileEmpty,
            .moreThanOneVenue, .otherManifest(root: "Zqimdf"), .manifestNoVersion, .manifestNoLanguage, .manifestNoCreated,
            .symlinkSkipped, .cannotReadFile, .unsafeEntryPath, .symlinkEntryRefused, .unknownFileIgnored, .duplicateEntry,
            .inflateFailed(detail: "Zqdetail"), .geometryOverLimit(limit: 1_000_000, mebibytes: 40), .fileOverLimit(limit: 5_000_000, mebibytes: 40),
            .noReadableLevel, .unitIDNotUnit(id: "Zqu9"), .anchorMissing(id: "Zqa9"), .levelMissing(id: "Zql9", type: .amenity),
            .sharedOrdinal(count: 2, ordinal: 0, names: "Zqg (Zql1), Zqg2 (Zql2)"),
            .placeholderName(type: .unit, short: false, text: "Zqtest", language: ""),
            .placeholderName(type: .level, short: true, text: "Zqtest", language: "Zqen"),
            .osmNotUTF8, .osmTooManyPositions(limit: 5_000_000), .osmXMLCutShort, .osmXMLMalformed(code: 5), .osmNoID(element: "way"),
            .osmNodeUnreadable(id: 12), .osmWayTooManyNodes(id: 12, limit: 2000), .osmNoRoot, .osmFeaturesNotArray,
            .osmUnnamed(count: 1), .osmUnnamed(count: 3), .osmElementsNotArray, .osmElementNoTypeID(index: 4), .osmElementsNoTypeID(count: 5),
            .osmTooManyNodes(limit: 2000), .osmRepeated(count: 1, example: "Zqway/7"), .osmRepeated(count: 2, example: "Zqway/7"),
            .osmNodeNoPosition, .osmMissingNodes(ways: 1, nodes: 1), .osmMissingNodes(ways: 2, nodes: 5),
            .osmMultipolygon(.noOuter), .osmMultipolygon(.gap(inner: false, near: "Zqnear")), .osmMultipolygon(.gap(inner: true, near: "Zqnear")),
            .osmLevelValue(key: "Zqlevel", LevelValueError(value: "Zqx", part: "Zqx")),
            .osmLevelValue(key: "Zqlevel", LevelValueError(value: "Zq1-99", part: "Zq1-99", tooLong: true)),
            .osmLevelValue(key: "Zqlevel", LevelValueError(value: "Zq999", part: "Zq999", outOfRange: true)),
            .osmLevelChangeUntagged,
        ]
        for kind in JSONKind.allCases {
            out += [.notString(key: "Zqkey", kind: kind), .labelNotString(key: "Zqkey", language: "Zqde", kind: kind),
                    .notLabels(key: "Zqkey", kind: kind), .notInteger(key: "Zqkey", kind: kind), .notBoolean(key: "Zqkey", kind: kind),
                    .arrayItemNotString(key: "Zqkey", kind: kind), .notArray(key: "Zqkey", kind: kind), .notFeatureCollection(kind: kind),
                    .featuresNotArray(kind: kind), .featureNotObject(index: 3, kind: kind), .propertiesNotObject(kind: kind),
                    .manifestNotObject(kind: kind), .osmNeitherFormat(kind: kind)]
        }
        for problem in geometryProblems { out += [.badGeometry(problem, skipped: false), .badGeometry(problem, skipped: true)] }
        return out
    }

    /// One sample of every ``GeometryProblem``.
    static var geometryProblems: [GeometryProblem] {
        [.noType, .noCoordinates(type: "Polygon"), .notUsedByIMDF(type: "GeometryCollection"), .unknownType("Zqcircle"),
         .lineTooShort(count: 1), .lineTooShort(count: 0), .noRings, .positionNotPair, .notFinite,
         .outsideWGS84(longitude: 200, latitude: 10), .tooManyPositions]
            + JSONKind.allCases.flatMap { [GeometryProblem.notObject($0), .coordinatesNotArray(type: "MultiPolygon", kind: $0), .ringCoordinatesNotArray($0)] }
    }

    /// A case's name: `osmSkipped` for `.osmSkipped(total:parts:)`.
    static func caseName<T>(_ value: T) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)"
    }

    /// The case names an enum declares in a source file (`    case name…` lines between its
    /// declaration and its first `func`).
    static func declaredCases(_ file: String, _ declaration: String) throws -> Set<String> {
        let source = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let start = try #require(source.range(of: declaration))
        let body = source[start.upperBound...]
        let end = try #require(body.range(of: "func "))
        var out: Set<String> = []
        for line in body[..<end.lowerBound].split(separator: "\n") where line.hasPrefix("    case ") {
            let name = line.dropFirst("    case ".count).prefix { $0.isLetter || $0.isNumber }
            out.insert(String(name))
        }
        return out
    }

    @Test func everyCaseHasASample() throws {
        let declared = try Self.declaredCases("Sources/VenueFormats/Model/DiagnosticCode.swift", "public enum DiagnosticCode")
        #expect(declared.count > 100)
        #expect(declared == Set(Self.samples.map(Self.caseName)), "without a sample: \(declared.subtracting(Self.samples.map(Self.caseName)).sorted())")
        let geometry = try Self.declaredCases("Sources/VenueFormats/Model/DiagnosticCode+Parts.swift", "public enum GeometryProblem")
        #expect(geometry == Set(Self.geometryProblems.map(Self.caseName)))
    }

    /// English words no other language's sentence may hold (technical tokens such as
    /// `highway=steps` or `FeatureCollection` stay as they are in every language).
    static let englishWords = [" the ", " is ", " are ", " was ", " has ", " have ", " should ", " but ", " which ", " with ", " of ",
                               " and ", " not ", " does ", " its ", "skipped", "ignored", "missing", "cannot", "read anyway"]

    @Test(arguments: UILanguage.allCases)
    func everyDiagnosticIsSaidInEachLanguage(_ language: UILanguage) {
        let ui = UIText(UILocale(language: language))
        for code in Self.samples {
            let english = code.text(.english)
            let said = code.text(ui)
            let diagnostic = Diagnostic(.warning, file: "Zqfile.geojson", featureID: "Zqid", code: code)
            #expect(diagnostic.message == english)
            #expect(said.range(of: #"\{[a-z_]+\}"#, options: .regularExpression) == nil, "\(language): \(said)")
            let markers = english.matches(of: /Zq[\w+#\/.-]*/).map { String($0.output) }
            for marker in markers { #expect(said.contains(marker), "\(language) drops \(marker): \(said)") }
            let line = diagnostic.text(ui)
            #expect(line.contains(said) && line.contains("Zqid") && line.contains("Zqfile.geojson"))
            guard language != .en else { continue }
            #expect(said != english, "\(language) is English: \(said)")
            let padded = " " + said.lowercased() + " "
            let left = Self.englishWords.filter { padded.contains($0) && !(language == .de && $0 == " was ") }   // German "was"
            #expect(left.isEmpty, "\(language) keeps English \(left): \(said)")
            guard language == .ja else { continue }
            let words = said.replacing(/Zq[\w+#\/.-]*/, with: " ").split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0 == "_") })
            let prose = words.filter { $0.count >= 4 && $0.first!.isLowercase && !$0.contains("_") && !english.contains("\($0)=") && !Self.tokens.contains(String($0)) }
            #expect(prose.isEmpty, "ja keeps English \(prose): \(said)")
        }
    }

    /// Lower-case words that are names in the data formats, not English prose.
    static let tokens: Set<String> = ["null", "true", "false", "type", "features", "elements", "properties", "category", "unspecified",
                                      "created", "ordinal", "display", "point", "coordinates", "forward", "backward", "stairs", "lobby", "route",
                                      "manifest", "json", "geojson", "level", "unit", "anchor", "address", "occupant", "opening", "amenity",
                                      "venue", "steps", "conveying", "ramp", "incline", "highway", "indoor", "shop", "relations", "room", "yes", "footway", "bus"]
}
