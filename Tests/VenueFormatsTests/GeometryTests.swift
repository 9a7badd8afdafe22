import Testing
@testable import VenueFormats

@Suite struct GeometryTests {
    @Test func boundsCoverAllPoints() {
        let g = Geometry.polygon([[GeoPoint(longitude: 1, latitude: 2), GeoPoint(longitude: 3, latitude: -1), GeoPoint(longitude: 2, latitude: 5)]])
        let b = g.bounds!
        #expect(b.min == GeoPoint(longitude: 1, latitude: -1))
        #expect(b.max == GeoPoint(longitude: 3, latitude: 5))
        #expect(g.polygons.count == 1)
        #expect(g.lines.isEmpty)
    }

    @Test func invalidCoordinatesAreDetected() {
        #expect(!GeoPoint(longitude: .nan, latitude: 0).isValid)
        #expect(!GeoPoint(longitude: 0, latitude: 1e308).isValid)
        #expect(GeoPoint(longitude: 10, latitude: 48).isValid)
    }
}
