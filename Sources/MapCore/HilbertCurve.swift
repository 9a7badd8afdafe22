/// Positions along a Hilbert curve filling a 65 536 × 65 536 grid, used to
/// sort rectangles so that neighbors on the curve are neighbors in the plane.
enum HilbertCurve {
    /// The side of the grid: 2¹⁶ cells.
    static let side: UInt32 = 1 << 16

    /// The curve index, in [0, 2³²), of grid cell (x, y); both must be < ``side``.
    static func index(x: UInt32, y: UInt32) -> UInt32 {
        var x = x, y = y
        var d: UInt32 = 0
        var s = side / 2
        while s > 0 {
            let rx: UInt32 = x & s != 0 ? 1 : 0
            let ry: UInt32 = y & s != 0 ? 1 : 0
            d &+= s &* s &* ((3 &* rx) ^ ry)
            // Turn the quadrant so the sub-curve starts and ends where it should.
            if ry == 0 {
                if rx == 1 {
                    x = side - 1 - x
                    y = side - 1 - y
                }
                swap(&x, &y)
            }
            s /= 2
        }
        return d
    }
}
