import Foundation
import Testing
@testable import VenueFormats

/// Levels that share an ordinal, named one by one; buildings per floor; placeholder names.
@Suite struct VenueLevelsTests {
    static let building1 = "22222222-2222-2222-2222-000000000001"
    static let building2 = "22222222-2222-2222-2222-000000000002"
    static let indoor = "22222222-2222-2222-2222-00000000000a"
    static let outdoor = "22222222-2222-2222-2222-00000000000b"
    static let upper = "22222222-2222-2222-2222-00000000000c"

    /// Apple's pattern: an indoor and an outdoor level on ordinal 0 (of two buildings), and one above.
    static func sharedOrdinalArchive() throws -> LoadResult {
        func level(_ id: String, _ ordinal: Int, _ short: String, _ name: String, outdoor: Bool, building: String) -> String {
            Fixtures.feature(id, "level", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.001, 47.001, 0.005))}"#,
                             properties: #""category":"unspecified","outdoor":\#(outdoor),"ordinal":\#(ordinal),"name":{"en":"\#(name)"},"short_name":{"en":"\#(short)"},"building_ids":["\#(building)"]"#)
        }
        func building(_ id: String, _ name: String) -> String {
            Fixtures.feature(id, "building", geometry: "null", properties: #""category":"unspecified","name":{"en":"\#(name)"},"address_id":null"#)
        }
        return try Fixtures.load(Fixtures.minimal([
            "level.geojson": Fixtures.collection([
                level(outdoor, 0, "C", "C Outdoor", outdoor: true, building: building2),
                level(indoor, 0, "C", "C Indoor", outdoor: false, building: building1),
                level(upper, 1, "1", "Test", outdoor: false, building: building1),
            ]),
            "building.geojson": Fixtures.collection([building(building1, "Main Hall"), building(building2, "Garden")]),
            "unit.geojson": Fixtures.collection([Fixtures.feature(Fixtures.unitID, "unit",
                geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#,
                properties: #""category":"room","name":{"en":"input name here"},"level_id":"\#(indoor)""#)]),
        ]))
    }

    @Test func bothLevelsOnAnOrdinalAreNamedAndFound() throws {
        let g = try Self.sharedOrdinalArchive().graph
        let ls = g.levels(ordinal: 0)
        #expect(ls.map { g.archive.levels[$0].id } == [Self.indoor, Self.outdoor])
        #expect(g.sharesOrdinal(0) && !g.sharesOrdinal(1))
        #expect(g.pickerLabel(ordinal: 0) == "C+")
        #expect(g.pickerLabel(ordinal: 1) == "1")
        #expect(g.levelNames(ordinal: 0) == "C Indoor, C Outdoor")
        #expect(g.buildingNames(ordinal: 0) == ["Main Hall", "Garden"])
        #expect(g.level(named: "C Outdoor").map { g.archive.levels[$0].id } == Self.outdoor)
        #expect(g.level(named: "c indoor").map { g.archive.levels[$0].id } == Self.indoor)
        #expect(g.level(named: Self.outdoor).map { g.archive.levels[$0].id } == Self.outdoor)
        #expect(g.level(named: "C").map { g.archive.levels[$0].id } == Self.indoor)
        #expect(g.level(named: "1").map { g.archive.levels[$0].id } == Self.upper)
        #expect(g.level(named: "nowhere") == nil)
    }

    @Test func venueChecksNameSharedOrdinalsAndPlaceholders() throws {
        let g = try Self.sharedOrdinalArchive().graph
        let messages = g.venueChecks().map(\.message)
        #expect(messages.contains { $0.hasPrefix("2 levels share ordinal 0: C Indoor (\(Self.indoor)), C Outdoor (\(Self.outdoor))") })
        #expect(messages.contains("unit name \"input name here\" (en) is a placeholder; it is shown as it is"))
        #expect(messages.contains("level name \"Test\" (en) is a placeholder; it is shown as it is"))
        #expect(VenueGraph.isPlaceholder(" NULL "))
        #expect(!VenueGraph.isPlaceholder("Testing Lab"))
    }

    @Test func repeatedDiagnosticsAreGroupedWithExamples() {
        var items: [Diagnostic] = []
        for i in 0..<5 {
            items.append(Diagnostic(.warning, file: "unit.geojson", featureID: "id-\(i)", code: .unknownCategory(value: "lab\(i)", type: .unit)))
        }
        items.append(Diagnostic(.error, file: "amenity.geojson", code: .collectionType(type: "Feature"), line: 3, column: 4))
        items.append(Diagnostic(.error, file: "amenity.geojson", code: .collectionType(type: "Feature"), line: 9, column: 4))
        items.append(Diagnostic(.warning, file: "unit.geojson", featureID: "lonely", code: .occupantNoCategory))
        let groups = DiagnosticGroup.group(items)
        #expect(groups.count == 4)
        #expect(groups[0].count == 5)
        #expect(groups[0].examples == ["id-0", "id-1", "id-2"])
        #expect(groups[0].description == "warning: unit.geojson: 5×: category \"lab0\" is not an IMDF unit category; styled as a generic unit; likewise \"lab1\", \"lab2\" and 2 others (e.g. id-0, id-1, id-2)")
        #expect(groups[1].description == items[5].description)
        #expect(groups[3].description == items[7].description)
        #expect(groups.reduce(0) { $0 + $1.count } == items.count)
    }

    /// Grouped lines name their examples in words and never print a placeholder or two
    /// "(e.g. …)" in a row.
    @Test func groupedDiagnosticsNameTheirExamplesInWords() {
        let rooms = ["Store Room", "Office", "Store Room", "Lab"].enumerated().map { i, name in
            Diagnostic(.warning, file: "unit.geojson", featureID: "u\(i)", code: .enteredThroughWall(unit: name, level: "G", sides: ["Hall \(i)"]))
        }
        let line = DiagnosticGroup.group(rooms)[0].description
        #expect(line.contains("unit \"Store Room\" (level G) has no opening"))
        #expect(line.contains("likewise \"Office\" (level G), \"Lab\" (level G) and 1 other (e.g. u0, u1, u2)"))
        let phones = (0..<3).map { Diagnostic(.warning, file: "occupant.geojson", featureID: "o\($0)", code: .phoneNotE164(value: "0\($0)")) }
        let phoneLine = DiagnosticGroup.group(phones)[0].description
        #expect(phoneLine == "warning: occupant.geojson: 3×: phone \"00\" is not in E.164 form (e.g. +41445550101); likewise \"01\" and \"02\" (features o0, o1, o2)")
        let outside = (0..<3).map { Diagnostic(.warning, file: "level.json", featureID: "l\($0)", code: .unitsOutsideLevel(count: $0 + 2, example: "x\($0)")) }
        let outsideLine = DiagnosticGroup.group(outside)[0].description
        #expect(outsideLine == "warning: level.json: 3×: 2 unit(s) lie outside this level's outline (e.g. x0); drawn anyway; likewise 2 others (features l0, l1, l2)")
        for l in [line, phoneLine, outsideLine] { #expect(!l.contains("…") && l.components(separatedBy: "(e.g.").count <= 2) }
    }
}
