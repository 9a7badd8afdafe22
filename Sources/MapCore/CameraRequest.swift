import Foundation
import VenueFormats

/// A camera asked for by flags or a shared view (`--center --distance --pitch --heading`):
/// applied to a viewport, clamped, with a sentence for every value that had to change.
public struct CameraRequest: Sendable, Equatable {
    /// Requested center.
    public var center: GeoPoint?
    /// Requested distance in meters.
    public var distance: Double?
    /// Requested pitch in degrees.
    public var pitch: Double?
    /// Requested heading in degrees.
    public var heading: Double?
    /// Closest allowed distance, overriding the venue-derived default.
    public var minDistance: Double?
    /// Farthest allowed distance, overriding the venue-derived default.
    public var maxDistance: Double?

    /// Creates a request; nil values keep the default (the whole venue fitted, north up, flat).
    public init(center: GeoPoint? = nil, distance: Double? = nil, pitch: Double? = nil, heading: Double? = nil,
                minDistance: Double? = nil, maxDistance: Double? = nil) {
        self.center = center
        self.distance = distance
        self.pitch = pitch
        self.heading = heading
        self.minDistance = minDistance
        self.maxDistance = maxDistance
    }

    /// The camera for a venue and viewport, and a note for every clamped value. Without a
    /// center or distance it fits the content of `ordinal` (default: the venue's default
    /// level) — units, fixtures, kiosks or footprints, never the venue outline alone
    /// (``MapModel/framingCamera(ordinal:viewport:)``).
    public func camera(model: MapModel, viewport: Viewport, ordinal: Int? = nil) -> (camera: Camera, notes: [String]) {
        var notes: [String] = []
        var camera = model.framingCamera(ordinal: ordinal ?? model.graph.defaultOrdinal ?? 0, viewport: viewport)
        if minDistance != nil || maxDistance != nil {
            let lo = max(Camera.unlimitedZoomRange.lowerBound, minDistance ?? camera.zoomRange.lowerBound)
            let hi = max(lo, maxDistance ?? camera.zoomRange.upperBound)
            if let m = minDistance, m != lo { notes.append("--min-distance \(m) is below \(lo) m; using \(lo)") }
            if let m = maxDistance, m < lo { notes.append("--max-distance \(m) is below the minimum; using \(hi)") }
            camera.zoomRange = lo...hi
        }
        if let distance {
            camera.distance = distance
            if abs(camera.distance - distance) > 1e-9 {
                notes.append("distance \(format(distance)) m is outside the zoom range \(format(camera.zoomRange.lowerBound))-\(format(camera.zoomRange.upperBound)) m; using \(format(camera.distance)) m")
            }
        }
        if let pitch {
            camera.pitch = pitch
            if abs(camera.pitch - pitch) > 1e-9 { notes.append("pitch \(format(pitch)) is outside 0-60; using \(format(camera.pitch))") }
        }
        if let heading { camera.heading = heading }
        if let center {
            camera.center = center
            if camera.lastClamp.contains(.boundary) { notes.append("center \(center) is too far from the venue; moved to \(camera.center)") }
        }
        return (camera, notes)
    }

    private func format(_ v: Double) -> String { String(format: "%.1f", v) }
}
