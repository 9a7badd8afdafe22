import Foundation
import Testing
@testable import VenueFormats

/// Bad input gives diagnostics, and loading goes on.
@Suite struct LoaderTests {
    @Test func minimalArchiveLoadsCleanly() throws {
        let r = try Fixtures.load(Fixtures.minimal())
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
        #expect(r.archive.units.count == 1)
        #expect(r.graph.floors.map(\.ordinal) == [0])
        #expect(r.graph.shortName(ordinal: 0) == "G")
    }

    @Test func truncatedFileIsReportedAndTheRestLoads() throws {
        let r = try Fixtures.load(Fixtures.minimal(["venue.geojson": #"{"type":"FeatureCollection","features":[{"id":"#]))
        let d = try #require(r.diagnostics(containing: "truncated").first)
        #expect(d.file == "venue.geojson")
        #expect(d.line == 1)
        #expect(d.severity == .error)
        #expect(r.archive.units.count == 1)
    }

    @Test func wrongJSONTypesAreReported() throws {
        let unit = Fixtures.feature("u2", "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.003, 47.003, 0.001))}"#,
                                    properties: #""category":42,"name":"Plain","level_id":"\#(Fixtures.levelID)","accessibility":{"x":1}"#)
        let r = try Fixtures.load(Fixtures.minimal([
            "unit.geojson": Fixtures.collection([unit]),
            "opening.geojson": #"{"type":"FeatureCollection","features":{"not":"an array"}}"#,
            "amenity.geojson": "[1,2,3]",
        ]))
        #expect(!r.diagnostics(containing: "'category' should be a string but is a number").isEmpty)
        #expect(!r.diagnostics(containing: "should be a LABELS object").isEmpty)
        #expect(!r.diagnostics(containing: "'features' is an object, not an array").isEmpty)
        #expect(!r.diagnostics(containing: "not a GeoJSON FeatureCollection").isEmpty)
        #expect(r.archive.units.count == 1)
        #expect(r.archive.units[0].category == "42")
    }

    @Test func nullGeometryIsReported() throws {
        let unit = Fixtures.feature("u-null", "unit", geometry: "null", properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let good = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#,
                                    properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([unit, good])]))
        let d = try #require(r.diagnostics(containing: "null geometry").first)
        #expect(d.featureID == "u-null")
        #expect(r.archive.units.map(\.id) == [Fixtures.unitID])
    }

    @Test func emptyCollectionsAreReported() throws {
        let r = try Fixtures.load(Fixtures.minimal(["opening.geojson": Fixtures.collection([])]))
        #expect(r.diagnostics(containing: "empty").first?.file == "opening.geojson")
    }

    @Test(arguments: ["NaN", "1e308", "-1e999", "181", "\"8.0\""])
    func badCoordinatesAreReported(_ value: String) throws {
        let unit = Fixtures.feature("u-bad", "unit", geometry: #"{"type":"Polygon","coordinates":[[[\#(value),47.0],[8.1,47.0],[8.1,47.1],[8.0,47.0]]]}"#,
                                    properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let good = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#,
                                    properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([unit, good])]))
        #expect(!r.diagnostics.filter { $0.file == "unit.geojson" && $0.severity == .error }.isEmpty, "\(r.diagnostics)")
        #expect(r.archive.units.map(\.id) == [Fixtures.unitID])
    }

    @Test func missingFilesAreReported() throws {
        var members = Fixtures.minimal()
        members.removeAll { $0.path == "venue.geojson" }
        let r = try Fixtures.load(members)
        #expect(r.diagnostics(containing: "missing file").first?.file == "venue.geojson")
        #expect(r.archive.units.count == 1)
    }

    @Test func nothingToShowFailsTheLoad() {
        var members = Fixtures.minimal()
        members.removeAll { $0.path == "unit.geojson" || $0.path == "level.geojson" }
        #expect(throws: LoadFailure.self) { try Fixtures.load(members) }
    }

    @Test func duplicateIdsInOneTypeKeepTheFirst() throws {
        let u = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#,
                                 properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([u, u])]))
        #expect(r.archive.units.count == 1)
        #expect(r.diagnostics(containing: "duplicate id").first?.severity == .error)
    }

    @Test func oversizedFeatureIsSkippedFast() throws {
        var limits = ArchiveLimits()
        limits.maxPointsPerFeature = 1000
        let ring = (0..<2000).map { i in "[\(8.0 + Double(i) * 1e-6),47.0]" }.joined(separator: ",")
        let big = Fixtures.feature("big", "unit", geometry: #"{"type":"Polygon","coordinates":[[\#(ring)]]}"#, properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let good = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#,
                                    properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try IMDFLoader.load(members: Fixtures.minimal(["unit.geojson": Fixtures.collection([big, good])]), sourcePath: "t", limits: limits)
        #expect(r.diagnostics(containing: "too many positions").first?.featureID == "big")
        #expect(r.archive.units.count == 1)
    }
}
