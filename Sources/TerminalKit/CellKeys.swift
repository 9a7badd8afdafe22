
/// A frame reduced to one number per cell, for quick comparisons, and which rows hold
/// double-width characters.
public struct CellKeys: Sendable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// One key per cell, row-major.
    public internal(set) var keys: [UInt64]
    /// Per row: whether it holds a double-width character or its continuation.
    public private(set) var wideRows: [Bool]

    /// The key of a blank cell in the default style.
    public static let blankKey = key(of: .blank)

    /// Set in the key of a cell whose character has more than one scalar: its key is a
    /// hash, and equal keys do not prove equal cells. Keys without it are exact.
    public static let inexact: UInt64 = 1 << 63

    /// The keys of a frame.
    public init(_ frame: Frame) {
        width = frame.width
        height = frame.height
        keys = [UInt64](repeating: 0, count: frame.cells.count)
        wideRows = [Bool](repeating: false, count: frame.height)
        frame.cells.withUnsafeBufferPointer { cells in
            for row in 0..<height {
                var wide = false
                for column in 0..<width {
                    let index = row * width + column
                    let cell = cells[index]
                    keys[index] = Self.key(of: cell)
                    if !wide, let first = cell.character.unicodeScalars.first, first.value >= 0x1100,
                       first.terminalWidth != 1 {
                        wide = true
                    }
                }
                wideRows[row] = wide
            }
        }
    }

    /// A number that differs between cells that look different: exactly for characters
    /// of one scalar (scalar, colours and attributes each have their own bits), up to rare
    /// collisions, and marked ``inexact``, for characters of several.
    public static func key(of cell: Cell) -> UInt64 {
        var scalars = cell.character.unicodeScalars.makeIterator()
        var key = UInt64(scalars.next()?.value ?? 0)
        key |= UInt64(color(cell.style.fg)) << 21
        key |= UInt64(color(cell.style.bg)) << 30
        if cell.style.bold { key |= 1 << 39 }
        if cell.style.dim { key |= 1 << 40 }
        if cell.style.reverse { key |= 1 << 41 }
        guard let second = scalars.next() else { return key }
        var extra = UInt64(second.value) &+ 1
        while let scalar = scalars.next() { extra = (extra &* 31) &+ UInt64(scalar.value) &+ 1 }
        return (key ^ ((extra & 0xF_FFFF) << 42)) | inexact
    }

    private static func color(_ color: TermColor) -> UInt16 {
        switch color {
        case .default: return 0x100
        case .index(let i): return UInt16(i)
        }
    }
}

extension CellKeys {
    /// A hash of a whole row and how many of its runs of three cells are not all blank.
    func rowHash(_ row: Int) -> (value: UInt64, nonBlank: Int) {
        var nonBlank = 0
        let base = row * width
        for c in 0..<max(0, width - 2) where !(keys[base + c] == Self.blankKey && keys[base + c + 1] == Self.blankKey
                                        && keys[base + c + 2] == Self.blankKey) {
            nonBlank += 1
        }
        return (Self.hash(keys[base..<(base + width)]), nonBlank)
    }

    /// A hash of a run of keys (FNV-1a over the keys).
    static func hash(_ keys: ArraySlice<UInt64>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for key in keys { value = (value ^ key) &* 0x100_0000_01B3 }
        return value
    }
}
