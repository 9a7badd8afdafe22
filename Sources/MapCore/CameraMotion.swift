import Foundation

/// Motion helpers for keys, wheel and mouse. Each returns a new camera,
/// clamped like the setters, with ``Camera/lastClamp`` telling what was
/// limited. Helpers that take a viewport also record it as the camera's
/// ``Camera/viewport`` (it is the newest known size). Helpers that work in
/// local meters use `projection` when given, else ``Camera/projection``;
/// pass the renderer's projection to keep results exact with its transform.
extension Camera {
    /// The camera moved `factor` times closer: distance ÷ `factor` (2 zooms
    /// in one step, 0.5 out). A non-positive or non-finite factor changes nothing.
    public func zoomed(by factor: Double) -> Camera {
        guard factor.isFinite, factor > 0 else { return applying { _ in } }
        return applying { $0.setUnclamped(distance: distance / factor) }
    }

    /// The camera turned `degrees` clockwise (the map turns the other way)
    /// about the screen center.
    public func rotated(by degrees: Double) -> Camera {
        applying { $0.setUnclamped(heading: heading + degrees) }
    }

    /// The camera tilted `degrees` further toward the horizon (negative: back
    /// toward straight down), about the screen center.
    public func pitched(by degrees: Double) -> Camera {
        applying { $0.setUnclamped(pitch: pitch + degrees) }
    }

    /// The camera moved so that the view shifts `dx` dots right and `dy` dots
    /// down on screen, whatever the heading (the map content moves the other
    /// way: an arrow-right key passes `dx > 0`): the ground point shown at
    /// `(width/2 + dx, height/2 + dy)` becomes the new center. If that point
    /// shows no floor (above the horizon), the step uses the ground scale at
    /// the center instead: k·D/F meters per dot across, D/(F·cos θ) along.
    public func panned(byScreenDots dx: Double, dy: Double, viewport: Viewport,
                       projection: LocalProjection? = nil) -> Camera {
        guard dx.isFinite, dy.isFinite else { return applying { _ in } }
        let proj = projection ?? self.projection
        let t = ViewTransform(camera: self, viewport: viewport, projection: proj)
        let target = t.toGround(viewport.center + Vec2(dx, dy)) ?? {
            let perDot = distance / viewport.focalLength
            let across = dx * viewport.dotAspect * perDot
            let along = -dy * perDot / cos(pitch * .pi / 180)
            let beta = heading * .pi / 180
            return Vec2(t.center.x + along * sin(beta) + across * cos(beta),
                        t.center.y + along * cos(beta) - across * sin(beta))
        }()
        return applying { $0.setUnclamped(center: proj.unproject(target), viewport: viewport) }
    }

    /// The camera moved `factor` times closer while the ground point under
    /// `screenPoint` (dots) stays under it, for the mouse wheel. Because the
    /// ground offset of a fixed screen point from the center is proportional
    /// to the distance at any pitch, the new center is G + (C − G)·D'/D, with
    /// D' the clamped new distance. Zooms about the screen center when the
    /// point shows no floor (above the horizon); the boundary may still move
    /// the center afterwards (reported as `.boundary`).
    public func zoomed(about screenPoint: Vec2, factor: Double, viewport: Viewport,
                       projection: LocalProjection? = nil) -> Camera {
        guard factor.isFinite, factor > 0 else { return applying { _ in } }
        let proj = projection ?? self.projection
        var next = self
        let before = ViewTransform(camera: self, viewport: viewport, projection: proj)
        next.setUnclamped(distance: distance / factor, viewport: viewport)
        var note = next.constrainScalars()
        if let g = before.toGround(screenPoint) {
            let ratio = next.distance / distance
            let c = before.center
            next.setUnclamped(center: proj.unproject(Vec2(g.x + (c.x - g.x) * ratio, g.y + (c.y - g.y) * ratio)))
        }
        note.formUnion(next.constrainCenter())
        next.lastClamp = note
        return next
    }

    /// The transform for this camera in `viewport`, with ``projection``.
    public func transform(in viewport: Viewport) -> ViewTransform {
        ViewTransform(camera: self, viewport: viewport, projection: projection)
    }
}
