import Foundation
import VenueFormats

/// A local tangent-plane projection: WGS 84 positions to meters east (x) and
/// north (y) of an origin, for venue-scale data.
///
/// It scales longitude and latitude differences by the ellipsoid's radii of
/// curvature at the origin latitude φ0:
///
///     M(φ0) = a(1 − e²) / (1 − e² sin²φ0)^(3/2)   (meridian radius)
///     N(φ0) = a / (1 − e² sin²φ0)^(1/2)           (prime-vertical radius)
///     x = N(φ0)·cos φ0 · (λ − λ0),   y = M(φ0) · (φ − φ0)   (radians)
///
/// The mapping is linear, so ``unproject(_:)`` inverts ``project(_:)`` to
/// rounding error. Distances are exact at the origin; away from it the error
/// grows roughly as |x·y|·tan φ0 / R (a few centimeters for a 1 km venue at
/// mid latitudes), which is fine for display and hit-testing. Longitudes are
/// wrapped, so a venue across the antimeridian stays contiguous. Not meant for
/// origins at the poles.
public struct LocalProjection: Hashable, Sendable {
    /// WGS 84 semi-major axis, in meters.
    public static let semiMajorAxis = 6_378_137.0
    /// WGS 84 flattening.
    public static let flattening = 1 / 298.257223563

    /// The position that maps to (0, 0).
    public let origin: GeoPoint
    /// Meters per radian of latitude at the origin: M(φ0).
    public let meridianRadius: Double
    /// Prime-vertical radius of curvature N(φ0); a radian of longitude spans N(φ0)·cos φ0 meters.
    public let primeVerticalRadius: Double
    /// Meters east per degree of longitude at the origin latitude.
    public let metersPerDegreeEast: Double
    /// Meters north per degree of latitude at the origin latitude.
    public let metersPerDegreeNorth: Double

    /// Creates a projection centered on `origin`.
    public init(origin: GeoPoint) {
        self.origin = origin
        let f = Self.flattening
        let e2 = f * (2 - f)
        let phi = origin.latitude * .pi / 180
        let s = sin(phi)
        let w = 1 - e2 * s * s
        let n = Self.semiMajorAxis / w.squareRoot()
        let m = Self.semiMajorAxis * (1 - e2) / (w * w.squareRoot())
        meridianRadius = m
        primeVerticalRadius = n
        metersPerDegreeNorth = m * .pi / 180
        // Guard the pole, where a parallel has no length.
        metersPerDegreeEast = Swift.max(n * cos(phi) * .pi / 180, 1e-6)
    }

    /// Meters east and north of the origin.
    public func project(_ p: GeoPoint) -> Vec2 {
        Vec2(Self.wrapLongitude(p.longitude - origin.longitude) * metersPerDegreeEast,
             (p.latitude - origin.latitude) * metersPerDegreeNorth)
    }

    /// The position at the given meters east and north of the origin.
    public func unproject(_ v: Vec2) -> GeoPoint {
        GeoPoint(longitude: Self.wrapLongitude(origin.longitude + v.x / metersPerDegreeEast),
                 latitude: origin.latitude + v.y / metersPerDegreeNorth)
    }

    /// The bounding rectangle, in local meters, of a longitude/latitude box.
    public func project(_ bounds: GeoBounds) -> Rect {
        let a = project(bounds.min), b = project(bounds.max)
        return Rect(min: Vec2(Swift.min(a.x, b.x), Swift.min(a.y, b.y)),
                    max: Vec2(Swift.max(a.x, b.x), Swift.max(a.y, b.y)))
    }

    /// Brings a longitude difference or value into [-180, 180).
    static func wrapLongitude(_ degrees: Double) -> Double {
        guard degrees < -180 || degrees >= 180 else { return degrees }
        let r = (degrees + 180).truncatingRemainder(dividingBy: 360)
        return (r < 0 ? r + 360 : r) - 180
    }
}
