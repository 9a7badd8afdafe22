import VenueFormats
@testable import MapCore

/// Shared test data: a 100 m × 60 m venue at latitude 47 and a small terminal.
enum Fixtures {
    /// The venue's local projection, centered on it.
    static let projection = LocalProjection(origin: GeoPoint(longitude: 8.54, latitude: 47.37))
    /// The venue box: 100 m east-west, 60 m north-south, centered on the origin.
    static let venue = Rect(min: Vec2(-50, -30), max: Vec2(50, 30))
    /// The boundary around the venue.
    static let boundary = CameraBoundary(rect: venue, projection: projection)
    /// An 80×24-cell map area: 160×96 dots.
    static let viewport = Viewport(columns: 80, rows: 24)

    /// A camera over the venue center.
    static func camera(distance: Double = 200, pitch: Double = 0, heading: Double = 0) -> Camera {
        Camera(center: projection.origin, distance: distance, pitch: pitch, heading: heading)
    }
}
