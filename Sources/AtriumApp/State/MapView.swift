import VenueFormats
import MapCore

/// Where a mouse drag started or last was, and whether it moved.
public struct Drag: Equatable, Sendable {
    /// Column of the pointer.
    public var column: Int
    /// Row of the pointer.
    public var row: Int
    /// Whether the drag has moved the map (then the release selects nothing).
    public var moved: Bool
}

/// One move of the camera by a key.
public enum CameraMotion: Equatable, Sendable {
    /// Pan by screen dots, in screen directions whatever the heading.
    case pan(dx: Double, dy: Double)
    /// Zoom by a factor (above 1 comes closer).
    case zoom(Double)
    /// Turn by degrees.
    case rotate(Double)
    /// Tilt by degrees.
    case pitch(Double)
    /// North up.
    case north
}

/// What the map shows: the camera and the floor, a camera asked for on the command line, and a
/// mouse drag in progress. Its reducer moves the camera; it knows nothing of places or routes.
public struct MapView: Equatable, Sendable {
    /// The camera.
    public var camera: Camera
    /// The ordinal shown.
    public var ordinal: Int
    /// A camera asked for on the command line, applied at the first resize (when the size is known).
    public var cameraRequest: CameraRequest?
    /// Where a mouse drag started (column, row) and the last position.
    public var drag: Drag?

    /// A view of a floor through a camera.
    public init(camera: Camera, ordinal: Int) {
        self.camera = camera
        self.ordinal = ordinal
    }

    /// The terminal's size is known or changed: the camera asked for on the command line is
    /// applied now (with its note, if it was clamped), else the camera keeps its place.
    public mutating func resize(to viewport: Viewport, model: MapModel) -> Notice? {
        guard let request = cameraRequest else {
            camera.viewport = viewport
            return nil
        }
        let (camera, notes) = request.camera(model: model, viewport: viewport, ordinal: ordinal)
        self.camera = camera
        cameraRequest = nil
        return notes.first.map { Notice($0, alert: true) }
    }

    /// Moves the camera by a key, with a note at a limit.
    public mutating func move(_ motion: CameraMotion, viewport: Viewport) -> Notice? {
        switch motion {
        case .pan(let dx, let dy): return pan(dx, dy, viewport: viewport)
        case .zoom(let factor):
            let before = camera.distance
            camera = camera.zoomed(by: factor)
            guard camera.lastClamp.contains(.zoomLimit) || abs(camera.distance - before) < 1e-9 else { return nil }
            return Notice(factor > 1 ? "zoom limit: closest view" : "zoom limit: farthest view", alert: true)
        case .rotate(let degrees):
            camera = camera.rotated(by: degrees)
        case .pitch(let degrees):
            camera = camera.pitched(by: degrees)
            if camera.lastClamp.contains(.pitchLimit) { return Notice("pitch limit (0-60°)") }
        case .north:
            camera.heading = 0
        }
        return nil
    }

    /// Pans by screen dots (whole cells), in screen directions whatever the heading.
    ///
    /// When the venue's edge stops the move part way, the camera still moves by whole
    /// cells (the part of the move the edge allows, rounded towards none): the map then
    /// shifts by whole cells on screen, which the terminal can scroll or slide instead
    /// of redrawing every cell.
    private mutating func pan(_ dx: Double, _ dy: Double, viewport: Viewport) -> Notice? {
        let before = camera
        var moved = before.panned(byScreenDots: dx, dy: dy, viewport: viewport)
        let atEdge = moved.lastClamp.contains(.boundary)
        if atEdge, let reached = ViewTransform(camera: before, viewport: viewport).toScreen(moved.center) {
            let cellX = 2.0, cellY = 4.0   // dots per cell
            let allowedX = ((reached.x - viewport.center.x) / cellX).rounded(.towardZero) * cellX
            let allowedY = ((reached.y - viewport.center.y) / cellY).rounded(.towardZero) * cellY
            moved = before.panned(byScreenDots: allowedX, dy: allowedY, viewport: viewport)
        }
        camera = moved
        return atEdge ? Notice("edge of the venue") : nil
    }

    /// The mouse wheel zooms about the pointer's dot.
    public mutating func wheel(at dot: Vec2, factor: Double, viewport: Viewport) -> Notice? {
        let before = camera.distance
        camera = camera.zoomed(about: dot, factor: factor, viewport: viewport)
        return camera.lastClamp.contains(.zoomLimit) || camera.distance == before ? Notice("zoom limit", alert: true) : nil
    }

    /// A button pressed on the map: a drag may start here.
    public mutating func press(column: Int, row: Int) {
        drag = Drag(column: column, row: row, moved: false)
    }

    /// The pointer dragged: the map follows it by whole cells.
    public mutating func dragged(column: Int, row: Int, viewport: Viewport) {
        guard let d = drag else { drag = Drag(column: column, row: row, moved: false); return }
        let dx = Double(d.column - column) * 2, dy = Double(d.row - row) * 4
        if dx != 0 || dy != 0 {
            camera = camera.panned(byScreenDots: dx, dy: dy, viewport: viewport)
            drag = Drag(column: column, row: row, moved: true)
        }
    }

    /// The button released: ends the drag; true when it moved the map (the release then selects nothing).
    public mutating func release() -> Bool {
        defer { drag = nil }
        return drag?.moved ?? false
    }

    /// Points the camera at a ground box so that it fits in `visible`, the top of the map that a
    /// card of `cardRows` rows leaves uncovered, at the whole map's scale.
    public mutating func frame(_ box: Rect, padding: Double, viewport: Viewport, visible: Viewport, cardRows: Int, projection: LocalProjection) {
        var camera = self.camera
        // Fitted to the rows above the card at the whole map's scale (a viewport's focal length
        // grows with its height, so fitting the shorter one alone would not zoom out for the card).
        let scale = Double(viewport.height) / Double(max(1, visible.height))
        camera.distance = Camera.fitting(bounds: box, viewport: visible, heading: camera.heading, padding: padding) * scale
        camera.center = projection.unproject(box.center)
        // Shift so the box sits in the middle of the rows above the card.
        if cardRows > 0 {
            camera = camera.panned(byScreenDots: 0, dy: Double(cardRows * 2), viewport: viewport, projection: projection)
        }
        self.camera = camera
    }

    /// Keeps a position centred, turned so that a heading points up when one is given.
    public mutating func center(on point: GeoPoint, heading: Double?) {
        camera.center = point
        if let heading { camera.heading = heading }
    }
}
