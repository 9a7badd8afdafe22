/// A rectangle of cells on the screen.
public struct Area: Equatable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in cells.
    public var width: Int
    /// Height in cells.
    public var height: Int

    /// Creates an area.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The whole of a frame.
    public init(_ frame: Frame) {
        self.init(x: 0, y: 0, width: frame.width, height: frame.height)
    }
}
