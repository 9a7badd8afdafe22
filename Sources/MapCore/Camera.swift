import Foundation
import VenueFormats

/// Where the map is looked at from, with MapKit's `MKMapCamera` semantics.
///
/// - ``center``: the ground position under the screen center.
/// - ``distance``: meters from the camera to that center along the line of
///   sight (MapKit's `centerCoordinateDistance`); the altitude is D·cos(pitch).
/// - ``pitch``: degrees from straight down (0) toward the horizon, held in
///   [0, ``maximumPitch``] = [0, 60].
/// - ``heading``: degrees clockwise from true north that screen-up points to,
///   normalized to [0, 360): −90 becomes 270, 720 becomes 0.
///
/// **Every setter clamps**, in one order: distance into ``zoomRange``, pitch,
/// heading, then the center by the ``boundary``'s keep-visible rule, which
/// needs the view's size: the camera evaluates it against the last known
/// ``viewport`` (set it on resize; the motion helpers that take a viewport
/// record it). Without a viewport the boundary holds the center on the venue
/// box (MapKit's center-only rule). Changing the distance, heading, zoom
/// range, boundary or viewport re-clamps the center too. Non-finite values
/// are ignored. What the latest change had to limit is in ``lastClamp``.
public struct Camera: Sendable, Equatable {
    /// The steepest pitch, in degrees: 60 (MapLibre's default; with the fixed
    /// 36.87° field of view the horizon never enters the screen).
    public static let maximumPitch = 60.0
    /// The zoom range of a camera created without one: 0.5 m to 40 000 km.
    public static let unlimitedZoomRange: ClosedRange<Double> = 0.5...40_000_000
    /// The smallest distance any zoom range may allow: 1 cm.
    public static let minimumDistance = 0.01

    private var storedCenter: GeoPoint
    private var storedDistance: Double
    private var storedPitch: Double
    private var storedHeading: Double
    private var storedZoomRange: ClosedRange<Double>
    private var storedBoundary: CameraBoundary?
    private var storedViewport: Viewport?

    /// What the most recent change (setter, initializer or motion helper) had
    /// to clamp; empty when it was applied as asked. Not part of equality.
    public internal(set) var lastClamp: ClampNote = []

    /// Creates a camera; every value is clamped as by the setters.
    public init(center: GeoPoint,
                distance: Double = 1000,
                pitch: Double = 0,
                heading: Double = 0,
                zoomRange: ClosedRange<Double> = Camera.unlimitedZoomRange,
                boundary: CameraBoundary? = nil,
                viewport: Viewport? = nil) {
        storedCenter = center
        storedDistance = distance.isFinite ? distance : 1000
        storedPitch = pitch.isFinite ? pitch : 0
        storedHeading = heading.isFinite ? heading : 0
        storedZoomRange = Self.sanitized(zoomRange)
        storedBoundary = boundary
        storedViewport = viewport
        lastClamp = constrain()
    }

    /// A camera looking straight down at the whole venue of `boundary`, north
    /// up, with the venue's ``CameraBoundary/defaultZoomRange(viewport:)``.
    public init(fitting boundary: CameraBoundary, viewport: Viewport) {
        self.init(center: boundary.center,
                  distance: Camera.fitting(bounds: boundary.rect, viewport: viewport),
                  zoomRange: boundary.defaultZoomRange(viewport: viewport),
                  boundary: boundary,
                  viewport: viewport)
    }

    // MARK: Clamped properties

    /// The ground position under the screen center; kept by the boundary rule.
    public var center: GeoPoint {
        get { storedCenter }
        set { apply { $0.setUnclamped(center: newValue) } }
    }

    /// Meters from the camera to ``center``; kept inside ``zoomRange``.
    public var distance: Double {
        get { storedDistance }
        set { apply { $0.setUnclamped(distance: newValue) } }
    }

    /// Degrees from straight down; kept in [0, ``maximumPitch``].
    public var pitch: Double {
        get { storedPitch }
        set { apply { $0.setUnclamped(pitch: newValue) } }
    }

    /// Degrees clockwise from north that screen-up faces; in [0, 360).
    public var heading: Double {
        get { storedHeading }
        set { apply { $0.setUnclamped(heading: newValue) } }
    }

    /// Smallest and largest allowed ``distance`` (MapKit's `CameraZoomRange`).
    /// A lower bound below ``minimumDistance`` is raised to it.
    public var zoomRange: ClosedRange<Double> {
        get { storedZoomRange }
        set { apply { $0.storedZoomRange = Self.sanitized(newValue) } }
    }

    /// The venue the center must keep in view, or nil for free movement.
    public var boundary: CameraBoundary? {
        get { storedBoundary }
        set { apply { $0.storedBoundary = newValue } }
    }

    /// The viewport the boundary rule is evaluated against (its size and dot
    /// aspect give the visible half extent); nil when unknown.
    public var viewport: Viewport? {
        get { storedViewport }
        set { apply { $0.storedViewport = newValue } }
    }

    /// The projection for local-meter math: the boundary's, else one
    /// centered on the camera.
    public var projection: LocalProjection {
        storedBoundary?.projection ?? LocalProjection(origin: storedCenter)
    }

    // MARK: Fitting

    /// The distance at which a pitch-0 camera with the given heading shows
    /// all of `bounds` (local meters) in `viewport`, with `padding` (a share
    /// of the size, 10 % by default) around it; like MapKit's
    /// `regionThatFits`. The rectangle, grown by the padding and rotated by
    /// the heading, must fit both `height·D/F` meters tall and
    /// `width·k·D/F` meters wide. Never less than 1 m.
    public static func fitting(bounds: Rect, viewport: Viewport,
                               heading: Double = 0, padding: Double = 0.1) -> Double {
        let grow = 1 + Swift.max(padding, 0)
        let w = bounds.width * grow, h = bounds.height * grow
        let beta = heading * .pi / 180
        let c = abs(cos(beta)), s = abs(sin(beta))
        let across = w * c + h * s, along = w * s + h * c
        let f = viewport.focalLength
        let byHeight = along * f / Double(viewport.height)
        let byWidth = across * f / (Double(viewport.width) * viewport.dotAspect)
        let d = Swift.max(byHeight, byWidth)
        return d.isFinite ? Swift.max(d, 1) : 1
    }

    // MARK: Constraining

    /// Clamps distance, pitch and heading; returns what was limited.
    mutating func constrainScalars() -> ClampNote {
        var note: ClampNote = []
        let d = Swift.min(Swift.max(storedDistance, storedZoomRange.lowerBound), storedZoomRange.upperBound)
        if d != storedDistance { note.insert(.zoomLimit); storedDistance = d }
        let p = Swift.min(Swift.max(storedPitch, 0), Self.maximumPitch)
        if p != storedPitch { note.insert(.pitchLimit); storedPitch = p }
        storedHeading = Self.normalizedHeading(storedHeading)
        return note
    }

    /// Applies the boundary's keep-visible rule to the center; returns
    /// `.boundary` when it moved it.
    mutating func constrainCenter() -> ClampNote {
        guard let boundary = storedBoundary else { return [] }
        let half = storedViewport?.halfExtent(distance: storedDistance) ?? .zero
        let p = boundary.projection.project(storedCenter)
        let q = boundary.clamp(p, viewHalfExtent: half, heading: storedHeading)
        guard q != p else { return [] }
        storedCenter = boundary.projection.unproject(q)
        return .boundary
    }

    /// Makes a raw change, then clamps and records what was limited.
    mutating func apply(_ change: (inout Camera) -> Void) {
        change(&self)
        lastClamp = constrain()
    }

    /// A copy with a raw change applied, clamped, and ``lastClamp`` recorded.
    func applying(_ change: (inout Camera) -> Void) -> Camera {
        var next = self
        next.apply(change)
        return next
    }

    /// Clamps everything in order; returns what was limited.
    mutating func constrain() -> ClampNote {
        constrainScalars().union(constrainCenter())
    }

    /// Writes raw values without clamping; call ``constrain()`` afterwards.
    mutating func setUnclamped(center: GeoPoint? = nil, distance: Double? = nil,
                               pitch: Double? = nil, heading: Double? = nil,
                               viewport: Viewport? = nil) {
        if let center, center.isValid { storedCenter = center }
        if let distance, distance.isFinite { storedDistance = distance }
        if let pitch, pitch.isFinite { storedPitch = pitch }
        if let heading, heading.isFinite { storedHeading = heading }
        if let viewport { storedViewport = viewport }
    }

    /// `heading` brought into [0, 360).
    static func normalizedHeading(_ heading: Double) -> Double {
        var h = heading.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        return h >= 360 ? 0 : h + 0  // `+ 0` turns −0 into 0
    }

    /// A zoom range whose lower bound is at least ``minimumDistance``.
    static func sanitized(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        let lower = range.lowerBound.isFinite ? Swift.max(range.lowerBound, minimumDistance) : minimumDistance
        let upper = range.upperBound.isFinite ? Swift.max(range.upperBound, lower) : Swift.max(unlimitedZoomRange.upperBound, lower)
        return lower...upper
    }

    /// Cameras are equal when they look the same way under the same limits;
    /// ``lastClamp`` is ignored.
    public static func == (l: Camera, r: Camera) -> Bool {
        l.storedCenter == r.storedCenter && l.storedDistance == r.storedDistance
            && l.storedPitch == r.storedPitch && l.storedHeading == r.storedHeading
            && l.storedZoomRange == r.storedZoomRange && l.storedBoundary == r.storedBoundary
            && l.storedViewport == r.storedViewport
    }
}
