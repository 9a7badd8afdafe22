/// A point or vector in a plane: local meters (x east, y north), or screen dots.
public struct Vec2: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var x: Double
    /// The vertical component.
    public var y: Double

    /// Creates a vector from its components.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vec2(0, 0)

    /// Component-wise sum.
    public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    /// Scales a vector.
    public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(a.x * s, a.y * s) }
    /// Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// Dot product.
    public func dot(_ o: Vec2) -> Double { x * o.x + y * o.y }
    /// Distance to another point.
    public func distance(to o: Vec2) -> Double { (self - o).length }

    /// `(x, y)`, each coordinate as Swift prints a `Double` (shortest exact form).
    public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle in the same plane as ``Vec2``.
public struct Rect: Hashable, Sendable {
    /// Lower-left corner (smallest x and y).
    public var min: Vec2
    /// Upper-right corner (largest x and y).
    public var max: Vec2

    /// Creates a rectangle from its corners.
    public init(min: Vec2, max: Vec2) {
        self.min = min
        self.max = max
    }

    /// The smallest rectangle holding every point, or nil when there are none.
    public init?<S: Sequence>(points: S) where S.Element == Vec2 {
        var lo = Vec2(.infinity, .infinity), hi = Vec2(-.infinity, -.infinity)
        var any = false
        for p in points where p.x.isFinite && p.y.isFinite {
            any = true
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        guard any else { return nil }
        self.init(min: lo, max: hi)
    }

    /// Width (x extent).
    public var width: Double { max.x - min.x }
    /// Height (y extent).
    public var height: Double { max.y - min.y }
    /// The middle.
    public var center: Vec2 { Vec2((min.x + max.x) / 2, (min.y + max.y) / 2) }

    /// Whether the point lies inside or on the edge.
    public func contains(_ p: Vec2) -> Bool { p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y }
    /// Whether two rectangles overlap or touch.
    public func intersects(_ o: Rect) -> Bool { min.x <= o.max.x && o.min.x <= max.x && min.y <= o.max.y && o.min.y <= max.y }
    /// The smallest rectangle holding both.
    public func union(_ o: Rect) -> Rect {
        Rect(min: Vec2(Swift.min(min.x, o.min.x), Swift.min(min.y, o.min.y)),
             max: Vec2(Swift.max(max.x, o.max.x), Swift.max(max.y, o.max.y)))
    }
    /// The rectangle grown by `d` on every side.
    public func insetBy(_ d: Double) -> Rect { Rect(min: Vec2(min.x - d, min.y - d), max: Vec2(max.x + d, max.y + d)) }
}
