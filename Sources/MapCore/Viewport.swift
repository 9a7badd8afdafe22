import Foundation

/// The map area of the screen, measured in braille dots, and the virtual lens
/// that looks at it.
///
/// A terminal cell holds 2×4 braille dots, so a map area of `cols × rows`
/// cells is `(2·cols) × (4·rows)` dots. Screen coordinates are continuous dot
/// units: x grows to the right, y grows downward, dot `(i, j)` covers
/// `[i, i+1) × [j, j+1)`, and the optical center is `(width/2, height/2)`.
///
/// **Dot aspect.** Terminal cells are about twice as tall as wide, which makes
/// a braille dot about square. ``dotAspect`` is k = dot width / dot height
/// (k = 2·cellWidth/cellHeight, see ``dotAspect(cellWidth:cellHeight:)``);
/// the default 1.0 treats dots as square. A dot then covers k times more
/// ground horizontally than vertically, so shapes keep their proportions on
/// screen.
///
/// **Lens.** The vertical field of view is fixed at 2·atan(1/3) ≈ 36.87°
/// (MapLibre's default), giving a focal length F = 1.5·height dots. At pitch 0
/// one dot spans D/F meters vertically at a camera distance D, and the view
/// shows (2/3)·D meters of ground from top to bottom.
public struct Viewport: Hashable, Sendable {
    /// The vertical field of view, in radians: 2·atan(1/3).
    public static let verticalFieldOfView = 2 * atan(1.0 / 3.0)

    /// Width in dots (at least 1).
    public var width: Int {
        didSet { width = Swift.max(width, 1) }
    }
    /// Height in dots (at least 1).
    public var height: Int {
        didSet { height = Swift.max(height, 1) }
    }
    /// Dot width divided by dot height (k); positive, 1.0 for square dots.
    public var dotAspect: Double {
        didSet { if !(dotAspect.isFinite && dotAspect > 0) { dotAspect = oldValue } }
    }

    /// Creates a viewport of `width × height` dots; sizes below 1 become 1 and
    /// a non-positive aspect becomes 1.
    public init(width: Int, height: Int, dotAspect: Double = 1.0) {
        self.width = Swift.max(width, 1)
        self.height = Swift.max(height, 1)
        self.dotAspect = dotAspect.isFinite && dotAspect > 0 ? dotAspect : 1
    }

    /// The viewport of a map area `columns × rows` terminal cells large:
    /// `(2·columns) × (4·rows)` dots.
    public init(columns: Int, rows: Int, dotAspect: Double = 1.0) {
        self.init(width: 2 * columns, height: 4 * rows, dotAspect: dotAspect)
    }

    /// The dot aspect k = (cellWidth/2) / (cellHeight/4) of a terminal whose
    /// cells measure `cellWidth × cellHeight` pixels; 1 when either is unknown (≤ 0).
    public static func dotAspect(cellWidth: Double, cellHeight: Double) -> Double {
        guard cellWidth > 0, cellHeight > 0 else { return 1 }
        return 2 * cellWidth / cellHeight
    }

    /// Focal length in dots: F = (height/2) / tan(fov/2) = 1.5·height.
    public var focalLength: Double { 1.5 * Double(height) }

    /// The optical center: `(width/2, height/2)`.
    public var center: Vec2 { Vec2(Double(width) / 2, Double(height) / 2) }

    /// Whether a screen point lies inside the map area.
    public func contains(_ p: Vec2) -> Bool {
        p.x >= 0 && p.y >= 0 && p.x <= Double(width) && p.y <= Double(height)
    }

    /// Half the ground extent seen at pitch 0 from distance `distance`, along
    /// the screen axes: x = (width/2)·k·D/F, y = (height/2)·D/F = D/3.
    public func halfExtent(distance: Double) -> Vec2 {
        let perDot = distance / focalLength
        return Vec2(Double(width) / 2 * dotAspect * perDot, Double(height) / 2 * perDot)
    }

    /// Half the east/north extent of the axis-aligned box around the pitch-0
    /// view rotated by `heading` degrees:
    /// hx' = |hx·cos β| + |hy·sin β|, hy' = |hx·sin β| + |hy·cos β|.
    public func rotatedHalfExtent(distance: Double, heading: Double) -> Vec2 {
        Self.boundingHalfExtent(of: halfExtent(distance: distance), heading: heading)
    }

    /// Half extents, along east and north, of the box around a rectangle of
    /// half extents `h` (along its own axes) turned by `heading` degrees.
    static func boundingHalfExtent(of h: Vec2, heading: Double) -> Vec2 {
        let beta = heading * .pi / 180
        let c = abs(cos(beta)), s = abs(sin(beta))
        return Vec2(h.x * c + h.y * s, h.x * s + h.y * c)
    }

    /// Precomputes the mapping between local ground meters and screen dots
    /// for a camera; build it once per camera or viewport change.
    public func transform(for camera: Camera, projection: LocalProjection) -> ViewTransform {
        ViewTransform(camera: camera, viewport: self, projection: projection)
    }
}
