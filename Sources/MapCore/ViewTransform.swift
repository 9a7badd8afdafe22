import Foundation
import VenueFormats

/// The precomputed mapping between local ground meters (x east, y north, on
/// the floor plane z = 0) and screen dots, for one camera and viewport.
///
/// The camera is a pinhole at distance D from the ground point under the
/// screen center, tilted from straight down by the pitch θ and turned by the
/// heading β (clockwise from north). Screen up is the heading direction: at
/// heading 0 north is up; at heading 90 the camera looks east, so east is up
/// and north points left.
///
/// With a ground offset from the center split into `a` (along the heading)
/// and `b` (to the right of it), camera space is
///
///     X = b,  Y = a·cos θ,  Z = D + a·sin θ        (Z = depth)
///     sx = W/2 + F·X / (k·Z),  sy = H/2 − F·Y / Z
///
/// with F the focal length and k the dot aspect (see ``Viewport``). All three
/// camera coordinates are affine in the ground point, so projecting a vertex
/// costs a handful of multiplications; at pitch 0 depth is constant and the
/// whole mapping is one affine map (the fast path).
///
/// Points closer than ``nearDepth`` (including everything behind the camera)
/// have no screen position: ``toScreen(_:)`` returns nil for them, and
/// ``clipSegmentToNearPlane(_:_:)`` / ``projectRing(_:into:)`` cut lines and
/// polygons at that plane before dividing, so nothing turns into garbage.
public struct ViewTransform: Sendable {
    /// The camera this transform was built for.
    public let camera: Camera
    /// The viewport this transform was built for.
    public let viewport: Viewport
    /// The projection between positions and local meters.
    public let projection: LocalProjection
    /// The camera center in local meters.
    public let center: Vec2
    /// Ground meters per dot height at the screen center at pitch 0 (D/F);
    /// horizontally a dot spans k times that. At pitch θ the vertical ground
    /// span of the center dot stretches to D/(F·cos θ).
    public let metersPerDot: Double
    /// Depth of the near plane, in meters (D/50). Anything on screen is at
    /// least 0.63·D deep for pitches up to 60°, so the plane only removes
    /// geometry behind or just in front of the camera.
    public let nearDepth: Double
    /// Whether the pitch is 0 and the mapping is affine.
    public let isFlat: Bool

    // Unit vectors of the heading direction (forward) on the ground: (sβ, cβ).
    private let sinHeading: Double
    private let cosHeading: Double
    private let sinPitch: Double
    private let cosPitch: Double
    private let distance: Double
    private let focal: Double
    private let aspect: Double
    private let screenCenter: Vec2
    // Pitch-0 affine map: sx = ax·x + bx·y + cx, sy = ay·x + by·y + cy.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Builds the transform; prefer ``Viewport/transform(for:projection:)``.
    public init(camera: Camera, viewport: Viewport, projection: LocalProjection) {
        self.camera = camera
        self.viewport = viewport
        self.projection = projection
        let c = projection.project(camera.center)
        center = c
        let beta = camera.heading * .pi / 180
        let theta = camera.pitch * .pi / 180
        sinHeading = sin(beta)
        cosHeading = cos(beta)
        sinPitch = sin(theta)
        cosPitch = cos(theta)
        distance = camera.distance
        focal = viewport.focalLength
        aspect = viewport.dotAspect
        screenCenter = viewport.center
        metersPerDot = camera.distance / viewport.focalLength
        nearDepth = camera.distance / 50
        isFlat = camera.pitch == 0

        // b = dx·cβ − dy·sβ ; a = dx·sβ + dy·cβ, scaled by dots per meter.
        let sxPerMeter = focal / (aspect * distance)
        let syPerMeter = focal / distance
        ax = sxPerMeter * cosHeading
        bx = -sxPerMeter * sinHeading
        cx = screenCenter.x - ax * c.x - bx * c.y
        ay = -syPerMeter * sinHeading
        by = -syPerMeter * cosHeading
        cy = screenCenter.y - ay * c.x - by * c.y
    }

    /// Builds the transform for `camera` with its own ``Camera/projection``.
    public init(camera: Camera, viewport: Viewport) {
        self.init(camera: camera, viewport: viewport, projection: camera.projection)
    }

    // MARK: Camera space

    /// Camera-space coordinates (X right, Y up, Z depth), in meters, of a ground point.
    @inline(__always)
    func cameraSpace(_ g: Vec2) -> (x: Double, y: Double, z: Double) {
        let dx = g.x - center.x, dy = g.y - center.y
        let a = dx * sinHeading + dy * cosHeading
        let b = dx * cosHeading - dy * sinHeading
        return (b, a * cosPitch, distance + a * sinPitch)
    }

    /// Distance of a ground point from the camera along the view direction, in meters.
    public func depth(of ground: Vec2) -> Double {
        cameraSpace(ground).z
    }

    @inline(__always)
    private func screen(x: Double, y: Double, z: Double) -> Vec2 {
        Vec2(screenCenter.x + focal * x / (aspect * z), screenCenter.y - focal * y / z)
    }

    // MARK: Points

    /// The screen position, in dots, of a ground point in local meters; nil
    /// when it lies closer than the near plane (behind the camera). Points
    /// outside the viewport still get a position.
    public func toScreen(_ ground: Vec2) -> Vec2? {
        if isFlat {
            return Vec2(ax * ground.x + bx * ground.y + cx, ay * ground.x + by * ground.y + cy)
        }
        let p = cameraSpace(ground)
        guard p.z >= nearDepth else { return nil }
        return screen(x: p.x, y: p.y, z: p.z)
    }

    /// The screen position, in dots, of the point `height` meters above a ground point
    /// (walls standing up in pitched views); nil when it lies closer than the near plane.
    /// With the camera tilted by θ, rising by h adds h·sin θ to camera Y and takes
    /// h·cos θ off the depth.
    public func toScreen(_ ground: Vec2, height: Double) -> Vec2? {
        let p = cameraSpace(ground)
        let y = p.y + height * sinPitch, z = p.z - height * cosPitch
        guard z >= nearDepth else { return nil }
        return screen(x: p.x, y: y, z: z)
    }

    /// The screen position of a geographic position (see ``toScreen(_:)``).
    public func toScreen(_ position: GeoPoint) -> Vec2? {
        toScreen(projection.project(position))
    }

    /// The ground point, in local meters, seen at a screen position in dots:
    /// the view ray intersected with the floor. Nil when the ray does not
    /// meet the floor in front of the camera (at or above the horizon).
    public func toGround(_ screen: Vec2) -> Vec2? {
        let u = (screen.x - screenCenter.x) * aspect / focal
        let v = (screenCenter.y - screen.y) / focal
        // Ground point with offset a along the heading: v = a·cosθ / (D + a·sinθ).
        let denominator = cosPitch - v * sinPitch
        guard denominator > 1e-9 else { return nil }
        let depth = distance * cosPitch / denominator
        let a = v * distance / denominator
        let b = u * depth
        guard a.isFinite, b.isFinite else { return nil }
        return Vec2(center.x + a * sinHeading + b * cosHeading,
                    center.y + a * cosHeading - b * sinHeading)
    }

    /// The geographic position seen at a screen position (see ``toGround(_:)``).
    public func toGeo(_ screen: Vec2) -> GeoPoint? {
        toGround(screen).map(projection.unproject)
    }

    /// The ground box, in local meters, under a square of `radius` dots
    /// around a screen point: the area to query a ``SpatialIndex`` with when
    /// picking what the pointer is on, with a tolerance in dots. Nil when
    /// none of the square shows floor.
    public func groundRect(around screen: Vec2, radius: Double) -> Rect? {
        let r = Swift.max(radius, 0)
        let corners = [Vec2(screen.x - r, screen.y - r), Vec2(screen.x + r, screen.y - r),
                       Vec2(screen.x - r, screen.y + r), Vec2(screen.x + r, screen.y + r)]
        return Rect(points: corners.compactMap(toGround))
    }

    /// The fewest ground meters one dot spans anywhere in the viewport, for points from the
    /// floor up to `height` meters above it: the scale of the nearest thing in view, which is
    /// what level of detail must respect (detail under half of it cannot be seen anywhere).
    ///
    /// Flat, it is ``metersPerDot`` (times the dot aspect k when dots are narrower than tall):
    /// flat views draw nothing above the floor, whatever `height` says.
    /// Pitched, the nearest points in view lie on the bottom row, the nearest of them at the
    /// top of what stands there: on the ray of row v (= (H/2 − sy)/F) a point `h` high is at
    /// depth Z = (D − h / cos θ) / (1 − v·tan θ). A ground step (db across the heading, da
    /// along it) moves a point at depth Z by (A·db + B·da, C·da) dots, with A = F/(k·Z),
    /// |B| ≤ (W/2)·sin θ / Z (its column drifting off the centre) and |C| ≤ F·D·cos θ / Z²
    /// (its row); the largest stretch of that matrix bounds every point in view.
    public func finestMetersPerDot(upTo height: Double) -> Double {
        if isFlat { return metersPerDot * Swift.min(1, aspect) }
        guard cosPitch > 1e-9 else { return metersPerDot * Swift.min(1, aspect) }
        let h = Swift.max(0, height.isFinite ? height : 0)
        let v = (screenCenter.y - Double(viewport.height)) / focal
        let z = Swift.max(nearDepth, (distance - h / cosPitch) / (1 - v * sinPitch / cosPitch))
        let a = focal / (aspect * z)
        let b = Double(viewport.width) / 2 * sinPitch / z
        let c = focal * Swift.max(distance * cosPitch, h - distance * cosPitch) / (z * z)
        // The largest singular value of [[a, b], [0, c]].
        let s = a * a + b * b + c * c
        let stretch = ((s + Swift.max(0, s * s - 4 * a * a * c * c).squareRoot()) / 2).squareRoot()
        return 1 / stretch
    }

    // MARK: Horizon and visible area

    /// Screen row of the true horizon, H/2 − F·cot θ; −∞ at pitch 0.
    /// Rows at or above it see no floor.
    public var horizonRow: Double {
        sinPitch <= 0 ? -.infinity : screenCenter.y - focal * cosPitch / sinPitch
    }

    /// The top row of the drawable floor: the viewport top, pushed down below
    /// the horizon as MapLibre does (the horizon is drawn at
    /// F·min(0.85·cot θ, tan(89.25° − θ)) above the center). It is 0 for every
    /// pitch up to 60°, and always below ``horizonRow``.
    public var topGroundRow: Double {
        guard sinPitch > 0 else { return 0 }
        let theta = atan2(sinPitch, cosPitch)
        let limit = Swift.min(0.85 * cosPitch / sinPitch, tan(89.25 * .pi / 180 - theta))
        return Swift.max(0, screenCenter.y - focal * limit)
    }

    /// The bounding box, in local meters, of the floor seen in the viewport,
    /// for culling: the footprint of the four screen corners, with the top
    /// corners taken at ``topGroundRow`` when the pitch shows the horizon.
    public var visibleGroundRect: Rect {
        let w = Double(viewport.width), h = Double(viewport.height)
        let top = Swift.min(topGroundRow, h)
        let corners = [Vec2(0, top), Vec2(w, top), Vec2(0, h), Vec2(w, h)].compactMap(toGround)
        return Rect(points: corners) ?? Rect(min: center, max: center)
    }

    // MARK: Clipping

    /// The screen endpoints of a ground segment after cutting away the part
    /// closer than the near plane; nil when all of it is. The cut happens on
    /// the ground, where depth is affine, so the result is exact.
    public func clipSegmentToNearPlane(_ a: Vec2, _ b: Vec2) -> (Vec2, Vec2)? {
        if isFlat {
            guard let sa = toScreen(a), let sb = toScreen(b) else { return nil }
            return (sa, sb)
        }
        let pa = cameraSpace(a), pb = cameraSpace(b)
        let inA = pa.z >= nearDepth, inB = pb.z >= nearDepth
        if inA && inB { return (screen(x: pa.x, y: pa.y, z: pa.z), screen(x: pb.x, y: pb.y, z: pb.z)) }
        if !inA && !inB { return nil }
        let cut = nearCrossing(pa, pb)
        return inA ? (screen(x: pa.x, y: pa.y, z: pa.z), cut) : (cut, screen(x: pb.x, y: pb.y, z: pb.z))
    }

    /// Projects a closed ring of ground points (first vertex not repeated, or
    /// repeated: both work) to screen dots, clipping it against the near plane
    /// first (Sutherland–Hodgman on one plane). Appends the clipped ring to
    /// `out`, which the caller clears and reuses between rings; appends
    /// nothing when the whole ring is behind the near plane.
    public func projectRing(_ ring: [Vec2], into out: inout [Vec2]) {
        ring.withUnsafeBufferPointer { projectRing($0, into: &out) }
    }

    /// ``projectRing(_:into:)`` for a ring read in place (a stretch of a larger buffer).
    public func projectRing(_ ring: UnsafeBufferPointer<Vec2>, into out: inout [Vec2]) {
        guard !ring.isEmpty else { return }
        if isFlat {
            for g in ring {
                out.append(Vec2(ax * g.x + bx * g.y + cx, ay * g.x + by * g.y + cy))
            }
            return
        }
        var previous = cameraSpace(ring[ring.count - 1])
        for g in ring {
            let current = cameraSpace(g)
            let inPrevious = previous.z >= nearDepth, inCurrent = current.z >= nearDepth
            if inCurrent != inPrevious {
                out.append(nearCrossing(previous, current))
            }
            if inCurrent {
                out.append(screen(x: current.x, y: current.y, z: current.z))
            }
            previous = current
        }
    }

    /// Screen point where the camera-space segment p→q crosses the near plane.
    private func nearCrossing(_ p: (x: Double, y: Double, z: Double),
                              _ q: (x: Double, y: Double, z: Double)) -> Vec2 {
        let t = (nearDepth - p.z) / (q.z - p.z)
        return screen(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t, z: nearDepth)
    }
}
