import Foundation
import VenueFormats
import Testing
@testable import MapCore

@Suite struct LocalProjectionTests {
    @Test(arguments: [47.0, 60.0])
    func roundTripIsBelowOneCentimeterOverTwoKilometers(latitude: Double) {
        let projection = LocalProjection(origin: GeoPoint(longitude: 8.54, latitude: latitude))
        var worst = 0.0
        for i in stride(from: -1000.0, through: 1000.0, by: 50) {
            for j in stride(from: -1000.0, through: 1000.0, by: 50) {
                let v = Vec2(i, j)
                let back = projection.project(projection.unproject(v))
                worst = max(worst, back.distance(to: v))
            }
        }
        #expect(worst < 0.01)
        // And from positions: 0.01° is about 1.1 km of latitude.
        let p = GeoPoint(longitude: 8.5512345, latitude: latitude + 0.0087654)
        let q = projection.unproject(projection.project(p))
        #expect(abs(q.latitude - p.latitude) * projection.metersPerDegreeNorth < 0.01)
        #expect(abs(q.longitude - p.longitude) * projection.metersPerDegreeEast < 0.01)
    }

    @Test func radiiOfCurvatureMatchWGS84() {
        let equator = LocalProjection(origin: GeoPoint(longitude: 0, latitude: 0))
        #expect(abs(equator.primeVerticalRadius - 6_378_137) < 0.001)
        #expect(abs(equator.meridianRadius - 6_335_439.327) < 0.01)
        let mid = LocalProjection(origin: GeoPoint(longitude: 0, latitude: 45))
        #expect(abs(mid.meridianRadius - 6_367_381.8) < 0.1)
        #expect(abs(mid.primeVerticalRadius - 6_388_838.3) < 0.1)
    }

    @Test func axesPointEastAndNorth() {
        let projection = LocalProjection(origin: GeoPoint(longitude: 2.35, latitude: 48.85))
        #expect(projection.project(projection.origin) == .zero)
        let east = projection.project(GeoPoint(longitude: 2.351, latitude: 48.85))
        let north = projection.project(GeoPoint(longitude: 2.35, latitude: 48.851))
        #expect(east.x > 70 && east.x < 75 && east.y == 0)
        #expect(north.y > 110 && north.y < 112 && north.x == 0)
    }

    @Test func antimeridianStaysContiguous() {
        let projection = LocalProjection(origin: GeoPoint(longitude: 179.9995, latitude: -17))
        let west = projection.project(GeoPoint(longitude: -179.9995, latitude: -17))
        #expect(west.x > 100 && west.x < 110)
        let back = projection.unproject(west)
        #expect(abs(back.longitude - -179.9995) < 1e-9)
    }

    @Test func boundsProjectToRect() {
        let bounds = GeoBounds(min: GeoPoint(longitude: 10, latitude: 50), max: GeoPoint(longitude: 10.001, latitude: 50.001))
        let projection = LocalProjection(origin: bounds.center)
        let rect = projection.project(bounds)
        #expect(abs(rect.center.x) < 1e-9 && abs(rect.center.y) < 1e-9)
        #expect(rect.width > 70 && rect.height > 110)
    }
}
