/// Which dots of an area a polygon fill sets.
///
/// Patterns are defined on absolute dot coordinates, shifted by a phase `origin`, so a
/// shape keeps exactly the same glyphs when the view pans by whole cells and the caller
/// moves the origin along with it.
public enum FillPattern: Hashable, Sendable, CaseIterable {
    /// No dots: the fill draws nothing.
    case none
    /// Every dot.
    case solid
    /// One dot per 2×4 cell, always the same one (left column, second row): `⠂`.
    case sparse
    /// Two dots per 2×4 cell on a staggered grid (`⠡`): lighter than ``checker``.
    case dots
    /// Every other dot, like a checkerboard: four dots per cell.
    case checker
    /// Diagonal hatching rising to the right, one dot in four along each row (`⢁⠔`).
    case hatch
    /// Diagonal hatching falling to the right, one dot in four along each row (`⠑⢄`).
    case backHatch
    /// Short vertical bars, three dots tall, one per cell (`⠇`).
    case bars
    /// A horizontal line through every cell, one dot high (`⠤`).
    case stripes
    /// Two dots one above the other, then one between them in the next cell (`⠅⠂`).
    case speckle
    /// One dot every other cell (`⠂ `): lighter than ``sparse``.
    case scattered
    /// Two dots one above the other every other cell (`⠅ `).
    case colons

    /// The pattern's dots in a dot row, as four bits: bit `k` is set when the dots with
    /// `(x - origin.x) & 3 == k` belong to the pattern. `v` is `y - origin.y`.
    @inline(__always)
    func rowBits(_ v: Int) -> UInt8 {
        switch self {
        case .none: return 0
        case .solid: return 0b1111
        case .sparse: return v & 3 == 1 ? 0b0101 : 0
        case .dots:
            switch v & 3 {
            case 0: return 0b0101
            case 2: return 0b1010
            default: return 0
            }
        case .checker: return v & 1 == 0 ? 0b0101 : 0b1010
        case .hatch: return 1 << UInt8((-v) & 3)
        case .backHatch: return 1 << UInt8(v & 3)
        case .bars: return v & 3 == 3 ? 0 : 0b0101
        case .stripes: return v & 3 == 2 ? 0b1111 : 0
        case .speckle:
            switch v & 3 {
            case 0, 2: return 0b0001
            case 1: return 0b0100
            default: return 0
            }
        case .scattered: return v & 3 == 1 ? 0b0001 : 0
        case .colons: return v & 1 == 0 ? 0b0001 : 0
        }
    }

    /// Whether dot (x, y) belongs to the pattern when its phase is anchored at `origin`.
    public func contains(x: Int, y: Int, origin: (x: Int, y: Int) = (0, 0)) -> Bool {
        rowBits(y - origin.y) >> UInt8((x - origin.x) & 3) & 1 != 0
    }
}
