/// How lines and outlines are drawn on a ``BrailleCanvas``.
public struct Stroke: Hashable, Sendable {
    /// Line width in dots, 1 to 4. Width 2 adds the neighbouring dot line (below a
    /// mostly horizontal line, right of a mostly vertical one); wider lines grow on
    /// both sides.
    public var width: Int
    /// Whether closed outlines are drawn twice: the ring itself plus a second ring
    /// ``doubleInset`` dots inside it, leaving a blank dot line between the two.
    /// Open polylines and rings too small to hold the inner ring are drawn once.
    public var isDouble: Bool

    /// How far inside the outer ring a double outline's inner ring lies, in dots.
    public static let doubleInset = 2.0

    /// Creates a stroke; the width is clamped to 1…4.
    public init(width: Int = 1, isDouble: Bool = false) {
        self.width = min(4, max(1, width))
        self.isDouble = isDouble
    }

    /// A one-dot line.
    public static let thin = Stroke()
    /// A two-dot line.
    public static let thick = Stroke(width: 2)
    /// A one-dot double outline.
    public static let double = Stroke(isDouble: true)
}
