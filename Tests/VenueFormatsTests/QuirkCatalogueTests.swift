import Testing
@testable import VenueFormats

/// One test per quirk of the real-world catalogue (research/imdf.md §2.1): each gives a
/// diagnostic, and loading goes on.
@Suite struct QuirkCatalogueTests {
    let square = #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.002, 47.002, 0.001))}"#

    func unit(_ props: String) -> String {
        unit(Fixtures.unitID, props)
    }

    func unit(_ id: String, _ props: String) -> String {
        Fixtures.feature(id, "unit", geometry: square, properties: props)
    }

    @Test func trailingCommaIsAnErrorWithItsLineAndFeaturesStillLoad() throws {
        let text = "{\"type\":\"FeatureCollection\",\"features\":[\n" + unit(#""category":"room","level_id":"\#(Fixtures.levelID)""#) + ",\n]}"
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": text]))
        let d = try #require(r.diagnostics(containing: "trailing comma").first)
        #expect(d.severity == .error && d.line == 3)
        #expect(r.archive.units.count == 1)
    }

    @Test func displayPointWithNullCoordinates() throws {
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([
            unit(#""category":"room","level_id":"\#(Fixtures.levelID)","display_point":{"type":"Point","coordinates":null}"#)])]))
        #expect(r.diagnostics(containing: "display_point has no coordinates").first?.featureID == Fixtures.unitID)
        #expect(r.archive.units[0].displayPoint == nil)
    }

    @Test func jsonExtensionAndEmptyAddressCollection() throws {
        var members = Fixtures.minimal(["address.json": Fixtures.collection([])])
        if let i = members.firstIndex(where: { $0.path == "unit.geojson" }) { members[i].path = "unit.json" }
        let r = try Fixtures.load(members)
        #expect(r.diagnostics(containing: "should be named unit.geojson").count == 1)
        #expect(r.diagnostics(containing: "empty").first?.file == "address.json")
        #expect(r.archive.units.count == 1)
    }

    @Test func preReleaseManifestVersion() throws {
        let r = try Fixtures.load(Fixtures.minimal(["manifest.json": #"{"version":"1.0.0.rc.1","created":"2020-10-12T16:03:15.501Z","language":"en-US"}"#]))
        #expect(r.diagnostics(containing: "1.0.0.rc.1").first?.severity == .warning)
        #expect(r.graph.language.manifest == "en-US")
    }

    @Test func multiLineStringOpeningsAndMultiPolygonUnits() throws {
        let opening = Fixtures.feature("o1", "opening", geometry: #"{"type":"MultiLineString","coordinates":[[[8.002,47.002],[8.0025,47.002]]]}"#,
                                       properties: #""category":"pedestrian","level_id":"\#(Fixtures.levelID)""#)
        let mp = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"MultiPolygon","coordinates":[\#(Fixtures.square(8.002, 47.002, 0.001))]}"#,
                                  properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["opening.geojson": Fixtures.collection([opening]), "unit.geojson": Fixtures.collection([mp])]))
        #expect(r.diagnostics(containing: "MultiLineString").first?.featureID == "o1")
        #expect(r.archive.openings.count == 1)
        #expect(r.archive.units[0].geometry.polygons.count == 1)
    }

    @Test func occupantWithoutCategory() throws {
        let anchor = Fixtures.feature("a1", "anchor", geometry: #"{"type":"Point","coordinates":[8.0025,47.0025]}"#, properties: #""unit_id":"\#(Fixtures.unitID)""#)
        let occ = Fixtures.feature("occ1", "occupant", geometry: "null", properties: #""name":{"en":"Shop"},"anchor_id":"a1""#)
        let r = try Fixtures.load(Fixtures.minimal(["anchor.geojson": Fixtures.collection([anchor]), "occupant.geojson": Fixtures.collection([occ])]))
        #expect(r.diagnostics(containing: "occupant has no category").first?.featureID == "occ1")
        #expect(r.graph.unitOfOccupant[0] == 0)
    }

    @Test func nonIMDFCategories() throws {
        let amenity = Fixtures.feature("am1", "amenity", geometry: #"{"type":"Point","coordinates":[8.0025,47.0025]}"#,
                                       properties: #""category":"toilet","unit_ids":["\#(Fixtures.unitID)"]"#)
        let r = try Fixtures.load(Fixtures.minimal(["amenity.geojson": Fixtures.collection([amenity])]))
        #expect(r.diagnostics(containing: "\"toilet\" is not an IMDF amenity category").first?.featureID == "am1")
        #expect(r.graph.unitOfAmenity[0] == 0)
    }

    @Test func danglingReferences() throws {
        let anchor = Fixtures.feature("a1", "anchor", geometry: #"{"type":"Point","coordinates":[8.0025,47.0025]}"#, properties: #""unit_id":"\#(Fixtures.unitID)""#)
        let occ = Fixtures.feature("occ1", "occupant", geometry: "null", properties: #""name":{"en":"Shop"},"category":"restaurant","anchor_id":"nope""#)
        let r = try Fixtures.load(Fixtures.minimal(["anchor.geojson": Fixtures.collection([anchor]), "occupant.geojson": Fixtures.collection([occ])]))
        #expect(r.diagnostics(containing: "anchor_id nope does not match").first?.featureID == "occ1")
        #expect(r.archive.occupants.count == 1)
    }

    @Test func buildingWithGeometryDetailWithoutLevelVenueWithoutDisplayPoint() throws {
        let building = Fixtures.feature("b1", "building", geometry: square, properties: #""category":"unspecified""#)
        let detail = Fixtures.feature("d1", "detail", geometry: #"{"type":"LineString","coordinates":[[8.002,47.002],[8.003,47.002]]}"#, properties: #""level_id":null"#)
        let venue = Fixtures.feature("v1", "venue", geometry: square, properties: #""category":"university","name":{"en":"V"}"#)
        let r = try Fixtures.load(Fixtures.minimal(["building.geojson": Fixtures.collection([building]), "detail.geojson": Fixtures.collection([detail]),
                                                    "venue.geojson": Fixtures.collection([venue])]))
        #expect(r.diagnostics(containing: "should have null geometry").first?.featureID == "b1")
        #expect(r.diagnostics(containing: "detail has no level_id").first?.featureID == "d1")
        #expect(r.diagnostics(containing: "venue has no display_point").first?.featureID == "v1")
        #expect(r.archive.buildings.count == 1 && r.archive.details.count == 1 && r.archive.venues.count == 1)
    }

    @Test func unknownFilesAndFeatureTypeMismatch() throws {
        let mismatched = Fixtures.feature(Fixtures.unitID, "enviroment_unit", geometry: square, properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["attraction.geojson": Fixtures.collection([]), "unit.geojson": Fixtures.collection([mismatched])]))
        #expect(r.diagnostics(containing: "unknown file").first?.file == "attraction.geojson")
        #expect(r.diagnostics(containing: "feature_type is \"enviroment_unit\"").first?.featureID == Fixtures.unitID)
        #expect(r.archive.units.count == 1)
    }

    @Test func foreignPropertiesAreIgnoredWithOneWarning() throws {
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([
            unit(#""category":"room","level_id":"\#(Fixtures.levelID)","tags":{"indoor":"room"},"osmId":"way/1""#)])]))
        let d = r.diagnostics(containing: "properties IMDF does not define")
        #expect(d.count == 1 && d[0].message.contains("'osmId'"))
    }

    @Test func unitsOutsideTheirLevel() throws {
        let far = Fixtures.feature(Fixtures.unitID, "unit", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.5, 47.5, 0.001))}"#,
                                   properties: #""category":"room","level_id":"\#(Fixtures.levelID)""#)
        let r = try Fixtures.load(Fixtures.minimal(["unit.geojson": Fixtures.collection([far])]))
        #expect(r.diagnostics(containing: "lie outside this level's outline").first?.featureID == Fixtures.levelID)
        #expect(r.graph.contents(ordinal: 0).units == [0])
    }

    @Test func twoLevelsOnOneOrdinalPreferIndoor() throws {
        let outdoor = Fixtures.feature("lvl-out", "level", geometry: square, properties: #""category":"unspecified","outdoor":true,"ordinal":0,"short_name":{"en":"G Out"}"#)
        let indoor = Fixtures.feature(Fixtures.levelID, "level", geometry: #"{"type":"Polygon","coordinates":\#(Fixtures.square(8.001, 47.001, 0.005))}"#,
                                      properties: #""category":"unspecified","outdoor":false,"ordinal":0,"short_name":{"en":"G"}"#)
        let r = try Fixtures.load(Fixtures.minimal(["level.geojson": Fixtures.collection([outdoor, indoor])]))
        // Valid IMDF: no diagnostic is due; the picker shows one entry labelled with the indoor level.
        #expect(r.graph.floors.count == 1)
        #expect(r.graph.shortName(ordinal: 0) == "G")
        #expect(r.graph.floors[0].levelIDs == [Fixtures.levelID, "lvl-out"])
    }

    @Test func phoneWithTrailingSpace() throws {
        let amenity = Fixtures.feature("am1", "amenity", geometry: #"{"type":"Point","coordinates":[8.0025,47.0025]}"#,
                                       properties: #""category":"information","unit_ids":["\#(Fixtures.unitID)"],"phone":"+78121234567 ","hours":"Mo 9:00-17:00; PH 9:00-17:00""#)
        let r = try Fixtures.load(Fixtures.minimal(["amenity.geojson": Fixtures.collection([amenity])]))
        #expect(r.diagnostics(containing: "surrounding spaces").first?.featureID == "am1")
        #expect(r.archive.amenities[0].phone == "+78121234567")
        #expect(r.archive.amenities[0].hours == "Mo 9:00-17:00; PH 9:00-17:00")
    }
}
