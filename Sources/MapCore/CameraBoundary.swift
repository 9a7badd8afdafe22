import Foundation
import VenueFormats

/// The area a ``Camera`` must keep in view: a venue's bounding rectangle in
/// local meters, with the projection that defines those meters.
///
/// **Keep-visible rule** (Apple's indoor-map guidance: limit scrolling away
/// from the venue, keep part of it on screen, allow more scrolling when zoomed
/// out). Let the venue be [x0, x1] × [y0, y1]; hx, hy the half extents of the
/// view at the current distance, evaluated at pitch 0
/// (``Viewport/halfExtent(distance:)``); and hx', hy' those of the view's
/// east/north bounding box at the current heading
/// (``Viewport/rotatedHalfExtent(distance:heading:)``). With margins
///
///     mx = min(hx', (x1 − x0)/2) · 0.25,   my = min(hy', (y1 − y0)/2) · 0.25
///
/// the center may take
///
///     cx ∈ [x0 − hx' + mx, x1 + hx' − mx],   cy ∈ [y0 − hy' + my, y1 + hy' − my]
///
/// so at least a strip mx (and my) of the venue stays in view, and the
/// allowed overscroll grows with the distance (hx' ∝ D). When the heading is
/// not a multiple of 90°, the view is a rotated rectangle and that box's
/// corners would let it miss the venue, so they are cut off: the allowed set
/// is exactly the centers whose (rotated) view still touches the venue shrunk
/// by mx and my, an octagon whose bounding box is the box above (at headings
/// 0, 90, 180, 270 the two coincide). A center outside moves to the nearest
/// allowed point. Without a known viewport the half extents are 0 and the
/// rule reduces to MapKit's center-only boundary: the center stays on the
/// venue box.
public struct CameraBoundary: Hashable, Sendable {
    /// The share of the smaller of the half view and the half venue that
    /// must stay visible at the edge: 0.25.
    public static let keepVisibleFraction = 0.25

    /// The venue's bounding rectangle, in local meters of ``projection``.
    public var rect: Rect
    /// The projection that defines ``rect``'s meters.
    public var projection: LocalProjection

    /// Creates a boundary from a rectangle in the meters of `projection`.
    public init(rect: Rect, projection: LocalProjection) {
        self.rect = rect
        self.projection = projection
    }

    /// Creates a boundary around a longitude/latitude box, with a projection
    /// centered on the box.
    public init(venue bounds: GeoBounds) {
        let projection = LocalProjection(origin: bounds.center)
        self.init(rect: projection.project(bounds), projection: projection)
    }

    /// The venue center as a position.
    public var center: GeoPoint { projection.unproject(rect.center) }

    /// The allowed camera centers, in local meters, as a convex polygon
    /// (counter-clockwise), for a view of half extent `viewHalfExtent`
    /// (pitch 0, unrotated) turned by `heading` degrees; see the type's rule.
    public func allowedCenters(viewHalfExtent: Vec2, heading: Double) -> [Vec2] {
        let region = Region(boundary: self, viewHalfExtent: viewHalfExtent, heading: heading)
        let b = region.box
        var polygon = [b.min, Vec2(b.max.x, b.min.y), b.max, Vec2(b.min.x, b.max.y)]
        for (axis, limit) in region.slabs {
            polygon = Self.clip(polygon, axis: axis, origin: region.middle, limit: limit)
            polygon = Self.clip(polygon, axis: axis * -1, origin: region.middle, limit: limit)
        }
        return polygon
    }

    /// The allowed center closest to `center` (local meters), for a view of
    /// half extent `viewHalfExtent` (pitch 0, unrotated) turned by `heading`.
    public func clamp(_ center: Vec2, viewHalfExtent: Vec2, heading: Double) -> Vec2 {
        let region = Region(boundary: self, viewHalfExtent: viewHalfExtent, heading: heading)
        if region.contains(center) { return center }
        let polygon = allowedCenters(viewHalfExtent: viewHalfExtent, heading: heading)
        guard var previous = polygon.last else { return region.box.center }
        var best = region.box.center, bestDistance = Double.infinity
        for q in polygon {
            let p = PlanarGeometry.closestPoint(to: center, onSegment: previous, q)
            let d = p.distance(to: center)
            if d < bestDistance { best = p; bestDistance = d }
            previous = q
        }
        return best
    }

    /// The part of a convex polygon where (p − origin)·axis ≤ limit.
    private static func clip(_ polygon: [Vec2], axis: Vec2, origin: Vec2, limit: Double) -> [Vec2] {
        guard var previous = polygon.last else { return [] }
        var out: [Vec2] = []
        var previousValue = (previous - origin).dot(axis) - limit
        for p in polygon {
            let value = (p - origin).dot(axis) - limit
            if (value > 0) != (previousValue > 0) {
                // Opposite sides, so the denominator is nonzero and t is in [0, 1].
                let t = previousValue / (previousValue - value)
                out.append(previous + (p - previous) * t)
            }
            if value <= 0 { out.append(p) }
            previous = p
            previousValue = value
        }
        return out
    }

    /// The allowed set as a box in east/north axes intersected with two
    /// slabs across the screen axes.
    private struct Region {
        var box: Rect
        var middle: Vec2
        var slabs: [(axis: Vec2, limit: Double)]

        init(boundary: CameraBoundary, viewHalfExtent h: Vec2, heading: Double) {
            let rotated = Viewport.boundingHalfExtent(of: h, heading: heading)
            let rect = boundary.rect
            let mx = Swift.min(rotated.x, rect.width / 2) * CameraBoundary.keepVisibleFraction
            let my = Swift.min(rotated.y, rect.height / 2) * CameraBoundary.keepVisibleFraction
            // The venue shrunk by the margins, as a half extent about its middle.
            let shrunk = Vec2(rect.width / 2 - mx, rect.height / 2 - my)
            middle = rect.center
            box = Rect(min: Vec2(rect.min.x + mx - rotated.x, rect.min.y + my - rotated.y),
                       max: Vec2(rect.max.x - mx + rotated.x, rect.max.y - my + rotated.y))
            // Screen right (cos β, −sin β) and screen up (sin β, cos β); the
            // shrunk venue's half extent along them is the box of the venue
            // turned the other way, which has the same size.
            let beta = heading * .pi / 180
            let c = cos(beta), s = sin(beta)
            let across = Viewport.boundingHalfExtent(of: shrunk, heading: heading)
            slabs = [(Vec2(c, -s), h.x + across.x), (Vec2(s, c), h.y + across.y)]
        }

        /// Inside, with a micrometer of slack so that a center clamped
        /// earlier and round-tripped through degrees still counts as inside.
        func contains(_ p: Vec2) -> Bool {
            let slack = 1e-6
            return box.insetBy(slack).contains(p)
                && slabs.allSatisfy { abs((p - middle).dot($0.axis)) <= $0.limit + slack }
        }
    }

    /// Meters per dot at the closest zoom: 0.15, so a cell (two dots wide) is about 0.3 m.
    public static let closestMetersPerDot = 0.15

    /// The default zoom range for this venue in a viewport.
    ///
    /// With D_fit = ``Camera/fitting(bounds:viewport:heading:padding:)`` of the
    /// venue (the distance that shows all of it, 10 % padding, heading 0):
    ///
    /// - maximum distance = 3 · D_fit (the venue shrinks to about a third of
    ///   the view, no further);
    /// - minimum distance = ``closestMetersPerDot`` · F, F the focal length in
    ///   dots: at the closest zoom a dot is 15 cm and a cell (two dots wide)
    ///   about 0.3 m, whatever the venue and the terminal (a person reads a
    ///   door's width, and the status line says "1 cell ≈ 0.3 m");
    /// - if the venue is so small that the minimum exceeds the maximum, the
    ///   range collapses to the minimum.
    ///
    /// It depends on the viewport, so recompute it after a resize.
    public func defaultZoomRange(viewport: Viewport) -> ClosedRange<Double> {
        let fit = Camera.fitting(bounds: rect, viewport: viewport)
        let lower = Self.closestMetersPerDot * viewport.focalLength
        return lower...Swift.max(lower, 3 * fit)
    }
}
